// The browser's entry. Evaluating all of the first load's code at once was one long task (about
// 100 ms at 4x CPU throttling); React's client is evaluated here, the app (start-client.tsx) in a
// task of its own. index.html preloads the app's chunks too (vite.config.ts), so nothing waits on
// the network in between (issue 10, total blocking time).
import 'react-dom/client';
import '@ferrite/tokens/fonts.css';
import './styles/global.css';

// A deploy can remove the chunk an old page asks for: reload to get the new ones (docs/product.md §4).
window.addEventListener('vite:preloadError', () => window.location.reload());

const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
await yieldToBrowser();
// The page's first Intl formatter loads the browser's ICU number data: 50–135 ms at 4x CPU
// throttling, measured. In a task of its own it no longer lengthens the app's evaluation task or
// the hydration task (where the first price or count would otherwise pay for it).
new Intl.NumberFormat(document.documentElement.lang || 'en').format(1.5);
await yieldToBrowser();
await import('./start-client');

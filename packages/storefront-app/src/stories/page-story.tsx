import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionUser } from '@ferrite/contract';
import { App } from '../App';
import { createApiClient } from '../api/client';
import { prepareTranslator } from '../i18n';
import { en } from '../i18n/packs/en';
import { overlayOf } from '../i18n/remote';
import { LaterErrorPage } from '../pages/errors/RootErrorBoundary';
import { createRoutes } from '../routes';
import { loadMatchedLazyRoutes } from '../routing/lazy-page';
import { preloadShellParts } from '../shell/later-parts';
import type { AppServices } from '../state/context';
import { STORAGE_KEYS } from '../state/browser-storage';
import { createStores } from '../state/stores';
import { fixtureFetch, type PageFixture } from './page-fixture';
// As both entries load them: the shipped fonts and the pages' shared styles.
import '@ferrite/tokens/fonts.css';
import '../styles/global.css';
// The translation memory the store ships for Arabic (the right-to-left stories' language), read as
// the server seeds it: Storybook has no API to ask, and a recorded copy would fall behind the file.
import arabicMemory from '../../../server/src/i18n/memory/ar.json?raw';

/** Translation-memory languages the stories speak: their shipped memory, English text → translation. */
const MEMORY: Record<string, string> = { ar: arabicMemory };

/** The overlay the store's server would send a reader of `lang` (i18n/overlay-cache.ts), from the shipped memory. */
function memoryOverlay(lang: string) {
  const file = MEMORY[lang];
  if (!file) return {};
  const { entries } = JSON.parse(file) as { entries: Record<string, string> };
  return overlayOf(en, new Map(Object.entries(entries)));
}

/** The buyer every page story is signed in as (the fixtures were recorded for this account). */
const buyer: SessionUser = { UserName: 'Ann Lee', Email: 'ann.lee@example.com', CsrfToken: '' };

export interface LoadedPage {
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The app's own route table in a memory router at the fixture's address, its loaders reading the
 * fixture through the real API client: the page a story shows is the page the store renders, with
 * the shell around it. Resolves once the loaders have run, so the story renders the finished page.
 */
export async function loadPage(fixture: PageFixture, lang: string): Promise<LoadedPage> {
  // A story starts as a first visit: what an earlier story left in the browser's storage (a product
  // page adds itself to "recently viewed") would otherwise show in the side rail.
  for (const key of Object.values(STORAGE_KEYS)) window.localStorage.removeItem(key);
  const stores = createStores({ business: { lang }, session: { token: 'story', user: buyer } });
  const api = createApiClient({
    baseURL: '/api',
    fetch: fixtureFetch(fixture.answers),
    identity: () => ({ language: stores.business.lang, currency: stores.business.currency }),
    // A call the fixture lacks is a story bug: said in the console, not shown as a snackbar.
    notify: (_state, message) => console.error(message),
  });
  const [i18n] = await Promise.all([prepareTranslator(lang, memoryOverlay(lang)), preloadShellParts(), LaterErrorPage.preload()]);
  const routes = createRoutes({ api, stores, i18n });
  await loadMatchedLazyRoutes(routes, fixture.url);
  const router = createMemoryRouter(routes, { initialEntries: [fixture.url] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === 'idle';
    if (done()) return resolve();
    const stop = router.subscribe(() => {
      if (!done()) return;
      stop();
      resolve();
    });
  });
  return { services: { api, stores, i18n }, router };
}

/** Renders a page loaded by `loadPage`. */
export function PageStory({ page }: { page: LoadedPage }) {
  return (
    <App services={page.services}>
      <RouterProvider router={page.router} />
    </App>
  );
}

import { Component, type ReactNode } from 'react';
import { hydrateLater } from '../../routing/hydrate-later';
import { CrashPage } from './CrashPage';

/**
 * The error page and the kit's ErrorView come in a chunk of their own, which only pages that fail
 * use: the server renders it as usual (entry-server preloads it), a browser hydrates it once idle
 * or on first use; its links work natively meanwhile (issue 10, first-load JavaScript).
 */
export const LaterErrorPage = hydrateLater('error-page', () => import('./ErrorPage').then((module) => module.ErrorPage), [
  'interaction',
  'idle',
]);

/** Catches a render error inside the error page itself (docs/product.md §2: "error inside the error page"). */
export class CrashBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) return <CrashPage message={this.state.error.message} />;
    return this.props.children;
  }
}

/** Errors that escape the shell itself: no layout to lean on, so the error page stands alone. */
export function RootErrorBoundary() {
  return (
    <CrashBoundary>
      <main id="main">
        <LaterErrorPage />
      </main>
    </CrashBoundary>
  );
}

/** Errors of a page: shown inside the shell, guarded against failing themselves. */
export function PageErrorBoundary() {
  return (
    <CrashBoundary>
      <LaterErrorPage />
    </CrashBoundary>
  );
}

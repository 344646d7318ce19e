import { Component, type ReactNode } from 'react';
import { CrashPage, ErrorPage } from './ErrorPage';

/** Catches a render error inside the error page itself (spec §2: "error inside the error page"). */
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
        <ErrorPage />
      </main>
    </CrashBoundary>
  );
}

/** Errors of a page: shown inside the shell, guarded against failing themselves. */
export function PageErrorBoundary() {
  return (
    <CrashBoundary>
      <ErrorPage />
    </CrashBoundary>
  );
}

import { Link, useRouteError } from 'react-router-dom';
import { toPageError } from '../../routing/error-status';
import { ERROR_TEXTS } from './error-texts';

/** The page shown inside the shell when a route fails: 404, 403 and 500-style variants. */
export function ErrorPage() {
  const { status, message } = toPageError(useRouteError());
  if (status === 404) {
    return (
      <section className="fe-error" aria-labelledby="error-title">
        <p className="fe-error__code">404</p>
        <h1 id="error-title">{ERROR_TEXTS[404].title}</h1>
        <p>{ERROR_TEXTS[404].body}</p>
        <p className="fe-error__detail">{ERROR_TEXTS[404].detail}</p>
        <p>
          <Link to="/">{ERROR_TEXTS.home}</Link> · <Link to="/feedback">{ERROR_TEXTS.feedback}</Link>
        </p>
      </section>
    );
  }
  if (status === 403) {
    return (
      <section className="fe-error" aria-labelledby="error-title">
        <h1 id="error-title" className="fe-error__code fe-error__code--large">
          {ERROR_TEXTS[403].title}
        </h1>
        <p>{ERROR_TEXTS[403].body}</p>
        <p>
          <Link to="/">{ERROR_TEXTS.back}</Link>
        </p>
      </section>
    );
  }
  const isServerError = status >= 500;
  return (
    <section className="fe-error" aria-labelledby="error-title">
      <p className="fe-error__code">{status}</p>
      <h1 id="error-title">{isServerError ? ERROR_TEXTS[500].title : message || ERROR_TEXTS[500].title}</h1>
      <p>{isServerError ? ERROR_TEXTS[500].body : ''}</p>
      {message && isServerError ? <p className="fe-error__detail">{message}</p> : null}
      <p>
        <Link to="/">{ERROR_TEXTS.home}</Link> · <Link to="/feedback">{ERROR_TEXTS.feedback}</Link>
      </p>
    </section>
  );
}

/** Last resort when the error page itself fails: a message and a plain link home. */
export function CrashPage({ message }: { message: string }) {
  return (
    <main className="fe-error" role="alert">
      <h1>Something went wrong</h1>
      <p>{message || 'The page could not be shown.'}</p>
      <p>
        <a href="/">{ERROR_TEXTS.home}</a>
      </p>
    </main>
  );
}

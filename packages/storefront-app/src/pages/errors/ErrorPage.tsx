import { useRouteError } from 'react-router-dom';
import { ErrorView } from '@ferrite/ui';
import { CONTENT_MESSAGES } from '@ferrite/contract';
import { useI18n, type Translator } from '../../i18n';
import { toPageError } from '../../routing/error-status';

const UNKNOWN_MIDDLEWARE = /^Unknown middleware (.+)$/;

/**
 * A loader's error message in the reader's language where the spec names it (§8); any other
 * message is shown as the loader wrote it (pages throw messages from their own pack).
 */
function messageText(message: string, t: Translator['t']): string {
  if (message === CONTENT_MESSAGES.pageNotFound) return t('errors.notFoundMessage');
  const middleware = UNKNOWN_MIDDLEWARE.exec(message);
  if (middleware) return t('errors.unknownMiddleware', { name: middleware[1]! });
  return message;
}

/** The page shown inside the shell when a route fails: the kit's 404, 403 and 500-style views. */
export function ErrorPage() {
  const { status, message } = toPageError(useRouteError());
  const { t, section } = useI18n();
  const labels = section('kitErrorView');
  if (status === 404) {
    return (
      <ErrorView
        variant="404"
        title={t('errors.notFoundTitle')}
        message={t('errors.notFoundMessage')}
        detail={t('errors.notFoundDetail')}
        labels={labels}
      />
    );
  }
  if (status === 410) {
    // A link its owner withdrew (a BOM's share link): gone for good, not an error of ours.
    return <ErrorView variant="500" code="410" title={t('errors.goneTitle')} message={t('errors.goneMessage')} detail="" labels={labels} />;
  }
  if (status === 403) {
    return <ErrorView variant="403" message={t('errors.forbiddenMessage')} labels={labels} />;
  }
  const text = messageText(message, t);
  // 5xx: the spec's 500 page with the error's message; other statuses: their message as the title.
  return status >= 500 ? (
    <ErrorView
      variant="500"
      code={String(status)}
      title={t('errors.serverErrorTitle')}
      message={t('errors.serverErrorMessage')}
      detail={text}
      labels={labels}
    />
  ) : (
    <ErrorView variant="500" code={String(status)} title={text || t('errors.serverErrorTitle')} message="" detail="" labels={labels} />
  );
}

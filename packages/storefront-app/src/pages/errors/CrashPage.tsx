import { useI18n } from '../../i18n';

/** Last resort when the error page itself fails: a message and a plain link home. */
export function CrashPage({ message }: { message: string }) {
  const { t, section } = useI18n();
  return (
    <main className="fe-error" role="alert">
      <h1>{t('errors.titleServerError')}</h1>
      <p>{message || t('errors.crashMessage')}</p>
      <p>
        <a href="/">{section('kitErrorView').home}</a>
      </p>
    </main>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@ferrite/ui';
import { useT } from '../../i18n';

/** How long "Copied" stays before the status clears. */
const STATUS_MS = 2000;

/**
 * Copies the result text to the clipboard and says so briefly. Rendered only once the page runs
 * in a browser with a clipboard, so the server's page (and a page without JavaScript) has no dead button.
 */
export function CopyResultButton({ text }: { text: () => string }) {
  const t = useT();
  const [ready, setReady] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setReady(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(''), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (!ready) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      setStatus(t('tools.copied'));
    } catch {
      setStatus(t('tools.copyFailed'));
    }
  };
  return (
    <div className="fe-calc__copy">
      <Button variant="secondary" size="small" onClick={() => void copy()}>
        {t('tools.copyResult')}
      </Button>
      <span role="status" className="fe-calc__copy-status">
        {status}
      </span>
    </div>
  );
}

import { useState } from 'react';
import { CookieNotice } from '@ferrite/ui/shop';
import { useI18n } from '../i18n';
import { writeCookie } from './region';

/** The cookie notice until the visitor answers it: either answer sets `_policy` (docs/product.md §4). */
export function ShellCookieNotice() {
  const { section } = useI18n();
  const [shown, setShown] = useState(true);
  if (!shown) return null;
  const answer = () => {
    writeCookie('_policy', '1');
    setShown(false);
  };
  return <CookieNotice onAccept={answer} onReject={answer} labels={section('kitCookieNotice')} />;
}

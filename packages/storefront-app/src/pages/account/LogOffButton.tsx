import { LinkButton } from '@ferrite/ui';
import { Form, useLocation } from 'react-router-dom';
import { useT } from '../../i18n';
import { CsrfField } from './forms';

/**
 * Log Out as a real form (a POST with the CSRF token), so it works without JavaScript; with it the
 * action clears the session and reloads the page (docs/product.md §4).
 */
export function LogOffButton() {
  const location = useLocation();
  const t = useT();
  return (
    <Form method="post" action="/account/logoff">
      <CsrfField />
      <input type="hidden" name="redirect" value={location.pathname + location.search} />
      <LinkButton type="submit">{t('account.logOut')}</LinkButton>
    </Form>
  );
}

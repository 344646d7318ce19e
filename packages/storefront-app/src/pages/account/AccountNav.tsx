import { NavLink } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { ACCOUNT_MENU_LINKS } from './links';
import { LogOffButton } from './LogOffButton';

/** The frame of a signed-in account page: the account menu beside the page's own content. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="fe-account-frame">
      <nav aria-label={t('account.menuLabel')} className="fe-account-nav">
        <ul>
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <NavLink to={link.href} end>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <LogOffButton />
          </li>
        </ul>
      </nav>
      <section className="fe-account-content" aria-labelledby="account-title">
        <h1 id="account-title">{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** The frame of a sign-in, register or recovery page: one narrow column. */
export function AuthFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="fe-auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{title}</h1>
      {intro ? <p className="fe-auth__intro">{intro}</p> : null}
      {children}
    </section>
  );
}

import { Box, Text } from '@ferrite/ui';
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
    <Box as="section" aria-labelledby="auth-title" maxWidth="xxlarge" marginY="xlarge" marginX="auto">
      <h1 id="auth-title">{title}</h1>
      {intro ? (
        <Text as="p" tone="muted">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}

import { Box, Heading, Link, Text } from '@ferrite/ui';
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { ACCOUNT_MENU_LINKS } from './links';
import { LogOffButton } from './LogOffButton';

/** The frame of a signed-in account page: the account menu beside the page's own content. */
export function AccountFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  return (
    <div className="fe-account-frame">
      <nav aria-label={t('account.menuLabel')}>
        <Box as="ul" display="flex" flexDirection="column" gap="xsmall" padding="medium" border="standard" borderRadius="standard">
          {ACCOUNT_MENU_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                underline="none"
                aria-current={pathname === link.href ? 'page' : undefined}
                weight={pathname === link.href ? 'strong' : undefined}
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
          <li>
            <LogOffButton />
          </li>
        </Box>
      </nav>
      <section className="fe-account-content" aria-labelledby="account-title">
        <Heading level={1} id="account-title">
          {title}
        </Heading>
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

/** The account's pages as framed links, each with a line on what it is for (the overview, the recovery choices). */
export function AccountTiles({ tiles }: { tiles: ReadonlyArray<{ href: string; title: string; text?: string | undefined }> }) {
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="small" maxWidth="xxxlarge">
      {tiles.map((tile) => (
        <li key={tile.href}>
          <Link href={tile.href} tone="neutral" underline="none">
            <Box as="span" display="flex" flexDirection="column" padding="medium" border="standard" borderRadius="standard">
              <Text weight="strong" tone="brand">
                {tile.title}
              </Text>
              {tile.text ? <Text>{tile.text}</Text> : null}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}

import { Box, Button, DataTable, Heading, Link, Notice, Text, TextField, type DataTableColumn } from '@ferrite/ui';
import { Fragment, useId } from 'react';
import { Form, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiCallError } from '../../api/client';
import { DEMO_MAILBOX_PATH, demoMailboxUrl, type DemoMail, type DemoMailbox, type DemoMailPart } from '@ferrite/contract';
import { formatDateTime, useI18n } from '../../i18n';
import { useMessageText } from '../../i18n/api-messages';
import type { RouteDeps } from '../../routing/deps';
import { endpoints } from '@ferrite/contract/endpoints';

export interface DemoMailboxData {
  /** The address asked for (?to=), as typed. */
  to: string;
  mailbox: DemoMailbox | null;
  /** The mail to show (?mail=). */
  open?: number;
  /** Why the address was refused (the API's English; the page translates it). */
  error?: string;
}

/** /demo/mailbox?to=…&mail=…: reads the mailbox of the typed address; nothing without one. */
export function demoMailboxLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<DemoMailboxData> => {
    const params = new URL(request.url).searchParams;
    const to = (params.get('to') ?? '').trim();
    if (!to) return { to, mailbox: null };
    const mail = Number(params.get('mail'));
    const open = Number.isSafeInteger(mail) && mail > 0 ? mail : undefined;
    try {
      const mailbox = await deps.api.silent.call(endpoints.site.demoMailbox, { Email: to });
      return { to, mailbox, ...(open !== undefined ? { open } : {}) };
    } catch (error) {
      // A mistyped address is the visitor's to correct by the field, not an error page.
      if (error instanceof ApiCallError && error.code === 400) return { to, mailbox: null, error: error.message };
      throw error;
    }
  };
}

/** A line's parts: the store's own links as links, the rest as text. */
function LineParts({ parts }: { parts: DemoMailPart[] }) {
  return parts.map((part, i) =>
    part.Href ? (
      <Link key={i} href={part.Href} underline="always">
        {part.Text}
      </Link>
    ) : (
      <Fragment key={i}>{part.Text}</Fragment>
    ),
  );
}

/** The mail's lines as paragraphs: a blank line ends one. */
function paragraphsOf(lines: DemoMailPart[][]): DemoMailPart[][][] {
  const paragraphs: DemoMailPart[][][] = [[]];
  for (const line of lines) {
    const blank = line.every((part) => part.Text.trim() === '');
    if (blank) {
      if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
    } else paragraphs.at(-1)!.push(line);
  }
  return paragraphs.filter((paragraph) => paragraph.length > 0);
}

function MailView({ mail }: { mail: DemoMail }) {
  const { t, lang } = useI18n();
  const titleId = useId();
  return (
    <Box
      as="article"
      aria-labelledby={titleId}
      display="flex"
      flexDirection="column"
      gap="medium"
      padding="large"
      border="standard"
      borderRadius="large"
      background="surface"
    >
      <Heading level={2} id={titleId}>
        {mail.Subject}
      </Heading>
      <Text tone="muted" size="small">
        {t('account.demoMailboxMeta', { email: mail.To, time: formatDateTime(mail.CreatedAt, lang) })}
      </Text>
      {paragraphsOf(mail.Lines).map((paragraph, i) => (
        <Text as="p" key={i}>
          {paragraph.map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              <LineParts parts={line} />
            </Fragment>
          ))}
        </Text>
      ))}
    </Box>
  );
}

export function DemoMailboxPage() {
  const { to, mailbox, open, error } = useLoaderData() as DemoMailboxData;
  const { t, lang } = useI18n();
  const tm = useMessageText(['account']);
  const navigation = useNavigation();
  const opened = open === undefined ? undefined : mailbox?.Mails.find((mail) => mail.Id === open);
  const columns: DataTableColumn<DemoMail>[] = [
    { key: 'To', header: t('account.demoMailboxTo') },
    {
      key: 'Subject',
      header: t('account.demoMailboxSubject'),
      render: (mail) => <Link href={demoMailboxUrl(to, mail.Id)}>{mail.Subject}</Link>,
    },
    { key: 'CreatedAt', header: t('account.demoMailboxSent'), render: (mail) => formatDateTime(mail.CreatedAt, lang) },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="large" paddingY="large">
      <Heading level={1}>{t('account.titleDemoMailbox')}</Heading>
      <Notice tone="warning" title={t('account.demoMailboxBannerTitle')} headingLevel={2}>
        {t('account.demoMailboxBannerText')}
      </Notice>
      <Text as="p">{t('account.demoMailboxAsk')}</Text>
      <Form method="get" action={DEMO_MAILBOX_PATH}>
        <Box display="flex" flexDirection={{ xs: 'column', md: 'row' }} alignItems={{ xs: 'stretch', md: 'flex-end' }} gap="medium">
          <TextField
            label={t('account.email')}
            name="to"
            type="email"
            autoComplete="email"
            required
            defaultValue={to}
            error={error ? tm(error) : undefined}
          />
          <Button
            type="submit"
            variant="secondary"
            loading={navigation.state === 'loading' && navigation.location.pathname === DEMO_MAILBOX_PATH}
          >
            {t('account.demoMailboxShow')}
          </Button>
        </Box>
      </Form>
      {mailbox && open !== undefined && !opened ? <Notice tone="error">{t('account.demoMailboxMissing')}</Notice> : null}
      {opened ? <MailView key={opened.Id} mail={opened} /> : null}
      {mailbox ? (
        <DataTable
          caption={t('account.demoMailboxCaption', { email: mailbox.Email })}
          columns={columns}
          rows={mailbox.Mails}
          rowKey={(mail) => String(mail.Id)}
          emptyText={t('account.demoMailboxEmpty')}
        />
      ) : null}
    </Box>
  );
}

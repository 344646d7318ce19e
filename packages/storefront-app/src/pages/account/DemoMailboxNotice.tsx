import { Link, Notice } from '@ferrite/ui';
import { useSnapshot } from 'valtio';
import { demoMailboxUrl } from '@ferrite/contract';
import { useT } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import { useStores } from '../../state/context';

/**
 * On the "check your email" screens: in a demonstration that sends no mail, where the mail really
 * is (the demo mailbox, opened at `email`'s mail). Nothing on a store that sends mail.
 */
export function DemoMailboxNotice({ email }: { email: string }) {
  const t = useT();
  const { site } = useSnapshot(useStores().business);
  if (!site.demoMailbox) return null;
  return (
    <Notice tone="warning">
      {richText(t('account.demoMailboxNotice'), {
        link: <Link href={demoMailboxUrl(email.trim())}>{t('account.demoMailboxNoticeLink')}</Link>,
      })}
    </Notice>
  );
}

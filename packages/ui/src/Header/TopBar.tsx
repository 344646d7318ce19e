import type { ReactNode, Ref } from 'react';
import { Icon } from '../Icon';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './Header.css';

/** Contact details shown in the top bar and the footer. */
export type ShellContact = {
  /** Phone number as shown, e.g. '+1 (408) 555-0134'. */
  phone?: string;
  /** E-mail address. */
  email?: string;
};

export const topBarLabels = {
  /** Accessible name of the bar. */
  topBar: 'Site tools',
  /** The bill-of-materials tool entry. */
  bomTool: 'BOM Tool',
  phone: 'Phone',
  email: 'Email',
};
export type TopBarLabels = Record<keyof typeof topBarLabels, string>;

export type TopBarProps = {
  /** Phone and e-mail, shown at the start. @default undefined */
  contact?: ShellContact;
  /** Address of the bill-of-materials tool. @default '/bom' */
  bomHref?: string;
  /** The region picker (a RegionPicker or LanguagePicker), shown at the end. @default undefined */
  regionPicker?: ReactNode;
  /** Fixed strings. @default English */
  labels?: Partial<TopBarLabels>;
  /** Ref to the bar. @default undefined */
  ref?: Ref<HTMLDivElement>;
};

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The thin bar above the header: contact, the BOM Tool entry and the region picker. */
export function TopBar({ contact, bomHref = '/bom', regionPicker, labels, ref }: TopBarProps) {
  const text = { ...topBarLabels, ...labels };
  const LinkComponent = useLinkComponent();
  return (
    <div ref={ref} className={styles.topBar} role="region" aria-label={text.topBar}>
      <div className={styles.topBarInner}>
        <ul className={styles.topBarContact}>
          {contact?.phone ? (
            <li>
              <a className={styles.topBarLink} href={telHref(contact.phone)} aria-label={`${text.phone} ${contact.phone}`}>
                <Icon name="phone" size="xsmall" />
                <span dir="ltr">{contact.phone}</span>
              </a>
            </li>
          ) : null}
          {contact?.email ? (
            <li className={styles.topBarEmail}>
              <a className={styles.topBarLink} href={`mailto:${contact.email}`} aria-label={`${text.email} ${contact.email}`}>
                <Icon name="mail" size="xsmall" />
                <span dir="ltr">{contact.email}</span>
              </a>
            </li>
          ) : null}
        </ul>
        <div className={styles.topBarTools}>
          <LinkComponent href={bomHref} className={styles.topBarLink}>
            <Icon name="file" size="xsmall" />
            <span className={styles.topBarToolLabel}>{text.bomTool}</span>
          </LinkComponent>
          {regionPicker}
        </div>
      </div>
    </div>
  );
}

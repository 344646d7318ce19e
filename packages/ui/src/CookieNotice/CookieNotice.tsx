import { useId } from 'react';
import type { Ref } from 'react';
import { Button } from '../Button';
import { useLinkComponent } from '../LinkProvider';
import * as styles from './CookieNotice.css';
import { cookieNoticeLabels } from './labels';
import type { CookieNoticeLabels } from './labels';

export type CookieNoticeProps = {
  /** Called by Accept Cookies (docs/product.md §4: hide the notice, set `_policy` for 30 days). */
  onAccept: () => void;
  /** Called by Reject All (docs/product.md §4: the same as accept). */
  onReject: () => void;
  /** Address of the cookie policy. @default '/CookiePolicy' */
  policyHref?: string;
  /** Fixed strings. @default English */
  labels?: Partial<CookieNoticeLabels>;
  /** Ref to the notice. @default undefined */
  ref?: Ref<HTMLElement>;
};

/**
 * The cookie notice: fixed to the bottom, 150px high, shown only from 1024px wide (docs/product.md §4).
 * The app renders it while the `_policy` cookie is absent.
 */
export function CookieNotice({ onAccept, onReject, policyHref = '/CookiePolicy', labels, ref }: CookieNoticeProps) {
  const text = { ...cookieNoticeLabels, ...labels };
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  return (
    <section ref={ref} className={styles.root} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id={titleId} className={styles.title}>
            {text.title}
          </h2>
          <p className={styles.message}>
            {text.message}{' '}
            <LinkComponent href={policyHref} className={styles.link}>
              {text.policy}
            </LinkComponent>
          </p>
        </div>
        <div className={styles.actions}>
          <Button variant="neutral" onClick={onReject}>
            {text.reject}
          </Button>
          <Button onClick={onAccept}>{text.accept}</Button>
        </div>
      </div>
    </section>
  );
}

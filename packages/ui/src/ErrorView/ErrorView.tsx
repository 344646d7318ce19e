import { useId } from 'react';
import { ButtonLink } from '../Button';
import { Link } from '../Link';
import { actions, code as codeClass, detail as detailClass, feedback, message as messageClass, root, title as titleClass } from './ErrorView.css';

export const errorViewVariants = ['404', '500', '403'] as const;
export type ErrorViewVariant = (typeof errorViewVariants)[number];

type ErrorTexts = { title: string; message: string; detail: string };

/** The spec's texts (§2 Error pages, §8), English defaults; pass translations as props. */
export const errorViewTexts: Record<ErrorViewVariant, ErrorTexts> = {
  '404': {
    title: 'Oops! This Page Vanished',
    message: 'This page could not be found',
    detail: 'The page you are looking for does not exist. If you think it should, please contact the administrator.',
  },
  '500': {
    title: 'Oops! Our Servers Need a Coffee Break',
    message: 'This page is malfunctioning right now.',
    detail: 'Please try again in a few minutes.',
  },
  '403': {
    title: '403',
    message: 'You do not have permission to view this page.',
    detail: '',
  },
};

export type ErrorViewProps = {
  /** Which error. @default '404' */
  variant?: ErrorViewVariant;
  /** Heading. @default the spec's title of the variant ('Oops! This Page Vanished', …) */
  title?: string;
  /** Main sentence. @default the spec's text ('This page could not be found', …) */
  message?: string;
  /** Extra explanation, e.g. a server message. @default the variant's detail */
  detail?: string;
  /** Where "Back to Home" goes. @default '/' */
  homeHref?: string;
  /** Text of the home link. @default 'Back to Home' */
  homeLabel?: string;
  /** Feedback page; empty hides the feedback prompt. @default '/feedback' (not on 403) */
  feedbackHref?: string;
  /** Sentence before the feedback link. @default 'Something wrong?' */
  feedbackPrompt?: string;
  /** Text of the feedback link. @default 'Send us feedback' */
  feedbackLabel?: string;
};

/** Full-page error for 404 / 500 / 403, with the spec's texts, a link home and a feedback link. */
export function ErrorView({
  variant = '404',
  title,
  message,
  detail,
  homeHref = '/',
  homeLabel = 'Back to Home',
  feedbackHref = variant === '403' ? '' : '/feedback',
  feedbackPrompt = 'Something wrong?',
  feedbackLabel = 'Send us feedback',
}: ErrorViewProps) {
  const titleId = useId();
  const texts = errorViewTexts[variant];
  const heading = title ?? texts.title;
  const explanation = detail ?? texts.detail;
  return (
    <section className={root} aria-labelledby={titleId}>
      {variant === '403' && heading === '403' ? null : (
        <span className={codeClass} aria-hidden="true">
          {variant}
        </span>
      )}
      <h1 id={titleId} className={variant === '403' && heading === '403' ? codeClass : titleClass}>
        {heading}
      </h1>
      <p className={messageClass}>{message ?? texts.message}</p>
      {explanation ? <p className={detailClass}>{explanation}</p> : null}
      <div className={actions}>
        <ButtonLink href={homeHref} icon={variant === '403' ? 'chevron-left' : undefined}>
          {homeLabel}
        </ButtonLink>
      </div>
      {feedbackHref ? (
        <p className={feedback}>
          {feedbackPrompt} <Link href={feedbackHref}>{feedbackLabel}</Link>
        </p>
      ) : null}
    </section>
  );
}

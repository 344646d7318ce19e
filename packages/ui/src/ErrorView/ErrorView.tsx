import { useId } from 'react';
import { ButtonLink } from '../Button';
import { Link } from '../Link';
import {
  actions,
  code as codeClass,
  detail as detailClass,
  feedback,
  message as messageClass,
  root,
  title as titleClass,
} from './ErrorView.css';

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

/** The fixed strings around the texts (links home and to feedback). */
export const errorViewLabels = {
  home: 'Back to Home',
  feedbackPrompt: 'Something wrong?',
  feedback: 'Send us feedback',
};
export type ErrorViewLabels = Record<keyof typeof errorViewLabels, string>;

export type ErrorViewProps = {
  /** Which error. @default '404' */
  variant?: ErrorViewVariant;
  /** Heading. @default the spec's title of the variant ('Oops! This Page Vanished', …) */
  title?: string;
  /** Main sentence; empty hides it. @default the spec's text ('This page could not be found', …) */
  message?: string;
  /** Extra explanation, e.g. a server message. @default the variant's detail */
  detail?: string;
  /** Status code shown above the title, e.g. '400' on a generic error. @default the variant */
  code?: string;
  /** Where "Back to Home" goes. @default '/' */
  homeHref?: string;
  /** Text of the home link. @default labels.home ('Back to Home') */
  homeLabel?: string;
  /** Feedback page; empty hides the feedback prompt. @default '/feedback' (not on 403) */
  feedbackHref?: string;
  /** Sentence before the feedback link. @default labels.feedbackPrompt ('Something wrong?') */
  feedbackPrompt?: string;
  /** Text of the feedback link. @default labels.feedback ('Send us feedback') */
  feedbackLabel?: string;
  /** Fixed strings. @default English */
  labels?: Partial<ErrorViewLabels>;
};

/** Full-page error for 404 / 500 / 403, with the spec's texts, a link home and a feedback link. */
export function ErrorView({
  variant = '404',
  title,
  message,
  detail,
  code = variant,
  homeHref = '/',
  homeLabel,
  feedbackHref = variant === '403' ? '' : '/feedback',
  feedbackPrompt,
  feedbackLabel,
  labels,
}: ErrorViewProps) {
  const text = { ...errorViewLabels, ...labels };
  const titleId = useId();
  const texts = errorViewTexts[variant];
  const heading = title ?? texts.title;
  const explanation = detail ?? texts.detail;
  return (
    <section className={root} aria-labelledby={titleId}>
      {variant === '403' && heading === '403' ? null : (
        <span className={codeClass} aria-hidden="true">
          {code}
        </span>
      )}
      <h1 id={titleId} className={variant === '403' && heading === '403' ? codeClass : titleClass}>
        {heading}
      </h1>
      {(message ?? texts.message) ? <p className={messageClass}>{message ?? texts.message}</p> : null}
      {explanation ? <p className={detailClass}>{explanation}</p> : null}
      <div className={actions}>
        <ButtonLink href={homeHref} icon={variant === '403' ? 'chevron-left' : undefined}>
          {homeLabel ?? text.home}
        </ButtonLink>
      </div>
      {feedbackHref ? (
        <p className={feedback}>
          {feedbackPrompt ?? text.feedbackPrompt} <Link href={feedbackHref}>{feedbackLabel ?? text.feedback}</Link>
        </p>
      ) : null}
    </section>
  );
}

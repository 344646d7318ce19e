import { useId } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Breadcrumbs, Button, TextField } from '@ferrite/ui';
import { contactInput, feedbackInput, feedbackPageOf } from '../../api/contract/content';
import { newsletterTokenInput, subscribeInput } from '../../api/contract/newsletter';
import { NEWSLETTER_MESSAGES } from '../../api/contract';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { CsrfField, formValues, FormMessages, invalid, submit, validate, type FormResult } from '../account/forms';

/** Runs the shared schema, then the API call; field messages, an API failure or a success note. */
function formAction(deps: RouteDeps, path: string, schema: Parameters<typeof validate>[0]) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(schema, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit<unknown>(deps.api, path, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

export const contactAction = (deps: RouteDeps) => formAction(deps, '/Content/ContactUs', contactInput);
export const feedbackAction = (deps: RouteDeps) => formAction(deps, '/Content/Feedback', feedbackInput);
export const subscribeAction = (deps: RouteDeps) => formAction(deps, '/MessageSubscription/AddMessageSubscriptionService', subscribeInput);
export const confirmAction = (deps: RouteDeps) => formAction(deps, '/MessageSubscription/Confirm', newsletterTokenInput);
export const unsubscribeAction = (deps: RouteDeps) => formAction(deps, '/MessageSubscription/Unsubscribe', newsletterTokenInput);

/** A labelled multi-line field with the same error wiring as the kit's TextField. */
function TextArea({ label, name, error, defaultValue, required, maxLength, rows = 6, description }: { label: string; name: string; error?: string | undefined; defaultValue?: string | undefined; required?: boolean; maxLength: number; rows?: number; description?: string }) {
  const id = useId();
  const describedBy = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="fe-textarea-field">
      <label htmlFor={id}>
        {label}
        {required ? (
          <span className="fe-textarea-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <textarea id={id} name={name} rows={rows} maxLength={maxLength} defaultValue={defaultValue} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {description ? (
        <span id={`${id}-description`} className="fe-textarea-field__description">
          {description}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="fe-textarea-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** /ContactUs: name, email, subject and message, stored and mailed to customer service. */
export function ContactPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const site = useSnapshot(useStores().business).site;
  const values = result?.values ?? {};
  return (
    <div className="fe-form-page">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Contact Us' }]} />
      <h1>Contact us</h1>
      <div className="fe-form-page__layout">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Write to customer service</h2>
          <p className="fe-muted">We answer every message within one working day (Monday to Friday, 8:00 am to 6:00 pm Central Time). Fields marked * are required.</p>
          <FormMessages result={result} />
          {result?.success ? (
            <p>
              <Link to="/ContactUs" reloadDocument>
                Send another message
              </Link>
            </p>
          ) : (
            <Form method="post" noValidate className="fe-account-form">
              <CsrfField />
              <TextField label="Name" name="Name" autoComplete="name" required maxLength={80} defaultValue={values.Name} error={result?.fieldErrors?.Name} />
              <TextField label="Email" name="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={values.Email} error={result?.fieldErrors?.Email} />
              <TextField label="Subject" name="Subject" required maxLength={120} defaultValue={values.Subject} error={result?.fieldErrors?.Subject} description="For an order, include its number, e.g. “Order FE-104233: delivery date”." />
              <TextArea label="Message" name="Message" required maxLength={5000} defaultValue={values.Message} error={result?.fieldErrors?.Message} description="10 to 5,000 characters." />
              <Button type="submit" loading={navigation.state === 'submitting'}>
                Send message
              </Button>
            </Form>
          )}
        </section>
        <aside className="fe-form-page__aside" aria-labelledby="contact-other-title">
          <h2 id="contact-other-title">Other ways to reach us</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, '')}`}>{site.contactPhone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
            </dd>
            <dt>Quotes for volume or hard-to-find parts</dt>
            <dd>
              <Link to="/rfq">Request a quote</Link>
            </dd>
            <dt>Complaints</dt>
            <dd>
              <Link to="/ComplaintsPolicy">How we handle complaints</Link>
            </dd>
          </dl>
          <p>
            Many questions are answered in the <Link to="/FAQs">FAQs</Link> and the <Link to="/help">help centre</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

const RATINGS = [
  { value: '5', label: 'Excellent' },
  { value: '4', label: 'Good' },
  { value: '3', label: 'Fair' },
  { value: '2', label: 'Poor' },
  { value: '1', label: 'Very poor' },
] as const;

/** /feedback: a 1–5 rating and a comment about the site; error pages send visitors here. */
export function FeedbackPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const values = result?.values ?? {};
  const from = feedbackPageOf(values.Page ?? params.get('from') ?? '');
  const ratingError = result?.fieldErrors?.Rating;
  return (
    <div className="fe-form-page fe-form-page--narrow">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Feedback' }]} />
      <h1>Tell us how we are doing</h1>
      <p className="fe-lead">Found a broken page, a wrong datasheet or something confusing? Your rating and a few words help us fix it.</p>
      <FormMessages result={result} />
      {result?.success ? (
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      ) : (
        <Form method="post" noValidate className="fe-account-form">
          <CsrfField />
          {from ? <input type="hidden" name="Page" value={from} /> : null}
          <fieldset className="fe-rating" aria-describedby={ratingError ? 'rating-error' : undefined} aria-invalid={ratingError ? true : undefined}>
            <legend>How would you rate your visit? *</legend>
            <div className="fe-rating__options">
              {RATINGS.map((rating) => (
                <label key={rating.value}>
                  <input type="radio" name="Rating" value={rating.value} defaultChecked={values.Rating === rating.value} required />
                  <span>
                    {rating.value} – {rating.label}
                  </span>
                </label>
              ))}
            </div>
            {ratingError ? (
              <span id="rating-error" className="fe-textarea-field__error">
                {ratingError}
              </span>
            ) : null}
          </fieldset>
          <TextArea label="Comment" name="Comment" maxLength={2000} defaultValue={values.Comment} error={result?.fieldErrors?.Comment} description="Optional, up to 2,000 characters." rows={5} />
          <TextField label="Email (optional, if you would like a reply)" name="Email" type="email" autoComplete="email" maxLength={254} defaultValue={values.Email} error={result?.fieldErrors?.Email} />
          <Button type="submit" loading={navigation.state === 'submitting'}>
            Send feedback
          </Button>
        </Form>
      )}
    </div>
  );
}

/** /newsletter: subscribe (the footer's form posts here without JavaScript). */
export function NewsletterPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  return (
    <div className="fe-form-page fe-form-page--narrow">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Newsletter' }]} />
      <h1>Newsletter</h1>
      <p className="fe-lead">New parts, price changes and technical articles, about twice a month. We send a confirmation link first, and every issue has an unsubscribe link.</p>
      <ul className="fe-newsletter-points">
        <li>New product lines and manufacturers as we add them</li>
        <li>Price changes and stock news for popular parts</li>
        <li>New community articles and engineering calculators</li>
        <li>No more than two emails a month, and never shared with anyone else</li>
      </ul>
      <FormMessages result={result} />
      {result?.success ? <p role="status">{NEWSLETTER_MESSAGES.checkInbox}</p> : null}
      <Form method="post" noValidate className="fe-account-form">
        <CsrfField />
        <TextField label="Email" name="Email" type="email" autoComplete="email" required maxLength={254} defaultValue={result?.values?.Email} error={result?.fieldErrors?.Email} />
        <Button type="submit" loading={navigation.state === 'submitting'}>
          Subscribe
        </Button>
      </Form>
      <p className="fe-muted">
        We use your address only for the newsletter; see our <Link to="/PrivacyPolicy">privacy policy</Link>.
      </p>
    </div>
  );
}

export interface NewsletterTokenData {
  token: string;
  /** The link's token is missing or malformed. */
  invalid: boolean;
}

/** The token of a mailed link, checked for shape only; the button's POST does the rest. */
export function newsletterTokenLoader({ request }: { request: Request }): NewsletterTokenData {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return { token, invalid: !newsletterTokenInput.safeParse({ Token: token }).success };
}

/**
 * /newsletter/confirm and /newsletter/unsubscribe: one button that POSTs the token, so a mail
 * scanner that opens the link changes nothing.
 */
function NewsletterTokenPage({ title, intro, button }: { title: string; intro: string; button: string }) {
  const { token, invalid: badLink } = useLoaderData() as NewsletterTokenData;
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  return (
    <div className="fe-form-page fe-form-page--narrow">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Newsletter', href: '/newsletter' }, { label: title }]} />
      <h1>{title}</h1>
      <FormMessages result={result} />
      {badLink ? (
        <p className="fe-account-alert fe-account-alert--error" role="alert">
          {NEWSLETTER_MESSAGES.tokenInvalid}
        </p>
      ) : result?.success ? (
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      ) : (
        <>
          <p>{intro}</p>
          <Form method="post" className="fe-account-form">
            <CsrfField />
            <input type="hidden" name="Token" value={token} />
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {button}
            </Button>
          </Form>
        </>
      )}
    </div>
  );
}

export function NewsletterConfirmPage() {
  return <NewsletterTokenPage title="Confirm your subscription" intro="One more step: press the button to start receiving the Ferrite newsletter." button="Confirm my subscription" />;
}

export function NewsletterUnsubscribePage() {
  return <NewsletterTokenPage title="Unsubscribe" intro="Press the button and we will stop sending the newsletter to this address." button="Unsubscribe" />;
}

import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { Box, Breadcrumbs, Button, Fieldset, FormField, Heading, Notice, SplitLayout, Summary, Text, TextField } from '@ferrite/ui';
import { feedbackPageOf } from '@ferrite/contract/content-data';
import { NEWSLETTER_MESSAGES } from '@ferrite/contract';
import { useI18n, useT } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { CsrfField, formValues, FormMessages, invalid, submit, validate, type FormResult } from '../account/forms';
import { richText } from '../../i18n/rich-text';
import { contentMessage, translateFormResult } from './messages';
import type { Endpoint } from '@ferrite/contract/endpoint';
import { endpoints } from '@ferrite/contract/endpoints';

/** The content and newsletter API's zod input schemas, loaded when a form is posted, not with the page (issue 10). */
const formInputs = async () => ({ ...(await import('@ferrite/contract/content')), ...(await import('@ferrite/contract/newsletter')) });
type FormInputs = Awaited<ReturnType<typeof formInputs>>;

/** Runs the shared schema, then the API call; field messages, an API failure or a success note. */
function formAction(deps: RouteDeps, endpoint: Endpoint, schemaOf: (inputs: FormInputs) => Parameters<typeof validate>[0]) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(schemaOf(await formInputs()), values);
    if (!checked.ok) return invalid(translateFormResult(deps.i18n.t, checked.result));
    const sent = await submit(deps.api, endpoint, checked.value, values);
    if (!sent.ok) return invalid(translateFormResult(deps.i18n.t, sent.result));
    return translateFormResult(deps.i18n.t, { success: sent.message }) satisfies FormResult;
  };
}

export const contactAction = (deps: RouteDeps) => formAction(deps, endpoints.content.contactUs, (inputs) => inputs.contactInput);
export const feedbackAction = (deps: RouteDeps) => formAction(deps, endpoints.content.feedback, (inputs) => inputs.feedbackInput);
export const subscribeAction = (deps: RouteDeps) => formAction(deps, endpoints.newsletter.subscribe, (inputs) => inputs.subscribeInput);
export const confirmAction = (deps: RouteDeps) => formAction(deps, endpoints.newsletter.confirm, (inputs) => inputs.newsletterTokenInput);
export const unsubscribeAction = (deps: RouteDeps) =>
  formAction(deps, endpoints.newsletter.unsubscribe, (inputs) => inputs.newsletterTokenInput);

/** A multi-line field: the kit's FormField around a textarea (label, hint, error and required mark wired). */
function TextArea({
  label,
  name,
  error,
  defaultValue,
  required,
  maxLength,
  rows = 6,
  description,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  defaultValue?: string | undefined;
  required?: boolean;
  maxLength: number;
  rows?: number;
  description?: string;
}) {
  return (
    <FormField label={label} hint={description} error={error} required={required}>
      {(control) => <textarea {...control} name={name} rows={rows} maxLength={maxLength} defaultValue={defaultValue} />}
    </FormField>
  );
}

/** /ContactUs: name, email, subject and message, stored and mailed to customer service. */
export function ContactPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const site = useSnapshot(useStores().business).site;
  const { t, section } = useI18n();
  const values = result?.values ?? {};
  return (
    <Box>
      <Breadcrumbs
        items={[{ label: t('shell.home'), href: '/' }, { label: t('content.contactBreadcrumb') }]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{t('content.contactTitle')}</h1>
      <SplitLayout
        asideWidth="xlarge"
        aside={
          <Box
            as="aside"
            aria-labelledby="contact-other-title"
            display="flex"
            flexDirection="column"
            gap="medium"
            padding="large"
            border="standard"
            borderRadius="large"
          >
            <Heading level={4} as="h2" id="contact-other-title">
              {t('content.otherWays')}
            </Heading>
            <Summary
              items={[
                {
                  key: 'phone',
                  label: t('content.phone'),
                  value: <a href={`tel:${site.contactPhone.replace(/[^+\d]/g, '')}`}>{site.contactPhone}</a>,
                },
                { key: 'email', label: t('content.email'), value: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> },
                { key: 'quotes', label: t('content.volumeQuotes'), value: <Link to="/rfq">{t('content.requestQuote')}</Link> },
                {
                  key: 'complaints',
                  label: t('content.complaints'),
                  value: <Link to="/ComplaintsPolicy">{t('content.complaintsLink')}</Link>,
                },
              ]}
            />
            <Text as="p">
              {richText(t('content.moreAnswers'), {
                faqLink: <Link to="/FAQs">{t('content.faqsLink')}</Link>,
                helpLink: <Link to="/help">{t('content.helpCentreLink')}</Link>,
              })}
            </Text>
          </Box>
        }
      >
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('content.contactFormTitle')}</h2>
          <Text as="p" tone="muted" size="xsmall">
            {t('content.contactLead')}
          </Text>
          <FormMessages result={result} />
          {result?.success ? (
            <p>
              <Link to="/ContactUs" reloadDocument>
                {t('content.sendAnother')}
              </Link>
            </p>
          ) : (
            <Form method="post" noValidate>
              <Box display="flex" flexDirection="column" gap="medium" marginY="large">
                <CsrfField />
                <TextField
                  label={t('content.fieldName')}
                  name="Name"
                  autoComplete="name"
                  required
                  maxLength={80}
                  defaultValue={values.Name}
                  error={result?.fieldErrors?.Name}
                />
                <TextField
                  label={t('content.fieldEmail')}
                  name="Email"
                  type="email"
                  autoComplete="email"
                  required
                  maxLength={254}
                  defaultValue={values.Email}
                  error={result?.fieldErrors?.Email}
                />
                <TextField
                  label={t('content.fieldSubject')}
                  name="Subject"
                  required
                  maxLength={120}
                  defaultValue={values.Subject}
                  error={result?.fieldErrors?.Subject}
                  description={t('content.subjectHint')}
                />
                <TextArea
                  label={t('content.fieldMessage')}
                  name="Message"
                  required
                  maxLength={5000}
                  defaultValue={values.Message}
                  error={result?.fieldErrors?.Message}
                  description={t('content.messageHint')}
                />
                <Box>
                  <Button type="submit" loading={navigation.state === 'submitting'}>
                    {t('content.sendMessage')}
                  </Button>
                </Box>
              </Box>
            </Form>
          )}
        </section>
      </SplitLayout>
    </Box>
  );
}

const RATINGS = [
  { value: '5', key: 'content.ratingExcellent' },
  { value: '4', key: 'content.ratingGood' },
  { value: '3', key: 'content.ratingFair' },
  { value: '2', key: 'content.ratingPoor' },
  { value: '1', key: 'content.ratingVeryPoor' },
] as const;

/** /feedback: a 1–5 rating and a comment about the site; error pages send visitors here. */
export function FeedbackPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const values = result?.values ?? {};
  const from = feedbackPageOf(values.Page ?? params.get('from') ?? '');
  const ratingError = result?.fieldErrors?.Rating;
  const { t, section } = useI18n();
  return (
    <Box maxWidth="xxxlarge">
      <Breadcrumbs
        items={[{ label: t('shell.home'), href: '/' }, { label: t('content.feedbackBreadcrumb') }]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{t('content.feedbackTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {t('content.feedbackLead')}
      </Text>
      <FormMessages result={result} />
      {result?.success ? (
        <p>
          <Link to="/">{t('content.backToHome')}</Link>
        </p>
      ) : (
        <Form method="post" noValidate>
          <Box display="flex" flexDirection="column" gap="medium" marginY="large">
            <CsrfField />
            {from ? <input type="hidden" name="Page" value={from} /> : null}
            <Fieldset legend={t('content.ratingQuestion')} error={ratingError} required framed>
              <div className="fe-rating__options">
                {RATINGS.map((rating) => (
                  <label key={rating.value}>
                    <input type="radio" name="Rating" value={rating.value} defaultChecked={values.Rating === rating.value} required />
                    <span>
                      {rating.value} – {t(rating.key)}
                    </span>
                  </label>
                ))}
              </div>
            </Fieldset>
            <TextArea
              label={t('content.fieldComment')}
              name="Comment"
              maxLength={2000}
              defaultValue={values.Comment}
              error={result?.fieldErrors?.Comment}
              description={t('content.commentHint')}
              rows={5}
            />
            <TextField
              label={t('content.fieldEmailOptional')}
              name="Email"
              type="email"
              autoComplete="email"
              maxLength={254}
              defaultValue={values.Email}
              error={result?.fieldErrors?.Email}
            />
            <Box>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('content.sendFeedback')}
              </Button>
            </Box>
          </Box>
        </Form>
      )}
    </Box>
  );
}

/** /newsletter: subscribe (the footer's form posts here without JavaScript). */
export function NewsletterPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const { t, section } = useI18n();
  return (
    <Box maxWidth="xxxlarge">
      <Breadcrumbs
        items={[{ label: t('shell.home'), href: '/' }, { label: t('content.newsletterBreadcrumb') }]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{t('content.newsletterTitle')}</h1>
      <Text as="p" size="large" tone="muted" measure="large">
        {t('content.newsletterLead')}
      </Text>
      <ul className="fe-newsletter-points">
        <li>{t('content.newsletterPointLines')}</li>
        <li>{t('content.newsletterPointPrices')}</li>
        <li>{t('content.newsletterPointArticles')}</li>
        <li>{t('content.newsletterPointFrequency')}</li>
      </ul>
      <FormMessages result={result} />
      {result?.success ? <p role="status">{contentMessage(t, NEWSLETTER_MESSAGES.checkInbox)}</p> : null}
      <Form method="post" noValidate>
        <Box display="flex" flexDirection="column" gap="medium" marginY="large">
          <CsrfField />
          <TextField
            label={t('content.fieldEmail')}
            name="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={result?.values?.Email}
            error={result?.fieldErrors?.Email}
          />
          <Box>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('content.subscribe')}
            </Button>
          </Box>
        </Box>
      </Form>
      <Text as="p" tone="muted" size="xsmall">
        {richText(t('content.privacyNote'), { privacyLink: <Link to="/PrivacyPolicy">{t('content.privacyLink')}</Link> })}
      </Text>
    </Box>
  );
}

export interface NewsletterTokenData {
  token: string;
  /** The link's token is missing or malformed. */
  invalid: boolean;
}

/** The token of a mailed link, checked for shape only; the button's POST does the rest. */
export async function newsletterTokenLoader({ request }: { request: Request }): Promise<NewsletterTokenData> {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const { newsletterTokenInput } = await formInputs();
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
  const { t, section } = useI18n();
  return (
    <Box maxWidth="xxxlarge">
      <Breadcrumbs
        items={[{ label: t('shell.home'), href: '/' }, { label: t('content.newsletterBreadcrumb'), href: '/newsletter' }, { label: title }]}
        labels={section('kitBreadcrumbs')}
      />
      <h1>{title}</h1>
      <FormMessages result={result} />
      {badLink ? (
        <Notice tone="error" announce="assertive">
          {contentMessage(t, NEWSLETTER_MESSAGES.tokenInvalid)}
        </Notice>
      ) : result?.success ? (
        <p>
          <Link to="/">{t('content.backToHome')}</Link>
        </p>
      ) : (
        <>
          <p>{intro}</p>
          <Form method="post">
            <Box display="flex" flexDirection="column" gap="medium" marginY="large">
              <CsrfField />
              <input type="hidden" name="Token" value={token} />
              <Box>
                <Button type="submit" loading={navigation.state === 'submitting'}>
                  {button}
                </Button>
              </Box>
            </Box>
          </Form>
        </>
      )}
    </Box>
  );
}

export function NewsletterConfirmPage() {
  const t = useT();
  return <NewsletterTokenPage title={t('content.confirmTitle')} intro={t('content.confirmIntro')} button={t('content.confirmButton')} />;
}

export function NewsletterUnsubscribePage() {
  const t = useT();
  return (
    <NewsletterTokenPage
      title={t('content.unsubscribeTitle')}
      intro={t('content.unsubscribeIntro')}
      button={t('content.unsubscribeButton')}
    />
  );
}

import { Box, Button, TextField } from '@ferrite/ui';
import { Form, Link, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useT } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { AuthFrame } from './AccountNav';
import { DemoMailboxNotice } from './DemoMailboxNotice';
import { accountInputs, formValues, FormMessages, invalid, submit, useFormResult, validate, type FormResult } from './forms';
import { endpoints } from '@ferrite/contract/endpoints';

/** Resend-verification form post (shared by /account/checkemail and /account/verify). */
export function resendAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<FormResult | ReturnType<typeof invalid>> => {
    const values = await formValues(request);
    if (values.intent === 'verify') return verifyAction(deps, values);
    const { emailInput } = await accountInputs();
    const checked = validate(emailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoints.account.resendVerification, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { Email: checked.value.Email } };
  };
}

async function verifyAction(deps: RouteDeps, values: Record<string, string>) {
  const { verifyInput } = await accountInputs();
  const checked = validate(verifyInput, values);
  if (!checked.ok) return invalid({ formError: checked.result.fieldErrors?.Token });
  const sent = await submit(deps.api, endpoints.account.verify, checked.value);
  if (!sent.ok) return invalid(sent.result);
  return { success: sent.message, values: { verified: 'yes' } };
}

function ResendForm({ email, result }: { email: string; result: FormResult | undefined }) {
  const navigation = useNavigation();
  const t = useT();
  return (
    <Form method="post" noValidate>
      <Box display="flex" flexDirection="column" gap="medium" marginY="large">
        <input type="hidden" name="intent" value="resend" />
        <TextField
          label={t('account.email')}
          name="Email"
          type="email"
          autoComplete="email"
          required
          defaultValue={email}
          error={result?.fieldErrors?.Email}
        />
        <Button type="submit" variant="secondary" loading={navigation.state === 'submitting'}>
          {t('account.sendNewLink')}
        </Button>
      </Box>
    </Form>
  );
}

/** /account/checkemail: after registering, or when a sign-in needs a confirmed address. */
export function CheckEmailPage() {
  const [params] = useSearchParams();
  const result = useFormResult();
  const t = useT();
  const email = result?.values?.Email ?? params.get('email') ?? '';
  return (
    <AuthFrame
      title={t('account.titleCheckEmail')}
      intro={email ? t('account.checkEmailIntroTo', { email }) : t('account.checkEmailIntro')}
    >
      <FormMessages result={result} />
      <DemoMailboxNotice email={email} />
      <p>{t('account.noMail')}</p>
      <ResendForm email={email} result={result} />
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        <Link to="/account/login">{t('account.signInLink')}</Link>
      </Box>
    </AuthFrame>
  );
}

/** /account/verify?token=…: the link from the mail; one press confirms (a POST, so link scanners change nothing). */
export function VerifyPage() {
  const [params] = useSearchParams();
  const result = useFormResult();
  const t = useT();
  const navigation = useNavigation();
  const session = useSnapshot(useStores().session);
  const token = params.get('token') ?? '';
  if (result?.values?.verified === 'yes') {
    return (
      <AuthFrame title={t('account.emailConfirmedTitle')}>
        <FormMessages result={result} />
        <p>
          {session.user ? (
            <Link to="/account">{t('account.goToAccount')}</Link>
          ) : (
            <Link to="/account/login">{t('account.signInLink')}</Link>
          )}
        </p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={t('account.confirmEmailTitle')}>
      <FormMessages result={result} />
      {token ? (
        <Form method="post">
          <Box display="flex" flexDirection="column" gap="medium" marginY="large">
            <input type="hidden" name="intent" value="verify" />
            <input type="hidden" name="Token" value={token} />
            <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
              {t('account.confirmEmailButton')}
            </Button>
          </Box>
        </Form>
      ) : (
        <p>{t('account.verifyNeedsLink')}</p>
      )}
      {result?.formError || !token ? (
        <>
          <h2>{t('account.needNewLink')}</h2>
          <ResendForm email="" result={result?.fieldErrors ? result : undefined} />
        </>
      ) : null}
    </AuthFrame>
  );
}

import { Button, TextField } from '@ferrite/ui';
import { Form, Link, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { emailInput, verifyInput } from '../../api/contract/account';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { AuthFrame } from './AccountNav';
import { formValues, FormMessages, invalid, submit, validate, type FormResult } from './forms';

/** Resend-verification form post (shared by /account/checkemail and /account/verify). */
export function resendAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs): Promise<FormResult | ReturnType<typeof invalid>> => {
    const values = await formValues(request);
    if (values.intent === 'verify') return verifyAction(deps, values);
    const checked = validate(emailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, '/account/ResendVerification', checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { Email: checked.value.Email } };
  };
}

async function verifyAction(deps: RouteDeps, values: Record<string, string>) {
  const checked = validate(verifyInput, values);
  if (!checked.ok) return invalid({ formError: checked.result.fieldErrors?.Token });
  const sent = await submit<{ Purpose: string }>(deps.api, '/account/verify', checked.value);
  if (!sent.ok) return invalid(sent.result);
  return { success: sent.message, values: { verified: 'yes' } };
}

function ResendForm({ email, result }: { email: string; result: FormResult | undefined }) {
  const navigation = useNavigation();
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="resend" />
      <TextField label="Email" name="Email" type="email" autoComplete="email" required defaultValue={email} error={result?.fieldErrors?.Email} />
      <Button type="submit" variant="secondary" loading={navigation.state === 'submitting'}>
        Send a new link
      </Button>
    </Form>
  );
}

/** /account/checkemail: after registering, or when a sign-in needs a confirmed address. */
export function CheckEmailPage() {
  const [params] = useSearchParams();
  const result = useActionData() as FormResult | undefined;
  const email = result?.values?.Email ?? params.get('email') ?? '';
  return (
    <AuthFrame
      title="Check your email"
      intro={email ? `We sent a confirmation link to ${email}. Open it to confirm your address, then sign in.` : 'We sent you a confirmation link. Open it to confirm your address, then sign in.'}
    >
      <FormMessages result={result} />
      <p>No mail after a few minutes? Look in your spam folder, or send a new link:</p>
      <ResendForm email={email} result={result} />
      <p className="fe-auth__links">
        <Link to="/account/login">Sign in</Link>
      </p>
    </AuthFrame>
  );
}

/** /account/verify?token=…: the link from the mail; one press confirms (a POST, so link scanners change nothing). */
export function VerifyPage() {
  const [params] = useSearchParams();
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const session = useSnapshot(useStores().session);
  const token = params.get('token') ?? '';
  if (result?.values?.verified === 'yes') {
    return (
      <AuthFrame title="Email confirmed">
        <FormMessages result={result} />
        <p>{session.user ? <Link to="/account">Go to my account</Link> : <Link to="/account/login">Sign in</Link>}</p>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Confirm your email address">
      <FormMessages result={result} />
      {token ? (
        <Form method="post">
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="Token" value={token} />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            Confirm my email address
          </Button>
        </Form>
      ) : (
        <p>This page needs the link from our email. Open the newest one, or ask for a new link below.</p>
      )}
      {result?.formError || !token ? (
        <>
          <h2>Need a new link?</h2>
          <ResendForm email="" result={result?.fieldErrors ? result : undefined} />
        </>
      ) : null}
    </AuthFrame>
  );
}

import { Button, TextField } from '@ferrite/ui';
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { safeRedirectPath, sessionUserOf, type AccountIdentity } from '../../api/contract';
import { loginInput } from '../../api/contract/account';
import type { RouteDeps } from '../../routing/deps';
import { AuthFrame } from './AccountNav';
import { formValues, FormMessages, invalid, submit, validate, type FormResult } from './forms';

export function loginAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(loginInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit<AccountIdentity>(deps.api, '/account/login', checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    deps.stores.session.token = sent.data.AccessToken;
    deps.stores.session.user = sessionUserOf(sent.data);
    return redirect(safeRedirectPath(values.redirect ?? new URL(request.url).searchParams.get('redirect')));
  };
}

export function LoginPage() {
  const result = useActionData() as FormResult | undefined;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = safeRedirectPath(params.get('redirect'), '');
  const needsVerification = (result?.errorData as { NeedsVerification?: boolean } | null)?.NeedsVerification === true;
  const email = result?.values?.Email ?? '';
  return (
    <AuthFrame title="Sign In" intro="Sign in to see your orders, addresses, quotes and favourites.">
      <FormMessages result={result} />
      {needsVerification ? (
        <p>
          <Link to={`/account/checkemail?email=${encodeURIComponent(email)}`}>Send me a new confirmation link</Link>
        </p>
      ) : null}
      <Form method="post" noValidate>
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        <TextField label="Email" name="Email" type="email" autoComplete="username" required defaultValue={email} error={result?.fieldErrors?.Email} />
        <TextField label="Password" name="Password" type="password" autoComplete="current-password" required error={result?.fieldErrors?.Password} />
        <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
          Sign In
        </Button>
      </Form>
      <p className="fe-auth__links">
        <Link to="/account/resetpassword">Forgot your password?</Link>
        <Link to="/account/retrieve">Can't sign in?</Link>
        <Link to={redirectTo ? `/account/register?redirect=${encodeURIComponent(redirectTo)}` : '/account/register'}>Create an account</Link>
      </p>
    </AuthFrame>
  );
}


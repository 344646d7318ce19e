import { Box, Button, TextField } from '@ferrite/ui';
import { Form, Link, redirect, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { safeRedirectPath, sessionUserOf } from '@ferrite/contract';
import { useT } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { AuthFrame } from './AccountNav';
import { accountInputs, formValues, FormMessages, invalid, submit, useFormResult, validate } from './forms';
import { endpoints } from '@ferrite/contract/endpoints';

export function loginAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { loginInput } = await accountInputs();
    const checked = validate(loginInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoints.account.login, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    deps.stores.session.token = sent.data.AccessToken;
    deps.stores.session.user = sessionUserOf(sent.data);
    return redirect(safeRedirectPath(values.redirect ?? new URL(request.url).searchParams.get('redirect')));
  };
}

export function LoginPage() {
  const result = useFormResult();
  const t = useT();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const redirectTo = safeRedirectPath(params.get('redirect'), '');
  const needsVerification = (result?.errorData as { NeedsVerification?: boolean } | null)?.NeedsVerification === true;
  const email = result?.values?.Email ?? '';
  return (
    <AuthFrame title={t('account.titleSignIn')} intro={t('account.signInIntro')}>
      <FormMessages result={result} />
      {needsVerification ? (
        <p>
          <Link to={`/account/checkemail?email=${encodeURIComponent(email)}`}>{t('account.sendNewConfirmation')}</Link>
        </p>
      ) : null}
      <Form method="post" noValidate>
        <Box display="flex" flexDirection="column" gap="medium" marginY="large">
          {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
          <TextField
            label={t('account.email')}
            name="Email"
            type="email"
            autoComplete="username"
            required
            defaultValue={email}
            error={result?.fieldErrors?.Email}
          />
          <TextField
            label={t('account.password')}
            name="Password"
            type="password"
            autoComplete="current-password"
            required
            error={result?.fieldErrors?.Password}
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            {t('account.signInButton')}
          </Button>
        </Box>
      </Form>
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        <Link to="/account/resetpassword">{t('account.forgotPassword')}</Link>
        <Link to="/account/retrieve">{t('account.titleRetrieve')}</Link>
        <Link to={redirectTo ? `/account/register?redirect=${encodeURIComponent(redirectTo)}` : '/account/register'}>
          {t('account.createAccount')}
        </Link>
      </Box>
    </AuthFrame>
  );
}

import { Button, TextField } from '@ferrite/ui';
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { changePasswordInput, emailInput, resetPasswordInput } from '../../api/contract/account';
import type { RouteDeps } from '../../routing/deps';
import { AccountFrame, AuthFrame } from './AccountNav';
import { CsrfField, formValues, FormMessages, invalid, submit, validate, type FormResult } from './forms';

/** Email-only request forms: reset link, account reminder. */
function emailRequestAction(deps: RouteDeps, path: string) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(emailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, path, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { Email: checked.value.Email } } satisfies FormResult;
  };
}

function EmailRequestForm({ result, label }: { result: FormResult | undefined; label: string }) {
  const navigation = useNavigation();
  return (
    <Form method="post" noValidate>
      <input type="hidden" name="intent" value="request" />
      <TextField label="Email" name="Email" type="email" autoComplete="email" required defaultValue={result?.values?.Email} error={result?.fieldErrors?.Email} />
      <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
        {label}
      </Button>
    </Form>
  );
}

/** /account/resetpassword: without a token, ask for the link; with ?token=…, choose the new password. */
export function resetPasswordAction(deps: RouteDeps) {
  const requestLink = emailRequestAction(deps, '/account/ResetPasswordRequest');
  return async (args: ActionFunctionArgs) => {
    const values = await formValues(args.request.clone());
    if (values.intent === 'request') return requestLink(args);
    const checked = validate(resetPasswordInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid({ ...checked.result, formError: checked.result.fieldErrors?.Token });
    const sent = await submit(deps.api, '/account/ResetPassword', checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { done: 'yes' } } satisfies FormResult;
  };
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const token = params.get('token') ?? '';
  if (result?.values?.done === 'yes') {
    return (
      <AuthFrame title="Password changed">
        <FormMessages result={result} />
        <p>
          <Link to="/account/login">Sign in</Link>
        </p>
      </AuthFrame>
    );
  }
  if (!token) {
    return (
      <AuthFrame title="Reset your password" intro="Enter the email address of your account and we will send you a link to choose a new password.">
        <FormMessages result={result} />
        <EmailRequestForm result={result} label="Send the link" />
        <p className="fe-auth__links">
          <Link to="/account/login">Back to sign in</Link>
        </p>
      </AuthFrame>
    );
  }
  const errors = result?.fieldErrors ?? {};
  return (
    <AuthFrame title="Choose a new password" intro="This signs you out on every device; then sign in with the new password.">
      <FormMessages result={result} />
      {result?.formError ? (
        <p>
          <Link to="/account/resetpassword">Request a new link</Link>
        </p>
      ) : null}
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="Token" value={token} />
        <TextField
          label="New password"
          name="Password"
          type="password"
          autoComplete="new-password"
          required
          description="8 to 20 characters with at least one letter and one digit"
          error={errors.Password}
        />
        <TextField label="Confirm new password" name="ConfirmPassword" type="password" autoComplete="new-password" required error={errors.ConfirmPassword} />
        <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
          Save new password
        </Button>
      </Form>
    </AuthFrame>
  );
}

/** The kinds /account/retrieve/{type} knows: a forgotten password, or a forgotten account (which address, which name). */
export const RETRIEVE_TYPES = ['password', 'account'] as const;
export type RetrieveType = (typeof RETRIEVE_TYPES)[number];

export function retrieveLoader({ params }: LoaderFunctionArgs): { type: RetrieveType | null } {
  const type = params.type;
  if (type === undefined || type === '') return { type: null };
  if (!(RETRIEVE_TYPES as readonly string[]).includes(type)) throw data('This page could not be found', { status: 404 });
  return { type: type as RetrieveType };
}

export function retrieveAction(deps: RouteDeps) {
  const password = emailRequestAction(deps, '/account/ResetPasswordRequest');
  const account = emailRequestAction(deps, '/account/RetrieveAccount');
  return (args: ActionFunctionArgs) => (args.params.type === 'account' ? account(args) : password(args));
}

export function RetrievePage() {
  const { type } = useLoaderData() as { type: RetrieveType | null };
  const result = useActionData() as FormResult | undefined;
  if (type === null) {
    return (
      <AuthFrame title="Can't sign in?" intro="Tell us what is missing and we will email you what you need.">
        <ul className="fe-account-tiles">
          <li>
            <Link to="/account/retrieve/password">
              <strong>I forgot my password</strong>
              Get a link to choose a new one.
            </Link>
          </li>
          <li>
            <Link to="/account/retrieve/account">
              <strong>I'm not sure which email I used</strong>
              Try an address; if it has an account, we email its details there.
            </Link>
          </li>
          <li>
            <Link to="/account/retrieve-old">
              <strong>I had an account on the old site</strong>
              Bring it over with a new password.
            </Link>
          </li>
        </ul>
      </AuthFrame>
    );
  }
  return type === 'password' ? (
    <AuthFrame title="Forgot your password?" intro="Enter the email address of your account and we will send you a link to choose a new password.">
      <FormMessages result={result} />
      <EmailRequestForm result={result} label="Send the link" />
      <p className="fe-auth__links">
        <Link to="/account/retrieve">Other problems signing in</Link>
      </p>
    </AuthFrame>
  ) : (
    <AuthFrame
      title="Find your account"
      intro="Enter an address you may have used. If it belongs to an account, we email that address its user name and a sign-in link; for privacy this page says the same either way."
    >
      <FormMessages result={result} />
      <EmailRequestForm result={result} label="Email me the details" />
      <p className="fe-auth__links">
        <Link to="/account/retrieve">Other problems signing in</Link>
      </p>
    </AuthFrame>
  );
}

export function retrieveOldAction(deps: RouteDeps) {
  return emailRequestAction(deps, '/account/ResetPasswordRequest');
}

/** /account/retrieve-old: accounts carried over from the previous site keep their address but not their password. */
export function RetrieveOldPage() {
  const result = useActionData() as FormResult | undefined;
  return (
    <AuthFrame
      title="Accounts from our old site"
      intro="If you registered on our previous website, your account is here with the same email address. Passwords were not carried over: ask for a link to set a new one."
    >
      <FormMessages result={result} />
      <EmailRequestForm result={result} label="Send me a link to set my password" />
      <p className="fe-auth__links">
        <Link to="/account/login">Sign in</Link>
        <Link to="/account/register">Create a new account</Link>
      </p>
    </AuthFrame>
  );
}

export function changePasswordAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(changePasswordInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, '/account/ChangePassword', checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

export function ChangePasswordPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  return (
    <AccountFrame title="Change Password">
      <p>Changing your password signs you out on every other device.</p>
      <FormMessages result={result} />
      <Form method="post" noValidate className="fe-account-form" key={result?.success ?? 'form'}>
        <CsrfField />
        <TextField label="Current password" name="OldPassword" type="password" autoComplete="current-password" required error={errors.OldPassword} />
        <TextField
          label="New password"
          name="NewPassword"
          type="password"
          autoComplete="new-password"
          required
          description="8 to 20 characters with at least one letter and one digit"
          error={errors.NewPassword}
        />
        <TextField label="Confirm new password" name="ConfirmPassword" type="password" autoComplete="new-password" required error={errors.ConfirmPassword} />
        <div>
          <Button type="submit" loading={navigation.state === 'submitting'}>
            Change password
          </Button>
        </div>
      </Form>
    </AccountFrame>
  );
}

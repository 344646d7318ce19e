import { Box, Button, TextField } from '@ferrite/ui';
import {
  data,
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { useT } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { AccountFrame, AccountTiles, AuthFrame } from './AccountNav';
import { DemoMailboxNotice } from './DemoMailboxNotice';
import { NewPasswordFields } from './NewPasswordFields';
import { accountInputs, CsrfField, formValues, FormMessages, invalid, submit, useFormResult, validate, type FormResult } from './forms';
import { endpoints } from '@ferrite/contract/endpoints';

/** Email-only request forms: reset link, account reminder. */
function emailRequestAction(
  deps: RouteDeps,
  endpoint: typeof endpoints.account.requestPasswordReset | typeof endpoints.account.retrieveAccount,
) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { emailInput } = await accountInputs();
    const checked = validate(emailInput, values);
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoint, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { Email: checked.value.Email } } satisfies FormResult;
  };
}

/** A request's outcome above its form: the message, and once a link was sent, where a demonstration keeps it. */
function RequestMessages({ result }: { result: FormResult | undefined }) {
  return (
    <>
      <FormMessages result={result} />
      {result?.success ? <DemoMailboxNotice email={result.values?.Email ?? ''} /> : null}
    </>
  );
}

function EmailRequestForm({ result, label }: { result: FormResult | undefined; label: string }) {
  const navigation = useNavigation();
  const t = useT();
  return (
    <Form method="post" noValidate>
      <Box display="flex" flexDirection="column" gap="medium" marginY="large">
        <input type="hidden" name="intent" value="request" />
        <TextField
          label={t('account.email')}
          name="Email"
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.Email}
          error={result?.fieldErrors?.Email}
        />
        <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
          {label}
        </Button>
      </Box>
    </Form>
  );
}

/** /account/resetpassword: without a token, ask for the link; with ?token=…, choose the new password. */
export function resetPasswordAction(deps: RouteDeps) {
  const requestLink = emailRequestAction(deps, endpoints.account.requestPasswordReset);
  return async (args: ActionFunctionArgs) => {
    const values = await formValues(args.request.clone());
    if (values.intent === 'request') return requestLink(args);
    const { resetPasswordInput } = await accountInputs();
    const checked = validate(resetPasswordInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid({ ...checked.result, formError: checked.result.fieldErrors?.Token });
    const sent = await submit(deps.api, endpoints.account.resetPassword, checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message, values: { done: 'yes' } } satisfies FormResult;
  };
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const result = useFormResult();
  const t = useT();
  const navigation = useNavigation();
  const token = params.get('token') ?? '';
  if (result?.values?.done === 'yes') {
    return (
      <AuthFrame title={t('account.passwordChangedTitle')}>
        <FormMessages result={result} />
        <p>
          <Link to="/account/login">{t('account.signInLink')}</Link>
        </p>
      </AuthFrame>
    );
  }
  if (!token) {
    return (
      <AuthFrame title={t('account.resetTitle')} intro={t('account.resetIntro')}>
        <RequestMessages result={result} />
        <EmailRequestForm result={result} label={t('account.sendLink')} />
        <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
          <Link to="/account/login">{t('account.backToSignIn')}</Link>
        </Box>
      </AuthFrame>
    );
  }
  const errors = result?.fieldErrors ?? {};
  return (
    <AuthFrame title={t('account.newPasswordTitle')} intro={t('account.newPasswordIntro')}>
      <FormMessages result={result} />
      {result?.formError ? (
        <p>
          <Link to="/account/resetpassword">{t('account.requestNewLink')}</Link>
        </p>
      ) : null}
      <Form method="post" noValidate>
        <Box display="flex" flexDirection="column" gap="medium" marginY="large">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="Token" value={token} />
          <NewPasswordFields
            name="Password"
            label={t('account.newPassword')}
            confirmLabel={t('account.confirmNewPassword')}
            rules={t('account.passwordRules')}
            errors={errors}
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            {t('account.saveNewPassword')}
          </Button>
        </Box>
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
  const password = emailRequestAction(deps, endpoints.account.requestPasswordReset);
  const account = emailRequestAction(deps, endpoints.account.retrieveAccount);
  return (args: ActionFunctionArgs) => (args.params.type === 'account' ? account(args) : password(args));
}

export function RetrievePage() {
  const { type } = useLoaderData() as { type: RetrieveType | null };
  const result = useFormResult();
  const t = useT();
  if (type === null) {
    return (
      <AuthFrame title={t('account.titleRetrieve')} intro={t('account.retrieveIntro')}>
        <AccountTiles
          tiles={[
            { href: '/account/retrieve/password', title: t('account.forgotPasswordTile'), text: t('account.forgotPasswordTileText') },
            { href: '/account/retrieve/account', title: t('account.unsureEmailTile'), text: t('account.unsureEmailTileText') },
            { href: '/account/retrieve-old', title: t('account.oldSiteTile'), text: t('account.oldSiteTileText') },
          ]}
        />
      </AuthFrame>
    );
  }
  return type === 'password' ? (
    <AuthFrame title={t('account.forgotPassword')} intro={t('account.resetIntro')}>
      <RequestMessages result={result} />
      <EmailRequestForm result={result} label={t('account.sendLink')} />
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        <Link to="/account/retrieve">{t('account.otherProblems')}</Link>
      </Box>
    </AuthFrame>
  ) : (
    <AuthFrame title={t('account.findAccountTitle')} intro={t('account.findAccountIntro')}>
      <RequestMessages result={result} />
      <EmailRequestForm result={result} label={t('account.emailMeDetails')} />
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        <Link to="/account/retrieve">{t('account.otherProblems')}</Link>
      </Box>
    </AuthFrame>
  );
}

export function retrieveOldAction(deps: RouteDeps) {
  return emailRequestAction(deps, endpoints.account.requestPasswordReset);
}

/** /account/retrieve-old: accounts carried over from the previous site keep their address but not their password. */
export function RetrieveOldPage() {
  const result = useFormResult();
  const t = useT();
  return (
    <AuthFrame title={t('account.titleRetrieveOld')} intro={t('account.retrieveOldIntro')}>
      <RequestMessages result={result} />
      <EmailRequestForm result={result} label={t('account.sendSetPasswordLink')} />
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        <Link to="/account/login">{t('account.signInLink')}</Link>
        <Link to="/account/register">{t('account.createNewAccount')}</Link>
      </Box>
    </AuthFrame>
  );
}

export function changePasswordAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { changePasswordInput } = await accountInputs();
    const checked = validate(changePasswordInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoints.account.changePassword, checked.value);
    if (!sent.ok) return invalid(sent.result);
    return { success: sent.message } satisfies FormResult;
  };
}

export function ChangePasswordPage() {
  const result = useFormResult();
  const t = useT();
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  return (
    <AccountFrame title={t('account.titleChangePassword')}>
      <p>{t('account.changePasswordNote')}</p>
      <FormMessages result={result} />
      <Form method="post" noValidate key={result?.success ?? 'form'}>
        <Box display="flex" flexDirection="column" gap="medium" marginY="large">
          <CsrfField />
          <TextField
            label={t('account.currentPassword')}
            name="OldPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.OldPassword}
          />
          <NewPasswordFields
            name="NewPassword"
            label={t('account.newPassword')}
            confirmLabel={t('account.confirmNewPassword')}
            rules={t('account.passwordRules')}
            errors={errors}
          />
          <div>
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('account.changePasswordButton')}
            </Button>
          </div>
        </Box>
      </Form>
    </AccountFrame>
  );
}

import { Box, Button, TextField } from '@ferrite/ui';
import { Form, Link, redirect, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { useT } from '../../i18n';
import { richText } from '../../i18n/rich-text';
import type { RouteDeps } from '../../routing/deps';
import { AuthFrame } from './AccountNav';
import { NewPasswordFields } from './NewPasswordFields';
import { accountInputs, formValues, FormMessages, invalid, submit, useFormResult, validate } from './forms';
import { endpoints } from '@ferrite/contract/endpoints';

export function registerAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { registerInput } = await accountInputs();
    const checked = validate(registerInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit(deps.api, endpoints.account.register, checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return redirect(`/account/checkemail?email=${encodeURIComponent(checked.value.Email)}`);
  };
}

export function RegisterPage() {
  const result = useFormResult();
  const t = useT();
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  return (
    <AuthFrame title={t('account.titleRegister')} intro={t('account.registerIntro')}>
      <FormMessages result={result} />
      <Form method="post" noValidate>
        <Box display="flex" flexDirection="column" gap="medium" marginY="large">
          <TextField
            label={t('account.email')}
            name="Email"
            type="email"
            autoComplete="email"
            required
            defaultValue={result?.values?.Email}
            error={errors.Email}
          />
          <TextField
            label={t('account.userName')}
            name="UserName"
            autoComplete="nickname"
            required
            maxLength={50}
            defaultValue={result?.values?.UserName}
            error={errors.UserName}
          />
          <NewPasswordFields
            name="Password"
            label={t('account.password')}
            confirmLabel={t('account.confirmPassword')}
            rules={t('account.passwordRulesWithSymbols')}
            errors={errors}
          />
          <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
            {t('account.registerButton')}
          </Button>
        </Box>
      </Form>
      <Box as="p" display="flex" flexWrap="wrap" gap="large" marginTop="large">
        {richText(t('account.alreadyRegistered'), { link: <Link to="/account/login">{t('account.signInLink')}</Link> })}
      </Box>
    </AuthFrame>
  );
}

import { Button, TextField } from '@ferrite/ui';
import { Form, Link, redirect, useActionData, useNavigation, type ActionFunctionArgs } from 'react-router-dom';
import { registerInput } from '../../api/contract/account';
import type { RouteDeps } from '../../routing/deps';
import { AuthFrame } from './AccountNav';
import { formValues, FormMessages, invalid, submit, validate, type FormResult } from './forms';

export function registerAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const checked = validate(registerInput, { ...values, ConfirmPassword: values.ConfirmPassword ?? '' });
    if (!checked.ok) return invalid(checked.result);
    const sent = await submit<{ Email: string }>(deps.api, '/account/register', checked.value, values);
    if (!sent.ok) return invalid(sent.result);
    return redirect(`/account/checkemail?email=${encodeURIComponent(checked.value.Email)}`);
  };
}

export function RegisterPage() {
  const result = useActionData() as FormResult | undefined;
  const navigation = useNavigation();
  const errors = result?.fieldErrors ?? {};
  return (
    <AuthFrame title="Register" intro="Create an account to keep addresses, favourites, orders and quotes in one place.">
      <FormMessages result={result} />
      <Form method="post" noValidate>
        <TextField label="Email" name="Email" type="email" autoComplete="email" required defaultValue={result?.values?.Email} error={errors.Email} />
        <TextField label="User name" name="UserName" autoComplete="nickname" required maxLength={50} defaultValue={result?.values?.UserName} error={errors.UserName} />
        <TextField
          label="Password"
          name="Password"
          type="password"
          autoComplete="new-password"
          required
          description="8 to 20 characters with at least one letter and one digit; you may also use $ @ ! % * # ? & _ -"
          error={errors.Password}
        />
        <TextField label="Confirm password" name="ConfirmPassword" type="password" autoComplete="new-password" required error={errors.ConfirmPassword} />
        <Button type="submit" loading={navigation.state === 'submitting'} fullWidth>
          Register
        </Button>
      </Form>
      <p className="fe-auth__links">
        Already registered? <Link to="/account/login">Sign in</Link>
      </p>
    </AuthFrame>
  );
}

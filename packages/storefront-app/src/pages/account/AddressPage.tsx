import { Badge, Box, Button, Checkbox, EmptyState, LinkButton } from '@ferrite/ui';
import { Form, Link, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs } from 'react-router-dom';
import { MAX_ADDRESSES, type AccountAddress } from '@ferrite/contract';
import { useI18n } from '../../i18n';
import type { RouteDeps } from '../../routing/deps';
import { AddressFields, AddressLines, countryName } from '../address/AddressFields';
import { AccountFrame } from './AccountNav';
import { accountInputs, CsrfField, formValues, FormMessages, invalid, submit, useFormResult, validate, type FormResult } from './forms';
import { endpoints } from '@ferrite/contract/endpoints';

export interface AddressPageData {
  addresses: AccountAddress[];
  countries: { NameEN: string; RegionValue: string }[];
}

export function addressLoader(deps: RouteDeps) {
  return async (): Promise<AddressPageData> => {
    const [addresses, countries] = await Promise.all([
      deps.api.call(endpoints.account.addresses),
      deps.stores.business.countryList.length > 0
        ? Promise.resolve(deps.stores.business.countryList)
        : deps.api.call(endpoints.site.countries),
    ]);
    deps.stores.business.countryList = countries;
    return { addresses, countries };
  };
}

export function addressAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const values = await formValues(request);
    const { addressIdInput, addressInput } = await accountInputs();
    if (values.intent === 'delete' || values.intent === 'default') {
      const checked = validate(addressIdInput, values);
      if (!checked.ok) return invalid({ formError: checked.result.fieldErrors?.AddressID });
      const sent = await submit(
        deps.api,
        values.intent === 'delete' ? endpoints.account.deleteAddress : endpoints.account.setDefaultAddress,
        checked.value,
      );
      return sent.ok ? ({ success: sent.message } satisfies FormResult) : invalid(sent.result);
    }
    const input = { ...values, AddressID: values.AddressID || undefined, IsDefault: values.IsDefault ?? '' };
    const checked = validate(addressInput, input);
    if (!checked.ok) return invalid({ ...checked.result, values });
    const sent = await submit(deps.api, endpoints.account.saveAddress, checked.value, values);
    if (!sent.ok) return invalid({ ...sent.result, values });
    return { success: sent.message } satisfies FormResult;
  };
}

function AddressForm({
  address,
  countries,
  result,
}: {
  address: Partial<AccountAddress> | undefined;
  countries: AddressPageData['countries'];
  result: FormResult | undefined;
}) {
  const navigation = useNavigation();
  const { t, locale } = useI18n();
  const errors = result?.fieldErrors ?? {};
  const value = (name: keyof AccountAddress) => result?.values?.[name] ?? (address?.[name] === undefined ? '' : String(address[name]));
  const editing = address?.AddressID !== undefined;
  return (
    <Form method="post" noValidate key={`${address?.AddressID ?? 'new'}-${result?.success ?? ''}`}>
      <Box display="flex" flexDirection="column" gap="medium" marginY="large">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        {editing ? <input type="hidden" name="AddressID" value={address.AddressID} /> : null}
        <AddressFields
          idPrefix="address"
          labels={{
            FirstName: t('account.firstName'),
            LastName: t('account.lastName'),
            Company: t('account.company'),
            Phone: t('account.phone'),
            Address1: t('account.address1'),
            Address2: t('account.address2'),
            City: t('account.city'),
            State: t('account.state'),
            PostalCode: t('account.postalCode'),
            Country: t('account.country'),
            chooseCountry: t('account.chooseCountry'),
          }}
          value={value}
          errors={errors}
          countries={countries}
          locale={locale}
        />
        <Checkbox
          label={t('account.useAsDefault')}
          name="IsDefault"
          value="on"
          defaultChecked={value('IsDefault') === 'true' || value('IsDefault') === 'on'}
        />
        <Box display="flex" flexWrap="wrap" gap="small" alignItems="center" marginTop="small">
          <Button type="submit" loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'}>
            {editing ? t('account.saveChanges') : t('account.addAddress')}
          </Button>
          {editing ? <Link to="/account/addressmanagement">{t('common.cancel')}</Link> : null}
        </Box>
      </Box>
    </Form>
  );
}

const addressLines = (a: AccountAddress, locale: string) => [
  `${a.FirstName} ${a.LastName}`,
  a.Company,
  a.Address1,
  a.Address2,
  [a.City, a.State, a.PostalCode].filter(Boolean).join(', '),
  countryName(locale, a.Country, a.CountryName),
  a.Phone,
];

export function AddressPage() {
  const { addresses, countries } = useLoaderData() as AddressPageData;
  const result = useFormResult();
  const { t, plural, locale } = useI18n();
  const [params] = useSearchParams();
  const editId = Number(params.get('edit'));
  const editing = addresses.find((a) => a.AddressID === editId);
  const saved = Boolean(result?.success);
  return (
    <AccountFrame title={t('account.titleAddresses')}>
      <FormMessages result={result} />
      <section aria-labelledby="address-list-title">
        <h2 id="address-list-title">{t('account.savedAddresses')}</h2>
        {addresses.length === 0 ? (
          <EmptyState as="p">{t('account.noAddresses')}</EmptyState>
        ) : (
          <Box as="ul" display="flex" flexWrap="wrap" gap="medium">
            {addresses.map((address) => (
              <Box
                as="li"
                key={address.AddressID}
                aria-label={`${address.FirstName} ${address.LastName}, ${address.City}`}
                display="flex"
                flexDirection="column"
                alignItems="flex-start"
                gap="xsmall"
                padding="medium"
                border="standard"
                borderRadius="standard"
              >
                {address.IsDefault ? <Badge tone="info">{t('account.defaultBadge')}</Badge> : null}
                <AddressLines lines={addressLines(address, locale)} />
                <Box display="flex" flexWrap="wrap" gap="small" alignItems="center" marginTop="small">
                  <Link to={`/account/addressmanagement?edit=${address.AddressID}`}>{t('account.edit')}</Link>
                  {address.IsDefault ? null : (
                    <Form method="post">
                      <CsrfField />
                      <input type="hidden" name="intent" value="default" />
                      <input type="hidden" name="AddressID" value={address.AddressID} />
                      <LinkButton type="submit">{t('account.makeDefault')}</LinkButton>
                    </Form>
                  )}
                  <Form method="post">
                    <CsrfField />
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="AddressID" value={address.AddressID} />
                    <LinkButton type="submit" aria-label={t('account.deleteAddress', { name: `${address.FirstName} ${address.LastName}` })}>
                      {t('account.delete')}
                    </LinkButton>
                  </Form>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </section>
      <section aria-labelledby="address-form-title">
        <h2 id="address-form-title">{editing ? t('account.editAddressTitle') : t('account.addAddressTitle')}</h2>
        {!editing && addresses.length >= MAX_ADDRESSES ? (
          <p>{plural('account.addressLimit', MAX_ADDRESSES)}</p>
        ) : (
          <AddressForm address={editing} countries={countries} result={saved ? undefined : result} />
        )}
      </section>
    </AccountFrame>
  );
}

import { Fragment } from 'react';
import { Box, NativeSelect, Text, TextField } from '@ferrite/ui';

/** The postal address's fields in the order a person fills them in: the checkout's and the address book's form. */
export const ADDRESS_FIELDS = [
  'FirstName',
  'LastName',
  'Company',
  'Phone',
  'Address1',
  'Address2',
  'City',
  'State',
  'PostalCode',
  'Country',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

type TextAddressField = Exclude<AddressField, 'Country'>;

// What each text field asks the browser to fill and whether it may stay blank: the server's rules
// (contract) are the same for the checkout and the address book.
const TEXT_FIELDS: Record<TextAddressField, { required: boolean; type?: 'tel'; autoComplete: string }> = {
  FirstName: { required: true, autoComplete: 'given-name' },
  LastName: { required: true, autoComplete: 'family-name' },
  Company: { required: false, autoComplete: 'organization' },
  Phone: { required: true, type: 'tel', autoComplete: 'tel' },
  Address1: { required: true, autoComplete: 'address-line1' },
  Address2: { required: false, autoComplete: 'address-line2' },
  City: { required: true, autoComplete: 'address-level2' },
  State: { required: false, autoComplete: 'address-level1' },
  PostalCode: { required: false, autoComplete: 'postal-code' },
};

/** A country a form may ship to. */
export interface Country {
  NameEN: string;
  RegionValue: string;
}

/** A country in the reader's language (Intl's region names), the English name where Intl has none. */
export function countryName(locale: string, code: string, englishName: string): string {
  if (!code || locale.startsWith('en')) return englishName;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? englishName;
  } catch {
    return englishName;
  }
}

export interface AddressFieldsProps {
  /** Prefix of the country select's id (`${idPrefix}-country`). */
  idPrefix: string;
  /** Each field's label, and the country select's first choice, from the page's own messages. */
  labels: Record<AddressField, string> & { chooseCountry: string };
  /** The value a field starts with. */
  value: (field: AddressField) => string;
  /** Messages by field name. */
  errors: Partial<Record<string, string>>;
  countries: readonly Country[];
  locale: string;
  /** Called when the state field loses focus (the checkout re-prices for it). */
  onStateBlur?: () => void;
}

/** The address fields, one under another at a form's reading width. */
export function AddressFields({ idPrefix, labels, value, errors, countries, locale, onStateBlur }: AddressFieldsProps) {
  return (
    <Box display="flex" flexDirection="column" gap="medium" maxWidth="xxxlarge">
      {ADDRESS_FIELDS.filter((name): name is TextAddressField => name !== 'Country').map((name) => (
        <TextField
          key={name}
          label={labels[name]}
          name={name}
          type={TEXT_FIELDS[name].type ?? 'text'}
          autoComplete={TEXT_FIELDS[name].autoComplete}
          required={TEXT_FIELDS[name].required}
          defaultValue={value(name)}
          error={errors[name]}
          onBlur={name === 'State' ? onStateBlur : undefined}
        />
      ))}
      <NativeSelect
        id={`${idPrefix}-country`}
        label={labels.Country}
        name="Country"
        autoComplete="country"
        required
        defaultValue={value('Country')}
        error={errors.Country}
        placeholder={labels.chooseCountry}
        options={countries.map((country) => ({
          value: country.RegionValue,
          label: countryName(locale, country.RegionValue, country.NameEN),
        }))}
      />
    </Box>
  );
}

/** A postal address as its lines, blank ones left out (a customer's address: not the HTML address element, which is a page's own contact). */
export function AddressLines({ lines }: { lines: ReadonlyArray<string | null | undefined> }) {
  return (
    <Text as="p">
      {lines
        .filter((line): line is string => Boolean(line))
        .map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
    </Text>
  );
}

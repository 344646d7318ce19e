import {
  Box,
  Button,
  DataTable,
  FormField,
  Heading,
  LinkButton,
  NativeSelect,
  Table,
  TableCell,
  TableRow,
  Text,
  TextField,
} from '@ferrite/ui';
import { useEffect, useRef } from 'react';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { RFQ_MAX_LINES, type RfqDetail, type RfqFieldErrors, type SessionUser } from '@ferrite/contract';
import { formatQuantity, formatUnitPrice } from '../../format/money';
import { formatDate, useI18n, type TranslationKey } from '../../i18n';
import { useMessageText } from '../../i18n/api-messages';
import { richText } from '../../i18n/rich-text';
import type { RouteDeps } from '../../routing/deps';
import { callApi, CsrfField, failed, readForm } from '../buying/shared';
import { clearDraft, useFormDraft } from './drafts';
import { Alert, FieldStack, Panel, RFQ_STATUS_KEYS, SourcingPage } from './shared';
import { endpoints } from '@ferrite/contract/endpoints';

interface Country {
  NameEN: string;
  RegionValue: string;
}

interface RfqLineValues {
  partNo: string;
  manufacturer: string;
  quantity: string;
  targetPrice: string;
}

interface RfqFormValues {
  lines: RfqLineValues[];
  name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  message: string;
}

export interface RfqPageData {
  countries: Country[];
  values: RfqFormValues;
}

export interface RfqActionData {
  values: RfqFormValues;
  fieldErrors?: RfqFieldErrors;
  error?: string;
}

const LINE_FIELD_LABELS: Record<keyof RfqLineValues, TranslationKey> = {
  partNo: 'sourcing.partNoOfLine',
  manufacturer: 'sourcing.manufacturerOfLine',
  quantity: 'sourcing.quantityOfLine',
  targetPrice: 'sourcing.targetPriceOfLine',
};

const EMPTY_LINE: RfqLineValues = { partNo: '', manufacturer: '', quantity: '', targetPrice: '' };
const START_LINES = 3;

/** /rfq?partNo=&qty= (from the catalogue) prefills the first line; a signed-in buyer's name and email fill in. */
export function rfqLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<RfqPageData> => {
    const url = new URL(request.url);
    const countries = await callApi(deps.api, endpoints.site.countries);
    const user = deps.stores.session.user as SessionUser | null;
    const first = {
      ...EMPTY_LINE,
      partNo: (url.searchParams.get('partNo') ?? '').slice(0, 60),
      manufacturer: (url.searchParams.get('mfg') ?? '').slice(0, 60),
      quantity: (url.searchParams.get('qty') ?? '').replace(/[^\d]/g, '').slice(0, 8),
    };
    return {
      countries: countries.ok ? countries.data : [],
      values: {
        lines: [first, ...Array.from({ length: START_LINES - 1 }, () => ({ ...EMPTY_LINE }))],
        name: user?.UserName ?? '',
        company: '',
        email: user?.Email ?? '',
        phone: '',
        country: '',
        message: '',
      },
    };
  };
}

function formValues(values: Record<string, string>, all: (name: string) => string[]): RfqFormValues {
  const partNos = all('partNo');
  const lines = partNos.map((partNo, i) => ({
    partNo,
    manufacturer: all('manufacturer')[i] ?? '',
    quantity: all('quantity')[i] ?? '',
    targetPrice: all('targetPrice')[i] ?? '',
  }));
  return {
    lines,
    name: values.name ?? '',
    company: values.company ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    country: values.country ?? '',
    message: values.message ?? '',
  };
}

/** POST /rfq: `intent=addLine` adds a row (works without JavaScript); otherwise the request is submitted. */
export function rfqAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const { values, all } = await readForm(request);
    const form = formValues(values, all);
    if (values.intent === 'addLine') {
      if (form.lines.length < RFQ_MAX_LINES) form.lines.push({ ...EMPTY_LINE });
      return { values: form } satisfies RfqActionData;
    }
    const filled = form.lines
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => Object.values(line).some((value) => value.trim() !== ''));
    const body = { ...form, lines: filled.map(({ line }) => line) };
    const sent = await callApi(deps.api, endpoints.sourcing.rfqSubmit, body);
    if (sent.ok) return redirect(sent.data.DetailUrl);
    // Line errors come back numbered among the filled lines; point them at the rows on screen.
    const returned = (sent.data as { fieldErrors?: RfqFieldErrors } | null)?.fieldErrors ?? {};
    const fieldErrors: RfqFieldErrors = {};
    for (const [key, message] of Object.entries(returned)) {
      const match = /^lines\.(\d+)\.(\w+)$/.exec(key);
      const row = match ? filled[Number(match[1])]?.index : undefined;
      fieldErrors[match && row !== undefined ? `lines.${row}.${match[2]}` : key] = message;
    }
    return failed<RfqActionData>({ values: form, fieldErrors, error: sent.message }, sent.code >= 400 ? sent.code : 400);
  };
}

export function RfqPage() {
  const loaded = useLoaderData() as RfqPageData;
  const result = useActionData() as RfqActionData | undefined;
  const navigation = useNavigation();
  const { t } = useI18n();
  const tm = useMessageText(['sourcing']);
  const values = result?.values ?? loaded.values;
  const errors = Object.fromEntries(
    Object.entries(result?.fieldErrors ?? {}).map(([field, message]) => [field, tm(message)]),
  ) as RfqFieldErrors;
  const lineError = (i: number, field: string) => errors[`lines.${i}.${field}`];
  const formRef = useRef<HTMLFormElement>(null);
  // Client state `rfq`: what was typed survives a reload; a catalogue link's part number wins over it.
  useFormDraft(formRef, 'rfq', !result && !loaded.values.lines[0]?.partNo);
  return (
    <SourcingPage title={t('sourcing.rfqTitle')}>
      <Text as="p" tone="muted" measure="large">
        {t('sourcing.rfqIntro')}
      </Text>
      {result?.error ? <Alert tone="error">{tm(result.error)}</Alert> : null}
      {errors.lines ? <Alert tone="error">{errors.lines}</Alert> : null}
      <Form method="post" aria-label={t('sourcing.rfqTitle')} noValidate ref={formRef}>
        <Panel heading={{ id: 'rfq-parts', text: t('sourcing.parts') }}>
          <CsrfField />
          <Table
            caption={t('sourcing.partsToQuote')}
            hideCaption
            layout="cards"
            columns={[
              { key: 'line', header: '#' },
              { key: 'partNo', header: t('sourcing.required', { label: t('sourcing.colPartNumber') }) },
              { key: 'manufacturer', header: t('sourcing.colManufacturer') },
              { key: 'quantity', header: t('sourcing.required', { label: t('sourcing.colQuantity') }) },
              { key: 'targetPrice', header: t('sourcing.colTargetPriceUsd') },
            ]}
          >
            {values.lines.map((line, i) => (
              <TableRow key={i}>
                <TableCell column="line">{i + 1}</TableCell>
                {(['partNo', 'manufacturer', 'quantity', 'targetPrice'] as const).map((field) => (
                  <TableCell key={field} column={field}>
                    <TextField
                      id={`rfq-${i}-${field}`}
                      label={t(LINE_FIELD_LABELS[field], { line: i + 1 })}
                      hideLabel
                      name={field}
                      defaultValue={line[field]}
                      inputMode={field === 'quantity' ? 'numeric' : field === 'targetPrice' ? 'decimal' : undefined}
                      error={lineError(i, field)}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </Table>
          {values.lines.length < RFQ_MAX_LINES ? (
            <div>
              <Button type="submit" name="intent" value="addLine" variant="ghost" size="small">
                {t('sourcing.addLine')}
              </Button>
            </div>
          ) : null}
          <Heading level={3} as="h2">
            {t('sourcing.contactDetails')}
          </Heading>
          <FieldStack>
            <TextField
              id="rfq-name"
              label={t('sourcing.contactName')}
              name="name"
              defaultValue={values.name}
              error={errors.name}
              autoComplete="name"
              required
            />
            <TextField
              id="rfq-company"
              label={t('sourcing.company')}
              name="company"
              defaultValue={values.company}
              error={errors.company}
              autoComplete="organization"
            />
            <TextField
              id="rfq-email"
              label={t('sourcing.email')}
              name="email"
              type="email"
              defaultValue={values.email}
              error={errors.email}
              autoComplete="email"
              required
            />
            <TextField
              id="rfq-phone"
              label={t('sourcing.phone')}
              name="phone"
              type="tel"
              defaultValue={values.phone}
              error={errors.phone}
              autoComplete="tel"
            />
            <NativeSelect
              id="rfq-country"
              label={t('sourcing.country')}
              name="country"
              required
              defaultValue={values.country}
              error={errors.country}
              placeholder={t('sourcing.chooseYourCountry')}
              options={loaded.countries.map((country) => ({ value: country.RegionValue, label: country.NameEN }))}
            />
          </FieldStack>
          <FormField id="rfq-message" label={t('sourcing.message')} error={errors.message}>
            {(control) => <textarea {...control} name="message" rows={4} defaultValue={values.message} maxLength={2000} />}
          </FormField>
          <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
            <Button
              type="submit"
              name="intent"
              value="submit"
              loading={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit'}
            >
              {t('sourcing.submitRequest')}
            </Button>
          </Box>
        </Panel>
      </Form>
    </SourcingPage>
  );
}

export function rfqDetailLoader(deps: RouteDeps) {
  return async ({ request }: LoaderFunctionArgs): Promise<RfqDetail> => {
    const url = new URL(request.url);
    const key = url.searchParams.get('key');
    return deps.api.call(endpoints.sourcing.rfq, { id: url.searchParams.get('id') ?? '', ...(key ? { key } : {}) });
  };
}

export function rfqDetailAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const key = url.searchParams.get('key');
    const closed = await callApi(deps.api, endpoints.sourcing.rfqClose, { id: url.searchParams.get('id') ?? '', ...(key ? { key } : {}) });
    return closed.ok ? { message: closed.message } : failed({ error: closed.message }, closed.code >= 400 ? closed.code : 400);
  };
}

/** /rfq/detail?id=…(&key=…): the request, its status and its history. */
export function RfqDetailPage() {
  const rfq = useLoaderData() as RfqDetail;
  useEffect(() => clearDraft('rfq'), []);
  const result = useActionData() as { message?: string; error?: string } | undefined;
  const { t, section, lang, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  return (
    <SourcingPage title={t('sourcing.rfqDetailHeading', { number: rfq.RfqNo })}>
      <Text as="p" tone="muted" measure="large">
        {richText(t('sourcing.rfqDetailIntro', { date: formatDate(rfq.CreatedAt, lang) }), {
          status: <strong data-testid="rfq-status">{t(RFQ_STATUS_KEYS[rfq.Status])}</strong>,
        })}
      </Text>
      {result?.message ? <Alert tone="success">{tm(result.message)}</Alert> : null}
      {result?.error ? <Alert tone="error">{tm(result.error)}</Alert> : null}
      <DataTable
        caption={t('sourcing.partsInRequest')}
        hideCaption
        layout="cards"
        labels={section('kitDataTable')}
        rows={rfq.Lines}
        rowKey={(line) => String(line.Line)}
        columns={[
          { key: 'Line', header: '#' },
          {
            key: 'part',
            header: t('sourcing.colPartNumber'),
            rowHeader: true,
            render: (line) => (line.ProductUrl ? <Link to={line.ProductUrl}>{line.PartNo}</Link> : line.PartNo),
          },
          { key: 'Manufacturer', header: t('sourcing.colManufacturer') },
          { key: 'quantity', header: t('sourcing.colQuantity'), align: 'end', render: (line) => formatQuantity(line.Quantity, locale) },
          {
            key: 'target',
            header: t('sourcing.colTargetPrice'),
            align: 'end',
            render: (line) => (line.TargetPriceMicros === null ? '—' : formatUnitPrice(line.TargetPriceMicros)),
          },
        ]}
      />
      <Panel as="section" heading={{ id: 'rfq-contact', text: t('sourcing.contact') }}>
        <p>
          {rfq.Contact.Name}
          {rfq.Contact.Company ? `, ${rfq.Contact.Company}` : ''} · {rfq.Contact.Email}
          {rfq.Contact.Phone ? ` · ${rfq.Contact.Phone}` : ''} · {rfq.Contact.Country}
        </p>
        {rfq.Contact.Message ? <p>{rfq.Contact.Message}</p> : null}
      </Panel>
      <Panel as="section" heading={{ id: 'rfq-history', text: t('sourcing.history') }}>
        <Box as="ol" display="flex" flexDirection="column" gap="xsmall">
          {rfq.History.map((event, i) => (
            <li key={i}>
              {formatDate(event.At, lang)}: <strong>{t(RFQ_STATUS_KEYS[event.Status])}</strong> {event.Note ? `· ${tm(event.Note)}` : ''}
            </li>
          ))}
        </Box>
      </Panel>
      {rfq.Status !== 'Closed' ? (
        <Form method="post">
          <CsrfField />
          <LinkButton type="submit">{t('sourcing.closeRequest')}</LinkButton>
        </Form>
      ) : null}
      <p>
        <Link to="/rfq">{t('sourcing.askAnotherQuote')}</Link>
      </p>
    </SourcingPage>
  );
}

import {
  Box,
  Button,
  DataTable,
  EmptyState,
  FormField,
  Link as TextLink,
  LinkButton,
  NativeSelect,
  Table,
  TableCell,
  TableRow,
  Text,
  TextField,
  UnitInput,
} from '@ferrite/ui';
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
} from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  BOM_ACCEPTED_FILES,
  BOM_FIELDS,
  BOM_MAX_LINES,
  type BomCartResult,
  type BomColumn,
  type BomField,
  type BomMappingPreview,
  type BomDetail,
  type BomLine,
  type BomPart,
  type BomRowError,
  type BomSummary,
} from '@ferrite/contract';
import type { MessageCode, MessageParams } from '@ferrite/contract/message-codes';
import { formatQuantity } from '../../format/money';
import { useMoney } from '../../format/use-money';
import { formatDate, formatNumber, useI18n, type TranslationKey } from '../../i18n';
import { useMessageText } from '../../i18n/api-messages';
import { richText } from '../../i18n/rich-text';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { refreshCartSummary } from '../buying/cart-summary';
import { callApi, CsrfField, failed, readForm, uploadApi } from '../buying/shared';
import { planQuery } from './bom-plan';
import { Alert, ConfidenceBadge, FieldRow, Panel, SourcingPage, StatList } from './shared';
import { endpoints } from '@ferrite/contract/endpoints';

// ---------------------------------------------------------------------------------------------
// /bom: upload or paste, and the signed-in buyer's saved BOMs

export interface BomUploadData {
  saved: BomSummary[] | null;
}

export interface BomUploadResult {
  error: string;
  /** The code and values of a composed error, so the page words it in the reader's language. */
  errorCode?: MessageCode;
  errorParams?: MessageParams;
  rowErrors?: BomRowError[];
}

/** POST /bom (multipart): the file or the pasted text goes to the API; success opens the matched BOM. */
export function bomUploadAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const form = await request.formData();
    const file = form.get('file');
    const text = form.get('text');
    const headerRow = form.get('headerRow');
    const body = new FormData();
    if (file instanceof File && (file.size > 0 || file.name)) body.append('file', file, file.name);
    if (typeof text === 'string' && text.trim() !== '') body.append('text', text);
    if (typeof headerRow === 'string' && headerRow.trim() !== '') body.append('headerRow', headerRow.trim());
    const uploaded = await uploadApi(deps.api, endpoints.sourcing.bomUpload, body);
    if (uploaded.ok) return redirect(`/bom/${uploaded.data.Id}`);
    const rowErrors = (uploaded.data as { rowErrors?: BomUploadResult['rowErrors'] } | null)?.rowErrors;
    const composed = uploaded.messageCode ? { errorCode: uploaded.messageCode, errorParams: uploaded.messageParams } : {};
    return failed<BomUploadResult>(
      { error: uploaded.message, ...composed, ...(rowErrors && rowErrors.length > 0 ? { rowErrors } : {}) },
      uploaded.code >= 400 ? uploaded.code : 400,
    );
  };
}

/** The server names every pasted BOM 'Pasted lines' (its stored source name); pages say it in the reader's language. */
const PASTED_SOURCE_NAME = 'Pasted lines';

// A sample BOM; its column headers are the EDA tools' own, which the column detector reads, so it is not translated.
// i18n-ignore
const SAMPLE_BOM = 'Designator\tQty\tMPN\tValue\tFootprint\nR1,R2\t2\tRC0603FR-0710KL\t10k\t0603';

function sourceNameText(name: string, t: (key: 'sourcing.pastedLinesSource') => string): string {
  return name === PASTED_SOURCE_NAME ? t('sourcing.pastedLinesSource') : name;
}

export function BomUploadPage() {
  const { saved } = useLoaderData() as BomUploadData;
  const result = useActionData() as BomUploadResult | undefined;
  const navigation = useNavigation();
  const { t, section, lang, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  return (
    <SourcingPage title={t('sourcing.bomTitle')}>
      <Text as="p" tone="muted" measure="large">
        {richText(t('sourcing.bomIntro', { max: formatQuantity(BOM_MAX_LINES, locale) }), {
          link: <Link to="/quickorder">{t('sourcing.quickOrderLink')}</Link>,
        })}
      </Text>
      {result ? (
        <Alert tone="error">
          {tm({ message: result.error, messageCode: result.errorCode, messageParams: result.errorParams })}
          {result.rowErrors ? (
            <ul>
              {result.rowErrors.slice(0, 10).map((rowError) => (
                <li key={`${rowError.row}-${rowError.message}`}>{t('sourcing.rowError', { row: rowError.row, message: tm(rowError) })}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" aria-label={t('sourcing.uploadFormLabel')}>
        <Panel>
          <CsrfField />
          <FormField id="bom-file" label={t('sourcing.bomFile')} hint={t('sourcing.bomFileHint')}>
            {(control) => <input {...control} name="file" type="file" accept={BOM_ACCEPTED_FILES} />}
          </FormField>
          <FormField id="bom-text" label={t('sourcing.pasteLines')} monospace>
            {(control) => <textarea {...control} name="text" rows={8} spellCheck={false} placeholder={SAMPLE_BOM} />}
          </FormField>
          <details>
            <summary>{t('sourcing.headerRow')}</summary>
            <UnitInput
              id="bom-header-row"
              label={t('sourcing.headerRowNumber')}
              hint={t('sourcing.headerRowHint')}
              name="headerRow"
              inputMode="decimal"
              placeholder={t('sourcing.foundAutomatically')}
            />
          </details>
          <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
            <Button type="submit" loading={navigation.state === 'submitting'}>
              {t('sourcing.uploadAndMatch')}
            </Button>
          </Box>
        </Panel>
      </Form>
      {saved ? (
        <Panel as="section" heading={{ id: 'saved-boms', text: t('sourcing.savedBoms') }}>
          {saved.length === 0 ? (
            <EmptyState as="p">{t('sourcing.noSavedBoms')}</EmptyState>
          ) : (
            <DataTable
              caption={t('sourcing.savedBoms')}
              hideCaption
              layout="cards"
              labels={section('kitDataTable')}
              rows={saved}
              rowKey={(bom) => bom.Id}
              columns={[
                {
                  key: 'name',
                  header: t('sourcing.name'),
                  rowHeader: true,
                  render: (bom) => <Link to={`/bom/${bom.Id}`}>{bom.Name}</Link>,
                },
                { key: 'file', header: t('sourcing.colFile'), render: (bom) => sourceNameText(bom.SourceName, t) },
                { key: 'lines', header: t('sourcing.colLines'), align: 'end', render: (bom) => formatQuantity(bom.Lines, locale) },
                { key: 'changed', header: t('sourcing.colChanged'), render: (bom) => formatDate(bom.UpdatedAt, lang) },
                { key: 'shared', header: t('sourcing.colShared'), render: (bom) => (bom.Shared ? t('sourcing.yes') : t('sourcing.no')) },
              ]}
            />
          )}
        </Panel>
      ) : (
        <p>{richText(t('sourcing.signInToSaveBoms'), { link: <Link to="/account/login?redirect=%2Fbom">{t('sourcing.signIn')}</Link> })}</p>
      )}
    </SourcingPage>
  );
}

// ---------------------------------------------------------------------------------------------
// /bom/:id: the matched, priced BOM

export const BOM_PAGE_SIZE = 250;
const FILTERS = {
  all: 'sourcing.filterAll',
  attention: 'sourcing.filterAttention',
  matched: 'sourcing.filterMatched',
  dnp: 'sourcing.filterDnp',
} as const satisfies Record<string, TranslationKey>;
type Filter = keyof typeof FILTERS;

export interface BomActionResult {
  tone: 'success' | 'error' | 'warning';
  message: string;
  shareUrl?: string;
  cart?: BomCartResult;
  /** The mapping step's preview of a header row and columns (nothing stored). */
  preview?: BomMappingPreview;
}

/**
 * POST /bom/:id, by `intent`: mapping | header (columns and header row), choose (a line's part),
 * save, share, delete, cart. Each calls the API; the page reloads its data afterwards.
 */
export function bomAction(deps: RouteDeps) {
  return async ({ request, params }: ActionFunctionArgs) => {
    const { values, all } = await readForm(request);
    const id = params.id ?? '';
    const plan = planQuery(new URL(request.url));
    const answer = (called: { ok: boolean; message: string; code?: number }, extra: Partial<BomActionResult> = {}) =>
      called.ok
        ? ({ tone: 'success', message: called.message, ...extra } satisfies BomActionResult)
        : failed<BomActionResult>({ tone: 'error', message: called.message }, called.code && called.code >= 400 ? called.code : 400);
    // The header row, the columns' roles and the row they were chosen under, as the mapping step posts them.
    const mapping = {
      id,
      headerRow: values.headerRow ?? '',
      column: all('column'),
      ...(values.fromRow ? { fromRow: values.fromRow } : {}),
    };
    switch (values.intent) {
      case 'preview': {
        const previewed = await callApi(deps.api, endpoints.sourcing.bomMappingPreview, mapping);
        return previewed.ok ? ({ tone: 'success', message: '', preview: previewed.data } satisfies BomActionResult) : answer(previewed);
      }
      case 'header':
      case 'mapping':
        return answer(await callApi(deps.api, endpoints.sourcing.bomMapping, mapping));
      case 'unshare':
        return answer(await callApi(deps.api, endpoints.sourcing.bomUnshare, { id }));
      case 'choose':
        return answer(await callApi(deps.api, endpoints.sourcing.bomChoose, { id, line: values.line, partId: values.partId }));
      case 'save':
        return answer(
          await callApi(deps.api, endpoints.sourcing.bomSave, {
            id,
            name: values.name ?? '',
            ...(values.builds ? { builds: values.builds } : {}),
            ...(values.attrition ? { attrition: values.attrition } : {}),
          }),
        );
      case 'share': {
        const shared = await callApi(deps.api, endpoints.sourcing.bomShare, { id });
        return answer(shared, shared.ok ? { shareUrl: shared.data.ShareUrl } : {});
      }
      case 'delete': {
        const deleted = await callApi(deps.api, endpoints.sourcing.bomDelete, { id });
        return deleted.ok ? redirect('/bom') : answer(deleted);
      }
      case 'cart': {
        const added = await callApi(deps.api, endpoints.sourcing.bomAddToCart, {
          id,
          ...plan,
          ...(values.builds ? { builds: values.builds } : {}),
          ...(values.attrition ? { attrition: values.attrition } : {}),
        });
        if (added.ok) await refreshCartSummary(deps);
        return answer(added, added.ok ? { cart: added.data } : {});
      }
      default:
        return failed<BomActionResult>({ tone: 'error', message: deps.i18n.t('sourcing.bomUnknownAction') });
    }
  };
}

const needsAttention = (line: BomLine) =>
  !line.DNP && (line.Problem !== '' || !line.Part || line.Confidence !== 'exact' || (line.Pricing?.Shortfall ?? 0) > 0);

function filterLines(lines: BomLine[], filter: Filter): BomLine[] {
  if (filter === 'attention') return lines.filter(needsAttention);
  if (filter === 'matched') return lines.filter((line) => !line.DNP && line.Part);
  if (filter === 'dnp') return lines.filter((line) => line.DNP);
  return lines;
}

// `data-stat` keeps the English name of each figure: a stable handle for tests and scripts.
const STAT_KEYS: Record<string, TranslationKey> = {
  'match rate': 'sourcing.statMatchRate',
  lines: 'sourcing.statLines',
  exact: 'sourcing.statExact',
  partial: 'sourcing.statPartial',
  'not matched': 'sourcing.statNotMatched',
  'do not place': 'sourcing.statDnp',
  'unreadable quantity': 'sourcing.statUnreadable',
  total: 'sourcing.statTotal',
  'saved by price breaks': 'sourcing.statSaved',
  'lines short of stock': 'sourcing.statShort',
  'lines rounded up': 'sourcing.statRoundedUp',
};

function Stats({ detail }: { detail: BomDetail }) {
  const t = detail.Totals;
  const i18n = useI18n();
  const { locale } = i18n;
  const money = useMoney();
  const items: [string, string][] = [
    [new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(t.MatchRatePercent / 100), 'match rate'],
    [formatQuantity(t.Lines, locale), 'lines'],
    [formatQuantity(t.Exact, locale), 'exact'],
    [formatQuantity(t.Partial, locale), 'partial'],
    [formatQuantity(t.Unmatched, locale), 'not matched'],
    [formatQuantity(t.DNP, locale), 'do not place'],
    [formatQuantity(t.Invalid, locale), 'unreadable quantity'],
    [money.amount(t.TotalMicros), 'total'],
    [money.amount(t.SavingMicros), 'saved by price breaks'],
    [formatQuantity(t.ShortfallLines, locale), 'lines short of stock'],
    [formatQuantity(t.RoundUpLines ?? 0, locale), 'lines rounded up'],
  ];
  return (
    <StatList
      label={i18n.t('sourcing.summaryLabel')}
      testId="bom-stats"
      items={items.map(([value, key]) => ({ key, value, caption: i18n.t(STAT_KEYS[key]!) }))}
    />
  );
}

function PlanForm({ detail }: { detail: BomDetail }) {
  const { t } = useI18n();
  return (
    <Form method="get" aria-label={t('sourcing.buildFormLabel')}>
      <FieldRow>
        <UnitInput id="bom-builds" label={t('sourcing.boardsToBuild')} name="builds" defaultValue={String(detail.Builds)} />
        <UnitInput
          id="bom-attrition"
          label={t('sourcing.attritionPercent')}
          name="attrition"
          unit="%"
          defaultValue={String(detail.AttritionPercent)}
        />
        <Button type="submit" variant="secondary">
          {t('sourcing.priceForBuild')}
        </Button>
      </FieldRow>
    </Form>
  );
}

function PlanFields({ detail }: { detail: BomDetail }) {
  return (
    <>
      <input type="hidden" name="builds" value={detail.Builds} />
      <input type="hidden" name="attrition" value={detail.AttritionPercent} />
    </>
  );
}

const FIELD_KEYS: Record<BomField, TranslationKey> = {
  partNo: 'sourcing.fieldPartNo',
  manufacturer: 'sourcing.fieldManufacturer',
  quantity: 'sourcing.fieldQuantity',
  designators: 'sourcing.fieldDesignators',
  value: 'sourcing.fieldValue',
  description: 'sourcing.fieldDescription', // i18n-ignore: a pack key, not text
  package: 'sourcing.fieldPackage',
  dnp: 'sourcing.fieldDnp',
  populate: 'sourcing.fieldPopulate',
  altPartNo: 'sourcing.fieldAltPartNo',
  sku: 'sourcing.fieldSku',
};

/** What the mapping step shows: the stored header row and columns, or the ones just previewed. */
interface MappingView {
  HeaderRow: number;
  Columns: BomColumn[];
}

/** The lines a mapping will read, before matching: the mapping step's preview. */
function PreviewLines({ preview }: { preview: BomMappingPreview }) {
  const { t, plural, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  if (!preview.Ready) {
    return <Alert tone="warning">{t('sourcing.bomNoUsefulColumn')}</Alert>;
  }
  return (
    <div data-testid="bom-mapping-preview">
      <p>{plural('sourcing.previewLineCount', preview.LineCount)}</p>
      <Table
        caption={t('sourcing.mappingPreviewCaption')}
        columns={[
          { key: 'row', header: t('sourcing.sheetRowColumn'), rowHeader: true },
          { key: 'designators', header: t('sourcing.colDesignators') },
          { key: 'quantity', header: t('sourcing.colPerBoard'), align: 'end' },
          { key: 'partNo', header: t('sourcing.fieldPartNo') },
          { key: 'manufacturer', header: t('sourcing.fieldManufacturer') },
          { key: 'value', header: t('sourcing.fieldValue') },
          { key: 'package', header: t('sourcing.colPackage') },
          { key: 'problem', header: t('sourcing.colMatch') },
        ]}
      >
        {preview.Lines.map((line) => (
          <TableRow key={line.Row} muted={line.DNP}>
            <TableCell column="row">{line.Row}</TableCell>
            <TableCell column="designators">{line.Designators}</TableCell>
            <TableCell column="quantity">{line.Quantity === null ? '—' : formatQuantity(line.Quantity, locale)}</TableCell>
            <TableCell column="partNo">{line.PartNo}</TableCell>
            <TableCell column="manufacturer">{line.Manufacturer}</TableCell>
            <TableCell column="value">{[line.Value, line.Description].filter(Boolean).join(' · ')}</TableCell>
            <TableCell column="package">{line.Package}</TableCell>
            <TableCell column="problem">
              {line.DNP ? t('sourcing.dnpBadge') : ''}
              {line.Problem ? tm({ message: line.Problem, messageCode: line.ProblemCode, messageParams: line.ProblemParams }) : ''}
            </TableCell>
          </TableRow>
        ))}
      </Table>
    </div>
  );
}

/**
 * The header row and the role of each column: the step an upload whose columns could not be told
 * waits on, and the place to correct a reading later. "Preview" shows the lines as they will be
 * read (nothing stored); "Continue" reads and matches them. The columns' roles travel with a new
 * header row (`fromRow` says which row they were chosen under).
 */
function MappingStep({ detail, preview }: { detail: BomDetail; preview: BomMappingPreview | undefined }) {
  const { t } = useI18n();
  const view: MappingView = preview ?? detail;
  const needs = detail.NeedsMapping === true;
  // A new preview brings new defaults: the form is keyed by them so its selects show them.
  const formKey = `${view.HeaderRow}:${view.Columns.map((column) => column.Field ?? '').join(',')}`;
  return (
    <Panel id="bom-columns">
      <details open={needs || preview !== undefined || detail.Totals.Orderable === 0}>
        <summary>
          {needs ? (
            <strong>{t('sourcing.mappingStepTitle')}</strong>
          ) : (
            richText(t('sourcing.columnsSummary', { row: detail.HeaderRow || t('sourcing.noneRow') }), {
              title: <strong>{t('sourcing.headerAndColumns')}</strong>,
            })
          )}
        </summary>
        {needs ? <p>{t('sourcing.mappingStepIntro')}</p> : null}
        <Form key={formKey} method="post" aria-label={t('sourcing.headerAndColumns')}>
          <Panel>
            <CsrfField />
            <input type="hidden" name="fromRow" value={view.HeaderRow} />
            <Table
              caption={t('sourcing.firstRows')}
              columns={[
                { key: 'row', header: t('sourcing.sheetRowColumn'), rowHeader: true },
                ...Array.from({ length: Math.max(0, ...detail.PreviewRows.map((row) => row.Cells.length)) }, (_, i) => ({
                  key: String(i),
                  header: t('sourcing.sheetColumn', { column: i + 1 }),
                })),
              ]}
            >
              {detail.PreviewRows.map((row) => (
                <TableRow key={row.Row} highlight={row.Row === view.HeaderRow}>
                  <TableCell column="row">{row.Row}</TableCell>
                  {row.Cells.map((cell, i) => (
                    <TableCell key={i} column={String(i)}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </Table>
            <FieldRow>
              <NativeSelect
                id="bom-header"
                label={t('sourcing.headerRow')}
                name="headerRow"
                defaultValue={String(view.HeaderRow)}
                options={[
                  { value: '0', label: t('sourcing.noHeaderRow') },
                  ...detail.PreviewRows.map((row) => ({ value: String(row.Row), label: t('sourcing.rowNumber', { row: row.Row }) })),
                ]}
              />
            </FieldRow>
            <Box display="flex" flexWrap="wrap" gap="small">
              {view.Columns.map((column) => (
                <Box key={column.Index} display="flex" flexDirection="column" minWidth={0}>
                  <NativeSelect
                    id={`bom-col-${column.Index}`}
                    label={column.Header}
                    name="column"
                    defaultValue={column.Field ?? ''}
                    options={[
                      { value: '', label: t('sourcing.ignoreColumn') },
                      ...BOM_FIELDS.map((field) => ({ value: field, label: t(FIELD_KEYS[field]) })),
                    ]}
                  />
                  <Text as="small" size="small" tone="muted" truncate>
                    {column.Samples.join(' · ') || t('sourcing.emptyColumn')}
                  </Text>
                </Box>
              ))}
            </Box>
            <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
              <Button type="submit" name="intent" value="preview" variant="secondary">
                {t('sourcing.previewColumns')}
              </Button>
              <Button type="submit" name="intent" value="mapping">
                {needs ? t('sourcing.continueToMatching') : t('sourcing.applyColumns')}
              </Button>
            </Box>
          </Panel>
        </Form>
        {preview ? <PreviewLines preview={preview} /> : null}
      </details>
    </Panel>
  );
}

function OrderCell({ line }: { line: BomLine }) {
  const p = line.Pricing;
  const money = useMoney();
  const { t, locale } = useI18n();
  if (!p) return <>—</>;
  return (
    <>
      {formatQuantity(p.OrderQty, locale)}
      {p.Rounded !== p.Required ? (
        <Text as="div" tone="muted" size="small" measure="medium">
          {t('sourcing.needsRounded', { required: formatQuantity(p.Required, locale), rounded: formatQuantity(p.Rounded, locale) })}
        </Text>
      ) : null}
      {p.RaisedToBreak !== null ? (
        <Text as="div" size="small" tone="positive">
          {/* A saving under half a cent is no saving to a buyer: what the break gives is more parts. */}
          {money.amount(p.SavingMicros) === money.amount(0)
            ? t('sourcing.raisedToBreakSamePrice', {
                break: formatQuantity(p.RaisedToBreak, locale),
                extra: formatQuantity(p.OrderQty - p.Rounded, locale),
              })
            : t('sourcing.raisedToBreak', { break: formatQuantity(p.RaisedToBreak, locale), saving: money.amount(p.SavingMicros) })}
        </Text>
      ) : null}
      <RoundUpNote line={line} />
    </>
  );
}

/**
 * "rounded up to a full reel of 10,000: $279.20; cut tape of 4: $0.40": a line whose part's
 * minimum buys far more than it needs says so, with the cheaper way to buy what it needs and a
 * button to take it (the owner's choice, as any other).
 */
function RoundUpNote({ line }: { line: BomLine }) {
  const money = useMoney();
  const { t, locale } = useI18n();
  const p = line.Pricing;
  if (!p?.RoundUp) return null;
  const roundUp = t(p.RoundUp.Kind === 'reel' ? 'sourcing.roundedUpReel' : 'sourcing.roundedUpMinimum', {
    count: formatQuantity(p.OrderQty, locale),
    total: money.amount(p.TotalMicros),
  });
  const cheaper = p.Cheaper;
  const option = cheaper
    ? cheaper.SamePart && /cut tape/i.test(cheaper.Packaging)
      ? t('sourcing.cheaperCutTape', { count: formatQuantity(cheaper.OrderQty, locale), total: money.amount(cheaper.TotalMicros) })
      : t('sourcing.cheaperOtherPart', {
          count: formatQuantity(cheaper.OrderQty, locale),
          partNo: cheaper.PartNo,
          total: money.amount(cheaper.TotalMicros),
        })
    : null;
  return (
    <Text as="div" size="small" tone="critical">
      {option ? t('sourcing.roundUpAndCheaper', { roundUp, cheaper: option }) : roundUp}
    </Text>
  );
}

/** The owner's one-click switch to the cheaper option a rounded-up line offers. */
function CheaperForm({ line }: { line: BomLine }) {
  const { t } = useI18n();
  const cheaper = line.Pricing?.Cheaper;
  if (!cheaper) return null;
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="line" value={line.Line} />
      <input type="hidden" name="partId" value={cheaper.ProductID} />
      <LinkButton type="submit">{t('sourcing.useCheaper', { partNo: cheaper.PartNo })}</LinkButton>
    </Form>
  );
}

function ChooseForm({ line }: { line: BomLine }) {
  const { t } = useI18n();
  if (line.Alternatives.length === 0 && !line.Part) return null;
  // What a buyer checks before choosing: value, package and key ratings.
  const partFacts = (part: BomPart) => [part.Value, part.Package || t('sourcing.packageUnknown'), part.Ratings].filter(Boolean).join(' · ');
  return (
    <Form method="post" aria-label={t('sourcing.chooseForLine', { line: line.Line })}>
      <CsrfField />
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="line" value={line.Line} />
      <NativeSelect
        label={t('sourcing.partForLine', { line: line.Line })}
        hideLabel
        name="partId"
        defaultValue={String(line.Part?.ProductID ?? '')}
        options={[
          line.Part
            ? { value: String(line.Part.ProductID), label: `${line.Part.PartNo} (${partFacts(line.Part)})` }
            : { value: '', label: t('sourcing.choose') },
          ...line.Alternatives.map((part) => ({
            value: String(part.ProductID),
            label: `${part.PartNo} · ${part.MFG} (${partFacts(part)})`,
          })),
          { value: '0', label: t('sourcing.orderNothing') },
        ]}
      />
      <LinkButton type="submit">{t('sourcing.use')}</LinkButton>
    </Form>
  );
}

function LinesTable({ lines, owner }: { lines: BomLine[]; owner: boolean }) {
  const money = useMoney();
  const { t, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  return (
    // The wide lines table scrolls in its own box on a phone: a BOM is read across its columns.
    <div data-testid="bom-lines">
      <Table
        caption={t('sourcing.linesCaption')}
        hideCaption
        columns={[
          { key: 'line', header: t('sourcing.colLine'), pinned: true },
          { key: 'designators', header: t('sourcing.colDesignators') },
          { key: 'perBoard', header: t('sourcing.colPerBoard'), align: 'end' },
          { key: 'yourPart', header: t('sourcing.colYourPart') },
          { key: 'package', header: t('sourcing.colPackage') },
          { key: 'match', header: t('sourcing.colMatch') },
          { key: 'part', header: t('sourcing.colPart') },
          { key: 'orderQty', header: t('sourcing.colOrderQty'), align: 'end' },
          { key: 'unitPrice', header: t('sourcing.colUnitPrice'), align: 'end' },
          { key: 'lineTotal', header: t('sourcing.colLineTotal'), align: 'end' },
          { key: 'stock', header: t('sourcing.colStock'), align: 'end' },
        ]}
      >
        {lines.map((line) => (
          <TableRow key={line.Line} muted={line.DNP}>
            <TableCell column="line">
              {line.Line}
              <Text as="div" tone="muted" size="small" measure="medium">
                {t('sourcing.sheetRow', { row: line.Row })}
              </Text>
            </TableCell>
            <TableCell column="designators">{line.Designators}</TableCell>
            <TableCell column="perBoard">{line.Quantity === null ? '—' : formatQuantity(line.Quantity, locale)}</TableCell>
            <TableCell column="yourPart">
              {line.PartNo ? <strong>{line.PartNo}</strong> : null}
              {line.Manufacturer ? (
                <Text as="div" tone="muted" size="small" measure="medium">
                  {line.Manufacturer}
                </Text>
              ) : null}
              {line.Value || line.Description ? (
                <Text as="div" tone="muted" size="small" measure="medium">
                  {[line.Value, line.Description].filter(Boolean).join(' · ')}
                </Text>
              ) : null}
            </TableCell>
            <TableCell column="package">{line.Package}</TableCell>
            <TableCell column="match">
              <span data-confidence={line.DNP ? 'dnp' : line.Confidence}>
                <ConfidenceBadge confidence={line.Confidence} dnp={line.DNP} />
              </span>
              <Text as="div" tone="muted" size="small" measure="medium">
                {tm(
                  line.Problem
                    ? { message: line.Problem, messageCode: line.ProblemCode, messageParams: line.ProblemParams }
                    : { message: line.Reason, messageCode: line.ReasonCode, messageParams: line.ReasonParams },
                )}
              </Text>
              {line.Notes.map((note, i) => (
                <Text as="div" key={note} tone="muted" size="small" measure="medium">
                  {tm({ message: note, messageCode: line.NoteRefs?.[i]?.code, messageParams: line.NoteRefs?.[i]?.params })}
                </Text>
              ))}
            </TableCell>
            <TableCell column="part">
              {line.Part ? (
                <>
                  <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link>
                  <Text as="div" tone="muted" size="small" measure="medium">
                    {line.Part.MFG}
                    {line.Part.Package ? ` · ${line.Part.Package}` : ''}
                  </Text>
                </>
              ) : (
                '—'
              )}
              {line.CheapestOf ? (
                <Text as="div" tone="muted" size="small" measure="medium">
                  {t('sourcing.cheapestOfMatch', { partNo: line.CheapestOf })}
                </Text>
              ) : null}
              {owner ? <CheaperForm line={line} /> : null}
              {owner ? <ChooseForm line={line} /> : null}
            </TableCell>
            <TableCell column="orderQty">
              <OrderCell line={line} />
            </TableCell>
            <TableCell column="unitPrice">{line.Pricing ? money.unit(line.Pricing.UnitPriceMicros) : '—'}</TableCell>
            <TableCell column="lineTotal">{line.Pricing ? money.amount(line.Pricing.TotalMicros) : '—'}</TableCell>
            <TableCell column="stock">
              {line.Part ? formatQuantity(line.Part.Stock, locale) : '—'}
              {line.Pricing && line.Pricing.Shortfall > 0 ? (
                <Text as="div" size="small" tone="critical">
                  {t('sourcing.shortOfStock', { count: formatQuantity(line.Pricing.Shortfall, locale) })}
                </Text>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </Table>
    </div>
  );
}

function ShareLink({ detail, result }: { detail: BomDetail; result: BomActionResult | undefined }) {
  const { t } = useI18n();
  if (!detail.Shared) return null;
  const url = result?.shareUrl ?? detail.ShareUrl;
  return (
    <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
      <Text as="p">{richText(t('sourcing.shareLink'), { link: <a href={detail.ShareUrl}>{url}</a> })}</Text>
      {detail.IsOwner ? (
        <Form method="post">
          <CsrfField />
          <LinkButton type="submit" name="intent" value="unshare">
            {t('sourcing.stopSharing')}
          </LinkButton>
        </Form>
      ) : null}
    </Box>
  );
}

export function BomPage() {
  const detail = useLoaderData() as BomDetail;
  const result = useActionData() as BomActionResult | undefined;
  const [params] = useSearchParams();
  const session = useSnapshot(useStores().session);
  const { t, plural, lang, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  const filter = (Object.keys(FILTERS).includes(params.get('show') ?? '') ? params.get('show') : 'all') as Filter;
  const shown = filterLines(detail.Lines, filter);
  const pages = Math.max(1, Math.ceil(shown.length / BOM_PAGE_SIZE));
  const page = Math.min(pages, Math.max(1, Number(params.get('page')) || 1));
  const visible = shown.slice((page - 1) * BOM_PAGE_SIZE, page * BOM_PAGE_SIZE);
  const query = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return text ? `?${text}` : '?';
  };
  const plan = new URLSearchParams({ builds: String(detail.Builds), attrition: String(detail.AttritionPercent) }).toString();
  const sourceName = detail.SourceKind === 'paste' ? sourceNameText(detail.SourceName, t) : detail.SourceName;
  const message = result?.message ? <Alert tone={result.tone}>{tm(result.message)}</Alert> : null;
  if (detail.NeedsMapping) {
    // Stored, but its columns could not be told: the mapping step is the page until they are chosen.
    return (
      <SourcingPage title={detail.Name || sourceName}>
        {message ?? <Alert tone="warning">{t('sourcing.bomNeedsMapping')}</Alert>}
        {detail.IsOwner ? <MappingStep detail={detail} preview={result?.preview} /> : <p>{t('sourcing.bomNotMappedYet')}</p>}
        {detail.IsOwner ? <DeleteBomForm /> : null}
      </SourcingPage>
    );
  }
  return (
    <SourcingPage title={detail.Name || sourceName}>
      <Text as="p" tone="muted" measure="large">
        {t('sourcing.bomFacts', {
          source: sourceName,
          date: formatDate(detail.CreatedAt, lang),
          boards: plural('sourcing.boards', detail.Builds),
        })}
        {detail.AttritionPercent > 0 ? t('sourcing.plusAttrition', { percent: formatNumber(detail.AttritionPercent, lang, 1) }) : ''}
        {detail.IsOwner ? '' : t('sourcing.sharedReadOnly')}
      </Text>
      {result?.message ? (
        <Alert tone={result.tone}>
          {tm(result.message)}
          {result.cart ? (
            <>
              {' '}
              <Link to="/shopcart">{t('sourcing.goToCart')}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Stats detail={detail} />
      <Panel as="section" aria-label={t('sourcing.priceAndOrder')}>
        <PlanForm detail={detail} />
        <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
          <Form method="post">
            <CsrfField />
            <PlanFields detail={detail} />
            <Button type="submit" name="intent" value="cart" disabled={detail.Totals.Orderable === 0}>
              {plural('sourcing.addMatchedToCart', detail.Totals.Orderable)}
            </Button>
          </Form>
          <a href={`/bom/${detail.Id}/export.csv?${plan}`} download>
            {t('sourcing.exportCsv')}
          </a>
          <a href={`/bom/${detail.Id}/export.xlsx?${plan}`} download>
            {t('sourcing.exportXlsx')}
          </a>
          <a href={`/bom/${detail.Id}/export.jlc.csv?${plan}`} download>
            {t('sourcing.exportJlc')}
          </a>
          {detail.IsOwner && !detail.Shared ? (
            <Form method="post">
              <CsrfField />
              <LinkButton type="submit" name="intent" value="share">
                {t('sourcing.shareByLink')}
              </LinkButton>
            </Form>
          ) : null}
        </Box>
        <ShareLink detail={detail} result={result} />
        {detail.CanSave ? (
          <Form method="post" aria-label={t('sourcing.saveFormLabel')}>
            <FieldRow>
              <CsrfField />
              <PlanFields detail={detail} />
              <TextField
                id="bom-name"
                label={t('sourcing.name')}
                name="name"
                defaultValue={detail.Name || sourceName.replace(/\.[^.]+$/, '')}
                maxLength={100}
                required
              />
              <Button type="submit" name="intent" value="save" variant="secondary">
                {detail.Saved ? t('sourcing.saveChanges') : t('sourcing.saveToMyBoms')}
              </Button>
            </FieldRow>
          </Form>
        ) : detail.IsOwner && !session.user ? (
          <p>
            {richText(t('sourcing.signInToSaveBom'), {
              link: <Link to={`/account/login?redirect=${encodeURIComponent(`/bom/${detail.Id}`)}`}>{t('sourcing.signIn')}</Link>,
            })}
          </p>
        ) : null}
      </Panel>
      {detail.IsOwner ? <MappingStep detail={detail} preview={result?.preview} /> : null}
      <nav aria-label={t('sourcing.showLines')}>
        <Box as="ul" display="flex" flexWrap="wrap" gap="small">
          {(Object.keys(FILTERS) as Filter[]).map((key) => (
            <li key={key}>
              <TextLink
                href={query({ show: key === 'all' ? null : key, page: null })}
                aria-current={key === filter ? 'true' : undefined}
                weight={key === filter ? 'strong' : undefined}
              >
                {t(FILTERS[key])} ({formatQuantity(filterLines(detail.Lines, key).length, locale)})
              </TextLink>
            </li>
          ))}
        </Box>
      </nav>
      <LinesTable lines={visible} owner={detail.IsOwner} />
      {pages > 1 ? (
        <Box as="nav" aria-label={t('sourcing.bomPages')} display="flex" flexWrap="wrap" gap="small" alignItems="center">
          {page > 1 ? <Link to={query({ page: String(page - 1) })}>{t('sourcing.previousPage')}</Link> : null}
          <span>{t('sourcing.pageOf', { page, pages })}</span>
          {page < pages ? <Link to={query({ page: String(page + 1) })}>{t('sourcing.nextPage')}</Link> : null}
        </Box>
      ) : null}
      {detail.IsOwner ? <DeleteBomForm /> : null}
    </SourcingPage>
  );
}

/** The owner's "delete this BOM" button: a post to the BOM page's action, with or without JavaScript. */
function DeleteBomForm() {
  const { t } = useI18n();
  return (
    <Form method="post">
      <CsrfField />
      <LinkButton type="submit" name="intent" value="delete">
        {t('sourcing.deleteBom')}
      </LinkButton>
    </Form>
  );
}

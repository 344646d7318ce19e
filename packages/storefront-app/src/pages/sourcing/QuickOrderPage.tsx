import { Badge, Box, Button, DataTable, FormField, LinkButton, NativeSelect, Text } from '@ferrite/ui';
import { MatchConfidence } from '@ferrite/ui/shop';
import { useEffect, useState } from 'react';
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
import { QUICK_ORDER_MAX_LINES, type QuickOrderLine, type QuickOrderPreview, type QuickOrderReport } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { useI18n, type TranslationKey } from '../../i18n';
import { useMessageText } from '../../i18n/api-messages';
import { richText } from '../../i18n/rich-text';
import type { RouteDeps } from '../../routing/deps';
import { refreshCartSummary } from '../buying/cart-summary';
import { callApi, CsrfField, failed, readForm } from '../buying/shared';
import { clearDraft, readQuickOrderDraft, writeQuickOrderDraft } from './drafts';
import { Alert, Panel, SourcingPage, StatList } from './shared';
import { endpoints } from '@ferrite/contract/endpoints';

/** What the quick-order form shows after a check or a failed add. */
export interface QuickOrderActionData {
  text: string;
  preview?: QuickOrderPreview;
  error?: string;
}

export const QUICK_ORDER_EXAMPLE = 'RC0603FR-0710KL, 100, R1-R4\nERJ-3EKF1002V\t250\tR5 R6\nGRM188R71H104KA93D 50';

/** ?text= prefills the box, so a saved link or another page can hand lines over. */
export function quickOrderLoader({ request }: LoaderFunctionArgs): { text: string } {
  return { text: (new URL(request.url).searchParams.get('text') ?? '').slice(0, 20_000) };
}

/** Replaces the part number of one text line (a suggestion the buyer picked). */
function replacePartNo(text: string, lineNo: number, partNo: string): string {
  const lines = text.split(/\r\n|\n|\r/);
  const line = lines[lineNo - 1];
  if (line === undefined) return text;
  const match = /^(\s*)(\d[\d,]*\s+)?(\S+?)(?=[\t,;\s]|$)/.exec(line);
  if (!match) return text;
  lines[lineNo - 1] = line.slice(0, match.index) + match[1] + (match[2] ?? '') + partNo + line.slice(match[0].length);
  return lines.join('\n');
}

/**
 * POST /quickorder: `intent=check` resolves the lines and shows them; `intent=add` adds every
 * resolved line to the cart and goes to the result page; `use=line:partNo` takes a suggestion.
 * Ambiguous lines post their choice as `choice=line:partId`.
 */
export function quickOrderAction(deps: RouteDeps) {
  return async ({ request }: ActionFunctionArgs) => {
    const { values, all } = await readForm(request);
    let text = values.text ?? '';
    if (values.use) {
      const [line, partNo] = [values.use.slice(0, values.use.indexOf(':')), values.use.slice(values.use.indexOf(':') + 1)];
      text = replacePartNo(text, Number(line), partNo);
    }
    const body = { text, choice: all('choice') };
    if (values.intent === 'add' && !values.use) {
      const added = await callApi(deps.api, endpoints.sourcing.quickOrderAddToCart, body);
      if (added.ok) {
        await refreshCartSummary(deps);
        return redirect(`/quickorder/orderresult?id=${encodeURIComponent(added.data.Id)}`);
      }
      const lines = (added.data as { Lines?: QuickOrderLine[] } | null)?.Lines;
      const preview = lines ? { Lines: lines, Total: lines.length, Ready: 0, Invalid: lines.length } : undefined;
      return failed<QuickOrderActionData>(
        { text, error: added.message, ...(preview ? { preview } : {}) },
        added.code >= 400 ? added.code : 400,
      );
    }
    const checked = await callApi(deps.api, endpoints.sourcing.quickOrderResolve, body);
    if (!checked.ok) return failed<QuickOrderActionData>({ text, error: checked.message }, checked.code >= 400 ? checked.code : 400);
    return { text, preview: checked.data } satisfies QuickOrderActionData;
  };
}

const STATUS_TEXT: Record<QuickOrderLine['Status'], TranslationKey> = {
  found: 'sourcing.statusFound',
  ambiguous: 'sourcing.statusAmbiguous',
  notFound: 'sourcing.statusNotFound',
  invalid: 'sourcing.statusInvalid',
};

function LineStatus({ line }: { line: QuickOrderLine }) {
  const { t } = useI18n();
  const tm = useMessageText(['sourcing']);
  const confidence = line.Status === 'found' ? 'exact' : line.Status === 'ambiguous' ? 'partial' : 'none';
  return (
    <>
      <MatchConfidence confidence={confidence} labels={{ [confidence]: t(STATUS_TEXT[line.Status]) }} />
      {line.Message ? (
        <Text as="div" tone="muted" size="small" measure="medium">
          {tm(line.Message)}
        </Text>
      ) : null}
    </>
  );
}

/** The matched part of a preview line, or a choice among candidates, or suggestions. */
function PreviewPart({ line }: { line: QuickOrderLine }) {
  const { t, locale } = useI18n();
  return (
    <>
      {line.Part ? (
        <>
          <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link> · {line.Part.MFG}
          <Text as="div" tone="muted" size="small" measure="medium">
            {t('sourcing.partFacts', {
              moq: formatQuantity(line.Part.MOQ, locale),
              multiple: formatQuantity(line.Part.OrderMultiple, locale),
              stock: formatQuantity(line.Part.Stock, locale),
            })}
          </Text>
        </>
      ) : null}
      {line.Status === 'ambiguous' ? (
        <NativeSelect
          label={t('sourcing.partForLine', { line: line.Line })}
          hideLabel
          name="choice"
          defaultValue=""
          placeholder={t('sourcing.choose')}
          options={line.Candidates.map((candidate) => ({
            value: `${line.Line}:${candidate.ProductID}`,
            label: `${candidate.PartNo} · ${candidate.MFG}`,
          }))}
        />
      ) : null}
      {line.Status === 'notFound' && line.Suggestions.length > 0 ? (
        <Text as="div" tone="muted" size="small" measure="medium">
          {richText(t('sourcing.didYouMean'), {
            suggestions: line.Suggestions.map((suggestion, i) => (
              <span key={suggestion.PartNo}>
                {i > 0 ? ', ' : ''}
                <LinkButton type="submit" name="use" value={`${line.Line}:${suggestion.PartNo}`}>
                  {suggestion.PartNo}
                </LinkButton>
              </span>
            )),
          })}
        </Text>
      ) : null}
    </>
  );
}

function PreviewTable({ preview }: { preview: QuickOrderPreview }) {
  const { t, section, locale } = useI18n();
  return (
    <DataTable
      caption={t('sourcing.previewCaption')}
      hideCaption
      layout="cards"
      labels={section('kitDataTable')}
      rows={preview.Lines}
      rowKey={(line) => String(line.Line)}
      columns={[
        { key: 'Line', header: t('sourcing.colLine') },
        { key: 'PartNo', header: t('sourcing.colYouTyped'), rowHeader: true },
        {
          key: 'qty',
          header: t('sourcing.colQty'),
          align: 'end',
          render: (line) => (line.Quantity === null ? '—' : formatQuantity(line.Quantity, locale)),
        },
        { key: 'Reference', header: t('sourcing.colReference') },
        { key: 'status', header: t('sourcing.colStatus'), render: (line) => <LineStatus line={line} /> },
        { key: 'part', header: t('sourcing.colPart'), render: (line) => <PreviewPart line={line} /> },
      ]}
    />
  );
}

/** /quickorder (named route `quickorder`): paste lines, check them, add them all to the cart. */
export function QuickOrderPage() {
  const loaded = useLoaderData() as { text: string };
  const result = useActionData() as QuickOrderActionData | undefined;
  const navigation = useNavigation();
  const { t, plural, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  const [text, setText] = useState(result?.text ?? loaded.text);
  // The action may change the text (a suggestion taken): show what it answered.
  useEffect(() => {
    if (result?.text !== undefined) setText(result.text);
  }, [result]);
  // A draft from an earlier visit comes back when the page opened empty (client state `quickorder`).
  useEffect(() => {
    if (!result && !loaded.text) {
      const draft = readQuickOrderDraft();
      if (draft) setText(draft);
    }
  }, [result, loaded.text]);
  const edit = (value: string) => {
    setText(value);
    writeQuickOrderDraft(value);
  };
  const busy = navigation.state !== 'idle';
  const lineCount = text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length;
  const preview = result?.preview;
  return (
    <SourcingPage title={t('sourcing.quickOrderTitle')}>
      <Text as="p" tone="muted" measure="large">
        {richText(t('sourcing.quickOrderIntro', { max: formatQuantity(QUICK_ORDER_MAX_LINES, locale) }), {
          link: <Link to="/bom">{t('sourcing.bomToolLink')}</Link>,
        })}
      </Text>
      {result?.error ? <Alert tone="error">{tm(result.error)}</Alert> : null}
      <Form method="post" aria-label={t('sourcing.quickOrderTitle')}>
        <Panel>
          <CsrfField />
          <FormField
            id="quickorder-text"
            label={t('sourcing.quickOrderTextLabel')}
            monospace
            hintId="quickorder-count"
            hint={plural('sourcing.lineCount', lineCount, { max: formatQuantity(QUICK_ORDER_MAX_LINES, locale) })}
          >
            {(control) => (
              <textarea
                {...control}
                name="text"
                rows={12}
                value={text}
                onChange={(event) => edit(event.currentTarget.value)}
                placeholder={QUICK_ORDER_EXAMPLE}
                spellCheck={false}
              />
            )}
          </FormField>
          {preview ? (
            <>
              <p role="status">
                {t('sourcing.previewSummary', {
                  lines: plural('sourcing.previewLines', preview.Total),
                  ready: formatQuantity(preview.Ready, locale),
                  attention: plural('sourcing.previewAttention', preview.Invalid),
                })}
              </p>
              <PreviewTable preview={preview} />
            </>
          ) : null}
          <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
            <Button
              type="submit"
              name="intent"
              value="check"
              variant="secondary"
              loading={busy && navigation.formData?.get('intent') === 'check'}
            >
              {t('sourcing.checkLines')}
            </Button>
            <Button type="submit" name="intent" value="add" loading={busy && navigation.formData?.get('intent') === 'add'}>
              {t('sourcing.addAllToCart')}
            </Button>
          </Box>
        </Panel>
      </Form>
    </SourcingPage>
  );
}

/** /quickorder/orderresult?id= (named route `quickorder-orderresult`): what went into the cart. */
export function QuickOrderResultPage() {
  const report = useLoaderData() as QuickOrderReport;
  const { t, section, locale } = useI18n();
  const tm = useMessageText(['sourcing']);
  useEffect(() => {
    if (report.Added > 0) clearDraft('quickorder');
  }, [report.Added]);
  return (
    <SourcingPage title={t('sourcing.quickOrderResultTitle')}>
      <StatList
        label={t('sourcing.reportLabel')}
        items={[
          { key: 'added', value: formatQuantity(report.Added, locale), caption: t('sourcing.statAddedToCart') },
          { key: 'not added', value: formatQuantity(report.Invalid, locale), caption: t('sourcing.statInvalidOrNotAdded') },
          { key: 'lines', value: formatQuantity(report.Total, locale), caption: t('sourcing.statLinesInTotal') },
        ]}
      />
      {report.Added > 0 ? (
        <Alert tone="success">
          {report.Added === report.Total
            ? t('sourcing.allLinesInCart')
            : t('sourcing.someLinesInCart', { added: formatQuantity(report.Added, locale), total: formatQuantity(report.Total, locale) })}
        </Alert>
      ) : null}
      <DataTable
        caption={t('sourcing.resultCaption')}
        hideCaption
        layout="cards"
        labels={section('kitDataTable')}
        rows={report.Lines}
        rowKey={(line) => String(line.Line)}
        columns={[
          { key: 'Line', header: t('sourcing.colLine') },
          {
            key: 'part',
            header: t('sourcing.colPartNumber'),
            rowHeader: true,
            render: (line) => (line.Part ? <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link> : line.PartNo),
          },
          {
            key: 'qty',
            header: t('sourcing.colQty'),
            align: 'end',
            render: (line) =>
              line.AddedQty !== undefined
                ? formatQuantity(line.AddedQty, locale)
                : line.Quantity === null
                  ? '—'
                  : formatQuantity(line.Quantity, locale),
          },
          { key: 'Reference', header: t('sourcing.colReference') },
          {
            key: 'result',
            header: t('sourcing.colResult'),
            render: (line) => (
              <>
                {line.DtlID !== undefined ? (
                  <Badge tone="success">{t('sourcing.added')}</Badge>
                ) : (
                  <Badge tone="error">{t('sourcing.notAdded')}</Badge>
                )}
                {line.Message ? (
                  <Text as="div" tone="muted" size="small" measure="medium">
                    {tm(line.Message)}
                  </Text>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <Box display="flex" flexWrap="wrap" gap="small" alignItems="center">
        <Link to="/shopcart">{t('sourcing.goToCart')}</Link>
        <Link to="/quickorder">{t('sourcing.anotherQuickOrder')}</Link>
      </Box>
    </SourcingPage>
  );
}

import { Button } from '@ferrite/ui';
import { useEffect, useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { QUICK_ORDER_MAX_LINES, type QuickOrderLine, type QuickOrderPreview, type QuickOrderReport } from '../../api/contract';
import { formatQuantity } from '../../format/money';
import type { RouteDeps } from '../../routing/deps';
import { refreshCartSummary } from '../buying/cart-summary';
import { callApi, CsrfField, failed, readForm } from '../buying/shared';
import { clearDraft, readQuickOrderDraft, writeQuickOrderDraft } from './drafts';
import { Alert } from './shared';

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
      const added = await callApi<QuickOrderReport>(deps.api, 'POST', '/quickorder/AddToCart', body);
      if (added.ok) {
        await refreshCartSummary(deps);
        return redirect(`/quickorder/orderresult?id=${encodeURIComponent(added.data.Id)}`);
      }
      const lines = (added.data as { Lines?: QuickOrderLine[] } | null)?.Lines;
      const preview = lines ? { Lines: lines, Total: lines.length, Ready: 0, Invalid: lines.length } : undefined;
      return failed<QuickOrderActionData>({ text, error: added.message, ...(preview ? { preview } : {}) }, added.code >= 400 ? added.code : 400);
    }
    const checked = await callApi<QuickOrderPreview>(deps.api, 'POST', '/quickorder/Resolve', body);
    if (!checked.ok) return failed<QuickOrderActionData>({ text, error: checked.message }, checked.code >= 400 ? checked.code : 400);
    return { text, preview: checked.data } satisfies QuickOrderActionData;
  };
}

const STATUS_TEXT: Record<QuickOrderLine['Status'], string> = { found: 'Ready', ambiguous: 'Choose a part', notFound: 'Not found', invalid: 'Check the line' };

function LineStatus({ line }: { line: QuickOrderLine }) {
  const tone = line.Status === 'found' ? 'exact' : line.Status === 'ambiguous' ? 'partial' : 'none';
  return (
    <>
      <span className={`fe-src-conf fe-src-conf--${tone}`}>{STATUS_TEXT[line.Status]}</span>
      {line.Message ? <span className="fe-src-reason">{line.Message}</span> : null}
    </>
  );
}

function PreviewTable({ preview }: { preview: QuickOrderPreview }) {
  return (
    <div className="fe-src-table-wrap">
      <table className="fe-src-table">
        <caption className="fe-visually-hidden">Your lines, each resolved to a part or marked for attention</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">You typed</th>
            <th scope="col" className="fe-num">Qty</th>
            <th scope="col">Reference</th>
            <th scope="col">Status</th>
            <th scope="col">Part</th>
          </tr>
        </thead>
        <tbody>
          {preview.Lines.map((line) => (
            <tr key={line.Line}>
              <td>{line.Line}</td>
              <td>{line.PartNo}</td>
              <td className="fe-num">{line.Quantity === null ? '—' : formatQuantity(line.Quantity)}</td>
              <td>{line.Reference}</td>
              <td>
                <LineStatus line={line} />
              </td>
              <td>
                {line.Part ? (
                  <>
                    <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link> · {line.Part.MFG}
                    <span className="fe-src-reason">
                      MOQ {formatQuantity(line.Part.MOQ)}, multiples of {formatQuantity(line.Part.OrderMultiple)} · {formatQuantity(line.Part.Stock)} in stock
                    </span>
                  </>
                ) : null}
                {line.Status === 'ambiguous' ? (
                  <label className="fe-src-choose">
                    <span className="fe-visually-hidden">Part for line {line.Line}</span>
                    <select name="choice" defaultValue="">
                      <option value="">Choose…</option>
                      {line.Candidates.map((candidate) => (
                        <option key={candidate.ProductID} value={`${line.Line}:${candidate.ProductID}`}>
                          {candidate.PartNo} · {candidate.MFG}
                        </option>
                      ))}
                    </select>
                  </label>
                ) : null}
                {line.Status === 'notFound' && line.Suggestions.length > 0 ? (
                  <span className="fe-src-reason">
                    Did you mean:{' '}
                    {line.Suggestions.map((suggestion, i) => (
                      <span key={suggestion.PartNo}>
                        {i > 0 ? ', ' : ''}
                        <button type="submit" name="use" value={`${line.Line}:${suggestion.PartNo}`} className="fe-src-linkbutton">
                          {suggestion.PartNo}
                        </button>
                      </span>
                    ))}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /quickorder (named route `quickorder`): paste lines, check them, add them all to the cart. */
export function QuickOrderPage() {
  const loaded = useLoaderData() as { text: string };
  const result = useActionData() as QuickOrderActionData | undefined;
  const navigation = useNavigation();
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
    <div className="fe-sourcing">
      <h1>Quick order</h1>
      <p className="fe-sourcing__intro">
        Type or paste one part per line: part number, quantity and an optional reference, separated by commas, tabs or spaces (copy the columns straight from a
        spreadsheet). Up to {QUICK_ORDER_MAX_LINES} lines; for a whole bill of materials use the <Link to="/bom">BOM tool</Link>.
      </p>
      {result?.error ? <Alert tone="error">{result.error}</Alert> : null}
      <Form method="post" className="fe-src-panel" aria-label="Quick order">
        <CsrfField />
        <div className="fe-src-field">
          <label htmlFor="quickorder-text">Part number, quantity, reference</label>
          <textarea
            id="quickorder-text"
            name="text"
            rows={12}
            value={text}
            onChange={(event) => edit(event.currentTarget.value)}
            placeholder={QUICK_ORDER_EXAMPLE}
            spellCheck={false}
            aria-describedby="quickorder-count"
          />
          <small id="quickorder-count">
            {lineCount} line{lineCount === 1 ? '' : 's'} (of {QUICK_ORDER_MAX_LINES})
          </small>
        </div>
        {preview ? (
          <>
            <p role="status">
              {preview.Total} line{preview.Total === 1 ? '' : 's'}: {preview.Ready} ready, {preview.Invalid} need{preview.Invalid === 1 ? 's' : ''} attention.
            </p>
            <PreviewTable preview={preview} />
          </>
        ) : null}
        <div className="fe-src-actions">
          <Button type="submit" name="intent" value="check" variant="secondary" loading={busy && navigation.formData?.get('intent') === 'check'}>
            Check lines
          </Button>
          <Button type="submit" name="intent" value="add" loading={busy && navigation.formData?.get('intent') === 'add'}>
            Add all to cart
          </Button>
        </div>
      </Form>
    </div>
  );
}

/** /quickorder/orderresult?id= (named route `quickorder-orderresult`): what went into the cart. */
export function QuickOrderResultPage() {
  const report = useLoaderData() as QuickOrderReport;
  useEffect(() => {
    if (report.Added > 0) clearDraft('quickorder');
  }, [report.Added]);
  return (
    <div className="fe-sourcing">
      <h1>Quick order result</h1>
      <ul className="fe-src-stats" aria-label="Report">
        <li>
          <strong>{report.Added}</strong>
          <span>added to cart</span>
        </li>
        <li>
          <strong>{report.Invalid}</strong>
          <span>invalid or not added</span>
        </li>
        <li>
          <strong>{report.Total}</strong>
          <span>lines in total</span>
        </li>
      </ul>
      {report.Added > 0 ? <Alert tone="success">{report.Added === report.Total ? 'Every line is in your cart.' : `${report.Added} of ${report.Total} lines are in your cart.`}</Alert> : null}
      <div className="fe-src-table-wrap">
        <table className="fe-src-table">
          <caption className="fe-visually-hidden">Every line of the quick order and what happened to it</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Part number</th>
              <th scope="col" className="fe-num">Qty</th>
              <th scope="col">Reference</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {report.Lines.map((line) => (
              <tr key={line.Line}>
                <td>{line.Line}</td>
                <td>{line.Part ? <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link> : line.PartNo}</td>
                <td className="fe-num">{line.AddedQty !== undefined ? formatQuantity(line.AddedQty) : line.Quantity === null ? '—' : formatQuantity(line.Quantity)}</td>
                <td>{line.Reference}</td>
                <td>
                  {line.DtlID !== undefined ? <span className="fe-src-conf fe-src-conf--exact">Added</span> : <span className="fe-src-conf fe-src-conf--none">Not added</span>}
                  {line.Message ? <span className="fe-src-reason">{line.Message}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="fe-src-actions">
        <Link to="/shopcart">Go to the cart</Link>
        <Link to="/quickorder">Another quick order</Link>
      </div>
    </div>
  );
}

import { Button } from '@ferrite/ui';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import {
  BOM_ACCEPTED_FILES,
  BOM_FIELD_LABELS,
  BOM_FIELDS,
  BOM_MAX_LINES,
  type BomCartResult,
  type BomDetail,
  type BomLine,
  type BomSummary,
} from '../../api/contract';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../format/money';
import type { RouteDeps } from '../../routing/deps';
import { useStores } from '../../state/context';
import { refreshCartSummary } from '../buying/cart-summary';
import { callApi, CsrfField, failed, readForm } from '../buying/shared';
import { Alert, ConfidenceBadge, formatDate } from './shared';

// ---------------------------------------------------------------------------------------------
// /bom: upload or paste, and the signed-in buyer's saved BOMs

export interface BomUploadData {
  saved: BomSummary[] | null;
}

export function bomUploadLoader(deps: RouteDeps) {
  return async (): Promise<BomUploadData> => {
    if (!deps.stores.session.user) return { saved: null };
    const saved = await callApi<BomSummary[]>(deps.api, 'GET', '/bom/List');
    return { saved: saved.ok ? saved.data : [] };
  };
}

export interface BomUploadResult {
  error: string;
  rowErrors?: { row: number; message: string }[];
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
    const uploaded = await callApi<{ Id: string }>(deps.api, 'POST', '/bom/Upload', body);
    if (uploaded.ok) return redirect(`/bom/${uploaded.data.Id}`);
    const rowErrors = (uploaded.data as { rowErrors?: BomUploadResult['rowErrors'] } | null)?.rowErrors;
    return failed<BomUploadResult>({ error: uploaded.message, ...(rowErrors && rowErrors.length > 0 ? { rowErrors } : {}) }, uploaded.code >= 400 ? uploaded.code : 400);
  };
}

export function BomUploadPage() {
  const { saved } = useLoaderData() as BomUploadData;
  const result = useActionData() as BomUploadResult | undefined;
  const navigation = useNavigation();
  return (
    <div className="fe-sourcing">
      <h1>BOM tool</h1>
      <p className="fe-sourcing__intro">
        Upload a bill of materials (CSV, TSV or Excel .xlsx, up to {formatQuantity(BOM_MAX_LINES)} lines) or paste it from a spreadsheet. We find the header row and the
        columns, match every line by part number or by value and package, and price it for your build quantity with MOQ, order multiples and price breaks. For a
        few parts, <Link to="/quickorder">Quick order</Link> is faster.
      </p>
      {result ? (
        <Alert tone="error">
          {result.error}
          {result.rowErrors ? (
            <ul>
              {result.rowErrors.slice(0, 10).map((rowError) => (
                <li key={`${rowError.row}-${rowError.message}`}>
                  Row {rowError.row}: {rowError.message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="fe-src-panel" aria-label="Upload a BOM">
        <CsrfField />
        <div className="fe-src-field">
          <label htmlFor="bom-file">BOM file</label>
          <input id="bom-file" name="file" type="file" accept={BOM_ACCEPTED_FILES} />
          <small>CSV, TSV or XLSX; the first sheet of a workbook is read.</small>
        </div>
        <div className="fe-src-field">
          <label htmlFor="bom-text">Or paste the lines</label>
          <textarea id="bom-text" name="text" rows={8} spellCheck={false} placeholder={'Designator\tQty\tMPN\tValue\tFootprint\nR1,R2\t2\tRC0603FR-0710KL\t10k\t0603'} />
        </div>
        <details>
          <summary>Header row</summary>
          <div className="fe-src-field">
            <label htmlFor="bom-header-row">Row number of the header (0 = no header)</label>
            <input id="bom-header-row" name="headerRow" type="number" min={0} max={50} inputMode="numeric" placeholder="found automatically" />
            <small>Leave empty to use the row with the most filled cells. You can change it after the upload too.</small>
          </div>
        </details>
        <div className="fe-src-actions">
          <Button type="submit" loading={navigation.state === 'submitting'}>
            Upload and match
          </Button>
        </div>
      </Form>
      {saved ? (
        <section className="fe-src-panel" aria-labelledby="saved-boms">
          <h2 id="saved-boms">Your saved BOMs</h2>
          {saved.length === 0 ? (
            <p className="fe-empty">You have not saved a BOM yet. Upload one, then save it from its page.</p>
          ) : (
            <div className="fe-src-table-wrap">
              <table className="fe-src-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">File</th>
                    <th scope="col" className="fe-num">Lines</th>
                    <th scope="col">Changed</th>
                    <th scope="col">Shared</th>
                  </tr>
                </thead>
                <tbody>
                  {saved.map((bom) => (
                    <tr key={bom.Id}>
                      <td>
                        <Link to={`/bom/${bom.Id}`}>{bom.Name}</Link>
                      </td>
                      <td>{bom.SourceName}</td>
                      <td className="fe-num">{formatQuantity(bom.Lines)}</td>
                      <td>{formatDate(bom.UpdatedAt)}</td>
                      <td>{bom.Shared ? 'Yes' : 'No'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ) : (
        <p>
          <Link to="/account/login?redirect=%2Fbom">Sign in</Link> to save BOMs and reopen them later. Guests can still price, export and share a BOM.
        </p>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /bom/:id: the matched, priced BOM

export const BOM_PAGE_SIZE = 250;
const FILTERS = { all: 'All lines', attention: 'Needs attention', matched: 'Matched', dnp: 'Do not place' } as const;
type Filter = keyof typeof FILTERS;

function planQuery(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  const builds = url.searchParams.get('builds');
  const attrition = url.searchParams.get('attrition');
  if (builds) query.builds = builds;
  if (attrition) query.attrition = attrition;
  return query;
}

export function bomLoader(deps: RouteDeps) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<BomDetail> => {
    const url = new URL(request.url);
    return deps.api.get<BomDetail>('/bom/Detail', { id: params.id ?? '', ...planQuery(url) });
  };
}

export interface BomActionResult {
  tone: 'success' | 'error' | 'warning';
  message: string;
  shareUrl?: string;
  cart?: BomCartResult;
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
      called.ok ? ({ tone: 'success', message: called.message, ...extra } satisfies BomActionResult) : failed<BomActionResult>({ tone: 'error', message: called.message }, called.code && called.code >= 400 ? called.code : 400);
    switch (values.intent) {
      case 'header':
        return answer(await callApi(deps.api, 'POST', '/bom/Mapping', { id, headerRow: values.headerRow }));
      case 'mapping':
        return answer(await callApi(deps.api, 'POST', '/bom/Mapping', { id, headerRow: values.headerRow, column: all('column') }));
      case 'choose':
        return answer(await callApi(deps.api, 'POST', '/bom/Choose', { id, line: values.line, partId: values.partId }));
      case 'save':
        return answer(await callApi(deps.api, 'POST', '/bom/Save', { id, name: values.name ?? '', ...(values.builds ? { builds: values.builds } : {}), ...(values.attrition ? { attrition: values.attrition } : {}) }));
      case 'share': {
        const shared = await callApi<{ ShareUrl: string }>(deps.api, 'POST', '/bom/Share', { id });
        return answer(shared, shared.ok ? { shareUrl: shared.data.ShareUrl } : {});
      }
      case 'delete': {
        const deleted = await callApi(deps.api, 'POST', '/bom/Delete', { id });
        return deleted.ok ? redirect('/bom') : answer(deleted);
      }
      case 'cart': {
        const added = await callApi<BomCartResult>(deps.api, 'POST', '/bom/AddToCart', { id, ...plan, ...(values.builds ? { builds: values.builds } : {}), ...(values.attrition ? { attrition: values.attrition } : {}) });
        if (added.ok) await refreshCartSummary(deps);
        return answer(added, added.ok ? { cart: added.data } : {});
      }
      default:
        return failed<BomActionResult>({ tone: 'error', message: 'Unknown action.' });
    }
  };
}

const needsAttention = (line: BomLine) => !line.DNP && (line.Problem !== '' || !line.Part || line.Confidence !== 'exact' || (line.Pricing?.Shortfall ?? 0) > 0);

function filterLines(lines: BomLine[], filter: Filter): BomLine[] {
  if (filter === 'attention') return lines.filter(needsAttention);
  if (filter === 'matched') return lines.filter((line) => !line.DNP && line.Part);
  if (filter === 'dnp') return lines.filter((line) => line.DNP);
  return lines;
}

function Stats({ detail }: { detail: BomDetail }) {
  const t = detail.Totals;
  const items: [string, string][] = [
    [`${t.MatchRatePercent}%`, 'match rate'],
    [formatQuantity(t.Lines), 'lines'],
    [formatQuantity(t.Exact), 'exact'],
    [formatQuantity(t.Partial), 'partial'],
    [formatQuantity(t.Unmatched), 'not matched'],
    [formatQuantity(t.DNP), 'do not place'],
    [formatQuantity(t.Invalid), 'unreadable quantity'],
    [formatMoney(t.TotalMicros), 'total'],
    [formatMoney(t.SavingMicros), 'saved by price breaks'],
    [formatQuantity(t.ShortfallLines), 'lines short of stock'],
  ];
  return (
    <ul className="fe-src-stats" aria-label="BOM summary" data-testid="bom-stats">
      {items.map(([value, label]) => (
        <li key={label} data-stat={label}>
          <strong>{value}</strong>
          <span>{label}</span>
        </li>
      ))}
    </ul>
  );
}

function PlanForm({ detail }: { detail: BomDetail }) {
  return (
    <Form method="get" className="fe-src-row" aria-label="Build quantity">
      <div className="fe-src-field">
        <label htmlFor="bom-builds">Boards to build</label>
        <input id="bom-builds" name="builds" type="number" min={1} max={100000} defaultValue={detail.Builds} inputMode="numeric" />
      </div>
      <div className="fe-src-field">
        <label htmlFor="bom-attrition">Attrition %</label>
        <input id="bom-attrition" name="attrition" type="number" min={0} max={100} step={0.1} defaultValue={detail.AttritionPercent} inputMode="decimal" />
      </div>
      <Button type="submit" variant="secondary">
        Price for this build
      </Button>
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

function ColumnsForm({ detail }: { detail: BomDetail }) {
  return (
    <details className="fe-src-panel" open={detail.Totals.Orderable === 0}>
      <summary>
        <strong>Header row and columns</strong> (row {detail.HeaderRow || 'none'}; change them if a column was read wrongly: your choices are remembered)
      </summary>
      <Form method="post" className="fe-src-panel" aria-label="Header row and columns">
        <CsrfField />
        <div className="fe-src-table-wrap">
          <table className="fe-src-table fe-src-preview">
            <caption>The first rows of the sheet</caption>
            <tbody>
              {detail.PreviewRows.map((row) => (
                <tr key={row.Row} className={row.Row === detail.HeaderRow ? 'fe-src-header-row' : undefined}>
                  <th scope="row">{row.Row}</th>
                  {row.Cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="fe-src-row">
          <div className="fe-src-field">
            <label htmlFor="bom-header">Header row</label>
            <select id="bom-header" name="headerRow" defaultValue={String(detail.HeaderRow)}>
              <option value="0">No header row</option>
              {detail.PreviewRows.map((row) => (
                <option key={row.Row} value={row.Row}>
                  Row {row.Row}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" name="intent" value="header" variant="secondary">
            Use this header row
          </Button>
        </div>
        <div className="fe-src-mapping">
          {detail.Columns.map((column) => (
            <div key={column.Index} className="fe-src-field">
              <label htmlFor={`bom-col-${column.Index}`}>{column.Header}</label>
              <select id={`bom-col-${column.Index}`} name="column" defaultValue={column.Field ?? ''}>
                <option value="">Ignore</option>
                {BOM_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {BOM_FIELD_LABELS[field]}
                  </option>
                ))}
              </select>
              <small title={column.Samples.join(' · ')}>{column.Samples.join(' · ') || 'empty'}</small>
            </div>
          ))}
        </div>
        <div className="fe-src-actions">
          <Button type="submit" name="intent" value="mapping">
            Apply columns and match again
          </Button>
        </div>
      </Form>
    </details>
  );
}

function OrderCell({ line }: { line: BomLine }) {
  const p = line.Pricing;
  if (!p) return <>—</>;
  return (
    <>
      {formatQuantity(p.OrderQty)}
      {p.Rounded !== p.Required ? <span className="fe-src-reason">needs {formatQuantity(p.Required)}, rounded to {formatQuantity(p.Rounded)}</span> : null}
      {p.RaisedToBreak !== null ? (
        <span className="fe-src-saving">
          raised to the {formatQuantity(p.RaisedToBreak)} break: saves {formatMoney(p.SavingMicros)}
        </span>
      ) : null}
    </>
  );
}

function ChooseForm({ line }: { line: BomLine }) {
  if (line.Alternatives.length === 0 && !line.Part) return null;
  return (
    <Form method="post" className="fe-src-choose" aria-label={`Choose the part for line ${line.Line}`}>
      <CsrfField />
      <input type="hidden" name="intent" value="choose" />
      <input type="hidden" name="line" value={line.Line} />
      <label>
        <span className="fe-visually-hidden">Part for line {line.Line}</span>
        <select name="partId" defaultValue={String(line.Part?.ProductID ?? '')}>
          {line.Part ? (
            <option value={line.Part.ProductID}>
              {line.Part.PartNo} ({line.Part.Package || 'package ?'})
            </option>
          ) : (
            <option value="">Choose…</option>
          )}
          {line.Alternatives.map((part) => (
            <option key={part.ProductID} value={part.ProductID}>
              {part.PartNo} · {part.MFG} ({part.Package || 'package ?'})
            </option>
          ))}
          <option value="0">Order nothing</option>
        </select>
      </label>
      <button type="submit" className="fe-src-linkbutton">
        Use
      </button>
    </Form>
  );
}

function LinesTable({ lines, owner }: { lines: BomLine[]; owner: boolean }) {
  return (
    <div className="fe-src-table-wrap">
      <table className="fe-src-table" data-testid="bom-lines">
        <caption className="fe-visually-hidden">BOM lines with their match, order quantity and price</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Designators</th>
            <th scope="col" className="fe-num">Per board</th>
            <th scope="col">Your part / value</th>
            <th scope="col">Package</th>
            <th scope="col">Match</th>
            <th scope="col">Part</th>
            <th scope="col" className="fe-num">Order qty</th>
            <th scope="col" className="fe-num">Unit price</th>
            <th scope="col" className="fe-num">Line total</th>
            <th scope="col" className="fe-num">Stock</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.Line} className={line.DNP ? 'fe-src-dnp' : undefined} data-confidence={line.DNP ? 'dnp' : line.Confidence}>
              <td className="fe-src-keep">
                {line.Line}
                <span className="fe-src-reason">row {line.Row}</span>
              </td>
              <td>{line.Designators}</td>
              <td className="fe-num">{line.Quantity === null ? '—' : formatQuantity(line.Quantity)}</td>
              <td>
                {line.PartNo ? <strong>{line.PartNo}</strong> : null}
                {line.Manufacturer ? <span className="fe-src-reason">{line.Manufacturer}</span> : null}
                {line.Value || line.Description ? <span className="fe-src-reason">{[line.Value, line.Description].filter(Boolean).join(' · ')}</span> : null}
              </td>
              <td>{line.Package}</td>
              <td className="fe-src-keep">
                <ConfidenceBadge confidence={line.Confidence} dnp={line.DNP} />
                <span className="fe-src-reason">{line.Problem || line.Reason}</span>
                {line.Notes.map((note) => (
                  <span key={note} className="fe-src-reason">
                    {note}
                  </span>
                ))}
              </td>
              <td className="fe-src-keep">
                {line.Part ? (
                  <>
                    <Link to={line.Part.ProductUrl}>{line.Part.PartNo}</Link>
                    <span className="fe-src-reason">
                      {line.Part.MFG}
                      {line.Part.Package ? ` · ${line.Part.Package}` : ''}
                    </span>
                  </>
                ) : (
                  '—'
                )}
                {owner ? <ChooseForm line={line} /> : null}
              </td>
              <td className="fe-num">
                <OrderCell line={line} />
              </td>
              <td className="fe-num">{line.Pricing ? formatUnitPrice(line.Pricing.UnitPriceMicros) : '—'}</td>
              <td className="fe-num">{line.Pricing ? formatMoney(line.Pricing.TotalMicros) : '—'}</td>
              <td className="fe-num">
                {line.Part ? formatQuantity(line.Part.Stock) : '—'}
                {line.Pricing && line.Pricing.Shortfall > 0 ? <span className="fe-src-short">short {formatQuantity(line.Pricing.Shortfall)}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ShareLink({ detail, result }: { detail: BomDetail; result: BomActionResult | undefined }) {
  if (!detail.Shared) return null;
  const url = result?.shareUrl ?? detail.ShareUrl;
  return (
    <p>
      Share link (read-only for others):{' '}
      <a className="fe-src-share" href={detail.ShareUrl}>
        {url}
      </a>
    </p>
  );
}

export function BomPage() {
  const detail = useLoaderData() as BomDetail;
  const result = useActionData() as BomActionResult | undefined;
  const [params] = useSearchParams();
  const session = useSnapshot(useStores().session);
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
  return (
    <div className="fe-sourcing">
      <h1>{detail.Name || detail.SourceName}</h1>
      <p className="fe-sourcing__intro">
        {detail.SourceName} · uploaded {formatDate(detail.CreatedAt)} · priced for {formatQuantity(detail.Builds)} board{detail.Builds === 1 ? '' : 's'}
        {detail.AttritionPercent > 0 ? ` + ${detail.AttritionPercent}% attrition` : ''}
        {detail.IsOwner ? '' : ' · shared with you (read-only)'}
      </p>
      {result ? (
        <Alert tone={result.tone}>
          {result.message}
          {result.cart ? (
            <>
              {' '}
              <Link to="/shopcart">Go to the cart</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Stats detail={detail} />
      <section className="fe-src-panel" aria-label="Price and order">
        <PlanForm detail={detail} />
        <div className="fe-src-actions">
          <Form method="post">
            <CsrfField />
            <PlanFields detail={detail} />
            <Button type="submit" name="intent" value="cart" disabled={detail.Totals.Orderable === 0}>
              Add {detail.Totals.Orderable} matched line{detail.Totals.Orderable === 1 ? '' : 's'} to cart
            </Button>
          </Form>
          <a href={`/bom/${detail.Id}/export.csv?${plan}`} download>
            Export CSV
          </a>
          <a href={`/bom/${detail.Id}/export.xlsx?${plan}`} download>
            Export XLSX
          </a>
          {detail.IsOwner && !detail.Shared ? (
            <Form method="post">
              <CsrfField />
              <button type="submit" name="intent" value="share" className="fe-src-linkbutton">
                Share by link
              </button>
            </Form>
          ) : null}
        </div>
        <ShareLink detail={detail} result={result} />
        {detail.CanSave ? (
          <Form method="post" className="fe-src-row" aria-label="Save this BOM">
            <CsrfField />
            <PlanFields detail={detail} />
            <div className="fe-src-field">
              <label htmlFor="bom-name">Name</label>
              <input id="bom-name" name="name" defaultValue={detail.Name || detail.SourceName.replace(/\.[^.]+$/, '')} maxLength={100} required />
            </div>
            <Button type="submit" name="intent" value="save" variant="secondary">
              {detail.Saved ? 'Save changes' : 'Save to my BOMs'}
            </Button>
          </Form>
        ) : detail.IsOwner && !session.user ? (
          <p>
            <Link to={`/account/login?redirect=${encodeURIComponent(`/bom/${detail.Id}`)}`}>Sign in</Link> to save this BOM to your account.
          </p>
        ) : null}
      </section>
      {detail.IsOwner ? <ColumnsForm detail={detail} /> : null}
      <nav aria-label="Show lines">
        <ul className="fe-src-filter">
          {(Object.keys(FILTERS) as Filter[]).map((key) => (
            <li key={key}>
              <Link to={query({ show: key === 'all' ? null : key, page: null })} aria-current={key === filter ? 'true' : undefined}>
                {FILTERS[key]} ({filterLines(detail.Lines, key).length})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LinesTable lines={visible} owner={detail.IsOwner} />
      {pages > 1 ? (
        <nav aria-label="BOM pages" className="fe-src-actions">
          {page > 1 ? <Link to={query({ page: String(page - 1) })}>Previous</Link> : null}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <Link to={query({ page: String(page + 1) })}>Next</Link> : null}
        </nav>
      ) : null}
      {detail.IsOwner ? (
        <Form method="post">
          <CsrfField />
          <button type="submit" name="intent" value="delete" className="fe-src-linkbutton">
            Delete this BOM
          </button>
        </Form>
      ) : null}
    </div>
  );
}

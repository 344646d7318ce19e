import { endpoints } from '@ferrite/contract/endpoints';
/** Requests for quote: submitted by anyone, seen by their owner or through a secret link, listed in the account. */
import { productUrl } from '@ferrite/contract';
import { RFQ_MESSAGES, rfqFieldErrors, rfqInput, type RfqHistoryRow, type RfqStatus, type RfqValid } from '@ferrite/contract/sourcing';
import type { Database, Queryable } from '../db/database';
import { enqueueMail } from '../mail/outbox';
import { hashToken, newSecretToken, safeEqual } from '../accounts/auth/tokens';
import { normaliseQuery } from '../catalog/search-normalise';
import { requireUser } from '../accounts/guard';
import { countryList } from '../api/common/countries';
import { ApiError, badRequest, notFound } from '../api/errors';
import { defineOperation, reply } from '../api/operation';
import { rfqConfirmationMail } from './rfq-mail';

/** Requests one email address may send per hour. */
export const RFQS_PER_EMAIL_PER_HOUR = 10;

const countryName = (code: string) => countryList().find((c) => c.RegionValue === code)?.NameEN;

/** The catalogue part each line names, when its number is one we sell (for links on the detail page). */
async function partIdsFor(db: Queryable, partNos: string[]): Promise<(number | null)[]> {
  const keys = partNos.map((partNo) => normaliseQuery(partNo).key);
  const { rows } = await db.query<{ id: number; mpn_key: string }>(
    'SELECT DISTINCT ON (mpn_key) id, mpn_key FROM parts WHERE mpn_key = ANY($1::text[]) ORDER BY mpn_key, popularity DESC',
    [keys],
  );
  const byKey = new Map(rows.map((row) => [row.mpn_key, row.id]));
  return keys.map((key) => byKey.get(key) ?? null);
}

export function detailUrl(rfqNo: string, key?: string): string {
  return `/rfq/detail?id=${encodeURIComponent(rfqNo)}${key ? `&key=${key}` : ''}`;
}

/** Stores a valid request, its first status and the confirmation mail, in one transaction. */
export async function createRfq(
  db: Database,
  rfq: RfqValid,
  userId: number | null,
  site: { brand: string; publicOrigin: string },
): Promise<{ rfqNo: string; key: string }> {
  const key = newSecretToken();
  const partIds = await partIdsFor(
    db,
    rfq.lines.map((line) => line.partNo),
  );
  const rfqNo = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; rfq_no: string }>(
      `INSERT INTO rfqs (rfq_no, access_token_hash, user_id, contact_name, company, email, phone, country, message)
       VALUES ('RFQ-' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || '-' || nextval('rfq_number_seq'), $1, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id, rfq_no`,
      [hashToken(key), userId, rfq.name, rfq.company, rfq.email, rfq.phone, rfq.country, rfq.message],
    );
    const { id, rfq_no } = rows[0]!;
    await tx.query(
      `INSERT INTO rfq_lines (rfq_id, line_no, part_no, manufacturer, quantity, target_price_micros, part_id)
       SELECT $1, r.line_no, r.part_no, r.manufacturer, r.quantity, r.target_price_micros, r.part_id
         FROM jsonb_to_recordset($2::jsonb) AS r(line_no integer, part_no text, manufacturer text, quantity integer, target_price_micros bigint, part_id integer)`,
      [
        id,
        JSON.stringify(
          rfq.lines.map((line, i) => ({
            line_no: i + 1,
            part_no: line.partNo,
            manufacturer: line.manufacturer,
            quantity: line.quantity,
            target_price_micros: line.targetPrice,
            part_id: partIds[i],
          })),
        ),
      ],
    );
    await tx.query(`INSERT INTO rfq_events (rfq_id, status, note) VALUES ($1, 'Submitted', 'Request received')`, [id]);
    await enqueueMail(tx, rfqConfirmationMail(site, rfq, rfq_no, new URL(detailUrl(rfq_no, key), site.publicOrigin).href));
    return rfq_no;
  });
  return { rfqNo, key };
}

/** Moves a request to another status and records it (the sales desk's tool; the buyer may close theirs). */
export async function setRfqStatus(db: Database, rfqNo: string, status: RfqStatus, note: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('UPDATE rfqs SET status = $2, updated_at = now() WHERE rfq_no = $1 RETURNING id', [
      rfqNo,
      status,
    ]);
    if (!rows[0]) throw notFound(RFQ_MESSAGES.notFound);
    await tx.query('INSERT INTO rfq_events (rfq_id, status, note) VALUES ($1, $2, $3)', [rows[0].id, status, note]);
  });
}

/** Accepts the form's own shape: `lines` as an array, or the flat repeated fields partNo / manufacturer / quantity / targetPrice. */
function normaliseForm(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray((raw as { lines?: unknown }).lines)) return raw;
  const form = raw as Record<string, unknown>;
  const list = (name: string) => (form[name] === undefined ? [] : Array.isArray(form[name]) ? (form[name] as unknown[]) : [form[name]]);
  const partNos = list('partNo');
  const lines = partNos
    .map((partNo, i) => ({
      partNo,
      manufacturer: list('manufacturer')[i],
      quantity: list('quantity')[i],
      targetPrice: list('targetPrice')[i],
    }))
    // Rows the buyer left empty are not lines.
    .filter((line) =>
      [line.partNo, line.quantity, line.manufacturer, line.targetPrice].some((value) => typeof value === 'string' && value.trim() !== ''),
    );
  return { ...form, lines };
}

export const submitRfq = defineOperation(endpoints.sourcing.rfqSubmit, {
  summary:
    'Submits a request for quote: `lines` (partNo, manufacturer, quantity, targetPrice in USD) and contact details (name, company, email, phone, country code, message). Invalid input answers 400 with `data.fieldErrors` per field and stores nothing.',
  async handler(raw, ctx) {
    const parsed = rfqInput.safeParse(normaliseForm(raw));
    const fieldErrors = parsed.success ? {} : rfqFieldErrors(parsed.error);
    if (parsed.success && !countryName(parsed.data.country)) fieldErrors.country = RFQ_MESSAGES.countryRequired;
    if (!parsed.success || Object.keys(fieldErrors).length > 0) {
      const first = Object.values(fieldErrors)[0] ?? 'The request is not valid.';
      throw badRequest(first, { fieldErrors });
    }
    const recent = await ctx.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM rfqs WHERE lower(email) = lower($1) AND created_at > now() - interval '1 hour'`,
      [parsed.data.email],
    );
    // Each request mails its address: a cap per hour keeps the form from being used to flood someone's inbox.
    if ((recent.rows[0]?.n ?? 0) >= RFQS_PER_EMAIL_PER_HOUR) {
      ctx.setHeader('Retry-After', '3600');
      throw new ApiError(
        429,
        `We already received ${RFQS_PER_EMAIL_PER_HOUR} requests for quote from this email address in the last hour. Please wait, or call us.`,
      );
    }
    const session = await ctx.auth();
    const { rfqNo, key } = await createRfq(ctx.db, parsed.data, session?.user.id ?? null, {
      brand: ctx.config.brand,
      publicOrigin: ctx.config.publicOrigin,
    });
    return reply({ RfqNo: rfqNo, DetailUrl: session ? detailUrl(rfqNo) : detailUrl(rfqNo, key) }, RFQ_MESSAGES.submitted);
  },
});

interface RfqRow {
  id: number;
  rfq_no: string;
  access_token_hash: string;
  user_id: number | null;
  status: RfqStatus;
  contact_name: string;
  company: string;
  email: string;
  phone: string;
  country: string;
  message: string;
  created_at: Date;
  updated_at: Date;
}

/** The request if this visitor may see it: the signed-in owner, or anyone holding its secret key. */
async function findVisibleRfq(ctx: Parameters<typeof submitRfq.handler>[1], rfqNo: string, key: string | undefined): Promise<RfqRow> {
  if (!/^RFQ-\d{6}-\d{1,12}$/.test(rfqNo)) throw notFound(RFQ_MESSAGES.notFound);
  const { rows } = await ctx.db.query<RfqRow>('SELECT * FROM rfqs WHERE rfq_no = $1', [rfqNo]);
  const rfq = rows[0];
  if (!rfq) throw notFound(RFQ_MESSAGES.notFound);
  const session = await ctx.auth();
  const ownsIt = rfq.user_id !== null && session?.user.id === rfq.user_id;
  const holdsKey = key !== undefined && key !== '' && safeEqual(hashToken(key), rfq.access_token_hash);
  if (!ownsIt && !holdsKey) {
    if (!session && rfq.user_id !== null) throw new ApiError(403, 'Please sign in to see this request for quote.', 'warning');
    throw notFound(RFQ_MESSAGES.notFound);
  }
  return rfq;
}

export const getRfqDetail = defineOperation(endpoints.sourcing.rfq, {
  summary:
    'One request for quote with its lines and status history: for its signed-in owner, or with the secret `key` from the confirmation.',
  async handler(input, ctx) {
    const rfq = await findVisibleRfq(ctx, input.id, input.key);
    const lines = await ctx.db.query<{
      line_no: number;
      part_no: string;
      manufacturer: string;
      quantity: number;
      target_price_micros: number | null;
      mpn: string | null;
    }>(
      `SELECT l.line_no, l.part_no, l.manufacturer, l.quantity, l.target_price_micros, p.mpn
         FROM rfq_lines l LEFT JOIN parts p ON p.id = l.part_id WHERE l.rfq_id = $1 ORDER BY l.line_no`,
      [rfq.id],
    );
    const events = await ctx.db.query<{ status: RfqStatus; note: string; created_at: Date }>(
      'SELECT status, note, created_at FROM rfq_events WHERE rfq_id = $1 ORDER BY id',
      [rfq.id],
    );
    return {
      RfqNo: rfq.rfq_no,
      Status: rfq.status,
      CreatedAt: new Date(rfq.created_at).toISOString(),
      UpdatedAt: new Date(rfq.updated_at).toISOString(),
      Contact: {
        Name: rfq.contact_name,
        Company: rfq.company,
        Email: rfq.email,
        Phone: rfq.phone,
        Country: countryName(rfq.country) ?? rfq.country,
        Message: rfq.message,
      },
      Lines: lines.rows.map((line) => ({
        Line: line.line_no,
        PartNo: line.part_no,
        Manufacturer: line.manufacturer,
        Quantity: line.quantity,
        TargetPriceMicros: line.target_price_micros === null ? null : Number(line.target_price_micros),
        ProductUrl: line.mpn ? productUrl(line.mpn) : null,
      })),
      History: events.rows.map((event) => ({ Status: event.status, Note: event.note, At: new Date(event.created_at).toISOString() })),
    };
  },
});

export const closeRfq = defineOperation(endpoints.sourcing.rfqClose, {
  summary: 'The buyer withdraws a request they no longer need: its status becomes Closed.',
  async handler(input, ctx) {
    const rfq = await findVisibleRfq(ctx, input.id, input.key);
    if (rfq.status === 'Closed') return reply({ RfqNo: rfq.rfq_no, Status: rfq.status }, 'This request is already closed.');
    await setRfqStatus(ctx.db, rfq.rfq_no, 'Closed', 'Closed by the buyer');
    return reply({ RfqNo: rfq.rfq_no, Status: 'Closed' as RfqStatus }, 'The request for quote is closed.');
  },
});

/** The account's RFQs, newest first: each with its first part, for the RFQ history page. */
export async function rfqHistoryFor(db: Queryable, userId: number, limit = 200): Promise<RfqHistoryRow[]> {
  const { rows } = await db.query<{
    rfq_no: string;
    created_at: Date;
    status: RfqStatus;
    part_no: string;
    quantity: number;
    line_count: number;
  }>(
    `SELECT r.rfq_no, r.created_at, r.status, l.part_no, l.quantity, (SELECT count(*) FROM rfq_lines c WHERE c.rfq_id = r.id) AS line_count
       FROM rfqs r JOIN rfq_lines l ON l.rfq_id = r.id AND l.line_no = 1
      WHERE r.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({
    RfqNo: row.rfq_no,
    CreatedAt: new Date(row.created_at).toISOString(),
    Status: row.status,
    PartNo: row.part_no,
    Quantity: row.quantity,
    LineCount: row.line_count,
    DetailUrl: detailUrl(row.rfq_no),
  }));
}

export const getRfqHistory = defineOperation(endpoints.sourcing.rfqHistory, {
  summary: "The signed-in user's requests for quote, newest first (the account's RFQ history).",
  async handler(_input, ctx) {
    const session = await requireUser(ctx);
    return rfqHistoryFor(ctx.db, session.user.id);
  },
});

export const rfqOperations = [submitRfq, getRfqDetail, closeRfq, getRfqHistory];

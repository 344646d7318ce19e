/** Where BOMs live: the boms and bom_lines tables, ownership and the remembered column choices. */
import crypto from 'node:crypto';
import { BOM_MAPPING_COOKIE, type BomField } from '@ferrite/contract';
import type { Database, Queryable } from '../db/database';
import type { ColumnMapping, RememberedMapping } from './bom/columns';
import type { Grid } from './bom/grid';
import type { BomSourceLine } from './bom/lines';
import type { LineMatch } from './bom/matching';
import { nextTurn } from '../lib/take-turns';
import { ensureAnonymousId } from '../api/common/anonymous-ids';
import { COOKIE_MAX_AGE_SECONDS } from '../api/cookies';
import type { RequestContext } from '../api/context';
import { cartIdOrUndefined } from '../buying/cart-service';
import { ApiError, notFound } from '../api/errors';

/** A guest's BOM that nobody saved is deleted this long after its last change. */
export const UNSAVED_BOM_DAYS = 30;
/** Most BOMs one signed-in account keeps saved. */
export const MAX_SAVED_BOMS = 200;
/** Most header → field choices remembered per buyer. */
const MAX_REMEMBERED = 30;

export type SourceKind = 'csv' | 'tsv' | 'xlsx' | 'text' | 'paste';

/** Who is looking: a signed-in user, or a guest known by the cart id cookie. */
export interface BomViewer {
  userId: number | null;
  guestId: string;
}

export async function viewerOf(ctx: RequestContext): Promise<BomViewer> {
  const session = await ctx.auth();
  const guestId = cartIdOrUndefined(ctx.cookies.cid) ?? cartIdOrUndefined(ctx.headers['x-cart-id']) ?? ensureAnonymousId(ctx, 'cid');
  return { userId: session?.user.id ?? null, guestId };
}

export interface BomRow {
  id: string;
  user_id: number | null;
  guest_id: string | null;
  name: string;
  source_name: string;
  source_kind: SourceKind;
  grid: Grid;
  header_row: number;
  mapping: ColumnMapping;
  builds: number;
  attrition_tenths: number;
  saved: boolean;
  shared_at: Date | null;
  /** The id of the share link while the BOM is shared (the link is /bom/{share_token}), else null. */
  share_token: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface BomLineRow {
  line_no: number;
  source: BomSourceLine;
  match: LineMatch;
  chosen_part_id: number | null;
}

export function isOwner(bom: Pick<BomRow, 'user_id' | 'guest_id'>, viewer: BomViewer): boolean {
  if (bom.user_id !== null) return bom.user_id === viewer.userId;
  return bom.guest_id === viewer.guestId;
}

export const BOM_NOT_FOUND = 'This BOM does not exist, or it is not shared with you.';
export const BOM_LINK_WITHDRAWN = 'The owner of this BOM stopped sharing it: this link no longer opens it. Ask them for a new link.';

/**
 * The BOM if this viewer may see it: its owner by the BOM's id, anyone by its share link while it
 * is shared. `via` is the id the viewer used, so pages and exports link with it and never show a
 * stranger the owner's id. A withdrawn share link answers 410.
 */
export async function loadBom(db: Queryable, id: string, viewer: BomViewer): Promise<{ bom: BomRow; owner: boolean; via: string }> {
  if (!/^[A-Za-z0-9_-]{22}$/.test(id)) throw notFound(BOM_NOT_FOUND);
  const { rows } = await db.query<BomRow>('SELECT * FROM boms WHERE id = $1 OR share_token = $1', [id]);
  // The owner's id wins over a share link that happens to equal it (BOMs shared before links had their own id).
  const bom = rows.find((row) => row.id === id && isOwner(row, viewer)) ?? rows.find((row) => row.share_token === id);
  if (!bom) {
    const { rows: withdrawn } = await db.query('SELECT 1 FROM bom_withdrawn_links WHERE token = $1', [id]);
    if (withdrawn.length > 0) throw new ApiError(410, BOM_LINK_WITHDRAWN);
    throw notFound(BOM_NOT_FOUND);
  }
  return { bom, owner: isOwner(bom, viewer), via: id };
}

/** The BOM if this viewer owns it; a shared BOM is read-only for everyone else. */
export async function loadOwnBom(db: Queryable, id: string, viewer: BomViewer): Promise<BomRow> {
  const { bom, owner } = await loadBom(db, id, viewer);
  if (!owner) throw new ApiError(403, 'Only the owner of this BOM can change it. Upload a copy to make your own.');
  return bom;
}

/** Lines per read: reading 3,000 lines in one statement held every other visitor on PGlite 0.1–0.24 s. */
const LINES_PER_READ = 500;

/**
 * A BOM's lines in order, LINES_PER_READ a statement (each page starts after the last line number
 * read) with a turn of the event loop between them, so other requests run in between. A new mapping
 * swapped in between two pages would mix old lines and new: every page also reads the BOM's
 * updated_at (a swap changes it with the lines, in one transaction), and a read whose pages
 * disagree starts again (the third time in one statement, so a BOM changed again and again is still read).
 */
export async function loadLines(db: Queryable, id: string): Promise<BomLineRow[]> {
  for (let attempt = 1; ; attempt++) {
    const perRead = attempt < 3 ? LINES_PER_READ : Infinity;
    const lines: BomLineRow[] = [];
    const versions = new Set<number>();
    for (;;) {
      if (lines.length > 0) await nextTurn();
      const { rows } = await db.query<BomLineRow & { version: Date }>(
        `SELECT l.line_no, l.source, l.match, l.chosen_part_id, b.updated_at AS version
           FROM bom_lines l JOIN boms b ON b.id = l.bom_id
          WHERE l.bom_id = $1 AND l.line_no > $2 ORDER BY l.line_no LIMIT ${perRead === Infinity ? 'ALL' : perRead}`,
        [id, lines.at(-1)?.line_no ?? 0],
      );
      for (const { version, ...line } of rows) {
        versions.add(new Date(version).getTime());
        lines.push(line);
      }
      if (rows.length < perRead) break;
    }
    if (versions.size <= 1) return lines;
  }
}

/** Lines per INSERT: a few hundred rows are one short statement (tens of ms on PGlite). */
const LINES_PER_INSERT = 250;

/**
 * Writes a BOM's lines in statements of LINES_PER_INSERT, outside any transaction, with a turn of the
 * event loop between them. Why: PGlite runs each statement on the event loop, and a transaction
 * holds its only connection until COMMIT, so 3,000 lines in one statement (or several in one
 * transaction) kept every other visitor waiting 0.3–2.6 s. Atomicity comes from the callers
 * instead: they write under a BOM id nobody has been given yet (see createBom, replaceLines).
 */
async function insertLines(db: Queryable, id: string, lines: readonly BomSourceLine[], matches: readonly LineMatch[]): Promise<void> {
  for (let start = 0; start < lines.length; start += LINES_PER_INSERT) {
    if (start > 0) await nextTurn();
    const records = lines
      .slice(start, start + LINES_PER_INSERT)
      .map((source, i) => ({ line_no: start + i + 1, source, match: matches[start + i] }));
    await db.query(
      `INSERT INTO bom_lines (bom_id, line_no, source, match)
       SELECT $1, r.line_no, r.source, r.match FROM jsonb_to_recordset($2::jsonb) AS r(line_no integer, source jsonb, match jsonb)`,
      [id, JSON.stringify(records)],
    );
  }
}

/**
 * Runs `write` on a BOM nobody can reach yet and deletes that BOM (its lines go with it) if the
 * write fails, so a failed upload leaves nothing behind. Should the process die halfway, the BOM
 * is unsaved, unshared and its id was never answered: the 30-day cleanup in createBom takes it.
 */
async function orDiscard(db: Queryable, id: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    await db.query('DELETE FROM boms WHERE id = $1', [id]).catch(() => undefined);
    throw error;
  }
}

export interface NewBom {
  viewer: BomViewer;
  sourceName: string;
  sourceKind: SourceKind;
  grid: Grid;
  headerRow: number;
  mapping: ColumnMapping;
  lines: readonly BomSourceLine[];
  matches: readonly LineMatch[];
}

/**
 * Stores a new BOM with its lines; also clears guests' BOMs left unsaved for 30 days. No
 * transaction (see insertLines): until this returns its id nobody can open the BOM (the id is 128
 * random bits, it is new and unsaved, so no list shows it), and a failure deletes it again.
 */
export async function createBom(db: Database, bom: NewBom): Promise<string> {
  const id = crypto.randomBytes(16).toString('base64url');
  await db.query(
    `INSERT INTO boms (id, user_id, guest_id, source_name, source_kind, grid, header_row, mapping)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb)`,
    [
      id,
      bom.viewer.userId,
      bom.viewer.userId === null ? bom.viewer.guestId : null,
      bom.sourceName,
      bom.sourceKind,
      JSON.stringify(bom.grid),
      bom.headerRow,
      JSON.stringify(bom.mapping),
    ],
  );
  await orDiscard(db, id, () => insertLines(db, id, bom.lines, bom.matches));
  await db.query(
    `DELETE FROM boms WHERE id IN (SELECT id FROM boms WHERE NOT saved AND share_token IS NULL AND updated_at < now() - make_interval(days => $1) LIMIT 100)`,
    [UNSAVED_BOM_DAYS],
  );
  return id;
}

/**
 * A new header row or mapping: the lines are read and matched again, choices made before are
 * dropped. The new lines are written under a staging BOM nobody knows the id of (see
 * insertLines), then moved over in one short transaction, so the owner and anyone with the link
 * see the old lines or the new ones, never a mix, and a failure changes nothing.
 */
export async function replaceLines(
  db: Database,
  id: string,
  headerRow: number,
  mapping: ColumnMapping,
  lines: readonly BomSourceLine[],
  matches: readonly LineMatch[],
): Promise<void> {
  const staging = crypto.randomBytes(16).toString('base64url');
  // Its sheet is never read (the BOM's own stays): an empty one keeps the copy small.
  await db.query(
    `INSERT INTO boms (id, user_id, guest_id, source_name, source_kind, grid, header_row, mapping)
     SELECT $2, user_id, guest_id, source_name, source_kind, '[]'::jsonb, header_row, mapping FROM boms WHERE id = $1`,
    [id, staging],
  );
  await orDiscard(db, staging, async () => {
    await insertLines(db, staging, lines, matches);
    await db.transaction(async (tx) => {
      // The BOM's row first: it locks the row, so two changes at once on PostgreSQL take turns.
      await tx.query('UPDATE boms SET header_row = $2, mapping = $3::jsonb, updated_at = now() WHERE id = $1', [
        id,
        headerRow,
        JSON.stringify(mapping),
      ]);
      await tx.query('DELETE FROM bom_lines WHERE bom_id = $1', [id]);
      await tx.query('UPDATE bom_lines SET bom_id = $1 WHERE bom_id = $2', [id, staging]);
      await tx.query('DELETE FROM boms WHERE id = $1', [staging]);
    });
  });
}

/** One line of a BOM, or 404. */
export async function loadLine(db: Queryable, id: string, lineNo: number): Promise<BomLineRow> {
  const { rows } = await db.query<BomLineRow>(
    'SELECT line_no, source, match, chosen_part_id FROM bom_lines WHERE bom_id = $1 AND line_no = $2',
    [id, lineNo],
  );
  if (!rows[0]) throw notFound(`This BOM has no line ${lineNo}.`);
  return rows[0];
}

/**
 * The buyer picks one of the offered parts for a line (or 0: order nothing for it). Picking the
 * part the line shows by itself (`shownByDefault`: the match, or the cheapest equal part for the
 * saved build) clears the choice, so the line goes back to its match as it was.
 */
export async function chooseLinePart(db: Queryable, id: string, line: BomLineRow, partId: number, shownByDefault: boolean): Promise<void> {
  const offered = [line.match.partId, ...line.match.alternativeIds, ...(line.match.interchangeableIds ?? [])].filter(
    (value): value is number => value !== null,
  );
  if (partId !== 0 && !offered.includes(partId)) throw new ApiError(400, 'Choose one of the parts offered for this line.');
  const chosen = shownByDefault ? null : partId;
  await db.query('UPDATE bom_lines SET chosen_part_id = $3 WHERE bom_id = $1 AND line_no = $2', [id, line.line_no, chosen]);
  await db.query('UPDATE boms SET updated_at = now() WHERE id = $1', [id]);
}

export async function saveBom(
  db: Queryable,
  id: string,
  userId: number,
  name: string,
  builds: number,
  attritionTenths: number,
): Promise<void> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM boms WHERE user_id = $1 AND saved AND id <> $2', [userId, id]);
  if ((rows[0]?.n ?? 0) >= MAX_SAVED_BOMS) throw new ApiError(409, `You have ${MAX_SAVED_BOMS} saved BOMs; delete one to save another.`);
  await db.query('UPDATE boms SET name = $2, builds = $3, attrition_tenths = $4, saved = true, updated_at = now() WHERE id = $1', [
    id,
    name,
    builds,
    attritionTenths,
  ]);
}

/** Shares the BOM under a link of its own (128 random bits); sharing a shared BOM keeps its link. Answers the link's id. */
export async function shareBom(db: Queryable, id: string): Promise<string> {
  const token = crypto.randomBytes(16).toString('base64url');
  const { rows } = await db.query<{ share_token: string }>(
    `UPDATE boms SET share_token = coalesce(share_token, $2), shared_at = coalesce(shared_at, now()), updated_at = now()
      WHERE id = $1 RETURNING share_token`,
    [id, token],
  );
  return rows[0]!.share_token;
}

/** Withdraws the share link: it answers 410 from now on, and a new share makes a new link. */
export async function unshareBom(db: Database, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO bom_withdrawn_links (token, bom_id) SELECT share_token, id FROM boms WHERE id = $1 AND share_token IS NOT NULL
       ON CONFLICT (token) DO NOTHING`,
      [id],
    );
    await tx.query('UPDATE boms SET share_token = NULL, shared_at = NULL, updated_at = now() WHERE id = $1', [id]);
  });
}

export async function deleteBom(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM boms WHERE id = $1', [id]);
}

export async function listSavedBoms(db: Queryable, userId: number) {
  const { rows } = await db.query<{ id: string; name: string; source_name: string; lines: number; shared: boolean; updated_at: Date }>(
    `SELECT b.id, b.name, b.source_name, (SELECT count(*) FROM bom_lines l WHERE l.bom_id = b.id) AS lines, b.share_token IS NOT NULL AS shared, b.updated_at
       FROM boms b WHERE b.user_id = $1 AND b.saved ORDER BY b.updated_at DESC LIMIT $2`,
    [userId, MAX_SAVED_BOMS],
  );
  return rows.map((row) => ({
    Id: row.id,
    Name: row.name,
    SourceName: row.source_name,
    Lines: row.lines,
    Shared: row.shared,
    UpdatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/**
 * Guests' BOMs move to the account that signs in on the same browser (the cart id names both),
 * so a BOM uploaded before signing in can be saved afterwards.
 */
export async function claimGuestBoms(db: Queryable, viewer: BomViewer): Promise<void> {
  if (viewer.userId === null) return;
  await db.query('UPDATE boms SET user_id = $1, guest_id = NULL WHERE user_id IS NULL AND guest_id = $2', [viewer.userId, viewer.guestId]);
}

// ---------------------------------------------------------------------------------------------
// Remembered column choices: per account in the database, per guest in a cookie.

function parseRemembered(value: unknown, fields: readonly string[]): RememberedMapping {
  if (typeof value !== 'object' || value === null) return {};
  const out: RememberedMapping = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>).slice(0, MAX_REMEMBERED)) {
    if (/^[a-z0-9]{1,40}$/.test(key) && typeof field === 'string' && fields.includes(field)) out[key] = field as BomField;
  }
  return out;
}

export async function rememberedMapping(ctx: RequestContext, viewer: BomViewer, fields: readonly string[]): Promise<RememberedMapping> {
  if (viewer.userId !== null) {
    const { rows } = await ctx.db.query<{ mapping: unknown }>('SELECT mapping FROM bom_column_memory WHERE user_id = $1', [viewer.userId]);
    return parseRemembered(rows[0]?.mapping, fields);
  }
  const cookie = ctx.cookies[BOM_MAPPING_COOKIE];
  if (!cookie) return {};
  try {
    return parseRemembered(JSON.parse(cookie), fields);
  } catch {
    return {};
  }
}

/** Adds what the buyer just taught us to what we remembered; newest choices win, oldest fall off. */
export async function rememberMapping(
  ctx: RequestContext,
  viewer: BomViewer,
  learned: RememberedMapping,
  fields: readonly string[],
): Promise<void> {
  if (Object.keys(learned).length === 0) return;
  const before = await rememberedMapping(ctx, viewer, fields);
  for (const key of Object.keys(learned)) delete before[key];
  const merged = Object.fromEntries([...Object.entries(before), ...Object.entries(learned)].slice(-MAX_REMEMBERED));
  if (viewer.userId !== null) {
    await ctx.db.query(
      `INSERT INTO bom_column_memory (user_id, mapping) VALUES ($1, $2::jsonb)
       ON CONFLICT (user_id) DO UPDATE SET mapping = EXCLUDED.mapping, updated_at = now()`,
      [viewer.userId, JSON.stringify(merged)],
    );
  } else {
    ctx.setCookie(BOM_MAPPING_COOKIE, JSON.stringify(merged), {
      maxAgeSeconds: COOKIE_MAX_AGE_SECONDS,
      sameSite: 'Lax',
      httpOnly: true,
      secure: ctx.secure,
    });
  }
}

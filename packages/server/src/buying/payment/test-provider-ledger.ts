import type { Queryable } from '../../db/database';
import type { ProviderOutcome } from './provider';

/** What the test provider remembers of one idempotency key: the outcome and what was asked. */
export type ChargeRecord = ProviderOutcome & { amountCents: number; currency: string; description: string };

/**
 * The test provider's own records, by idempotency key. A real provider keeps these on its side of
 * the network, so they survive whatever happens to the shop; the server's ledger is a table written
 * outside the shop's transactions (`tableLedger`), unit tests use one in memory.
 */
export interface ChargeLedger {
  /** Stores `record` under `key` unless the key has one already; answers the record the key holds. */
  insertOnce(key: string, record: ChargeRecord): Promise<ChargeRecord>;
  find(key: string): Promise<ChargeRecord | undefined>;
  /** Moves a key's record from requires_action to `next`; answers the key's record as it now is. */
  settleChallenge(key: string, next: Pick<ChargeRecord, 'status' | 'message'>): Promise<ChargeRecord | undefined>;
}

export function memoryLedger(): ChargeLedger {
  const records = new Map<string, ChargeRecord>();
  return {
    async insertOnce(key, record) {
      if (!records.has(key)) records.set(key, record);
      return records.get(key)!;
    },
    async find(key) {
      return records.get(key);
    },
    async settleChallenge(key, next) {
      const record = records.get(key);
      if (record?.status === 'requires_action') records.set(key, { ...record, ...next } as ChargeRecord);
      return records.get(key);
    },
  };
}

interface Row {
  status: ProviderOutcome['status'];
  reference: string;
  brand: string;
  last4: string;
  message: string;
  amount_cents: number;
  currency: string;
  description: string;
}

const COLUMNS = 'status, reference, brand, last4, message, amount_cents, currency, description';
const fromRow = (row: Row): ChargeRecord => ({
  status: row.status,
  reference: row.reference,
  brand: row.brand,
  last4: row.last4,
  message: row.message,
  amountCents: Number(row.amount_cents),
  currency: row.currency,
  description: row.description,
});

/**
 * The ledger in the test_provider_charges table. Each call is one statement on its own (never inside
 * the shop's transaction): once it answers, the record is committed, as a provider's would be.
 */
export function tableLedger(db: Queryable): ChargeLedger {
  const find = async (key: string) => {
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM test_provider_charges WHERE idempotency_key = $1`, [key]);
    return rows[0] ? fromRow(rows[0]) : undefined;
  };
  return {
    async insertOnce(key, r) {
      const { rows } = await db.query<Row>(
        `INSERT INTO test_provider_charges (idempotency_key, status, reference, brand, last4, message, amount_cents, currency, description)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (idempotency_key) DO NOTHING RETURNING ${COLUMNS}`,
        [key, r.status, r.reference, r.brand, r.last4, r.message, r.amountCents, r.currency, r.description],
      );
      if (rows[0]) return fromRow(rows[0]);
      // A concurrent or earlier request with this key won: its record stands.
      return (await find(key))!;
    },
    find,
    async settleChallenge(key, next) {
      await db.query(
        `UPDATE test_provider_charges SET status = $2, message = $3, updated_at = now() WHERE idempotency_key = $1 AND status = 'requires_action'`,
        [key, next.status, next.message],
      );
      return find(key);
    },
  };
}

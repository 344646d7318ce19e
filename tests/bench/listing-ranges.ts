// Prints the plan and time of a range-filtered listing on the test catalogue (PostgreSQL), against
// the same listing without a range: `npx tsx tests/bench/listing-ranges.ts`.
import { readRange, valuesInRange } from '../../packages/server/src/catalog/range-filter';
import { startTestStore } from '../support/server';

const store = await startTestStore('postgres');
try {
  const { rows: ids } = await store.db.query<{ id: number }>(`SELECT id FROM categories WHERE slug = 'chip-resistors-surface-mount'`);
  const categoryIds = [ids[0]!.id];
  const explain = async (label: string, sql: string, params: unknown[]) => {
    const { rows } = await store.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params);
    console.log(`\n${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  };
  await explain(
    'Distinct values of Resistance in the category (cached 5 min per category and key)',
    `SELECT DISTINCT p.parameters->>$2 AS value FROM parts p WHERE p.category_id = ANY($1::int[]) AND p.parameters ? $2`,
    [categoryIds, 'Resistance'],
  );
  const { rows: values } = await store.db.query<{ value: string }>(
    `SELECT DISTINCT parameters->>'Resistance' AS value FROM parts WHERE category_id = ANY($1::int[])`,
    [categoryIds],
  );
  const inRange = valuesInRange(
    values.map((row) => row.value),
    readRange({ key: 'Resistance', from: '10k', to: '47k' }, 'Ω'),
  );
  const from = 'FROM parts p JOIN manufacturers m ON m.id = p.manufacturer_id WHERE p.category_id = ANY($1::int[])';
  await explain(
    `A page of parts with 10k–47k (${inRange.length} values)`,
    `SELECT p.id ${from} AND p.parameters->>$2 = ANY($3::text[]) ORDER BY p.popularity DESC, p.id LIMIT 20`,
    [categoryIds, 'Resistance', inRange],
  );
  await explain('The same page without a range', `SELECT p.id ${from} ORDER BY p.popularity DESC, p.id LIMIT 20`, [categoryIds]);
} finally {
  await store.stop();
}

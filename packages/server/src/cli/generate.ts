import fs from 'node:fs';
import path from 'node:path';
import { generateCategories, generateManufacturers, generateParts } from '@ferrite/demo-catalog';
import { parseArgs, runCli, UsageError } from './args';

const USAGE = 'Usage: npm run catalog:generate -- --out catalogue.jsonl [--parts 50000] [--seed 20250101]';

// Writes the demo catalogue as JSON lines without a database: proof that the same seed gives the same bytes.
await runCli(async () => {
  const args = parseArgs(process.argv.slice(2), { parts: 'number', seed: 'number', out: 'string' }, USAGE);
  if (!args.out) throw new UsageError(`--out is required. ${USAGE}`);
  const parts = (args.parts as number | undefined) ?? 50_000;
  const seed = (args.seed as number | undefined) ?? 20250101;
  const categories = generateCategories(seed);
  const manufacturers = generateManufacturers(seed);
  const outFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), args.out as string);
  const out = fs.createWriteStream(outFile);
  const write = (line: string) => (out.write(line + '\n') ? Promise.resolve() : new Promise<void>((r) => out.once('drain', () => r())));
  for (const c of categories) await write(JSON.stringify({ type: 'category', ...c }));
  for (const m of manufacturers) await write(JSON.stringify({ type: 'manufacturer', ...m }));
  for (const p of generateParts({ parts, seed }, categories, manufacturers)) await write(JSON.stringify({ type: 'part', ...p }));
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  console.log(`Wrote ${categories.length} categories, ${manufacturers.length} manufacturers and ${parts} parts to ${outFile}.`);
});

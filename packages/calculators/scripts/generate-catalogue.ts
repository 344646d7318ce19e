// Writes src/catalogue-data.ts from the descriptors, so titles and summaries are written once.
//   npm run catalogue -w @ferrite/calculators
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogueSource } from '../src/catalogue-source';
import { calculators } from '../src/registry';

const target = fileURLToPath(new URL('../src/catalogue-data.ts', import.meta.url));
fs.writeFileSync(target, catalogueSource(calculators));
console.log(`Wrote ${calculators.length} calculators to ${target}.`);

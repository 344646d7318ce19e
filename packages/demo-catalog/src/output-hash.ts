// SHA-256 fingerprints of what the generator produces, for the "same seed, byte-identical output" test.
// catalogueHash covers the catalogue exactly as the catalog:generate CLI writes it; familySampleHash
// reaches the families a small catalogue never picks, so a refactor of any family is checked too.
import crypto from 'node:crypto';
import { generateCategories } from './categories';
import { generateParts } from './part-stream';
import { FAMILIES } from './families';
import type { BaseSpec, Family } from './families/family';
import { generateManufacturers } from './manufacturers';

/** The catalogue as JSON lines (categories, manufacturers, parts), the bytes the catalog:generate CLI writes. */
export function* catalogueLines(parts: number, seed: number): Generator<string> {
  const categories = generateCategories(seed);
  const manufacturers = generateManufacturers(seed);
  for (const category of categories) yield JSON.stringify({ type: 'category', ...category }) + '\n';
  for (const manufacturer of manufacturers) yield JSON.stringify({ type: 'manufacturer', ...manufacturer }) + '\n';
  for (const part of generateParts({ parts, seed }, categories, manufacturers)) yield JSON.stringify({ type: 'part', ...part }) + '\n';
}

/** SHA-256 (hex) of catalogueLines(parts, seed). */
export function catalogueHash(parts: number, seed: number): string {
  const hash = crypto.createHash('sha256');
  for (const line of catalogueLines(parts, seed)) hash.update(line);
  return hash.digest('hex');
}

/** Combination `index` of a family, decoded as the engine does (last dimension varies fastest). */
function combination(family: Family, index: number): unknown[] {
  const values: unknown[] = new Array(family.dimensions.length);
  let rest = index;
  for (let dimension = family.dimensions.length - 1; dimension >= 0; dimension--) {
    const options = family.dimensions[dimension] as readonly unknown[];
    values[dimension] = options[rest % options.length];
    rest = Math.floor(rest / options.length);
  }
  return values;
}

/** A base part with fixed key names, so renaming a field of BaseSpec does not change the hash. */
function sampleRecord(spec: BaseSpec): unknown {
  return [
    spec.base,
    spec.variants,
    spec.description,
    spec.parameters,
    spec.price,
    spec.grams,
    spec.datasheetUrl,
    spec.lifecycle ?? null,
    spec.rohs ?? null,
  ];
}

/** How many combinations of each family the sample takes (evenly spaced, first and last included). */
const SAMPLES_PER_FAMILY = 32;

/** SHA-256 (hex) over every family's description and a few of its combinations' base parts. */
export function familySampleHash(): string {
  const hash = crypto.createHash('sha256');
  for (const family of FAMILIES) {
    const sizes = family.dimensions.map((options) => options.length);
    const size = sizes.reduce((product, length) => product * length, 1);
    hash.update(
      JSON.stringify([family.key, family.leaf, family.mfr, family.weight, family.kind, family.siblingShare ?? null, family.after ?? null]),
    );
    hash.update(JSON.stringify([family.pool ?? null, sizes]) + '\n');
    const picks = new Set<number>();
    for (let index = 0; index < SAMPLES_PER_FAMILY; index++) picks.add(Math.floor(((size - 1) * index) / (SAMPLES_PER_FAMILY - 1)));
    for (const index of picks) {
      const spec = family.make(combination(family, index));
      hash.update(JSON.stringify([index, spec === null ? null : sampleRecord(spec)]) + '\n');
    }
  }
  return hash.digest('hex');
}

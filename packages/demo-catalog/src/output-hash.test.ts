import { describe, expect, it } from 'vitest';
import { catalogueHash, familySampleHash } from './output-hash';

// Computed from commit a1cb64a's generator (packages/server/src/catalog/generator, before it became this
// package) by scripts/output-hash.ts (`npm run hash -w @ferrite/demo-catalog`). A refactor must leave
// them unchanged; only a deliberate change of the catalogue may update them, with its reason. The family
// sample (32 combinations a family) was recomputed on a1cb64a's generator files (`git archive 351d657
// packages/server/src/catalog/generator`) when it grew from 5 combinations a family.
const CATALOGUE_20000_SEED_20250101 = 'e360bf4d9e51bf7d38397a06828f97c971c6dcc5f41b51a8e0eee2bd61978c4d';
const CATALOGUE_5000_SEED_7 = '1b5af68f0049ff8ebb3874cfde460c660ac83881caac3c5d4eff933f372b851e';
const FAMILY_SAMPLE = 'acd342587836eb20939ea6db22966ea6aa2838f86761f2b8221d94fc37919c53';

describe('the same seed gives byte-identical output', () => {
  it('writes the 20,000-part catalogue of the default seed as it did at a1cb64a', () => {
    expect(catalogueHash(20_000, 20250101)).toBe(CATALOGUE_20000_SEED_20250101);
  });

  it('writes the 5,000-part catalogue of seed 7 as it did at a1cb64a', () => {
    expect(catalogueHash(5_000, 7)).toBe(CATALOGUE_5000_SEED_7);
  });

  it('makes the same base parts in every family, including those a small catalogue never picks', () => {
    expect(familySampleHash()).toBe(FAMILY_SAMPLE);
  });
});

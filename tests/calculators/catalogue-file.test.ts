// catalogue-data.ts is generated from the descriptors, so a title or summary is written once: the
// checked-in file must be what the generator writes from today's descriptors.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueSource } from '../../packages/calculators/src/catalogue-source';
import { calculators } from '../../packages/calculators/src/registry';

const file = path.resolve(import.meta.dirname, '../../packages/calculators/src/catalogue-data.ts');

describe('calculator catalogue file', () => {
  it('is current (after changing a descriptor, run `npm run catalogue -w @ferrite/calculators`)', () => {
    expect(fs.readFileSync(file, 'utf8')).toBe(catalogueSource(calculators));
  });

  it('changes when a descriptor’s words change', () => {
    const renamed = calculators.map((c) => (c.slug === 'ohms-law' ? { ...c, title: 'Ohm’s law, renamed' } : c));
    expect(catalogueSource(renamed)).not.toBe(catalogueSource(calculators));
    expect(catalogueSource(renamed)).toContain("title: 'Ohm’s law, renamed',");
  });
});

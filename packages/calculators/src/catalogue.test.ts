// @vitest-environment node
// The catalogue is generated from what the descriptors say (tests/calculators/catalogue-file.test.ts
// checks the file is current): it must name the same calculators, in the same order, with the same
// words, and load each one's own descriptor.
import { describe, expect, it } from 'vitest';
import { calculators } from './registry';
import { calculatorCatalogue, catalogueEntry } from './catalogue';
import { loadCalculator, loadedCalculator } from './load-calculator';

describe('calculator catalogue', () => {
  it('lists every calculator of the registry, in its order, with its slug, category, title and summary', () => {
    expect(calculatorCatalogue).toEqual(calculators.map(({ slug, category, title, summary }) => ({ slug, category, title, summary })));
  });

  it('finds an entry by slug', () => {
    expect(catalogueEntry('stripline-impedance')).toEqual({
      slug: 'stripline-impedance',
      category: 'PCB design',
      title: 'Stripline impedance',
      summary: calculators.find((calculator) => calculator.slug === 'stripline-impedance')!.summary,
    });
    expect(catalogueEntry('no-such-tool')).toBeUndefined();
  });

  it('keeps what it has loaded, for a render that cannot wait', async () => {
    expect(loadedCalculator('ohms-law')).toBeUndefined();
    const ohmsLaw = await loadCalculator('ohms-law');
    expect(ohmsLaw?.title).toBe("Ohm's law");
    expect(loadedCalculator('ohms-law')).toBe(ohmsLaw);
    expect(loadedCalculator('lc-resonance')).toBeUndefined();
  });

  it.each(calculators.map((calculator) => [calculator.slug, calculator] as const))(
    'loads %s as the registry’s own descriptor',
    async (slug, calculator) => {
      expect(await loadCalculator(slug)).toBe(calculator);
    },
  );

  it.each(['no-such-tool', '', 'constructor', '__proto__', 'toString', 'Ohms-Law'])('loads nothing for the slug %j', async (slug) => {
    expect(await loadCalculator(slug)).toBeUndefined();
    expect(loadedCalculator(slug)).toBeUndefined();
    expect(catalogueEntry(slug)).toBeUndefined();
  });
});

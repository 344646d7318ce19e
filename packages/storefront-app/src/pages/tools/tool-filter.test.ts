// @vitest-environment node
import { calculatorCatalogue, calculatorCategories } from '@ferrite/calculators/catalogue';
import { describe, expect, it } from 'vitest';
import { groupCalculators, matchesQuery } from './tool-filter';

const slugs = (query: string) => groupCalculators(query).flatMap((group) => group.calculators.map((calculator) => calculator.slug));

describe('the /tools filter', () => {
  it('lists every calculator, grouped in category order, when blank', () => {
    const groups = groupCalculators('  ');
    expect(groups.map((group) => group.category)).toEqual([...calculatorCategories]);
    expect(groups.flatMap((group) => group.calculators)).toHaveLength(calculatorCatalogue.length);
  });

  it('matches every word, in any case, in the title, summary, category or slug', () => {
    const ohms = calculatorCatalogue.find((calculator) => calculator.slug === 'ohms-law')!;
    expect(matchesQuery(ohms, "OHM'S")).toBe(true);
    expect(matchesQuery(ohms, 'basic circuits')).toBe(true);
    expect(matchesQuery(ohms, 'ohms-law')).toBe(true);
    expect(matchesQuery(ohms, 'ohm stripline')).toBe(false);
  });

  it('narrows to the matching calculators and drops empty groups', () => {
    const found = slugs('resistor');
    expect(found.length).toBeGreaterThan(2);
    expect(found.length).toBeLessThan(calculatorCatalogue.length);
    expect(found).toContain('resistor-colour-code');
    expect(found).not.toContain('length-converter');
    expect(groupCalculators('stripline').map((group) => group.category)).toEqual(['PCB design']);
    expect(groupCalculators('no such thing')).toEqual([]);
  });
});

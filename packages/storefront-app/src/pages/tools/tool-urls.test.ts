// @vitest-environment node
import { calculatorCategories, calculators } from '@ferrite/calculators';
import { describe, expect, it } from 'vitest';
import { calculatorPath, categoryAnchorUrl, categorySegment, searchString, shortCalculatorPath, toolsIndexUrl } from './tool-urls';

describe('categorySegment', () => {
  it.each([
    ['Passive components', 'passive-components'],
    ['Basic circuits', 'basic-circuits'],
    ['Power', 'power'],
    ['PCB design', 'pcb-design'],
    ['RF & signals', 'rf-signals'],
    ['ICs & timing', 'ics-timing'],
    ['Conversions', 'conversions'],
  ])('%s → %s', (category, segment) => {
    expect(categorySegment(category)).toBe(segment);
  });

  it('gives every category its own segment', () => {
    expect(new Set(calculatorCategories.map(categorySegment)).size).toBe(calculatorCategories.length);
  });
});

describe('calculator URLs', () => {
  it('puts the category before the slug under /tools/components', () => {
    expect(calculatorPath({ category: 'PCB design', slug: 'pcb-trace-width' })).toBe('/tools/components/pcb-design/pcb-trace-width');
    expect(calculatorPath({ category: 'ICs & timing', slug: '555-timer-astable' })).toBe('/tools/components/ics-timing/555-timer-astable');
  });

  it('gives every calculator a distinct canonical path made of URL-safe segments', () => {
    const paths = calculators.map(calculatorPath);
    expect(new Set(paths).size).toBe(calculators.length);
    for (const path of paths) expect(path).toMatch(/^\/tools\/components\/[a-z0-9-]+\/[a-z0-9-]+$/);
  });

  it('has a short form at /tools/{slug}', () => {
    expect(shortCalculatorPath('ohms-law')).toBe('/tools/ohms-law');
  });

  it('links the index and its category anchors', () => {
    expect(toolsIndexUrl()).toBe('/tools');
    expect(toolsIndexUrl('  ')).toBe('/tools');
    expect(toolsIndexUrl(' smd code ')).toBe('/tools?q=smd+code');
    expect(categoryAnchorUrl('RF & signals')).toBe('/tools#rf-signals');
  });

  it('spells a query as location.search does', () => {
    expect(searchString(new URLSearchParams())).toBe('');
    expect(searchString(new URLSearchParams({ a: '1', b: 'x y' }))).toBe('?a=1&b=x+y');
  });
});

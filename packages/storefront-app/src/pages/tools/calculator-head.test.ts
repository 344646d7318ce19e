// @vitest-environment node
import { calculatorBySlug } from '@ferrite/calculators';
import { describe, expect, it } from 'vitest';
import { calculatorHead, calculatorPageTitle } from './calculator-head';

describe('calculator page head', () => {
  it.each([
    ['Ohm’s law', 'Ohm’s law calculator'],
    ['Length converter', 'Length converter'],
    ['Wire size converter (AWG)', 'Wire size converter (AWG)'],
    ['Mortgage calculator', 'Mortgage calculator'],
  ])('%s → %s', (title, expected) => {
    expect(calculatorPageTitle({ title })).toBe(expected);
  });

  it('describes the page with the summary and points at the canonical URL', () => {
    const trace = calculatorBySlug('pcb-trace-width')!;
    expect(calculatorHead(trace)).toEqual({
      title: 'PCB trace width calculator',
      description: trace.summary,
      canonical: '/tools/components/pcb-design/pcb-trace-width',
    });
  });
});

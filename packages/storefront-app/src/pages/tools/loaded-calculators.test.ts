// @vitest-environment jsdom
// Before hydration no loader runs: the calculator of the URL being hydrated must load from the
// URL alone, and nothing else may.
import { afterEach, describe, expect, it } from 'vitest';
import { loadCalculatorAt, loadedCalculator, loadShownCalculator } from './loaded-calculators';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('calculators loaded for the tools routes', () => {
  it('loads nothing for a page that is not a calculator page', async () => {
    for (const path of ['/tools', '/tools/ohms-law', '/tools/components/basic-circuits']) {
      window.history.replaceState(null, '', path);
      await loadShownCalculator();
    }
    expect(loadedCalculator('ohms-law')).toBeUndefined();
  });

  it('loads the calculator of the calculator page in the address bar, whatever its case', async () => {
    window.history.replaceState(null, '', '/tools/components/basic-circuits/Ohms-Law?voltage=5');
    await loadShownCalculator();
    expect(loadedCalculator('ohms-law')?.title).toBe("Ohm's law");
    expect(loadedCalculator('voltage-divider')).toBeUndefined();
  });

  it('loads a calculator by slug, and nothing for an unknown one', async () => {
    expect(loadedCalculator('pcb-trace-width')).toBeUndefined();
    expect((await loadCalculatorAt('pcb-trace-width'))?.slug).toBe('pcb-trace-width');
    expect(loadedCalculator('pcb-trace-width')?.slug).toBe('pcb-trace-width');
    expect(await loadCalculatorAt('no-such-tool')).toBeUndefined();
    expect(loadedCalculator('no-such-tool')).toBeUndefined();
  });
});

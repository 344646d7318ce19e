// `@ferrite/calculators/load`: one dynamic import per calculator module, so a bundler puts each
// calculator in its own chunk and a page that shows one calculator loads only that one (and the
// helpers it shares), not the registry of all of them.
import type { CalculatorDescriptor } from './descriptor';

export type { CalculatorDescriptor } from './descriptor';

// A Map, not an object: a slug from a URL such as 'constructor' must not find Object's own keys.
const modules = new Map<string, () => Promise<Readonly<Record<string, unknown>>>>([
  ['resistor-colour-code', () => import('./calculators/resistor-colour-code')],
  ['resistor-value-to-colour-code', () => import('./calculators/resistor-colour-code-from-value')],
  ['smd-resistor-code', () => import('./calculators/smd-resistor-code')],
  ['capacitor-code', () => import('./calculators/capacitor-code')],
  ['series-parallel-resistors', () => import('./calculators/series-parallel-resistors')],
  ['series-parallel-capacitors', () => import('./calculators/series-parallel-capacitors')],
  ['capacitive-reactance', () => import('./calculators/capacitive-reactance')],
  ['inductive-reactance', () => import('./calculators/inductive-reactance')],
  ['rc-time-constant', () => import('./calculators/rc-time-constant')],
  ['rl-time-constant', () => import('./calculators/rl-time-constant')],
  ['capacitor-energy', () => import('./calculators/capacitor-energy')],
  ['inductor-energy', () => import('./calculators/inductor-energy')],
  ['air-core-inductor', () => import('./calculators/air-core-inductor')],
  ['ohms-law', () => import('./calculators/ohms-law')],
  ['voltage-divider', () => import('./calculators/voltage-divider')],
  ['voltage-divider-resistor', () => import('./calculators/voltage-divider-resistor')],
  ['current-divider', () => import('./calculators/current-divider')],
  ['delta-wye-conversion', () => import('./calculators/delta-wye')],
  ['led-series-resistor', () => import('./calculators/led-series-resistor')],
  ['resistor-power-dissipation', () => import('./calculators/resistor-power')],
  ['zener-regulator', () => import('./calculators/zener-regulator')],
  ['battery-life', () => import('./calculators/battery-life')],
  ['voltage-drop', () => import('./calculators/voltage-drop')],
  ['pcb-trace-width', () => import('./calculators/pcb-trace-width')],
  ['pcb-trace-width-ipc-2152', () => import('./calculators/pcb-trace-width-ipc2152')],
  ['pcb-via-current', () => import('./calculators/pcb-via')],
  ['microstrip-impedance', () => import('./calculators/microstrip-impedance')],
  ['stripline-impedance', () => import('./calculators/stripline-impedance')],
  ['differential-pair-impedance', () => import('./calculators/differential-pair-impedance')],
  ['twisted-pair-impedance', () => import('./calculators/twisted-pair-impedance')],
  ['dbm-to-watts', () => import('./calculators/dbm-power')],
  ['decibel-converter', () => import('./calculators/decibel')],
  ['frequency-to-wavelength', () => import('./calculators/frequency-wavelength')],
  ['lc-resonance', () => import('./calculators/lc-resonance')],
  ['rc-filter-cutoff-frequency', () => import('./calculators/rc-filter')],
  ['rms-peak-converter', () => import('./calculators/rms-peak')],
  ['attenuator-pi-t', () => import('./calculators/attenuator')],
  ['555-timer-astable', () => import('./calculators/timer-555-astable')],
  ['555-timer-monostable', () => import('./calculators/timer-555-monostable')],
  ['op-amp-gain', () => import('./calculators/op-amp-gain')],
  ['capacitance-converter', () => import('./conversions/capacitance')],
  ['energy-converter', () => import('./conversions/energy')],
  ['force-converter', () => import('./conversions/force')],
  ['inductance-converter', () => import('./conversions/inductance')],
  ['length-converter', () => import('./conversions/length')],
  ['pressure-converter', () => import('./conversions/pressure')],
  ['temperature-converter', () => import('./conversions/temperature')],
  ['volume-converter', () => import('./conversions/volume')],
  ['weight-converter', () => import('./conversions/weight')],
  ['wire-size-converter', () => import('./conversions/wire-size')],
  ['decimal-to-fraction', () => import('./conversions/decimal-fraction')],
]);

// What has loaded, for a render that cannot wait (a server-rendered page hydrating); at most one
// entry per calculator, as only known slugs get here.
const loaded = new Map<string, CalculatorDescriptor>();

/** The descriptor of the calculator at `slug`, importing only its module; undefined for an unknown slug. */
export async function loadCalculator(slug: string): Promise<CalculatorDescriptor | undefined> {
  const load = modules.get(slug);
  if (!load) return undefined;
  // Each module exports one descriptor, beside its plain functions: the one whose page this is.
  const descriptor = Object.values(await load()).find(
    (value): value is CalculatorDescriptor => (value as CalculatorDescriptor | undefined)?.slug === slug,
  );
  if (descriptor) loaded.set(slug, descriptor);
  return descriptor;
}

/** The descriptor at `slug` if `loadCalculator` has loaded it already, without waiting; else undefined. */
export function loadedCalculator(slug: string): CalculatorDescriptor | undefined {
  return loaded.get(slug);
}

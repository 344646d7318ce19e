// `@ferrite/calculators/catalogue`: what lists and links show of every calculator, as plain data,
// so that a page listing them loads no calculator code. The descriptors hold the same fields;
// catalogue.test.ts keeps the two in step.
import type { CalculatorCategory } from './descriptor';

export type { CalculatorCategory } from './descriptor';
export { calculatorCategories } from './descriptor';

/** A calculator as a list or a page head names it, without its inputs, formula or `run`. */
export interface CatalogueEntry {
  /** The descriptor's `slug`: the last path segment of its page. */
  readonly slug: string;
  readonly category: CalculatorCategory;
  readonly title: string;
  /** One sentence for the /tools index. */
  readonly summary: string;
}

/** Every calculator, in the registry's order (the order the /tools index shows within each category). */
export const calculatorCatalogue: readonly CatalogueEntry[] = [
  {
    slug: 'resistor-colour-code',
    category: 'Passive components',
    title: 'Resistor colour code',
    summary: 'Read the resistance, tolerance and temperature coefficient of a 4-, 5- or 6-band resistor.',
  },
  {
    slug: 'resistor-value-to-colour-code',
    category: 'Passive components',
    title: 'Resistor value to colour code',
    summary: 'Find the nearest standard E-series value and its 4-, 5- or 6-band colour code.',
  },
  {
    slug: 'smd-resistor-code',
    category: 'Passive components',
    title: 'SMD resistor code',
    summary: 'Decode 3-digit, 4-digit, R-notation and EIA-96 markings on SMD resistors.',
  },
  {
    slug: 'capacitor-code',
    category: 'Passive components',
    title: 'Capacitor code',
    summary: 'Decode the 3-digit and letter markings on ceramic and film capacitors (104 = 100 nF).',
  },
  {
    slug: 'series-parallel-resistors',
    category: 'Passive components',
    title: 'Resistors in series and parallel',
    summary: 'Total resistance of two to six resistors connected in series or in parallel.',
  },
  {
    slug: 'series-parallel-capacitors',
    category: 'Passive components',
    title: 'Capacitors in series and parallel',
    summary: 'Total capacitance of two to six capacitors connected in series or in parallel.',
  },
  {
    slug: 'capacitive-reactance',
    category: 'Passive components',
    title: 'Capacitive reactance',
    summary: 'Reactance of a capacitor at a given frequency.',
  },
  {
    slug: 'inductive-reactance',
    category: 'Passive components',
    title: 'Inductive reactance',
    summary: 'Reactance of an inductor at a given frequency.',
  },
  {
    slug: 'rc-time-constant',
    category: 'Passive components',
    title: 'RC time constant',
    summary: 'Time constant of a resistor–capacitor circuit and the charge reached after n time constants.',
  },
  {
    slug: 'rl-time-constant',
    category: 'Passive components',
    title: 'RL time constant',
    summary: 'Time constant of a resistor–inductor circuit and the current reached after n time constants.',
  },
  {
    slug: 'capacitor-energy',
    category: 'Passive components',
    title: 'Capacitor energy',
    summary: 'Energy and charge stored in a capacitor at a given voltage.',
  },
  {
    slug: 'inductor-energy',
    category: 'Passive components',
    title: 'Inductor energy',
    summary: 'Energy stored in an inductor carrying a given current.',
  },
  {
    slug: 'ohms-law',
    category: 'Basic circuits',
    title: "Ohm's law",
    summary: 'Enter any two of voltage, current, resistance and power to get the other two.',
  },
  {
    slug: 'voltage-divider',
    category: 'Basic circuits',
    title: 'Voltage divider',
    summary: 'Output voltage of a two-resistor divider, with or without a load.',
  },
  {
    slug: 'voltage-divider-resistor',
    category: 'Basic circuits',
    title: 'Voltage divider resistor (R2)',
    summary: 'The bottom resistor a divider needs for a wanted output, and the nearest standard value.',
  },
  {
    slug: 'current-divider',
    category: 'Basic circuits',
    title: 'Current divider',
    summary: 'How a current splits between two resistors in parallel.',
  },
  {
    slug: 'led-series-resistor',
    category: 'Power',
    title: 'LED series resistor',
    summary: 'Current-limiting resistor for one or more LEDs, rounded up to a standard value, with its power rating.',
  },
  {
    slug: 'resistor-power-dissipation',
    category: 'Power',
    title: 'Resistor power dissipation',
    summary: 'Power a resistor dissipates from its voltage or current, and the standard power rating to choose.',
  },
  {
    slug: 'zener-regulator',
    category: 'Power',
    title: 'Zener shunt regulator',
    summary: 'Series resistor and power ratings for a zener diode voltage regulator.',
  },
  { slug: 'battery-life', category: 'Power', title: 'Battery life', summary: 'How long a battery lasts at a constant load current.' },
  {
    slug: 'pcb-trace-width',
    category: 'PCB design',
    title: 'PCB trace width',
    summary: 'Minimum trace width for a current on external and internal layers (IPC-2221).',
  },
  {
    slug: 'microstrip-impedance',
    category: 'PCB design',
    title: 'Microstrip impedance',
    summary: 'Characteristic impedance of a surface microstrip by IPC-2141 and by Hammerstad–Jensen.',
  },
  {
    slug: 'stripline-impedance',
    category: 'PCB design',
    title: 'Stripline impedance',
    summary: 'Characteristic impedance of a symmetric stripline between two planes (IPC-2141).',
  },
  {
    slug: 'twisted-pair-impedance',
    category: 'RF & signals',
    title: 'Twisted pair impedance',
    summary: 'Characteristic impedance of a twisted pair of insulated round wires.',
  },
  {
    slug: 'dbm-to-watts',
    category: 'RF & signals',
    title: 'dBm to watts and volts',
    summary: 'Convert between dBm, watts and RMS volts into a given impedance (50 Ω by default).',
  },
  {
    slug: 'frequency-to-wavelength',
    category: 'RF & signals',
    title: 'Frequency and wavelength',
    summary: 'Wavelength of a frequency, or frequency of a wavelength, in free space or a cable.',
  },
  {
    slug: 'lc-resonance',
    category: 'RF & signals',
    title: 'LC resonant frequency',
    summary: 'Resonant frequency and characteristic impedance of an inductor–capacitor circuit.',
  },
  {
    slug: 'rc-filter-cutoff-frequency',
    category: 'RF & signals',
    title: 'RC filter cutoff frequency',
    summary: 'Cutoff (−3 dB) frequency of a first-order RC low-pass or high-pass filter.',
  },
  {
    slug: 'rms-peak-converter',
    category: 'RF & signals',
    title: 'RMS, peak and average',
    summary: 'Convert between peak, peak-to-peak, RMS and average values of sine, square, triangle and sawtooth waves.',
  },
  {
    slug: 'attenuator-pi-t',
    category: 'RF & signals',
    title: 'Pi and T attenuator',
    summary: 'Resistor values of matched pi and T attenuator pads.',
  },
  {
    slug: '555-timer-astable',
    category: 'ICs & timing',
    title: '555 timer (astable)',
    summary: 'Frequency, duty cycle and high/low times of a 555 oscillator.',
  },
  { slug: '555-timer-monostable', category: 'ICs & timing', title: '555 timer (monostable)', summary: 'Pulse width of a 555 one-shot.' },
  {
    slug: 'op-amp-gain',
    category: 'ICs & timing',
    title: 'Op-amp gain',
    summary: 'Gain of an inverting or non-inverting op-amp amplifier from its two resistors.',
  },
  {
    slug: 'capacitance-converter',
    category: 'Conversions',
    title: 'Capacitance converter',
    summary: 'Convert between picofarads, nanofarads, microfarads and farads.',
  },
  {
    slug: 'energy-converter',
    category: 'Conversions',
    title: 'Energy converter',
    summary: 'Convert between joules, watt-hours, kilowatt-hours, calories, BTU and electronvolts.',
  },
  {
    slug: 'force-converter',
    category: 'Conversions',
    title: 'Force converter',
    summary: 'Convert between newtons, kilogram-force, pound-force, dynes and more.',
  },
  {
    slug: 'inductance-converter',
    category: 'Conversions',
    title: 'Inductance converter',
    summary: 'Convert between nanohenries, microhenries, millihenries and henries.',
  },
  {
    slug: 'length-converter',
    category: 'Conversions',
    title: 'Length converter',
    summary: 'Convert between millimetres, mils, inches, feet, metres, miles and more.',
  },
  {
    slug: 'pressure-converter',
    category: 'Conversions',
    title: 'Pressure converter',
    summary: 'Convert between pascals, bar, psi, atmospheres, torr and mmHg.',
  },
  {
    slug: 'temperature-converter',
    category: 'Conversions',
    title: 'Temperature converter',
    summary: 'Convert between Celsius, Fahrenheit, kelvin and Rankine.',
  },
  {
    slug: 'volume-converter',
    category: 'Conversions',
    title: 'Volume converter',
    summary: 'Convert between millilitres, litres, cubic metres, cubic inches and US and UK gallons.',
  },
  {
    slug: 'weight-converter',
    category: 'Conversions',
    title: 'Weight converter',
    summary: 'Convert mass between grams, kilograms, ounces, pounds, tonnes and more.',
  },
  {
    slug: 'wire-size-converter',
    category: 'Conversions',
    title: 'Wire size converter (AWG)',
    summary: 'Convert between AWG, wire diameter in mm or inches, and cross-section in mm² or kcmil.',
  },
  {
    slug: 'decimal-to-fraction',
    category: 'Conversions',
    title: 'Decimal to fraction',
    summary: 'Convert a decimal to the closest fraction (or nearest 1/64) and a fraction to a decimal.',
  },
];

const bySlug = new Map(calculatorCatalogue.map((entry) => [entry.slug, entry]));

/** The catalogue entry of the calculator at `slug`, or undefined. */
export function catalogueEntry(slug: string): CatalogueEntry | undefined {
  return bySlug.get(slug);
}

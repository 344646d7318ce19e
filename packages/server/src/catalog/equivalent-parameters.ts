/**
 * Which of a part's parameters make another part a stand-in for it, most defining first: the
 * value (10 kΩ, 4.7 µF, the MCU core), then the package, then the ratings. A product page's
 * alternates (other makers) share the first three, its similar parts the first two.
 *
 * The stored order of a part's parameters says nothing about this (PostgreSQL's jsonb keeps keys
 * by length), and taking the first keys matched 'Series' and 'Tolerance': a 10 kΩ 0603 resistor
 * had no alternates and any RC-series resistor as "similar".
 */
const MOST_DEFINING = [
  // What the part is
  'Resistance',
  'Capacitance',
  'Inductance',
  'Frequency',
  'Core Processor',
  'Memory Size',
  'Program Memory Size',
  'Memory Type',
  'FET Type',
  'Amplifier Type',
  'Connector Type',
  'Number of Positions',
  'Voltage - Output (Min/Fixed)',
  'Function',
  'Type',
  // Where it goes
  'Package / Case',
  'Pitch',
  'Number of Rows',
  // What it withstands
  'Tolerance',
  'Voltage - Rated',
  'Voltage Rating',
  'Voltage Rating - DC',
  'Drain to Source Voltage (Vdss)',
  'Voltage - DC Reverse (Vr) (Max)',
  'Current Rating (Amps)',
  'Current - Continuous Drain (Id) @ 25°C',
  'Current - Average Rectified (Io)',
  'Current - Output',
  'Power (Watts)',
];

/** A maker's own naming, or conditions that differ between equivalent parts. */
const NOT_DEFINING = new Set([
  'Series',
  'Manufacturer Size Code',
  'Operating Temperature',
  'Operating Temperature - Junction',
  'Lifetime @ Temp.',
  'Contact Finish',
  'Contact Finish Thickness',
  'Color',
  'Ratings',
  'Size / Dimension',
  'Thickness (Max)',
  'Peripherals',
  'Connectivity',
  'Data Converters',
  'EEPROM Size',
]);

/** Where a parameter stands among the defining ones: 0 for the value, higher for the package and ratings, the list's length for the rest. */
export function parameterRank(key: string): number {
  const at = MOST_DEFINING.indexOf(key);
  return at >= 0 ? at : MOST_DEFINING.length;
}

/** The `count` most defining of `parameters`, as a jsonb containment filter (`parameters @> …`). */
export function equivalentParameters(parameters: Record<string, string>, count: number): Record<string, string> {
  const usable = Object.entries(parameters).filter(([key, value]) => !NOT_DEFINING.has(key) && value.trim() !== '' && value.trim() !== '-');
  // A stable sort: keys outside the list keep their stored order, after the listed ones.
  usable.sort(([a], [b]) => parameterRank(a) - parameterRank(b));
  return Object.fromEntries(usable.slice(0, count));
}

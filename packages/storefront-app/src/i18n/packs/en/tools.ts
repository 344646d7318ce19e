/**
 * English strings of the tools section: the calculator index and the form chrome. The calculators'
 * own names, inputs, units and messages come from @ferrite/calculators and stay English.
 */
export const tools = {
  breadcrumb: 'Tools',
  metaTitle: 'Electronics calculators and converters',
  metaDescription:
    'Free engineering calculators: resistor colour codes, PCB trace width, microstrip impedance, Ohm’s law, voltage dividers, 555 timers, dBm and unit conversions.',
  /** Title of a calculator page whose name does not already say calculator or converter. */
  calculatorPageTitle: '{title} calculator',
  indexTitle: 'Electronics calculators',
  indexLead:
    'Calculators and converters for everyday design work: colour codes, dividers, trace widths, impedances, timers and units. Every formula names the standard or reference it comes from, and every result has a URL you can share.',
  filterLabel: 'Filter calculators',
  filterPlaceholder: 'e.g. resistor, impedance, dBm',
  filterSubmit: 'Filter',
  calculatorCount_one: '{count} calculator',
  calculatorCount_other: '{count} calculators',
  matchCount: '{shown} of {total} calculators match “{query}”',
  noMatch: 'No calculator matches “{query}”.',
  showAll: 'Show all calculators',
  formula: 'Formula',
  source: 'Source:',
  optional: '(optional)',
  /** Accessible name of a field's unit list. */
  unitOf: '{label} unit',
  choose: 'Choose…',
  /** Accessible name of a calculator's form. */
  inputsOf: '{title} inputs',
  calculate: 'Calculate',
  result: 'Result',
  /** Link under a result to catalogue parts of that value. */
  matchingParts: 'Find in-stock {resistance} resistors',
  matchingPartsRated: 'Find in-stock {resistance} resistors rated {power} or more',
  matchingCapacitors: 'Find in-stock {capacitance} ceramic capacitors',
  matchingInductors: 'Find in-stock {inductance} inductors',
  noResult: 'No result yet: correct the marked fields.',
  /** How numbers are typed on the page; {example} is 1234.5 as this language writes it. */
  numberFormat: 'Type numbers as {example}, or 1e3; where the unit takes a prefix, 4k7 and 2.2u work too.',
  /** The one entry of a unit list for a plain number. */
  noUnit: 'no unit',
  copyResult: 'Copy result',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the result and copy it instead',
};

// American Wire Gauge ↔ diameter ↔ cross-section. ASTM B258 defines the gauge geometrically:
// 36 AWG = 0.005 in, 4/0 (0000) = 0.46 in, 39 steps between them.
import type { CalculatorDescriptor } from '../descriptor';
import { readNumberText } from '../number-text';
import { failure, runCalculator, success } from '../run';

const MM_PER_INCH = 25.4;
const DIAMETER_36_AWG_MM = 0.127;
/** Smallest and largest gauges handled: 4/0 is gauge −3; ASTM B258 tables run to 56. */
const LARGEST_GAUGE = -3;
const SMALLEST_GAUGE = 56;
/** Annealed copper at 20 °C, Ω·mm²/m (IEC 60028). */
const COPPER_RESISTIVITY = 0.017241;

/** Diameter (mm) of a gauge (AWG; 0 = '0', −1 = '2/0', −3 = '4/0'), ASTM B258 eq. d = 0.005 in × 92^((36 − n)/39). */
export function awgToDiameterMm(gauge: number): number {
  return DIAMETER_36_AWG_MM * 92 ** ((36 - gauge) / 39);
}

/** Gauge (AWG, fractional) of a diameter (mm). */
export function diameterMmToAwg(diameter: number): number {
  return 36 - (39 * Math.log(diameter / DIAMETER_36_AWG_MM)) / Math.log(92);
}

/** Cross-section (mm²) of a round conductor of a diameter (mm). */
export function diameterToAreaMm2(diameter: number): number {
  return (Math.PI / 4) * diameter * diameter;
}

/** Diameter (mm) of a round conductor of a cross-section (mm²). */
export function areaMm2ToDiameter(area: number): number {
  return Math.sqrt((4 * area) / Math.PI);
}

/** Reads a gauge written as '12', '0', '00', '2/0' or '0000'; undefined if it is not one. */
export function parseAwg(text: string): number | undefined {
  const trimmed = text.trim();
  const slashed = /^([1-9])\/0$/.exec(trimmed);
  if (slashed) return 1 - Number(slashed[1]);
  if (/^0{2,}$/.test(trimmed)) return 1 - trimmed.length;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  return undefined;
}

/** Writes a whole gauge the way tables do: 12, 0, 2/0 (00), 4/0 (0000). */
export function formatAwg(gauge: number): string {
  if (gauge >= 0) return String(gauge);
  const zeros = 1 - gauge;
  return `${zeros}/0 (${'0'.repeat(zeros)})`;
}

const fromOptions = [
  { value: 'awg', label: 'AWG' },
  { value: 'mm', label: 'Diameter (mm)' },
  { value: 'in', label: 'Diameter (in)' },
  { value: 'mm2', label: 'Cross-section (mm²)' },
  { value: 'kcmil', label: 'Cross-section (kcmil)' },
] as const;

const inputs = [
  { kind: 'text', key: 'value', label: 'Value', defaultValue: '12', placeholder: '12, 4/0, 0.8', maxLength: 12 },
  { kind: 'select', key: 'from', label: 'Entered as', options: fromOptions, defaultValue: 'awg' },
] as const;

/** Diameter (mm) of a value entered in one of the wire-size units. */
function diameterFrom(value: number, from: (typeof fromOptions)[number]['value']): number {
  switch (from) {
    case 'awg':
      return awgToDiameterMm(value);
    case 'mm':
      return value;
    case 'in':
      return value * MM_PER_INCH;
    case 'mm2':
      return areaMm2ToDiameter(value);
    case 'kcmil':
      // 1 circular mil is the area of a 1 mil circle, so kcmil → diameter in mils is √(1000 × kcmil).
      return Math.sqrt(value * 1000) * (MM_PER_INCH / 1000);
  }
}

export const wireSizeConverter: CalculatorDescriptor = {
  id: 'wire-size-converter',
  slug: 'wire-size-converter',
  title: 'Wire size converter (AWG)',
  category: 'Conversions',
  summary: 'Convert between AWG, wire diameter in mm or inches, and cross-section in mm² or kcmil.',
  inputs,
  outputs: [
    { key: 'awg', label: 'Nearest AWG', unit: '' },
    { key: 'exactGauge', label: 'Exact gauge', unit: 'AWG' },
    { key: 'diameterMm', label: 'Diameter', unit: 'mm', decimals: 4 },
    { key: 'diameterIn', label: 'Diameter', unit: 'in', decimals: 4 },
    { key: 'areaMm2', label: 'Cross-section', unit: 'mm²', decimals: 4 },
    { key: 'areaKcmil', label: 'Cross-section', unit: 'kcmil', decimals: 3 },
    { key: 'resistance', label: 'Copper resistance at 20 °C', unit: 'Ω/km', decimals: 3 },
  ],
  formula: 'd = 0.127 mm × 92^((36 − n) / 39)\nA = π d² / 4\nR = ρ / A, ρ = 0.017241 Ω·mm²/m',
  source: {
    title: 'ASTM B258-18',
    citation: 'Standard specification for standard nominal diameters and cross-sectional areas of AWG sizes of solid round wires',
  },
  run: (raw, options) =>
    runCalculator(inputs, raw, options, ({ value, from }) => {
      const read = from === 'awg' ? undefined : readNumberText(value, { locale: options?.locale });
      if (read && !read.ok) return failure('value', read.error);
      const number = from === 'awg' ? parseAwg(value) : read?.value;
      if (number === undefined || !Number.isFinite(number)) {
        return failure('value', from === 'awg' ? 'Enter a gauge such as 12, 0, 2/0 or 0000' : 'Enter a number');
      }
      if (from !== 'awg' && number <= 0) return failure('value', 'Size must be greater than 0');
      const diameterMm = diameterFrom(number, from);
      const exactGauge = diameterMmToAwg(diameterMm);
      if (exactGauge < LARGEST_GAUGE - 0.5 || exactGauge > SMALLEST_GAUGE + 0.5) {
        return failure('value', 'Outside the AWG range 4/0 (0000) to 56');
      }
      const areaMm2 = diameterToAreaMm2(diameterMm);
      const diameterMils = diameterMm / (MM_PER_INCH / 1000);
      return success({
        awg: formatAwg(Math.round(exactGauge)),
        exactGauge,
        diameterMm,
        diameterIn: diameterMm / MM_PER_INCH,
        areaMm2,
        areaKcmil: (diameterMils * diameterMils) / 1000,
        resistance: (COPPER_RESISTIVITY / areaMm2) * 1000,
      });
    }),
};

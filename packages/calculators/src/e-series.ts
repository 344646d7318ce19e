// IEC 60063:2015 preferred-number series, as printed in the standard (significant digits).
// Tables are literals, not computed from 10^(i/n): the standard rounds several E3–E24 values
// and E192's 920 away from that formula.
import { decadeOf, timesPowerOfTen } from './scale';

export const E6 = [10, 15, 22, 33, 47, 68] as const;
export const E12 = [10, 12, 15, 18, 22, 27, 33, 39, 47, 56, 68, 82] as const;
export const E24 = [10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91] as const;
export const E48 = [
  100, 105, 110, 115, 121, 127, 133, 140, 147, 154, 162, 169, 178, 187, 196, 205, 215, 226, 237, 249, 261, 274, 287, 301, 316, 332, 348,
  365, 383, 402, 422, 442, 464, 487, 511, 536, 562, 590, 619, 649, 681, 715, 750, 787, 825, 866, 909, 953,
] as const;
export const E96 = [
  100, 102, 105, 107, 110, 113, 115, 118, 121, 124, 127, 130, 133, 137, 140, 143, 147, 150, 154, 158, 162, 165, 169, 174, 178, 182, 187,
  191, 196, 200, 205, 210, 215, 221, 226, 232, 237, 243, 249, 255, 261, 267, 274, 280, 287, 294, 301, 309, 316, 324, 332, 340, 348, 357,
  365, 374, 383, 392, 402, 412, 422, 432, 442, 453, 464, 475, 487, 499, 511, 523, 536, 549, 562, 576, 590, 604, 619, 634, 649, 665, 681,
  698, 715, 732, 750, 768, 787, 806, 825, 845, 866, 887, 909, 931, 953, 976,
] as const;
export const E192 = [
  100, 101, 102, 104, 105, 106, 107, 109, 110, 111, 113, 114, 115, 117, 118, 120, 121, 123, 124, 126, 127, 129, 130, 132, 133, 135, 137,
  138, 140, 142, 143, 145, 147, 149, 150, 152, 154, 156, 158, 160, 162, 164, 165, 167, 169, 172, 174, 176, 178, 180, 182, 184, 187, 189,
  191, 193, 196, 198, 200, 203, 205, 208, 210, 213, 215, 218, 221, 223, 226, 229, 232, 234, 237, 240, 243, 246, 249, 252, 255, 258, 261,
  264, 267, 271, 274, 277, 280, 284, 287, 291, 294, 298, 301, 305, 309, 312, 316, 320, 324, 328, 332, 336, 340, 344, 348, 352, 357, 361,
  365, 370, 374, 379, 383, 388, 392, 397, 402, 407, 412, 417, 422, 427, 432, 437, 442, 448, 453, 459, 464, 470, 475, 481, 487, 493, 499,
  505, 511, 517, 523, 530, 536, 542, 549, 556, 562, 569, 576, 583, 590, 597, 604, 612, 619, 626, 634, 642, 649, 657, 665, 673, 681, 690,
  698, 706, 715, 723, 732, 741, 750, 759, 768, 777, 787, 796, 806, 816, 825, 835, 845, 856, 866, 876, 887, 898, 909, 920, 931, 942, 953,
  965, 976, 988,
] as const;

export const eSeries = { E6, E12, E24, E48, E96, E192 } as const;
export type ESeriesName = keyof typeof eSeries;

/** Series names from coarsest to finest. */
export const eSeriesNames = ['E6', 'E12', 'E24', 'E48', 'E96', 'E192'] as const satisfies readonly ESeriesName[];

/** Tolerance (± %) each series was designed for, IEC 60063 Table 1. */
export const eSeriesTolerancePercent = { E6: 20, E12: 10, E24: 5, E48: 2, E96: 1, E192: 0.5 } as const;

/** Select options for calculators that snap to a series. */
export const eSeriesOptions = [
  { value: 'E6', label: 'E6 (±20 %)' },
  { value: 'E12', label: 'E12 (±10 %)' },
  { value: 'E24', label: 'E24 (±5 %)' },
  { value: 'E48', label: 'E48 (±2 %)' },
  { value: 'E96', label: 'E96 (±1 %)' },
  { value: 'E192', label: 'E192 (±0.5 %)' },
] as const;

/** Significant digits a series prints: 2 up to E24, 3 from E48. */
export function seriesDigits(series: ESeriesName): 2 | 3 {
  return eSeries[series][0] === 10 ? 2 : 3;
}

/** Series values around `value` (its decade and one neighbour each side), ascending, in the value's unit. */
function neighbourhood(value: number, series: ESeriesName): number[] {
  const table = eSeries[series];
  const exponent = decadeOf(value) - (seriesDigits(series) - 1);
  const lastBelow = table[table.length - 1] ?? 0;
  const firstAbove = table[0] * 10;
  return [
    timesPowerOfTen(lastBelow, exponent - 1),
    ...table.map((entry) => timesPowerOfTen(entry, exponent)),
    timesPowerOfTen(firstAbove, exponent),
  ];
}

// Values typed as 4.7 and table values scaled to 4.7 may differ in the last bit.
const RELATIVE_SLACK = 1e-9;

/** Nearest value of an E-series to `value` (> 0), measured as a ratio (IEC 60063 spacing is geometric). */
export function nearestSeriesValue(value: number, series: ESeriesName): number {
  let best = value;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of neighbourhood(value, series)) {
    const distance = Math.abs(Math.log(candidate / value));
    if (distance < bestDistance - RELATIVE_SLACK) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Smallest E-series value at or above `value` (> 0); e.g. (137, 'E12') → 150. */
export function seriesValueAtOrAbove(value: number, series: ESeriesName): number {
  const found = neighbourhood(value, series).find((candidate) => candidate >= value * (1 - RELATIVE_SLACK));
  return found ?? value;
}

/** Largest E-series value at or below `value` (> 0); e.g. (137, 'E12') → 120. */
export function seriesValueAtOrBelow(value: number, series: ESeriesName): number {
  const found = neighbourhood(value, series)
    .reverse()
    .find((candidate) => candidate <= value * (1 + RELATIVE_SLACK));
  return found ?? value;
}

/** Coarsest series that contains `value` exactly (to 1 ppb), or undefined for a non-standard value. */
export function coarsestSeriesContaining(value: number): ESeriesName | undefined {
  return eSeriesNames.find((series) => {
    const nearest = nearestSeriesValue(value, series);
    return Math.abs(nearest - value) <= value * RELATIVE_SLACK;
  });
}

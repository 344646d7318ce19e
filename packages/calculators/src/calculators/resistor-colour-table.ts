// IEC 60062:2016 §4 colour code for resistors: what each colour means in each band role.

export const digitColours = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'violet', 'grey', 'white'] as const;
export type DigitColour = (typeof digitColours)[number];

/** Multiplier band: power of ten; gold 10^-1, silver 10^-2, pink 10^-3 (pink added in the 2016 edition). */
export const multiplierExponents = {
  pink: -3,
  silver: -2,
  gold: -1,
  black: 0,
  brown: 1,
  red: 2,
  orange: 3,
  yellow: 4,
  green: 5,
  blue: 6,
  violet: 7,
  grey: 8,
  white: 9,
} as const;
export type MultiplierColour = keyof typeof multiplierExponents;

/** Tolerance band, ± %; 'none' is a missing band (±20 %). */
export const tolerancePercents = {
  brown: 1,
  red: 2,
  orange: 0.05,
  yellow: 0.02,
  green: 0.5,
  blue: 0.25,
  violet: 0.1,
  grey: 0.01,
  gold: 5,
  silver: 10,
  none: 20,
} as const;
export type ToleranceColour = keyof typeof tolerancePercents;

/** Temperature-coefficient band of 6-band resistors, ppm/K. */
export const tempcoPpmPerKelvin = {
  black: 250,
  brown: 100,
  red: 50,
  orange: 15,
  yellow: 25,
  green: 20,
  blue: 10,
  violet: 5,
  grey: 1,
} as const;
export type TempcoColour = keyof typeof tempcoPpmPerKelvin;

export type BandCount = 4 | 5 | 6;

export interface ResistorBands {
  /** Two digit colours for 4 bands, three for 5 and 6 bands. */
  readonly digits: readonly DigitColour[];
  readonly multiplier: MultiplierColour;
  readonly tolerance: ToleranceColour;
  /** Only on 6-band resistors. */
  readonly tempco?: TempcoColour;
}

export interface ResistorReading {
  /** Ω */
  readonly resistance: number;
  /** ± % */
  readonly tolerancePercent: number;
  /** ppm/K, when a tempco band is present. */
  readonly tempcoPpmPerKelvin?: number;
}

/** Band colours in the order they are printed, e.g. ['yellow', 'violet', 'red', 'gold']. */
export function bandSequence(bands: ResistorBands): string[] {
  const sequence: string[] = [...bands.digits, bands.multiplier];
  if (bands.tolerance !== 'none') sequence.push(bands.tolerance);
  if (bands.tempco) sequence.push(bands.tempco);
  return sequence;
}

// Select options, written out so that importing them runs no code (tree-shaking keeps them pure).
export const bandCountOptions = [
  { value: '4', label: '4 bands' },
  { value: '5', label: '5 bands' },
  { value: '6', label: '6 bands' },
] as const;

export const digitOptions = [
  { value: 'black', label: 'Black (0)' },
  { value: 'brown', label: 'Brown (1)' },
  { value: 'red', label: 'Red (2)' },
  { value: 'orange', label: 'Orange (3)' },
  { value: 'yellow', label: 'Yellow (4)' },
  { value: 'green', label: 'Green (5)' },
  { value: 'blue', label: 'Blue (6)' },
  { value: 'violet', label: 'Violet (7)' },
  { value: 'grey', label: 'Grey (8)' },
  { value: 'white', label: 'White (9)' },
] as const;

export const multiplierOptions = [
  { value: 'pink', label: 'Pink (×0.001)' },
  { value: 'silver', label: 'Silver (×0.01)' },
  { value: 'gold', label: 'Gold (×0.1)' },
  { value: 'black', label: 'Black (×1)' },
  { value: 'brown', label: 'Brown (×10)' },
  { value: 'red', label: 'Red (×100)' },
  { value: 'orange', label: 'Orange (×1k)' },
  { value: 'yellow', label: 'Yellow (×10k)' },
  { value: 'green', label: 'Green (×100k)' },
  { value: 'blue', label: 'Blue (×1M)' },
  { value: 'violet', label: 'Violet (×10M)' },
  { value: 'grey', label: 'Grey (×100M)' },
  { value: 'white', label: 'White (×1G)' },
] as const;

export const toleranceOptions = [
  { value: 'brown', label: 'Brown (±1 %)' },
  { value: 'red', label: 'Red (±2 %)' },
  { value: 'orange', label: 'Orange (±0.05 %)' },
  { value: 'yellow', label: 'Yellow (±0.02 %)' },
  { value: 'green', label: 'Green (±0.5 %)' },
  { value: 'blue', label: 'Blue (±0.25 %)' },
  { value: 'violet', label: 'Violet (±0.1 %)' },
  { value: 'grey', label: 'Grey (±0.01 %)' },
  { value: 'gold', label: 'Gold (±5 %)' },
  { value: 'silver', label: 'Silver (±10 %)' },
  { value: 'none', label: 'No band (±20 %)' },
] as const;

export const tempcoOptions = [
  { value: 'black', label: 'Black (250 ppm/K)' },
  { value: 'brown', label: 'Brown (100 ppm/K)' },
  { value: 'red', label: 'Red (50 ppm/K)' },
  { value: 'orange', label: 'Orange (15 ppm/K)' },
  { value: 'yellow', label: 'Yellow (25 ppm/K)' },
  { value: 'green', label: 'Green (20 ppm/K)' },
  { value: 'blue', label: 'Blue (10 ppm/K)' },
  { value: 'violet', label: 'Violet (5 ppm/K)' },
  { value: 'grey', label: 'Grey (1 ppm/K)' },
] as const;

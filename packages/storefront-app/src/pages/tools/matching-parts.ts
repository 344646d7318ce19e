// From a calculator's result to the catalogue listing of parts that fit it: the category page
// with the same `f.` parametric filters and in-stock switch a buyer would set by hand.
import { standardPowerRatings, type CalculatorResult } from '@ferrite/calculators';
import { categoryUrl } from '@ferrite/contract/urls';
import { FILTER_PREFIX } from '../catalog/listing-params';

export const CHIP_RESISTORS = 'resistors/chip-resistors-surface-mount';
export const THROUGH_HOLE_RESISTORS = 'resistors/through-hole-resistors';
export const CERAMIC_CAPACITORS = 'capacitors/ceramic-capacitors-mlcc';

/**
 * 'Power (Watts)' values as the catalogue spells them, per category. Filters match text exactly,
 * so "at least X W" becomes the list of spellings at or above X (values of one key are ORed).
 */
export const CATALOGUE_POWER_VALUES: Record<string, readonly string[]> = {
  [CHIP_RESISTORS]: ['0.05 W', '0.063 W', '0.1 W', '0.125 W', '0.25 W', '0.5 W', '0.75 W', '1 W'],
  [THROUGH_HOLE_RESISTORS]: ['0.125 W', '0.167 W', '0.25 W', '0.5 W', '0.75 W', '1 W'],
};

/** The catalogue covers 1 Ω … 10 MΩ; outside it a link would always lead to an empty page. */
const MIN_OHMS = 1;
const MAX_OHMS = 10e6;
/** Ceramic capacitors (MLCC) in the catalogue run from 1 pF (C0G) to 100 µF (X5R). */
const MIN_PICOFARADS = 1;
const MAX_PICOFARADS = 100e6;

export interface MatchingPartsLink {
  href: string;
  /** What the listing holds, so the link can say so. */
  kind: 'resistors' | 'ceramicCapacitors';
  /** The filtered value as the catalogue spells it: '150 Ω', '4.7 kΩ', '100 nF'. */
  value: string;
  /** The smallest power value the link accepts, or undefined when power is not filtered. */
  minPower?: string;
}

/** Ohms in the catalogue's spelling: three significant digits at most, no trailing zeros. */
export function catalogueResistance(ohms: number): string | undefined {
  if (!Number.isFinite(ohms) || ohms < MIN_OHMS * (1 - 1e-9) || ohms > MAX_OHMS * (1 + 1e-9)) return undefined;
  const [scale, unit] = ohms >= 1e6 * (1 - 1e-9) ? [1e6, 'MΩ'] : ohms >= 1e3 * (1 - 1e-9) ? [1e3, 'kΩ'] : [1, 'Ω'];
  return `${Number((ohms / scale).toPrecision(3))} ${unit}`;
}

const wattsOf = (spelling: string) => Number.parseFloat(spelling);

/** Listing URL of in-stock resistors of `ohms`, rated `minWatts` or more when given. */
export function resistorListingLink(category: string, ohms: number, minWatts?: number): MatchingPartsLink | undefined {
  const resistance = catalogueResistance(ohms);
  if (resistance === undefined) return undefined;
  const params = new URLSearchParams({ inStock: '1', [`${FILTER_PREFIX}Resistance`]: resistance });
  let minPower: string | undefined;
  if (minWatts !== undefined) {
    // 1/16 W is sold as '0.063 W': compare with a little slack so rounding of the spelling does not exclude it.
    const enough = (CATALOGUE_POWER_VALUES[category] ?? []).filter((value) => wattsOf(value) >= minWatts * (1 - 0.01));
    if (enough.length === 0) return undefined;
    minPower = enough[0];
    for (const value of enough) params.append(`${FILTER_PREFIX}Power (Watts)`, value);
  }
  return { href: `${categoryUrl(category)}?${params.toString()}`, kind: 'resistors', value: resistance, ...(minPower ? { minPower } : {}) };
}

/**
 * Picofarads in the catalogue's 'Capacitance' spelling: pF below 1 nF, nF below 1 µF, then µF,
 * three significant digits at most, no trailing zeros ('4.7 pF', '100 nF', '2.2 µF').
 */
export function catalogueCapacitance(picofarads: number): string | undefined {
  if (!Number.isFinite(picofarads) || picofarads < MIN_PICOFARADS * (1 - 1e-9) || picofarads > MAX_PICOFARADS * (1 + 1e-9))
    return undefined;
  const [scale, unit] = picofarads >= 1e6 * (1 - 1e-9) ? [1e6, 'µF'] : picofarads >= 1e3 * (1 - 1e-9) ? [1e3, 'nF'] : [1, 'pF'];
  return `${Number((picofarads / scale).toPrecision(3))} ${unit}`;
}

/** Listing URL of in-stock ceramic capacitors (MLCC) of `picofarads`. */
export function capacitorListingLink(picofarads: number): MatchingPartsLink | undefined {
  const capacitance = catalogueCapacitance(picofarads);
  if (capacitance === undefined) return undefined;
  const params = new URLSearchParams({ inStock: '1', [`${FILTER_PREFIX}Capacitance`]: capacitance });
  return { href: `${categoryUrl(CERAMIC_CAPACITORS)}?${params.toString()}`, kind: 'ceramicCapacitors', value: capacitance };
}

const numberOf = (value: number | string | undefined) => (typeof value === 'number' ? value : undefined);

/** The link under a calculator's result, for calculators whose result is a part to buy. */
export function matchingPartsFor(slug: string, result: CalculatorResult): MatchingPartsLink | undefined {
  if (!result.ok) return undefined;
  const values = result.values;
  switch (slug) {
    case 'led-series-resistor': {
      const ohms = numberOf(values.standardResistance);
      // The rating output is the standard step the calculator chose (dissipation × margin).
      const rating = standardPowerRatings.find((step) => step.label === values.rating);
      return ohms === undefined || rating === undefined ? undefined : resistorListingLink(CHIP_RESISTORS, ohms, rating.watts);
    }
    case 'voltage-divider-resistor': {
      const ohms = numberOf(values.standardR2);
      return ohms === undefined ? undefined : resistorListingLink(CHIP_RESISTORS, ohms);
    }
    case 'resistor-colour-code': {
      // Colour bands are printed on leaded parts, so the match is a through-hole resistor.
      const ohms = numberOf(values.resistance);
      return ohms === undefined ? undefined : resistorListingLink(THROUGH_HOLE_RESISTORS, ohms);
    }
    case 'capacitor-code': {
      // Three-digit and letter codes are printed on ceramic (and film) capacitors; the catalogue's
      // marked ceramics are MLCCs, filtered by the decoded value.
      const picofarads = numberOf(values.picofarads);
      return picofarads === undefined ? undefined : capacitorListingLink(picofarads);
    }
    default:
      return undefined;
  }
}

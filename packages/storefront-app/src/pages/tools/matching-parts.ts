// From a calculator's result to the catalogue listing of parts that fit it: the category page
// with the same `f.` parametric filters and in-stock switch a buyer would set by hand.
import { nearestSeriesValue, standardPowerRatings, type CalculatorResult } from '@ferrite/calculators';
import { categoryUrl } from '@ferrite/contract/urls';
import { FILTER_PREFIX } from '../catalog/listing-params';

export const CHIP_RESISTORS = 'resistors/chip-resistors-surface-mount';
export const THROUGH_HOLE_RESISTORS = 'resistors/through-hole-resistors';
export const CERAMIC_CAPACITORS = 'capacitors/ceramic-capacitors-mlcc';
export const RF_INDUCTORS = 'inductors-and-ferrites/rf-inductors';
export const POWER_INDUCTORS = 'inductors-and-ferrites/power-inductors';

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
/** RF inductors run from 1 nH to 1 µH, power inductors from 0.1 µH to 1000 µH (E6 and E24). */
const MIN_NANOHENRIES = 1;
const RF_MAX_NANOHENRIES = 1000;
const MAX_NANOHENRIES = 1e6;
/** The rating margin over a resistor's dissipation: the LED calculator's default. */
const POWER_MARGIN = 2;

export interface MatchingPartsLink {
  href: string;
  /** What the listing holds, so the link can say so. */
  kind: 'resistors' | 'ceramicCapacitors' | 'inductors';
  /** The filtered value as the catalogue spells it: '150 Ω', '4.7 kΩ', '100 nF', '18 µH'. */
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

/** Nanohenries in the catalogue's 'Inductance' spelling: nH below 1 µH, then µH, three significant digits at most ('4.7 nH', '470 nH', '18 µH'). */
export function catalogueInductance(nanohenries: number): string | undefined {
  if (!Number.isFinite(nanohenries) || nanohenries < MIN_NANOHENRIES * (1 - 1e-9) || nanohenries > MAX_NANOHENRIES * (1 + 1e-9))
    return undefined;
  const [scale, unit] = nanohenries >= 1e3 * (1 - 1e-9) ? [1e3, 'µH'] : [1, 'nH'];
  return `${Number((nanohenries / scale).toPrecision(3))} ${unit}`;
}

/** Listing URL of in-stock inductors of the E12 value nearest `henries`: RF inductors up to 1 µH, power inductors above. */
export function inductorListingLink(henries: number): MatchingPartsLink | undefined {
  if (!Number.isFinite(henries) || henries <= 0) return undefined;
  const nanohenries = nearestSeriesValue(henries * 1e9, 'E12');
  const inductance = catalogueInductance(nanohenries);
  if (inductance === undefined) return undefined;
  const category = nanohenries <= RF_MAX_NANOHENRIES * (1 + 1e-9) ? RF_INDUCTORS : POWER_INDUCTORS;
  const params = new URLSearchParams({ inStock: '1', [`${FILTER_PREFIX}Inductance`]: inductance });
  return { href: `${categoryUrl(category)}?${params.toString()}`, kind: 'inductors', value: inductance };
}

const numberOf = (value: number | string | undefined) => (typeof value === 'number' ? value : undefined);

/** Links to chip resistors of the E24 values nearest `ohms`, one per distinct value, in order. */
function nearestResistorLinks(ohms: readonly (number | undefined)[], minWatts?: readonly (number | undefined)[]): MatchingPartsLink[] {
  const links: MatchingPartsLink[] = [];
  ohms.forEach((value, index) => {
    if (value === undefined || !(value > 0)) return;
    const watts = minWatts?.[index];
    const link = resistorListingLink(
      CHIP_RESISTORS,
      nearestSeriesValue(value, 'E24'),
      watts === undefined ? undefined : watts * POWER_MARGIN,
    );
    if (link && !links.some((known) => known.href === link.href)) links.push(link);
  });
  return links;
}

/**
 * Every link under a calculator's result, for calculators whose result is a part to buy (the
 * descriptor's `resultPart`): several when the result names several parts (a wye's three resistors).
 */
export function matchingPartsLinksFor(slug: string, result: CalculatorResult): MatchingPartsLink[] {
  if (!result.ok) return [];
  const values = result.values;
  switch (slug) {
    case 'delta-wye-conversion':
      // The converted network: three resistors of the nearest E24 values (IEC 60063 ±5 %).
      return nearestResistorLinks(['ra', 'rb', 'rc', 'rab', 'rbc', 'rca'].map((key) => numberOf(values[key])));
    case 'current-divider': {
      // The branch resistors, each rated for twice what it dissipates at its share of the current.
      const branches = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => {
        const current = numberOf(values[`i${index}`]);
        const voltage = numberOf(values.voltage);
        return current === undefined || voltage === undefined || current <= 0
          ? undefined
          : { ohms: voltage / current, watts: voltage * current };
      });
      return nearestResistorLinks(
        branches.map((branch) => branch?.ohms),
        branches.map((branch) => branch?.watts),
      );
    }
    case 'air-core-inductor': {
      const link = inductorListingLink(numberOf(values.inductance) ?? Number.NaN);
      return link ? [link] : [];
    }
    default: {
      const link = singleMatchingPart(slug, result);
      return link ? [link] : [];
    }
  }
}

/** The first link under a calculator's result, or undefined when its result is not a part in the catalogue. */
export function matchingPartsFor(slug: string, result: CalculatorResult): MatchingPartsLink | undefined {
  return matchingPartsLinksFor(slug, result)[0];
}

function singleMatchingPart(slug: string, result: CalculatorResult): MatchingPartsLink | undefined {
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

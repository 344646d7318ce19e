import type { ShippingMethod, ShippingOption } from '@ferrite/contract/buying';

/**
 * Shipping rules (docs/decisions/buying-shipping-and-tax.md). Everything ships from one warehouse in Texas, USA.
 * A destination country falls in a zone; each zone offers some methods; a method's fee depends on
 * the shipment's weight band; standard shipping is free over a zone's threshold for light parcels.
 */

export const SHIPPING_ZONES = ['US', 'NA', 'EU', 'APAC', 'ROW'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const ZONE_NAMES: Record<ShippingZone, string> = {
  US: 'United States',
  NA: 'Canada and Mexico',
  EU: 'Europe',
  APAC: 'Asia-Pacific',
  ROW: 'Rest of the world',
};

const US_TERRITORIES = ['US', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM'];
export const EU_MEMBERS = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];
const OTHER_EUROPE = ['GB', 'CH', 'NO', 'IS', 'LI', 'MC', 'AD', 'SM', 'VA'];
const APAC = ['JP', 'KR', 'CN', 'HK', 'MO', 'TW', 'SG', 'AU', 'NZ', 'MY', 'TH', 'PH', 'ID', 'VN', 'IN'];

export function zoneOf(country: string): ShippingZone {
  if (US_TERRITORIES.includes(country)) return 'US';
  if (country === 'CA' || country === 'MX') return 'NA';
  if (EU_MEMBERS.includes(country) || OTHER_EUROPE.includes(country)) return 'EU';
  if (APAC.includes(country)) return 'APAC';
  return 'ROW';
}

/** Upper bounds of the weight bands, in grams; above the last band each started kilogram adds a fee. */
export const WEIGHT_BANDS_GRAMS = [500, 2_000, 5_000, 10_000, 20_000] as const;

interface Rate {
  /** Fee per band of WEIGHT_BANDS_GRAMS, in cents. */
  bands: readonly [number, number, number, number, number];
  /** Cents per started kilogram above 20 kg. */
  perExtraKg: number;
  /** Heaviest shipment the method carries, in grams. */
  maxGrams: number;
  transitDays: string;
}

const economyMax = 20_000;
const parcelMax = 70_000;

export const RATES: Record<ShippingZone, Partial<Record<ShippingMethod, Rate>>> = {
  US: {
    economy: { bands: [599, 899, 1499, 2499, 3999], perExtraKg: 150, maxGrams: economyMax, transitDays: '5–8' },
    standard: { bands: [899, 1299, 1999, 2999, 4999], perExtraKg: 200, maxGrams: parcelMax, transitDays: '2–4' },
    express: { bands: [2499, 3499, 4999, 7999, 12999], perExtraKg: 500, maxGrams: parcelMax, transitDays: '1–2' },
  },
  NA: {
    economy: { bands: [1499, 2499, 3999, 5999, 8999], perExtraKg: 350, maxGrams: economyMax, transitDays: '7–12' },
    standard: { bands: [1999, 2999, 4999, 7499, 11999], perExtraKg: 450, maxGrams: parcelMax, transitDays: '4–6' },
    express: { bands: [3999, 5499, 7999, 11999, 18999], perExtraKg: 900, maxGrams: parcelMax, transitDays: '2–3' },
  },
  EU: {
    economy: { bands: [1999, 2999, 4499, 6999, 10999], perExtraKg: 450, maxGrams: economyMax, transitDays: '10–20' },
    standard: { bands: [2499, 3499, 5499, 8499, 13999], perExtraKg: 550, maxGrams: parcelMax, transitDays: '5–8' },
    express: { bands: [4499, 5999, 8999, 13999, 21999], perExtraKg: 1100, maxGrams: parcelMax, transitDays: '2–4' },
  },
  APAC: {
    economy: { bands: [1999, 2999, 4499, 6999, 10999], perExtraKg: 450, maxGrams: economyMax, transitDays: '10–20' },
    standard: { bands: [2499, 3499, 5499, 8499, 13999], perExtraKg: 550, maxGrams: parcelMax, transitDays: '5–8' },
    express: { bands: [4499, 5999, 8999, 13999, 21999], perExtraKg: 1100, maxGrams: parcelMax, transitDays: '2–4' },
  },
  // No untracked economy post to the rest of the world.
  ROW: {
    standard: { bands: [3499, 4999, 7499, 11999, 18999], perExtraKg: 800, maxGrams: parcelMax, transitDays: '7–14' },
    express: { bands: [5999, 7999, 11999, 17999, 27999], perExtraKg: 1400, maxGrams: parcelMax, transitDays: '3–6' },
  },
};

/** Standard shipping is free from this merchandise subtotal (cents), for parcels up to FREE_SHIPPING_MAX_GRAMS. */
export const FREE_STANDARD_FROM_CENTS: Record<ShippingZone, number | null> = {
  US: 10_000,
  NA: 25_000,
  EU: 25_000,
  APAC: 25_000,
  ROW: null,
};
export const FREE_SHIPPING_MAX_GRAMS = 5_000;

export const METHOD_NAMES: Record<ShippingMethod, string> = {
  economy: 'Economy (postal)',
  standard: 'Standard (tracked)',
  express: 'Express courier',
};

/** Packaging: 100 g for the box, or a tenth of the parts' weight when that is more (reels, trays). */
export function shippingWeightGrams(partsGrams: number): number {
  const parts = Math.ceil(partsGrams);
  return parts + Math.max(100, Math.ceil(parts / 10));
}

export function feeForWeight(rate: Rate, grams: number): number {
  const band = WEIGHT_BANDS_GRAMS.findIndex((limit) => grams <= limit);
  if (band >= 0) return rate.bands[band]!;
  const extraKg = Math.ceil((grams - WEIGHT_BANDS_GRAMS[WEIGHT_BANDS_GRAMS.length - 1]!) / 1000);
  return rate.bands[rate.bands.length - 1]! + extraKg * rate.perExtraKg;
}

/** Every method for a destination, with its fee for this weight and subtotal, available or not. */
export function shippingOptions(country: string, weightGrams: number, subtotalCents: number): ShippingOption[] {
  const zone = zoneOf(country);
  const freeFrom = FREE_STANDARD_FROM_CENTS[zone];
  return (['economy', 'standard', 'express'] as const).map((method) => {
    const rate = RATES[zone][method];
    if (!rate) {
      return {
        Method: method,
        Name: METHOD_NAMES[method],
        FeeCents: 0,
        Free: false,
        TransitDays: '',
        Available: false,
        Reason: `Not offered to ${ZONE_NAMES[zone]}.`,
      };
    }
    if (weightGrams > rate.maxGrams) {
      return {
        Method: method,
        Name: METHOD_NAMES[method],
        FeeCents: 0,
        Free: false,
        TransitDays: rate.transitDays,
        Available: false,
        Reason: `Carries at most ${rate.maxGrams / 1000} kg; contact us for freight.`,
      };
    }
    const free = method === 'standard' && freeFrom !== null && subtotalCents >= freeFrom && weightGrams <= FREE_SHIPPING_MAX_GRAMS;
    return {
      Method: method,
      Name: METHOD_NAMES[method],
      FeeCents: free ? 0 : feeForWeight(rate, weightGrams),
      Free: free,
      TransitDays: rate.transitDays,
      Available: true,
      Reason: '',
    };
  });
}

/** The method a checkout starts with: standard when available, else the cheapest available. */
export function defaultMethod(options: ShippingOption[]): ShippingMethod | '' {
  const available = options.filter((o) => o.Available);
  if (available.some((o) => o.Method === 'standard')) return 'standard';
  return [...available].sort((a, b) => a.FeeCents - b.FeeCents)[0]?.Method ?? '';
}

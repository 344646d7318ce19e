/**
 * Ratings as single tokens: tolerance ('1%', '±5%'), voltage ('16V', '6V3', '1kV'), power ('0.1W',
 * '1/10W', '100mW'), current ('1.6A', '500mA') and ceramic dielectric ('X7R', 'NP0', 'COG').
 */

export type Rating = 'tolerance' | 'voltage' | 'power' | 'current';

const SCALE: Record<string, number> = { '': 1, k: 1e3, K: 1e3, m: 1e-3, u: 1e-6, µ: 1e-6, μ: 1e-6 };

/** '1%' → 1 (percent); '16V' → 16 (volts); '1/10W' → 0.1 (watts); '500mA' → 0.5 (amps). */
export function readRatingToken(token: string): { rating: Rating; value: number } | undefined {
  const text = token.trim().replace(/^[±+]|^\+\/-/, '');
  const percent = /^(\d+(?:[.,]\d+)?)%$/.exec(text);
  if (percent) return { rating: 'tolerance', value: Number(percent[1]!.replace(',', '.')) };
  const fraction = /^(\d{1,2})\/(\d{1,3})W$/i.exec(text);
  if (fraction && Number(fraction[2]) > 0) return { rating: 'power', value: Number(fraction[1]) / Number(fraction[2]) };
  const unit = /^(\d+(?:[.,]\d+)?)([kKmuµμ]?)(V|VDC|W|A)$/i.exec(text);
  if (unit) {
    const [, number, prefix = '', symbol] = unit as unknown as [string, string, string, string];
    // 'M' and 'K' in 'MV'/'KV' are read as written on BOMs: 1KV is a kilovolt; 'mA' milliamps.
    const factor = prefix === 'M' ? undefined : SCALE[prefix];
    if (factor === undefined) return undefined;
    const value = Number(number.replace(',', '.')) * factor;
    const rating: Rating = /^V/i.test(symbol) ? 'voltage' : /^W$/i.test(symbol) ? 'power' : 'current';
    return { rating, value: Number(value.toPrecision(12)) };
  }
  // RKM voltages on capacitor lines: '6V3' is 6.3 V.
  const rkmVolts = /^(\d{1,3})V(\d)$/.exec(text);
  if (rkmVolts) return { rating: 'voltage', value: Number(`${rkmVolts[1]}.${rkmVolts[2]}`) };
  return undefined;
}

/**
 * Ceramic dielectrics from best to worst for a line that names one: a part may be as good or
 * better. Class 1 (C0G/NP0) is stable; among class 2, the wider temperature range and the
 * tighter change come first.
 */
export const DIELECTRIC_ORDER = ['C0G', 'X8R', 'X7R', 'X7S', 'X6S', 'X5R', 'X7T', 'Y5V', 'Z5U'] as const;
export type Dielectric = (typeof DIELECTRIC_ORDER)[number];

const DIELECTRIC_SPELLINGS: Record<string, Dielectric> = { NP0: 'C0G', NPO: 'C0G', COG: 'C0G' };

/** 'X7R' → 'X7R', 'NP0'/'NPO'/'COG' → 'C0G'; undefined for anything else. */
export function readDielectric(token: string): Dielectric | undefined {
  const upper = token.trim().toUpperCase();
  const name = DIELECTRIC_SPELLINGS[upper] ?? upper;
  return (DIELECTRIC_ORDER as readonly string[]).includes(name) ? (name as Dielectric) : undefined;
}

/** True when a part of dielectric `has` may stand in for a line that asks for `wanted`. */
export function dielectricServes(has: Dielectric, wanted: Dielectric): boolean {
  return DIELECTRIC_ORDER.indexOf(has) <= DIELECTRIC_ORDER.indexOf(wanted);
}

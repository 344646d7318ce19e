// Aluminium electrolytic capacity: the makers' other radial and SMD series over their real voltage
// ranges, E6 values from 0.1 µF to 33,000 µF, each rating in its smallest can and up to three sizes up
// (makers list both: low-profile and low-impedance versions of one rating), and every lead and
// packing code the maker sells (bulk, ammo tape, long or cut leads). Each family
// continues a first-pass family (of the same maker where there is one).
import { fam, type Family, type Variant } from '../family';
import { bulk } from '../packing-and-text';
import { E6, capSeries, pad, ufCode, type Cap } from '../values';

const ALU = 'aluminum-electrolytic-capacitors';
const VOLTS = [6.3, 10, 16, 25, 35, 50, 63, 80, 100, 160, 200, 250, 350, 400, 450] as const;
const CAPS = capSeries(E6, 5, 10).filter((capacitance) => capacitance.pf <= 3.3e10);
const EIA_V: Record<number, string> = {
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  63: '1J',
  80: '1K',
  100: '2A',
  160: '2C',
  200: '2D',
  250: '2E',
  350: '2V',
  400: '2G',
  450: '2W',
};

/** A can: diameter, length (mm) and the largest C (µF) × V^1.3 it holds (electrolyte and foil thicken with voltage). */
type Can = [d: number, l: number, size: number];
const RADIAL: Can[] = [
  [5, 11, 4e3],
  [6.3, 11, 8e3],
  [8, 11.5, 16e3],
  [10, 12.5, 28e3],
  [10, 16, 38e3],
  [10, 20, 50e3],
  [12.5, 20, 80e3],
  [12.5, 25, 1e5],
  [16, 25, 1.65e5],
  [16, 31.5, 2.1e5],
  [18, 35.5, 3e5],
  [18, 40, 3.6e5],
];
const SMD: Can[] = [
  [4, 5.4, 2e3],
  [5, 5.4, 4e3],
  [6.3, 5.4, 7e3],
  [6.3, 7.7, 1.1e4],
  [8, 10.2, 2.5e4],
  [10, 10.2, 4.5e4],
  [12.5, 13.5, 9e4],
  [16, 16.5, 1.6e5],
];
/** Smallest value a maker offers at a voltage (small values at low voltage are not made). */
const minUf = (volts: number) => (volts >= 50 ? 0.1 : volts >= 25 ? 1 : volts >= 16 ? 4.7 : volts >= 10 ? 10 : 22);

interface Series {
  key: string;
  mfr: string;
  after: string;
  series: string;
  smd: boolean;
  vMin: number;
  vMax: number;
  /** Hours and temperature of the rated life. */
  life: [number, number];
  /** Extra price factor (low impedance, long life). */
  price: number;
  /** Largest value the series offers (µF). */
  maxUf?: number;
  code: (x: Rating) => { base: string; variants: Variant[] } | null;
  ds: string;
}

export interface Rating {
  v: number;
  c: Cap;
  d: number;
  l: number;
  /** 0: the smallest can, 1–3: the next ones up. */
  step: number;
}

function alu(series: Series): Family {
  const cans = series.smd ? SMD : RADIAL;
  return fam({
    key: series.key,
    leaf: ALU,
    mfr: series.mfr,
    weight: 0,
    kind: 'passive',
    after: series.after,
    dimensions: [VOLTS.filter((volts) => volts >= series.vMin && volts <= series.vMax), CAPS, [0, 1, 2, 3] as const],
    make: ([volts, capacitance, step]) => {
      const uf = capacitance.pf / 1e6;
      if (uf < minUf(volts) || uf > (series.maxUf ?? Infinity) || (volts >= 160 && uf > 1000)) return null;
      const first = cans.findIndex(([, , size]) => uf * volts ** 1.3 <= size);
      if (first < 0 || first + step >= cans.length) return null;
      const [diameter, length] = cans[first + step] as Can;
      const code = series.code({ v: volts, c: capacitance, d: diameter, l: length, step });
      if (!code) return null;
      const [hours, temp] = series.life;
      return {
        base: code.base,
        variants: code.variants,
        description: `CAP ALUM ${capacitance.uf}UF 20% ${volts}V ${series.smd ? 'SMD' : 'RADIAL'}`,
        parameters: {
          Series: series.series,
          Capacitance: capacitance.disp,
          Tolerance: '±20%',
          'Voltage - Rated': `${volts} V`,
          'Lifetime @ Temp.': `${hours} Hrs @ ${temp}°C`,
          'Mounting Type': series.smd ? 'Surface Mount' : 'Through Hole',
          'Package / Case': series.smd ? 'Radial, Can - SMD' : 'Radial, Can',
          'Size / Dimension': `${(diameter / 25.4).toFixed(3).replace(/^0/, '')}" Dia (${diameter.toFixed(2)}mm) x ${length} mm`,
          'Operating Temperature': temp >= 125 ? '-40°C ~ 125°C' : temp >= 105 ? '-55°C ~ 105°C' : '-40°C ~ 85°C',
        },
        price: 0.1 * series.price * (1 + diameter / 8) * (volts >= 160 ? 1.6 : 1) * (1 + step * 0.1),
        grams: Math.round(diameter * diameter * length * 0.0009 * 1000) / 1000,
        datasheetUrl: series.ds,
      };
    },
  });
}

const ammo = (mpn: string, diameter: number): Variant => ({
  mpn,
  pack: 'reel-only',
  qty: diameter <= 6.3 ? 2000 : diameter <= 10 ? 1000 : 500,
});
const smdReel = (mpn: string, diameter: number): Variant => ({
  mpn,
  pack: 'reel',
  qty: diameter <= 5 ? 2000 : diameter <= 6.3 ? 1000 : diameter <= 10 ? 500 : 250,
});
/** Case size as the makers print it: 8 × 11.5 → '0811' (Lelon), 'H11' style codes below. */
const dl = (diameter: number, length: number) => `${pad(Math.floor(diameter), 2)}${pad(Math.floor(length), 2)}`;

// Nichicon: series + voltage + value + M + two-letter case code (+ 1TD / 1TA ammo, + 1GS SMD reel).
const NICHICON_CASE: Record<string, string> = {
  '5x11': 'DD',
  '6.3x11': 'ED',
  '8x11.5': 'PD',
  '10x12.5': 'PH',
  '10x16': 'PD6',
  '10x20': 'HD',
  '12.5x20': 'HD6',
  '12.5x25': 'HA',
  '16x25': 'HM',
  '16x31.5': 'HM6',
  '18x35.5': 'HN',
  '18x40': 'HS',
};
const NICHICON_SMD: Record<string, string> = {
  '4x5.4': 'AL',
  '5x5.4': 'BL',
  '6.3x5.4': 'CL',
  '6.3x7.7': 'CL6',
  '8x10.2': 'FL',
  '10x10.2': 'GL',
  '12.5x13.5': 'HL',
  '16x16.5': 'KL',
};
function nichicon(ser: string, smd: boolean) {
  return (rating: Rating) => {
    const cs = (smd ? NICHICON_SMD : NICHICON_CASE)[`${rating.d}x${rating.l}`];
    if (!cs) return null;
    const body = `${ser}${EIA_V[rating.v]}${ufCode(rating.c)}M${cs}`;
    return smd
      ? { base: body, variants: [smdReel(`${body}1GS`, rating.d)] }
      : { base: body, variants: [bulk(body), ammo(`${body}1TD`, rating.d), ammo(`${body}1TA`, rating.d)] };
  };
}
const NICHICON_DS = (ser: string) => `https://www.nichicon.co.jp/english/products/pdfs/e-${ser.toLowerCase()}.pdf`;

// Panasonic radial EEU-: series + voltage + value; B = ammo, L = long leads (the can is implied).
function panasonicRadial(ser: string) {
  return (rating: Rating) => {
    if (rating.step) return null;
    const body = `EEU-${ser}${EIA_V[rating.v]}${ufCode(rating.c)}`;
    return { base: body, variants: [bulk(body), ammo(`${body}B`, rating.d), bulk(`${body}L`)] };
  };
}
// Panasonic SMD EEE-/EEH-: series + voltage + value + case letters.
const PANA_SMD: Record<string, string> = {
  '4x5.4': 'R',
  '5x5.4': 'AR',
  '6.3x5.4': 'AP',
  '6.3x7.7': 'P',
  '8x10.2': 'V',
  '10x10.2': 'AV',
  '12.5x13.5': 'AM',
  '16x16.5': 'AQ',
};
function panasonicSmd(prefix: string, ser: string) {
  return (rating: Rating) => {
    const cs = PANA_SMD[`${rating.d}x${rating.l}`];
    if (!cs) return null;
    const body = `${prefix}-${ser}${EIA_V[rating.v]}${ufCode(rating.c)}${cs}`;
    return { base: body, variants: [smdReel(body, rating.d)] };
  };
}

// Rubycon: voltage + series + µF + M + lead code + D x L (EFC bulk, EFCT78/EFCTA taped).
function rubycon(ser: string) {
  return (rating: Rating) => {
    const body = `${rating.v === 6.3 ? '6.3' : rating.v}${ser}${rating.c.uf}M`;
    const size = `${rating.d}X${rating.l}`;
    return {
      base: `${body}EFC${size}`,
      variants: [bulk(`${body}EFC${size}`), ammo(`${body}EFCT7${rating.d <= 6.3 ? 'A' : 'B'}${size}`, rating.d)],
    };
  };
}

// United Chemi-Con: E + series + voltage (3 digits) + terminal code + value + M + case letter and length + D.
const CHEMI_D: Record<number, string> = { 4: 'D', 5: 'E', 6.3: 'F', 8: 'H', 10: 'J', 12.5: 'K', 16: 'L', 18: 'M' };
const chemiV = (volts: number) =>
  volts < 10 ? '6R3' : volts < 100 ? `${volts}0` : `${String(volts).slice(0, 2)}${String(volts).length - 2}`;
function chemiCon(ser: string, smd: boolean) {
  return (rating: Rating) => {
    const lengthCode = !smd ? pad(Math.round(rating.l), 2) : rating.l < 6 ? 'A0' : rating.l < 9 ? '80' : pad(Math.floor(rating.l), 2);
    const cs = `${CHEMI_D[rating.d]}${lengthCode}`;
    if (smd) {
      const body = `E${ser}${chemiV(rating.v)}ADA${ufCode(rating.c)}M${cs}`;
      return { base: body, variants: [smdReel(`${body}G`, rating.d)] };
    }
    const body = `E${ser}${chemiV(rating.v)}E`;
    return {
      base: `${body}LL${ufCode(rating.c)}M${cs}D`,
      variants: [bulk(`${body}LL${ufCode(rating.c)}M${cs}D`), ammo(`${body}TD${ufCode(rating.c)}M${cs}S`, rating.d)],
    };
  };
}
const CHEMI_DS = (ser: string) => `https://www.chemi-con.co.jp/products/relatedfiles/capacitor/catalog/${ser}-e.pdf`;

// Lelon: R (radial) / V (SMD) + series + value + M + voltage + case + P / TR packing.
function lelon(ser: string, smd: boolean) {
  return (rating: Rating) => {
    if (smd) {
      const mpn = `V${ser}-${ufCode(rating.c)}M${EIA_V[rating.v]}TR-${dl(rating.d, rating.l)}`;
      return { base: mpn, variants: [smdReel(mpn, rating.d)] };
    }
    const body = `R${ser}${ufCode(rating.c)}M${EIA_V[rating.v]}BK-${dl(rating.d, rating.l)}`;
    return { base: body, variants: [bulk(body), ammo(`${body.replace('BK-', 'TA-')}`, rating.d), ammo(`${body}P`, rating.d)] };
  };
}

// KEMET: series + value in pF code + M + voltage + A (aluminium) + case code + AA / TA packing.
const kemetPf = (capacitance: Cap) => `${String(capacitance.m)}${capacitance.p - 1}`;
function kemet(ser: string) {
  return (rating: Rating) => {
    const body = `${ser}${kemetPf(rating.c)}M${pad(Math.round(rating.v), 3)}A${'EGHJ'[rating.step]}${Math.round(rating.d)}`;
    return { base: body, variants: [bulk(`${body}AA`), ammo(`${body}TA`, rating.d)] };
  };
}

// Würth WCAP: twelve-digit article numbers, series prefix + running number + lead code (01 straight, 02 ammo).
function wurth(prefix: string, vMax: number) {
  return (rating: Rating) => {
    const seq = (VOLTS.indexOf(rating.v as (typeof VOLTS)[number]) * CAPS.length + CAPS.indexOf(rating.c)) * 4 + rating.step;
    if (rating.v > vMax) return null;
    const body = `${prefix}${pad(seq, 4)}`;
    return prefix.startsWith('865')
      ? { base: `${body}01`, variants: [smdReel(`${body}01`, rating.d)] }
      : { base: `${body}01`, variants: [bulk(`${body}01`), ammo(`${body}02`, rating.d)] };
  };
}

const s = (
  key: string,
  mfr: string,
  after: string,
  series: string,
  smd: boolean,
  vMin: number,
  vMax: number,
  life: [number, number],
  price: number,
  code: Series['code'],
  ds: string,
  maxUf?: number,
): Family => alu({ key, mfr, after, series, smd, vMin, vMax, life, price, code, ds, maxUf });

export const ALU_PASS2: Family[] = [
  ...(
    [
      ['UPM', 'nichicon-uvr', 6.3, 100, [5000, 105], 1.5],
      ['UHW', 'nichicon-uvr', 6.3, 100, [7000, 105], 1.7],
      ['UCM', 'nichicon-uhe', 6.3, 100, [10000, 105], 1.9],
      ['UBT', 'nichicon-uhe', 10, 450, [10000, 125], 2.2],
      ['UFW', 'nichicon-upw', 6.3, 100, [2000, 85], 2],
      ['UKA', 'nichicon-upw', 6.3, 100, [2000, 85], 1.8],
      ['UKW', 'nichicon-uvz', 6.3, 100, [2000, 85], 1.6],
      ['UVK', 'nichicon-uvz', 6.3, 450, [2000, 105], 1.2],
      ['UVY', 'nichicon-uwt', 6.3, 100, [1000, 85], 1],
      ['UPS', 'nichicon-uwt', 160, 450, [5000, 105], 1.8],
      ['UHD', 'nichicon-upw', 6.3, 100, [10000, 105], 1.8],
      ['UPJ', 'nichicon-uhe', 6.3, 100, [6000, 105], 1.6],
    ] as const
  ).map(([ser, after, lo, hi, life, price]) =>
    s(
      `nichicon-${ser.toLowerCase()}`,
      'nichicon',
      after,
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      price,
      nichicon(ser, false),
      NICHICON_DS(ser),
    ),
  ),
  ...(
    [
      ['UCD', [2000, 105]],
      ['UCZ', [2000, 105]],
      ['UUD', [1000, 105]],
      ['UCW', [3000, 105]],
    ] as const
  ).map(([ser, life]) =>
    s(
      `nichicon-${ser.toLowerCase()}`,
      'nichicon',
      'nichicon-uwt',
      ser,
      true,
      6.3,
      100,
      [life[0], life[1]],
      1.5,
      nichicon(ser, true),
      NICHICON_DS(ser),
    ),
  ),
  ...(
    [
      ['FS', 'panasonic-eeu-fr', 6.3, 63, [10000, 105]],
      ['FN', 'panasonic-eeu-fr', 6.3, 100, [3000, 105]],
      ['EB', 'panasonic-eeu-fc', 160, 450, [5000, 105]],
      ['ED', 'panasonic-eeu-fc', 160, 450, [10000, 105]],
      ['EE', 'panasonic-eeu-fm', 160, 450, [8000, 105]],
      ['HD', 'panasonic-eeu-fm', 6.3, 100, [6000, 105]],
      ['TP', 'panasonic-eeu-fr', 6.3, 63, [10000, 125]],
      ['TA', 'panasonic-eeu-fc', 6.3, 50, [5000, 105]],
      ['EX', 'panasonic-eeu-fm', 6.3, 100, [5000, 105]],
    ] as const
  ).map(([ser, after, lo, hi, life]) =>
    s(
      `panasonic-eeu-${ser.toLowerCase()}`,
      'panasonic',
      after,
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      2,
      panasonicRadial(ser),
      `https://industry.panasonic.com/global/en/products/capacitors/aluminum-electrolytic/series/${ser}`,
    ),
  ),
  ...(
    [
      ['EEE', 'FN', 'panasonic-eee-fk', [2000, 105]],
      ['EEE', 'FP', 'panasonic-eee-fk', [2000, 105]],
      ['EEE', 'TG', 'panasonic-eee-ft', [2000, 125]],
      ['EEH', 'ZA', 'panasonic-eee-ft', [4000, 125]],
      ['EEE', 'TK', 'panasonic-eee-fk', [2000, 105]],
      ['EEE', 'HA', 'panasonic-eee-ft', [2000, 85]],
    ] as const
  ).map(([prefix, ser, after, life]) =>
    s(
      `panasonic-${prefix.toLowerCase()}-${ser.toLowerCase()}`,
      'panasonic',
      after,
      ser,
      true,
      6.3,
      100,
      [life[0], life[1]],
      2,
      panasonicSmd(prefix, ser),
      `https://industry.panasonic.com/global/en/products/capacitors/aluminum-electrolytic/series/${prefix}-${ser}`,
    ),
  ),
  ...(
    [
      ['ZLQ', 'rubycon-zlh', 6.3, 100, [5000, 105]],
      ['ZLG', 'rubycon-zlh', 6.3, 63, [6000, 105]],
      ['YXJ', 'rubycon-yxf', 6.3, 450, [10000, 105]],
      ['YXG', 'rubycon-yxf', 6.3, 100, [8000, 105]],
      ['YXS', 'rubycon-yxf', 6.3, 100, [6000, 105]],
      ['ZLS', 'rubycon-zlj', 6.3, 63, [6000, 105]],
      ['BXC', 'rubycon-zlj', 160, 450, [10000, 105]],
      ['PX', 'rubycon-zlj', 6.3, 100, [1000, 85]],
      ['ML', 'rubycon-zlh', 6.3, 50, [1000, 105]],
    ] as const
  ).map(([ser, after, lo, hi, life]) =>
    s(
      `rubycon-${ser.toLowerCase()}`,
      'rubycon',
      after,
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      1.8,
      rubycon(ser),
      `https://www.rubycon.co.jp/wp-content/uploads/catalog-pdfs/aluminum/e_${ser}.pdf`,
    ),
  ),
  ...(
    [
      ['KY', 6.3, 100, [10000, 105]],
      ['KZH', 6.3, 35, [10000, 105]],
      ['KMG', 6.3, 450, [2000, 105]],
      ['SMG', 6.3, 100, [1000, 85]],
      ['KMQ', 160, 450, [2000, 105]],
      ['KXJ', 160, 450, [10000, 105]],
      ['LXZ', 6.3, 100, [6000, 105]],
      ['GPD', 160, 450, [12000, 105]],
    ] as const
  ).map(([ser, lo, hi, life]) =>
    s(
      `chemi-con-${ser.toLowerCase()}`,
      'nippon-chemi-con',
      'chemi-con-kze',
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      1.6,
      chemiCon(`${ser}${'E'.repeat(3 - ser.length)}`, false),
      CHEMI_DS(ser),
    ),
  ),
  ...(
    [
      ['MVA', [2000, 105]],
      ['MZA', [2000, 105]],
      ['MVY', [2000, 105]],
      ['MVH', [2000, 125]],
    ] as const
  ).map(([ser, life]) =>
    s(
      `chemi-con-${ser.toLowerCase()}`,
      'nippon-chemi-con',
      'chemi-con-kze',
      ser,
      true,
      6.3,
      100,
      [life[0], life[1]],
      1.4,
      chemiCon(ser, true),
      CHEMI_DS(ser),
    ),
  ),
  ...(
    [
      ['EA', 'panasonic-eeu-fr', 6.3, 100, [2000, 85]],
      ['XC', 'panasonic-eeu-fc', 6.3, 100, [2000, 105]],
      ['RS', 'panasonic-eeu-fm', 6.3, 100, [5000, 105]],
      ['ESL', 'nichicon-uvr', 6.3, 100, [7000, 105]],
      ['ERL', 'panasonic-eeu-fc', 160, 450, [5000, 105]],
      ['EZ', 'panasonic-eeu-fr', 6.3, 100, [1000, 105]],
    ] as const
  ).map(([ser, after, lo, hi, life]) =>
    s(
      `lelon-r${ser.toLowerCase()}`,
      'lelon',
      after,
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      1,
      lelon(ser, false),
      `https://www.lelon.com.tw/upload/series/R${ser}.pdf`,
    ),
  ),
  ...(
    [
      ['E', 'panasonic-eee-fk'],
      ['Z', 'panasonic-eee-ft'],
      ['ZL', 'panasonic-eee-fk'],
    ] as const
  ).map(([ser, after]) =>
    s(
      `lelon-v${ser.toLowerCase()}`,
      'lelon',
      after,
      `V${ser}`,
      true,
      6.3,
      100,
      [2000, 105],
      1,
      lelon(ser, true),
      `https://www.lelon.com.tw/upload/series/V${ser}.pdf`,
    ),
  ),
  ...(
    [
      ['ESK', 'panasonic-eeu-fm', 6.3, 100, [2000, 85]],
      ['ESH', 'panasonic-eee-ft', 6.3, 100, [2000, 105]],
      ['EDK', 'nichicon-uvr', 6.3, 100, [2000, 105]],
      ['ESY', 'panasonic-eee-fk', 160, 450, [5000, 105]],
      ['ELH', 'panasonic-eeu-fr', 160, 450, [2000, 105]],
    ] as const
  ).map(([ser, after, lo, hi, life]) =>
    s(
      `kemet-${ser.toLowerCase()}`,
      'kemet',
      after,
      ser,
      false,
      lo,
      hi,
      [life[0], life[1]],
      1.2,
      kemet(ser),
      `https://content.kemet.com/datasheets/KEM_A4011_${ser}.pdf`,
    ),
  ),
  ...(
    [
      ['860020', 'WCAP-ATG8', 450],
      ['860080', 'WCAP-AT1H', 100],
      ['860240', 'WCAP-ATLI', 100],
      ['860130', 'WCAP-ATUL', 100],
      ['860160', 'WCAP-ATLL', 450],
    ] as const
  ).map(([prefix, ser, hi]) =>
    s(
      `wurth-${ser.toLowerCase()}`,
      'wurth-elektronik',
      'wurth-wcap-atg5',
      ser,
      false,
      6.3,
      hi,
      [5000, 105],
      1.1,
      wurth(prefix, hi),
      `https://www.we-online.com/components/products/datasheet/${prefix}${ser}.pdf`,
    ),
  ),
  ...(
    [
      ['865080', 'WCAP-ASLL'],
      ['865230', 'WCAP-ASLI'],
      ['865060', 'WCAP-ASLU'],
    ] as const
  ).map(([prefix, ser]) =>
    s(
      `wurth-${ser.toLowerCase()}`,
      'wurth-elektronik',
      'wurth-wcap-atg5',
      ser,
      true,
      6.3,
      100,
      [2000, 105],
      1.1,
      wurth(prefix, 100),
      `https://www.we-online.com/components/products/datasheet/${prefix}${ser}.pdf`,
    ),
  ),
];

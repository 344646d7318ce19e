// Tantalum and film capacity: tantalum series over the full case table (low-profile R/S/T/U/W/V/Y
// cases besides A–E), ±5% rows, several cases per rating and the low-ESR series' ESR options; film
// series over E12 values in their lead spacings and the next one up, with their lead and packing
// codes. Each family continues a first-pass family.
import { fam, type Family, type Variant } from '../family';
import { E12, E6, capSeries, pad, type Cap } from '../values';

// ---------------------------------------------------------------------------------------------
// Tantalum

const TANT = 'tantalum-capacitors';
const T_VOLTS = [2.5, 4, 6.3, 10, 16, 20, 25, 35, 50] as const;
const T_CAPS = capSeries(E6, 5, 9).filter((capacitance) => capacitance.pf <= 1e9);
/** Cases by volume: EIA size, height and the largest C (µF) × V they hold. */
const T_CASES = [
  { k: 'R', eia: '0805 (2012 Metric)', h: 1.2, max: 8, g: 0.015 },
  { k: 'S', eia: '1206 (3216 Metric)', h: 1.2, max: 15, g: 0.025 },
  { k: 'A', eia: '1206 (3216 Metric)', h: 1.8, max: 30, g: 0.03 },
  { k: 'T', eia: '1210 (3528 Metric)', h: 1.2, max: 50, g: 0.05 },
  { k: 'B', eia: '1210 (3528 Metric)', h: 2.1, max: 100, g: 0.06 },
  { k: 'U', eia: '2312 (6032 Metric)', h: 1.5, max: 150, g: 0.12 },
  { k: 'C', eia: '2312 (6032 Metric)', h: 2.8, max: 330, g: 0.18 },
  { k: 'W', eia: '2917 (7343 Metric)', h: 1.5, max: 400, g: 0.22 },
  { k: 'V', eia: '2917 (7343 Metric)', h: 2, max: 600, g: 0.28 },
  { k: 'D', eia: '2917 (7343 Metric)', h: 3.1, max: 1000, g: 0.35 },
  { k: 'Y', eia: '2917 (7343 Metric)', h: 4, max: 1500, g: 0.45 },
  { k: 'E', eia: '2917 (7343 Metric)', h: 4.3, max: 2200, g: 0.5 },
] as const;
type TCase = (typeof T_CASES)[number];
/** The first-pass tantalum families use A–E at ±10/±20% from 4 V: a "more" family keeps to the rest. */
const FIRST_CASES = new Set(['A', 'B', 'C', 'D', 'E']);
const isNewRow = (tCase: TCase, tol: string, volts: number) => !FIRST_CASES.has(tCase.k) || tol === 'J' || volts === 2.5;
const T_REEL: Record<string, number> = {
  R: 4000,
  S: 3000,
  A: 2000,
  T: 3000,
  B: 2000,
  U: 1000,
  C: 500,
  W: 1000,
  V: 1000,
  D: 500,
  Y: 500,
  E: 400,
};
const TOL_TEXT: Record<string, string> = { J: '±5%', K: '±10%', M: '±20%' };
const tv3 = (volts: number) => (volts % 1 === 0 ? pad(volts, 3) : `${Math.floor(volts)}R${Math.round((volts % 1) * 10)}`);

interface TantRow {
  v: number;
  c: Cap;
  k: TCase;
  tol: string;
  /** ESR in milliohms for low-ESR series (0 for standard ones). */
  esr: number;
}

function tantalum(
  key: string,
  mfr: string,
  after: string,
  series: string,
  polymer: boolean,
  esrSteps: readonly number[],
  code: (x: TantRow) => { base: string; variants: Variant[] } | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: TANT,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [T_VOLTS, T_CAPS, [0, 1, 2, 3] as const, ['J', 'K', 'M'] as const, esrSteps],
    make: ([volts, capacitance, step, tol, esrStep]) => {
      const cv = (capacitance.pf / 1e6) * volts;
      const first = T_CASES.findIndex((candidate) => cv <= candidate.max);
      if (first < 0 || first + step >= T_CASES.length) return null;
      if (polymer && (volts > 35 || tol === 'J')) return null;
      const tCase = T_CASES[first + step] as TCase;
      const esr = esrStep === 0 ? 0 : Math.round(((polymer ? 40 : 120) * esrStep * 30) / Math.sqrt(tCase.max));
      const cd = code({ v: volts, c: capacitance, k: tCase, tol, esr });
      if (!cd) return null;
      return {
        base: cd.base,
        variants: cd.variants,
        description: `CAP TANT ${polymer ? 'POLY ' : ''}${capacitance.uf}UF ${TOL_TEXT[tol]?.slice(1)} ${volts}V ${tCase.eia.slice(0, 4)}`,
        parameters: {
          Series: series,
          Capacitance: capacitance.disp,
          Tolerance: TOL_TEXT[tol] as string,
          'Voltage - Rated': `${volts} V`,
          Type: polymer ? 'Polymer' : 'Molded',
          'ESR (Equivalent Series Resistance)': esr ? `${esr} mOhm` : `${(Math.round(6000 / Math.sqrt(tCase.max)) / 1000) * 10} Ohm`,
          'Package / Case': tCase.eia,
          'Height - Seated (Max)': `${tCase.h} mm`,
          'Manufacturer Size Code': tCase.k,
          'Operating Temperature': '-55°C ~ 125°C',
        },
        price: (polymer ? 0.9 : 0.35) * (1 + Math.sqrt(tCase.max) / 12) * (tol === 'J' ? 1.2 : 1) * (esr ? 1.3 : 1),
        grams: tCase.g,
        datasheetUrl: ds,
      };
    },
  });
}
const tReel = (mpn: string, tCase: TCase): Variant => ({ mpn, pack: 'reel', qty: T_REEL[tCase.k] as number });
const tReel13 = (mpn: string, tCase: TCase): Variant => ({ mpn, pack: 'reel-only', qty: (T_REEL[tCase.k] as number) * 4 });
const VISHAY_TOL: Record<string, string> = { J: '5', K: '9', M: '0' };

const tantFamilies: Family[] = [
  tantalum(
    'kemet-t491-more',
    'kemet',
    'kemet-t491',
    'T491',
    false,
    [0],
    (tantRow) => {
      if (!isNewRow(tantRow.k, tantRow.tol, tantRow.v)) return null;
      const body = `T491${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}AT`;
      return { base: body, variants: [tReel(body, tantRow.k), tReel13(`${body}7280`, tantRow.k)] };
    },
    'https://content.kemet.com/datasheets/KEM_T2005_T491.pdf',
  ),
  ...(['T494', 'T495', 'T498'] as const).map((ser) =>
    tantalum(
      `kemet-${ser.toLowerCase()}`,
      'kemet',
      ser === 'T498' ? 'kemet-t520' : 'kemet-t491',
      ser,
      false,
      [1, 2, 3],
      (tantRow) => {
        const body = `${ser}${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}ATE${pad(tantRow.esr, 3).slice(-4)}`;
        return { base: body, variants: [tReel(body, tantRow.k), tReel13(`${body}7280`, tantRow.k)] };
      },
      `https://content.kemet.com/datasheets/KEM_T2027_${ser}.pdf`,
    ),
  ),
  ...(['T521', 'T525', 'T530'] as const).map((ser) =>
    tantalum(
      `kemet-${ser.toLowerCase()}`,
      'kemet',
      'kemet-t520',
      ser,
      true,
      [1, 2, 3],
      (tantRow) => {
        if (tantRow.tol === 'K' && ser !== 'T521') return null;
        const mpn = `${ser}${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}ATE${pad(tantRow.esr, 3)}`;
        return { base: mpn, variants: [tReel(mpn, tantRow.k)] };
      },
      'https://content.kemet.com/datasheets/KEM_T2076_T52X-530.pdf',
    ),
  ),
  tantalum(
    'avx-taj-more',
    'kyocera-avx',
    'avx-taj',
    'TAJ',
    false,
    [0],
    (tantRow) => {
      if (!isNewRow(tantRow.k, tantRow.tol, tantRow.v)) return null;
      const body = `TAJ${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}`;
      return { base: `${body}NJ`, variants: [tReel(`${body}RNJ`, tantRow.k), tReel13(`${body}SNJ`, tantRow.k)] };
    },
    'https://datasheets.kyocera-avx.com/TAJ.pdf',
  ),
  ...(['TRJ', 'THJ', 'TAC'] as const).map((ser) =>
    tantalum(
      `avx-${ser.toLowerCase()}`,
      'kyocera-avx',
      'avx-taj',
      ser,
      false,
      [0],
      (tantRow) => {
        const body = `${ser}${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}`;
        return { base: `${body}NJ`, variants: [tReel(`${body}RNJ`, tantRow.k), tReel13(`${body}SNJ`, tantRow.k)] };
      },
      `https://datasheets.kyocera-avx.com/${ser}.pdf`,
    ),
  ),
  tantalum(
    'avx-tps-more',
    'kyocera-avx',
    'avx-tps',
    'TPS',
    false,
    [1, 2, 3],
    (tantRow) => {
      const mpn = `TPS${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}R${pad(tantRow.esr, 4)}`;
      return { base: mpn, variants: [tReel(mpn, tantRow.k)] };
    },
    'https://datasheets.kyocera-avx.com/TPS.pdf',
  ),
  tantalum(
    'avx-tpm',
    'kyocera-avx',
    'avx-taj',
    'TPM',
    false,
    [1, 2],
    (tantRow) => {
      const mpn = `TPM${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}R${pad(tantRow.esr, 4)}`;
      return { base: mpn, variants: [tReel(mpn, tantRow.k)] };
    },
    'https://datasheets.kyocera-avx.com/TPM.pdf',
  ),
  tantalum(
    'vishay-293d-more',
    'vishay',
    'vishay-293d',
    '293D',
    false,
    [0],
    (tantRow) => {
      if (!isNewRow(tantRow.k, tantRow.tol, tantRow.v)) return null;
      const body = `293D${tantRow.c.code}X${VISHAY_TOL[tantRow.tol]}${tv3(tantRow.v)}${tantRow.k.k}`;
      return { base: body, variants: [tReel(`${body}2TE3`, tantRow.k), tReel13(`${body}8TE3`, tantRow.k)] };
    },
    'https://www.vishay.com/docs/40002/293d.pdf',
  ),
  ...(['593D', '592D', '793D'] as const).map((ser) =>
    tantalum(
      `vishay-${ser.toLowerCase()}`,
      'vishay',
      'vishay-293d',
      ser,
      false,
      [0],
      (tantRow) => {
        const body = `${ser}${tantRow.c.code}X${VISHAY_TOL[tantRow.tol]}${tv3(tantRow.v)}${tantRow.k.k}`;
        return { base: body, variants: [tReel(`${body}2TE3`, tantRow.k), tReel13(`${body}8TE3`, tantRow.k)] };
      },
      `https://www.vishay.com/docs/40047/${ser.toLowerCase()}.pdf`,
    ),
  ),
  tantalum(
    'vishay-tr3',
    'vishay',
    'vishay-293d',
    'TR3',
    false,
    [1, 2, 3],
    (tantRow) => {
      const mpn = `TR3${tantRow.k.k}${tantRow.c.code}${tantRow.tol}${tv3(tantRow.v)}C${pad(tantRow.esr, 4)}`;
      return { base: mpn, variants: [tReel(mpn, tantRow.k)] };
    },
    'https://www.vishay.com/docs/40115/tr3.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Film

const FILM = 'film-capacitors';
const F_CAPS = capSeries(E12, 2, 7);
/** Lead spacings (mm) and the largest C (µF) × V a box of that spacing holds. */
const PITCHES: [number, number][] = [
  [5, 10],
  [7.5, 40],
  [10, 100],
  [15, 220],
  [22.5, 500],
  [27.5, 1000],
  [37.5, 2500],
];
/** E6 as the two-digit mantissas of Cap.m (10 … 68). */
const E6_SET = new Set(E6.map((mantissa) => mantissa / 10));

interface FilmRow {
  v: number;
  c: Cap;
  tol: 'J' | 'K' | 'M';
  pitch: number;
  /** 0: the smallest box for the rating, 1: the next spacing up. */
  step: number;
}

function film(
  key: string,
  mfr: string,
  after: string,
  series: string,
  pp: boolean,
  volts: readonly number[],
  code: (x: FilmRow) => { base: string; variants: Variant[] } | null,
  ds: string,
  x2 = false,
): Family {
  return fam({
    key,
    leaf: FILM,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [volts, F_CAPS, ['J', 'K', 'M'] as const, [0, 1] as const],
    make: ([ratedVolts, capacitance, tol, step]) => {
      const uf = capacitance.pf / 1e6;
      if (pp && uf > 10) return null;
      const first = PITCHES.findIndex(([, max]) => uf * ratedVolts <= max * (pp ? 0.5 : 1));
      if (first < 0 || first + step >= PITCHES.length) return null;
      const pitch = (PITCHES[first + step] as [number, number])[0];
      const cd = code({ v: ratedVolts, c: capacitance, tol, pitch, step });
      if (!cd) return null;
      const tolPct = { J: 5, K: 10, M: 20 }[tol];
      return {
        base: cd.base,
        variants: cd.variants,
        description: `CAP FILM ${capacitance.uf}UF ${tolPct}% ${ratedVolts}V${x2 ? 'AC X2' : 'DC'} RADIAL`,
        parameters: {
          Series: series,
          Capacitance: capacitance.disp,
          Tolerance: `±${tolPct}%`,
          [x2 ? 'Voltage Rating - AC' : 'Voltage Rating - DC']: `${ratedVolts} V`,
          'Dielectric Material': pp ? 'Polypropylene (PP), Metallized' : 'Polyester, Metallized',
          Ratings: x2 ? 'X2' : '-',
          'Lead Spacing': `${pitch} mm`,
          'Mounting Type': 'Through Hole',
          'Package / Case': 'Radial',
          'Operating Temperature': pp ? '-40°C ~ 105°C' : '-55°C ~ 125°C',
        },
        price: 0.25 * (1 + pitch / 5) * (pp ? 1.3 : 1) * (x2 ? 1.4 : 1),
        grams: pitch * 0.15,
        datasheetUrl: ds,
      };
    },
  });
}
const fBulk = (mpn: string): Variant => ({ mpn, pack: 'bulk', qty: 1 });
const fAmmo = (mpn: string, pitch: number): Variant => ({ mpn, pack: 'reel-only', qty: pitch <= 7.5 ? 2000 : pitch <= 15 ? 1000 : 500 });
const DC_VOLTS = [50, 63, 100, 160, 250, 400, 630, 1000] as const;
const X2_VOLTS = [275, 305, 310] as const;

// EPCOS (TDK) B3252x / B3267x / B3292x: type + voltage letter + digit + value + tolerance + packing (000 bulk, 189 ammo, 289 reel).
const TDK_V: Record<number, string> = {
  50: 'B',
  63: 'C',
  100: 'D',
  160: 'F',
  250: 'E',
  400: 'F',
  630: 'G',
  1000: 'H',
  275: 'C',
  305: 'E',
  310: 'J',
};
const TDK_V2: Record<number, string> = {
  50: '0',
  63: '1',
  100: '1',
  160: '2',
  250: '3',
  400: '4',
  630: '6',
  1000: '8',
  275: '3',
  305: '3',
  310: '3',
};
function epcos(type: string) {
  return (filmRow: FilmRow) => {
    // The type number names the box, not the spacing: one spacing per rating.
    if (filmRow.step && !type.startsWith('B3252')) return null;
    const body = `${type}${TDK_V[filmRow.v]}${TDK_V2[filmRow.v]}${filmRow.c.code}${filmRow.tol}`;
    return { base: body, variants: [fBulk(`${body}000`), fAmmo(`${body}189`, filmRow.pitch), fAmmo(`${body}289`, filmRow.pitch)] };
  };
}
// WIMA: series + voltage letter + decade and value + box code + tolerance + packing (SSD bulk, TSD ammo).
const WIMA_V: Record<number, string> = {
  50: 'B',
  63: 'C',
  100: 'D',
  160: 'E',
  250: 'F',
  400: 'G',
  630: 'I',
  1000: 'O',
  275: 'Y',
  305: 'Z',
  310: 'W',
};
const WIMA_BOX: Record<number, string> = { 5: 'A00', 7.5: 'B00', 10: 'D00', 15: 'F00', 22.5: 'K00', 27.5: 'N00', 37.5: 'S00' };
function wima(ser: string) {
  return (filmRow: FilmRow) => {
    const body = `${ser}${WIMA_V[filmRow.v]}${pad(filmRow.c.p - 3, 2)}${filmRow.c.m}01${WIMA_BOX[filmRow.pitch]}${filmRow.tol}`;
    return { base: body, variants: [fBulk(`${body}SSD`), fAmmo(`${body}TSD`, filmRow.pitch)] };
  };
}
// Panasonic ECW-F / ECQ-U: series + EIA voltage + value + tolerance (+ B ammo, + Q cut leads).
const PANA_V: Record<number, string> = {
  50: '1H',
  63: '1J',
  100: '2A',
  160: '2C',
  250: '2E',
  400: '2G',
  630: '2J',
  1000: '3A',
  275: '2L',
  305: '2X',
  310: '3B',
};
function panasonic(prefix: string) {
  return (filmRow: FilmRow) => {
    if (filmRow.step) return null;
    const body = `${prefix}${PANA_V[filmRow.v]}${filmRow.c.code}${filmRow.tol}`;
    return { base: body, variants: [fBulk(body), fAmmo(`${body}B`, filmRow.pitch), fBulk(`${body}Q`)] };
  };
}
// KEMET R7x / R46 / PHE: series + spacing letter + voltage + value + lead and packing (AA bulk, DQ ammo) + tolerance.
const KEMET_PITCH: Record<number, string> = { 5: 'D', 7.5: 'E', 10: 'F', 15: 'I', 22.5: 'N', 27.5: 'R', 37.5: 'W' };
const KEMET_V: Record<number, string> = {
  50: 'B',
  63: 'C',
  100: 'D',
  160: 'E',
  250: 'G',
  400: 'I',
  630: 'M',
  1000: 'Q',
  275: 'S',
  305: 'T',
  310: 'U',
};
function kemet(ser: string) {
  return (filmRow: FilmRow) => {
    const mid = `${ser}${KEMET_PITCH[filmRow.pitch]}${KEMET_V[filmRow.v]}${filmRow.c.code}`;
    return {
      base: `${mid}${filmRow.tol}`,
      variants: [fBulk(`${mid}AA00${filmRow.tol}`), fAmmo(`${mid}DQ00${filmRow.tol}`, filmRow.pitch)],
    };
  };
}
// Vishay BFC2: twelve digits, series + voltage digit + value + tolerance digit.
const VISHAY_V: Record<number, string> = {
  50: '0',
  63: '1',
  100: '2',
  160: '3',
  250: '4',
  400: '5',
  630: '6',
  1000: '8',
  275: '3',
  305: '4',
  310: '5',
};
function vishay(prefix: string) {
  return (filmRow: FilmRow) => {
    if (filmRow.step) return null;
    const body = `${prefix}${VISHAY_V[filmRow.v]}${filmRow.c.code}${{ J: 5, K: 1, M: 2 }[filmRow.tol]}`;
    return { base: body, variants: [fBulk(body), fAmmo(`${body}T`, filmRow.pitch)] };
  };
}

const filmFamilies: Family[] = [
  film(
    'kemet-r82-more',
    'kemet',
    'kemet-r82',
    'R82',
    false,
    [63, 100, 250, 400, 630],
    (filmRow) => {
      if (filmRow.pitch > 7.5 || (E6_SET.has(filmRow.c.m) && filmRow.tol !== 'M' && filmRow.step === 0)) return null;
      const voltsDigit = { 63: '0', 100: '1', 250: '2', 400: '4', 630: '6' }[filmRow.v];
      const mid = `R82${filmRow.pitch === 5 ? 'D' : 'E'}C${voltsDigit}${filmRow.c.code}`;
      return {
        base: `${mid}AA60${filmRow.tol}`,
        variants: [fBulk(`${mid}AA60${filmRow.tol}`), fAmmo(`${mid}DQ60${filmRow.tol}`, filmRow.pitch)],
      };
    },
    'https://content.kemet.com/datasheets/KEM_F3034_R82.pdf',
  ),
  film('kemet-r75', 'kemet', 'kemet-r82', 'R75', true, DC_VOLTS, kemet('R75'), 'https://content.kemet.com/datasheets/KEM_F3031_R75.pdf'),
  film('kemet-r76', 'kemet', 'kemet-r82', 'R76', true, DC_VOLTS, kemet('R76'), 'https://content.kemet.com/datasheets/KEM_F3035_R76.pdf'),
  film(
    'kemet-r46',
    'kemet',
    'kemet-r82',
    'R46',
    true,
    X2_VOLTS,
    kemet('R46'),
    'https://content.kemet.com/datasheets/KEM_F3101_R46.pdf',
    true,
  ),
  film(
    'panasonic-ecw-fd',
    'panasonic',
    'panasonic-ecq-e',
    'ECW-FD',
    true,
    DC_VOLTS,
    panasonic('ECW-FD'),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C262.pdf',
  ),
  film(
    'panasonic-ecw-fa',
    'panasonic',
    'panasonic-ecq-e',
    'ECW-FA',
    true,
    DC_VOLTS,
    panasonic('ECW-FA'),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C263.pdf',
  ),
  film(
    'panasonic-ecw-fe',
    'panasonic',
    'panasonic-ecq-e',
    'ECW-FE',
    true,
    DC_VOLTS,
    panasonic('ECW-FE'),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C264.pdf',
  ),
  film(
    'panasonic-ecq-u',
    'panasonic',
    'panasonic-ecq-e',
    'ECQ-U',
    true,
    X2_VOLTS,
    panasonic('ECQ-U'),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C300.pdf',
    true,
  ),
  film(
    'panasonic-ecq-v',
    'panasonic',
    'panasonic-ecq-e',
    'ECQ-V',
    false,
    DC_VOLTS,
    panasonic('ECQ-V'),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C149.pdf',
  ),
  ...(['B32520', 'B32521', 'B32522', 'B32523', 'B32524'] as const).map((type, index) =>
    film(
      `tdk-${type.toLowerCase()}`,
      'tdk',
      'tdk-b32529',
      type,
      false,
      DC_VOLTS,
      (filmRow) => (filmRow.pitch === [7.5, 10, 15, 22.5, 27.5][index] ? epcos(type)(filmRow) : null),
      `https://www.tdk-electronics.tdk.com/inf/20/20/db/fc_2009/MKT_${type}_${type.slice(0, 5)}4.pdf`,
    ),
  ),
  film(
    'tdk-b32671l',
    'tdk',
    'tdk-b32529',
    'B32671L',
    true,
    DC_VOLTS,
    epcos('B32671L'),
    'https://www.tdk-electronics.tdk.com/inf/20/20/db/fc_2009/MKP_B32671L_B32672L.pdf',
  ),
  film(
    'tdk-b32922',
    'tdk',
    'tdk-b32529',
    'B32922',
    true,
    X2_VOLTS,
    epcos('B32922'),
    'https://www.tdk-electronics.tdk.com/inf/20/20/db/fc_2009/MKP_B32921_923.pdf',
    true,
  ),
  film(
    'vishay-mkt1820',
    'vishay',
    'vishay-mkp',
    'MKT1820',
    false,
    DC_VOLTS,
    vishay('BFC23720'),
    'https://www.vishay.com/docs/26013/mkt1820.pdf',
  ),
  film(
    'vishay-mkp338',
    'vishay',
    'vishay-mkp',
    'MKP338 2 X2',
    true,
    X2_VOLTS,
    vishay('BFC23382'),
    'https://www.vishay.com/docs/28121/mkp3382x2.pdf',
    true,
  ),
  film(
    'vishay-mkp1840',
    'vishay',
    'vishay-mkp',
    'MKP1840',
    true,
    DC_VOLTS,
    vishay('BFC23840'),
    'https://www.vishay.com/docs/26017/mkp1840.pdf',
  ),
  ...(['MKS2', 'MKS4', 'MKP2', 'MKP4', 'FKP2', 'MKP10'] as const).map((ser, index) =>
    film(
      `wima-${ser.toLowerCase()}`,
      'wima',
      index < 2 ? 'wurth-wcap-ftbe' : index < 4 ? 'panasonic-ecq-e' : 'tdk-b32529',
      ser,
      ser !== 'MKS2' && ser !== 'MKS4',
      DC_VOLTS,
      wima(ser),
      `https://www.wima.de/wp-content/uploads/media/e_WIMA_${ser}.pdf`,
    ),
  ),
  film(
    'wima-mkp-x2',
    'wima',
    'wurth-wcap-ftbe',
    'MKP X2',
    true,
    X2_VOLTS,
    wima('MKX2'),
    'https://www.wima.de/wp-content/uploads/media/e_WIMA_MKP_X2.pdf',
    true,
  ),
];

export const TANT_FILM_PASS2: Family[] = [...tantFamilies, ...filmFamilies];

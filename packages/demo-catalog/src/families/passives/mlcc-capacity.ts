// MLCC capacity for large catalogues: the makers' other rows (C0G ±2% and E24 values, X7R ±5%,
// X5R E12 values, 200 V–1 kV ratings, 1812 and 2220 cases, X7S/X6S) and their other series
// (Murata GRJ/GRT, Samsung automotive, Walsin MT). Rows are disjoint from the first MLCC table, so
// every code here is new; each family continues a first-pass family of the same maker.
import { fam, type Family, type Variant } from '../family';
import { CHIP_GRAMS, E12, E24, E6, capSeries, chipPackage, pad, type Cap, type ChipSize } from '../values';

const MLCC = 'ceramic-capacitors-mlcc';
type Diel = 'C0G' | 'X5R' | 'X7R' | 'X7S' | 'X6S';
const SIZES = ['0201', '0402', '0603', '0805', '1206', '1210', '1812', '2220'] as const;
type Size = (typeof SIZES)[number];
/** Largest capacitance (pF) per case at 10 V and below (1812 and 2220 are the cases the first table lacks). */
const MAX_PF: Record<Size, Record<Diel, number>> = {
  '0201': { C0G: 220, X5R: 1e6, X7R: 2.2e4, X7S: 1e5, X6S: 4.7e5 },
  '0402': { C0G: 2200, X5R: 1e7, X7R: 2.2e5, X7S: 1e6, X6S: 2.2e6 },
  '0603': { C0G: 1e4, X5R: 2.2e7, X7R: 1e6, X7S: 4.7e6, X6S: 1e7 },
  '0805': { C0G: 4.7e4, X5R: 4.7e7, X7R: 4.7e6, X7S: 1e7, X6S: 2.2e7 },
  '1206': { C0G: 1e5, X5R: 1e8, X7R: 1e7, X7S: 2.2e7, X6S: 4.7e7 },
  '1210': { C0G: 2.2e5, X5R: 1e8, X7R: 2.2e7, X7S: 4.7e7, X6S: 1e8 },
  '1812': { C0G: 4.7e5, X5R: 1e8, X7R: 4.7e7, X7S: 4.7e7, X6S: 1e8 },
  '2220': { C0G: 1e6, X5R: 1e8, X7R: 1e8, X7S: 1e8, X6S: 1e8 },
};
/** Rated voltage and the factor the largest capacitance shrinks by at that voltage. */
const VOLTS: Record<Diel, [number, number][]> = {
  C0G: [
    [16, 1],
    [25, 1],
    [50, 1],
    [100, 2.2],
    [200, 3.3],
    [250, 4.7],
    [500, 10],
    [630, 15],
    [1000, 33],
  ],
  X5R: [
    [4, 1],
    [6.3, 1],
    [10, 1],
    [16, 2.2],
    [25, 4.7],
    [35, 6.8],
    [50, 10],
  ],
  X7R: [
    [10, 1],
    [16, 2.2],
    [25, 4.7],
    [50, 10],
    [100, 47],
    [200, 100],
    [250, 220],
    [500, 470],
    [630, 680],
    [1000, 2200],
  ],
  X7S: [
    [4, 1],
    [6.3, 1],
    [10, 1.5],
    [16, 2.2],
    [25, 4.7],
    [50, 10],
    [100, 47],
  ],
  X6S: [
    [4, 1],
    [6.3, 1],
    [10, 1],
    [16, 2.2],
    [25, 4.7],
    [35, 6.8],
  ],
};
/** Voltages above 250 V start at 0603 (500, 630 V) or 0805 (1 kV). */
const minSizeFor = (volts: number): number => (volts >= 1000 ? 3 : volts >= 500 ? 2 : volts >= 250 ? 2 : 0);
const TOL_TEXT: Record<string, string> = { C: '±0.25pF', D: '±0.5pF', F: '±1%', G: '±2%', J: '±5%', K: '±10%', M: '±20%' };
const OLD_SIZES = new Set<Size>(['0201', '0402', '0603', '0805', '1206', '1210']);
const E12_SET = new Set<number>(E12);
const E6_SET = new Set<number>(E6);

interface Row {
  size: Size;
  diel: Diel;
  v: number;
  c: Cap;
  tol: string;
  /** Thickness in mm × 100. */
  t: number;
}

function thickness(size: Size, pf: number): number {
  switch (size) {
    case '0201':
      return 30;
    case '0402':
      return 50;
    case '0603':
      return 80;
    case '0805':
      return pf >= 1e6 ? 125 : 85;
    case '1206':
      return pf >= 1e6 ? 160 : 115;
    case '1210':
      return pf >= 1e6 ? 250 : 160;
    default:
      return pf >= 1e6 ? 250 : 160;
  }
}

/**
 * Whether the first MLCC table (capacitors.ts) already has this row: C0G E12 in 16–250 V with C/D
 * below 10 pF and F/J above, X7R E12 in 10–250 V at K/M, X5R E6 in 4–50 V at K/M, cases 0201–1210.
 */
function inFirstTable(size: Size, diel: Diel, volts: number, mantissa: number, tol: string): boolean {
  if (!OLD_SIZES.has(size)) return false;
  if (diel === 'C0G') return E12_SET.has(mantissa) && volts <= 250 && volts !== 200 && ['C', 'D', 'F', 'J'].includes(tol);
  if (diel === 'X7R') return E12_SET.has(mantissa) && volts <= 250 && volts !== 200 && (tol === 'K' || tol === 'M');
  if (diel === 'X5R') return E6_SET.has(mantissa) && (tol === 'K' || tol === 'M');
  return false;
}

const ROWS: Row[] = (() => {
  const out: Row[] = [];
  const c0g = [...new Set<number>([...E12, ...E24])].sort((left, index) => left - index);
  const values: Record<Diel, Cap[]> = {
    C0G: capSeries(c0g, 0, 6),
    X5R: capSeries(E12, 3, 9),
    X7R: capSeries(E12, 2, 8),
    X7S: capSeries(E6, 4, 8),
    X6S: capSeries(E6, 4, 9),
  };
  for (const [si, size] of SIZES.entries()) {
    for (const diel of ['C0G', 'X5R', 'X7R', 'X7S', 'X6S'] as const) {
      for (const [volts, div] of VOLTS[diel]) {
        if (si < minSizeFor(volts)) continue;
        const max = MAX_PF[size][diel] / div;
        for (const capacitance of values[diel]) {
          if (capacitance.pf > max * 1.0001) continue;
          if (diel === 'C0G' && capacitance.pf > 1e6) continue;
          const mantissa = capacitance.m * 10;
          const tols =
            diel === 'C0G' ? (capacitance.pf < 10 ? ['C', 'D'] : ['F', 'G', 'J']) : diel === 'X7R' ? ['J', 'K', 'M'] : ['K', 'M'];
          for (const tol of tols) {
            if (inFirstTable(size, diel, volts, mantissa, tol)) continue;
            out.push({ size, diel, v: volts, c: capacitance, tol, t: thickness(size, capacitance.pf) });
          }
        }
      }
    }
  }
  return out;
})();
/** Every row of both tables, for the series the first pass did not make at all. */
const FIRST_AND_NEW: Row[] = (() => {
  const out: Row[] = [];
  const values: Record<'C0G' | 'X5R' | 'X7R', Cap[]> = { C0G: capSeries(E12, 0, 5), X5R: capSeries(E6, 3, 9), X7R: capSeries(E12, 2, 8) };
  const first: Record<'C0G' | 'X5R' | 'X7R', [number, number][]> = {
    C0G: [
      [16, 1],
      [25, 1],
      [50, 1],
      [100, 2.2],
      [250, 4.7],
    ],
    X5R: [
      [4, 1],
      [6.3, 1],
      [10, 1],
      [16, 2.2],
      [25, 4.7],
      [35, 6.8],
      [50, 10],
    ],
    X7R: [
      [10, 1],
      [16, 2.2],
      [25, 4.7],
      [50, 10],
      [100, 47],
      [250, 220],
    ],
  };
  for (const size of ['0201', '0402', '0603', '0805', '1206', '1210'] as const) {
    for (const diel of ['C0G', 'X5R', 'X7R'] as const) {
      for (const [volts, div] of first[diel]) {
        if (volts === 250 && (size === '0201' || size === '0402')) continue;
        const max = MAX_PF[size][diel] / div;
        for (const capacitance of values[diel]) {
          if (capacitance.pf > max * 1.0001 || (diel === 'C0G' && capacitance.pf > 1e5)) continue;
          const tols = diel === 'C0G' ? (capacitance.pf < 10 ? ['C', 'D'] : ['F', 'J']) : ['K', 'M'];
          for (const tol of tols) out.push({ size, diel, v: volts, c: capacitance, tol, t: thickness(size, capacitance.pf) });
        }
      }
    }
  }
  return out.concat(ROWS.filter((row) => row.diel === 'C0G' || row.diel === 'X5R' || row.diel === 'X7R'));
})();

const DIEL_TEMP: Record<Diel, string> = {
  C0G: '-55°C ~ 125°C',
  X5R: '-55°C ~ 85°C',
  X7R: '-55°C ~ 125°C',
  X7S: '-55°C ~ 125°C',
  X6S: '-55°C ~ 105°C',
};
const SIZE_PRICE: Record<Size, number> = {
  '0201': 0.1,
  '0402': 0.1,
  '0603': 0.1,
  '0805': 0.12,
  '1206': 0.18,
  '1210': 0.3,
  '1812': 0.55,
  '2220': 0.9,
};
const REEL7: Record<Size, number> = {
  '0201': 15000,
  '0402': 10000,
  '0603': 4000,
  '0805': 4000,
  '1206': 3000,
  '1210': 2000,
  '1812': 1000,
  '2220': 1000,
};
const REEL13: Record<Size, number> = {
  '0201': 50000,
  '0402': 50000,
  '0603': 15000,
  '0805': 10000,
  '1206': 10000,
  '1210': 8000,
  '1812': 4000,
  '2220': 3000,
};
const EIA_V: Record<number, string> = {
  4: '0G',
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  100: '2A',
  200: '2D',
  250: '2E',
  630: '2J',
  1000: '3A',
};
const GRAMS: Record<Size, number> = { ...CHIP_GRAMS, '2220': 0.06 } as Record<Size, number>;

interface Code {
  series: string;
  base: string;
  variants: Variant[];
  datasheetUrl: string;
  auto?: boolean;
}

function spec(row: Row, code: Code) {
  const exponent = row.c.p;
  const capFactor = exponent <= 5 ? 1 : exponent === 6 ? 1.8 : exponent === 7 ? 3.5 : 6;
  const vFactor = row.v >= 500 ? 4 : row.v >= 200 ? 2.5 : row.v >= 100 ? 1.6 : 1;
  return {
    base: code.base,
    variants: code.variants,
    description: `CAP CER ${row.c.desc} ${row.v}V ${row.diel} ${row.size}`,
    parameters: {
      Series: code.series,
      Capacitance: row.c.disp,
      Tolerance: TOL_TEXT[row.tol] as string,
      'Voltage - Rated': `${row.v} V`,
      'Temperature Coefficient': row.diel,
      'Package / Case': row.size === '2220' ? '2220 (5750 Metric)' : chipPackage(row.size as ChipSize),
      'Thickness (Max)': `${(row.t / 100).toFixed(2)} mm`,
      'Operating Temperature': DIEL_TEMP[row.diel],
      Ratings: code.auto ? 'AEC-Q200' : '-',
    },
    price:
      SIZE_PRICE[row.size] *
      capFactor *
      vFactor *
      (row.diel === 'C0G' ? 1.1 : 1) *
      (code.auto ? 1.3 : 1) *
      (row.tol === 'G' || row.tol === 'J' ? 1.15 : 1),
    grams: GRAMS[row.size],
    datasheetUrl: code.datasheetUrl,
  };
}

const r7 = (mpn: string, row: Row): Variant => ({
  mpn,
  pack: 'reel',
  qty: row.t >= 125 ? Math.round(REEL7[row.size] * 0.75) : REEL7[row.size],
});
const r13 = (mpn: string, row: Row): Variant => ({ mpn, pack: 'reel-only', qty: REEL13[row.size] });

function mlcc(key: string, mfr: string, after: string, rows: Row[], code: (x: Row) => Code | null): Family {
  return fam({
    key,
    leaf: MLCC,
    mfr,
    weight: 0,
    kind: 'chip',
    after,
    dimensions: [rows],
    make: ([row]) => {
      const ordering = code(row);
      return ordering ? spec(row, ordering) : null;
    },
  });
}

// Murata: GRM (general), GRJ (soft termination), GRT (AEC-Q200 for infotainment), GCM (automotive).
const MURATA_SIZE: Record<Size, string> = {
  '0201': '03',
  '0402': '15',
  '0603': '18',
  '0805': '21',
  '1206': '31',
  '1210': '32',
  '1812': '43',
  '2220': '55',
};
const MURATA_T: Record<number, string> = { 30: '3', 50: '5', 80: '8', 85: '9', 125: 'B', 115: 'M', 160: 'C', 250: 'E' };
const MURATA_D: Record<Diel, string> = { C0G: '5C', X5R: 'R6', X7R: 'R7', X7S: 'C7', X6S: 'C8' };
function murata(prefix: 'GRM' | 'GRJ' | 'GRT' | 'GCM', row: Row): Code | null {
  if (EIA_V[row.v] === undefined) return null;
  if (prefix !== 'GRM' && (row.diel === 'X6S' || row.size === '2220' || row.v > 630)) return null;
  if (prefix === 'GCM' && row.diel === 'X5R') return null;
  const spec =
    prefix === 'GCM'
      ? row.diel === 'X7R'
        ? 'A57'
        : 'A55'
      : prefix === 'GRJ'
        ? 'A01'
        : prefix === 'GRT'
          ? 'A84'
          : row.v >= 200
            ? 'A16'
            : row.diel === 'X5R' && row.c.pf >= 1e6
              ? 'A73'
              : 'A01';
  const body = `${prefix}${MURATA_SIZE[row.size]}${MURATA_T[row.t]}${MURATA_D[row.diel]}${EIA_V[row.v]}${row.c.code}${row.tol}${spec}`;
  const paper = row.t <= 85;
  return {
    series: prefix,
    base: body,
    variants: [r7(body + (paper ? 'D' : 'L'), row), r13(body + (paper ? 'J' : 'K'), row)],
    datasheetUrl: `https://search.murata.co.jp/Ceramy/image/img/A01X/G101/ENG/${body}-01.pdf`,
    auto: prefix === 'GCM' || prefix === 'GRT',
  };
}

// Samsung CL: size, dielectric, value, tolerance, voltage, thickness, design code, packing.
const SAMSUNG_SIZE: Record<Size, string> = {
  '0201': '03',
  '0402': '05',
  '0603': '10',
  '0805': '21',
  '1206': '31',
  '1210': '32',
  '1812': '43',
  '2220': '55',
};
const SAMSUNG_V: Record<number, string> = {
  4: 'R',
  6.3: 'Q',
  10: 'P',
  16: 'O',
  25: 'A',
  35: 'L',
  50: 'B',
  100: 'C',
  250: 'D',
  500: 'G',
  630: 'H',
  1000: 'I',
};
const SAMSUNG_T: Record<number, string> = { 30: '3', 50: '5', 80: '8', 85: 'C', 125: 'F', 115: 'F', 160: 'H', 250: 'J' };
const SAMSUNG_D: Partial<Record<Diel, string>> = { C0G: 'C', X5R: 'A', X7R: 'B' };
function samsung(row: Row, design: 'NNN' | 'NFN'): Code | null {
  const dielCode = SAMSUNG_D[row.diel];
  const voltCode = SAMSUNG_V[row.v];
  if (!dielCode || !voltCode) return null;
  if (design === 'NFN' && row.diel === 'X5R') return null;
  const body = `CL${SAMSUNG_SIZE[row.size]}${dielCode}${row.c.code}${row.tol}${voltCode}${SAMSUNG_T[row.t]}${design}`;
  const paper = row.t <= 85;
  return {
    series: design === 'NFN' ? 'CL (Automotive)' : 'CL',
    base: body,
    variants: [r7(body + (paper ? 'C' : 'E'), row), r13(body + (paper ? 'D' : 'F'), row)],
    datasheetUrl: `https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=${body}C`,
    auto: design === 'NFN',
  };
}

// TDK C (commercial) and CGA (automotive): metric size, dielectric name, voltage, value, tolerance, thickness.
const TDK_METRIC: Record<Size, string> = {
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
  '1812': '4532',
  '2220': '5750',
};
const TDK_CGA: Record<Size, string> = {
  '0201': '1',
  '0402': '2',
  '0603': '3',
  '0805': '4',
  '1206': '5',
  '1210': '6',
  '1812': '8',
  '2220': '9',
};
function tdk(prefix: 'C' | 'CGA', row: Row): Code | null {
  if (EIA_V[row.v] === undefined) return null;
  if (prefix === 'CGA' && (row.diel === 'X5R' || row.diel === 'X6S')) return null;
  const body =
    prefix === 'C'
      ? `C${TDK_METRIC[row.size]}${row.diel}${EIA_V[row.v]}${row.c.code}${row.tol}${pad(row.t, 3)}`
      : `CGA${TDK_CGA[row.size]}${row.t >= 160 ? 'L' : 'E'}2${row.diel}${EIA_V[row.v]}${row.c.code}${row.tol}${pad(row.t, 3)}`;
  const ds =
    prefix === 'C'
      ? 'https://product.tdk.com/system/files/dam/doc/product/capacitor/ceramic/mlcc/catalog/mlcc_commercial_general_en.pdf'
      : 'https://product.tdk.com/system/files/dam/doc/product/capacitor/ceramic/mlcc/catalog/mlcc_automotive_general_en.pdf';
  return { series: prefix, base: body, variants: [r7(`${body}AA`, row), r13(`${body}AE`, row)], datasheetUrl: ds, auto: prefix === 'CGA' };
}

// KEMET C: size, C, value, tolerance, voltage digit, dielectric letter, AC (+ TU reel).
const KEMET_V: Record<number, string> = {
  4: '7',
  6.3: '9',
  10: '8',
  16: '4',
  25: '3',
  35: '6',
  50: '5',
  100: '1',
  200: '2',
  250: 'A',
  500: 'C',
  630: 'B',
  1000: 'D',
};
const KEMET_D: Partial<Record<Diel, string>> = { C0G: 'G', X5R: 'P', X7R: 'R' };
// Yageo CC: size, tolerance, packing, dielectric, voltage digit, BB, value.
const YAGEO_V: Record<number, string> = { 4: '4', 6.3: '5', 10: '6', 16: '7', 25: '8', 35: '3', 50: '9', 100: '0', 250: 'B' };
// KYOCERA AVX: size, voltage, dielectric, value, tolerance, AT + packing.
const AVX_V: Record<number, string> = {
  4: '4',
  6.3: '6',
  10: 'Z',
  16: 'Y',
  25: '3',
  35: 'D',
  50: '5',
  100: '1',
  200: '2',
  250: 'V',
  500: '7',
  1000: 'A',
};
const AVX_D: Partial<Record<Diel, string>> = { C0G: 'A', X5R: 'D', X7R: 'C' };
// Taiyo Yuden: voltage letter, MK, size, dielectric, value, tolerance, thickness.
const TY_V: Record<number, string> = { 4: 'A', 6.3: 'J', 10: 'L', 16: 'E', 25: 'T', 35: 'G', 50: 'U', 100: 'H', 250: 'Q' };
const TY_SIZE: Record<Size, string> = {
  '0201': '063',
  '0402': '105',
  '0603': '107',
  '0805': '212',
  '1206': '316',
  '1210': '325',
  '1812': '432',
  '2220': '550',
};
const TY_D: Partial<Record<Diel, string>> = { C0G: 'CG', X5R: 'BJ', X7R: 'B7', X7S: 'C7', X6S: 'C6' };
const TY_T: Record<number, string> = { 30: 'P', 50: 'V', 80: 'A', 85: 'D', 125: 'G', 115: 'F', 160: 'L', 250: 'M' };
// Walsin MT: size, dielectric letter, value, tolerance, voltage as three digits, C + packing (T = 7-inch reel).
const WALSIN_D: Partial<Record<Diel, string>> = { C0G: 'N', X5R: 'X', X7R: 'B' };
const walsinV = (volts: number) =>
  volts < 10
    ? `${Math.floor(volts)}R${Math.round((volts % 1) * 10)}`
    : volts < 100
      ? `${volts}0`
      : `${String(volts).slice(0, 2)}${String(volts).length - 2}`;

export const MLCC_PASS2: Family[] = [
  mlcc('murata-grm-more', 'murata', 'murata-grm', ROWS, (row) => murata('GRM', row)),
  mlcc('murata-grj', 'murata', 'murata-grm', FIRST_AND_NEW, (row) => murata('GRJ', row)),
  mlcc('murata-grt', 'murata', 'murata-grm', FIRST_AND_NEW, (row) => murata('GRT', row)),
  mlcc('murata-gcm-more', 'murata', 'murata-gcm', ROWS, (row) => murata('GCM', row)),
  mlcc('samsung-cl-more', 'samsung-electro-mechanics', 'samsung-cl', ROWS, (row) => samsung(row, 'NNN')),
  mlcc('samsung-cl-auto', 'samsung-electro-mechanics', 'samsung-cl', FIRST_AND_NEW, (row) => samsung(row, 'NFN')),
  mlcc('tdk-c-more', 'tdk', 'tdk-c', ROWS, (row) => tdk('C', row)),
  mlcc('tdk-cga-more', 'tdk', 'tdk-cga', ROWS, (row) => tdk('CGA', row)),
  mlcc('kemet-c-more', 'kemet', 'kemet-c', ROWS, (row) => {
    const dielCode = KEMET_D[row.diel];
    if (!dielCode || KEMET_V[row.v] === undefined) return null;
    const body = `C${row.size}C${row.c.code}${row.tol}${KEMET_V[row.v]}${dielCode}AC`;
    return {
      series: 'C',
      base: body,
      variants: [r7(`${body}TU`, row), r13(`${body}7411`, row)],
      datasheetUrl: 'https://content.kemet.com/datasheets/KEM_C1002_X7R_SMD.pdf',
    };
  }),
  mlcc('yageo-cc-more', 'yageo', 'yageo-cc', ROWS, (row) => {
    if (row.diel !== 'C0G' && row.diel !== 'X5R' && row.diel !== 'X7R') return null;
    if (YAGEO_V[row.v] === undefined) return null;
    const head = `CC${row.size}${row.tol}`;
    const tail = `${row.diel === 'C0G' ? 'NPO' : row.diel}${YAGEO_V[row.v]}BB${row.c.code}`;
    return {
      series: 'CC',
      base: head + tail,
      variants: [r7(`${head}R${tail}`, row), r13(`${head}P${tail}`, row)],
      datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/mlcc/UPY-GPHC_X7R_6.3V-to-50V_20.pdf',
    };
  }),
  mlcc('walsin-mt', 'walsin', 'yageo-cc', FIRST_AND_NEW, (row) => {
    const dielCode = WALSIN_D[row.diel];
    if (!dielCode || row.size === '2220') return null;
    const body = `${row.size}${dielCode}${row.c.code}${row.tol}${walsinV(row.v)}C`;
    return {
      series: 'MT',
      base: body,
      variants: [r7(`${body}T`, row)],
      datasheetUrl: 'https://www.passivecomponent.com/wp-content/uploads/datasheet/MLCC_General_Purpose.pdf',
    };
  }),
  mlcc('kyocera-avx-mlcc-more', 'kyocera-avx', 'kyocera-avx-mlcc', ROWS, (row) => {
    const dielCode = AVX_D[row.diel];
    if (!dielCode || AVX_V[row.v] === undefined) return null;
    const body = `${row.size}${AVX_V[row.v]}${dielCode}${row.c.code}${row.tol}AT`;
    return {
      series: row.diel === 'C0G' ? 'C0G (NP0)' : row.diel,
      base: body,
      variants: [r7(`${body}2A`, row), r13(`${body}4A`, row)],
      datasheetUrl: 'https://datasheets.kyocera-avx.com/X7RDielectric.pdf',
    };
  }),
  mlcc('taiyo-yuden-mk-more', 'taiyo-yuden', 'taiyo-yuden-mk', ROWS, (row) => {
    const dielCode = TY_D[row.diel];
    if (!dielCode || TY_V[row.v] === undefined) return null;
    const body = `${TY_V[row.v]}MK${TY_SIZE[row.size]}${dielCode}${row.c.code}${row.tol}${TY_T[row.t]}`;
    return {
      series: 'M',
      base: body,
      variants: [r7(`${body}-T`, row)],
      datasheetUrl: 'https://www.yuden.co.jp/productdata/catalog/mlcc_all_e.pdf',
    };
  }),
];

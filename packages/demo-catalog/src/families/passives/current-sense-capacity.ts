// Current-sense capacity: metal-element and thick-film shunt series over E24 and E96 values from
// 0.5 mΩ to 1 Ω in their makers' cases and tolerances. Each family continues a first-pass family
// of the same maker (Susumu and Ohmite continue Vishay Dale's and Yageo's slots).
import { fam, type Family, type Variant } from '../family';
import { CHIP_GRAMS, E24, E96, decimal, pad, shunt, type Shunt } from '../values';

const CS = 'current-sense-resistors';
/** First-pass shunt values (tenths of a milliohm), 0603–2512 at ±1% / ±5%: a "more" family of a first-pass series skips these. */
const FIRST_Q = new Set([
  5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 100, 120, 150, 200, 220, 250, 300, 330, 390, 400, 470, 500, 560, 680, 750, 820, 1000, 1200,
  1500, 2000, 2200, 2500, 3000, 3300, 3900, 4700, 5000, 6800, 7500, 8200, 10000,
]);
const FIRST_SIZES = new Set(['0603', '0805', '1206', '2010', '2512']);
/** 0.5 mΩ … 1 Ω: E24 below 10 mΩ (tenths of a milliohm), E24 ∪ E96 above. */
const VALUES: Shunt[] = (() => {
  const qs = new Set<number>([5]);
  for (const mantissa of E24) {
    qs.add(mantissa / 10);
    qs.add(mantissa);
    qs.add(mantissa * 10);
  }
  for (const mantissa of E96) {
    qs.add(mantissa);
    qs.add(mantissa * 10);
  }
  qs.add(10000);
  return [...qs]
    .filter((tenthMilliohms) => Number.isInteger(tenthMilliohms) && tenthMilliohms >= 5 && tenthMilliohms <= 10000)
    .sort((left, index) => left - index)
    .map(shunt);
})();

interface CsSize {
  size: string;
  /** Rated power in watts. */
  w: number;
  /** Lowest value the case is made in (tenths of a milliohm). */
  minQ: number;
  g: number;
  reel: number;
}
const cs = (size: string, watts: number, minQ: number, reel: number): CsSize => ({
  size,
  w: watts,
  minQ,
  g: CHIP_GRAMS[size as keyof typeof CHIP_GRAMS] ?? 0.08,
  reel,
});
const TOLS: Record<string, string> = { D: '0.5', F: '1', G: '2', J: '5' };

interface Row {
  sz: CsSize;
  tol: string;
  s: Shunt;
}

function sense(
  key: string,
  mfr: string,
  after: string,
  series: string,
  composition: string,
  sizes: CsSize[],
  tols: readonly string[],
  tcr: string,
  price: number,
  code: (x: Row) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: CS,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [sizes, tols, VALUES],
    make: ([sz, tol, value]) => {
      if (value.q < sz.minQ) return null;
      if (composition === 'Thick Film' && value.q < 100) return null;
      const ordering = code({ sz, tol, s: value });
      if (!ordering) return null;
      const pct = TOLS[tol] as string;
      const watts = sz.w < 1 ? `1/${Math.round(1 / sz.w)}W` : `${sz.w}W`;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `RES ${value.desc} ${pct}% ${watts} ${sz.size}`,
        parameters: {
          Series: series,
          Resistance: value.disp,
          Tolerance: `±${pct}%`,
          'Power (Watts)': `${sz.w} W`,
          'Temperature Coefficient': tcr,
          Composition: composition,
          'Package / Case': sz.size,
          'Operating Temperature': '-55°C ~ 170°C',
        },
        price: price * (value.q < 100 ? 1.6 : 1) * (1 + sz.w / 3) * (tol === 'D' ? 1.3 : 1),
        grams: sz.g,
        datasheetUrl: ds,
      };
    },
  });
}

/** Whether a first-pass series already has this row. */
const isFirst = (row: Row) => FIRST_SIZES.has(row.sz.size) && (row.tol === 'F' || row.tol === 'J') && FIRST_Q.has(row.s.q);
const reel = (mpn: string, row: Row): Variant => ({ mpn, pack: 'reel', qty: row.sz.reel });
const reel13 = (mpn: string, row: Row): Variant => ({ mpn, pack: 'reel-only', qty: row.sz.reel * 4 });
/** Milliohms with L as the decimal point (Bourns CSS, Susumu): 0.5 mΩ → 'L500', 10 mΩ → '10L0'. */
function lCode(tenthMilliohms: number): string {
  const mpn = decimal(String(tenthMilliohms), -1);
  const [int, frac = ''] = mpn.split('.');
  if (int === '0') return `L${(frac + '000').slice(0, 3)}`;
  return `${int}L${frac}`.padEnd(4, '0').slice(0, Math.max(4, int!.length + 1));
}

const WSL_SIZES = [
  cs('0603', 0.4, 100, 5000),
  cs('0805', 0.5, 50, 5000),
  cs('1206', 1, 20, 4000),
  cs('2010', 1, 10, 4000),
  cs('2512', 2, 5, 2000),
  cs('2816', 3, 5, 1000),
  cs('3637', 3, 5, 1000),
  cs('4026', 3, 5, 1000),
  cs('5931', 3, 5, 1000),
];
const BIG = [
  cs('1206', 1, 10, 4000),
  cs('2010', 1, 10, 4000),
  cs('2512', 3, 5, 2000),
  cs('2725', 4, 5, 1000),
  cs('2817', 5, 5, 1000),
  cs('4026', 5, 5, 1000),
];
const THICK = [
  cs('0402', 0.2, 100, 10000),
  cs('0603', 0.25, 100, 5000),
  cs('0805', 0.33, 100, 5000),
  cs('1206', 0.5, 100, 5000),
  cs('1210', 0.5, 100, 5000),
  cs('2010', 0.75, 100, 4000),
  cs('2512', 1, 100, 4000),
];
const METAL = [
  cs('0603', 0.33, 50, 5000),
  cs('0805', 0.5, 20, 5000),
  cs('1206', 1, 10, 4000),
  cs('2010', 1, 10, 4000),
  cs('2512', 2, 5, 4000),
];

export const RES_PASS2: Family[] = [
  sense(
    'vishay-dale-wsl-more',
    'vishay-dale',
    'vishay-dale-wsl',
    'WSL',
    'Metal Element',
    WSL_SIZES,
    ['D', 'F', 'G', 'J'],
    '±75ppm/°C',
    0.9,
    (row) => {
      if (isFirst(row)) return null;
      const body = `WSL${row.sz.size}${row.s.r4}${row.tol}E`;
      return [body, [reel(`${body}A`, row), reel13(`${body}B`, row)]];
    },
    'https://www.vishay.com/docs/30100/wsl.pdf',
  ),
  ...(['WSLP', 'WSK', 'WSLT', 'WSHM'] as const).map((ser) =>
    sense(
      `vishay-dale-${ser.toLowerCase()}`,
      'vishay-dale',
      'vishay-dale-wsl',
      ser,
      'Metal Element',
      ser === 'WSHM' ? BIG.slice(2) : BIG,
      ['D', 'F', 'J'],
      '±75ppm/°C',
      1.3,
      (row) => {
        const body = `${ser}${row.sz.size}${row.s.r4}${row.tol}E`;
        return [body, [reel(`${body}A`, row), reel13(`${body}B`, row)]];
      },
      `https://www.vishay.com/docs/30${ser === 'WSLP' ? 150 : ser === 'WSK' ? 108 : ser === 'WSLT' ? 201 : 237}/${ser.toLowerCase()}.pdf`,
    ),
  ),
  sense(
    'susumu-krl',
    'susumu',
    'vishay-dale-wsl',
    'KRL',
    'Metal Foil',
    [cs('1608', 0.33, 100, 5000), cs('2012', 0.5, 50, 5000), cs('3216', 1, 20, 5000), cs('5025', 1, 10, 4000), cs('6432', 2, 10, 4000)],
    ['D', 'F', 'G', 'J'],
    '±50ppm/°C',
    0.8,
    (row) => {
      const mpn = `KRL${row.sz.size}T4${row.s.q >= 1000 ? 'A' : 'C'}-M-${row.s.rkm.replace('0R', 'R')}-${row.tol}-T5`;
      return [mpn, [reel(mpn, row)]];
    },
    'https://www.susumu.co.jp/common/pdf/n_catalog_partition05_en.pdf',
  ),
  ...(['CSS2H', 'CSS4J', 'CSM2H'] as const).map((ser) =>
    sense(
      `bourns-${ser.toLowerCase()}`,
      'bourns',
      'bourns-cra',
      ser.slice(0, 3),
      'Metal Element',
      ser === 'CSS4J' ? [cs('4026', 5, 5, 1000)] : [cs('2010', 2, 5, 4000), cs('2512', 3, 5, 2000), cs('3920', 4, 5, 1000)],
      ['D', 'F', 'G', 'J'],
      '±50ppm/°C',
      0.8,
      (row) => {
        if (row.s.q >= 10000) return null;
        const mpn = `${ser}-${row.sz.size}R-${lCode(row.s.q)}${row.tol}`;
        return [mpn, [reel(mpn, row)]];
      },
      `https://www.bourns.com/docs/product-datasheets/${ser.slice(0, 3).toLowerCase()}.pdf`,
    ),
  ),
  sense(
    'bourns-cra-more',
    'bourns',
    'bourns-cra',
    'CRA',
    'Metal Element',
    METAL,
    ['D', 'F', 'G', 'J'],
    '±100ppm/°C',
    0.6,
    (row) => {
      if (!row.s.r3 || isFirst(row)) return null;
      const mpn = `CRA${row.sz.size}-${row.tol}Z-${row.s.r3}ELF`;
      return [mpn, [reel(mpn, row)]];
    },
    'https://www.bourns.com/docs/product-datasheets/cra.pdf',
  ),
  sense(
    'bourns-crf',
    'bourns',
    'bourns-cra',
    'CRF',
    'Metal Element',
    METAL,
    ['F', 'G', 'J'],
    '±100ppm/°C',
    0.55,
    (row) => {
      if (!row.s.r3) return null;
      const mpn = `CRF${row.sz.size}-${row.tol}Z-${row.s.r3}ELF`;
      return [mpn, [reel(mpn, row)]];
    },
    'https://www.bourns.com/docs/product-datasheets/crf.pdf',
  ),
  ...(['PT', 'PE', 'PA'] as const).map((ser) =>
    sense(
      `yageo-${ser.toLowerCase()}`,
      'yageo',
      'yageo-rl',
      ser,
      ser === 'PT' ? 'Thick Film' : 'Metal Element',
      ser === 'PT' ? THICK : METAL,
      ['D', 'F', 'G', 'J'],
      ser === 'PT' ? '±100ppm/°C' : '±75ppm/°C',
      0.3,
      (row) => {
        const head = `${ser}${row.sz.size}${row.tol}${ser === 'PT' ? 'R' : 'K'}`;
        return [`${head}-${row.s.rkm}L`, [reel(`${head}-7W${row.s.rkm}L`, row), reel13(`${head}-7T${row.s.rkm}L`, row)]];
      },
      `https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/PYu-${ser}_51_RoHS_L_5.pdf`,
    ),
  ),
  sense(
    'ohmite-lvk',
    'ohmite',
    'yageo-rl',
    'LVK',
    'Metal Element',
    [cs('0805', 0.25, 50, 5000), cs('1206', 0.5, 10, 4000), cs('2010', 1, 10, 4000), cs('2512', 2, 5, 4000)],
    ['D', 'F', 'J'],
    '±50ppm/°C',
    0.7,
    (row) => {
      const body = `LVK${{ '0805': '08', '1206': '12', '2010': '20', '2512': '25' }[row.sz.size]}${row.s.r3 || row.s.r4}${row.tol}E`;
      return [`${body}R`, [reel(`${body}R`, row)]];
    },
    'https://www.ohmite.com/assets/docs/res_lvk.pdf',
  ),
  ...(['CSR', 'CSNL', 'CSS'] as const).map((ser) =>
    sense(
      `stackpole-${ser.toLowerCase()}`,
      'stackpole',
      'stackpole-csrn',
      ser,
      ser === 'CSR' ? 'Thick Film' : 'Metal Element',
      ser === 'CSR' ? THICK : METAL,
      ['D', 'F', 'G', 'J'],
      '±100ppm/°C',
      0.4,
      (row) => {
        if (!row.s.r3 && row.s.q < 10000) return null;
        const mpn = `${ser}${row.sz.size}${row.tol}T${row.s.q >= 10000 ? '1R00' : row.s.r3}`;
        return [mpn, [reel(mpn, row)]];
      },
      `https://www.seielect.com/catalog/sei-${ser.toLowerCase()}.pdf`,
    ),
  ),
  ...(
    [
      ['PMR', 'EZP'],
      ['LTR', 'EZP'],
      ['GMR', 'HTC'],
    ] as const
  ).map(([ser, mid]) =>
    sense(
      `rohm-${ser.toLowerCase()}`,
      'rohm',
      'rohm-ucr',
      ser,
      ser === 'LTR' ? 'Thick Film' : 'Metal Element',
      ser === 'LTR' ? THICK : METAL,
      ['D', 'F', 'J'],
      '±100ppm/°C',
      0.45,
      (row) => {
        const sz = { '0402': '01', '0603': '03', '0805': '10', '1206': '18', '1210': '25', '2010': '50', '2512': '100' }[row.sz.size];
        const mpn = `${ser}${sz}${mid}${row.tol}${row.s.q < 10000 ? lCode(row.s.q) : '1R00'}`;
        return [mpn, [reel(mpn, row)]];
      },
      `https://fscdn.rohm.com/en/products/databook/datasheet/passive/resistor/chip_resistor/${ser.toLowerCase()}-e.pdf`,
    ),
  ),
  sense(
    'panasonic-erj-l',
    'panasonic',
    'panasonic-erj-bw',
    'ERJ-L',
    'Thick Film',
    THICK.slice(1),
    ['D', 'F', 'J'],
    '±100ppm/°C',
    0.35,
    (row) => {
      const sz = { '0603': '03', '0805': '06', '1206': '08', '1210': '14', '2010': '12', '2512': '1W' }[row.sz.size];
      if (row.s.q >= 10000 || row.s.q % 10 !== 0) return null;
      const body = `ERJ-L${sz}K${row.tol}${pad(row.s.q / 10, 3)}`;
      return [body, [reel(`${body}U`, row), reel13(`${body}V`, row)]];
    },
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDN0000/AOA0000C307.pdf',
  ),
];

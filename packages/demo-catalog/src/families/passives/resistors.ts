// Resistors: thick- and thin-film chips, through-hole, current sense, arrays, trimmers.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import {
  CHIP_GRAMS,
  CHIP_REEL,
  CHIP_REEL13,
  JUMPER,
  METRIC,
  R_1PCT,
  R_5PCT,
  R_TH,
  R_THIN,
  chipPackage,
  ohms,
  shunt,
  type ChipSize,
  type Ohms,
} from '../values';

const CHIP = 'chip-resistors-surface-mount';

const WATTS: Record<string, [string, string]> = {
  '0201': ['0.05 W', '1/20W'],
  '0402': ['0.063 W', '1/16W'],
  '0603': ['0.1 W', '1/10W'],
  '0805': ['0.125 W', '1/8W'],
  '1206': ['0.25 W', '1/4W'],
  '1210': ['0.5 W', '1/2W'],
  '2010': ['0.75 W', '3/4W'],
  '2512': ['1 W', '1W'],
};

const SIZE_PRICE: Record<string, number> = {
  '0201': 1.1,
  '0402': 1,
  '0603': 1,
  '0805': 1,
  '1206': 1,
  '1210': 1.6,
  '2010': 2.2,
  '2512': 2.8,
};

const THICK_SIZES = ['0201', '0402', '0603', '0805', '1206', '1210', '2010', '2512'] as const satisfies readonly ChipSize[];

interface TolValue {
  t: '1' | '5';
  r: Ohms;
}

/** 1% (E24 ∪ E96) and 5% (E24) values plus the zero-ohm jumper. */
const THICK_VALUES: TolValue[] = [
  ...R_1PCT.map((resistance) => ({ t: '1' as const, r: resistance })),
  ...R_5PCT.map((resistance) => ({ t: '5' as const, r: resistance })),
  { t: '5', r: JUMPER },
];

function chipRes(
  series: string,
  size: ChipSize,
  resistance: Ohms,
  tol: string,
  tcr: string,
  composition: 'Thick Film' | 'Thin Film',
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  const [watts, wDesc] = WATTS[size] as [string, string];
  const jumper = resistance.ohms === 0;
  return {
    base,
    variants,
    description: jumper ? `RES SMD 0 OHM JUMPER ${wDesc} ${size}` : `RES SMD ${resistance.desc} ${tol}% ${wDesc} ${size}`,
    parameters: {
      Series: series,
      Resistance: resistance.disp,
      Tolerance: jumper ? 'Jumper' : `±${tol}%`,
      'Power (Watts)': watts,
      'Temperature Coefficient': tcr,
      Composition: composition,
      'Package / Case': chipPackage(size),
      'Operating Temperature': '-55°C ~ 155°C',
    },
    price: price * (SIZE_PRICE[size] ?? 1),
    grams: CHIP_GRAMS[size],
    datasheetUrl: ds,
  };
}

const thickTcr = (tv: TolValue) => (tv.r.ohms === 0 ? '-' : tv.t === '1' ? '±100ppm/°C' : '±200ppm/°C');
const reel = (mpn: string, size: ChipSize): Variant => ({ mpn, pack: 'reel', qty: CHIP_REEL[size] });
const reel13 = (mpn: string, size: ChipSize): Variant => ({ mpn, pack: 'reel-only', qty: CHIP_REEL13[size] });

const YAGEO_DS = 'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/';

function yageoThick(prefix: 'RC' | 'AC', series: string, weight: number): Family {
  return fam({
    key: `yageo-${prefix.toLowerCase()}`,
    leaf: CHIP,
    mfr: 'yageo',
    weight,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const tol = tv.t === '1' ? 'F' : 'J';
      const code = (reelCode: string) => `${prefix}${size}${tol}R-${reelCode}${tv.r.rkm}L`;
      return chipRes(
        series,
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        `${prefix}${size}${tol}R-${tv.r.rkm}L`,
        [reel(code('07'), size), reel13(code('13'), size)],
        prefix === 'AC' ? 0.12 : 0.1,
        `${YAGEO_DS}PYu-${prefix}_51_RoHS_L_12.pdf`,
      );
    },
  });
}

const ERJ_1: Record<string, string> = {
  '0201': 'ERJ-1GNF',
  '0402': 'ERJ-2RKF',
  '0603': 'ERJ-3EKF',
  '0805': 'ERJ-6ENF',
  '1206': 'ERJ-8ENF',
  '1210': 'ERJ-14NF',
  '2010': 'ERJ-12SF',
  '2512': 'ERJ-1TNF',
};
const ERJ_5: Record<string, string> = {
  '0201': 'ERJ-1GEJ',
  '0402': 'ERJ-2GEJ',
  '0603': 'ERJ-3GEYJ',
  '0805': 'ERJ-6GEYJ',
  '1206': 'ERJ-8GEYJ',
  '1210': 'ERJ-14YJ',
  '2010': 'ERJ-12ZYJ',
  '2512': 'ERJ-1TYJ',
};
const erjSuffix = (size: string) =>
  size === '0201' || size === '0402' ? 'X' : size === '1210' || size === '2010' || size === '2512' ? 'U' : 'V';

const KOA_SIZE: Record<string, string> = {
  '0201': '1H',
  '0402': '1E',
  '0603': '1J',
  '0805': '2A',
  '1206': '2B',
  '1210': '2E',
  '2010': 'W2H',
  '2512': 'W3A',
};
const ROHM_MCR: Record<string, string> = {
  '0201': 'MCR006',
  '0402': 'MCR01',
  '0603': 'MCR03',
  '0805': 'MCR10',
  '1206': 'MCR18',
  '1210': 'MCR25',
  '2010': 'MCR50',
  '2512': 'MCR100',
};

const thickFamilies: Family[] = [
  yageoThick('RC', 'RC', 16),
  yageoThick('AC', 'AC (Automotive)', 4),
  fam({
    key: 'panasonic-erj',
    leaf: CHIP,
    mfr: 'panasonic',
    weight: 8,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const sfx = erjSuffix(size);
      const body =
        tv.r.ohms === 0
          ? `${(ERJ_5[size] as string).slice(0, -1)}0R00`
          : tv.t === '1'
            ? `${ERJ_1[size]}${tv.r.c4}`
            : `${ERJ_5[size]}${tv.r.c3}`;
      return chipRes(
        'ERJ',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        body,
        [reel(body + sfx, size)],
        0.1,
        'https://industry.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C304.pdf',
      );
    },
  }),
  fam({
    key: 'vishay-crcw',
    leaf: CHIP,
    mfr: 'vishay',
    weight: 6,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const body = tv.r.ohms === 0 ? `CRCW${size}0000Z0` : `CRCW${size}${tv.r.vis}${tv.t === '1' ? 'FK' : 'JN'}`;
      return chipRes(
        'CRCW-e3',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        body,
        [reel(`${body}EA`, size), reel13(`${body}EC`, size)],
        0.1,
        'https://www.vishay.com/docs/20035/dcrcwe3.pdf',
      );
    },
  }),
  fam({
    key: 'koa-rk73',
    leaf: CHIP,
    mfr: 'koa-speer',
    weight: 4,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const sz = KOA_SIZE[size] as string;
      const mpn = tv.r.ohms === 0 ? `RK73Z${sz}TTD` : tv.t === '1' ? `RK73H${sz}TTD${tv.r.c4}F` : `RK73B${sz}TTD${tv.r.c3}J`;
      return chipRes(
        tv.t === '1' ? 'RK73H' : tv.r.ohms === 0 ? 'RK73Z' : 'RK73B',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        mpn,
        [reel(mpn, size)],
        0.1,
        `https://www.koaspeer.com/pdfs/${tv.t === '1' ? 'RK73H' : 'RK73B'}.pdf`,
      );
    },
  }),
  fam({
    key: 'rohm-mcr',
    leaf: CHIP,
    mfr: 'rohm',
    weight: 4,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const prefix = `${ROHM_MCR[size]}EZP`;
      const mpn = tv.r.ohms === 0 ? `${prefix}J000` : tv.t === '1' ? `${prefix}FX${tv.r.c4}` : `${prefix}J${tv.r.c3}`;
      return chipRes(
        'MCR',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        mpn,
        [reel(mpn, size)],
        0.1,
        'https://fscdn.rohm.com/en/products/databook/datasheet/passive/resistor/chip_resistor/mcr-e.pdf',
      );
    },
  }),
  fam({
    key: 'stackpole-rmcf',
    leaf: CHIP,
    mfr: 'stackpole',
    weight: 4,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const mpn = tv.r.ohms === 0 ? `RMCF${size}ZT0R00` : `RMCF${size}${tv.t === '1' ? 'F' : 'J'}T${tv.r.vis}`;
      return chipRes(
        'RMCF',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        mpn,
        [reel(mpn, size)],
        0.09,
        'https://www.seielect.com/catalog/sei-rmcf_rmcp.pdf',
      );
    },
  }),
  fam({
    key: 'bourns-cr',
    leaf: CHIP,
    mfr: 'bourns',
    weight: 3,
    kind: 'chip',
    dimensions: [THICK_SIZES, THICK_VALUES],
    make: ([size, tv]) => {
      const mpn = tv.r.ohms === 0 ? `CR${size}-J/-000ELF` : tv.t === '1' ? `CR${size}-FX-${tv.r.c4}ELF` : `CR${size}-JW-${tv.r.c3}ELF`;
      return chipRes(
        'CR',
        size,
        tv.r,
        tv.t,
        thickTcr(tv),
        'Thick Film',
        mpn,
        [reel(mpn, size)],
        0.1,
        'https://www.bourns.com/docs/product-datasheets/chpreztr.pdf',
      );
    },
  }),
];

// Thin film: E192 values, precision tolerance × TCR pairs.
interface Precision {
  t: string;
  tcr: number;
  i: number;
}
const TOL_TCR: [string, number[]][] = [
  ['0.05', [5, 10, 15, 25]],
  ['0.1', [5, 10, 15, 25, 50]],
  ['0.25', [5, 10, 15, 25, 50]],
  ['0.5', [10, 15, 25, 50]],
  ['1', [10, 15, 25, 50, 100]],
];
const PRECISION: Precision[] = TOL_TCR.flatMap(([tol, tcrs]) => tcrs.map((tcr) => ({ t: tol, tcr, i: 0 })));
PRECISION.forEach((precision, index) => (precision.i = index));

const TOL_LETTER: Record<string, string> = { '0.05': 'A', '0.1': 'B', '0.25': 'C', '0.5': 'D', '1': 'F' };
const TOL_PRICE: Record<string, number> = { '0.05': 1.1, '0.1': 0.55, '0.25': 0.42, '0.5': 0.35, '1': 0.26 };
const TCR_PRICE: Record<number, number> = { 5: 1.8, 10: 1.4, 15: 1.2, 25: 1, 50: 0.92, 100: 0.85 };
const THIN_SIZES = THICK_SIZES;
const THIN_SMALL = ['0201', '0402', '0603', '0805', '1206'] as const satisfies readonly ChipSize[];

function thin(
  key: string,
  mfr: string,
  series: string,
  sizes: readonly ChipSize[],
  code: (size: ChipSize, r: Ohms, p: Precision) => { base: string; variants: Variant[] },
  ds: string,
  weight: number,
): Family {
  return fam({
    key,
    leaf: CHIP,
    mfr,
    weight,
    kind: 'chip',
    siblingShare: 0.5,
    dimensions: [sizes, PRECISION, R_THIN],
    make: ([size, precision, resistance]) => {
      const { base, variants } = code(size, resistance, precision);
      return chipRes(
        series,
        size,
        resistance,
        precision.t,
        `±${precision.tcr}ppm/°C`,
        'Thin Film',
        base,
        variants,
        (TOL_PRICE[precision.t] as number) * (TCR_PRICE[precision.tcr] as number),
        ds,
      );
    },
  });
}

const L5 = (codes: Record<number, string>, precision: Precision) => codes[precision.tcr] as string;
/** Temperature-coefficient letters by ppm/°C in the thin-film ordering codes. */
const TNPW_TCR = { 5: 'T', 10: 'Y', 15: 'H', 25: 'E', 50: 'C', 100: 'K' };
const RNCF_TCR = { 5: 'A', 10: 'B', 15: 'C', 25: 'E', 50: 'F', 100: 'G' };
const CRT_TCR = { 5: 'V', 10: 'X', 15: 'W', 25: 'Y', 50: 'Z', 100: 'T' };

const thinFamilies: Family[] = [
  thin(
    'yageo-rt',
    'yageo',
    'RT',
    THIN_SIZES,
    (size, resistance, precision) => {
      const stem = `RT${size}${TOL_LETTER[precision.t]}R${L5({ 5: 'A', 10: 'B', 15: 'C', 25: 'D', 50: 'E', 100: 'F' }, precision)}`;
      return {
        base: `${stem}${resistance.rkm}L`,
        variants: [reel(`${stem}07${resistance.rkm}L`, size), reel13(`${stem}13${resistance.rkm}L`, size)],
      };
    },
    `${YAGEO_DS}PYu-RT_1-to-0.01_RoHS_L_15.pdf`,
    3,
  ),
  thin(
    'yageo-at',
    'yageo',
    'AT (Automotive)',
    THIN_SIZES,
    (size, resistance, precision) => {
      const stem = `AT${size}${TOL_LETTER[precision.t]}R${L5({ 5: 'A', 10: 'B', 15: 'C', 25: 'D', 50: 'E', 100: 'F' }, precision)}`;
      return {
        base: `${stem}${resistance.rkm}L`,
        variants: [reel(`${stem}07${resistance.rkm}L`, size), reel13(`${stem}13${resistance.rkm}L`, size)],
      };
    },
    `${YAGEO_DS}PYu-AT_51_RoHS_L_8.pdf`,
    1.5,
  ),
  thin(
    'panasonic-era',
    'panasonic',
    'ERA',
    THIN_SMALL,
    (size, resistance, precision) => {
      const sz = { '0201': '1A', '0402': '2A', '0603': '3A', '0805': '6A', '1206': '8A' }[size as string] as string;
      const body =
        `ERA-${sz}${L5({ 5: 'V', 10: 'R', 15: 'P', 25: 'E', 50: 'K', 100: 'H' }, precision)}` +
        `${{ '0.05': 'W', '0.1': 'B', '0.25': 'C', '0.5': 'D', '1': 'F' }[precision.t]}${resistance.c4}`;
      return { base: body, variants: [reel(body + (size === '0201' || size === '0402' ? 'X' : 'V'), size)] };
    },
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDM0000/AOA0000C331.pdf',
    2,
  ),
  thin(
    'vishay-tnpw',
    'vishay',
    'TNPW e3',
    THIN_SIZES,
    (size, resistance, precision) => {
      const body = `TNPW${size}${resistance.vis}${TOL_LETTER[precision.t]}${L5(TNPW_TCR, precision)}`;
      return { base: body, variants: [reel(`${body}EA`, size), reel13(`${body}EC`, size)] };
    },
    'https://www.vishay.com/docs/28758/tnpw_e3.pdf',
    2,
  ),
  thin(
    'susumu-rg',
    'susumu',
    'RG',
    THIN_SMALL,
    (size, resistance, precision) => {
      const body =
        `RG${METRIC[size]}${L5({ 5: 'V', 10: 'P', 15: 'Q', 25: 'N', 50: 'H', 100: 'K' }, precision)}-` +
        `${resistance.c4}-${{ '0.05': 'W', '0.1': 'B', '0.25': 'C', '0.5': 'D', '1': 'F' }[precision.t]}`;
      return { base: body, variants: [reel(`${body}-T5`, size), { mpn: `${body}-T1`, pack: 'reel-only', qty: 1000 }] };
    },
    'https://www.susumu.co.jp/common/pdf/n_catalog_partition01_en.pdf',
    1.5,
  ),
  thin(
    'koa-rn73h',
    'koa-speer',
    'RN73H',
    THIN_SIZES,
    (size, resistance, precision) => {
      const mpn = `RN73H${KOA_SIZE[size]}TTD${resistance.c4}${TOL_LETTER[precision.t]}${String(precision.tcr).padStart(2, '0')}`;
      return { base: mpn, variants: [reel(mpn, size)] };
    },
    'https://www.koaspeer.com/pdfs/RN73H.pdf',
    1.5,
  ),
  thin(
    'stackpole-rncf',
    'stackpole',
    'RNCF',
    THIN_SIZES,
    (size, resistance, precision) => {
      const mpn = `RNCF${size}${TOL_LETTER[precision.t]}T${L5(RNCF_TCR, precision)}${resistance.vis}`;
      return { base: mpn, variants: [reel(mpn, size)] };
    },
    'https://www.seielect.com/catalog/sei-rncf.pdf',
    1.5,
  ),
  thin(
    'bourns-crt',
    'bourns',
    'CRT',
    THIN_SIZES,
    (size, resistance, precision) => {
      const mpn = `CRT${size}-${TOL_LETTER[precision.t]}${L5(CRT_TCR, precision)}-${resistance.c4}ELF`;
      return { base: mpn, variants: [reel(mpn, size)] };
    },
    'https://www.bourns.com/docs/product-datasheets/crt.pdf',
    1,
  ),
  thin(
    'te-cpf',
    'te-connectivity',
    'CPF',
    THIN_SIZES,
    (size, resistance, precision) => {
      const mpn = `CPF${size}${TOL_LETTER[precision.t]}${resistance.rkm}E${[5, 10, 15, 25, 50, 100].indexOf(precision.tcr)}`;
      return { base: mpn, variants: [reel(mpn, size)] };
    },
    'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=1773204&DocType=DS',
    1,
  ),
];

// ---------------------------------------------------------------------------------------------
// Through hole.

const TH = 'through-hole-resistors';
interface ThPower {
  code: string;
  w: string;
  wDesc: string;
  dim: string;
  g: number;
}
const thParams = (series: string, resistance: Ohms, tol: string, thPower: ThPower, composition: string, tcr: string) => ({
  Series: series,
  Resistance: resistance.disp,
  Tolerance: `±${tol}%`,
  'Power (Watts)': thPower.w,
  Composition: composition,
  'Temperature Coefficient': tcr,
  'Package / Case': 'Axial',
  'Size / Dimension': thPower.dim,
  'Operating Temperature': '-55°C ~ 155°C',
});
const MFR_POWERS: ThPower[] = [
  { code: 'MFR-12', w: '0.167 W', wDesc: '1/6W', dim: '0.071" Dia x 0.142" L (1.80mm x 3.60mm)', g: 0.12 },
  { code: 'MFR-25', w: '0.25 W', wDesc: '1/4W', dim: '0.094" Dia x 0.236" L (2.40mm x 6.00mm)', g: 0.22 },
  { code: 'MFR-50', w: '0.5 W', wDesc: '1/2W', dim: '0.138" Dia x 0.354" L (3.50mm x 9.00mm)', g: 0.45 },
];
const CMF_POWERS: ThPower[] = [
  { code: 'CMF50', w: '0.125 W', wDesc: '1/8W', dim: '0.071" Dia x 0.150" L (1.80mm x 3.81mm)', g: 0.15 },
  { code: 'CMF55', w: '0.25 W', wDesc: '1/4W', dim: '0.091" Dia x 0.240" L (2.31mm x 6.10mm)', g: 0.25 },
  { code: 'CMF60', w: '0.5 W', wDesc: '1/2W', dim: '0.145" Dia x 0.375" L (3.68mm x 9.53mm)', g: 0.5 },
  { code: 'CMF65', w: '0.75 W', wDesc: '3/4W', dim: '0.190" Dia x 0.560" L (4.83mm x 14.22mm)', g: 0.8 },
  { code: 'CMF70', w: '1 W', wDesc: '1W', dim: '0.250" Dia x 0.750" L (6.35mm x 19.05mm)', g: 1.2 },
];
const CF_POWERS: ThPower[] = [
  { code: 'CF18', w: '0.125 W', wDesc: '1/8W', dim: '0.071" Dia x 0.134" L (1.80mm x 3.40mm)', g: 0.12 },
  { code: 'CF14', w: '0.25 W', wDesc: '1/4W', dim: '0.094" Dia x 0.236" L (2.40mm x 6.00mm)', g: 0.2 },
  { code: 'CF12', w: '0.5 W', wDesc: '1/2W', dim: '0.126" Dia x 0.354" L (3.20mm x 9.00mm)', g: 0.35 },
  { code: 'CF1', w: '1 W', wDesc: '1W', dim: '0.197" Dia x 0.453" L (5.00mm x 11.50mm)', g: 0.7 },
];
const CMF_PREC = [
  ['1', 'F', 'H', '±50ppm/°C'],
  ['0.5', 'D', 'E', '±25ppm/°C'],
  ['0.1', 'B', 'E', '±25ppm/°C'],
] as const;

const thFamilies: Family[] = [
  fam({
    key: 'yageo-mfr',
    leaf: TH,
    mfr: 'yageo',
    weight: 3,
    kind: 'passive',
    dimensions: [MFR_POWERS, R_TH],
    make: ([thPower, resistance]) => {
      const stem = `${thPower.code}F`;
      return {
        base: `${stem}F52-${resistance.rkm}`,
        variants: [
          { mpn: `${stem}BF52-${resistance.rkm}`, pack: 'bulk', qty: 1 },
          { mpn: `${stem}TF52-${resistance.rkm}`, pack: 'reel-only', qty: 5000 },
        ],
        description: `RES ${resistance.desc} 1% ${thPower.wDesc} AXIAL`,
        parameters: thParams('MFR', resistance, '1', thPower, 'Metal Film', '±50ppm/°C'),
        price: 0.1,
        grams: thPower.g,
        datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/lr/PYu-MFR_51_RoHS_L_7.pdf',
      };
    },
  }),
  fam({
    key: 'vishay-dale-cmf',
    leaf: TH,
    mfr: 'vishay-dale',
    weight: 2,
    kind: 'passive',
    dimensions: [CMF_POWERS, CMF_PREC, R_TH],
    make: ([thPower, [tol, tl, tc, tcr], resistance]) => {
      const body = `${thPower.code}${resistance.vis}00${tl}${tc}`;
      return {
        base: body,
        variants: [
          { mpn: `${body}EB`, pack: 'bulk', qty: 1 },
          { mpn: `${body}EK`, pack: 'reel-only', qty: 5000 },
        ],
        description: `RES ${resistance.desc} ${tol}% ${thPower.wDesc} AXIAL`,
        parameters: thParams('CMF', resistance, tol, thPower, 'Metal Film', tcr),
        price: tol === '1' ? 0.3 : tol === '0.5' ? 0.55 : 0.9,
        grams: thPower.g,
        datasheetUrl: 'https://www.vishay.com/docs/31018/cmf.pdf',
      };
    },
  }),
  fam({
    key: 'koa-mf',
    leaf: TH,
    mfr: 'koa-speer',
    weight: 1,
    kind: 'passive',
    dimensions: [MFR_POWERS.slice(1), R_TH],
    make: ([thPower, resistance]) => {
      const pw = thPower.code === 'MFR-25' ? '1/4' : '1/2';
      const mpn = `MF${pw}DCT52R${resistance.c4}F`;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'reel-only', qty: 5000 }],
        description: `RES ${resistance.desc} 1% ${thPower.wDesc} AXIAL`,
        parameters: thParams('MF', resistance, '1', thPower, 'Metal Film', '±100ppm/°C'),
        price: 0.1,
        grams: thPower.g,
        datasheetUrl: 'https://www.koaspeer.com/pdfs/MF.pdf',
      };
    },
  }),
  fam({
    key: 'stackpole-cf',
    leaf: TH,
    mfr: 'stackpole',
    weight: 2,
    kind: 'passive',
    dimensions: [CF_POWERS, R_5PCT],
    make: ([thPower, resistance]) => {
      const mpn = `${thPower.code}JT${resistance.vis}`;
      return {
        base: mpn,
        variants: [
          { mpn, pack: 'reel-only', qty: thPower.code === 'CF1' ? 1000 : 5000 },
          { mpn: `${thPower.code}JB${resistance.vis}`, pack: 'bulk', qty: 1 },
        ],
        description: `RES ${resistance.desc} 5% ${thPower.wDesc} AXIAL`,
        parameters: thParams('CF', resistance, '5', thPower, 'Carbon Film', '-450ppm/°C'),
        price: 0.1,
        grams: thPower.g,
        datasheetUrl: 'https://www.seielect.com/catalog/sei-cf_cfm.pdf',
      };
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Current sense.

const CS = 'current-sense-resistors';
const SHUNTS = [
  5, 10, 15, 20, 25, 30, 40, 50, 60, 70, 80, 100, 120, 150, 200, 220, 250, 300, 330, 390, 400, 470, 500, 560, 680, 750, 820, 1000, 1200,
  1500, 2000, 2200, 2500, 3000, 3300, 3900, 4700, 5000, 6800, 7500, 8200, 10000,
].map(shunt);
const CS_SIZES: { size: ChipSize; w: string; wDesc: string }[] = [
  { size: '0603', w: '0.25 W', wDesc: '1/4W' },
  { size: '0805', w: '0.5 W', wDesc: '1/2W' },
  { size: '1206', w: '0.5 W', wDesc: '1/2W' },
  { size: '2010', w: '1 W', wDesc: '1W' },
  { size: '2512', w: '2 W', wDesc: '2W' },
];
const CS_TOL = [
  ['1', 'F'],
  ['5', 'J'],
] as const;

function sense(
  key: string,
  mfr: string,
  series: string,
  composition: string,
  weight: number,
  code: (size: ChipSize, s: ReturnType<typeof shunt>, tl: 'F' | 'J') => [string, Variant[]] | null,
  ds: string,
  price: number,
  tcr: string,
): Family {
  return fam({
    key,
    leaf: CS,
    mfr,
    weight,
    kind: 'passive',
    dimensions: [CS_SIZES, CS_TOL, SHUNTS],
    make: ([sz, [tol, tl], shuntValue]) => {
      if (shuntValue.q < 50 && sz.size !== '2512') return null;
      const ordering = code(sz.size, shuntValue, tl);
      if (!ordering) return null;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `RES ${shuntValue.desc} ${tol}% ${sz.wDesc} ${sz.size}`,
        parameters: {
          Series: series,
          Resistance: shuntValue.disp,
          Tolerance: `±${tol}%`,
          'Power (Watts)': sz.w,
          'Temperature Coefficient': tcr,
          Composition: composition,
          'Package / Case': chipPackage(sz.size),
          'Operating Temperature': '-55°C ~ 170°C',
        },
        price: price * (shuntValue.q < 100 ? 1.6 : 1) * (sz.size === '2512' ? 1.4 : 1),
        grams: CHIP_GRAMS[sz.size],
        datasheetUrl: ds,
      };
    },
  });
}

const csFamilies: Family[] = [
  sense(
    'vishay-dale-wsl',
    'vishay-dale',
    'WSL',
    'Metal Element',
    3,
    (size, shuntValue, tl) => {
      const body = `WSL${size}${shuntValue.r4}${tl}E`;
      return [body, [reel(`${body}A`, size), { mpn: `${body}B`, pack: 'reel-only', qty: 4 * CHIP_REEL[size] }]];
    },
    'https://www.vishay.com/docs/30100/wsl.pdf',
    0.9,
    '±75ppm/°C',
  ),
  sense(
    'bourns-cra',
    'bourns',
    'CRA',
    'Metal Element',
    1.5,
    (size, shuntValue, tl) => {
      if (!shuntValue.r3) return null;
      const mpn = `CRA${size}-${tl}Z-${shuntValue.r3}ELF`;
      return [mpn, [reel(mpn, size)]];
    },
    'https://www.bourns.com/docs/product-datasheets/cra.pdf',
    0.6,
    '±100ppm/°C',
  ),
  sense(
    'yageo-rl',
    'yageo',
    'RL',
    'Thick Film',
    2,
    (size, shuntValue, tl) => {
      if (shuntValue.q < 100) return null;
      return [
        `RL${size}${tl}R-${shuntValue.rkm}L`,
        [reel(`RL${size}${tl}R-07${shuntValue.rkm}L`, size), reel13(`RL${size}${tl}R-13${shuntValue.rkm}L`, size)],
      ];
    },
    `${YAGEO_DS}PYu-RL_Group_521_RoHS_L_8.pdf`,
    0.25,
    '±300ppm/°C',
  ),
  sense(
    'stackpole-csrn',
    'stackpole',
    'CSRN',
    'Metal Element',
    1.5,
    (size, shuntValue, tl) => {
      if (!shuntValue.r3) return null;
      const mpn = `CSRN${size}${tl}K${shuntValue.r3}`;
      return [mpn, [reel(mpn, size)]];
    },
    'https://www.seielect.com/catalog/sei-csrn_csrf.pdf',
    0.5,
    '±75ppm/°C',
  ),
  sense(
    'rohm-ucr',
    'rohm',
    'UCR',
    'Thick Film',
    1.5,
    (size, shuntValue, tl) => {
      if (!shuntValue.r3) return null;
      const code = { '0603': '03', '0805': '10', '1206': '18', '2010': '50', '2512': '100' }[size as string];
      const mpn = `UCR${code}EVH${tl}S${shuntValue.r3}`;
      return [mpn, [reel(mpn, size)]];
    },
    'https://fscdn.rohm.com/en/products/databook/datasheet/passive/resistor/chip_resistor/ucr-e.pdf',
    0.35,
    '±200ppm/°C',
  ),
  sense(
    'panasonic-erj-bw',
    'panasonic',
    'ERJ-BW',
    'Thick Film',
    1,
    (size, shuntValue, tl) => {
      if (!shuntValue.r3) return null;
      const code = { '0603': '3BW', '0805': '6BW', '1206': '8BW', '2010': '12BW', '2512': '1TRQ' }[size as string];
      const body = `ERJ-${code}${tl}${shuntValue.r3}`;
      return [body, [reel(`${body}V`, size)]];
    },
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDA0000/AOA0000C335.pdf',
    0.4,
    '±100ppm/°C',
  ),
];

// ---------------------------------------------------------------------------------------------
// Arrays and networks.

const NET = 'resistor-networks-and-arrays';
const netParams = (
  series: string,
  circuit: string,
  resistance: Ohms,
  tol: string,
  count: number,
  pwr: string,
  pins: number,
  pkg: string,
  mount: string,
) => ({
  Series: series,
  'Circuit Type': circuit,
  Resistance: resistance.disp,
  Tolerance: `±${tol}%`,
  'Number of Resistors': String(count),
  'Power Per Element': pwr,
  'Number of Pins': String(pins),
  'Package / Case': pkg,
  'Mounting Type': mount,
});
const YC_TYPES = [
  { code: 'YC122', n: 2, pins: 4, short: '0404', pkg: '0404, Convex, 2 x 0201', pwr: '0.031 W', g: 0.002 },
  { code: 'YC124', n: 4, pins: 8, short: '0804', pkg: '0804, Convex, Long Side Terminals', pwr: '0.063 W', g: 0.003 },
  { code: 'YC162', n: 2, pins: 4, short: '0606', pkg: '0606, Convex, 2 x 0402', pwr: '0.063 W', g: 0.004 },
  { code: 'YC164', n: 4, pins: 8, short: '1206', pkg: '1206 (3216 Metric), Convex, Long Side Terminals', pwr: '0.063 W', g: 0.01 },
  { code: 'YC248', n: 8, pins: 16, short: '2506', pkg: '2506, Convex, Long Side Terminals', pwr: '0.063 W', g: 0.02 },
];
const SIP_PINS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14];
const NET_VALUES = R_5PCT.filter((resistance) => resistance.ohms >= 10 && resistance.ohms <= 1e6);

const netFamilies: Family[] = [
  fam({
    key: 'yageo-yc',
    leaf: NET,
    mfr: 'yageo',
    weight: 2,
    kind: 'chip',
    dimensions: [YC_TYPES, THICK_VALUES.filter((tv) => tv.r.ohms >= 10 && tv.r.ohms <= 1e6)],
    make: ([type, tv]) => {
      const tol = tv.t === '1' ? 'F' : 'J';
      return {
        base: `${type.code}-${tol}R-${tv.r.rkm}L`,
        variants: [{ mpn: `${type.code}-${tol}R-07${tv.r.rkm}L`, pack: 'reel', qty: type.n === 8 ? 4000 : 5000 }],
        description: `RES ARRAY ${type.n} RES ${tv.r.desc} ${type.short}`,
        parameters: netParams('YC', 'Isolated', tv.r, tv.t, type.n, type.pwr, type.pins, type.pkg, 'Surface Mount'),
        price: 0.1,
        grams: type.g,
        datasheetUrl: `${YAGEO_DS}PYu-YC_TC_51_RoHS_L_9.pdf`,
      };
    },
  }),
  fam({
    key: 'bourns-4600x',
    leaf: NET,
    mfr: 'bourns',
    weight: 1.5,
    kind: 'passive',
    dimensions: [SIP_PINS, ['101', '102'] as const, NET_VALUES],
    make: ([pins, ckt, resistance]) => {
      const bussed = ckt === '101';
      if (!bussed && pins % 2 === 1) return null;
      const count = bussed ? pins - 1 : pins / 2;
      const mpn = `46${String(pins).padStart(2, '0')}X-${ckt}-${resistance.c3}LF`;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'tube', qty: pins >= 10 ? 25 : 40 }],
        description: `RES ARRAY ${count} RES ${resistance.desc} ${pins}SIP`,
        parameters: netParams(
          '4600X',
          bussed ? 'Bussed' : 'Isolated',
          resistance,
          '2',
          count,
          bussed ? '0.2 W' : '0.3 W',
          pins,
          `${pins}-SIP`,
          'Through Hole',
        ),
        price: 0.25 + pins * 0.02,
        grams: 0.12 * pins,
        datasheetUrl: 'https://www.bourns.com/docs/Product-Datasheets/4600x.pdf',
      };
    },
  }),
  fam({
    key: 'bourns-cat16',
    leaf: NET,
    mfr: 'bourns',
    weight: 1,
    kind: 'chip',
    dimensions: [[2, 4, 8] as const, THICK_VALUES.filter((tv) => tv.r.ohms >= 10 && tv.r.ohms <= 1e6)],
    make: ([count, tv]) => {
      const code = tv.t === '1' ? `${tv.r.c4}F` : `${tv.r.c3}J`;
      const series = count === 8 ? 'CAT16-8' : count === 2 ? 'CAY16-2' : 'CAT16';
      const mpn = count === 8 ? `CAT16-${code}8LF` : count === 2 ? `CAY16-${code}2LF` : `CAT16-${code}4LF`;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'reel', qty: 5000 }],
        description: `RES ARRAY ${count} RES ${tv.r.desc} ${count === 8 ? '1606' : count === 2 ? '0606' : '1206'}`,
        parameters: netParams(
          series,
          'Isolated',
          tv.r,
          tv.t,
          count,
          '0.063 W',
          count * 2,
          count === 8
            ? '1606, Convex, Long Side Terminals'
            : count === 2
              ? '0606, Convex, 2 x 0603'
              : '1206 (3216 Metric), Convex, Long Side Terminals',
          'Surface Mount',
        ),
        price: 0.12,
        grams: 0.01,
        datasheetUrl: 'https://www.bourns.com/docs/Product-Datasheets/CATCAY.pdf',
      };
    },
  }),
  fam({
    key: 'panasonic-exb',
    leaf: NET,
    mfr: 'panasonic',
    weight: 1,
    kind: 'chip',
    dimensions: [
      [
        ['EXB-28V', 4, '0804'],
        ['EXB-38V', 4, '1206'],
        ['EXB-2HV', 8, '1506'],
        ['EXB-V8V', 4, '1206'],
        ['EXB-24V', 2, '0404'],
      ] as const,
      NET_VALUES,
    ],
    make: ([[code, count, pkg], resistance]) => {
      const body = `${code}${resistance.c3}J`;
      return {
        base: body,
        variants: [{ mpn: `${body}${pkg === '1206' ? 'V' : 'X'}`, pack: 'reel', qty: pkg === '1206' ? 5000 : 10000 }],
        description: `RES ARRAY ${count} RES ${resistance.desc} ${pkg}`,
        parameters: netParams('EXB', 'Isolated', resistance, '5', count, '0.063 W', count * 2, `${pkg}, Convex`, 'Surface Mount'),
        price: 0.1,
        grams: 0.008,
        datasheetUrl: 'https://industry.panasonic.com/cdbs/www-data/pdf/AOC0000/AOC0000C14.pdf',
      };
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Trimmers and potentiometers.

const POT = 'potentiometers-and-trimmers';
const POT_VALUES = [
  [100, 1],
  [200, 1],
  [500, 1],
  [100, 2],
  [200, 2],
  [500, 2],
  [100, 3],
  [200, 3],
  [500, 3],
  [100, 4],
  [200, 4],
  [250, 4],
  [500, 4],
  [100, 5],
  [200, 5],
  [250, 5],
  [500, 5],
  [100, 6],
  [200, 6],
].map(([mantissa, exponent]) => ohms(mantissa as number, exponent as number));
interface PotStyle {
  series: string;
  mpn: (code: string) => string;
  turns: string;
  adj: string;
  mount: string;
  term: string;
  size: string;
  power: string;
  tol: string;
  price: number;
  g: number;
  ds: string;
  desc: string;
}
const BOURNS_DS = 'https://www.bourns.com/docs/Product-Datasheets/';
const bournsTrim = (
  series: string,
  pins: string[],
  turns: string,
  size: string,
  power: string,
  price: number,
  grams: number,
  mount = 'Through Hole',
  sfx = 'LF',
): PotStyle[] =>
  pins.map((pin) => ({
    series,
    mpn: (code) => `${series}${pin}-1-${code}${sfx}`,
    turns,
    adj: ['W', 'Y', 'H', 'F', 'J'].includes(pin) ? 'Top Adjustment' : 'Side Adjustment',
    mount,
    term: mount === 'Through Hole' ? 'PC Pins' : 'J-Lead',
    size,
    power,
    tol: '±10%',
    price,
    g: grams,
    ds: `${BOURNS_DS}${series}.pdf`,
    desc: turns === '1' ? 'TRIMMER' : `TRIMMER ${turns}TURN`,
  }));
const POT_STYLES: PotStyle[] = [
  ...bournsTrim('3296', ['W', 'X', 'Y', 'P', 'Z'], '25', '0.375" L x 0.190" W x 0.400" H (9.53mm x 4.83mm x 10.16mm)', '0.5 W', 2.2, 0.9),
  ...bournsTrim('3266', ['W', 'X', 'Y', 'P', 'Z'], '12', '0.250" L x 0.190" W x 0.260" H (6.35mm x 4.83mm x 6.60mm)', '0.25 W', 2.6, 0.4),
  ...bournsTrim(
    '3386',
    ['P', 'F', 'W', 'X', 'H'],
    '1',
    '0.375" Dia x 0.190" H (9.53mm x 4.83mm)',
    '0.5 W',
    0.85,
    0.7,
    'Through Hole',
    'TLF',
  ),
  ...bournsTrim('3362', ['P', 'W', 'X', 'H', 'U'], '1', '0.270" L x 0.280" W x 0.190" H (6.86mm x 7.11mm x 4.83mm)', '0.5 W', 0.95, 0.5),
  ...(['J', 'G'] as const).map((style) => ({
    series: '3314',
    mpn: (code: string) => `3314${style}-1-${code}E`,
    turns: '1',
    adj: 'Top Adjustment',
    mount: 'Surface Mount',
    term: style === 'J' ? 'J-Lead' : 'Gull Wing',
    size: '0.157" L x 0.177" W x 0.083" H (4.00mm x 4.50mm x 2.10mm)',
    power: '0.25 W',
    tol: '±20%',
    price: 1.6,
    g: 0.1,
    ds: `${BOURNS_DS}3314.pdf`,
    desc: 'TRIMMER',
  })),
  ...['2', '1'].map((style) => ({
    series: 'TC33',
    mpn: (code: string) => `TC33X-${style}-${code}E`,
    turns: '1',
    adj: 'Top Adjustment',
    mount: 'Surface Mount',
    term: style === '2' ? 'J-Lead' : 'Gull Wing',
    size: '0.146" L x 0.126" W x 0.071" H (3.70mm x 3.20mm x 1.80mm)',
    power: '0.1 W',
    tol: '±30%',
    price: 0.45,
    g: 0.05,
    ds: `${BOURNS_DS}TC33.pdf`,
    desc: 'TRIMMER',
  })),
  ...['015', '020', '025', '030'].flatMap((len) =>
    ['B', 'A'].map((taper) => ({
      series: 'PTV09',
      mpn: (code: string) => `PTV09A-4${len}F-${taper}${code}`,
      turns: '1',
      adj: taper === 'B' ? 'Shaft, Linear Taper' : 'Shaft, Audio Taper',
      mount: 'Through Hole',
      term: 'PC Pins',
      size: `9mm, ${Number(len) / 10 + 5}mm Flatted Shaft`,
      power: '0.05 W',
      tol: '±20%',
      price: 0.95,
      g: 2.1,
      ds: `${BOURNS_DS}PTV09.pdf`,
      desc: 'POT',
    })),
  ),
];

const potFamilies: Family[] = [
  fam({
    key: 'bourns-trimmers',
    leaf: POT,
    mfr: 'bourns',
    weight: 3,
    kind: 'emech',
    dimensions: [POT_STYLES, POT_VALUES],
    make: ([potStyle, resistance]) => {
      const mpn = potStyle.mpn(resistance.c3);
      return {
        base: mpn,
        variants: [
          { mpn, pack: potStyle.mount === 'Surface Mount' ? 'reel' : 'tube', qty: potStyle.mount === 'Surface Mount' ? 1000 : 50 },
        ],
        description:
          `${potStyle.desc} ${resistance.desc.replace(' OHM', '')} OHM ${potStyle.power.replace(' ', '').toUpperCase()} ` +
          `${potStyle.mount === 'Surface Mount' ? 'SMD' : 'PC PIN'}`,
        parameters: {
          Series: potStyle.series,
          Resistance: resistance.disp,
          Tolerance: potStyle.tol,
          'Power (Watts)': potStyle.power,
          'Number of Turns': potStyle.turns,
          'Adjustment Type': potStyle.adj,
          'Mounting Type': potStyle.mount,
          'Termination Style': potStyle.term,
          'Size / Dimension': potStyle.size,
        },
        price: potStyle.price,
        grams: potStyle.g,
        datasheetUrl: potStyle.ds,
      };
    },
  }),
  fam({
    key: 'murata-pv',
    leaf: POT,
    mfr: 'murata',
    weight: 0.6,
    kind: 'emech',
    dimensions: [
      [
        ['PVZ3A', 'C01R00', '1', 'Surface Mount', 'Top Adjustment', 0.45],
        ['PVZ3K', 'C01R00', '1', 'Surface Mount', 'Side Adjustment', 0.5],
        ['PV36W', 'C01B00', '25', 'Through Hole', 'Top Adjustment', 2.1],
        ['PV36P', 'C01B00', '25', 'Through Hole', 'Side Adjustment', 2.1],
        ['PV37W', 'C31B00', '12', 'Through Hole', 'Top Adjustment', 2.4],
      ] as const,
      POT_VALUES,
    ],
    make: ([[code, sfx, turns, mount, adj, price], resistance]) => {
      const mpn = `${code}${resistance.c3}${sfx}`;
      const smd = mount === 'Surface Mount';
      return {
        base: mpn,
        variants: [{ mpn, pack: smd ? 'reel' : 'tube', qty: smd ? 2000 : 50 }],
        description: `TRIMMER ${resistance.desc} ${smd ? '0.1W SMD' : '0.5W PC PIN'}`,
        parameters: {
          Series: code.slice(0, 4),
          Resistance: resistance.disp,
          Tolerance: smd ? '±25%' : '±10%',
          'Power (Watts)': smd ? '0.1 W' : '0.5 W',
          'Number of Turns': turns,
          'Adjustment Type': adj,
          'Mounting Type': mount,
          'Termination Style': smd ? 'J-Lead' : 'PC Pins',
          'Size / Dimension': smd
            ? '0.118" L x 0.102" W x 0.039" H (3.00mm x 2.60mm x 1.00mm)'
            : '0.375" L x 0.197" W x 0.413" H (9.53mm x 5.00mm x 10.50mm)',
        },
        price,
        grams: smd ? 0.03 : 0.8,
        datasheetUrl: `https://www.murata.com/en-global/products/productdata/8796776693790/${code.slice(0, 4)}.pdf`,
      };
    },
  }),
];

export const RESISTOR_FAMILIES: Family[] = [
  ...thickFamilies,
  ...thinFamilies,
  ...thFamilies,
  ...csFamilies,
  ...netFamilies,
  ...potFamilies,
];

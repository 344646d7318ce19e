// Capacitors: MLCC (eleven real ordering schemes over one shared table of buildable values),
// aluminium electrolytic, tantalum, film and supercapacitors.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { CHIP_GRAMS, E12, E6, cap, capSeries, chipPackage, pad, ufCode, type Cap, type ChipSize } from '../values';

// ---------------------------------------------------------------------------------------------
// MLCC

const MLCC = 'ceramic-capacitors-mlcc';
type Diel = 'C0G' | 'X5R' | 'X7R';
const MLCC_SIZES = ['0201', '0402', '0603', '0805', '1206', '1210'] as const satisfies readonly ChipSize[];
type MSize = (typeof MLCC_SIZES)[number];
/** Largest buildable capacitance (pF) at 10 V and below. */
const MAX_PF: Record<MSize, Record<Diel, number>> = {
  '0201': { C0G: 220, X5R: 1e6, X7R: 2.2e4 },
  '0402': { C0G: 2200, X5R: 1e7, X7R: 2.2e5 },
  '0603': { C0G: 1e4, X5R: 2.2e7, X7R: 1e6 },
  '0805': { C0G: 4.7e4, X5R: 4.7e7, X7R: 4.7e6 },
  '1206': { C0G: 1e5, X5R: 1e8, X7R: 1e7 },
  '1210': { C0G: 2.2e5, X5R: 1e8, X7R: 2.2e7 },
};
const VOLTS: Record<Diel, [number, number][]> = {
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
const TOL_TEXT: Record<string, string> = { C: '±0.25pF', D: '±0.5pF', F: '±1%', J: '±5%', K: '±10%', M: '±20%' };

interface MlccCombo {
  size: MSize;
  diel: Diel;
  v: number;
  c: Cap;
  tol: string;
  /** Thickness in mm×100 (80 → 0.8 mm). */
  t: number;
  /** Position inside its (size, dielectric) group: numeric article numbers. */
  seq: number;
}

function thickness(size: MSize, pf: number): number {
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
    default:
      return pf >= 1e6 ? 250 : 160;
  }
}

const MLCC_COMBOS: MlccCombo[] = (() => {
  const out: MlccCombo[] = [];
  for (const size of MLCC_SIZES) {
    for (const diel of ['C0G', 'X5R', 'X7R'] as const) {
      let seq = 0;
      const values = diel === 'C0G' ? capSeries(E12, 0, 5) : diel === 'X7R' ? capSeries(E12, 2, 8) : capSeries(E6, 3, 9);
      for (const [volts, div] of VOLTS[diel]) {
        if (volts === 250 && (size === '0201' || size === '0402')) continue;
        const max = MAX_PF[size][diel] / div;
        for (const capacitance of values) {
          if (capacitance.pf > max * 1.0001) continue;
          if (diel === 'C0G' && capacitance.pf > 1e5) continue;
          const tols = diel === 'C0G' ? (capacitance.pf < 10 ? ['C', 'D'] : ['F', 'J']) : ['K', 'M'];
          for (const tol of tols) out.push({ size, diel, v: volts, c: capacitance, tol, t: thickness(size, capacitance.pf), seq: seq++ });
        }
      }
    }
  }
  return out;
})();

const DIEL_TEMP: Record<Diel, string> = { C0G: '-55°C ~ 125°C', X5R: '-55°C ~ 85°C', X7R: '-55°C ~ 125°C' };
const SIZE_PRICE: Record<MSize, number> = { '0201': 0.1, '0402': 0.1, '0603': 0.1, '0805': 0.12, '1206': 0.18, '1210': 0.3 };
const REEL7: Record<MSize, number> = { '0201': 15000, '0402': 10000, '0603': 4000, '0805': 4000, '1206': 3000, '1210': 2000 };
const REEL13: Record<MSize, number> = { '0201': 50000, '0402': 50000, '0603': 15000, '0805': 10000, '1206': 10000, '1210': 8000 };
const EIA_V: Record<number, string> = { 4: '0G', 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 35: '1V', 50: '1H', 100: '2A', 250: '2E' };

function mlccSpec(combo: MlccCombo, series: string, base: string, variants: Variant[], ds: string, auto: boolean): BaseSpec {
  const exponent = combo.c.p;
  const capFactor = exponent <= 5 ? 1 : exponent === 6 ? 1.8 : exponent === 7 ? 3.5 : 6;
  const vFactor = combo.v >= 250 ? 2.5 : combo.v >= 100 ? 1.6 : 1;
  return {
    base,
    variants,
    description: `CAP CER ${combo.c.desc} ${combo.v}V ${combo.diel} ${combo.size}`,
    parameters: {
      Series: series,
      Capacitance: combo.c.disp,
      Tolerance: TOL_TEXT[combo.tol] as string,
      'Voltage - Rated': `${combo.v} V`,
      'Temperature Coefficient': combo.diel,
      'Package / Case': chipPackage(combo.size),
      'Thickness (Max)': `${(combo.t / 100).toFixed(2)} mm`,
      'Operating Temperature': DIEL_TEMP[combo.diel],
      Ratings: auto ? 'AEC-Q200' : '-',
    },
    price: SIZE_PRICE[combo.size] * capFactor * vFactor * (combo.diel === 'C0G' ? 1.1 : 1) * (auto ? 1.3 : 1),
    grams: CHIP_GRAMS[combo.size],
    datasheetUrl: ds,
  };
}

const r7 = (mpn: string, combo: MlccCombo): Variant => ({
  mpn,
  pack: 'reel',
  qty: combo.t >= 125 ? Math.round(REEL7[combo.size] * 0.75) : REEL7[combo.size],
});
const r13 = (mpn: string, combo: MlccCombo): Variant => ({ mpn, pack: 'reel-only', qty: REEL13[combo.size] });

function mlcc(
  key: string,
  mfr: string,
  weight: number,
  code: (x: MlccCombo) => { series: string; base: string; variants: Variant[]; datasheetUrl: string; auto?: boolean } | null,
): Family {
  return fam({
    key,
    leaf: MLCC,
    mfr,
    weight,
    kind: 'chip',
    dimensions: [MLCC_COMBOS],
    make: ([combo]) => {
      const ordering = code(combo);
      return ordering
        ? mlccSpec(combo, ordering.series, ordering.base, ordering.variants, ordering.datasheetUrl, ordering.auto ?? false)
        : null;
    },
  });
}

const MURATA_SIZE: Record<MSize, string> = { '0201': '03', '0402': '15', '0603': '18', '0805': '21', '1206': '31', '1210': '32' };
const MURATA_T: Record<number, string> = { 30: '3', 50: '5', 80: '8', 85: '9', 125: 'B', 115: 'M', 160: 'C', 250: 'E' };
const MURATA_D: Record<Diel, string> = { C0G: '5C', X5R: 'R6', X7R: 'R7' };
function murata(prefix: 'GRM' | 'GCM', combo: MlccCombo) {
  const spec =
    prefix === 'GCM'
      ? combo.diel === 'X7R'
        ? 'A57'
        : 'A55'
      : combo.size === '0402' && combo.diel === 'X7R'
        ? 'A88'
        : combo.diel === 'X5R' && combo.c.pf >= 1e6
          ? 'A73'
          : 'A01';
  const sizeThicknessDielectric = `${MURATA_SIZE[combo.size]}${MURATA_T[combo.t]}${MURATA_D[combo.diel]}`;
  const body = `${prefix}${sizeThicknessDielectric}${EIA_V[combo.v]}${combo.c.code}${combo.tol}${spec}`;
  const paper = combo.t <= 85;
  return {
    series: prefix,
    base: body,
    variants: [r7(body + (paper ? 'D' : 'L'), combo), r13(body + (paper ? 'J' : 'K'), combo)],
    datasheetUrl: `https://search.murata.co.jp/Ceramy/image/img/A01X/G101/ENG/${body}-01.pdf`,
    auto: prefix === 'GCM',
  };
}

const SAMSUNG_SIZE: Record<MSize, string> = { '0201': '03', '0402': '05', '0603': '10', '0805': '21', '1206': '31', '1210': '32' };
const SAMSUNG_V: Record<number, string> = { 4: 'R', 6.3: 'Q', 10: 'P', 16: 'O', 25: 'A', 35: 'L', 50: 'B', 100: 'C', 250: 'D' };
const SAMSUNG_T: Record<number, string> = { 30: '3', 50: '5', 80: '8', 85: 'C', 125: 'F', 115: 'F', 160: 'H', 250: 'J' };
const TDK_METRIC: Record<MSize, string> = {
  '0201': '0603',
  '0402': '1005',
  '0603': '1608',
  '0805': '2012',
  '1206': '3216',
  '1210': '3225',
};
const TDK_CGA: Record<MSize, string> = { '0201': '1', '0402': '2', '0603': '3', '0805': '4', '1206': '5', '1210': '6' };
const KEMET_V: Record<number, string> = { 4: '7', 6.3: '9', 10: '8', 16: '4', 25: '3', 35: '6', 50: '5', 100: '1', 250: 'A' };
const KEMET_D: Record<Diel, string> = { C0G: 'G', X5R: 'P', X7R: 'R' };
const YAGEO_V: Record<number, string> = { 4: '4', 6.3: '5', 10: '6', 16: '7', 25: '8', 35: '3', 50: '9', 100: '0', 250: 'B' };
const AVX_V: Record<number, string> = { 4: '4', 6.3: '6', 10: 'Z', 16: 'Y', 25: '3', 35: 'D', 50: '5', 100: '1', 250: 'V' };
const AVX_D: Record<Diel, string> = { C0G: 'A', X5R: 'D', X7R: 'C' };
const TY_V: Record<number, string> = { 4: 'A', 6.3: 'J', 10: 'L', 16: 'E', 25: 'T', 35: 'G', 50: 'U', 100: 'H', 250: 'Q' };
const TY_SIZE: Record<MSize, string> = { '0201': '063', '0402': '105', '0603': '107', '0805': '212', '1206': '316', '1210': '325' };
const TY_D: Record<Diel, string> = { C0G: 'CG', X5R: 'BJ', X7R: 'B7' };
const TY_T: Record<number, string> = { 30: 'P', 50: 'V', 80: 'A', 85: 'D', 125: 'G', 115: 'F', 160: 'L', 250: 'M' };
const WURTH_SIZE: Record<MSize, string> = { '0201': '04', '0402': '05', '0603': '06', '0805': '07', '1206': '08', '1210': '09' };

const mlccFamilies: Family[] = [
  mlcc('murata-grm', 'murata', 10, (combo) => murata('GRM', combo)),
  mlcc('murata-gcm', 'murata', 3, (combo) => (combo.diel === 'X5R' ? null : murata('GCM', combo))),
  mlcc('samsung-cl', 'samsung-electro-mechanics', 7, (combo) => {
    const body =
      `CL${SAMSUNG_SIZE[combo.size]}${combo.diel === 'C0G' ? 'C' : combo.diel === 'X5R' ? 'A' : 'B'}` +
      `${combo.c.code}${combo.tol}${SAMSUNG_V[combo.v]}${SAMSUNG_T[combo.t]}NNN`;
    const paper = combo.t <= 85;
    return {
      series: 'CL',
      base: body,
      variants: [r7(body + (paper ? 'C' : 'E'), combo), r13(body + (paper ? 'D' : 'F'), combo)],
      datasheetUrl: `https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=${body}C`,
    };
  }),
  mlcc('tdk-c', 'tdk', 6, (combo) => {
    const body = `C${TDK_METRIC[combo.size]}${combo.diel}${EIA_V[combo.v]}${combo.c.code}${combo.tol}${pad(combo.t, 3)}`;
    return {
      series: 'C',
      base: body,
      variants: [r7(`${body}AA`, combo), r13(`${body}AE`, combo)],
      datasheetUrl: 'https://product.tdk.com/system/files/dam/doc/product/capacitor/ceramic/mlcc/catalog/mlcc_commercial_general_en.pdf',
    };
  }),
  mlcc('tdk-cga', 'tdk', 2, (combo) => {
    if (combo.diel === 'X5R') return null;
    const body = `CGA${TDK_CGA[combo.size]}E2${combo.diel}${EIA_V[combo.v]}${combo.c.code}${combo.tol}${pad(combo.t, 3)}`;
    return {
      series: 'CGA',
      base: body,
      variants: [r7(`${body}AA`, combo), r13(`${body}AE`, combo)],
      datasheetUrl: 'https://product.tdk.com/system/files/dam/doc/product/capacitor/ceramic/mlcc/catalog/mlcc_automotive_general_en.pdf',
      auto: true,
    };
  }),
  mlcc('kemet-c', 'kemet', 5, (combo) => {
    const body = `C${combo.size}C${combo.c.code}${combo.tol}${KEMET_V[combo.v]}${KEMET_D[combo.diel]}AC`;
    return {
      series: 'C',
      base: body,
      variants: [r7(`${body}TU`, combo), r13(`${body}7411`, combo)],
      datasheetUrl: 'https://content.kemet.com/datasheets/KEM_C1002_X7R_SMD.pdf',
    };
  }),
  mlcc('kemet-c-auto', 'kemet', 1.5, (combo) => {
    if (combo.diel === 'X5R') return null;
    const body = `C${combo.size}C${combo.c.code}${combo.tol}${KEMET_V[combo.v]}${KEMET_D[combo.diel]}AC`;
    return {
      series: 'C Automotive',
      base: `${body}AUTO`,
      variants: [r7(`${body}AUTO`, combo), r13(`${body}AUTO7411`, combo)],
      datasheetUrl: 'https://content.kemet.com/datasheets/KEM_C1006_X7R_AUTO_SMD.pdf',
      auto: true,
    };
  }),
  mlcc('yageo-cc', 'yageo', 6, (combo) => {
    const dielCode = combo.diel === 'C0G' ? 'NPO' : combo.diel;
    const head = `CC${combo.size}${combo.tol}`;
    const tail = `${dielCode}${YAGEO_V[combo.v]}BB${combo.c.code}`;
    return {
      series: 'CC',
      base: head + tail,
      variants: [r7(`${head}R${tail}`, combo), r13(`${head}P${tail}`, combo)],
      datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/mlcc/UPY-GPHC_X7R_6.3V-to-50V_20.pdf',
    };
  }),
  mlcc('yageo-ac-mlcc', 'yageo', 1.5, (combo) => {
    if (combo.diel === 'X5R') return null;
    const dielCode = combo.diel === 'C0G' ? 'NPO' : combo.diel;
    const head = `AC${combo.size}${combo.tol}`;
    const tail = `${dielCode}${YAGEO_V[combo.v]}BB${combo.c.code}`;
    return {
      series: 'AC (Automotive)',
      base: head + tail,
      variants: [r7(`${head}R${tail}`, combo), r13(`${head}P${tail}`, combo)],
      datasheetUrl: 'https://www.yageo.com/upload/media/product/productsearch/datasheet/mlcc/UPY-AC_NP0X7R_16V-to-50V_12.pdf',
      auto: true,
    };
  }),
  mlcc('kyocera-avx-mlcc', 'kyocera-avx', 4, (combo) => {
    const body = `${combo.size}${AVX_V[combo.v]}${AVX_D[combo.diel]}${combo.c.code}${combo.tol}AT`;
    return {
      series: combo.diel === 'C0G' ? 'C0G (NP0)' : combo.diel,
      base: body,
      variants: [r7(`${body}2A`, combo), r13(`${body}4A`, combo)],
      datasheetUrl: 'https://datasheets.kyocera-avx.com/X7RDielectric.pdf',
    };
  }),
  mlcc('taiyo-yuden-mk', 'taiyo-yuden', 3, (combo) => {
    const body = `${TY_V[combo.v]}MK${TY_SIZE[combo.size]}${TY_D[combo.diel]}${combo.c.code}${combo.tol}${TY_T[combo.t]}`;
    return {
      series: 'M',
      base: body,
      variants: [r7(`${body}-T`, combo)],
      datasheetUrl: 'https://www.yuden.co.jp/productdata/catalog/mlcc_all_e.pdf',
    };
  }),
  mlcc('wurth-wcap-csgp', 'wurth-elektronik', 2, (combo) => {
    if (combo.seq > 999) return null;
    const mpn = `885012${WURTH_SIZE[combo.size]}${combo.diel === 'C0G' ? 0 : combo.diel === 'X5R' ? 1 : 2}${pad(combo.seq, 3)}`;
    return {
      series: 'WCAP-CSGP',
      base: mpn,
      variants: [r7(mpn, combo)],
      datasheetUrl: `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
    };
  }),
];

// ---------------------------------------------------------------------------------------------
// Aluminium electrolytic

const ALU = 'aluminum-electrolytic-capacitors';
const ALU_CAPS = [
  cap(47, 5),
  cap(10, 6),
  cap(22, 6),
  cap(33, 6),
  cap(47, 6),
  cap(10, 7),
  cap(22, 7),
  cap(33, 7),
  cap(47, 7),
  cap(10, 8),
  cap(22, 8),
  cap(33, 8),
  cap(47, 8),
  cap(10, 9),
  cap(22, 9),
  cap(33, 9),
  cap(47, 9),
  cap(68, 9),
  cap(10, 10),
];
const ALU_VOLTS = [6.3, 10, 16, 25, 35, 50, 63, 100, 160, 200, 250, 400, 450];
const EIA_V2: Record<number, string> = {
  6.3: '0J',
  10: '1A',
  16: '1C',
  25: '1E',
  35: '1V',
  50: '1H',
  63: '1J',
  100: '2A',
  160: '2C',
  200: '2D',
  250: '2E',
  400: '2G',
  450: '2W',
};
/** Can size (diameter, length in mm) by C×V for radial and for SMD cans. */
const RADIAL: [number, number, number][] = [
  [60, 5, 11],
  [200, 6.3, 11],
  [700, 8, 11.5],
  [2000, 10, 12.5],
  [5000, 10, 20],
  [12000, 12.5, 20],
  [25000, 16, 25],
  [60000, 18, 35.5],
];
const SMD_CAN: [number, number, number][] = [
  [40, 4, 5.4],
  [120, 5, 5.4],
  [300, 6.3, 5.4],
  [800, 6.3, 7.7],
  [2000, 8, 10.2],
  [5000, 10, 10.2],
];
const canFor = (table: [number, number, number][], cv: number) => table.find(([max]) => cv <= max);
const mmIn = (mm: number) => (mm / 25.4).toFixed(3).replace(/^0/, '');

interface AluSeries {
  key: string;
  mfr: string;
  series: string;
  smd: boolean;
  life: string;
  temp: string;
  w: number;
  price: number;
  code: (c: Cap, v: number, d: number, l: number) => { base: string; variants: Variant[] } | null;
  ds: string;
}

function alu(aluSeries: AluSeries): Family {
  return fam({
    key: aluSeries.key,
    leaf: ALU,
    mfr: aluSeries.mfr,
    weight: aluSeries.w,
    kind: 'passive',
    dimensions: [ALU_VOLTS, ALU_CAPS],
    make: ([volts, capacitance]) => {
      const cv = (capacitance.pf / 1e6) * volts;
      if (volts > 100 && capacitance.pf > 1e8) return null;
      const can = canFor(aluSeries.smd ? SMD_CAN : RADIAL, cv);
      if (!can) return null;
      const [, diameter, length] = can;
      const code = aluSeries.code(capacitance, volts, diameter, length);
      if (!code) return null;
      const dim = `${mmIn(diameter)}" Dia (${diameter.toFixed(2)}mm)`;
      return {
        base: code.base,
        variants: code.variants,
        description: `CAP ALUM ${capacitance.uf}UF 20% ${volts}V ${aluSeries.smd ? 'SMD' : 'RADIAL'}`,
        parameters: {
          Series: aluSeries.series,
          Capacitance: capacitance.disp,
          Tolerance: '±20%',
          'Voltage - Rated': `${volts} V`,
          'Lifetime @ Temp.': aluSeries.life,
          'Mounting Type': aluSeries.smd ? 'Surface Mount' : 'Through Hole',
          'Package / Case': aluSeries.smd ? 'Radial, Can - SMD' : 'Radial, Can',
          'Size / Dimension': `${dim} x ${length} mm`,
          'Operating Temperature': aluSeries.temp,
        },
        price: aluSeries.price * (1 + diameter / 8) * (volts >= 160 ? 1.6 : 1),
        grams: Math.round(diameter * diameter * length * 0.0009 * 1000) / 1000,
        datasheetUrl: aluSeries.ds,
      };
    },
  });
}

const nichiconCase = (diameter: number) => ({ 5: 'DD', 6.3: 'ED', 8: 'PD', 10: 'HD', 12.5: 'HA', 16: 'HM', 18: 'HN' })[diameter] ?? 'HD';
const nichiconSmd = (diameter: number) => ({ 4: 'AL', 5: 'BL', 6.3: 'CL', 8: 'FL', 10: 'GL' })[diameter] ?? 'GL';
const panasonicSmd = (diameter: number, length: number) =>
  ({ 4: 'R', 5: 'AR', 6.3: length > 6 ? 'P' : 'AP', 8: 'V', 10: 'AV' })[diameter] ?? 'V';
const chemiLetter = (diameter: number) => ({ 5: 'E', 6.3: 'F', 8: 'H', 10: 'J', 12.5: 'K', 16: 'L', 18: 'M' })[diameter] ?? 'J';
const radialBulk = (mpn: string): Variant => ({ mpn, pack: 'bulk', qty: 1 });
const ammo = (mpn: string, diameter: number): Variant => ({
  mpn,
  pack: 'reel-only',
  qty: diameter <= 6.3 ? 2000 : diameter <= 10 ? 1000 : 500,
});
const smdReel = (mpn: string, diameter: number): Variant => ({
  mpn,
  pack: 'reel',
  qty: diameter <= 5 ? 2000 : diameter <= 6.3 ? 1000 : 500,
});
const plainUf = (capacitance: Cap) => capacitance.uf;
const chemiV = (volts: number) =>
  volts < 10 ? '6R3' : volts < 100 ? `${volts}0`.slice(0, 3) : `${String(volts).slice(0, 2)}${String(volts).length - 2}`;

const aluFamilies: Family[] = [
  ...(['UVR', 'UHE', 'UPW', 'UVZ'] as const).map((ser, index) =>
    alu({
      key: `nichicon-${ser.toLowerCase()}`,
      mfr: 'nichicon',
      series: ser,
      smd: false,
      w: [2, 2, 1.5, 1][index] as number,
      life: ser === 'UVR' || ser === 'UVZ' ? '2000 Hrs @ 85°C' : ser === 'UHE' ? '5000 Hrs @ 105°C' : '6000 Hrs @ 105°C',
      temp: ser === 'UVR' || ser === 'UVZ' ? '-40°C ~ 85°C' : '-55°C ~ 105°C',
      price: 0.12,
      code: (capacitance, volts, diameter) => {
        const body = `${ser}${EIA_V2[volts]}${ufCode(capacitance)}M${nichiconCase(diameter)}`;
        return { base: body, variants: [radialBulk(body), ammo(`${body}1TD`, diameter)] };
      },
      ds: `https://www.nichicon.co.jp/english/products/pdfs/e-${ser.toLowerCase()}.pdf`,
    }),
  ),
  alu({
    key: 'nichicon-uwt',
    mfr: 'nichicon',
    series: 'UWT',
    smd: true,
    w: 1.5,
    life: '2000 Hrs @ 105°C',
    temp: '-55°C ~ 105°C',
    price: 0.18,
    code: (capacitance, volts, diameter) =>
      volts > 63
        ? null
        : {
            base: `UWT${EIA_V2[volts]}${ufCode(capacitance)}M${nichiconSmd(diameter)}`,
            variants: [smdReel(`UWT${EIA_V2[volts]}${ufCode(capacitance)}M${nichiconSmd(diameter)}1GS`, diameter)],
          },
    ds: 'https://www.nichicon.co.jp/english/products/pdfs/e-uwt.pdf',
  }),
  ...(['FR', 'FC', 'FM'] as const).map((ser) =>
    alu({
      key: `panasonic-eeu-${ser.toLowerCase()}`,
      mfr: 'panasonic',
      series: ser,
      smd: false,
      w: 1.2,
      life: ser === 'FR' ? '10000 Hrs @ 105°C' : '5000 Hrs @ 105°C',
      temp: '-40°C ~ 105°C',
      price: 0.22,
      code: (capacitance, volts, diameter) =>
        volts > 100
          ? null
          : {
              base: `EEU-${ser}${EIA_V2[volts]}${ufCode(capacitance)}`,
              variants: [
                radialBulk(`EEU-${ser}${EIA_V2[volts]}${ufCode(capacitance)}`),
                ammo(`EEU-${ser}${EIA_V2[volts]}${ufCode(capacitance)}B`, diameter),
              ],
            },
      ds: `https://industry.panasonic.com/cdbs/www-data/pdf/RDF0000/ABA0000C${ser === 'FR' ? '1213' : ser === 'FC' ? '1220' : '1215'}.pdf`,
    }),
  ),
  ...(['FK', 'FT'] as const).map((ser) =>
    alu({
      key: `panasonic-eee-${ser.toLowerCase()}`,
      mfr: 'panasonic',
      series: ser,
      smd: true,
      w: 1.2,
      life: ser === 'FK' ? '2000 Hrs @ 105°C' : '5000 Hrs @ 105°C',
      temp: '-40°C ~ 105°C',
      price: 0.2,
      code: (capacitance, volts, diameter, length) =>
        volts > 63
          ? null
          : {
              base: `EEE-${ser}${EIA_V2[volts]}${ufCode(capacitance)}${panasonicSmd(diameter, length)}`,
              variants: [smdReel(`EEE-${ser}${EIA_V2[volts]}${ufCode(capacitance)}${panasonicSmd(diameter, length)}`, diameter)],
            },
      ds: `https://industry.panasonic.com/cdbs/www-data/pdf/RDE0000/ABA0000C${ser === 'FK' ? '1181' : '1182'}.pdf`,
    }),
  ),
  ...(['ZLH', 'YXF', 'ZLJ'] as const).map((ser) =>
    alu({
      key: `rubycon-${ser.toLowerCase()}`,
      mfr: 'rubycon',
      series: ser,
      smd: false,
      w: 1,
      life: ser === 'YXF' ? '10000 Hrs @ 105°C' : '6000 Hrs @ 105°C',
      temp: '-40°C ~ 105°C',
      price: 0.2,
      code: (capacitance, volts, diameter, length) =>
        volts > 100
          ? null
          : {
              base: `${volts}${ser}${plainUf(capacitance)}MEFC${diameter}X${length}`,
              variants: [radialBulk(`${volts}${ser}${plainUf(capacitance)}MEFC${diameter}X${length}`)],
            },
      ds: `https://www.rubycon.co.jp/wp-content/uploads/catalog-pdfs/aluminum/e_${ser}.pdf`,
    }),
  ),
  alu({
    key: 'chemi-con-kze',
    mfr: 'nippon-chemi-con',
    series: 'KZE',
    smd: false,
    w: 1.2,
    life: '2000 Hrs @ 105°C',
    temp: '-55°C ~ 105°C',
    price: 0.18,
    code: (capacitance, volts, diameter, length) =>
      volts > 100
        ? null
        : {
            base: `EKZE${chemiV(volts)}ELL${ufCode(capacitance)}M${chemiLetter(diameter)}${Math.round(length)}D`,
            variants: [radialBulk(`EKZE${chemiV(volts)}ELL${ufCode(capacitance)}M${chemiLetter(diameter)}${Math.round(length)}D`)],
          },
    ds: 'https://www.chemi-con.co.jp/products/relatedfiles/capacitor/catalog/KZE-e.pdf',
  }),
  alu({
    key: 'wurth-wcap-atg5',
    mfr: 'wurth-elektronik',
    series: 'WCAP-ATG5',
    smd: false,
    w: 0.8,
    life: '2000 Hrs @ 105°C',
    temp: '-40°C ~ 105°C',
    price: 0.15,
    code: (capacitance, volts) => {
      const seq = ALU_VOLTS.indexOf(volts) * ALU_CAPS.length + ALU_CAPS.indexOf(capacitance);
      const mpn = `860010${pad(seq + 100, 3)}001`;
      return { base: mpn, variants: [radialBulk(mpn)] };
    },
    ds: 'https://www.we-online.com/components/products/datasheet/WCAP-ATG5.pdf',
  }),
];

// ---------------------------------------------------------------------------------------------
// Tantalum

const TANT = 'tantalum-capacitors';
const TANT_CAPS = capSeries(E6, 5, 9).filter((capacitance) => capacitance.pf <= 4.7e8);
const TANT_VOLTS = [4, 6.3, 10, 16, 20, 25, 35, 50];
const CASES = [
  { k: 'A', eia: '1206 (3216 Metric)', max: 30, esr: ['6 Ohm', 3.5], g: 0.03 },
  { k: 'B', eia: '1210 (3528 Metric)', max: 100, esr: ['3.5 Ohm', 2], g: 0.06 },
  { k: 'C', eia: '2312 (6032 Metric)', max: 330, esr: ['1.8 Ohm', 1], g: 0.18 },
  { k: 'D', eia: '2917 (7343 Metric)', max: 1000, esr: ['0.9 Ohm', 0.5], g: 0.35 },
  { k: 'E', eia: '2917 (7343 Metric), 4.3mm high', max: 2200, esr: ['0.6 Ohm', 0.3], g: 0.5 },
] as const;
type TCase = (typeof CASES)[number];
const TANT_REEL: Record<string, number> = { A: 2000, B: 2000, C: 500, D: 500, E: 400 };

function tantalum(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  polymer: boolean,
  code: (c: Cap, v: number, k: TCase, tol: 'K' | 'M') => { base: string; variants: Variant[] } | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: TANT,
    mfr,
    weight,
    kind: 'passive',
    dimensions: [TANT_VOLTS, TANT_CAPS, [0, 1] as const, ['K', 'M'] as const],
    make: ([volts, capacitance, step, tol]) => {
      const cv = (capacitance.pf / 1e6) * volts;
      const first = CASES.findIndex((candidate) => cv <= candidate.max);
      if (first < 0 || first + step >= CASES.length) return null;
      const tCase = CASES[first + step] as TCase;
      const cd = code(capacitance, volts, tCase, tol);
      if (!cd) return null;
      const esr = polymer ? `${Math.round((tCase.esr[1] as number) * 40)} mOhm` : tCase.esr[0];
      return {
        base: cd.base,
        variants: cd.variants,
        description: `CAP TANT ${polymer ? 'POLY ' : ''}${capacitance.uf}UF ${tol === 'K' ? 10 : 20}% ${volts}V ${tCase.eia.slice(0, 4)}`,
        parameters: {
          Series: series,
          Capacitance: capacitance.disp,
          Tolerance: tol === 'K' ? '±10%' : '±20%',
          'Voltage - Rated': `${volts} V`,
          Type: polymer ? 'Polymer' : 'Molded',
          'ESR (Equivalent Series Resistance)': esr,
          'Package / Case': tCase.eia,
          'Manufacturer Size Code': tCase.k,
          'Operating Temperature': '-55°C ~ 125°C',
        },
        price: (polymer ? 0.9 : 0.35) * (1 + first * 0.6),
        grams: tCase.g,
        datasheetUrl: ds,
      };
    },
  });
}
const v3 = (volts: number) => (volts === 6.3 ? '6R3' : pad(volts, 3));

const tantFamilies: Family[] = [
  tantalum(
    'kemet-t491',
    'kemet',
    'T491',
    3,
    false,
    (capacitance, volts, tCase, tol) => {
      const body = `T491${tCase.k}${capacitance.code}${tol}${v3(volts)}AT`;
      return {
        base: body,
        variants: [
          { mpn: body, pack: 'reel', qty: TANT_REEL[tCase.k] as number },
          { mpn: `${body}7280`, pack: 'reel-only', qty: (TANT_REEL[tCase.k] as number) * 4 },
        ],
      };
    },
    'https://content.kemet.com/datasheets/KEM_T2005_T491.pdf',
  ),
  tantalum(
    'kemet-t520',
    'kemet',
    'T520 KO-CAP',
    1.5,
    true,
    (capacitance, volts, tCase, tol) => {
      if (tol === 'K' || volts > 25) return null;
      const mpn = `T520${tCase.k}${capacitance.code}M${v3(volts)}ATE${pad(Math.round((tCase.esr[1] as number) * 40), 3)}`;
      return { base: mpn, variants: [{ mpn, pack: 'reel', qty: TANT_REEL[tCase.k] as number }] };
    },
    'https://content.kemet.com/datasheets/KEM_T2076_T52X-530.pdf',
  ),
  tantalum(
    'avx-taj',
    'kyocera-avx',
    'TAJ',
    3,
    false,
    (capacitance, volts, tCase, tol) => {
      const body = `TAJ${tCase.k}${capacitance.code}${tol}${v3(volts)}`;
      return {
        base: `${body}NJ`,
        variants: [
          { mpn: `${body}RNJ`, pack: 'reel', qty: TANT_REEL[tCase.k] as number },
          { mpn: `${body}SNJ`, pack: 'reel-only', qty: (TANT_REEL[tCase.k] as number) * 4 },
        ],
      };
    },
    'https://datasheets.kyocera-avx.com/TAJ.pdf',
  ),
  tantalum(
    'avx-tps',
    'kyocera-avx',
    'TPS',
    1,
    false,
    (capacitance, volts, tCase, tol) => {
      const mpn = `TPS${tCase.k}${capacitance.code}${tol}${v3(volts)}R${pad(Math.round((tCase.esr[1] as number) * 200), 4)}`;
      return { base: mpn, variants: [{ mpn, pack: 'reel', qty: TANT_REEL[tCase.k] as number }] };
    },
    'https://datasheets.kyocera-avx.com/TPS.pdf',
  ),
  tantalum(
    'vishay-293d',
    'vishay',
    '293D',
    2,
    false,
    (capacitance, volts, tCase, tol) => {
      const body = `293D${capacitance.code}X${tol === 'K' ? 9 : 0}${v3(volts)}${tCase.k}`;
      return {
        base: body,
        variants: [
          { mpn: `${body}2TE3`, pack: 'reel', qty: TANT_REEL[tCase.k] as number },
          { mpn: `${body}8TE3`, pack: 'reel-only', qty: (TANT_REEL[tCase.k] as number) * 4 },
        ],
      };
    },
    'https://www.vishay.com/docs/40002/293d.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Film

const FILM = 'film-capacitors';
const FILM_CAPS = capSeries(E6, 3, 7);
const FILM_VOLTS = [63, 100, 250, 400, 630];
function film(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  pp: boolean,
  code: (c: Cap, v: number, tol: 'J' | 'K', pitch: number) => string | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: FILM,
    mfr,
    weight,
    kind: 'passive',
    dimensions: [FILM_VOLTS, FILM_CAPS, ['J', 'K'] as const],
    make: ([volts, capacitance, tol]) => {
      const cv = (capacitance.pf / 1e6) * volts;
      if (cv > 400 || (pp && capacitance.pf > 2.2e6)) return null;
      const pitch = cv <= 10 ? 5 : cv <= 40 ? 7.5 : cv <= 100 ? 10 : cv <= 220 ? 15 : 22.5;
      const mpn = code(capacitance, volts, tol, pitch);
      if (!mpn) return null;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'bulk', qty: 1 }],
        description: `CAP FILM ${capacitance.uf}UF ${tol === 'J' ? 5 : 10}% ${volts}VDC RADIAL`,
        parameters: {
          Series: series,
          Capacitance: capacitance.disp,
          Tolerance: tol === 'J' ? '±5%' : '±10%',
          'Voltage Rating - DC': `${volts} V`,
          'Dielectric Material': pp ? 'Polypropylene (PP), Metallized' : 'Polyester, Metallized',
          'Lead Spacing': `${pitch} mm`,
          'Mounting Type': 'Through Hole',
          'Package / Case': 'Radial',
          'Operating Temperature': pp ? '-40°C ~ 105°C' : '-55°C ~ 125°C',
        },
        price: 0.25 * (1 + pitch / 5) * (pp ? 1.3 : 1),
        grams: pitch * 0.15,
        datasheetUrl: ds,
      };
    },
  });
}
const FILM_V_DIGIT: Record<number, string> = { 63: '0', 100: '1', 250: '2', 400: '4', 630: '6' };
const filmFamilies: Family[] = [
  film(
    'kemet-r82',
    'kemet',
    'R82',
    2,
    false,
    (capacitance, volts, tol, pitch) =>
      pitch > 7.5 ? null : `R82${pitch === 5 ? 'D' : 'E'}C${FILM_V_DIGIT[volts]}${capacitance.code}AA60${tol}`,
    'https://content.kemet.com/datasheets/KEM_F3034_R82.pdf',
  ),
  film(
    'panasonic-ecq-e',
    'panasonic',
    'ECQ-E',
    2,
    false,
    (capacitance, volts, tol) => (volts < 100 ? null : `ECQ-E${FILM_V_DIGIT[volts]}${capacitance.code}${tol}F`),
    'https://industry.panasonic.com/cdbs/www-data/pdf/RDI0000/ABD0000C141.pdf',
  ),
  film(
    'tdk-b32529',
    'tdk',
    'B32529',
    1.5,
    false,
    (capacitance, volts, tol, pitch) =>
      pitch > 5 ? null : `B32529${{ 63: 'A', 100: 'C', 250: 'D', 400: 'E', 630: 'F' }[volts]}0${capacitance.code}${tol}`,
    'https://www.tdk-electronics.tdk.com/inf/20/20/db/fc_2009/MKT_B32529.pdf',
  ),
  film(
    'vishay-mkp',
    'vishay',
    'MKP1837',
    1,
    true,
    (capacitance, volts, tol) => `BFC2370${FILM_V_DIGIT[volts]}${capacitance.code}${tol === 'J' ? 5 : 0}`,
    'https://www.vishay.com/docs/26012/mkp1837.pdf',
  ),
  film(
    'wurth-wcap-ftbe',
    'wurth-elektronik',
    'WCAP-FTBE',
    1,
    false,
    (capacitance, volts, tol, pitch) =>
      `89032${{ 5: 4, 7.5: 5, 10: 6, 15: 7, 22.5: 8 }[pitch]}${FILM_V_DIGIT[volts]}${capacitance.code}${tol === 'J' ? '05' : '10'}CS`,
    'https://www.we-online.com/components/products/datasheet/WCAP-FTBE.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Supercapacitors

const SUPER = 'supercapacitors';
const FARADS = [
  cap(10, 11),
  cap(22, 11),
  cap(47, 11),
  cap(10, 12),
  cap(22, 12),
  cap(33, 12),
  cap(47, 12),
  cap(10, 13),
  cap(22, 13),
  cap(50, 13),
  cap(10, 14),
  cap(25, 14),
  cap(50, 14),
  cap(10, 15),
];
const faradText = (capacitance: Cap) => `${(capacitance.pf / 1e12).toString()} F`;
const superParams = (
  series: string,
  capacitance: Cap,
  volts: string,
  esr: string,
  life: string,
  mount: string,
  pkg: string,
  dim: string,
) => ({
  Series: series,
  Capacitance: faradText(capacitance),
  Tolerance: '-20%, +80%',
  'Voltage - Rated': volts,
  'ESR (Equivalent Series Resistance)': esr,
  'Lifetime @ Temp.': life,
  'Mounting Type': mount,
  'Package / Case': pkg,
  'Size / Dimension': dim,
});
const superFamilies: Family[] = [
  fam({
    key: 'eaton-hv',
    leaf: SUPER,
    mfr: 'eaton',
    weight: 1,
    kind: 'passive',
    dimensions: [['2R7', '3R0'] as const, FARADS],
    make: ([volts, capacitance]) => {
      const farads = capacitance.pf / 1e12;
      const diameter = farads <= 1 ? 8 : farads <= 5 ? 10 : farads <= 10 ? 12.5 : farads <= 25 ? 16 : 18;
      const length = farads <= 0.5 ? 13 : farads <= 1 ? 20 : farads <= 10 ? 30 : 40;
      const mpn = `HV${pad(Math.round(diameter), 2)}${length}-${volts}${ufCode(capacitance)}-R`;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'bulk', qty: 1 }],
        description: `CAP ${farads}F -20% +80% ${volts.replace('R', '.')}V T/H`,
        parameters: superParams(
          'HV',
          capacitance,
          `${volts.replace('R', '.')} V`,
          `${Math.max(12, Math.round(200 / farads))} mOhm`,
          '1000 Hrs @ 65°C',
          'Through Hole',
          'Radial, Can',
          `${diameter}mm Dia x ${length}mm L`,
        ),
        price: 0.8 + farads * 0.25,
        grams: Math.round(diameter * diameter * length * 0.001 * 100) / 100,
        datasheetUrl:
          'https://www.eaton.com/content/dam/eaton/products/electronic-components/' +
          'resources/data-sheet/eaton-hv-supercapacitors-cylindrical-cells-data-sheet.pdf',
      };
    },
  }),
  fam({
    key: 'kemet-fc',
    leaf: SUPER,
    mfr: 'kemet',
    weight: 0.5,
    kind: 'passive',
    dimensions: [['FC0H', 'FC0V', 'FT0H'] as const, FARADS.filter((capacitance) => capacitance.pf <= 1.5e12)],
    make: ([ser, capacitance]) => {
      const farads = capacitance.pf / 1e12;
      const mpn = `${ser}${ufCode(capacitance)}ZFTBR24`;
      const ratedVolts = ser === 'FC0V' ? '3.5 V' : '5.5 V';
      return {
        base: mpn,
        variants: [{ mpn, pack: 'bulk', qty: 1 }],
        description: `CAP ${farads}F -20% +80% ${ratedVolts.replace(' ', '')} COIN`,
        parameters: superParams(
          ser.slice(0, 2),
          capacitance,
          ratedVolts,
          `${Math.round(30 / farads)} Ohm`,
          '1000 Hrs @ 70°C',
          'Through Hole',
          'Coin, Vertical',
          farads <= 0.22 ? '11.5mm Dia' : '21.5mm Dia',
        ),
        price: 1.1 + farads,
        grams: farads <= 0.22 ? 1.5 : 6,
        datasheetUrl: 'https://content.kemet.com/datasheets/KEM_S6012_FC.pdf',
      };
    },
  }),
  fam({
    key: 'panasonic-eec',
    leaf: SUPER,
    mfr: 'panasonic',
    weight: 0.5,
    kind: 'passive',
    dimensions: [['F5R5H', 'F5R5U', 'S5R5H', 'F5R5W'] as const, FARADS.filter((capacitance) => capacitance.pf <= 1.5e12)],
    make: ([ser, capacitance]) => {
      const farads = capacitance.pf / 1e12;
      const mpn = `EEC-${ser}${ufCode(capacitance)}`;
      return {
        base: mpn,
        variants: [{ mpn, pack: 'bulk', qty: 1 }],
        description: `CAP ${farads}F -20% +80% 5.5V COIN`,
        parameters: superParams(
          `EEC-${ser.slice(0, 1)}`,
          capacitance,
          '5.5 V',
          `${Math.round(30 / farads)} Ohm`,
          '1000 Hrs @ 70°C',
          'Through Hole',
          'Coin, Horizontal',
          farads <= 0.22 ? '13.5mm Dia' : '21.5mm Dia',
        ),
        price: 1.2 + farads,
        grams: farads <= 0.22 ? 1.8 : 6.5,
        datasheetUrl: 'https://industry.panasonic.com/cdbs/www-data/pdf/RDH0000/ABC0000C23.pdf',
      };
    },
  }),
];

export const CAPACITOR_FAMILIES: Family[] = [...mlccFamilies, ...aluFamilies, ...tantFamilies, ...filmFamilies, ...superFamilies];
export const MLCC_COMBO_COUNT = MLCC_COMBOS.length;

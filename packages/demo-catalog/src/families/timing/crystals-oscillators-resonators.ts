// Crystals, oscillators and ceramic resonators: each maker's frequency field and option letters.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { bulk, cents, reel, reelOnly, tempRange } from '../packing-and-text';

// ---------------------------------------------------------------------------------------------
// Shared frequency helpers

/** 16 → '16.000', 7.3728 → '7.3728', 14.31818 → '14.31818' (at least three decimals). */
function f3(freqMhz: number): string {
  const text = String(freqMhz);
  const dec = text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
  return freqMhz.toFixed(Math.max(3, dec));
}
/** Epson: four decimals (16.0000). */
const f4 = (freqMhz: number) => freqMhz.toFixed(4);
/** SiTime: six decimals (25.000000). */
const f6 = (freqMhz: number) => freqMhz.toFixed(6);
/** ECS: MHz × 10, one decimal kept when needed (16 → 160, 7.3728 → 73.7, 24.576 → 245.7). */
function ecsF(freqMhz: number): string {
  const scaled = Math.round(freqMhz * 1000) / 100;
  return Number.isInteger(scaled) ? String(scaled) : (Math.floor(scaled * 10) / 10).toFixed(1);
}
const mhz = (freqMhz: number) => `${Number(freqMhz.toFixed(6))} MHz`;

// ---------------------------------------------------------------------------------------------
// Crystals

const XTAL = 'crystals';

interface XtalPkg {
  disp: string;
  size: string;
  smd: boolean;
  min: number;
  max: number;
  g: number;
  /** ESR scale: smaller blanks need more resistance. */
  esr: number;
}
const XP: Record<string, XtalPkg> = {
  HC49: { disp: 'HC-49/US', size: '0.433" L x 0.183" W (11.00mm x 4.65mm)', smd: false, min: 3.5, max: 50, g: 0.4, esr: 0.8 },
  HC49SMD: { disp: 'HC-49/US SMD', size: '0.445" L x 0.188" W (11.30mm x 4.78mm)', smd: true, min: 3.5, max: 50, g: 0.45, esr: 0.8 },
  '5032': { disp: '2-SMD, No Lead', size: '0.197" L x 0.126" W (5.00mm x 3.20mm)', smd: true, min: 8, max: 50, g: 0.1, esr: 1 },
  '3225': { disp: '4-SMD, No Lead', size: '0.126" L x 0.098" W (3.20mm x 2.50mm)', smd: true, min: 8, max: 54, g: 0.03, esr: 1.3 },
  '2520': { disp: '4-SMD, No Lead', size: '0.098" L x 0.079" W (2.50mm x 2.00mm)', smd: true, min: 12, max: 54, g: 0.02, esr: 1.6 },
  '2016': { disp: '4-SMD, No Lead', size: '0.079" L x 0.063" W (2.00mm x 1.60mm)', smd: true, min: 16, max: 54, g: 0.01, esr: 2 },
  '1612': { disp: '4-SMD, No Lead', size: '0.063" L x 0.047" W (1.60mm x 1.20mm)', smd: true, min: 24, max: 54, g: 0.006, esr: 2.5 },
};
const XTAL_F = [
  4, 4.096, 4.9152, 6, 7.3728, 8, 9.8304, 10, 11.0592, 12, 12.288, 13.56, 14.31818, 14.7456, 16, 16.384, 18, 18.432, 19.2, 20, 22.1184, 24,
  24.576, 25, 26, 27, 27.12, 28.63636, 30, 32, 33.333, 36, 38.4, 40, 48, 50,
];

function esrOf(freqMhz: number, xtalPkg: XtalPkg): number {
  const base = freqMhz < 8 ? 120 : freqMhz < 12 ? 80 : freqMhz < 20 ? 60 : freqMhz < 30 ? 50 : 40;
  return Math.round((base * xtalPkg.esr) / 10) * 10;
}

function xtalSpec(
  freqMhz: number,
  pkgKey: string,
  cl: string,
  tol: number,
  stab: number,
  temp: string,
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  const xtalPkg = XP[pkgKey] as XtalPkg;
  return {
    base,
    variants,
    description: `CRYSTAL ${f3(freqMhz)}MHZ ${cl.replace(' ', '').toUpperCase()} ${xtalPkg.smd ? 'SMD' : 'T/H'}`,
    parameters: {
      Type: 'MHz Crystal',
      Frequency: mhz(freqMhz),
      'Frequency Tolerance': `±${tol}ppm`,
      'Frequency Stability': `±${stab}ppm`,
      'Load Capacitance': cl,
      'ESR (Equivalent Series Resistance)': `${esrOf(freqMhz, xtalPkg)} Ohms`,
      'Operating Mode': 'Fundamental',
      'Package / Case': xtalPkg.disp,
      'Size / Dimension': xtalPkg.size,
      'Mounting Type': xtalPkg.smd ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': temp,
    },
    price: cents(price * (tol <= 10 ? 1.35 : 1) * (temp.startsWith('-40') ? 1.15 : 1)),
    grams: xtalPkg.g,
    datasheetUrl: ds,
  };
}

function kHzSpec(
  cl: number,
  pkg: string,
  size: string,
  tol: number,
  esr: number,
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
  smd = true,
): BaseSpec {
  return {
    base,
    variants,
    description: `CRYSTAL 32.7680KHZ ${cl}PF ${smd ? 'SMD' : 'T/H'}`,
    parameters: {
      Type: 'kHz Crystal (Tuning Fork)',
      Frequency: '32.768 kHz',
      'Frequency Tolerance': `±${tol}ppm`,
      'Frequency Stability': '-',
      'Load Capacitance': `${cl}pF`,
      'ESR (Equivalent Series Resistance)': `${esr} kOhms`,
      'Operating Mode': 'Fundamental',
      'Package / Case': pkg,
      'Size / Dimension': size,
      'Mounting Type': smd ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': tempRange(-40, 85),
    },
    price,
    grams: smd ? 0.01 : 0.1,
    datasheetUrl: ds,
  };
}

// Abracon: series-freqMHZ-[CL-]tolerance letter, stability digit, temperature letter-T (1k) / -T3 (3k).
/** [tolerance letter, ppm, stability digit, ppm]: stability is never tighter than the tolerance. */
const AB_TS: [string, number, string, number][] = [
  ['B', 20, '2', 20],
  ['B', 20, '4', 30],
  ['D', 10, '1', 10],
  ['D', 10, '2', 20],
  ['D', 10, '4', 30],
];
const AB_TEMP: [string, string][] = [
  ['', tempRange(-20, 70)],
  ['Y', tempRange(-40, 85)],
  ['G', tempRange(-40, 105)],
];
const AB_CL = ['', '6', '8', '9', '10', '12', '16', '20'];
function abracon(key: string, ser: string, pkgKey: string, weight: number, price: number, smd: boolean): Family {
  const xtalPkg = XP[pkgKey] as XtalPkg;
  return fam({
    key,
    leaf: XTAL,
    mfr: 'abracon',
    weight,
    kind: 'passive',
    dimensions: [XTAL_F.filter((freqMhz) => freqMhz >= xtalPkg.min && freqMhz <= xtalPkg.max), AB_CL, AB_TS, AB_TEMP],
    make: ([freqMhz, cl, [tolCode, tol, stabCode, stab], [tc, temp]]) => {
      const base = `${ser}-${f3(freqMhz)}MHZ-${cl ? `${cl}-` : ''}${tolCode}${stabCode}${tc}`;
      const variants = smd ? [reel(`${base}-T`, 1000), reelOnly(`${base}-T3`, 3000)] : [bulk(base)];
      return xtalSpec(
        freqMhz,
        pkgKey,
        `${cl || '18'}pF`,
        tol,
        stab,
        temp,
        base,
        variants,
        price,
        `https://abracon.com/Resonators/${ser}.pdf`,
      );
    },
  });
}

// ECS: ECS-freq×10-CL-package[-tolerance, stability, temperature letters]-TR.
const ECS_OPT: [string, number, number, string][] = [
  ['', 30, 50, tempRange(-10, 70)],
  ['JGN', 20, 50, tempRange(-40, 85)],
  ['CKM', 10, 10, tempRange(-20, 70)],
  ['AGN', 10, 50, tempRange(-40, 85)],
  ['CWN', 10, 20, tempRange(-40, 85)],
  ['JGP', 20, 50, tempRange(-40, 105)],
];
function ecsXtal(key: string, pkgCode: string, pkgKey: string, weight: number, cls: number[], price: number): Family {
  const xtalPkg = XP[pkgKey] as XtalPkg;
  return fam({
    key,
    leaf: XTAL,
    mfr: 'ecs',
    weight,
    kind: 'passive',
    dimensions: [XTAL_F.filter((freqMhz) => freqMhz >= xtalPkg.min && freqMhz <= xtalPkg.max), cls, ECS_OPT],
    make: ([freqMhz, cl, [opt, tol, stab, temp]]) => {
      const base = `ECS-${ecsF(freqMhz)}-${cl}-${pkgCode}${opt ? `-${opt}` : ''}`;
      return xtalSpec(
        freqMhz,
        pkgKey,
        `${cl}pF`,
        tol,
        stab,
        temp,
        base,
        xtalPkg.smd ? [reel(`${base}-TR`, 1000)] : [bulk(base)],
        price,
        `https://ecsxtal.com/store/pdf/ecx-${pkgCode.toLowerCase()}.pdf`,
      );
    },
  });
}

const xtalFamilies: Family[] = [
  abracon('abracon-abm8', 'ABM8', '3225', 2, 0.55, true),
  abracon('abracon-abm8g', 'ABM8G', '3225', 0.6, 0.6, true),
  abracon('abracon-abm3', 'ABM3', '5032', 0.8, 0.6, true),
  abracon('abracon-abm3b', 'ABM3B', '5032', 0.4, 0.65, true),
  abracon('abracon-abm10', 'ABM10', '2520', 0.6, 0.75, true),
  abracon('abracon-abm11', 'ABM11', '2016', 0.5, 0.85, true),
  abracon('abracon-abls', 'ABLS', 'HC49SMD', 0.6, 0.45, true),
  abracon('abracon-abl', 'ABL', 'HC49', 0.5, 0.38, false),
  ecsXtal('ecs-33', '33', '3225', 0.8, [8, 10, 12, 18, 20], 0.5),
  ecsXtal('ecs-33b', '33B', '3225', 0.4, [8, 9, 10, 12, 18, 20], 0.52),
  ecsXtal('ecs-33q', '33Q', '3225', 0.3, [8, 10, 12, 18], 0.7),
  ecsXtal('ecs-36', '36', '2016', 0.4, [8, 10, 12], 0.7),
  ecsXtal('ecs-3x', '3X', 'HC49SMD', 0.4, [18, 20], 0.45),
  ecsXtal('ecs-4x', '4X', 'HC49', 0.4, [18, 20], 0.35),
  // Epson TSX-3225: freq to four decimals + M + F (±10 ppm) + load capacitance + stability letter; -AC3 reel, -AC6 large reel.
  fam({
    key: 'epson-tsx3225',
    leaf: XTAL,
    mfr: 'epson',
    weight: 0.8,
    kind: 'passive',
    dimensions: [
      XTAL_F.filter((freqMhz) => freqMhz >= 16),
      ['06', '08', '09', '10', '12', '15', '18', '20'] as const,
      [
        ['X', 15, tempRange(-20, 75)],
        ['Z', 10, tempRange(-40, 85)],
      ] as const,
    ],
    make: ([freqMhz, cl, [sc, stab, temp]]) => {
      const base = `TSX-3225 ${f4(freqMhz)}MF${cl}${sc}`;
      return xtalSpec(
        freqMhz,
        '3225',
        `${Number(cl)}pF`,
        10,
        stab,
        temp,
        base,
        [reel(`${base}-AC3`, 1000), reelOnly(`${base}-AC6`, 3000)],
        0.5,
        'https://download.epsondevice.com/td/pdf/app/TSX-3225_en.pdf',
      );
    },
  }),
  // TXC: 7B (5032), 7M (3225), 8Z (2520), 8Y (2016); M + tolerance, stability/temperature and load letters; -T reel.
  fam({
    key: 'txc-smd',
    leaf: XTAL,
    mfr: 'txc',
    weight: 0.8,
    kind: 'passive',
    dimensions: [
      (
        [
          ['7B', '5032'],
          ['7M', '3225'],
          ['8Z', '2520'],
          ['8Y', '2016'],
        ] as const
      ).flatMap(([ser, pkgKey]) =>
        XTAL_F.filter((freqMhz) => freqMhz >= (XP[pkgKey] as XtalPkg).min).map((freqMhz) => [ser, pkgKey, freqMhz] as const),
      ),
      [
        ['MAAJ', 30, 30, '18pF', tempRange(-20, 70)],
        ['MAAE', 30, 30, '12pF', tempRange(-20, 70)],
        ['MAHJ', 30, 50, '18pF', tempRange(-40, 85)],
        ['MAHE', 30, 50, '12pF', tempRange(-40, 85)],
      ] as const,
    ],
    make: ([[ser, pkgKey, freqMhz], [code, tol, stab, cl, temp]]) => {
      const base = `${ser}-${f3(freqMhz)}${code}`;
      return xtalSpec(
        freqMhz,
        pkgKey,
        cl,
        tol,
        stab,
        temp,
        base,
        [reel(`${base}-T`, 3000)],
        0.35,
        `https://www.txccorp.com/download/products/crystals/${ser}.pdf`,
      );
    },
  }),
];

// 32.768 kHz tuning-fork crystals.
const KHZ_3215 = ['2-SMD, No Lead', '0.126" L x 0.059" W (3.20mm x 1.50mm)'] as const;
const KHZ_2012 = ['2-SMD, No Lead', '0.079" L x 0.047" W (2.00mm x 1.20mm)'] as const;
const KHZ_1610 = ['2-SMD, No Lead', '0.063" L x 0.039" W (1.60mm x 1.00mm)'] as const;
const KHZ_8038 = ['2-SMD, J-Lead', '0.315" L x 0.150" W (8.00mm x 3.80mm)'] as const;
type KhzRow = readonly [string, Variant[], number, readonly [string, string], number, number, number, string];
const khzRows: KhzRow[] = [
  ['ABS07-32.768KHZ-T', [reel('ABS07-32.768KHZ-T', 3000)], 12.5, KHZ_3215, 20, 70, 0.55, 'https://abracon.com/Resonators/ABS07.pdf'],
  ['ABS07-32.768KHZ-7-T', [reel('ABS07-32.768KHZ-7-T', 3000)], 7, KHZ_3215, 20, 70, 0.55, 'https://abracon.com/Resonators/ABS07.pdf'],
  ['ABS07-32.768KHZ-9-T', [reel('ABS07-32.768KHZ-9-T', 3000)], 9, KHZ_3215, 20, 70, 0.55, 'https://abracon.com/Resonators/ABS07.pdf'],
  ['ABS06-32.768KHZ-T', [reel('ABS06-32.768KHZ-T', 3000)], 12.5, KHZ_2012, 20, 90, 0.7, 'https://abracon.com/Resonators/ABS06.pdf'],
  ['ABS25-32.768KHZ-T', [reel('ABS25-32.768KHZ-T', 1000)], 12.5, KHZ_8038, 20, 50, 0.6, 'https://abracon.com/Resonators/ABS25.pdf'],
  ['ABS25-32.768KHZ-6-T', [reel('ABS25-32.768KHZ-6-T', 1000)], 6, KHZ_8038, 20, 50, 0.6, 'https://abracon.com/Resonators/ABS25.pdf'],
];
const ecsKhz: KhzRow[] = (
  [
    ['34B', KHZ_3215, [6, 7, 9, 12.5]],
    ['12R', ['2-SMD, No Lead', '0.047" L x 0.039" W (1.20mm x 1.00mm)'] as const, [6, 7]],
    ['16R', KHZ_1610, [6, 7, 9]],
  ] as const
).flatMap(([pkgCode, pk, cls]) =>
  cls.map((cl): KhzRow => {
    const base = `ECS-.327-${cl}-${pkgCode}`;
    return [
      base,
      [reel(`${base}-TR`, 3000)],
      cl,
      pk,
      20,
      pkgCode === '12R' ? 90 : 70,
      pkgCode === '12R' ? 0.85 : 0.6,
      `https://ecsxtal.com/store/pdf/ecx-${pkgCode.toLowerCase()}.pdf`,
    ];
  }),
);
const epsonKhz: KhzRow[] = (
  [
    ['FC-135', KHZ_3215],
    ['FC-12M', KHZ_2012],
    ['FC-13A', ['2-SMD, No Lead', '0.079" L x 0.047" W (2.00mm x 1.20mm)'] as const],
  ] as const
).flatMap(([ser, pk]) =>
  (
    [
      ['A', 12.5],
      ['AG', 7],
      ['AH', 9],
    ] as const
  ).map(([code, cl]): KhzRow => {
    const base = `${ser} 32.7680KA-${code}`;
    return [
      base,
      [reel(`${base}3`, 3000), reelOnly(`${base}0`, 1000)],
      cl,
      pk,
      20,
      70,
      0.5,
      `https://download.epsondevice.com/td/pdf/app/${ser}_en.pdf`,
    ];
  }),
);
xtalFamilies.push(
  ...(
    [
      ['abracon-khz', 'abracon', khzRows, 0.5],
      ['ecs-khz', 'ecs', ecsKhz, 0.4],
      ['epson-khz', 'epson', epsonKhz, 0.5],
    ] as const
  ).map(([key, mfr, list, weight]) =>
    fam({
      key,
      leaf: XTAL,
      mfr,
      weight,
      kind: 'passive',
      dimensions: [list],
      make: ([[mpn, variants, cl, [pkg, size], tol, esr, price, ds]]) =>
        kHzSpec(cl, pkg, size, tol, esr, mpn.replace(/-T$|-TR$/, ''), variants, price, ds),
    }),
  ),
);

// ---------------------------------------------------------------------------------------------
// Oscillators

const OSC = 'oscillators';
interface OscPkg {
  disp: string;
  size: string;
  g: number;
}
const OP: Record<string, OscPkg> = {
  '2016': { disp: '4-SMD, No Lead', size: '0.079" L x 0.063" W (2.00mm x 1.60mm)', g: 0.01 },
  '2520': { disp: '4-SMD, No Lead', size: '0.098" L x 0.079" W (2.50mm x 2.00mm)', g: 0.015 },
  '3225': { disp: '4-SMD, No Lead', size: '0.126" L x 0.098" W (3.20mm x 2.50mm)', g: 0.03 },
  '5032': { disp: '4-SMD, No Lead', size: '0.197" L x 0.126" W (5.00mm x 3.20mm)', g: 0.07 },
  '7050': { disp: '4-SMD, No Lead', size: '0.276" L x 0.197" W (7.00mm x 5.00mm)', g: 0.15 },
  '1508': { disp: '4-XFBGA, CSPBGA', size: '0.059" L x 0.031" W (1.50mm x 0.80mm)', g: 0.002 },
};
const OSC_F = [
  1, 1.8432, 3.579545, 4, 4.096, 6, 7.3728, 8, 10, 11.0592, 12, 12.288, 13.56, 14.31818, 14.7456, 16, 16.384, 18.432, 19.2, 20, 22.1184, 24,
  24.576, 25, 26, 27, 30, 32, 33, 33.3333, 38.4, 40, 48, 50, 54, 60, 64, 66.6666, 72, 74.25, 75, 80, 100,
];

function oscSpec(
  freqMhz: number,
  type: string,
  volts: string,
  stab: number,
  ma: number,
  pkgKey: string,
  temp: string,
  feature: string,
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  const oscPkg = OP[pkgKey] as OscPkg;
  return {
    base,
    variants,
    description: `${type.startsWith('MEMS') ? 'MEMS OSC' : 'OSC'} XO ${f3(freqMhz)}MHZ LVCMOS SMD`,
    parameters: {
      Type: type,
      Frequency: mhz(freqMhz),
      Output: 'LVCMOS',
      'Voltage - Supply': volts,
      'Frequency Stability': `±${stab}ppm`,
      'Current - Supply (Max)': `${ma}mA`,
      Function: feature,
      'Package / Case': oscPkg.disp,
      'Size / Dimension': oscPkg.size,
      'Operating Temperature': temp,
    },
    price: cents(price),
    grams: oscPkg.g,
    datasheetUrl: ds,
  };
}

// SiTime: device + revision + temperature + '-' + package digit + stability code + '-' + supply + feature pin + '-' + frequency + packing.
const SIT_PKG: [string, string][] = [
  ['1', '2016'],
  ['2', '2520'],
  ['3', '3225'],
  ['7', '5032'],
  ['8', '7050'],
];
const SIT_V: [string, string][] = [
  ['18', '1.8V'],
  ['25', '2.5V'],
  ['28', '2.8V'],
  ['30', '3V'],
  ['33', '3.3V'],
  ['XX', '2.25V ~ 3.63V'],
];
const SIT_FEAT: [string, string][] = [
  ['E', 'Enable/Disable'],
  ['S', 'Standby (Power Down)'],
  ['N', '-'],
];
const SIT_TEMP: [string, string][] = [
  ['C', tempRange(-20, 70)],
  ['I', tempRange(-40, 85)],
];
const SIT_TEMP_HI: [string, string][] = [
  ['E', tempRange(-40, 105)],
  ['F', tempRange(-40, 125)],
];
/** Field-programmable parts are ordered at any frequency; these are the ones distributors stock. */
const PROG_F = [
  ...new Set([
    ...OSC_F,
    2.048,
    2.4576,
    3.6864,
    5,
    9.8304,
    12.5,
    15,
    16.9344,
    18,
    20.48,
    22.5792,
    24.545454,
    25.175,
    28.63636,
    30.72,
    32.768,
    36,
    38.88,
    40.96,
    44.1,
    44.736,
    45,
    49.152,
    51.84,
    52,
    56,
    62.5,
    65,
    66,
    70,
    76.8,
    77.76,
    81.92,
    90,
    96,
    98.304,
    106.25,
    108,
    110,
  ]),
].sort((left, index) => left - index);
const SIT1602_F = [
  3.57, 4, 4.096, 6, 7.3728, 8, 10, 12, 12.288, 13.56, 14.31818, 16, 18.432, 19.2, 20, 24, 24.576, 25, 26, 27, 28.6363, 32, 33.3333, 40, 48,
  50, 54, 60, 62.5, 65, 66.6666, 72, 74.25, 75, 77.76,
];
function sitime(
  key: string,
  dev: string,
  rev: string,
  weight: number,
  freqs: number[],
  stabs: [string, number][],
  pkgs: [string, string][],
  volts: [string, string][],
  price: number,
  ma: number,
  temps = SIT_TEMP,
): Family {
  return fam({
    key,
    leaf: OSC,
    mfr: 'sitime',
    weight,
    kind: 'ic',
    dimensions: [temps, stabs, pkgs, volts, SIT_FEAT, freqs],
    make: ([[tempCode, temp], [stabCode, stab], [pkgCode, pkgKey], [voltCode, volt], [featCode, feat], frequency]) => {
      const base = `${dev}${rev}${tempCode}-${pkgCode}${stabCode}-${voltCode}${featCode}-${f6(frequency)}`;
      const small = pkgCode === '1' || pkgCode === '2';
      const variants = small ? [reel(`${base}D`, 3000), reelOnly(`${base}E`, 1000)] : [reel(`${base}T`, 3000), reelOnly(`${base}Y`, 250)];
      return oscSpec(
        frequency,
        'MEMS (Silicon)',
        volt,
        stab,
        ma,
        pkgKey,
        temp,
        feat,
        base,
        variants,
        price * (stab <= 20 ? 1.3 : 1) * (tempCode === 'I' ? 1.1 : 1),
        `https://www.sitime.com/datasheet/${dev}`,
      );
    },
  });
}

// ECS MultiVolt: ECS-size MV-freq×10-stability + temperature letters-TR.
const ecsMv = fam({
  key: 'ecs-mv',
  leaf: OSC,
  mfr: 'ecs',
  weight: 0.6,
  kind: 'ic',
  dimensions: [
    ['2016', '2520', '3225', '5032', '7050'] as const,
    PROG_F.filter((freqMhz) => freqMhz <= 100),
    [
      ['B', 25],
      ['C', 50],
    ] as const,
    [
      ['N', tempRange(-40, 85)],
      ['M', tempRange(-20, 70)],
    ] as const,
  ],
  make: ([size, freqMhz, [stabCode, stab], [tempCode, temp]]) => {
    const base = `ECS-${size}MV-${ecsF(freqMhz)}-${stabCode}${tempCode}`;
    return oscSpec(
      freqMhz,
      'XO (Standard)',
      '1.6V ~ 3.6V',
      stab,
      5,
      size,
      temp,
      'Enable/Disable',
      base,
      [reel(`${base}-TR`, 1000)],
      0.95,
      `https://ecsxtal.com/store/pdf/ECS-${size}MV.pdf`,
    );
  },
});

// Abracon XOs: ASE (3225 XO), ASFL1 (5032 XO), ASDMB (2520 MEMS), ASEM1 (3225 MEMS); stability + temperature letters.
const abraconOsc = fam({
  key: 'abracon-xo',
  leaf: OSC,
  mfr: 'abracon',
  weight: 0.6,
  kind: 'ic',
  dimensions: [
    [
      ['ASE', '3225', 'XO (Standard)'],
      ['ASFL1', '5032', 'XO (Standard)'],
      ['ASDMB', '2520', 'MEMS (Silicon)'],
      ['ASEM1', '3225', 'MEMS (Silicon)'],
    ] as const,
    PROG_F.filter((freqMhz) => freqMhz >= 1.8 && freqMhz <= 100),
    [
      ['L', 50],
      ['E', 25],
      ['K', 20],
    ] as const,
    [
      ['C', tempRange(-20, 70)],
      ['R', tempRange(-40, 85)],
    ] as const,
  ],
  make: ([[ser, size, type], freqMhz, [stabCode, stab], [tempCode, temp]]) => {
    const base = `${ser}-${f3(freqMhz)}MHZ-${stabCode}${tempCode}`;
    return oscSpec(
      freqMhz,
      type,
      ser === 'ASDMB' ? '1.8V ~ 3.3V' : '3.3V',
      stab,
      ser.startsWith('ASE') ? 7 : 10,
      size,
      temp,
      'Enable/Disable',
      base,
      [reel(`${base}-T`, 1000)],
      type.startsWith('MEMS') ? 1.25 : 1.05,
      `https://abracon.com/Oscillators/${ser}.pdf`,
    );
  },
});

// Epson SG-210STF: 2520 CMOS XO, frequency to four decimals + ML (±50 ppm, -20~70 °C) / MH (-40~85 °C).
const epsonOsc = fam({
  key: 'epson-sg210',
  leaf: OSC,
  mfr: 'epson',
  weight: 0.4,
  kind: 'ic',
  dimensions: [
    OSC_F.filter((freqMhz) => freqMhz >= 2),
    [
      ['ML', tempRange(-20, 70)],
      ['MH', tempRange(-40, 85)],
    ] as const,
  ],
  make: ([freqMhz, [code, temp]]) => {
    const mpn = `SG-210STF ${f4(freqMhz)}${code}`;
    return oscSpec(
      freqMhz,
      'XO (Standard)',
      '1.6V ~ 3.63V',
      50,
      3.5,
      '2520',
      temp,
      'Enable/Disable',
      mpn,
      [reel(mpn, 3000)],
      0.9,
      'https://download.epsondevice.com/td/pdf/app/SG-210STF_en.pdf',
    );
  },
});

// Epson SG-8018: programmable XO; CA 7050, CB 5032, CE 3225, CG 2520; then frequency to four decimals,
// T (tape) + stability letter + supply letter + S standby / P output enable + A, and 0/3 for the reel size.
const epsonSg8018 = fam({
  key: 'epson-sg8018',
  leaf: OSC,
  mfr: 'epson',
  weight: 0.4,
  kind: 'ic',
  dimensions: [
    [
      ['CA', '7050'],
      ['CB', '5032'],
      ['CE', '3225'],
      ['CG', '2520'],
    ] as const,
    PROG_F.filter((freqMhz) => freqMhz >= 1),
    [
      ['J', 50, tempRange(-40, 85)],
      ['L', 100, tempRange(-40, 105)],
    ] as const,
    [
      ['S', 'Standby (Power Down)'],
      ['P', 'Enable/Disable'],
    ] as const,
  ],
  make: ([[pk, size], freqMhz, [st, stab, temp], [fn, feat]]) => {
    const base = `SG-8018${pk} ${f4(freqMhz)}M-T${st}H${fn}A`;
    return oscSpec(
      freqMhz,
      'XO (Standard), Programmable',
      '1.62V ~ 3.63V',
      stab,
      4.9,
      size,
      temp,
      feat,
      base,
      [reel(`${base}3`, 1000), reelOnly(`${base}0`, 2000)],
      1.2,
      'https://download.epsondevice.com/td/pdf/app/SG-8018_en.pdf',
    );
  },
});

const oscFamilies: Family[] = [
  epsonSg8018,
  sitime(
    'sitime-sit8008',
    'SiT8008',
    'B',
    1.2,
    PROG_F,
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    1.05,
    4.5,
  ),
  sitime(
    'sitime-sit8918',
    'SiT8918',
    'B',
    0.35,
    PROG_F.filter((freqMhz) => freqMhz <= 110),
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    1.6,
    4.8,
    SIT_TEMP_HI,
  ),
  sitime(
    'sitime-sit8924',
    'SiT8924',
    'B',
    0.3,
    PROG_F.filter((freqMhz) => freqMhz <= 110),
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    2.1,
    4.8,
    SIT_TEMP_HI,
  ),
  sitime(
    'sitime-sit1602',
    'SiT1602',
    'B',
    0.8,
    SIT1602_F,
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    0.85,
    4.2,
    [...SIT_TEMP, ['E', tempRange(-40, 105)]],
  ),
  sitime(
    'sitime-sit8208',
    'SiT8208',
    'A',
    0.4,
    PROG_F.filter((freqMhz) => freqMhz <= 80),
    [
      ['F', 10],
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG.slice(2),
    SIT_V.filter(([voltCode]) => voltCode !== '28'),
    2.9,
    33,
    [...SIT_TEMP, ['E', tempRange(-40, 105)]],
  ),
  sitime(
    'sitime-sit1618',
    'SiT1618',
    'B',
    0.2,
    SIT1602_F,
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    1.3,
    4.2,
    SIT_TEMP_HI,
  ),
  sitime(
    'sitime-sit8021',
    'SiT8021',
    'A',
    0.15,
    PROG_F.filter((freqMhz) => freqMhz <= 26),
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    [['J', '1508']],
    SIT_V.filter(([voltCode]) => voltCode === '18' || voltCode === 'XX'),
    1.5,
    1.3,
  ),
  sitime(
    'sitime-sit8009',
    'SiT8009',
    'B',
    0.15,
    [115.2, 120, 122.88, 125, 133.333, 137],
    [
      ['1', 20],
      ['2', 25],
      ['3', 50],
    ],
    SIT_PKG,
    SIT_V,
    1.4,
    6,
  ),
  ecsMv,
  abraconOsc,
  epsonOsc,
];

// ---------------------------------------------------------------------------------------------
// Ceramic resonators

const RES = 'ceramic-resonators';
function resSpec(
  freq: number,
  tol: string,
  cl: string,
  pkg: string,
  size: string,
  smd: boolean,
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  const freqText = f3(freq).replace(/0+$/, '').replace(/\.$/, '.0');
  return {
    base,
    variants,
    description: `CER RES ${freqText}MHZ ${cl.replace(' ', '').toUpperCase()} ${smd ? 'SMD' : 'T/H'}`,
    parameters: {
      Frequency: mhz(freq),
      'Frequency Tolerance': tol,
      'Frequency Stability': '±0.2%',
      'Load Capacitance': cl,
      'Built-in Capacitors': 'Yes',
      'Package / Case': pkg,
      'Size / Dimension': size,
      'Mounting Type': smd ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': tempRange(-40, 85),
    },
    price: cents(price),
    grams: smd ? 0.02 : 0.3,
    datasheetUrl: ds,
  };
}
/** Murata frequency field: 8 → '8M00', 12 → '12M0', 7.37 → '7M37'. */
function murataF(freqMhz: number): string {
  if (freqMhz >= 10) return `${Math.floor(freqMhz)}M${String(Math.round((freqMhz % 1) * 10))}`;
  const [whole, fraction = ''] = freqMhz.toFixed(2).split('.');
  return `${whole}M${fraction}`;
}
const resFamilies: Family[] = [
  fam({
    key: 'murata-cstne',
    leaf: RES,
    mfr: 'murata',
    weight: 0.35,
    kind: 'passive',
    dimensions: [[8, 10, 12, 13.56, 16, 20, 24, 25, 27, 32, 33.86, 40, 48] as const],
    make: ([freqMhz]) => {
      const code = freqMhz < 13 ? 'G55A' : 'V53C';
      const base = `CSTNE${murataF(freqMhz)}${code}000`;
      return resSpec(
        freqMhz,
        '±0.5%',
        freqMhz < 13 ? '33pF' : '15pF',
        '3-SMD, No Lead',
        '0.126" L x 0.051" W (3.20mm x 1.30mm)',
        true,
        base,
        [reel(`${base}R0`, 3000)],
        0.28,
        'https://www.murata.com/en-global/products/productdata/8801162264606/SPEC-CSTNE.pdf',
      );
    },
  }),
  fam({
    key: 'murata-cstcr',
    leaf: RES,
    mfr: 'murata',
    weight: 0.2,
    kind: 'passive',
    dimensions: [
      [4, 4.19, 4.91, 5, 6, 7.37] as const,
      [
        ['G53', '15pF'],
        ['G55', '39pF'],
      ] as const,
    ],
    make: ([freqMhz, [code, cl]]) => {
      const base = `CSTCR${murataF(freqMhz)}${code}`;
      return resSpec(
        freqMhz,
        '±0.5%',
        cl,
        '3-SMD, No Lead',
        '0.177" L x 0.079" W (4.50mm x 2.00mm)',
        true,
        base,
        [reel(`${base}-R0`, 3000)],
        0.3,
        'https://www.murata.com/en-global/products/productdata/8801162264606/SPEC-CSTCR.pdf',
      );
    },
  }),
  fam({
    key: 'murata-cstls',
    leaf: RES,
    mfr: 'murata',
    weight: 0.25,
    kind: 'passive',
    dimensions: [[4, 6, 8, 10, 12, 16, 20, 24, 25, 32, 40] as const, ['53', '55'] as const],
    make: ([freqMhz, cap]) => {
      const base = `CSTLS${murataF(freqMhz)}${freqMhz <= 10 ? 'G' : 'X'}${cap}`;
      return resSpec(
        freqMhz,
        '±0.5%',
        cap === '53' ? '15pF' : '30pF',
        'Radial, 3 Leads',
        '0.236" L x 0.197" W (6.00mm x 5.00mm)',
        false,
        base,
        [bulk(`${base}-B0`), reelOnly(`${base}-A0`, 2000)],
        0.32,
        'https://www.murata.com/en-global/products/productdata/8801162264606/SPEC-CSTLS.pdf',
      );
    },
  }),
  fam({
    key: 'ecs-ztt',
    leaf: RES,
    mfr: 'ecs',
    weight: 0.15,
    kind: 'passive',
    dimensions: [[2, 3.58, 4, 6, 8, 10, 12, 16, 20, 24] as const],
    make: ([freqMhz]) => {
      const mpn = `ZTT-${freqMhz.toFixed(2)}M${freqMhz <= 10 ? 'G' : 'X'}`;
      return resSpec(
        freqMhz,
        '±0.5%',
        '30pF',
        'Radial, 3 Leads',
        '0.394" L x 0.197" W (10.00mm x 5.00mm)',
        false,
        mpn,
        [bulk(mpn)],
        0.35,
        'https://ecsxtal.com/store/pdf/ZTT.pdf',
      );
    },
  }),
  fam({
    key: 'abracon-awscr',
    leaf: RES,
    mfr: 'abracon',
    weight: 0.15,
    kind: 'passive',
    dimensions: [[4, 6, 8, 10, 12, 16, 20, 24] as const],
    make: ([freqMhz]) => {
      const base = `AWSCR-${freqMhz.toFixed(2)}CV`;
      return resSpec(
        freqMhz,
        '±0.5%',
        '15pF',
        '3-SMD, No Lead',
        '0.177" L x 0.079" W (4.50mm x 2.00mm)',
        true,
        base,
        [reel(`${base}-T`, 3000)],
        0.28,
        'https://abracon.com/Resonators/AWSCR.pdf',
      );
    },
  }),
];

export const TIMING_FAMILIES: Family[] = [...xtalFamilies, ...oscFamilies, ...resFamilies];

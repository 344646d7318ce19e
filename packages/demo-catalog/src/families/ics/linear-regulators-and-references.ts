// Linear regulators (LDOs and the classic 78xx / LM317 / 1117 three-terminal parts) and voltage
// references. Fixed-output parts exist in many output voltages, each its own ordering code.
import { type Dev, type PkgInfo } from './ordering-codes';
import {
  P,
  T_A105,
  T_A125,
  T_A85,
  T_C70,
  T_J125,
  T_J150,
  adix,
  bag,
  bulk,
  graded,
  icx,
  ltx,
  maxx,
  mchx,
  nsc,
  reel,
  reelOnly,
  tix,
  tube,
  vcode,
} from './more-packages-and-codes';
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { adiDs } from './datasheet-urls';

const LDO = 'voltage-regulators-linear-ldo';
const REF = 'voltage-references';

/** One regulator series: output voltages (0 = adjustable), packages, grades and the electrical summary. */
export interface Ldo {
  s: string;
  volts: number[];
  pkgs: string[];
  /** Grade letters with their junction-temperature range. */
  grades: [string, string][];
  vin: number;
  drop: string;
  io: string;
  iq: string;
  psrr: string;
  prot: string;
  price: number;
  ds: string;
  adj?: [number, number];
  neg?: boolean;
}
export type LCode = (l: Ldo, v: number, k: string, g: string) => [string, Variant[]] | null;
export const PROT = 'Over Current, Over Temperature';
export const PROT_R = 'Over Current, Over Temperature, Reverse Polarity';

function ldoFam(key: string, mfr: string, weight: number, list: Ldo[], code: LCode, ds: (l: Ldo) => string, kind: 'ic' = 'ic'): Family {
  const cases = list.flatMap((ldo) =>
    ldo.volts.flatMap((volts) => ldo.pkgs.flatMap((pkg) => ldo.grades.map(([grade, temp]) => [ldo, volts, pkg, grade, temp] as const))),
  );
  return fam({
    key,
    leaf: LDO,
    mfr,
    weight,
    kind,
    dimensions: [cases],
    make: ([[ldo, volts, pkgKey, grade, temp]]) => ldoSpec(ldo, volts, pkgKey, grade, temp, code, ds),
  });
}

/** One regulator part (or null where the maker has no such code). */
export function ldoSpec(
  ldo: Ldo,
  volts: number,
  key: string,
  grade: string,
  temp: string,
  code: LCode,
  ds: (l: Ldo) => string,
): BaseSpec | null {
  const ordering = code(ldo, volts, key, grade);
  if (!ordering) return null;
  const info: PkgInfo = P(key);
  const amps = ldo.io.replace(' ', '').toUpperCase();
  return {
    base: ordering[0],
    variants: ordering[1],
    description: `IC REG LINEAR ${volts ? `${ldo.neg ? '-' : ''}${volts}V` : ldo.neg ? 'NEG ADJ' : 'POS ADJ'} ${amps} ${info.short}`,
    parameters: {
      'Output Configuration': ldo.neg ? 'Negative' : 'Positive',
      'Output Type': volts ? 'Fixed' : 'Adjustable',
      'Number of Regulators': '1',
      'Voltage - Input (Max)': `${ldo.neg ? '-' : ''}${ldo.vin}V`,
      'Voltage - Output (Min/Fixed)': volts ? `${ldo.neg ? '-' : ''}${volts}V` : `${ldo.adj?.[0] ?? 1.25}V`,
      'Voltage - Output (Max)': volts ? '-' : `${ldo.adj?.[1] ?? ldo.vin - 1.5}V`,
      'Voltage Dropout (Max)': ldo.drop,
      'Current - Output': ldo.io,
      'Current - Quiescent (Iq)': ldo.iq,
      PSRR: ldo.psrr,
      'Protection Features': ldo.prot,
      'Package / Case': info.disp,
      'Operating Temperature': temp,
    },
    price:
      Math.round(
        ldo.price *
          (key.startsWith('TO-220') ? 1.3 : key.startsWith('TO-263') ? 1.4 : 1) *
          (grade.includes('A') || grade === 'I' ? 1.08 : 1) *
          1000,
      ) / 1000,
    grams: info.g,
    datasheetUrl: ds(ldo),
  };
}

const TJ: [string, string][] = [['', T_J125]];
const tiDs = (ldo: Ldo) => `https://www.ti.com/lit/ds/symlink/${ldo.ds}.pdf`;

// ---------------------------------------------------------------------------------------------
// Texas Instruments, National heritage: device + grade + package + X (large reel) + -voltage + /NOPB.

export const L = (
  series: string,
  volts: number[],
  pkgs: string[],
  grades: [string, string][],
  vin: number,
  drop: string,
  io: string,
  iq: string,
  psrr: string,
  prot: string,
  price: number,
  ds: string,
  adj?: [number, number],
): Ldo => ({ s: series, volts, pkgs, grades, vin, drop, io, iq, psrr, prot, price, ds, adj });
const NSC_LDO: Ldo[] = [
  L(
    'LM1117',
    [1.8, 2.5, 3.3, 5, 0],
    ['SOT-223', 'TO-252', 'TO-220'],
    [
      ['', '0°C ~ 125°C (TJ)'],
      ['I', T_J125],
    ],
    15,
    '1.3V @ 800mA',
    '800 mA',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.62,
    'lm1117',
    [1.25, 13.8],
  ),
  L(
    'LM1084',
    [3.3, 5, 0],
    ['TO-263', 'TO-220'],
    [['I', T_J125]],
    27,
    '1.5V @ 5A',
    '5 A',
    '10 mA',
    '75dB (120Hz)',
    PROT,
    3.2,
    'lm1084',
    [1.25, 25],
  ),
  L(
    'LM1085',
    [3.3, 5, 12, 0],
    ['TO-263', 'TO-220'],
    [['I', T_J125]],
    27,
    '1.5V @ 3A',
    '3 A',
    '10 mA',
    '75dB (120Hz)',
    PROT,
    2.3,
    'lm1085',
    [1.25, 25],
  ),
  L(
    'LM2940',
    [5, 8, 9, 10, 12, 15],
    ['TO-220', 'TO-263', 'SOT-223'],
    [['', '-40°C ~ 125°C (TJ)']],
    26,
    '0.8V @ 1A',
    '1 A',
    '10 mA',
    '72dB (120Hz)',
    PROT_R,
    1.4,
    'lm2940-n',
  ),
  L(
    'LM2937',
    [2.5, 3.3, 5, 8, 10, 12, 15],
    ['SOT-223', 'TO-220', 'TO-263'],
    [['', T_J125]],
    26,
    '1V @ 500mA',
    '500 mA',
    '10 mA',
    '66dB (120Hz)',
    PROT_R,
    1.2,
    'lm2937',
  ),
  L('LM3940', [3.3], ['SOT-223', 'TO-220', 'TO-263'], [['I', T_J125]], 7.5, '0.8V @ 1A', '1 A', '10 mA', '-', PROT, 1.5, 'lm3940'),
  L(
    'LP38691',
    [1.8, 2.5, 3.3, 5],
    ['WSON-6', 'TO-252'],
    [['', T_J125]],
    10,
    '0.325V @ 500mA',
    '500 mA',
    '55 µA',
    '58dB (1kHz)',
    PROT,
    0.9,
    'lp38691',
  ),
  L(
    'LP38693',
    [1.8, 2.5, 3.3, 5],
    ['SOT-223', 'WSON-6'],
    [['', T_J125]],
    10,
    '0.325V @ 500mA',
    '500 mA',
    '55 µA',
    '58dB (1kHz)',
    PROT,
    0.9,
    'lp38693',
  ),
];
const NSC_SOT: Ldo[] = [
  L(
    'LP2985',
    [1.8, 2.5, 2.8, 3, 3.3, 5],
    ['SOT23-5'],
    [
      ['I', T_J125],
      ['AI', T_J125],
    ],
    16,
    '0.35V @ 150mA',
    '150 mA',
    '850 µA',
    '45dB (1kHz)',
    PROT,
    0.45,
    'lp2985',
  ),
  L(
    'LP2950',
    [3, 3.3, 5],
    ['TO-92'],
    [
      ['C', T_J125],
      ['AC', T_J125],
    ],
    30,
    '0.45V @ 100mA',
    '100 mA',
    '75 µA',
    '-',
    PROT,
    0.55,
    'lp2950',
  ),
];
const NSC_MF: Ldo[] = [
  L(
    'LP5907',
    [1.2, 1.5, 1.8, 2.5, 2.8, 2.85, 3, 3.1, 3.2, 3.3, 4.5],
    ['SOT23-5', 'DSBGA-4'],
    [['', T_J125]],
    5.5,
    '0.25V @ 250mA',
    '250 mA',
    '12 µA',
    '82dB (1kHz)',
    PROT,
    0.42,
    'lp5907',
  ),
];
// '-3.3' after the package; the 5 V parts are '-5.0'.
const nscV = (volts: number): string => (volts ? `-${volts === Math.round(volts) && volts < 10 ? volts.toFixed(1) : volts}` : '-ADJ');
const nscLdo =
  (over: Record<string, string>): LCode =>
  (ldo, volts, pkgKey, grade) =>
    nsc(over)({ n: ldo.s, g: grade, o: nscV(volts), d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey);

// TI's own scheme: the output voltage is part of the device name (TLV70033, TLV75533P, TPS7A0233P).
export const tiName = (ldo: Ldo, volts: number, grade: string): string => {
  const vc = volts ? vcode(volts) : '01';
  if (ldo.s.startsWith('TLV1117') && !ldo.s.includes('LV')) return volts ? `TLV1117-${vc}${grade}` : `TLV1117${grade}`;
  if (ldo.s.startsWith('LP2985')) return `LP2985${grade.replace('I', '')}-${vc}`;
  if (ldo.s.startsWith('UA78')) return `${ldo.s}${String(volts).padStart(2, '0')}${grade}`;
  if (ldo.s.endsWith('P')) return `${ldo.s.slice(0, -1)}${vc}P${grade}`;
  return `${ldo.s}${vc}${grade}`;
};
const tiLdo: LCode = (ldo, volts, pkgKey, grade) =>
  tix(
    {
      n: tiName(ldo, volts, grade),
      g: ldo.s.startsWith('LP2985') || (ldo.s.startsWith('TLV1117') && !ldo.s.includes('LV')) || ldo.s.startsWith('UA78') ? '' : grade,
      o: grade === 'Q' ? 'Q1' : undefined,
      d: '',
      p: {},
      price: 0,
      pkgs: [],
      temp: '',
    },
    pkgKey,
  );
const TI_V = [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3];
export const TI_LDO: Ldo[] = [
  L(
    'TLV700',
    [...TI_V, 1.9, 2.9, 3.6],
    ['TSOT23-5', 'SC70-5'],
    TJ,
    5.5,
    '0.25V @ 200mA',
    '200 mA',
    '31 µA',
    '68dB (1kHz)',
    PROT,
    0.16,
    'tlv700',
  ),
  L(
    'TLV733P',
    [1, 1.1, 1.25, ...TI_V, 3.6, 5],
    ['SOT23-5', 'X2SON-4'],
    TJ,
    5.5,
    '0.2V @ 300mA',
    '300 mA',
    '34 µA',
    '50dB (1kHz)',
    PROT,
    0.14,
    'tlv733p',
  ),
  L(
    'TLV755P',
    [0.8, 1, 1.1, ...TI_V, 2.9, 3.6, 4.2, 5],
    ['SOT23-5', 'WSON-6', 'X2SON-4'],
    TJ,
    5.5,
    '0.238V @ 500mA',
    '500 mA',
    '25 µA',
    '46dB (1kHz)',
    PROT,
    0.17,
    'tlv755p',
  ),
  L(
    'TLV757P',
    [0.8, 1, 1.1, ...TI_V, 2.9, 3.6, 4.2, 5],
    ['SOT23-5', 'WSON-6'],
    TJ,
    5.5,
    '0.425V @ 1A',
    '1 A',
    '25 µA',
    '70dB (1kHz)',
    PROT,
    0.22,
    'tlv757p',
  ),
  L(
    'TPS7A02P',
    [0.8, 1, 1.1, 1.2, 1.25, 1.5, 1.8, 1.9, 2, 2.5, 2.8, 2.85, 3, 3.1, 3.3, 3.6, 4, 4.5, 5],
    ['SOT23-5', 'X2SON-4'],
    TJ,
    6,
    '0.27V @ 200mA',
    '200 mA',
    '25 nA',
    '52dB (1kHz)',
    PROT,
    0.36,
    'tps7a02',
  ),
  L(
    'TPS7A20P',
    [0.8, 1, 1.1, 1.2, 1.25, 1.5, 1.8, 1.9, 2, 2.5, 2.8, 2.85, 3, 3.1, 3.3, 3.6, 4.5, 5],
    ['SOT23-5', 'X2SON-4'],
    TJ,
    6,
    '0.23V @ 300mA',
    '300 mA',
    '6.5 µA',
    '95dB (1kHz)',
    PROT,
    0.3,
    'tps7a20',
  ),
  L(
    'TPS736',
    [1.2, 1.5, 1.8, 2.5, 3, 3.3, 0],
    ['SOT23-5', 'SON-8', 'SOT-223'],
    TJ,
    5.5,
    '0.2V @ 400mA',
    '400 mA',
    '400 µA',
    '60dB (1kHz)',
    PROT_R,
    0.78,
    'tps736',
    [1.2, 5.5],
  ),
  L(
    'TPS709',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3, 5],
    ['SOT23-5', 'WSON-6'],
    TJ,
    30,
    '0.3V @ 150mA',
    '150 mA',
    '1 µA',
    '55dB (1kHz)',
    PROT,
    0.42,
    'tps709',
  ),
  L(
    'TPS793',
    [1.8, 2.5, 2.8, 3, 3.3, 4.75],
    ['SOT23-5'],
    TJ,
    5.5,
    '0.112V @ 200mA',
    '200 mA',
    '170 µA',
    '70dB (10kHz)',
    PROT,
    0.62,
    'tps793',
  ),
  L('TPS7A16', [3.3, 5, 0], ['MSOP-8-EP'], TJ, 60, '0.06V @ 100mA', '100 mA', '5 µA', '-', PROT, 1.05, 'tps7a16', [1.2, 18.5]),
  L(
    'TLV1117',
    [1.5, 1.8, 2.5, 3.3, 5, 0],
    ['SOT-223', 'TO-252', 'TO-263'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['I', T_J125],
    ],
    15,
    '1.3V @ 800mA',
    '800 mA',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.26,
    'tlv1117',
    [1.25, 13.8],
  ),
  L(
    'TLV1117LV',
    [1, 1.2, 1.5, 1.8, 2.5, 3.3],
    ['SOT-223', 'SOT23-5'],
    TJ,
    5.5,
    '0.455V @ 1A',
    '1 A',
    '100 µA',
    '65dB (1kHz)',
    PROT,
    0.22,
    'tlv1117lv',
  ),
  L(
    'LP2985',
    [1.8, 2.5, 2.8, 3, 3.3, 5],
    ['SOT23-5'],
    [
      ['I', T_J125],
      ['AI', T_J125],
    ],
    16,
    '0.35V @ 150mA',
    '150 mA',
    '850 µA',
    '45dB (1kHz)',
    PROT,
    0.32,
    'lp2985',
  ),
  L(
    'UA78M',
    [5, 6, 8, 9, 10, 12, 15],
    ['SOT-223', 'TO-252'],
    [
      ['C', T_J125],
      ['I', T_J125],
    ],
    25,
    '2V @ 350mA',
    '500 mA',
    '6 mA',
    '80dB (120Hz)',
    PROT,
    0.34,
    'ua78m',
  ),
  L('UA78', [5, 8, 10, 12, 15, 24], ['TO-220'], [['C', T_J125]], 25, '2V @ 1A', '1.5 A', '8 mA', '78dB (120Hz)', PROT, 0.42, 'ua78'),
];
// Automotive (Q1) copies of the modern TI LDOs: the Q grade goes after the voltage (TPS7B6933QDBVRQ1).
const TI_AUTO: Ldo[] = [
  L(
    'TPS7B69',
    [3.3, 5],
    ['SOT23-5', 'SOT-223'],
    [['Q', T_J150]],
    40,
    '1.2V @ 150mA',
    '150 mA',
    '15 µA',
    '60dB (100Hz)',
    PROT,
    0.74,
    'tps7b69-q1',
  ),
  L(
    'TPS7B81',
    [3.3, 5],
    ['MSOP-8-EP', 'SON-8'],
    [['Q', T_J150]],
    40,
    '0.5V @ 150mA',
    '150 mA',
    '3 µA',
    '70dB (100Hz)',
    PROT,
    0.92,
    'tps7b81-q1',
  ),
  ...['TLV700', 'TLV733P', 'TLV755P', 'TPS709'].map((series) => ({
    ...(TI_LDO.find((ldo) => ldo.s === series) as Ldo),
    grades: [['Q', T_J125]] as [string, string][],
  })),
];

// ---------------------------------------------------------------------------------------------
// Microchip: device + T + '-' + voltage code (3302 = 3.3 V, 2 % tolerance) + temperature + '/' + package.
export const MC_V = [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3, 5];
export const MCHP_LDO: Ldo[] = [
  L(
    'MCP1700',
    MC_V,
    ['SOT23-3', 'SOT-89', 'TO-92'],
    [['E', T_J125]],
    6,
    '0.35V @ 250mA',
    '250 mA',
    '1.6 µA',
    '44dB (100Hz)',
    PROT,
    0.3,
    '20001826F',
  ),
  L(
    'MCP1702',
    MC_V,
    ['SOT23-3', 'SOT-89', 'TO-92'],
    [
      ['E', T_J125],
      ['I', T_A85],
    ],
    13.2,
    '0.725V @ 250mA',
    '250 mA',
    '2 µA',
    '44dB (100Hz)',
    PROT,
    0.38,
    '22008E',
  ),
  L('MCP1703', MC_V, ['SOT-89', 'SOT-223'], [['E', T_J125]], 16, '0.725V @ 250mA', '250 mA', '2 µA', '44dB (100Hz)', PROT, 0.46, '22049F'),
  L('MCP1802', MC_V, ['SOT23-5'], [['I', T_A85]], 6, '0.3V @ 300mA', '300 mA', '25 µA', '70dB (1kHz)', PROT, 0.34, '22053C'),
  L('MCP1824', MC_V, ['SOT23-5'], [['E', T_J125]], 6, '0.2V @ 300mA', '300 mA', '120 µA', '60dB (1kHz)', PROT, 0.52, '22070C'),
  L('MCP1824S', MC_V, ['SOT-223', 'SOT-89'], [['E', T_J125]], 6, '0.2V @ 300mA', '300 mA', '120 µA', '60dB (1kHz)', PROT, 0.55, '22070C'),
  L(
    'MCP1825S',
    MC_V,
    ['SOT-223', 'TO-252', 'TO-220'],
    [['E', T_J125]],
    6,
    '0.21V @ 500mA',
    '500 mA',
    '120 µA',
    '60dB (1kHz)',
    PROT,
    0.68,
    '22056B',
  ),
  L(
    'MCP1826S',
    MC_V,
    ['SOT-223', 'TO-252', 'TO-220'],
    [['E', T_J125]],
    6,
    '0.25V @ 1A',
    '1 A',
    '120 µA',
    '60dB (1kHz)',
    PROT,
    0.82,
    '22057B',
  ),
  L('MCP1727', MC_V, ['DFN-8-3x3', 'SOIC-8'], [['E', T_J125]], 6, '0.33V @ 1.5A', '1.5 A', '120 µA', '60dB (1kHz)', PROT, 1.05, '22026B'),
];
const mcCode = (volts: number) => `${vcode(volts).padEnd(2, '0')}02`;
export const mchpLdo: LCode = (ldo, volts, pkgKey, grade) =>
  mchx({ n: ldo.s, g: `${mcCode(volts)}${grade}`, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey);
// Micrel heritage: device + '-' + voltage + Y (lead-free) + package + '-TR'.
const MIC_LDO: Ldo[] = [
  L(
    'MIC5205',
    [2.5, 2.7, 2.8, 2.85, 3, 3.3, 3.6, 3.8, 4, 5, 0],
    ['SOT23-5'],
    TJ,
    16,
    '0.35V @ 150mA',
    '150 mA',
    '80 µA',
    '75dB (120Hz)',
    PROT_R,
    0.38,
    'mic5205',
  ),
  L(
    'MIC5219',
    [2.5, 2.8, 3, 3.3, 3.6, 5, 0],
    ['SOT23-5', 'MSOP-8'],
    TJ,
    12,
    '0.5V @ 500mA',
    '500 mA',
    '80 µA',
    '75dB (120Hz)',
    PROT_R,
    0.62,
    'mic5219',
  ),
  L(
    'MIC5504',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['SOT23-5', 'DFN-6'],
    TJ,
    5.5,
    '0.26V @ 300mA',
    '300 mA',
    '38 µA',
    '70dB (1kHz)',
    PROT,
    0.16,
    'mic5504',
  ),
  L('MIC29302', [0], ['TO-263-5'], TJ, 26, '0.6V @ 3A', '3 A', '10 mA', '-', PROT_R, 3.1, 'mic29302'),
  L('MIC29150', [3.3, 5], ['TO-263-5'], TJ, 26, '0.6V @ 1.5A', '1.5 A', '8 mA', '-', PROT_R, 2.3, 'mic29150'),
];
const micLdo: LCode = (ldo, volts, pkgKey) => {
  const code = ({ 'SOT23-5': 'YM5', 'MSOP-8': 'YMM', 'DFN-6': 'YMT', 'TO-263-5': 'WU' } as Record<string, string>)[pkgKey];
  if (!code) return null;
  const base = `${ldo.s}${volts ? `-${volts.toFixed(volts < 10 && volts * 10 === Math.round(volts * 10) ? 1 : 2)}` : ''}${code}`;
  return [base, pkgKey === 'TO-263-5' ? [reel(`${base}-TR`, 750), tube(base, 50)] : [reel(`${base}-TR`, 3000)]];
};

// ---------------------------------------------------------------------------------------------
// Diodes Incorporated (BCD heritage: package letter, '-3.3', TRG1) and its own AP73xx scheme.
export const DIO_LDO: Ldo[] = [
  L(
    'AP2112',
    [1.2, 1.5, 1.8, 2.5, 2.6, 2.8, 3, 3.3],
    ['SOT23-5'],
    [['K', T_A85]],
    6,
    '0.4V @ 600mA',
    '600 mA',
    '55 µA',
    '65dB (1kHz)',
    PROT,
    0.12,
    'AP2112',
  ),
  L(
    'AP2127',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3, 0],
    ['SOT23-5', 'SOT23-3'],
    [['', T_A85]],
    6,
    '0.25V @ 300mA',
    '300 mA',
    '70 µA',
    '70dB (1kHz)',
    PROT,
    0.13,
    'AP2127',
  ),
  L(
    'AP2210',
    [1.5, 1.8, 2.5, 2.8, 3, 3.3, 5],
    ['SOT23-5', 'SOT23-3'],
    [['', T_A85]],
    12,
    '0.5V @ 300mA',
    '300 mA',
    '80 µA',
    '65dB (1kHz)',
    PROT,
    0.16,
    'AP2210',
  ),
  L(
    'AZ1117C',
    [1.2, 1.5, 1.8, 2.5, 3.3, 5, 0],
    ['SOT-223', 'TO-252', 'SOT-89'],
    [['', '0°C ~ 125°C (TJ)']],
    18,
    '1.3V @ 1A',
    '1 A',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.1,
    'AZ1117C',
  ),
  L(
    'AZ1117I',
    [1.2, 1.5, 1.8, 2.5, 3.3, 5, 0],
    ['SOT-223', 'TO-252'],
    [['', T_J125]],
    18,
    '1.3V @ 1A',
    '1 A',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.12,
    'AZ1117I',
  ),
  L(
    'AP7361C',
    [1, 1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['SOT-223', 'SOT-89', 'DFN-6'],
    [['', T_A85]],
    6,
    '0.36V @ 1A',
    '1 A',
    '60 µA',
    '75dB (1kHz)',
    PROT,
    0.22,
    'AP7361C',
  ),
  L(
    'AP7365',
    [1, 1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['SOT23-5', 'DFN-6'],
    [['', T_A85]],
    6,
    '0.35V @ 600mA',
    '600 mA',
    '35 µA',
    '75dB (1kHz)',
    PROT,
    0.15,
    'AP7365',
  ),
  L(
    'AP7381',
    [2.5, 2.8, 3, 3.3, 3.6, 5],
    ['SOT23-3', 'SOT-89'],
    [['', T_A85]],
    40,
    '1.4V @ 150mA',
    '150 mA',
    '2.5 µA',
    '60dB (100Hz)',
    PROT,
    0.18,
    'AP7381',
  ),
];
export const dioLdo: LCode = (ldo, volts, pkgKey, grade) => {
  if (ldo.s.startsWith('AP73')) {
    const code = ({ 'SOT-223': 'E', 'SOT-89': 'Y', 'DFN-6': 'FGE', 'SOT23-5': 'WG', 'SOT23-3': 'SA' } as Record<string, string>)[pkgKey];
    if (!code) return null;
    const base = `${ldo.s}-${vcode(volts)}${code}`;
    return [base, [reel(`${base}-${pkgKey.startsWith('SOT-2') || pkgKey === 'SOT-89' ? 13 : 7}`, pkgKey === 'SOT-223' ? 2500 : 3000)]];
  }
  const code = ({ 'SOT23-5': 'K', 'SOT23-3': 'N', 'SOT-223': 'H', 'TO-252': 'D', 'SOT-89': 'R' } as Record<string, string>)[pkgKey];
  if (!code || (ldo.s === 'AP2112' && grade !== code)) return null;
  const dev = ldo.s.startsWith('AZ1117') ? `${ldo.s}${code}` : `${ldo.s}${code}`;
  const base = `${dev}-${volts ? volts.toFixed(1) : 'ADJ'}`;
  return [base, [reel(`${base}TRG1`, pkgKey === 'TO-252' ? 2500 : pkgKey === 'SOT-223' ? 2500 : 3000)]];
};

// ---------------------------------------------------------------------------------------------
// STMicroelectronics: L78xx / L79xx (CV, ABV, CD2T-TR, CDT-TR), L78Lxx (ACZ, ACUTR), LD1117, LDK130, LDL1117.
export const ST_LDO: Ldo[] = [
  L(
    'L78',
    [5, 6, 8, 9, 10, 12, 15, 18, 24],
    ['TO-220', 'TO-263', 'TO-252'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['AC', '0°C ~ 125°C (TJ)'],
      ['AB', T_J125],
    ],
    35,
    '2V @ 1A',
    '1.5 A',
    '8 mA',
    '68dB (120Hz)',
    PROT,
    0.3,
    'l78',
  ),
  L(
    'L78M',
    [5, 6, 8, 9, 10, 12, 15, 24],
    ['TO-252', 'TO-220'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['AB', T_J125],
    ],
    35,
    '2V @ 350mA',
    '500 mA',
    '6 mA',
    '62dB (120Hz)',
    PROT,
    0.26,
    'l78m',
  ),
  L(
    'L78L',
    [3.3, 5, 6, 8, 9, 10, 12, 15, 18, 24],
    ['TO-92', 'SOT-89', 'SOIC-8'],
    [
      ['AC', '0°C ~ 125°C (TJ)'],
      ['AB', T_J125],
    ],
    30,
    '1.7V @ 40mA',
    '100 mA',
    '6 mA',
    '40dB (120Hz)',
    PROT,
    0.14,
    'l78l',
  ),
  {
    ...L(
      'L79',
      [5, 8, 12, 15, 24],
      ['TO-220', 'TO-263'],
      [['C', '0°C ~ 125°C (TJ)']],
      35,
      '1.4V @ 1A',
      '1.5 A',
      '3 mA',
      '60dB (120Hz)',
      PROT,
      0.36,
      'l79',
    ),
    neg: true,
  },
  L(
    'LM317',
    [0],
    ['TO-220', 'TO-263'],
    [['', '0°C ~ 125°C (TJ)']],
    40,
    '-',
    '1.5 A',
    '5 mA',
    '80dB (120Hz)',
    PROT,
    0.42,
    'lm317',
    [1.25, 37],
  ),
  L(
    'LD1117',
    [1.2, 1.8, 2.5, 3.3, 5, 0],
    ['SOT-223', 'TO-252', 'TO-220'],
    [
      ['', '0°C ~ 125°C (TJ)'],
      ['C', '0°C ~ 125°C (TJ)'],
    ],
    15,
    '1.2V @ 800mA',
    '800 mA',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.28,
    'ld1117',
    [1.25, 13.8],
  ),
  L('LDL1117', [1.2, 1.8, 2.5, 3.3, 5], ['SOT-223'], TJ, 18, '0.6V @ 1.2A', '1.2 A', '250 µA', '65dB (120Hz)', PROT, 0.24, 'ldl1117'),
  L(
    'LDK130',
    [1, 1.2, 1.5, 1.8, 2.5, 2.8, 2.9, 3, 3.3, 0],
    ['SOT23-5', 'DFN-6'],
    TJ,
    5.5,
    '0.35V @ 300mA',
    '300 mA',
    '30 µA',
    '65dB (1kHz)',
    PROT,
    0.16,
    'ldk130',
    [1.2, 5],
  ),
  L(
    'LDK220',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3, 0],
    ['SOT23-5'],
    TJ,
    13.2,
    '0.35V @ 200mA',
    '200 mA',
    '20 µA',
    '50dB (1kHz)',
    PROT,
    0.2,
    'ldk220',
    [1.2, 12],
  ),
  L(
    'LD39050',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['DFN-6'],
    TJ,
    5.5,
    '0.2V @ 500mA',
    '500 mA',
    '20 µA',
    '65dB (1kHz)',
    PROT,
    0.3,
    'ld39050',
  ),
];
const stV = (volts: number, two = true) =>
  volts === 3.3
    ? '33'
    : volts === 1.2
      ? '12'
      : volts === 1.8
        ? '18'
        : volts === 2.5
          ? '25'
          : volts === 2.8
            ? '28'
            : volts === 2.9
              ? '29'
              : volts === 1.5
                ? '15'
                : volts === 1
                  ? '10'
                  : two
                    ? String(volts).padStart(2, '0')
                    : String(volts);
const stLdo: LCode = (ldo, volts, pkgKey, grade) => {
  if (ldo.s === 'L78' || ldo.s === 'L79' || ldo.s === 'L78M') {
    const dev = `${ldo.s}${String(volts).padStart(2, '0')}${grade}`;
    if (pkgKey === 'TO-220') return [dev, [tube(`${dev}V`, 50)]];
    if (pkgKey === 'TO-263') return [dev, [reel(`${dev}D2T-TR`, 1000)]];
    return [dev, [reel(`${dev}DT-TR`, 2500)]];
  }
  if (ldo.s === 'L78L') {
    const dev = `L78L${stV(volts)}${grade}`;
    if (pkgKey === 'TO-92') return [dev, [bulk(`${dev}Z`), reelOnly(`${dev}Z-AP`, 2000)]];
    if (pkgKey === 'SOT-89') return [dev, [reel(`${dev}UTR`, 1000)]];
    return [dev, [reel(`${dev}D13TR`, 2500)]];
  }
  if (ldo.s === 'LM317') return pkgKey === 'TO-220' ? ['LM317T', [tube('LM317T', 50)]] : ['LM317D2T', [reel('LM317D2T-TR', 1000)]];
  const vc = volts ? stV(volts) : '';
  if (ldo.s === 'LD1117') {
    const pkgSuffix = pkgKey === 'SOT-223' ? 'S' : pkgKey === 'TO-252' ? 'DT' : 'V';
    const base = `LD1117${pkgSuffix}${vc}${grade}`;
    return [base, [pkgSuffix === 'V' ? tube(base, 50) : reel(`${base}TR`, pkgSuffix === 'S' ? 2500 : 2500)]];
  }
  const pkgSuffix = pkgKey === 'SOT23-5' ? 'M' : pkgKey === 'DFN-6' ? 'PU' : pkgKey === 'SOT-223' ? 'S' : 'PX';
  const base = `${ldo.s}${pkgSuffix}${vc}`;
  return [base, [reel(`${base}R`, 3000)]];
};

// ---------------------------------------------------------------------------------------------
// onsemi: NCP1117ST33T3G, MC7805CTG / MC7805BDTRKG, MC78L05ACPG, LM317TG.
const ON_LDO: Ldo[] = [
  L(
    'NCP1117',
    [1.5, 1.8, 2, 2.5, 2.85, 3.3, 5, 0],
    ['SOT-223', 'TO-252'],
    [['', '0°C ~ 125°C (TJ)']],
    20,
    '1.2V @ 800mA',
    '1 A',
    '10 mA',
    '75dB (120Hz)',
    PROT,
    0.22,
    'ncp1117',
  ),
  L(
    'MC78',
    [5, 6, 8, 9, 12, 15, 18, 24],
    ['TO-220', 'TO-263', 'TO-252'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['AC', '0°C ~ 125°C (TJ)'],
      ['B', T_J125],
    ],
    35,
    '2V @ 1A',
    '1 A',
    '8 mA',
    '83dB (120Hz)',
    PROT,
    0.32,
    'mc7800',
  ),
  L(
    'MC78M',
    [5, 6, 8, 9, 12, 15],
    ['TO-252', 'TO-220'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['B', T_J125],
    ],
    35,
    '2V @ 350mA',
    '500 mA',
    '6 mA',
    '80dB (120Hz)',
    PROT,
    0.26,
    'mc78m00',
  ),
  L(
    'MC78L',
    [5, 8, 9, 12, 15, 18, 24],
    ['TO-92', 'SOIC-8'],
    [
      ['AC', '0°C ~ 125°C (TJ)'],
      ['AB', T_J125],
    ],
    30,
    '1.7V @ 40mA',
    '100 mA',
    '6 mA',
    '41dB (120Hz)',
    PROT,
    0.14,
    'mc78l00a',
  ),
  {
    ...L(
      'MC79',
      [5, 8, 12, 15, 24],
      ['TO-220', 'TO-263'],
      [
        ['C', '0°C ~ 125°C (TJ)'],
        ['B', T_J125],
      ],
      35,
      '2V @ 1A',
      '1 A',
      '4.3 mA',
      '70dB (120Hz)',
      PROT,
      0.36,
      'mc7900',
    ),
    neg: true,
  },
  L(
    'LM317',
    [0],
    ['TO-220', 'TO-263'],
    [
      ['', '0°C ~ 125°C (TJ)'],
      ['B', T_J125],
    ],
    40,
    '-',
    '1.5 A',
    '5 mA',
    '80dB (120Hz)',
    PROT,
    0.38,
    'lm317',
    [1.25, 37],
  ),
  {
    ...L(
      'LM337',
      [0],
      ['TO-220', 'TO-263'],
      [
        ['', '0°C ~ 125°C (TJ)'],
        ['B', T_J125],
      ],
      40,
      '-',
      '1.5 A',
      '5 mA',
      '77dB (120Hz)',
      PROT,
      0.52,
      'lm337',
      [1.25, 37],
    ),
    neg: true,
  },
];
const onLdo: LCode = (ldo, volts, pkgKey, grade) => {
  if (ldo.s === 'NCP1117') {
    const vc = volts ? (volts === 2.85 ? '285' : vcode(volts)) : 'A';
    if (pkgKey === 'SOT-223') return [`NCP1117ST${vc}`, [reel(`NCP1117ST${vc}T3G`, 4000)]];
    return [`NCP1117DT${vc}`, [reel(`NCP1117DT${vc}RKG`, 2500)]];
  }
  if (ldo.s === 'LM317' || ldo.s === 'LM337') {
    const dev = `${ldo.s}${grade}`;
    return pkgKey === 'TO-220' ? [`${dev}T`, [tube(`${dev}TG`, 50)]] : [`${dev}D2T`, [reel(`${dev}D2TR4G`, 800)]];
  }
  const dev = `${ldo.s}${String(volts).padStart(2, '0')}${grade}`;
  if (pkgKey === 'TO-220') return [`${dev}T`, [tube(`${dev}TG`, 50)]];
  if (pkgKey === 'TO-263') return [`${dev}D2T`, [reel(`${dev}D2TR4G`, 800)]];
  if (pkgKey === 'TO-252') return [`${dev}DT`, [reel(`${dev}DTRKG`, 2500)]];
  if (pkgKey === 'TO-92') return [`${dev}P`, [bulk(`${dev}PG`), reelOnly(`${dev}PRPG`, 2000)]];
  return [`${dev}D`, [reel(`${dev}DR2G`, 2500)]];
};

// ---------------------------------------------------------------------------------------------
// Analog Devices (ADP: -3.3 after Z, -R7 reels; LT: #PBF), ROHM, Advanced Monolithic Systems.
export const ADI_LDO: Ldo[] = [
  L(
    'ADP150',
    [1.8, 2.5, 2.75, 2.8, 3, 3.3],
    ['TSOT23-5'],
    [['A', T_J125]],
    5.5,
    '0.15V @ 150mA',
    '150 mA',
    '10 µA',
    '70dB (1kHz)',
    PROT,
    0.62,
    'ADP150',
  ),
  L(
    'ADP151',
    [1.1, 1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['TSOT23-5'],
    [['A', T_J125]],
    5.5,
    '0.2V @ 200mA',
    '200 mA',
    '10 µA',
    '70dB (10kHz)',
    PROT,
    0.68,
    'ADP151',
  ),
  L(
    'ADP122',
    [1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['TSOT23-5'],
    [['A', T_J125]],
    5.5,
    '0.085V @ 300mA',
    '300 mA',
    '15 µA',
    '70dB (1kHz)',
    PROT,
    0.55,
    'ADP122_ADP123',
  ),
  L(
    'ADP7118',
    [1.8, 2.5, 3.3, 5, 0],
    ['SOIC-8-EP'],
    [['A', T_J125]],
    20,
    '0.2V @ 200mA',
    '200 mA',
    '50 µA',
    '88dB (10kHz)',
    PROT,
    1.45,
    'ADP7118',
    [1.2, 19],
  ),
  L('ADP3338', [1.5, 1.8, 2.5, 2.85, 3.3, 5], ['SOT-223'], [['A', T_J125]], 8, '0.19V @ 1A', '1 A', '110 µA', '-', PROT, 1.2, 'ADP3338'),
];
export const adiLdo: LCode = (ldo, volts, pkgKey, grade) =>
  adix({ 'SOT-223': 'KC' })(
    { n: ldo.s, g: grade, o: volts ? `-${volts === 5 ? '5.0' : volts}` : '', d: '', p: {}, price: 0, pkgs: [], temp: '' },
    pkgKey,
  );
const LT_LDO: Ldo[] = [
  L(
    'LT1763',
    [1.5, 1.8, 2.5, 3, 3.3, 5, 0],
    ['SOIC-8'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['I', T_J125],
    ],
    20,
    '0.3V @ 500mA',
    '500 mA',
    '30 µA',
    '-',
    PROT_R,
    3.4,
    '1763fh',
    [1.22, 20],
  ),
  L(
    'LT1761',
    [1.2, 1.5, 1.8, 2, 2.5, 2.8, 3, 3.3, 5, 0],
    ['TSOT23-5'],
    [
      ['E', T_J125],
      ['I', T_J125],
      ['H', '-40°C ~ 150°C (TJ)'],
    ],
    20,
    '0.3V @ 100mA',
    '100 mA',
    '20 µA',
    '-',
    PROT_R,
    2.2,
    '1761sff',
    [1.22, 20],
  ),
  L(
    'LT1117',
    [2.85, 3.3, 5, 0],
    ['SOT-223'],
    [
      ['C', '0°C ~ 125°C (TJ)'],
      ['I', T_J125],
    ],
    15,
    '1.2V @ 800mA',
    '800 mA',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    1.9,
    '1117fd',
  ),
  L(
    'LT1963A',
    [1.5, 1.8, 2.5, 3.3, 0],
    ['SOIC-8', 'TO-263-5', 'TO-220-5', 'SOT-223'],
    [
      ['E', T_J125],
      ['I', T_J125],
    ],
    20,
    '0.34V @ 1.5A',
    '1.5 A',
    '1 mA',
    '-',
    PROT_R,
    4.6,
    '1963aff',
    [1.21, 20],
  ),
  L(
    'LT3045',
    [0],
    ['DFN-10', 'MSOP-12-EP'],
    [
      ['E', T_J125],
      ['I', T_J125],
      ['H', '-40°C ~ 150°C (TJ)'],
    ],
    20,
    '0.26V @ 500mA',
    '500 mA',
    '2.2 mA',
    '76dB (10kHz)',
    PROT_R,
    5.9,
    'lt3045',
    [0, 15],
  ),
  L(
    'LT3042',
    [0],
    ['DFN-10', 'MSOP-10-EP'],
    [
      ['E', T_J125],
      ['I', T_J125],
    ],
    20,
    '0.35V @ 200mA',
    '200 mA',
    '2 mA',
    '79dB (10kHz)',
    PROT_R,
    5.2,
    '3042fb',
    [0, 15],
  ),
  L(
    'LT3080',
    [0],
    ['DFN-8', 'TO-220-5', 'SOT-223', 'MSOP-8-EP'],
    [
      ['E', T_J125],
      ['I', T_J125],
    ],
    36,
    '1.35V @ 1.1A',
    '1.1 A',
    '1 mA',
    '75dB (120Hz)',
    PROT,
    4.1,
    '3080fc',
    [0, 34.5],
  ),
];
const ltLdo: LCode = (ldo, volts, pkgKey, grade) =>
  ltx(
    { n: ldo.s, g: grade, o: volts ? `-${volts}` : '', d: '', p: {}, price: 0, pkgs: [], temp: '' },
    pkgKey === 'DFN-8' ? 'WSON-8' : pkgKey,
  );
export const ROHM_LDO: Ldo[] = [
  L(
    'BU',
    [1, 1.2, 1.5, 1.8, 2.5, 2.8, 2.9, 3, 3.3],
    ['SSOP-5'],
    TJ,
    5.5,
    '0.35V @ 200mA',
    '200 mA',
    '35 µA',
    '70dB (1kHz)',
    PROT,
    0.2,
    'buxxtd3wg-e',
  ),
  L(
    'BUS',
    [1, 1.2, 1.5, 1.8, 2.5, 2.8, 3, 3.3],
    ['SSOP-5'],
    TJ,
    5.5,
    '0.25V @ 500mA',
    '500 mA',
    '33 µA',
    '70dB (1kHz)',
    PROT,
    0.28,
    'buxxsd5wg-e',
  ),
  L('BD', [1.5, 1.8, 2.5, 3, 3.3, 5], ['TO-252'], TJ, 26.5, '0.6V @ 1A', '1 A', '500 µA', '55dB (120Hz)', PROT, 0.55, 'bdxxfc0fp-e'),
];
export const rohmLdo: LCode = (ldo, volts) => {
  const vc = volts === 1 ? '10' : vcode(volts);
  const base = ldo.s === 'BU' ? `BU${vc}TD3WG` : ldo.s === 'BUS' ? `BU${vc}SD5WG` : `BD${vc}FC0FP`;
  return [base, [reel(`${base}${ldo.s === 'BD' ? '-E2' : '-TR'}`, ldo.s === 'BD' ? 2000 : 3000)]];
};
const AMS_LDO: Ldo[] = [
  L(
    'AMS1117',
    [1.2, 1.5, 1.8, 2.5, 2.85, 3.3, 5, 0],
    ['SOT-223', 'TO-252', 'TO-263', 'TO-220'],
    [['', '0°C ~ 125°C (TJ)']],
    15,
    '1.3V @ 800mA',
    '1 A',
    '5 mA',
    '75dB (120Hz)',
    PROT,
    0.09,
    'ds1117',
    [1.25, 13.8],
  ),
  L(
    'AMS1085',
    [1.5, 2.5, 2.85, 3.3, 5, 0],
    ['TO-263', 'TO-220', 'TO-252'],
    [['', '0°C ~ 125°C (TJ)']],
    15,
    '1.5V @ 3A',
    '3 A',
    '5 mA',
    '72dB (120Hz)',
    PROT,
    0.32,
    'ds1085',
    [1.25, 13.5],
  ),
  L(
    'AMS1086',
    [1.5, 2.5, 2.85, 3.3, 5, 0],
    ['TO-263', 'TO-220', 'TO-252'],
    [['', '0°C ~ 125°C (TJ)']],
    15,
    '1.5V @ 1.5A',
    '1.5 A',
    '5 mA',
    '72dB (120Hz)',
    PROT,
    0.24,
    'ds1086',
    [1.25, 13.5],
  ),
  L(
    'AMS1084',
    [1.5, 2.5, 2.85, 3.3, 5, 0],
    ['TO-263', 'TO-220'],
    [['', '0°C ~ 125°C (TJ)']],
    15,
    '1.5V @ 5A',
    '5 A',
    '5 mA',
    '72dB (120Hz)',
    PROT,
    0.58,
    'ds1084',
    [1.25, 13.5],
  ),
];
const amsLdo: LCode = (ldo, volts, pkgKey) => {
  const pkgSuffix = ({ 'SOT-223': '', 'TO-252': 'CD', 'TO-263': 'CM', 'TO-220': 'CT' } as Record<string, string>)[pkgKey];
  if (pkgSuffix === undefined) return null;
  const base = `${ldo.s}${pkgSuffix}-${volts ? (volts === 5 ? '5.0' : String(volts)) : 'ADJ'}`;
  return [base, [pkgSuffix === 'CT' ? tube(base, 50) : reel(base, pkgSuffix === '' ? 2500 : 800)]];
};

// ---------------------------------------------------------------------------------------------
// Voltage references: [name, type, fixed V (0 = adjustable shunt), tolerance, tempco, noise, output current, supply current, input, price,
// packages, data sheet].

type RRow = [string, 'Series' | 'Shunt', number, string, string, string, string, string, string, number, string[], string];
function refs(rows: RRow[], adjMax = 36): Dev[] {
  return rows.map(([name, type, volts, tol, tc, noise, io, is, vin, price, pkgs, ds]) => ({
    n: name,
    d: `IC VREF ${type.toUpperCase()} ${volts ? `${volts}V` : 'ADJ'} ${tol.replace('±', '')}`,
    p: {
      'Reference Type': type,
      'Output Type': volts ? 'Fixed' : 'Adjustable',
      'Voltage - Output (Min/Fixed)': volts ? `${volts}V` : '2.495V',
      'Voltage - Output (Max)': volts ? '-' : `${adjMax}V`,
      Tolerance: tol,
      'Temperature Coefficient': tc,
      'Noise - 0.1Hz to 10Hz': noise,
      'Current - Output': io,
      'Current - Supply': is,
      'Voltage - Input': vin,
    },
    price,
    pkgs,
    temp: T_A85,
    ds,
  }));
}
const tol3 = (base: string, index: number) => ['±2%', '±1%', '±0.5%'][index] ?? base;
const TL431_PKGS = ['SOT23-3', 'SOT23-5', 'SOIC-8', 'TO-92', 'SC70-6', 'DIP-8', 'SOP-8'];
const TI_REF: Dev[] = [
  ...(['', 'A', 'B'] as const).flatMap((gradeLetter, index) =>
    graded(
      refs([
        [
          `TL431${gradeLetter}`,
          'Shunt',
          0,
          tol3('', index),
          '92ppm/°C',
          '-',
          '100 mA',
          '1 mA',
          '-',
          0.12 + index * 0.04,
          TL431_PKGS,
          'tl431',
        ],
        [
          `TL432${gradeLetter}`,
          'Shunt',
          0,
          tol3('', index),
          '92ppm/°C',
          '-',
          '100 mA',
          '1 mA',
          '-',
          0.13 + index * 0.04,
          ['SOT23-3', 'SOT23-5'],
          'tl432',
        ],
      ]),
      [
        ['C', T_C70, 1],
        ['I', T_A85, 1.05],
        ['Q', T_A125, 1.1],
      ],
    ),
  ),
  ...(['A', 'B'] as const).flatMap((gradeLetter, index) =>
    graded(
      refs(
        [
          [
            `TLV431${gradeLetter}`,
            'Shunt',
            0,
            ['±1%', '±0.5%'][index] as string,
            '50ppm/°C',
            '-',
            '20 mA',
            '100 µA',
            '-',
            0.16,
            ['SOT23-3', 'SOT23-5', 'TO-92', 'SC70-6'],
            'tlv431',
          ],
          [
            `ATL431${gradeLetter}`,
            'Shunt',
            0,
            ['±1%', '±0.5%'][index] as string,
            '50ppm/°C',
            '-',
            '100 mA',
            '35 µA',
            '-',
            0.15,
            ['SOT23-3', 'SOT23-5'],
            'atl431',
          ],
        ],
        16,
      ),
      [
        ['I', T_A85, 1],
        ['Q', T_A125, 1.1],
      ],
    ),
  ),
];
const LM4040_V: [string, number][] = [
  ['20', 2.048],
  ['25', 2.5],
  ['30', 3],
  ['41', 4.096],
  ['50', 5],
  ['82', 8.192],
  ['10', 10],
];
const TI_LM4040: Dev[] = (['A', 'B', 'C', 'D'] as const).flatMap((gradeLetter, index) =>
  LM4040_V.flatMap(([voltCode, volts]) =>
    graded(
      refs([
        [
          `LM4040${gradeLetter}${voltCode}`,
          'Shunt',
          volts,
          ['±0.1%', '±0.2%', '±0.5%', '±1%'][index] as string,
          '100ppm/°C',
          '35µVrms',
          '15 mA',
          '45 µA',
          '-',
          [0.9, 0.62, 0.42, 0.3][index] as number,
          ['SOT23-3', 'SC70-3', 'TO-92'],
          'lm4040',
        ],
      ]),
      [
        ['I', T_A85, 1],
        ['Q', T_A125, 1.12],
      ],
    ),
  ),
);
const REF_V: [string, number][] = [
  ['12', 1.25],
  ['20', 2.048],
  ['25', 2.5],
  ['30', 3],
  ['33', 3.3],
  ['40', 4.096],
];
const TI_SERIES: Dev[] = [
  ...REF_V.map(([voltCode, volts]) =>
    refs([
      [
        `REF30${voltCode}`,
        'Series',
        volts,
        '±0.2%',
        '50ppm/°C',
        `${Math.round(volts * 6)}µVp-p`,
        '25 mA',
        '50 µA',
        `${volts + 0.05}V ~ 5.5V`,
        0.55,
        ['SOT23-3'],
        'ref30',
      ],
      [
        `REF31${voltCode}`,
        'Series',
        volts,
        '±0.2%',
        '15ppm/°C',
        `${Math.round(volts * 6)}µVp-p`,
        '10 mA',
        '115 µA',
        `${volts + 0.05}V ~ 5.5V`,
        0.95,
        ['SOT23-3'],
        'ref31',
      ],
    ]),
  )
    .flat()
    .map((device) => ({ ...device, g: 'AI' })),
  ...graded(
    (['20', '25', '30', '40', '45', '50', '10'] as const).flatMap((voltCode) =>
      refs([
        [
          `REF50${voltCode}`,
          'Series',
          voltCode === '10' ? 10 : Number(voltCode) === 20 ? 2.048 : Number(voltCode) === 40 ? 4.096 : Number(voltCode) / 10,
          '±0.05%',
          '3ppm/°C',
          '3µVp-p',
          '10 mA',
          '800 µA',
          '2.7V ~ 18V',
          2.9,
          ['SOIC-8', 'MSOP-8'],
          'ref5025',
        ],
      ]),
    ),
    [
      ['I', T_A125, 1.6],
      ['AI', T_A125, 1],
    ],
  ),
  ...graded(
    (['25', '30', '33', '41', '45', '50'] as const).flatMap((voltCode) =>
      refs([
        [
          `REF60${voltCode}`,
          'Series',
          voltCode === '41' ? 4.096 : Number(voltCode) / 10,
          '±0.05%',
          '3ppm/°C',
          '1.5µVp-p',
          '4 mA',
          '800 µA',
          '2.7V ~ 18V',
          3.9,
          ['MSOP-8'],
          'ref6025',
        ],
      ]),
    ),
    [
      ['I', T_A125, 1.3],
      ['AI', T_A125, 1],
    ],
  ),
];
const ADI_REF: Dev[] = [
  ...graded(
    (['20', '25', '30', '33', '40', '50'] as const).flatMap((voltCode) =>
      refs([
        [
          `ADR45${voltCode}`,
          'Series',
          voltCode === '20' ? 2.048 : voltCode === '40' ? 4.096 : Number(voltCode) / 10,
          '±0.02%',
          '2ppm/°C',
          '1µVp-p',
          '10 mA',
          '700 µA',
          '3V ~ 15V',
          4.2,
          ['SOIC-8'],
          'ADR4520_4525_4530_4533_4540_4550',
        ],
      ]),
    ),
    [
      ['A', T_A125, 0.8],
      ['B', T_A125, 1.2],
    ],
  ),
  ...graded(
    (['12', '20', '25', '30', '33', '40', '50'] as const).flatMap((voltCode) =>
      refs([
        [
          `ADR34${voltCode}`,
          'Series',
          voltCode === '12' ? 1.2 : voltCode === '20' ? 2.048 : voltCode === '40' ? 4.096 : Number(voltCode) / 10,
          '±0.1%',
          '8ppm/°C',
          '8µVp-p',
          '10 mA',
          '100 µA',
          '2.3V ~ 5.5V',
          1.7,
          ['SOT23-6'],
          'ADR3412_3420_3425_3430_3433_3440_3450',
        ],
      ]),
    ),
    [['A', T_A125, 1]],
  ),
  ...graded(
    refs([
      [
        'ADR420',
        'Series',
        2.048,
        '±0.05%',
        '3ppm/°C',
        '1.75µVp-p',
        '10 mA',
        '500 µA',
        '4V ~ 18V',
        3.6,
        ['SOIC-8', 'MSOP-8'],
        'ADR420_421_423_425',
      ],
      [
        'ADR421',
        'Series',
        2.5,
        '±0.04%',
        '3ppm/°C',
        '1.75µVp-p',
        '10 mA',
        '500 µA',
        '4.5V ~ 18V',
        3.6,
        ['SOIC-8', 'MSOP-8'],
        'ADR420_421_423_425',
      ],
      [
        'ADR423',
        'Series',
        3,
        '±0.04%',
        '3ppm/°C',
        '2µVp-p',
        '10 mA',
        '500 µA',
        '5V ~ 18V',
        3.6,
        ['SOIC-8', 'MSOP-8'],
        'ADR420_421_423_425',
      ],
      [
        'ADR425',
        'Series',
        5,
        '±0.04%',
        '3ppm/°C',
        '3.4µVp-p',
        '10 mA',
        '500 µA',
        '7V ~ 18V',
        3.6,
        ['SOIC-8', 'MSOP-8'],
        'ADR420_421_423_425',
      ],
      [
        'ADR02',
        'Series',
        5,
        '±0.1%',
        '10ppm/°C',
        '10µVp-p',
        '10 mA',
        '650 µA',
        '7V ~ 36V',
        1.9,
        ['SOIC-8', 'SC70-5', 'TSOT23-5'],
        'ADR01_02_03_06',
      ],
      [
        'ADR03',
        'Series',
        2.5,
        '±0.1%',
        '10ppm/°C',
        '6µVp-p',
        '10 mA',
        '650 µA',
        '4.5V ~ 36V',
        1.9,
        ['SOIC-8', 'SC70-5', 'TSOT23-5'],
        'ADR01_02_03_06',
      ],
      [
        'ADR06',
        'Series',
        3,
        '±0.1%',
        '10ppm/°C',
        '6µVp-p',
        '10 mA',
        '650 µA',
        '5V ~ 36V',
        1.9,
        ['SOIC-8', 'SC70-5', 'TSOT23-5'],
        'ADR01_02_03_06',
      ],
      [
        'ADR360',
        'Series',
        2.048,
        '±0.2%',
        '25ppm/°C',
        '14µVp-p',
        '5 mA',
        '190 µA',
        '2.35V ~ 15V',
        0.95,
        ['TSOT23-5'],
        'ADR360_361_363_364_365_366',
      ],
      [
        'ADR361',
        'Series',
        2.5,
        '±0.2%',
        '25ppm/°C',
        '16µVp-p',
        '5 mA',
        '190 µA',
        '2.8V ~ 15V',
        0.95,
        ['TSOT23-5'],
        'ADR360_361_363_364_365_366',
      ],
      [
        'ADR363',
        'Series',
        3,
        '±0.2%',
        '25ppm/°C',
        '18µVp-p',
        '5 mA',
        '190 µA',
        '3.3V ~ 15V',
        0.95,
        ['TSOT23-5'],
        'ADR360_361_363_364_365_366',
      ],
      [
        'ADR365',
        'Series',
        5,
        '±0.2%',
        '25ppm/°C',
        '28µVp-p',
        '5 mA',
        '190 µA',
        '5.3V ~ 15V',
        0.95,
        ['TSOT23-5'],
        'ADR360_361_363_364_365_366',
      ],
      ['AD780', 'Series', 2.5, '±0.04%', '3ppm/°C', '4µVp-p', '10 mA', '1 mA', '4V ~ 36V', 4.4, ['SOIC-8', 'DIP-8'], 'AD780'],
    ]),
    [
      ['A', T_A85, 1],
      ['B', T_A85, 1.45],
    ],
  ),
];
const LT_REF: Dev[] = [
  ...(['-2.5', '-3', '-3.3', '-4', '-5'] as const).flatMap((suffix) =>
    graded(
      refs([
        [
          `LT1461${''}`,
          'Series',
          Number(suffix.slice(1)) === 4 ? 4.096 : Number(suffix.slice(1)),
          '±0.04%',
          '3ppm/°C',
          '8µVp-p',
          '50 mA',
          '50 µA',
          `${Number(suffix.slice(1)) + 0.3}V ~ 20V`,
          5.4,
          ['SOIC-8'],
          '1461fc',
        ],
      ]),
      [
        ['AC', T_C70, 1.2],
        ['AI', T_A85, 1.3],
        ['BC', T_C70, 1],
        ['BI', T_A85, 1.1],
      ],
    ).map((device) => ({ ...device, n: `LT1461${(device.g as string)[0]}`, g: (device.g as string).slice(1), o: suffix })),
  ),
  ...(['-1.25', '-2.048', '-2.5', '-3', '-3.3', '-4.096', '-5'] as const).flatMap((suffix) =>
    graded(
      refs([
        [
          `LT6654`,
          'Series',
          Number(suffix.slice(1)),
          '±0.05%',
          '10ppm/°C',
          '1.6ppm',
          '10 mA',
          '350 µA',
          `${Number(suffix.slice(1)) + 0.1}V ~ 36V`,
          3.4,
          ['TSOT23-6'],
          '6654fe',
        ],
      ]),
      [
        ['AH', T_A125, 1.3],
        ['BH', T_A125, 1],
      ],
    ).map((device) => ({ ...device, n: `LT6654${(device.g as string)[0]}`, g: (device.g as string).slice(1), o: suffix })),
  ),
  ...(['-1.25', '-2.048', '-2.5', '-3', '-3.3', '-4.096', '-5'] as const).flatMap((suffix) =>
    graded(
      refs([
        [
          `LTC6655`,
          'Series',
          Number(suffix.slice(1)),
          '±0.025%',
          '2ppm/°C',
          '0.25ppm',
          '5 mA',
          '5 mA',
          `${Number(suffix.slice(1)) + 0.5}V ~ 13.2V`,
          6.4,
          ['MSOP-8'],
          '6655fe',
        ],
      ]),
      [
        ['BH', T_A125, 1],
        ['CH', T_A125, 0.8],
      ],
    ).map((device) => ({ ...device, n: `LTC6655${(device.g as string)[0]}`, g: (device.g as string).slice(1), o: suffix })),
  ),
];
const MAX_REF: Dev[] = [
  ...(['21', '25', '30', '33', '41', '50'] as const).flatMap((voltCode) =>
    graded(
      refs([
        [
          `MAX6126`,
          'Series',
          voltCode === '21' ? 2.048 : voltCode === '41' ? 4.096 : Number(voltCode) / 10,
          '±0.02%',
          '3ppm/°C',
          '1.35µVp-p',
          '10 mA',
          '380 µA',
          '2.7V ~ 12.6V',
          4.6,
          ['SOIC-8', 'MSOP-8'],
          'MAX6126',
        ],
      ]),
      [
        ['AA', T_A125, 1.2],
        ['BA', T_A125, 1],
      ],
    ).map((device) => ({ ...device, n: `MAX6126${(device.g as string)[0]}`, g: 'A', o: voltCode })),
  ),
  ...(['6101', '6102', '6103', '6104', '6105', '6106', '6107'] as const).flatMap((partName, index) =>
    graded(
      refs([
        [
          `MAX${partName}`,
          'Series',
          [1.25, 2.5, 3, 4.096, 5, 2.048, 4.5][index] as number,
          '±0.4%',
          '75ppm/°C',
          '40µVp-p',
          '5 mA',
          '75 µA',
          '2.5V ~ 12.6V',
          0.85,
          ['SOT23-3'],
          'MAX6101-MAX6107',
        ],
      ]),
      [['E', T_A85, 1]],
    ),
  ),
  ...(['6025', '6030', '6041', '6045', '6050'] as const).flatMap((partName, index) =>
    graded(
      refs([
        [
          `MAX${partName}`,
          'Series',
          [2.5, 3, 4.096, 4.5, 5][index] as number,
          '±0.2%',
          '15ppm/°C',
          '30µVp-p',
          '500 µA',
          '27 µA',
          '2.5V ~ 12.6V',
          1.6,
          ['SOT23-3'],
          'MAX6025-MAX6050',
        ],
      ]),
      [
        ['AE', T_A85, 1.3],
        ['BE', T_A85, 1],
      ],
    ).map((device) => ({ ...device, n: `MAX${partName}${(device.g as string)[0]}`, g: 'E' })),
  ),
];
const MCHP_REF: Dev[] = (['10', '12', '18', '20', '25', '30', '33', '40'] as const).flatMap((voltCode) =>
  graded(
    refs([
      [
        `MCP1501`,
        'Series',
        voltCode === '20'
          ? 2.048
          : voltCode === '40'
            ? 4.096
            : voltCode === '12'
              ? 1.25
              : voltCode === '10'
                ? 1.024
                : Number(voltCode) / 10,
        '±0.08%',
        '50ppm/°C',
        '0.1ppm',
        '20 mA',
        '140 µA',
        '2.7V ~ 5.5V',
        0.78,
        ['SOIC-8', 'TSOT23-6', 'DFN-8'],
        '20005474E',
      ],
    ]),
    [[`${voltCode}E`, T_A125, 1]],
  ),
);
const DIO_REF: Dev[] = [
  ...(['A', 'B'] as const).flatMap((gradeLetter, index) =>
    refs([
      [
        `TL431${gradeLetter}`,
        'Shunt',
        0,
        ['±1%', '±0.5%'][index] as string,
        '50ppm/°C',
        '-',
        '100 mA',
        '1 mA',
        '-',
        0.05,
        ['SOT23-3', 'SOIC-8'],
        'TL431_432',
      ],
      [
        `AZ431${gradeLetter}`,
        'Shunt',
        0,
        ['±1%', '±0.5%'][index] as string,
        '50ppm/°C',
        '-',
        '100 mA',
        '1 mA',
        '-',
        0.045,
        ['SOT23-3', 'TO-92'],
        'AZ431',
      ],
    ]),
  ),
  ...(['A', 'B', 'C', 'D'] as const).flatMap((gradeLetter, index) =>
    (['25', '30', '41', '50'] as const).flatMap((voltCode) =>
      refs([
        [
          `LM4040${gradeLetter}${voltCode}`,
          'Shunt',
          voltCode === '41' ? 4.096 : Number(voltCode) / 10,
          ['±0.1%', '±0.2%', '±0.5%', '±1%'][index] as string,
          '100ppm/°C',
          '35µVrms',
          '15 mA',
          '45 µA',
          '-',
          [0.55, 0.38, 0.26, 0.18][index] as number,
          ['SOT23-3'],
          'LM4040',
        ],
      ]),
    ),
  ),
];
const dioRef = (device: Dev, pkgKey: string): [string, Variant[]] | null => {
  if (device.n.startsWith('AZ431'))
    return pkgKey === 'TO-92' ? [`${device.n}Z`, [bag(`${device.n}Z-AE1`, 1000)]] : [`${device.n}N`, [reel(`${device.n}N-ATRE1`, 3000)]];
  if (device.n.startsWith('LM4040')) return [`${device.n}F`, [reel(`${device.n}FTA`, 3000), reelOnly(`${device.n}FTC`, 10000)]];
  return pkgKey === 'SOIC-8' ? [`${device.n}S`, [reel(`${device.n}S-13`, 2500)]] : [`${device.n}SA`, [reel(`${device.n}SA-7`, 3000)]];
};
const ON_REF: Dev[] = (['A', 'B'] as const).flatMap((gradeLetter, index) =>
  graded(
    refs([
      [
        `TL431${gradeLetter}`,
        'Shunt',
        0,
        ['±1%', '±0.5%'][index] as string,
        '50ppm/°C',
        '-',
        '100 mA',
        '1 mA',
        '-',
        0.06,
        ['SOIC-8', 'TO-92', 'MSOP-8'],
        'tl431',
      ],
      [
        `NCP431${gradeLetter}`,
        'Shunt',
        0,
        ['±1%', '±0.5%'][index] as string,
        '50ppm/°C',
        '-',
        '100 mA',
        '40 µA',
        '-',
        0.1,
        ['SOT23-3'],
        'ncp431',
      ],
      [
        `TLV431${gradeLetter}`,
        'Shunt',
        0,
        ['±1%', '±0.5%'][index] as string,
        '50ppm/°C',
        '-',
        '20 mA',
        '100 µA',
        '-',
        0.08,
        ['SOT23-3', 'SOT23-5', 'TO-92'],
        'tlv431a',
      ],
    ]),
    [
      ['C', T_C70, 1],
      ['I', T_A85, 1.05],
      ['V', T_A125, 1.1],
    ],
  ),
);
const onRef = (device: Dev, pkgKey: string): [string, Variant[]] | null => {
  const grade = device.g ?? '';
  if (device.n.startsWith('NCP431')) return grade === 'V' ? [`${device.n}VSN`, [reel(`${device.n}VSNT1G`, 3000)]] : null;
  if (device.n.startsWith('TLV431')) {
    if (grade !== 'C' && pkgKey !== 'SOT23-3') return null;
    if (pkgKey === 'SOT23-3') return grade === 'C' ? [`${device.n}SN1`, [reel(`${device.n}SN1T1G`, 3000)]] : null;
    return pkgKey === 'TO-92'
      ? [`${device.n}LP`, [bulk(`${device.n}LPG`), reelOnly(`${device.n}LPRAG`, 2000)]]
      : [`${device.n}SN`, [reel(`${device.n}SNT1G`, 3000)]];
  }
  const dev = `${device.n}${grade}`;
  if (pkgKey === 'SOIC-8') return [`${dev}D`, [reel(`${dev}DR2G`, 2500), tube(`${dev}DG`, 98)]];
  if (pkgKey === 'MSOP-8') return [`${dev}DM`, [reel(`${dev}DMR2G`, 4000)]];
  return [`${dev}LP`, [bulk(`${dev}LPG`), reelOnly(`${dev}LPRAG`, 2000)]];
};
const ST_REF: Dev[] = (['', 'A'] as const).flatMap((gradeLetter, index) =>
  graded(
    refs([
      [
        `TL431${gradeLetter}`,
        'Shunt',
        0,
        ['±2%', '±1%'][index] as string,
        '50ppm/°C',
        '-',
        '100 mA',
        '1 mA',
        '-',
        0.06,
        ['TO-92', 'SOT23-3', 'SOIC-8', 'SOT23-5'],
        'tl431',
      ],
    ]),
    [
      ['C', T_C70, 1],
      ['I', T_A105, 1.05],
    ],
  ),
);
const stRef = (device: Dev, pkgKey: string): [string, Variant[]] | null => {
  const dev = `${device.n}${device.g ?? ''}`;
  if (pkgKey === 'TO-92') return [`${dev}Z`, [bulk(`${dev}Z`), reelOnly(`${dev}Z-AP`, 2000)]];
  if (pkgKey === 'SOT23-3') return [`${dev}L`, [reel(`${dev}LT`, 3000)]];
  if (pkgKey === 'SOT23-5') return [`${dev}L5`, [reel(`${dev}L5T`, 3000)]];
  return [`${dev}D`, [reel(`${dev}DT`, 2500)]];
};
const tiRef = (device: Dev, pkgKey: string): [string, Variant[]] | null => {
  // The LM4040 grade letter sits between device and voltage, the temperature letter after the voltage.
  if (device.g === 'Q' && !/DIP|TO-92|SOP/.test(pkgKey)) return tix({ ...device, o: 'Q1' }, pkgKey);
  if (device.g === 'Q') return null;
  return tix(device, pkgKey === 'SC70-3' ? 'SC70-6' : pkgKey);
};

const tiDevDs = (device: Dev) => `https://www.ti.com/lit/ds/symlink/${device.ds}.pdf`;

export const LINEAR_FAMILIES: Family[] = [
  ldoFam('ti-ldo-nsc', 'texas-instruments', 1.4, NSC_LDO, nscLdo({}), tiDs),
  ldoFam('ti-ldo-nsc-sot', 'texas-instruments', 0.5, NSC_SOT, nscLdo({}), tiDs),
  ldoFam('ti-ldo-lp5907', 'texas-instruments', 0.4, NSC_MF, nscLdo({ 'SOT23-5': 'MF' }), tiDs),
  ldoFam('ti-ldo', 'texas-instruments', 2.2, TI_LDO, tiLdo, tiDs),
  ldoFam(
    'ti-ldo-q1',
    'texas-instruments',
    0.5,
    TI_AUTO,
    (ldo, volts, pkgKey, grade) =>
      tix({ n: tiName(ldo, volts, ''), g: grade, o: 'Q1', d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
    tiDs,
  ),
  ldoFam('mchp-ldo', 'microchip', 1.2, MCHP_LDO, mchpLdo, (ldo) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${ldo.ds}.pdf`),
  ldoFam('mchp-ldo-micrel', 'microchip', 0.6, MIC_LDO, micLdo, (ldo) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${ldo.s}.pdf`),
  ldoFam('diodes-ldo', 'diodes-incorporated', 1.3, DIO_LDO, dioLdo, (ldo) => `https://www.diodes.com/assets/Datasheets/${ldo.ds}.pdf`),
  ldoFam('st-ldo', 'stmicroelectronics', 1.4, ST_LDO, stLdo, (ldo) => `https://www.st.com/resource/en/datasheet/${ldo.ds}.pdf`),
  ldoFam('onsemi-ldo', 'onsemi', 0.9, ON_LDO, onLdo, (ldo) => `https://www.onsemi.com/pdf/datasheet/${ldo.ds}-d.pdf`),
  ldoFam(
    'adi-ldo',
    'analog-devices',
    0.4,
    ADI_LDO,
    adiLdo,
    (ldo) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${ldo.ds}.pdf`,
  ),
  ldoFam(
    'adi-lt-ldo',
    'analog-devices',
    0.4,
    LT_LDO,
    ltLdo,
    (ldo) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${ldo.ds}.pdf`,
  ),
  ldoFam(
    'rohm-ldo',
    'rohm',
    0.3,
    ROHM_LDO,
    rohmLdo,
    (ldo) => `https://fscdn.rohm.com/en/products/databook/datasheet/ic/power/linear_regulator/${ldo.ds}.pdf`,
  ),
  ldoFam('ams-ldo', 'advanced-monolithic-systems', 0.5, AMS_LDO, amsLdo, (ldo) =>
    `http://www.advanced-monolithic.com/pdf/${ldo.ds}.pdf`.replace('http:', 'https:'),
  ),
  icx('ti-vref-shunt', REF, 'texas-instruments', 0.8, TI_REF, tiRef, tiDevDs),
  icx('ti-vref-lm4040', REF, 'texas-instruments', 0.4, TI_LM4040, tiRef, tiDevDs),
  icx('ti-vref-series', REF, 'texas-instruments', 0.4, TI_SERIES, tix, tiDevDs),
  icx('adi-vref', REF, 'analog-devices', 0.4, ADI_REF, adix({ 'SOT23-6': 'RJ', 'TSOT23-5': 'UJ', 'SC70-5': 'KS' }), adiDs),
  icx('adi-lt-vref', REF, 'analog-devices', 0.2, LT_REF, ltx, adiDs),
  icx('maxim-vref', REF, 'maxim-integrated', 0.2, MAX_REF, maxx, adiDs),
  icx('mchp-vref', REF, 'microchip', 0.1, MCHP_REF, mchx, (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.ds}.pdf`),
  icx(
    'diodes-vref',
    REF,
    'diodes-incorporated',
    0.2,
    DIO_REF,
    dioRef,
    (device) => `https://www.diodes.com/assets/Datasheets/${device.ds}.pdf`,
  ),
  icx('onsemi-vref', REF, 'onsemi', 0.2, ON_REF, onRef, (device) => `https://www.onsemi.com/pdf/datasheet/${device.ds}-d.pdf`),
  icx('st-vref', REF, 'stmicroelectronics', 0.1, ST_REF, stRef, (device) => `https://www.st.com/resource/en/datasheet/${device.ds}.pdf`),
];

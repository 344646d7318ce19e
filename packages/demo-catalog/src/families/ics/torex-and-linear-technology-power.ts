// Power-management ICs in their makers' grids: Torex buck/boost converters and LDOs in every fixed
// output voltage (XC9235A18CMR-G = series, type, 1.8 V, 1.2 MHz, SOT-25, reel, halogen-free) and
// Linear Technology (ADI) switchers in each temperature grade (E/I/H/MP) and package.
import { type Dev } from './ordering-codes';
import { P, T_A85, T_J125, T_J150, ltx, reel, reelOnly, tube } from './more-packages-and-codes';
import type { Scheme } from './ordering-codes';
import { cont, price4, steps } from './continuation';
import { fam, type Family } from '../family';

const SW = 'switching-regulators';
const LDO = 'voltage-regulators-linear-ldo';

/** Torex series: topology, types, output range and step, frequency letters, package codes, Iout, Vin max, price. */
interface Torex {
  n: string;
  topo: 'Buck' | 'Boost';
  types: string;
  lo: number;
  hi: number;
  freq: Record<string, string>;
  pkgs: Record<string, [string, number]>;
  io: number;
  vin: [number, number];
  price: number;
}
const TOREX_SW: Torex[] = [
  {
    n: 'XC9235',
    topo: 'Buck',
    types: 'AB',
    lo: 0.8,
    hi: 4,
    freq: { C: '1.2MHz', D: '3MHz' },
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000] },
    io: 0.6,
    vin: [2, 6],
    price: 0.52,
  },
  {
    n: 'XC9236',
    topo: 'Buck',
    types: 'AB',
    lo: 0.8,
    hi: 4,
    freq: { C: '1.2MHz', D: '3MHz' },
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000] },
    io: 0.6,
    vin: [2, 6],
    price: 0.55,
  },
  {
    n: 'XC9237',
    topo: 'Buck',
    types: 'AB',
    lo: 0.8,
    hi: 4,
    freq: { C: '1.2MHz', D: '3MHz' },
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000] },
    io: 0.6,
    vin: [2, 6],
    price: 0.57,
  },
  {
    n: 'XC9141',
    topo: 'Boost',
    types: 'AB',
    lo: 1.8,
    hi: 5.5,
    freq: { C: '1.2MHz', E: '3MHz' },
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000] },
    io: 0.5,
    vin: [0.65, 6],
    price: 0.48,
  },
  {
    n: 'XC9142',
    topo: 'Boost',
    types: 'AB',
    lo: 1.8,
    hi: 5.5,
    freq: { C: '1.2MHz', E: '3MHz' },
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000] },
    io: 0.5,
    vin: [0.65, 6],
    price: 0.5,
  },
];
const TOREX_V = steps(0.8, 5.5, 0.1);
const torexDs = (series: string) => `https://product.torexsemi.com/system/files/series/${series}.pdf`;

const torexSw = cont(
  'ti-switching-nsc',
  fam({
    key: 'torex-switching',
    leaf: SW,
    mfr: 'torex',
    weight: 0,
    kind: 'ic',
    dimensions: [TOREX_SW, ['A', 'B'], TOREX_V, ['C', 'D', 'E'], ['MR', 'ER']],
    make: ([torex, type, volts, freqKey, pk]) => {
      const fsw = torex.freq[freqKey];
      const pkg = torex.pkgs[pk];
      if (!torex.types.includes(type) || volts < torex.lo - 1e-9 || volts > torex.hi + 1e-9 || !fsw || !pkg) return null;
      const vc = (Math.round(volts * 10) / 10).toFixed(1).replace('.', '');
      const base = `${torex.n}${type}${vc}${freqKey}${pk}`;
      const info = P(pkg[0]);
      return {
        base,
        variants: [reel(`${base}-G`, pkg[1])],
        description: `IC REG ${torex.topo.toUpperCase()} ${volts}V ${torex.io * 1000}MA ${info.short}`,
        parameters: {
          Function: torex.topo === 'Buck' ? 'Step-Down' : 'Step-Up',
          'Output Configuration': 'Positive',
          Topology: torex.topo,
          'Output Type': 'Fixed',
          'Number of Outputs': '1',
          'Voltage - Input (Min)': `${torex.vin[0]}V`,
          'Voltage - Input (Max)': `${torex.vin[1]}V`,
          'Voltage - Output (Min/Fixed)': `${volts}V`,
          'Voltage - Output (Max)': '-',
          'Current - Output': `${torex.io * 1000}mA`,
          'Frequency - Switching': fsw,
          'Synchronous Rectifier': 'Yes',
          'Package / Case': info.disp,
          'Operating Temperature': T_A85,
        },
        price: price4(torex.price * (freqKey === 'C' ? 1 : 1.06) * (pk === 'ER' ? 0.96 : 1)),
        grams: info.g,
        datasheetUrl: torexDs(torex.n),
      };
    },
  }),
);

// Torex LDOs: XC6206P332MR (P = fixed, 3.3 V, ±2 %, SOT-23), XC6220B331MR-G, XC6210B332MR-G.
interface TLdo {
  n: string;
  types: string;
  lo: number;
  hi: number;
  acc: string;
  pkgs: Record<string, [string, number]>;
  io: number;
  vin: number;
  drop: string;
  iq: string;
  psrr: string;
  price: number;
  g: boolean;
}
const TOREX_LDO: TLdo[] = [
  {
    n: 'XC6206',
    types: 'P',
    lo: 1.2,
    hi: 5,
    acc: '2',
    pkgs: { MR: ['SOT23-3', 3000], PR: ['SOT-89', 1000] },
    io: 0.2,
    vin: 6,
    drop: '0.25V @ 100mA',
    iq: '1µA',
    psrr: '-',
    price: 0.09,
    g: false,
  },
  {
    n: 'XC6220',
    types: 'AB',
    lo: 0.8,
    hi: 5,
    acc: '1',
    pkgs: { MR: ['SOT23-5', 3000], ER: ['DFN-6', 3000], PR: ['SOT-89-5', 1000] },
    io: 1,
    vin: 6,
    drop: '0.1V @ 300mA',
    iq: '8µA',
    psrr: '65dB (1kHz)',
    price: 0.38,
    g: true,
  },
  {
    n: 'XC6210',
    types: 'AB',
    lo: 0.8,
    hi: 5,
    acc: '2',
    pkgs: { MR: ['SOT23-5', 3000], PR: ['SOT-89-5', 1000], DR: ['DFN-6', 3000] },
    io: 0.7,
    vin: 6,
    drop: '0.05V @ 100mA',
    iq: '35µA',
    psrr: '60dB (1kHz)',
    price: 0.27,
    g: true,
  },
];
const torexLdo = cont(
  'ti-ldo-lp5907',
  fam({
    key: 'torex-ldo',
    leaf: LDO,
    mfr: 'torex',
    weight: 0,
    kind: 'ic',
    dimensions: [TOREX_LDO, ['P', 'A', 'B', 'D'], steps(0.8, 5, 0.1), ['MR', 'PR', 'ER', 'DR']],
    make: ([ldo, type, volts, pk]) => {
      const pkg = ldo.pkgs[pk];
      if (!ldo.types.includes(type) || volts < ldo.lo - 1e-9 || volts > ldo.hi + 1e-9 || !pkg) return null;
      const base = `${ldo.n}${type}${(Math.round(volts * 10) / 10).toFixed(1).replace('.', '')}${ldo.acc}${pk}`;
      const info = P(pkg[0]);
      return {
        base,
        variants: [reel(ldo.g ? `${base}-G` : base, pkg[1])],
        description: `IC REG LINEAR ${volts}V ${ldo.io * 1000}MA ${info.short}`,
        parameters: {
          'Output Configuration': 'Positive',
          'Output Type': 'Fixed',
          'Number of Regulators': '1',
          'Voltage - Input (Max)': `${ldo.vin}V`,
          'Voltage - Output (Min/Fixed)': `${volts}V`,
          'Voltage - Output (Max)': '-',
          'Voltage Dropout (Max)': ldo.drop,
          'Current - Output': `${ldo.io * 1000}mA`,
          'Current - Quiescent (Iq)': ldo.iq,
          PSRR: ldo.psrr,
          'Control Features': ldo.types === 'P' ? '-' : 'Enable',
          'Protection Features': 'Over Current, Short Circuit',
          'Package / Case': info.disp,
          'Operating Temperature': T_A85,
        },
        price: price4(ldo.price * (1 + Math.abs(volts - 3.3) * 0.01)),
        grams: info.g,
        datasheetUrl: torexDs(ldo.n),
      };
    },
  }),
);

// Linear Technology (ADI) switchers: device + grade (E/I -40…125 °C, H -40…150 °C, MP -55…150 °C) + package + #PBF / #TRPBF.
type LtRow = [
  n: string,
  topo: 'Buck' | 'Boost' | 'Buck-Boost' | 'Inverting',
  vin: number,
  vinMax: number,
  io: number,
  fsw: string,
  sync: boolean,
  price: number,
  pkgs: string[],
];
const LT_SW: LtRow[] = [
  ['LT8610', 'Buck', 3.4, 42, 2.5, '200kHz ~ 2.2MHz', true, 4.6, ['MSOP-16']],
  ['LT8610A', 'Buck', 3.4, 42, 3.5, '200kHz ~ 2.2MHz', true, 5.1, ['MSOP-16']],
  ['LT8611', 'Buck', 3.4, 42, 2.5, '200kHz ~ 2.2MHz', true, 5.4, ['VQFN-24']],
  ['LT8612', 'Buck', 3.4, 42, 6, '200kHz ~ 2.2MHz', true, 6.2, ['VQFN-28']],
  ['LT8614', 'Buck', 3.4, 42, 4, '200kHz ~ 3MHz', true, 6.6, ['VQFN-20']],
  ['LT8616', 'Buck', 3.4, 42, 2.5, '200kHz ~ 3MHz', true, 6.1, ['TSSOP-28']],
  ['LT8618', 'Buck', 3.4, 65, 0.1, '300kHz ~ 2.2MHz', true, 3.2, ['MSOP-10', 'DFN-10']],
  ['LT8620', 'Buck', 3.4, 65, 2.5, '200kHz ~ 2.2MHz', true, 5.7, ['MSOP-16', 'VQFN-24']],
  ['LT8640', 'Buck', 3.4, 42, 5, '200kHz ~ 3MHz', true, 6.4, ['VQFN-18']],
  ['LT8641', 'Buck', 3, 65, 3.5, '200kHz ~ 3MHz', true, 6.9, ['VQFN-18']],
  ['LT3971', 'Buck', 4.3, 38, 1.2, '200kHz ~ 2.2MHz', false, 3.7, ['MSOP-10-EP', 'DFN-10']],
  ['LT3972', 'Buck', 3.6, 33, 3.5, '200kHz ~ 2.4MHz', false, 4.2, ['MSOP-12-EP', 'DFN-10']],
  ['LT3973', 'Buck', 4.2, 42, 0.75, '200kHz ~ 2.2MHz', false, 3.5, ['MSOP-10-EP', 'DFN-10']],
  ['LT3975', 'Buck', 4.3, 42, 2.5, '200kHz ~ 2.5MHz', false, 4.5, ['MSOP-16']],
  ['LT3976', 'Buck', 4.3, 40, 5, '200kHz ~ 2.2MHz', false, 5.8, ['VQFN-28']],
  ['LT3990', 'Buck', 4.2, 62, 0.35, '200kHz ~ 2.2MHz', false, 3.4, ['MSOP-16', 'DFN-10']],
  ['LT3991', 'Buck', 4.3, 55, 1.2, '200kHz ~ 2MHz', false, 3.9, ['MSOP-10-EP', 'DFN-10']],
  ['LT3995', 'Buck', 4.3, 60, 3, '200kHz ~ 2MHz', false, 5.3, ['MSOP-16']],
  ['LT1933', 'Buck', 3.6, 36, 0.5, '500kHz', false, 2.6, ['TSOT23-6', 'WSON-6']],
  ['LT1936', 'Buck', 3.6, 36, 1.2, '500kHz', false, 3.1, ['MSOP-8-EP']],
  ['LT3470', 'Buck', 4, 40, 0.2, '1.4MHz', false, 2.9, ['TSOT23-8', 'DFN-8-3x3']],
  ['LT1930', 'Boost', 2.6, 16, 1, '1.2MHz', false, 2.3, ['TSOT23-5']],
  ['LT1931', 'Inverting', 1, 16, 1, '1.2MHz', false, 2.6, ['TSOT23-5']],
  ['LT1935', 'Boost', 2.3, 16, 2, '1.2MHz', false, 2.8, ['TSOT23-5']],
  ['LT3460', 'Boost', 2.5, 16, 0.3, '1.3MHz', false, 1.9, ['TSOT23-5']],
  ['LT3461', 'Boost', 2.5, 16, 0.3, '3MHz', false, 2.1, ['TSOT23-6']],
  ['LT3580', 'Boost', 2.5, 32, 2, '200kHz ~ 2.5MHz', false, 3.8, ['MSOP-8-EP', 'DFN-8-3x3']],
  ['LT3581', 'Boost', 2.5, 22, 3.3, '200kHz ~ 2.5MHz', false, 4.1, ['MSOP-16', 'DFN-12']],
  ['LT8330', 'Boost', 3, 40, 1, '2MHz', false, 2.7, ['TSOT23-6', 'DFN-6']],
  ['LT8331', 'Boost', 4.5, 100, 0.5, '100kHz ~ 500kHz', false, 4.6, ['MSOP-16']],
  ['LT8335', 'Boost', 3, 25, 2, '2MHz', false, 3.2, ['DFN-12']],
  ['LT8362', 'Boost', 2.8, 60, 2, '300kHz ~ 2MHz', false, 4.4, ['MSOP-16', 'DFN-10']],
  ['LT8364', 'Boost', 2.8, 60, 4, '300kHz ~ 2MHz', false, 5.2, ['MSOP-16', 'DFN-12']],
  ['LTC3601', 'Buck', 4, 15, 1.5, '800kHz ~ 4MHz', true, 3.3, ['MSOP-16', 'VQFN-16']],
  ['LTC3603', 'Buck', 4.5, 15, 2.5, '300kHz ~ 3MHz', true, 3.9, ['MSOP-16', 'VQFN-16']],
  ['LTC3605', 'Buck', 4, 15, 5, '800kHz ~ 4MHz', true, 4.6, ['VQFN-24']],
  ['LTC3621', 'Buck', 2.7, 17, 1, '1MHz ~ 2.25MHz', true, 2.8, ['DFN-6', 'MSOP-8-EP']],
  ['LTC3622', 'Buck', 2.7, 17, 1, '1MHz ~ 2.25MHz', true, 3.5, ['DFN-12', 'MSOP-16']],
  ['LTC3624', 'Buck', 2.7, 17, 2, '1MHz', true, 3, ['DFN-8-3x3']],
  ['LTC3631', 'Buck', 4.5, 45, 0.1, '-', true, 2.7, ['MSOP-8-EP', 'DFN-8-3x3']],
  ['LTC3632', 'Buck', 4.5, 50, 0.02, '-', true, 2.5, ['MSOP-8-EP', 'DFN-8-3x3']],
  ['LTC3637', 'Buck', 4, 76, 1, '-', true, 3.9, ['MSOP-16', 'DFN-12']],
  ['LTC3638', 'Buck', 4, 140, 0.25, '-', true, 4.4, ['MSOP-16']],
  ['LTC3639', 'Buck', 4, 150, 0.1, '-', true, 4.8, ['MSOP-16']],
  ['LTC3642', 'Buck', 4.5, 45, 0.05, '-', true, 2.6, ['MSOP-8-EP', 'DFN-8-3x3']],
  ['LTC3103', 'Buck', 2.2, 15, 0.3, '1MHz', true, 2.9, ['MSOP-10-EP', 'DFN-10']],
  ['LTC3104', 'Buck', 2.5, 15, 0.3, '1MHz', true, 3.4, ['MSOP-16', 'DFN-12']],
  ['LTC3115', 'Buck-Boost', 2.7, 40, 2, '100kHz ~ 2MHz', true, 5.6, ['TSSOP-20', 'DFN-12']],
  ['LTC3118', 'Buck-Boost', 2.2, 18, 2, '1.2MHz', true, 5.2, ['TSSOP-28', 'VQFN-24']],
  ['LTC3119', 'Buck-Boost', 2.5, 18, 5, '100kHz ~ 2MHz', true, 6.1, ['TSSOP-28', 'VQFN-28']],
  ['LTC3129', 'Buck-Boost', 1.92, 15, 0.2, '1.2MHz', true, 3.6, ['MSOP-16', 'VQFN-16']],
  ['LTC3130', 'Buck-Boost', 1.6, 25, 0.6, '1.2MHz', true, 4.3, ['MSOP-16', 'VQFN-20']],
  ['LTC3531', 'Buck-Boost', 1.8, 5.5, 0.2, '-', true, 2.2, ['TSOT23-6', 'DFN-8-3x3']],
  ['LTC3536', 'Buck-Boost', 1.8, 5.5, 1, '300kHz ~ 2MHz', true, 3.3, ['MSOP-10-EP', 'DFN-10']],
  ['LTC3405', 'Buck', 2.5, 5.5, 0.3, '1.5MHz', true, 1.8, ['TSOT23-6']],
  ['LTC3406', 'Buck', 2.5, 5.5, 0.6, '1.5MHz', true, 1.9, ['TSOT23-5']],
  ['LTC3407', 'Buck', 2.5, 5.5, 0.6, '1.5MHz', true, 2.9, ['MSOP-10-EP', 'DFN-10']],
  ['LTC3409', 'Buck', 1.6, 5.5, 0.6, '1.7MHz ~ 2.6MHz', true, 2.4, ['DFN-8-3x3']],
  ['LTC3410', 'Buck', 2.5, 5.5, 0.3, '2.25MHz', true, 1.9, ['SC70-6']],
  ['LTC3411', 'Buck', 2.5, 5.5, 1.25, '300kHz ~ 4MHz', true, 2.9, ['MSOP-10', 'DFN-10']],
  ['LTC3412', 'Buck', 2.25, 5.5, 3, '300kHz ~ 4MHz', true, 3.6, ['TSSOP-16', 'VQFN-16']],
  ['LTC3413', 'Buck', 2.25, 5.5, 3, '300kHz ~ 2MHz', true, 3.9, ['TSSOP-16']],
  ['LTC3414', 'Buck', 2.25, 5.5, 4, '300kHz ~ 4MHz', true, 4.4, ['TSSOP-20']],
  ['LTC3416', 'Buck', 2.25, 5.5, 4, '300kHz ~ 4MHz', true, 4.6, ['TSSOP-20']],
  ['LTC3417', 'Buck', 2.25, 5.5, 1.4, '1.5MHz', true, 4.2, ['TSSOP-16', 'DFN-12']],
  ['LTC3419', 'Buck', 2.5, 5.5, 0.6, '2.25MHz', true, 2.7, ['MSOP-10', 'DFN-10']],
  ['LTC3525', 'Boost', 0.5, 4.5, 0.4, '-', true, 2.2, ['SC70-6']],
  ['LTC3526', 'Boost', 0.85, 5.25, 0.5, '1MHz', true, 2.1, ['DFN-6']],
  ['LTC3528', 'Boost', 0.7, 5.25, 1, '1MHz', true, 2.5, ['DFN-8-3x3']],
  ['LTC3539', 'Boost', 0.7, 5.5, 2, '1MHz ~ 2MHz', true, 2.9, ['DFN-8-3x3']],
  ['LTC3440', 'Buck-Boost', 2.5, 5.5, 0.6, '300kHz ~ 2MHz', true, 3.8, ['MSOP-10', 'DFN-10']],
  ['LTC3441', 'Buck-Boost', 2.4, 5.5, 1.2, '1MHz', true, 4.1, ['DFN-12']],
];
const GRADES: [string, string, number][] = [
  ['E', T_J125, 1],
  ['I', T_J125, 1.08],
  ['H', T_J150, 1.3],
  ['MP', '-55°C ~ 150°C (TJ)', 1.9],
];
const FN = { Buck: 'Step-Down', Boost: 'Step-Up', 'Buck-Boost': 'Step-Up/Step-Down', Inverting: 'Step-Up/Step-Down' } as const;
const ltDevs: Dev[] = LT_SW.flatMap(([partName, topo, vin, vmax, io, fsw, sync, price, pkgs]) =>
  GRADES.filter(([grade]) => grade !== 'MP' || vmax >= 30).map(([grade, temp, priceFactor]) => ({
    n: partName,
    g: grade,
    temp,
    pkgs,
    price: price4(price * priceFactor),
    ds: partName.toLowerCase(),
    d: `IC REG ${topo.toUpperCase()} ADJ ${io}A`,
    p: {
      Function: FN[topo],
      'Output Configuration': topo === 'Inverting' ? 'Negative' : 'Positive',
      Topology: topo,
      'Output Type': 'Adjustable',
      'Number of Outputs': '1',
      'Voltage - Input (Min)': `${vin}V`,
      'Voltage - Input (Max)': `${vmax}V`,
      'Current - Output': `${io}A`,
      'Frequency - Switching': fsw,
      'Synchronous Rectifier': sync ? 'Yes' : 'No',
    },
  })),
);
/** ltx plus the outlines these switchers come in that it lacks (16-lead MSOP with pad, 28-lead TSSOP, 3×5 QFNs, SC-70). */
const LT_MORE: Record<string, [string, boolean]> = {
  'MSOP-16': ['MSE', true],
  'TSSOP-28': ['FE', true],
  'VQFN-18': ['V', false],
  'VQFN-28': ['UFD', false],
  'SC70-6': ['SC6', false],
  'DFN-6': ['DC', false],
};
const ltSwScheme: Scheme = (device, pkgKey) => {
  const pkgCode = LT_MORE[pkgKey];
  if (!pkgCode) return ltx(device, pkgKey);
  const base = `${device.n}${device.g ?? 'E'}${pkgCode[0]}`;
  if (pkgCode[1]) return [base, [tube(`${base}#PBF`, pkgKey === 'TSSOP-28' ? 50 : 37), reel(`${base}#TRPBF`, 2500)]];
  return [base, [reel(`${base}#TRMPBF`, 500), reelOnly(`${base}#TRPBF`, 2500)]];
};
const ltSw = cont(
  'adi-switching',
  fam({
    key: 'adi-lt-switching',
    leaf: SW,
    mfr: 'analog-devices',
    weight: 0,
    kind: 'ic',
    dimensions: [ltDevs.flatMap((device) => device.pkgs.map((pkg) => [device, pkg] as const))],
    make: ([[device, key]]) => {
      const ordering = ltSwScheme(device, key);
      if (!ordering) return null;
      const info = P(key);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `${device.d} ${info.short}`,
        parameters: { ...device.p, 'Package / Case': info.disp, 'Operating Temperature': device.temp },
        price: device.price,
        grams: info.g,
        datasheetUrl: `https://www.analog.com/media/en/technical-documentation/data-sheets/${device.ds}.pdf`,
      };
    },
  }),
);

export const POWER2_FAMILIES: Family[] = [torexSw, torexLdo, ltSw];

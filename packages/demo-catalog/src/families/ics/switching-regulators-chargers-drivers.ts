// Switching regulators, battery chargers and gate drivers.
import { type Dev, type Scheme } from './ordering-codes';
import {
  T_A125,
  T_A85,
  T_J125,
  T_J150,
  adix,
  graded,
  icx,
  listed,
  ltx,
  maxx,
  mchx,
  nsc,
  onx,
  q1,
  reel,
  rnx,
  tix,
  tube,
} from './more-packages-and-codes';
import type { Family } from '../family';
import { adiDs, mchpDs, tiDs } from './datasheet-urls';

const SW = 'switching-regulators';
const CHG = 'battery-chargers';
const GD = 'gate-drivers';

// ---------------------------------------------------------------------------------------------
// Switching regulators: [name, topology, Vin min, Vin max, Vout (0 = adjustable), Vout min, Vout max, Iout A, fsw, synchronous, price,
// packages, ds].
// A row may leave the data-sheet stem out when it is the name in lower case.
type SRow = [
  string,
  'Buck' | 'Boost' | 'Buck-Boost' | 'Inverting',
  number,
  number,
  number,
  number,
  number,
  number,
  string,
  boolean,
  number,
  string[],
  string?,
];
const FN: Record<SRow[1], string> = {
  Buck: 'Step-Down',
  Boost: 'Step-Up',
  'Buck-Boost': 'Step-Up/Step-Down',
  Inverting: 'Step-Up/Step-Down',
};
const sws = (rows: SRow[], temp = T_J125): Dev[] =>
  rows.map(([name, topo, vmin, vmax, vout, omin, omax, io, fsw, sync, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d: `IC REG ${topo.toUpperCase()} ${vout ? `${vout}V` : 'ADJ'} ${io}A`,
    p: {
      Function: FN[topo],
      'Output Configuration': topo === 'Inverting' ? 'Negative' : 'Positive',
      Topology: topo,
      'Output Type': vout ? 'Fixed' : 'Adjustable',
      'Number of Outputs': '1',
      'Voltage - Input (Min)': `${vmin}V`,
      'Voltage - Input (Max)': `${vmax}V`,
      'Voltage - Output (Min/Fixed)': `${vout || omin}V`,
      'Voltage - Output (Max)': vout ? '-' : `${omax}V`,
      'Current - Output': `${io}A`,
      'Frequency - Switching': fsw,
      'Synchronous Rectifier': sync ? 'Yes' : 'No',
    },
    price,
    pkgs,
    temp,
    ds,
  }));
const TI_SW: Dev[] = sws([
  ['TPS54331', 'Buck', 3.5, 28, 0, 0.8, 25, 3, '570kHz', false, 1.35, ['SOIC-8']],
  ['TPS54332', 'Buck', 3.5, 28, 0, 0.8, 25, 3.5, '1MHz', false, 1.5, ['SOIC-8-EP']],
  ['TPS5430', 'Buck', 5.5, 36, 0, 1.22, 31, 3, '500kHz', false, 2.6, ['SOIC-8-EP']],
  ['TPS5450', 'Buck', 5.5, 36, 0, 1.22, 31, 5, '500kHz', false, 3.9, ['SOIC-8-EP']],
  ['TPS54202', 'Buck', 4.5, 28, 0, 0.6, 26, 2, '500kHz', true, 0.55, ['TSOT23-6']],
  ['TPS54302', 'Buck', 4.5, 28, 0, 0.6, 26, 3, '400kHz', true, 0.62, ['TSOT23-6']],
  ['TPS563200', 'Buck', 4.5, 17, 0, 0.76, 7, 3, '650kHz', true, 0.48, ['TSOT23-6']],
  ['TPS562201', 'Buck', 4.5, 17, 0, 0.76, 7, 2, '580kHz', true, 0.42, ['TSOT23-6']],
  ['TPS561201', 'Buck', 4.5, 17, 0, 0.76, 7, 1, '580kHz', true, 0.36, ['TSOT23-6']],
  ['TPS54360', 'Buck', 4.5, 60, 0, 0.8, 58, 3.5, '100kHz ~ 2.5MHz', false, 2.9, ['SOIC-8-EP']],
  ['TPS54560', 'Buck', 4.5, 60, 0, 0.8, 58, 5, '100kHz ~ 2.5MHz', false, 3.6, ['SOIC-8-EP']],
  ['TPS54160', 'Buck', 3.5, 60, 0, 0.8, 58, 1.5, '100kHz ~ 2.5MHz', false, 2.4, ['MSOP-10-EP']],
  ['TPS62160', 'Buck', 3, 17, 0, 0.9, 6.5, 1, '2.25MHz', true, 1.05, ['WSON-8', 'MSOP-8']],
  ['TPS62162', 'Buck', 3, 17, 3.3, 3.3, 3.3, 1, '2.25MHz', true, 1.05, ['WSON-8'], 'tps62160'],
  ['TPS62161', 'Buck', 3, 17, 1.8, 1.8, 1.8, 1, '2.25MHz', true, 1.05, ['WSON-8'], 'tps62160'],
  ['TPS62163', 'Buck', 3, 17, 5, 5, 5, 1, '2.25MHz', true, 1.05, ['WSON-8'], 'tps62160'],
  ['TPS62170', 'Buck', 3, 17, 0, 0.9, 6, 0.5, '2.25MHz', true, 0.9, ['WSON-8']],
  ['TPS62172', 'Buck', 3, 17, 3.3, 3.3, 3.3, 0.5, '2.25MHz', true, 0.9, ['WSON-8'], 'tps62170'],
  ['TPS62130', 'Buck', 3, 17, 0, 0.9, 6, 3, '2.5MHz', true, 1.6, ['VQFN-16']],
  ['TPS62133', 'Buck', 3, 17, 3.3, 3.3, 3.3, 3, '2.5MHz', true, 1.6, ['VQFN-16'], 'tps62130'],
  ['TPS62203', 'Buck', 2.5, 6, 3.3, 3.3, 3.3, 0.3, '1MHz', true, 0.95, ['SOT23-5']],
  ['TPS62933', 'Buck', 3.8, 30, 0, 0.8, 22, 3, '200kHz ~ 2.2MHz', true, 0.62, ['SOT-583']],
  ['TPS61023', 'Boost', 0.5, 5.5, 0, 2.2, 5.5, 3.7, '1MHz', true, 0.62, ['SOT-553']],
  ['TPS61040', 'Boost', 1.8, 6, 0, 1.8, 28, 0.4, '1MHz', false, 0.85, ['SOT23-5']],
  ['TPS63000', 'Buck-Boost', 1.8, 5.5, 0, 1.2, 5.5, 1.2, '1.5MHz', true, 2.2, ['SON-10']],
  ['LMR14020S', 'Buck', 4, 40, 0, 1, 28, 2, '200kHz ~ 4MHz', false, 1.9, ['SOIC-8-EP'], 'lmr14020'],
  ['LMR33630A', 'Buck', 3.8, 36, 0, 1, 24, 3, '400kHz', true, 1.7, ['SOIC-8-EP'], 'lmr33630'],
  ['LMR33630B', 'Buck', 3.8, 36, 0, 1, 24, 3, '1.4MHz', true, 1.7, ['SOIC-8-EP'], 'lmr33630'],
]);
const TI_SW_I: Dev[] = TI_SW;
const NSC_SW: Dev[] = (['-3.3', '-5.0', '-12', '-ADJ'] as const).flatMap((suffix) =>
  sws([
    [
      'LM2596',
      'Buck',
      4.5,
      40,
      suffix === '-ADJ' ? 0 : Number(suffix.slice(1)),
      1.23,
      37,
      3,
      '150kHz',
      false,
      3.1,
      ['TO-263-5', 'TO-220-5'],
    ],
    ['LM2576', 'Buck', 4, 40, suffix === '-ADJ' ? 0 : Number(suffix.slice(1)), 1.23, 37, 3, '52kHz', false, 3.4, ['TO-263-5', 'TO-220-5']],
    [
      'LM2576HV',
      'Buck',
      4,
      60,
      suffix === '-ADJ' ? 0 : Number(suffix.slice(1)),
      1.23,
      57,
      3,
      '52kHz',
      false,
      3.9,
      ['TO-263-5', 'TO-220-5'],
      'lm2576',
    ],
    ['LM2575', 'Buck', 4, 40, suffix === '-ADJ' ? 0 : Number(suffix.slice(1)), 1.23, 37, 1, '52kHz', false, 2.4, ['TO-263-5', 'TO-220-5']],
    ['LM2678', 'Buck', 8, 40, suffix === '-ADJ' ? 0 : Number(suffix.slice(1)), 1.21, 37, 5, '260kHz', false, 5.9, ['TO-263-5', 'TO-220-5']],
    ['LM2674', 'Buck', 6.5, 40, suffix === '-ADJ' ? 0 : Number(suffix.slice(1)), 1.21, 37, 0.5, '260kHz', false, 2.2, ['SOIC-8']],
  ]).map((device) => ({ ...device, o: suffix })),
);
const MPS_SW: Dev[] = sws([
  ['MP1584EN', 'Buck', 4.5, 28, 0, 0.8, 25, 3, '100kHz ~ 1.5MHz', false, 0.95, ['SOIC-8-EP'], 'MP1584'],
  ['MP2307DN', 'Buck', 4.75, 23, 0, 0.925, 20, 3, '340kHz', true, 0.85, ['SOIC-8-EP'], 'MP2307'],
  ['MP2315GJ', 'Buck', 4.5, 24, 0, 0.8, 21, 3, '500kHz', true, 0.62, ['TSOT23-8'], 'MP2315'],
  ['MP2359DJ', 'Buck', 4.5, 24, 0, 0.81, 20, 1.2, '1.4MHz', false, 0.52, ['TSOT23-6'], 'MP2359'],
  ['MP1484EN', 'Buck', 4.75, 18, 0, 0.925, 15, 3, '340kHz', true, 0.92, ['SOIC-8-EP'], 'MP1484'],
  ['MP2451DT', 'Buck', 3.3, 36, 0, 0.8, 30, 0.6, '2MHz', false, 0.6, ['TSOT23-6'], 'MP2451'],
  ['MP1470GJ', 'Buck', 4.7, 16, 0, 0.8, 14, 2, '500kHz', true, 0.45, ['TSOT23-6'], 'MP1470'],
  ['MP2143DJ', 'Buck', 2.5, 5.5, 0, 0.6, 5.5, 3, '1.2MHz', true, 0.72, ['TSOT23-8'], 'MP2143'],
  ['MP2225GJ', 'Buck', 4.5, 18, 0, 0.8, 15, 5, '500kHz', true, 0.68, ['TSOT23-8'], 'MP2225'],
  ['MP1542DK', 'Boost', 2.5, 25, 0, 2.5, 25, 0.7, '700kHz', false, 0.9, ['MSOP-8'], 'MP1542'],
]);
const mpsScheme: Scheme = (device, pkgKey) => {
  const lf = /DN$|DJ$|EN$|DT$|DK$/.test(device.n) ? '-LF' : '';
  return [
    `${device.n}${lf}`,
    [
      reel(`${device.n}${lf}-Z`, pkgKey.startsWith('SOIC') ? 2500 : 3000),
      ...(pkgKey.startsWith('SOIC') ? [tube(`${device.n}${lf}-P`, 100)] : []),
    ],
  ];
};
const DIO_SW: Dev[] = sws([
  ['AP63200', 'Buck', 3.8, 32, 0, 0.8, 31, 2, '500kHz', true, 0.42, ['TSOT23-6'], 'AP63200-AP63201-AP63203-AP63205'],
  ['AP63201', 'Buck', 3.8, 32, 0, 0.8, 31, 2, '1.1MHz', true, 0.42, ['TSOT23-6'], 'AP63200-AP63201-AP63203-AP63205'],
  ['AP63203', 'Buck', 3.8, 32, 3.3, 3.3, 3.3, 2, '1.1MHz', true, 0.42, ['TSOT23-6'], 'AP63200-AP63201-AP63203-AP63205'],
  ['AP63205', 'Buck', 3.8, 32, 5, 5, 5, 2, '1.1MHz', true, 0.42, ['TSOT23-6'], 'AP63200-AP63201-AP63203-AP63205'],
  ['AP64350', 'Buck', 3.8, 40, 0, 0.8, 39, 3.5, '100kHz ~ 2.2MHz', true, 0.75, ['SOIC-8-EP'], 'AP64350'],
  ['AP64500', 'Buck', 3.8, 40, 0, 0.8, 39, 5, '100kHz ~ 2.2MHz', true, 0.95, ['SOIC-8-EP'], 'AP64500'],
]);
const dioSw: Scheme = (device, pkgKey) =>
  pkgKey === 'TSOT23-6' ? [`${device.n}WU`, [reel(`${device.n}WU-7`, 3000)]] : [`${device.n}SP`, [reel(`${device.n}SP-13`, 2500)]];
const ON_SW: Dev[] = sws([
  ['MC34063A', 'Buck', 3, 40, 0, 1.25, 40, 1.5, '100kHz', false, 0.38, ['SOIC-8', 'DIP-8']],
  ['MC33063A', 'Buck', 3, 40, 0, 1.25, 40, 1.5, '100kHz', false, 0.42, ['SOIC-8', 'DIP-8'], 'mc34063a'],
  ['NCV3063', 'Buck', 3, 40, 0, 1.25, 40, 1.5, '150kHz', false, 0.6, ['SOIC-8'], 'ncp3063'],
]);
const onSw: Scheme = (device, pkgKey) => (pkgKey === 'DIP-8' ? [`${device.n}P`, [tube(`${device.n}PG`, 50)]] : onx(device, pkgKey));
const ADI_SW: Dev[] = [
  ...graded(
    sws([
      ['LT8609', 'Buck', 3, 42, 0, 0.78, 40, 2, '200kHz ~ 2.2MHz', true, 3.9, ['MSOP-10-EP']],
      ['LT3480', 'Buck', 3.6, 36, 0, 0.79, 34, 2, '200kHz ~ 2.4MHz', false, 4.4, ['MSOP-10-EP', 'DFN-10'], '3480fe'],
      ['LTC3780', 'Buck-Boost', 4, 36, 0, 0.8, 30, 10, '200kHz ~ 400kHz', true, 6.9, ['SSOP-24'], '3780ff'],
    ]),
    [
      ['E', T_J125, 1],
      ['I', T_J125, 1.08],
      ['H', T_J150, 1.3],
    ],
  ),
];
const MCHP_SW: Dev[] = graded(
  sws([
    ['MCP16301', 'Buck', 4, 30, 0, 2, 15, 0.6, '500kHz', false, 0.72, ['TSOT23-6'], '25004A'],
    ['MCP16311', 'Buck', 4.4, 30, 0, 2, 24, 1, '500kHz', true, 0.95, ['MSOP-8', 'DFN-8'], '20005255B'],
    ['MCP16312', 'Buck', 4.4, 30, 0, 2, 24, 1, '500kHz', true, 0.98, ['MSOP-8', 'DFN-8'], '20005255B'],
    ['MCP1640', 'Boost', 0.65, 5.5, 0, 2, 5.5, 0.8, '500kHz', true, 0.45, ['SOT23-6'], '20002234D'],
  ]),
  [
    ['I', T_A85, 1],
    ['E', T_A125, 1.08],
  ],
);
const AOS_SW: Dev[] = sws([
  ['AOZ1280CI', 'Buck', 3, 26, 0, 0.8, 22, 1.2, '1.5MHz', false, 0.42, ['SOT23-6'], 'AOZ1280CI'],
  ['AOZ1282CI', 'Buck', 3, 36, 0, 0.8, 32, 1.2, '450kHz', false, 0.45, ['SOT23-6'], 'AOZ1282CI'],
  ['AOZ1284PI', 'Buck', 3, 36, 0, 0.8, 30, 4, '200kHz ~ 2MHz', false, 0.85, ['SOIC-8-EP'], 'AOZ1284PI'],
]);

// ---------------------------------------------------------------------------------------------
// Battery chargers: [name, chemistry, cells, charge current, programmable, interface, Vmax, price, packages, ds].
// A row may leave the data-sheet stem out when it is the name in lower case.
type CRow = [string, string, string, string, string, string, string, number, string[], string?];
const FAULT = 'Over Temperature, Over Voltage';
const chgs = (rows: CRow[], temp = T_A85): Dev[] =>
  rows.map(([name, chem, cells, ic, prog, iface, vmax, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d: `IC BATT CHG ${chem.startsWith('Lithium') ? 'LI-ION' : chem.toUpperCase()} ${cells}CELL`,
    p: {
      'Battery Chemistry': chem,
      'Number of Cells': cells,
      'Current - Charging': ic,
      'Programmable Features': prog,
      'Fault Protection': FAULT,
      Interface: iface,
      'Voltage - Supply (Max)': vmax,
    },
    price,
    pkgs,
    temp,
    ds,
  }));
const LI = 'Lithium Ion/Polymer';
const TI_CHG: Dev[] = chgs([
  ['BQ24075', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 1.6, ['VQFN-16']],
  ['BQ24074', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 1.6, ['VQFN-16']],
  ['BQ24072', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 1.55, ['VQFN-16']],
  ['BQ24073', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 1.55, ['VQFN-16']],
  ['BQ24040', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 0.95, ['WSON-10']],
  ['BQ24045', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 0.95, ['WSON-10']],
  ['BQ21040', LI, '1', 'Constant - Programmable', 'Current', '-', '6.6V', 0.62, ['SOT23-6']],
  ['BQ24090', LI, '1', 'Constant - Programmable', 'Current', '-', '7V', 1.1, ['MSOP-10-EP']],
  ['BQ24295', LI, '1', 'Constant - Programmable', 'Current, Voltage', 'I²C', '17V', 2.9, ['VQFN-24']],
  ['BQ25895', LI, '1', 'Constant - Programmable', 'Current, Voltage', 'I²C', '14V', 2.6, ['WQFN-24']],
  ['BQ25601', LI, '1', 'Constant - Programmable', 'Current, Voltage', 'I²C', '13.5V', 1.6, ['WQFN-24']],
  ['BQ25606', LI, '1', 'Constant - Programmable', 'Current', '-', '13.5V', 1.4, ['VQFN-24']],
  ['BQ24610', LI, '1 ~ 6', 'Constant - Programmable', 'Current, Voltage', '-', '28V', 3.4, ['VQFN-24']],
  ['BQ25504', 'Multi-Chemistry', '1', 'Energy Harvesting', 'Voltage', '-', '5.5V', 2.9, ['VQFN-16']],
]);
const MCHP_CHG: Dev[] = [
  ...(['2ACI', '2ATI', '2DCI', '3ACI', '4ADI', '5ACI'] as const).flatMap((grade) =>
    chgs([
      ['MCP73831', LI, '1', '500mA', 'Current', '-', '6V', 0.55, ['SOT23-5', 'WSON-8'], '20001984H'],
      ['MCP73832', LI, '1', '500mA', 'Current', '-', '6V', 0.52, ['SOT23-5', 'WSON-8'], '20001984H'],
    ]).map((device) => ({ ...device, g: grade, p: { ...device.p, 'Voltage - Supply (Max)': '6V' } })),
  ),
  ...(['AMI', 'FCI', 'GPI', 'NVI'] as const).flatMap((grade) =>
    chgs([
      ['MCP73833', LI, '1', '1A', 'Current', '-', '6V', 0.95, ['MSOP-10', 'DFN-10'], '22005b'],
      ['MCP73834', LI, '1', '1A', 'Current', '-', '6V', 0.95, ['MSOP-10', 'DFN-10'], '22005b'],
    ]).map((device) => ({ ...device, g: grade })),
  ),
  ...(['2AAI', '2CCI', '2CAI'] as const).flatMap((grade) =>
    chgs([['MCP73871', LI, '1', '1A', 'Current, Load Sharing', '-', '6V', 1.5, ['VQFN-20'], '20002090C']]).map((device) => ({
      ...device,
      g: grade,
    })),
  ),
  ...(['420I', '435I'] as const).flatMap((grade) =>
    chgs([
      ['MCP73811', LI, '1', '500mA', 'Current', '-', '6V', 0.42, ['SOT23-5'], '22036b'],
      ['MCP73812', LI, '1', '500mA', 'Current', '-', '6V', 0.42, ['SOT23-5'], '22036b'],
    ]).map((device) => ({ ...device, g: grade })),
  ),
];
const ADI_CHG: Dev[] = [
  ...(['-4.2', '-4.35'] as const).flatMap((suffix) =>
    graded(
      chgs([
        ['LTC4054', LI, '1', '800mA', 'Current', '-', '6.5V', 1.4, ['TSOT23-5'], '405442xf'],
        ['LTC4065', LI, '1', '750mA', 'Current', '-', '5.5V', 1.6, ['WSON-6'], '4065fb'],
      ]),
      [
        ['E', T_A85, 1],
        ['I', T_A85, 1.1],
      ],
    ).map((device) => ({ ...device, o: suffix })),
  ),
  ...graded(
    chgs([['LT3652', 'Multi-Chemistry', '1 ~ 4', '2A', 'Current, Voltage, MPPT', '-', '32V', 4.9, ['DFN-12', 'MSOP-12-EP'], '3652fe']]),
    [
      ['E', T_A125, 1],
      ['I', T_A125, 1.08],
    ],
  ),
];
const MAX_CHG: Dev[] = graded(chgs([['MAX1811', LI, '1', '500mA', 'Current', '-', '6.5V', 2.6, ['SOIC-8'], 'MAX1811']]), [['E', T_A85, 1]]);
const ST_CHG: Dev[] = chgs([
  ['STC4054', LI, '1', '800mA', 'Current', '-', '6.5V', 0.45, ['TSOT23-5']],
  ['STBC08', LI, '1', '800mA', 'Current', '-', '6.5V', 0.55, ['DFN-6']],
  ['L6924D', LI, '1', '1A', 'Current, Timer', '-', '10V', 1.6, ['VQFN-16']],
]);
const stChg = listed({
  STC4054: [['STC4054GR', 'reel', 3000]],
  STBC08: [['STBC08PMR', 'reel', 3000]],
  L6924D: [['L6924D013TR', 'reel', 3000]],
});

// ---------------------------------------------------------------------------------------------
// Gate drivers: [name, configuration, channel type, drivers, supply, peak current, input, bootstrap, rise/fall, price, packages, ds].
// A row may leave the data-sheet stem out when it is the name in lower case.
type GRow = [string, string, string, number, string, string, string, string, string, number, string[], string?];
const gds = (rows: GRow[], temp = T_J150): Dev[] =>
  rows.map(([name, cfg, ch, nd, vs, ipk, inp, hv, tr, price, pkgs, ds = name.toLowerCase()]) => ({
    n: name,
    d: `IC GATE DRVR ${cfg.toUpperCase().replace('HIGH-SIDE OR LOW-SIDE', 'HIGH/LOW SIDE')}`,
    p: {
      'Driven Configuration': cfg,
      'Channel Type': ch,
      'Number of Drivers': String(nd),
      'Gate Type': cfg === 'Low-Side' ? 'N-Channel, P-Channel MOSFET' : 'IGBT, N-Channel MOSFET',
      'Voltage - Supply': vs,
      'Logic Voltage - VIL, VIH': '0.8V, 2.5V',
      'Current - Peak Output (Source, Sink)': ipk,
      'Input Type': inp,
      'High Side Voltage - Max (Bootstrap)': hv,
      'Rise / Fall Time (Typ)': tr,
    },
    price,
    pkgs,
    temp,
    ds,
  }));
const HB = 'Half-Bridge';
const HL = 'High-Side or Low-Side';
const IR: Dev[] = gds(
  [
    ['IR2110', HL, 'Independent', 2, '10V ~ 20V', '2A, 2A', 'Non-Inverting', '500 V', '25ns, 17ns', 2.6, ['DIP-14', 'SOICW-16']],
    ['IR2113', HL, 'Independent', 2, '10V ~ 20V', '2A, 2A', 'Non-Inverting', '600 V', '25ns, 17ns', 2.9, ['DIP-14', 'SOICW-16'], 'ir2110'],
    ['IR2101', HL, 'Independent', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '100ns, 50ns', 1.4, ['DIP-8', 'SOIC-8']],
    ['IR2104', HB, 'Synchronous', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '100ns, 50ns', 1.5, ['DIP-8', 'SOIC-8']],
    ['IR2106', HL, 'Independent', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '100ns, 35ns', 1.5, ['DIP-8', 'SOIC-8']],
    ['IR2108', HB, 'Synchronous', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '100ns, 35ns', 1.6, ['DIP-8', 'SOIC-8']],
    ['IR2181', HL, 'Independent', 2, '10V ~ 20V', '1.9A, 2.3A', 'Non-Inverting', '600 V', '40ns, 20ns', 2.1, ['DIP-8', 'SOIC-8']],
    ['IR2184', HB, 'Synchronous', 2, '10V ~ 20V', '1.9A, 2.3A', 'Non-Inverting', '600 V', '40ns, 20ns', 2.2, ['DIP-8', 'SOIC-8']],
    ['IR2153', HB, 'Synchronous', 2, '10V ~ 15.6V', '200mA, 400mA', 'RC Input Circuit', '600 V', '80ns, 45ns', 1.3, ['DIP-8', 'SOIC-8']],
    ['IRS2101', HL, 'Independent', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '70ns, 35ns', 1.1, ['DIP-8', 'SOIC-8']],
    ['IRS2104', HB, 'Synchronous', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '70ns, 35ns', 1.15, ['DIP-8', 'SOIC-8']],
    ['IRS2186', HL, 'Independent', 2, '10V ~ 20V', '4A, 4A', 'Non-Inverting', '600 V', '22ns, 18ns', 2.3, ['DIP-8', 'SOIC-8']],
    ['IRS2184', HB, 'Synchronous', 2, '10V ~ 20V', '1.9A, 2.3A', 'Non-Inverting', '600 V', '40ns, 20ns', 1.8, ['DIP-8', 'SOIC-8']],
    [
      'IRS2003',
      HB,
      'Synchronous',
      2,
      '10V ~ 20V',
      '290mA, 600mA',
      'Inverting, Non-Inverting',
      '200 V',
      '70ns, 35ns',
      0.95,
      ['DIP-8', 'SOIC-8'],
    ],
  ],
  '-40°C ~ 150°C (TJ)',
);
const irScheme: Scheme = (device, pkgKey) =>
  pkgKey.startsWith('DIP')
    ? [`${device.n}PBF`, [tube(`${device.n}PBF`, pkgKey === 'DIP-14' ? 25 : 50)]]
    : [
        `${device.n}SPBF`,
        [reel(`${device.n}STRPBF`, pkgKey === 'SOICW-16' ? 1000 : 2500), tube(`${device.n}SPBF`, pkgKey === 'SOICW-16' ? 45 : 95)],
      ];
const EICE: Dev[] = gds([
  [
    '1EDN7512B',
    'Low-Side',
    'Single',
    1,
    '4.5V ~ 20V',
    '4A, 8A',
    'Inverting, Non-Inverting',
    '-',
    '6.5ns, 4.5ns',
    0.6,
    ['SOT23-6'],
    'Infineon-1EDN751x_1EDN851x',
  ],
  [
    '2EDN7524F',
    'Low-Side',
    'Independent',
    2,
    '4.5V ~ 20V',
    '5A, 5A',
    'Non-Inverting',
    '-',
    '5.4ns, 4.6ns',
    0.78,
    ['SOIC-8'],
    'Infineon-2EDN752x_2EDN852x',
  ],
  [
    '2EDN7524R',
    'Low-Side',
    'Independent',
    2,
    '4.5V ~ 20V',
    '5A, 5A',
    'Non-Inverting',
    '-',
    '5.4ns, 4.6ns',
    0.82,
    ['TSSOP-8'],
    'Infineon-2EDN752x_2EDN852x',
  ],
  [
    '2EDN8524F',
    'Low-Side',
    'Independent',
    2,
    '4.5V ~ 20V',
    '5A, 5A',
    'Non-Inverting',
    '-',
    '5.4ns, 4.6ns',
    0.78,
    ['SOIC-8'],
    'Infineon-2EDN752x_2EDN852x',
  ],
  [
    '1ED44175N01B',
    'Low-Side',
    'Single',
    1,
    '10V ~ 20V',
    '2.6A, 2.6A',
    'Non-Inverting',
    '-',
    '50ns, 25ns',
    0.7,
    ['SOT23-5'],
    'Infineon-1ED44175N01B',
  ],
  [
    '2EDL05N06PF',
    HB,
    'Synchronous',
    2,
    '10V ~ 17.5V',
    '360mA, 700mA',
    'Non-Inverting',
    '600 V',
    '50ns, 25ns',
    1.1,
    ['SOIC-8'],
    'Infineon-2EDL05N06PF',
  ],
]);
const eiceScheme = listed({
  '1EDN7512B': [['1EDN7512BXTSA1', 'reel', 3000]],
  '2EDN7524F': [['2EDN7524FXTMA1', 'reel', 2500]],
  '2EDN7524R': [['2EDN7524RXUMA1', 'reel', 5000]],
  '2EDN8524F': [['2EDN8524FXTMA1', 'reel', 2500]],
  '1ED44175N01B': [['1ED44175N01BXTSA1', 'reel', 3000]],
  '2EDL05N06PF': [['2EDL05N06PFXUMA1', 'reel', 2500]],
});
const LS = 'Low-Side';
const TI_GD: Dev[] = graded(
  gds([
    ['UCC27517', LS, 'Single', 1, '4.5V ~ 18V', '4A, 4A', 'Inverting, Non-Inverting', '-', '9ns, 7ns', 0.55, ['SOT23-5']],
    ['UCC27517A', LS, 'Single', 1, '4.5V ~ 18V', '4A, 4A', 'Inverting, Non-Inverting', '-', '9ns, 7ns', 0.58, ['SOT23-5']],
    ['UCC27511', LS, 'Single', 1, '4.5V ~ 18V', '4A, 8A', 'Inverting, Non-Inverting', '-', '9ns, 7ns', 0.58, ['SOT23-6']],
    ['UCC27524', LS, 'Independent', 2, '4.5V ~ 18V', '5A, 5A', 'Non-Inverting', '-', '7ns, 6ns', 0.72, ['SOIC-8', 'MSOP-8-EP']],
    ['UCC27524A', LS, 'Independent', 2, '4.5V ~ 18V', '5A, 5A', 'Non-Inverting', '-', '7ns, 6ns', 0.75, ['SOIC-8', 'MSOP-8-EP']],
    ['UCC27523', LS, 'Independent', 2, '4.5V ~ 18V', '5A, 5A', 'Inverting', '-', '7ns, 6ns', 0.72, ['SOIC-8', 'MSOP-8-EP']],
    [
      'UCC27525',
      LS,
      'Independent',
      2,
      '4.5V ~ 18V',
      '5A, 5A',
      'Inverting, Non-Inverting',
      '-',
      '7ns, 6ns',
      0.72,
      ['SOIC-8', 'MSOP-8-EP'],
      'ucc27523',
    ],
    ['UCC27424', LS, 'Independent', 2, '4V ~ 15V', '4A, 4A', 'Non-Inverting', '-', '20ns, 15ns', 0.95, ['SOIC-8', 'MSOP-8-EP', 'DIP-8']],
    ['UCC27211', HB, 'Independent', 2, '8V ~ 17V', '4A, 4A', 'Non-Inverting', '120 V', '7.2ns, 5.5ns', 1.35, ['SOIC-8', 'SOIC-8-EP']],
    ['UCC27211A', HB, 'Independent', 2, '8V ~ 17V', '4A, 4A', 'Non-Inverting', '120 V', '7.2ns, 5.5ns', 1.4, ['SOIC-8', 'SOIC-8-EP']],
    ['UCC27282', HB, 'Independent', 2, '5.5V ~ 16V', '3A, 3A', 'Non-Inverting', '100 V', '12ns, 10ns', 0.98, ['SOIC-8', 'SON-8']],
    ['UCC27714', HB, 'Independent', 2, '10V ~ 20V', '4A, 4A', 'Non-Inverting', '620 V', '15ns, 15ns', 2.6, ['SOIC-14']],
    ['UCC21520', HL, 'Independent', 2, '3V ~ 18V', '4A, 6A', 'Non-Inverting', '-', '6ns, 7ns', 2.9, ['SOICW-16']],
    ['UCC21710', HL, 'Single', 1, '3V ~ 33V', '10A, 10A', 'Non-Inverting', '-', '33ns, 27ns', 3.6, ['SOICW-16']],
    ['UCC23513', HL, 'Single', 1, '14V ~ 33V', '4.5A, 5.3A', 'Opto-Emulated', '-', '28ns, 25ns', 1.6, ['SOICW-6']],
    ['UCC5350MC', HL, 'Single', 1, '3V ~ 33V', '10A, 10A', 'Non-Inverting', '-', '10ns, 10ns', 1.5, ['SOIC-8'], 'ucc5350'],
  ]),
  [['', T_J150, 1]],
);
const MCHP_GD: Dev[] = graded(
  gds(
    (
      [
        'TC4420',
        'TC4421',
        'TC4422',
        'TC4423',
        'TC4424',
        'TC4425',
        'TC4426',
        'TC4427',
        'TC4428',
        'TC4429',
        'TC4426A',
        'TC4427A',
        'TC4428A',
      ] as const
    ).map((partName): GRow => [
      partName,
      LS,
      partName.endsWith('0') || partName.endsWith('1') || partName.endsWith('2') || partName.endsWith('9') ? 'Single' : 'Independent',
      partName.endsWith('0') || partName.endsWith('1') || partName.endsWith('2') || partName.endsWith('9') ? 1 : 2,
      '4.5V ~ 18V',
      partName.match(/442[0129]/) ? '6A, 6A' : partName.match(/442[345]/) ? '3A, 3A' : '1.5A, 1.5A',
      partName.endsWith('6') || partName.endsWith('6A') || partName.endsWith('9') || partName.endsWith('1') || partName.endsWith('3')
        ? 'Inverting'
        : 'Non-Inverting',
      '-',
      '19ns, 19ns',
      partName.match(/442[0-5]/) ? 1.3 : 0.92,
      ['DIP-8', 'SOIC-8', 'MSOP-8'],
      partName.includes('A') ? '21422d' : '21421e',
    ]),
  ),
  [
    ['C', '0°C ~ 70°C (TA)', 1],
    ['E', T_A85, 1.06],
    ['V', '-40°C ~ 125°C (TA)', 1.12],
  ],
);
const tcScheme: Scheme = (device, pkgKey) => {
  const code = pkgKey === 'DIP-8' ? 'PA' : pkgKey === 'SOIC-8' ? 'OA' : 'UA';
  const base = `${device.n}${device.g}${code}`;
  return [base, code === 'PA' ? [tube(base, 60)] : [tube(base, 100), reel(`${base}713`, code === 'OA' ? 3300 : 2500)]];
};
const ON_GD: Dev[] = gds([
  ['FAN3122T', LS, 'Single', 1, '4.5V ~ 18V', '11.4A, 9.7A', 'Inverting, Non-Inverting', '-', '23ns, 19ns', 1.05, ['SOIC-8'], 'fan3121'],
  ['FAN3224T', LS, 'Independent', 2, '4.5V ~ 18V', '5A, 5A', 'Non-Inverting', '-', '12ns, 9ns', 0.95, ['SOIC-8'], 'fan3223'],
  ['FAN3268T', LS, 'Independent', 2, '4.5V ~ 18V', '2.4A, 1.6A', 'Non-Inverting', '-', '12ns, 9ns', 0.9, ['SOIC-8'], 'fan3268'],
  ['FAN7390', HL, 'Independent', 2, '10V ~ 22V', '4.5A, 4.5A', 'Non-Inverting', '600 V', '25ns, 15ns', 1.6, ['SOIC-8']],
  ['FAN7382', HL, 'Independent', 2, '10V ~ 20V', '350mA, 650mA', 'Non-Inverting', '600 V', '50ns, 30ns', 0.85, ['SOIC-8']],
  ['NCP5181', HL, 'Independent', 2, '9V ~ 20V', '1.4A, 2.2A', 'Non-Inverting', '600 V', '40ns, 20ns', 0.75, ['SOIC-8', 'DIP-8']],
]);
const onGd: Scheme = (device, pkgKey) =>
  device.n.startsWith('FAN')
    ? [`${device.n}M`, [reel(`${device.n}MX`, 2500)]]
    : pkgKey === 'DIP-8'
      ? [`${device.n}P`, [tube(`${device.n}PG`, 50)]]
      : onx(device, pkgKey);
const ST_GD: Dev[] = gds([
  [
    'L6384E',
    HB,
    'Synchronous',
    2,
    '14.6V ~ 16.6V',
    '400mA, 650mA',
    'Inverting, Non-Inverting',
    '600 V',
    '50ns, 30ns',
    1.1,
    ['SOIC-8', 'DIP-8'],
  ],
  ['L6385E', HL, 'Independent', 2, '9.1V ~ 17V', '400mA, 650mA', 'Non-Inverting', '600 V', '50ns, 30ns', 1.15, ['SOIC-8', 'DIP-8']],
  ['L6386E', HL, 'Independent', 2, '9.1V ~ 17V', '400mA, 650mA', 'Non-Inverting', '600 V', '50ns, 30ns', 1.3, ['SOIC-14', 'DIP-14']],
  ['L6387E', HL, 'Independent', 2, '5V ~ 17V', '400mA, 650mA', 'Non-Inverting', '600 V', '50ns, 30ns', 0.95, ['SOIC-8', 'DIP-8']],
]);
const stGd: Scheme = (device, pkgKey) =>
  pkgKey.startsWith('DIP')
    ? [device.n, [tube(device.n, pkgKey === 'DIP-14' ? 25 : 50)]]
    : [`${device.n}D`, [reel(`${device.n}D013TR`, 2500), tube(`${device.n}D`, 100)]];
const ADI_GD: Dev[] = [
  ...graded(
    gds([
      ['ADuM4120', HL, 'Single', 1, '4.5V ~ 35V', '2.3A, 2.3A', 'Non-Inverting', '-', '12ns, 12ns', 2.6, ['SOICW-6'], 'ADuM4120'],
      ['ADuM4223', HL, 'Independent', 2, '4.5V ~ 18V', '4A, 4A', 'Non-Inverting', '-', '12ns, 12ns', 5.9, ['SOICW-16'], 'ADuM4223'],
    ]),
    [
      ['A', T_A125, 1],
      ['B', T_A125, 1.15],
    ],
  ),
  ...graded(
    gds([
      ['LTC4440', HL, 'Single', 1, '8V ~ 15V', '2.4A, 1.5A', 'Non-Inverting', '80 V', '10ns, 7ns', 2.4, ['TSOT23-6'], '4440fb'],
      ['LTC4442', HB, 'Synchronous', 2, '6V ~ 9.5V', '2.4A, 5A', 'Non-Inverting', '38 V', '12ns, 8ns', 2.6, ['MSOP-8-EP'], '4442fb'],
    ]),
    [
      ['E', T_A85, 1],
      ['I', T_A85, 1.1],
      ['H', T_A125, 1.3],
    ],
  ),
];
const RN_GD: Dev[] = graded(
  gds([
    ['HIP2100', HB, 'Independent', 2, '9V ~ 14V', '2A, 2A', 'Non-Inverting', '114 V', '10ns, 10ns', 2.1, ['SOIC-8']],
    ['HIP2101', HB, 'Independent', 2, '9V ~ 14V', '2A, 2A', 'Non-Inverting', '114 V', '10ns, 10ns', 2.2, ['SOIC-8']],
    [
      'HIP4082',
      'Full-Bridge',
      'Independent',
      4,
      '8.5V ~ 15V',
      '1.3A, 1.3A',
      'Non-Inverting',
      '95 V',
      '9ns, 8ns',
      3.4,
      ['SOIC-16', 'DIP-16'],
    ],
  ]),
  [['I', '-40°C ~ 125°C (TA)', 1]],
);
const DIO_GD: Dev[] = gds([
  ['ZXGD3002E6', LS, 'Single', 1, '3V ~ 20V', '9A, 9A', 'Non-Inverting', '-', '15ns, 15ns', 0.38, ['SOT23-6'], 'ZXGD3002E6'],
  ['ZXGD3003E6', LS, 'Single', 1, '3V ~ 40V', '5A, 5A', 'Non-Inverting', '-', '15ns, 15ns', 0.38, ['SOT23-6'], 'ZXGD3003E6'],
  ['ZXGD3004E6', LS, 'Single', 1, '3V ~ 40V', '8A, 8A', 'Non-Inverting', '-', '15ns, 15ns', 0.42, ['SOT23-6'], 'ZXGD3004E6'],
  ['DGD2104M', HB, 'Synchronous', 2, '10V ~ 20V', '290mA, 600mA', 'Non-Inverting', '600 V', '70ns, 35ns', 0.55, ['MSOP-8'], 'DGD2104M'],
]);
const dioGd: Scheme = (device, pkgKey) =>
  pkgKey === 'MSOP-8' ? [`${device.n}S8`, [reel(`${device.n}S8-13`, 2500)]] : [device.n, [reel(`${device.n}TA`, 3000)]];

export const POWER_FAMILIES: Family[] = [
  icx(
    'ti-switching',
    SW,
    'texas-instruments',
    3.2,
    [
      ...TI_SW_I,
      ...q1(
        TI_SW.filter((device) => /TPS5433|TPS5436|TPS6216|TPS6217|LMR/.test(device.n)),
        'Q',
      ),
    ],
    tix,
    tiDs,
  ),
  icx(
    'ti-switching-nsc',
    SW,
    'texas-instruments',
    1.6,
    NSC_SW.map((device) => ({ ...device, g: '' })),
    nsc({ 'TO-263-5': 'S', 'TO-220-5': 'T' }),
    tiDs,
  ),
  icx(
    'mps-switching',
    SW,
    'mps',
    1.5,
    MPS_SW,
    mpsScheme,
    (device) =>
      `https://www.monolithicpower.com/en/documentview/productdocument/index/version/2/document_type/Datasheet/lang/en/sku/${device.ds}/`,
  ),
  icx(
    'diodes-switching',
    SW,
    'diodes-incorporated',
    1.0,
    DIO_SW,
    dioSw,
    (device) => `https://www.diodes.com/assets/Datasheets/${device.ds}.pdf`,
  ),
  icx('onsemi-switching', SW, 'onsemi', 0.9, ON_SW, onSw, (device) => `https://www.onsemi.com/pdf/datasheet/${device.ds}-d.pdf`),
  icx('adi-switching', SW, 'analog-devices', 1.0, ADI_SW, ltx, adiDs),
  icx(
    'mchp-switching',
    SW,
    'microchip',
    0.9,
    MCHP_SW,
    (device, pkgKey) =>
      mchx(device, pkgKey === 'SOT23-6' && device.n === 'MCP16301' ? 'TSOT23-6' : pkgKey === 'SOT23-6' ? 'TSOT23-6' : pkgKey),
    mchpDs,
  ),
  icx(
    'aos-switching',
    SW,
    'alpha-omega',
    0.5,
    AOS_SW,
    (device, pkgKey) => [device.n, [reel(device.n, pkgKey.startsWith('SOIC') ? 2500 : 3000)]],
    (device) => `https://www.aosmd.com/res/datasheets/${device.ds}.pdf`,
  ),
  icx('ti-charger', CHG, 'texas-instruments', 1.1, TI_CHG, tix, tiDs),
  icx('mchp-charger', CHG, 'microchip', 0.8, MCHP_CHG, mchx, mchpDs),
  icx('adi-charger', CHG, 'analog-devices', 0.3, ADI_CHG, ltx, adiDs),
  icx('maxim-charger', CHG, 'maxim-integrated', 0.1, MAX_CHG, maxx, adiDs),
  icx('st-charger', CHG, 'stmicroelectronics', 0.2, ST_CHG, stChg, (device) => `https://www.st.com/resource/en/datasheet/${device.ds}.pdf`),
  icx(
    'infineon-ir-gate-driver',
    GD,
    'infineon',
    0.9,
    IR,
    irScheme,
    (device) => `https://www.infineon.com/dgdl/Infineon-${device.ds}-DataSheet.pdf`,
  ),
  icx(
    'infineon-eice-gate-driver',
    GD,
    'infineon',
    0.3,
    EICE,
    eiceScheme,
    (device) => `https://www.infineon.com/dgdl/${device.ds}-DataSheet.pdf`,
  ),
  icx(
    'ti-gate-driver',
    GD,
    'texas-instruments',
    0.9,
    [
      ...TI_GD,
      ...q1(
        TI_GD.filter((device) => /UCC2751|UCC2752/.test(device.n)),
        'Q',
      ),
    ],
    tix,
    tiDs,
  ),
  icx('mchp-gate-driver', GD, 'microchip', 0.5, MCHP_GD, tcScheme, mchpDs),
  icx('onsemi-gate-driver', GD, 'onsemi', 0.3, ON_GD, onGd, (device) => `https://www.onsemi.com/pdf/datasheet/${device.ds}-d.pdf`),
  icx(
    'st-gate-driver',
    GD,
    'stmicroelectronics',
    0.2,
    ST_GD,
    stGd,
    (device) => `https://www.st.com/resource/en/datasheet/${device.ds}.pdf`,
  ),
  icx(
    'adi-gate-driver',
    GD,
    'analog-devices',
    0.2,
    ADI_GD,
    (device, pkgKey) => (device.n.startsWith('LTC') ? ltx(device, pkgKey) : adix({ 'SOICW-6': 'RI' })(device, pkgKey)),
    adiDs,
  ),
  icx(
    'renesas-gate-driver',
    GD,
    'renesas',
    0.1,
    RN_GD,
    rnx,
    (device) => `https://www.renesas.com/us/en/document/dst/${device.ds}-datasheet`,
  ),
  icx(
    'diodes-gate-driver',
    GD,
    'diodes-incorporated',
    0.1,
    DIO_GD,
    dioGd,
    (device) => `https://www.diodes.com/assets/Datasheets/${device.ds}.pdf`,
  ),
];

// Standard logic: 74-series gates, buffers, decoders and multiplexers, and flip-flops, latches and
// shift registers, in the logic families each maker still sells (HC, HCT, AHC, LV, LVC, AC…), plus the
// single- and dual-gate 'little logic' parts and the CD4000 CMOS series.
import { P, T_A125, T_A85, reel, reelOnly, tube } from './more-packages-and-codes';
import { fam, type Family, type Variant } from '../family';

const GATES = 'logic-gates';
const FFS = 'flip-flops-latches-and-shift-registers';

/** One 74-series function: what it is, how many pins, and which leaf it belongs to. */
interface Fn {
  fn: string;
  ff: boolean;
  /** Logic Type facet. */
  type: string;
  /** Circuits (gates) or elements (flip-flops). */
  n: number;
  /** Inputs per gate or bits per element. */
  k: number;
  feat: string;
  pins: 14 | 16 | 20 | 24;
  desc: string;
  /** Flip-flop leaf only: Function and Output Type facets. */
  func?: string;
  out?: string;
  /** Relative propagation delay (gates 1). */
  t: number;
  /** Only these logic families make it. */
  only?: string[];
}
const g = (
  fn: string,
  type: string,
  channels: number,
  inputs: number,
  feat: string,
  pins: Fn['pins'],
  desc: string,
  only?: string[],
): Fn => ({
  fn,
  ff: false,
  type,
  n: channels,
  k: inputs,
  feat,
  pins,
  desc,
  t: 1,
  only,
});
const f = (
  fn: string,
  type: string,
  channels: number,
  inputs: number,
  func: string,
  out: string,
  pins: Fn['pins'],
  desc: string,
  t = 1.4,
  only?: string[],
): Fn => ({ fn, ff: true, type, n: channels, k: inputs, feat: '-', func, out, pins, desc, t, only });

const ANALOG = ['HC', 'HCT', 'LV'];
const FNS: Fn[] = [
  g('00', 'NAND Gate', 4, 2, '-', 14, 'GATE NAND 4CH 2-INP'),
  g('02', 'NOR Gate', 4, 2, '-', 14, 'GATE NOR 4CH 2-INP'),
  g('04', 'Inverter', 6, 1, '-', 14, 'INVERTER 6CH 6-INP'),
  g('08', 'AND Gate', 4, 2, '-', 14, 'GATE AND 4CH 2-INP'),
  g('10', 'NAND Gate', 3, 3, '-', 14, 'GATE NAND 3CH 3-INP'),
  g('11', 'AND Gate', 3, 3, '-', 14, 'GATE AND 3CH 3-INP'),
  g('14', 'Inverter', 6, 1, 'Schmitt Trigger', 14, 'INVERTER SCHMITT 6CH 6-INP'),
  g('20', 'NAND Gate', 2, 4, '-', 14, 'GATE NAND 2CH 4-INP'),
  g('21', 'AND Gate', 2, 4, '-', 14, 'GATE AND 2CH 4-INP'),
  g('27', 'NOR Gate', 3, 3, '-', 14, 'GATE NOR 3CH 3-INP'),
  g('30', 'NAND Gate', 1, 8, '-', 14, 'GATE NAND 1CH 8-INP'),
  g('32', 'OR Gate', 4, 2, '-', 14, 'GATE OR 4CH 2-INP'),
  g('86', 'XOR (Exclusive OR)', 4, 2, '-', 14, 'GATE XOR 4CH 2-INP'),
  g('132', 'NAND Gate', 4, 2, 'Schmitt Trigger', 14, 'GATE NAND SCHMITT 4CH 2-INP'),
  g('03', 'NAND Gate', 4, 2, 'Open Drain', 14, 'GATE NAND 4CH 2-INP OD', ['HC', 'LVC', 'LS', 'AHC']),
  g('05', 'Inverter', 6, 1, 'Open Drain', 14, 'INVERTER OD 6CH 6-INP', ['HC', 'LVC', 'LS', 'AHC']),
  g('07', 'Buffer, Non-Inverting', 6, 1, 'Open Drain', 14, 'BUFFER NON-INVERT OD 14', ['LVC', 'LS', 'AHC', 'HC']),
  g('125', 'Buffer, Non-Inverting', 4, 1, '3-State', 14, 'BUFFER NON-INVERT 3ST'),
  g('126', 'Buffer, Non-Inverting', 4, 1, '3-State', 14, 'BUFFER NON-INVERT 3ST'),
  g('240', 'Buffer, Inverting', 2, 4, '3-State', 20, 'BUFFER INVERT 3ST 20'),
  g('244', 'Buffer, Non-Inverting', 2, 4, '3-State', 20, 'BUFFER NON-INVERT 3ST 20'),
  g('245', 'Transceiver, Non-Inverting', 1, 8, '3-State', 20, 'TXRX NON-INVERT 3ST 20'),
  g('541', 'Buffer, Non-Inverting', 1, 8, '3-State', 20, 'BUFFER NON-INVERT 3ST 20'),
  g('540', 'Buffer, Inverting', 1, 8, '3-State', 20, 'BUFFER INVERT 3ST 20'),
  g('367', 'Buffer, Non-Inverting', 2, 3, '3-State', 16, 'BUFFER NON-INVERT 3ST 16'),
  g('138', 'Decoder/Demultiplexer', 1, 3, '3:8', 16, 'DECODER/DEMUX 1X3:8'),
  g('139', 'Decoder/Demultiplexer', 2, 2, '2:4', 16, 'DECODER/DEMUX 2X2:4'),
  g('151', 'Multiplexer', 1, 8, '8:1', 16, 'MULTIPLEXER 1X8:1'),
  g('153', 'Multiplexer', 2, 4, '4:1', 16, 'MULTIPLEXER 2X4:1'),
  g('157', 'Multiplexer', 4, 2, '2:1', 16, 'MULTIPLEXER 4X2:1'),
  g('4051', 'Multiplexer, Analog', 1, 8, '8:1', 16, 'MUX/DEMUX 8X1', ANALOG),
  g('4052', 'Multiplexer, Analog', 2, 4, '4:1', 16, 'MUX/DEMUX 4X2', ANALOG),
  g('4053', 'Multiplexer, Analog', 3, 2, '2:1', 16, 'MUX/DEMUX 2X3', ANALOG),
  g('4066', 'Switch, Analog', 4, 1, 'SPST - NO', 14, 'SWITCH SPST-NOX4', ANALOG),
  f('74', 'D-Type', 2, 1, 'Set(Preset) and Reset', 'Differential', 14, 'FF D-TYPE DUAL 1BIT'),
  f('107', 'JK Type', 2, 1, 'Reset', 'Differential', 14, 'FF JK TYPE DUAL 1BIT', 1.4, ['HC', 'LS']),
  f('109', 'JK Type', 2, 1, 'Set(Preset) and Reset', 'Differential', 16, 'FF JK TYPE DUAL 1BIT', 1.4, ['HC', 'HCT', 'LS', 'AC']),
  f('112', 'JK Type', 2, 1, 'Set(Preset) and Reset', 'Differential', 16, 'FF JK TYPE DUAL 1BIT', 1.4, ['HC', 'LV', 'LVC', 'LS']),
  f('174', 'D-Type', 1, 6, 'Master Reset', 'Non-Inverted', 16, 'FF D-TYPE SNGL 6BIT'),
  f('175', 'D-Type', 1, 4, 'Master Reset', 'Differential', 16, 'FF D-TYPE SNGL 4BIT'),
  f('273', 'D-Type', 1, 8, 'Master Reset', 'Non-Inverted', 20, 'FF D-TYPE SNGL 8BIT'),
  f('374', 'D-Type', 1, 8, 'Standard', 'Tri-State, Non-Inverted', 20, 'FF D-TYPE SNGL 8BIT 3ST'),
  f('574', 'D-Type', 1, 8, 'Standard', 'Tri-State, Non-Inverted', 20, 'FF D-TYPE SNGL 8BIT 3ST'),
  f('373', 'D-Type, Transparent Latch', 1, 8, 'Standard', 'Tri-State', 20, 'LATCH OCTAL TRANSP 3ST', 1.2),
  f('573', 'D-Type, Transparent Latch', 1, 8, 'Standard', 'Tri-State', 20, 'LATCH OCTAL TRANSP 3ST', 1.2),
  f('75', 'D-Type, Transparent Latch', 2, 2, 'Standard', 'Differential', 16, 'LATCH 4BIT TRANSP', 1.2, ['HC', 'LS']),
  f('259', 'Addressable Latch', 1, 8, 'Reset', 'Push-Pull', 16, 'LATCH ADDR 8BIT', 1.4, ['HC', 'HCT', 'LS']),
  f('164', 'Shift Register', 1, 8, 'Serial to Parallel', 'Push-Pull', 14, 'SHIFT REG 8BIT', 1.6),
  f('165', 'Shift Register', 1, 8, 'Parallel or Serial to Serial', 'Complementary', 16, 'SHIFT REG 8BIT', 1.6),
  f('166', 'Shift Register', 1, 8, 'Parallel or Serial to Serial', 'Push-Pull', 16, 'SHIFT REG 8BIT', 1.6, ['HC', 'HCT', 'LV']),
  f('595', 'Shift Register', 1, 8, 'Serial to Parallel, Serial', 'Tri-State', 16, 'SHIFT REG 8BIT 3ST', 1.6),
  f('594', 'Shift Register', 1, 8, 'Serial to Parallel, Serial', 'Push-Pull', 16, 'SHIFT REG 8BIT', 1.6, ['HC', 'HCT']),
  f('597', 'Shift Register', 1, 8, 'Parallel or Serial to Serial', 'Push-Pull', 16, 'SHIFT REG 8BIT', 1.6, ['HC', 'HCT']),
  f('299', 'Universal Shift Register', 1, 8, 'Parallel or Serial to Parallel or Serial', 'Tri-State', 20, 'SHIFT REG UNIV 8BIT', 1.6, [
    'HC',
    'HCT',
    'LS',
  ]),
  f('194', 'Universal Shift Register', 1, 4, 'Parallel or Serial to Parallel or Serial', 'Push-Pull', 16, 'SHIFT REG UNIV 4BIT', 1.6, [
    'HC',
    'HCT',
    'LS',
  ]),
];

/** Electrical character of a logic family: supply, drive, delay (ns at the stated supply into 50 pF), price of a quad gate in SOIC. */
interface LFam {
  name: string;
  vcc: string;
  iout: string;
  tpd: number;
  at: string;
  price: number;
}
const LF: Record<string, LFam> = {
  HC: { name: 'HC', vcc: '2V ~ 6V', iout: '5.2mA, 5.2mA', tpd: 18, at: '6V', price: 0.3 },
  HCT: { name: 'HCT', vcc: '4.5V ~ 5.5V', iout: '4mA, 4mA', tpd: 24, at: '5.5V', price: 0.32 },
  HCS: { name: 'HCS', vcc: '2V ~ 6V', iout: '7.8mA, 7.8mA', tpd: 13, at: '6V', price: 0.3 },
  AHC: { name: 'AHC', vcc: '2V ~ 5.5V', iout: '8mA, 8mA', tpd: 7.5, at: '5V', price: 0.3 },
  AHCT: { name: 'AHCT', vcc: '4.5V ~ 5.5V', iout: '8mA, 8mA', tpd: 8.5, at: '5V', price: 0.32 },
  LV: { name: 'LV', vcc: '2V ~ 5.5V', iout: '12mA, 12mA', tpd: 6.5, at: '5V', price: 0.3 },
  LVC: { name: 'LVC', vcc: '1.65V ~ 3.6V', iout: '24mA, 24mA', tpd: 4.4, at: '3.3V', price: 0.32 },
  AC: { name: 'AC', vcc: '2V ~ 6V', iout: '24mA, 24mA', tpd: 9.5, at: '5V', price: 0.42 },
  ACT: { name: 'ACT', vcc: '4.5V ~ 5.5V', iout: '24mA, 24mA', tpd: 10, at: '5V', price: 0.44 },
  LS: { name: 'LS', vcc: '4.75V ~ 5.25V', iout: '400µA, 8mA', tpd: 15, at: '5V', price: 0.48 },
  VHC: { name: 'VHC', vcc: '2V ~ 5.5V', iout: '8mA, 8mA', tpd: 8.5, at: '5V', price: 0.28 },
  LCX: { name: 'LCX', vcc: '2V ~ 3.6V', iout: '24mA, 24mA', tpd: 5.5, at: '3.3V', price: 0.36 },
  AUP: { name: 'AUP', vcc: '0.8V ~ 3.6V', iout: '4mA, 4mA', tpd: 4.3, at: '3.3V', price: 0.2 },
  AUC: { name: 'AUC', vcc: '0.8V ~ 2.7V', iout: '9mA, 9mA', tpd: 2.5, at: '1.8V', price: 0.22 },
};

/** The facets of one part in either leaf. */
function logicParams(fn: Fn, lf: LFam, pkgKey: string, temp: string): Record<string, string> {
  const info = P(pkgKey);
  const tpd = `${Math.round(lf.tpd * fn.t * 10) / 10}ns @ ${lf.at}, 50pF`;
  if (fn.ff) {
    return {
      'Logic Type': fn.type,
      Function: fn.func ?? '-',
      'Output Type': fn.out ?? '-',
      'Number of Elements': String(fn.n),
      'Number of Bits per Element': String(fn.k),
      'Voltage - Supply': lf.vcc,
      'Current - Output High, Low': lf.iout,
      'Max Propagation Delay @ V, Max CL': tpd,
      'Package / Case': info.disp,
      'Operating Temperature': temp,
    };
  }
  return {
    'Logic Type': fn.type,
    'Number of Circuits': String(fn.n),
    'Number of Inputs': String(fn.k),
    Features: fn.feat,
    'Voltage - Supply': lf.vcc,
    'Current - Output High, Low': lf.iout,
    'Max Propagation Delay @ V, Max CL': tpd,
    'Package / Case': info.disp,
    'Operating Temperature': temp,
  };
}

/** A maker's ordering code for (function, family, package, automotive?) or null where it does not exist. */
type Code = (fn: Fn, lf: LFam, pkgKey: string, auto: boolean) => [string, Variant[]] | null;

/**
 * A 74-series family of one maker and leaf: functions × logic families × package slots × grade. Slot i
 * picks the i-th package the maker offers for that pin count.
 */
function logicFam(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  fams: string[],
  pkgs: Record<number, string[]>,
  autos: readonly boolean[],
  code: Code,
  temp: (auto: boolean) => string,
  ds: (fn: Fn, lf: LFam) => string,
  fns = FNS,
): Family {
  const slots = Math.max(...Object.values(pkgs).map((list) => list.length));
  const mine = fns.filter(
    (logicFunction) =>
      logicFunction.ff === (leaf === FFS) && (!logicFunction.only || logicFunction.only.some((family) => fams.includes(family))),
  );
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [mine, fams, Array.from({ length: slots }, (_, index) => index), autos],
    make: ([fn, famName, slot, auto]) => {
      if (fn.only && !fn.only.includes(famName)) return null;
      const pkgKey = pkgs[fn.pins]?.[slot];
      if (!pkgKey) return null;
      const lf = LF[famName] as LFam;
      const ordering = code(fn, lf, pkgKey, auto);
      if (!ordering) return null;
      const info = P(pkgKey);
      const size = fn.pins === 20 ? 1.5 : fn.pins === 16 ? 1.2 : 1;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `IC ${fn.desc.replace(/ \d+$/, '')} ${info.short}`,
        parameters: logicParams(fn, lf, pkgKey, temp(auto)),
        price:
          Math.round(
            lf.price *
              size *
              (fn.ff ? 1.25 : 1) *
              (auto ? 1.3 : 1) *
              (pkgKey.startsWith('DIP') ? 1.4 : /QFN|TVSOP/.test(pkgKey) ? 1.1 : 1) *
              1000,
          ) / 1000,
        grams: info.g,
        datasheetUrl: ds(fn, lf),
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Texas Instruments: SN74 + family + function (+ A on LV and LVC) + Q (automotive) + package + R / tube (+ Q1).

const TI_LOGIC_PKG: Record<string, [string, number, number]> = {
  'SOIC-14': ['D', 2500, 50],
  'SOIC-16': ['D', 2500, 40],
  'SOICW-20': ['DW', 2000, 25],
  'TSSOP-14': ['PW', 2000, 90],
  'TSSOP-16': ['PW', 2000, 90],
  'TSSOP-20': ['PW', 2000, 70],
  'DIP-14': ['N', 0, 25],
  'DIP-16': ['N', 0, 25],
  'DIP-20': ['N', 0, 20],
  'SOP-14': ['NS', 2000, 0],
  'SOP-16': ['NS', 2000, 0],
  'SOP-20': ['NS', 2000, 0],
  'SSOP-14': ['DB', 2000, 0],
  'SSOP-16': ['DB', 2000, 0],
  'SSOP-20': ['DB', 2000, 0],
  'TVSOP-14': ['DGV', 2000, 0],
  'TVSOP-20': ['DGV', 2000, 0],
  'VQFN-14': ['RGY', 3000, 0],
  'VQFN-16': ['RGY', 3000, 0],
  'VQFN-20': ['RGY', 3000, 0],
};
const tiLogic: Code = (fn, lf, pkgKey, auto) => {
  const pkgCode = TI_LOGIC_PKG[pkgKey];
  if (!pkgCode) return null;
  if (lf.name === 'LS' && !/SOIC|DIP|SOP/.test(pkgKey)) return null;
  if (auto && (pkgKey.startsWith('DIP') || lf.name === 'LS' || lf.name === 'AC' || lf.name === 'ACT')) return null;
  const aSuffix = (lf.name === 'LV' || lf.name === 'LVC') && !fn.fn.startsWith('40') ? 'A' : '';
  const stem = `SN74${lf.name}${fn.fn}${aSuffix}${auto ? 'Q' : ''}${pkgCode[0]}`;
  if (auto) return [`${stem}Q1`, [reel(`${stem}RQ1`, pkgCode[1] || 2500)]];
  if (pkgCode[1] === 0) return [stem, [tube(stem, pkgCode[2])]];
  return [
    stem,
    pkgCode[2] ? [reel(`${stem}R`, pkgCode[1]), tube(stem, pkgCode[2])] : [reel(`${stem}R`, pkgCode[1]), reelOnly(`${stem}T`, 250)],
  ];
};
const TI_PKGS = {
  14: ['SOIC-14', 'TSSOP-14', 'DIP-14', 'SOP-14', 'SSOP-14', 'TVSOP-14', 'VQFN-14'],
  16: ['SOIC-16', 'TSSOP-16', 'DIP-16', 'SOP-16', 'SSOP-16', 'VQFN-16'],
  20: ['SOICW-20', 'TSSOP-20', 'DIP-20', 'SOP-20', 'SSOP-20', 'TVSOP-20', 'VQFN-20'],
};
const TI_FAMS = ['HC', 'HCT', 'HCS', 'AHC', 'AHCT', 'LV', 'LVC', 'AC', 'ACT', 'LS'];
const tiDs = (fn: Fn, lf: LFam) =>
  `https://www.ti.com/lit/ds/symlink/sn74${lf.name.toLowerCase()}${fn.fn}${lf.name === 'LV' || lf.name === 'LVC' ? 'a' : ''}.pdf`;
const tiTemp = (auto: boolean) => (auto ? T_A125 : T_A85);

// Nexperia: 74 + family + function (+ A on LVC) + package (D, PW, DB, BQ) + ',' + 12NC packing code; the
// automotive -Q100 parts use the newer J (reel) suffix.
const NXP_LOGIC_PKG: Record<string, [string, number]> = {
  'SOIC-14': ['D', 2500],
  'SOIC-16': ['D', 2500],
  'SOICW-20': ['D', 2000],
  'TSSOP-14': ['PW', 2500],
  'TSSOP-16': ['PW', 2500],
  'TSSOP-20': ['PW', 2500],
  'SSOP-16': ['DB', 2000],
  'SSOP-20': ['DB', 2000],
  'VQFN-14': ['BQ', 3000],
  'VQFN-16': ['BQ', 3000],
  'VQFN-20': ['BQ', 3000],
};
const nxpLogicCode: Code = (fn, lf, pkgKey, auto) => {
  const pkgCode = NXP_LOGIC_PKG[pkgKey];
  if (!pkgCode) return null;
  const stem = `74${lf.name}${fn.fn}${lf.name === 'LVC' && !fn.fn.startsWith('40') ? 'A' : ''}${pkgCode[0]}`;
  if (auto) return [`${stem}-Q100`, [reel(`${stem}-Q100J`, pkgCode[1])]];
  const so14 = pkgKey === 'SOIC-14' || pkgKey === 'SOICW-20';
  if (pkgCode[0] === 'BQ') return [stem, [reel(`${stem},115`, pkgCode[1])]];
  return [
    stem,
    [reel(`${stem},${so14 ? 653 : 118}`, pkgCode[1]), tube(`${stem},${so14 ? 652 : 112}`, pkgKey.startsWith('SOICW') ? 38 : 57)],
  ];
};
const NXP_PKGS = {
  14: ['SOIC-14', 'TSSOP-14', 'VQFN-14'],
  16: ['SOIC-16', 'TSSOP-16', 'VQFN-16', 'SSOP-16'],
  20: ['SOICW-20', 'TSSOP-20', 'VQFN-20', 'SSOP-20'],
};
/** Nexperia files a family's data sheets under its pair's name. */
const NXP_DS_FAMILY: Record<string, string> = { HC: 'HC_HCT', HCT: 'HC_HCT', AHC: 'AHC_AHCT', AHCT: 'AHC_AHCT' };
const nxpDs = (fn: Fn, lf: LFam) =>
  `https://assets.nexperia.com/documents/data-sheet/74` + `${NXP_DS_FAMILY[lf.name] ?? lf.name}${fn.fn}${lf.name === 'LVC' ? 'A' : ''}.pdf`;

// onsemi: MC74HC…A + D / DT / DW + R2G (reel) or N + G (DIP); Fairchild heritage 74VHC / 74AC / 74LCX + M/MTC/SC + X (reel).
const onLogicCode: Code = (fn, lf, pkgKey) => {
  if (lf.name === 'HC' || lf.name === 'HCT') {
    const code = (
      {
        'SOIC-14': 'D',
        'SOIC-16': 'D',
        'SOICW-20': 'DW',
        'TSSOP-14': 'DT',
        'TSSOP-16': 'DT',
        'TSSOP-20': 'DT',
        'DIP-14': 'N',
        'DIP-16': 'N',
        'DIP-20': 'N',
      } as Record<string, string>
    )[pkgKey];
    if (!code) return null;
    const stem = `MC74${lf.name}${fn.fn}A${code}`;
    return code === 'N'
      ? [stem, [tube(`${stem}G`, 25)]]
      : [stem, [reel(`${stem}R2G`, 2500), ...(code === 'D' ? [tube(`${stem}G`, 55)] : [])]];
  }
  const code = (
    {
      'SOIC-14': 'M',
      'SOIC-16': 'M',
      'SOICW-20': 'WM',
      'TSSOP-14': 'MTC',
      'TSSOP-16': 'MTC',
      'TSSOP-20': 'MTC',
      'DIP-14': 'N',
      'DIP-16': 'N',
      'DIP-20': 'N',
    } as Record<string, string>
  )[pkgKey];
  if (!code || (lf.name === 'LCX' && code === 'N')) return null;
  const stem =
    `74${lf.name}${fn.fn}` +
    `${lf.name === 'AC' || lf.name === 'ACT' ? code.replace(/^M$/, 'SC').replace('WM', 'SC').replace('N', 'PC') : code}`;
  return code === 'N' ? [stem, [tube(stem, 25)]] : [stem, [reel(`${stem}X`, 2500), tube(stem, code === 'MTC' ? 96 : 55)]];
};
const ON_PKGS = { 14: ['SOIC-14', 'TSSOP-14', 'DIP-14'], 16: ['SOIC-16', 'TSSOP-16', 'DIP-16'], 20: ['SOICW-20', 'TSSOP-20', 'DIP-20'] };
const onDs = (fn: Fn, lf: LFam) =>
  `https://www.onsemi.com/pdf/datasheet/` +
  `${lf.name === 'HC' || lf.name === 'HCT' ? `mc74${lf.name.toLowerCase()}${fn.fn}a` : `74${lf.name.toLowerCase()}${fn.fn}`}-d.pdf`;

// Diodes Incorporated: 74 + family + function + S14 / T14 / S16 / T16 / S20 / T20 + '-13'.
const diodesLogicCode: Code = (fn, lf, pkgKey, auto) => {
  const code = (
    { 'SOIC-14': 'S14', 'TSSOP-14': 'T14', 'SOIC-16': 'S16', 'TSSOP-16': 'T16', 'SOICW-20': 'S20', 'TSSOP-20': 'T20' } as Record<
      string,
      string
    >
  )[pkgKey];
  if (!code) return null;
  const stem = `74${lf.name}${fn.fn}${lf.name === 'LVC' ? 'A' : ''}${code}${auto ? 'Q' : ''}`;
  return [stem, [reel(`${stem}-13`, 2500)]];
};
const DIODES_PKGS = { 14: ['SOIC-14', 'TSSOP-14'], 16: ['SOIC-16', 'TSSOP-16'], 20: ['SOICW-20', 'TSSOP-20'] };

// STMicroelectronics: M74HC + function + RM13TR (SO reel) / TTR (TSSOP reel) / B1R (DIP).
const stLogicCode: Code = (fn, lf, pkgKey) => {
  const code = pkgKey.startsWith('SOIC') ? 'RM13TR' : pkgKey.startsWith('TSSOP') ? 'TTR' : pkgKey.startsWith('DIP') ? 'B1R' : '';
  if (!code) return null;
  const stem = `M74${lf.name}${fn.fn}`;
  return [stem, [code === 'B1R' ? tube(`${stem}${code}`, 25) : reel(`${stem}${code}`, 2500)]];
};
const ST_PKGS = { 14: ['SOIC-14', 'TSSOP-14', 'DIP-14'], 16: ['SOIC-16', 'TSSOP-16', 'DIP-16'], 20: ['SOICW-20', 'TSSOP-20', 'DIP-20'] };

// ---------------------------------------------------------------------------------------------
// Little logic: one, two or three gates in 5- to 8-pin packages.

interface Little {
  fn: string;
  type: string;
  gates: 1 | 2 | 3;
  k: number;
  feat: string;
  ff?: boolean;
}
const lg = (fn: string, type: string, gates: 1 | 2 | 3, inputs: number, feat = '-', ff = false): Little => ({
  fn,
  type,
  gates,
  k: inputs,
  feat,
  ff,
});
const LITTLE: Little[] = [
  ...(['1G', '2G'] as const)
    .flatMap((gatesCode) => {
      const gates = gatesCode === '1G' ? 1 : 2;
      return [
        lg(`${gatesCode}00`, 'NAND Gate', gates, 2),
        lg(`${gatesCode}02`, 'NOR Gate', gates, 2),
        lg(`${gatesCode}04`, 'Inverter', gates, 1),
        lg(`${gatesCode}08`, 'AND Gate', gates, 2),
        lg(`${gatesCode}14`, 'Inverter', gates, 1, 'Schmitt Trigger'),
        lg(`${gatesCode}17`, 'Buffer, Non-Inverting', gates, 1, 'Schmitt Trigger'),
        lg(`${gatesCode}32`, 'OR Gate', gates, 2),
        lg(`${gatesCode}34`, 'Buffer, Non-Inverting', gates, 1),
        lg(`${gatesCode}86`, 'XOR (Exclusive OR)', gates, 2),
        lg(`${gatesCode}125`, 'Buffer, Non-Inverting', gates, 1, '3-State'),
        lg(`${gatesCode}126`, 'Buffer, Non-Inverting', gates, 1, '3-State'),
        lg(`${gatesCode}07`, 'Buffer, Non-Inverting', gates, 1, 'Open Drain'),
        lg(`${gatesCode}06`, 'Inverter', gates, 1, 'Open Drain'),
      ] as Little[];
    })
    .map((littleGate) => ({ ...littleGate, gates: littleGate.gates as 1 | 2 })),
  lg('1G97', 'Configurable Multiple Function', 1, 3),
  lg('1G98', 'Configurable Multiple Function', 1, 3),
  lg('1G57', 'Configurable Multiple Function', 1, 3),
  lg('1G58', 'Configurable Multiple Function', 1, 3),
  lg('3G04', 'Inverter', 3, 1),
  lg('3G14', 'Inverter', 3, 1, 'Schmitt Trigger'),
  lg('3G34', 'Buffer, Non-Inverting', 3, 1),
  lg('3G07', 'Buffer, Non-Inverting', 3, 1, 'Open Drain'),
  lg('1G74', 'D-Type', 1, 1, 'Set(Preset) and Reset', true),
  lg('1G79', 'D-Type', 1, 1, 'Standard', true),
  lg('1G80', 'D-Type', 1, 1, 'Standard', true),
  lg('1G175', 'D-Type', 1, 1, 'Reset', true),
  lg('1G373', 'D-Type, Transparent Latch', 1, 1, 'Standard', true),
  lg('2G74', 'D-Type', 1, 1, 'Set(Preset) and Reset', true),
  lg('2G79', 'D-Type', 2, 1, 'Standard', true),
  lg('2G80', 'D-Type', 2, 1, 'Standard', true),
];
/** Pins of a little-logic part: 5 (one simple gate), 6 (configurable, 3-state, one FF) or 8 (dual and triple). */
function littlePins(littleGate: Little): 5 | 6 | 8 {
  if (
    littleGate.fn.startsWith('3G') ||
    littleGate.fn === '1G74' ||
    littleGate.fn.startsWith('2G74') ||
    littleGate.fn === '2G125' ||
    littleGate.fn === '2G126' ||
    (littleGate.fn.startsWith('2G') && littleGate.ff)
  )
    return 8;
  if (littleGate.fn.startsWith('2G') || /^1G(97|98|57|58|175|373|79|80)$/.test(littleGate.fn)) return 6;
  return 5;
}
type LCode = (l: Little, lf: LFam, pkgKey: string, auto: boolean) => [string, Variant[]] | null;
function littleFam(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  fams: string[],
  pkgs: Record<5 | 6 | 8, string[]>,
  autos: readonly boolean[],
  code: LCode,
  temp: (auto: boolean) => string,
  ds: (l: Little, lf: LFam) => string,
): Family {
  const mine = LITTLE.filter((littleGate) => !!littleGate.ff === (leaf === FFS));
  const slots = Math.max(...Object.values(pkgs).map((list) => list.length));
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [mine, fams, Array.from({ length: slots }, (_, index) => index), autos],
    make: ([reelCode, famName, slot, auto]) => {
      const pkgKey = pkgs[littlePins(reelCode)][slot];
      if (!pkgKey) return null;
      const lf = LF[famName] as LFam;
      const ordering = code(reelCode, lf, pkgKey, auto);
      if (!ordering) return null;
      const info = P(pkgKey);
      const fn: Fn = reelCode.ff
        ? {
            fn: reelCode.fn,
            ff: true,
            type: reelCode.type,
            n: reelCode.gates,
            k: 1,
            feat: '-',
            func: reelCode.feat,
            out:
              reelCode.fn.endsWith('74') || reelCode.fn.endsWith('175')
                ? 'Differential'
                : reelCode.fn.endsWith('80')
                  ? 'Inverted'
                  : 'Non-Inverted',
            pins: 14,
            desc: '',
            t: 1.3,
          }
        : {
            fn: reelCode.fn,
            ff: false,
            type: reelCode.type,
            n: reelCode.gates,
            k: reelCode.k,
            feat: reelCode.feat,
            pins: 14,
            desc: '',
            t: 1,
          };
      const what = reelCode.ff
        ? reelCode.type.includes('Latch')
          ? 'LATCH D-TYPE 1BIT'
          : `FF D-TYPE ${reelCode.gates === 2 ? 'DUAL' : 'SNGL'} 1BIT`
        : reelCode.type.startsWith('Inverter')
          ? `INVERTER ${reelCode.feat === 'Schmitt Trigger' ? 'SCHMITT ' : ''}${reelCode.gates}CH ${reelCode.gates}-INP`
          : reelCode.type.startsWith('Buffer')
            ? `BUFFER NON-INVERT ${lf.vcc.split(' ~ ')[1]}`
            : reelCode.type.startsWith('Configurable')
              ? 'CONFIG MULTI-FUNC'
              : `GATE ${reelCode.type.split(' ')[0]} ${reelCode.gates}CH ${reelCode.k}-INP`;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `IC ${what} ${info.short}`,
        parameters: logicParams(fn, lf, pkgKey, temp(auto)),
        price: Math.round(lf.price * 0.55 * (reelCode.gates === 1 ? 1 : 1.25) * (reelCode.ff ? 1.4 : 1) * (auto ? 1.3 : 1) * 1000) / 1000,
        grams: info.g,
        datasheetUrl: ds(reelCode, lf),
      };
    },
  });
}
const TI_LITTLE_PKG: Record<string, [string, number]> = {
  'SOT23-5': ['DBV', 3000],
  'SC70-5': ['DCK', 3000],
  'SOT-553': ['DRL', 4000],
  'X2SON-6': ['DRY', 5000],
  'DSBGA-5': ['YZP', 3000],
  'SOT23-6': ['DBV', 3000],
  'SC70-6': ['DCK', 3000],
  'DSBGA-6': ['YZP', 3000],
  'SSOP-8': ['DCT', 3000],
  'VSSOP-8': ['DCU', 3000],
};
const tiLittle: LCode = (littleGate, lf, pkgKey, auto) => {
  const pkgCode = TI_LITTLE_PKG[pkgKey];
  if (!pkgCode || (auto && /BGA|X2SON/.test(pkgKey))) return null;
  const stem = `SN74${lf.name}${littleGate.fn}${auto ? 'Q' : ''}${pkgCode[0]}`;
  if (auto) return [`${stem}Q1`, [reel(`${stem}RQ1`, pkgCode[1])]];
  return [stem, [reel(`${stem}R`, pkgCode[1]), reelOnly(`${stem}T`, 250)]];
};
const NXP_LITTLE_PKG: Record<string, [string, string, number, string]> = {
  'SC70-5': ['GW', '125', 3000, '165'],
  'SOT23-5': ['GV', '125', 3000, '165'],
  'XSON-6': ['GM', '132', 5000, '115'],
  'SC70-6': ['GW', '125', 3000, '165'],
  'SOT23-6': ['GV', '125', 3000, '165'],
  'TSSOP-8': ['DP', '125', 3000, '135'],
  'VSSOP-8': ['DC', '125', 3000, '135'],
  'XSON-8': ['GT', '115', 5000, '135'],
};
const nxpLittle: LCode = (littleGate, lf, pkgKey, auto) => {
  const pkgCode = NXP_LITTLE_PKG[pkgKey];
  if (!pkgCode) return null;
  const stem = `74${lf.name}${littleGate.fn}${pkgCode[0]}`;
  if (auto) return pkgCode[0] === 'GM' || pkgCode[0] === 'GT' ? null : [`${stem}-Q100`, [reel(`${stem}-Q100H`, pkgCode[2])]];
  return [stem, [reel(`${stem},${pkgCode[1]}`, pkgCode[2]), reelOnly(`${stem},${pkgCode[3]}`, 10000)]];
};
const diodesLittle: LCode = (littleGate, lf, pkgKey, auto) => {
  const code = (
    { 'SOT23-5': 'W5', 'SC70-5': 'SE', 'SOT23-6': 'W6', 'SC70-6': 'DW', 'XSON-6': 'FW4', 'VSSOP-8': 'DC', 'TSSOP-8': 'DP' } as Record<
      string,
      string
    >
  )[pkgKey];
  if (!code) return null;
  const stem = `74${lf.name}${littleGate.fn}${code}${auto ? 'Q' : ''}`;
  return [stem, [reel(`${stem}-7`, 3000)]];
};
const onLittle: LCode = (littleGate, lf, pkgKey) => {
  const dual = littleGate.fn.startsWith('2G');
  if (littleGate.fn.startsWith('3G') || !/^[12]G(00|02|04|08|14|17|32|34|86|125|126|07|06|74|79|80)$/.test(littleGate.fn)) return null;
  const code = ({ 'SOT23-5': 'M5X', 'SC70-5': 'P5X', 'SC70-6': 'P6X', 'XSON-6': 'L6X', 'VSSOP-8': 'K8X' } as Record<string, string>)[
    pkgKey
  ];
  if (!code || (dual && code === 'M5X')) return null;
  const stem = `NC7${dual ? 'W' : 'S'}${lf.name === 'LVC' ? 'Z' : 'V'}${littleGate.fn.slice(2)}${code.slice(0, -1)}`;
  return [stem, [reel(`${stem}X`, code === 'L6X' ? 5000 : 3000)]];
};

// ---------------------------------------------------------------------------------------------
// CD4000-series CMOS (3 V to 18 V): TI CD40xxB (E = DIP, M = SOIC tube, M96 = SOIC reel, PWR, NSR) and ST HCF40xx.

interface Cd {
  n: string;
  ff: boolean;
  type: string;
  a: number;
  b: number;
  feat: string;
  pins: 14 | 16;
  desc: string;
}
const cd = (name: string, ff: boolean, type: string, a: number, b: number, feat: string, pins: 14 | 16, desc: string): Cd => ({
  n: name,
  ff,
  type,
  a,
  b,
  feat,
  pins,
  desc,
});
const CD4000: Cd[] = [
  cd('4001B', false, 'NOR Gate', 4, 2, '-', 14, 'GATE NOR 4CH 2-INP'),
  cd('4002B', false, 'NOR Gate', 2, 4, '-', 14, 'GATE NOR 2CH 4-INP'),
  cd('4011B', false, 'NAND Gate', 4, 2, '-', 14, 'GATE NAND 4CH 2-INP'),
  cd('4012B', false, 'NAND Gate', 2, 4, '-', 14, 'GATE NAND 2CH 4-INP'),
  cd('4023B', false, 'NAND Gate', 3, 3, '-', 14, 'GATE NAND 3CH 3-INP'),
  cd('4025B', false, 'NOR Gate', 3, 3, '-', 14, 'GATE NOR 3CH 3-INP'),
  cd('4049UB', false, 'Inverter', 6, 1, '-', 16, 'INVERTER 6CH 6-INP'),
  cd('4050B', false, 'Buffer, Non-Inverting', 6, 1, '-', 16, 'BUFFER NON-INVERT 18V'),
  cd('4069UB', false, 'Inverter', 6, 1, '-', 14, 'INVERTER 6CH 6-INP'),
  cd('4070B', false, 'XOR (Exclusive OR)', 4, 2, '-', 14, 'GATE XOR 4CH 2-INP'),
  cd('4071B', false, 'OR Gate', 4, 2, '-', 14, 'GATE OR 4CH 2-INP'),
  cd('4073B', false, 'AND Gate', 3, 3, '-', 14, 'GATE AND 3CH 3-INP'),
  cd('4077B', false, 'XNOR (Exclusive NOR)', 4, 2, '-', 14, 'GATE XNOR 4CH 2-INP'),
  cd('4081B', false, 'AND Gate', 4, 2, '-', 14, 'GATE AND 4CH 2-INP'),
  cd('4093B', false, 'NAND Gate', 4, 2, 'Schmitt Trigger', 14, 'GATE NAND SCHMITT 4CH 2-INP'),
  cd('40106B', false, 'Inverter', 6, 1, 'Schmitt Trigger', 14, 'INVERTER SCHMITT 6CH 6-INP'),
  cd('4066B', false, 'Switch, Analog', 4, 1, 'SPST - NO', 14, 'SWITCH SPST-NOX4'),
  cd('4051B', false, 'Multiplexer, Analog', 1, 8, '8:1', 16, 'MUX/DEMUX 8X1'),
  cd('4013B', true, 'D-Type', 2, 1, 'Set(Preset) and Reset', 14, 'FF D-TYPE DUAL 1BIT'),
  cd('4027B', true, 'JK Type', 2, 1, 'Set(Preset) and Reset', 16, 'FF JK TYPE DUAL 1BIT'),
  cd('4015B', true, 'Shift Register', 2, 4, 'Serial to Parallel', 16, 'SHIFT REG DUAL 4BIT'),
  cd('4021B', true, 'Shift Register', 1, 8, 'Parallel or Serial to Serial', 16, 'SHIFT REG 8BIT'),
  cd('4035B', true, 'Shift Register', 1, 4, 'Parallel or Serial to Parallel', 16, 'SHIFT REG 4BIT'),
  cd('4042B', true, 'D-Type, Transparent Latch', 1, 4, 'Standard', 16, 'LATCH QUAD CLOCKED D'),
  cd('4043B', true, 'S-R Latch', 1, 4, 'Standard', 16, 'LATCH QUAD NOR R/S 3ST'),
  cd('4094B', true, 'Shift Register', 1, 8, 'Serial to Parallel, Serial', 16, 'SHIFT REG 8BIT 3ST'),
  cd('40174B', true, 'D-Type', 1, 6, 'Master Reset', 16, 'FF D-TYPE SNGL 6BIT'),
  cd('40175B', true, 'D-Type', 1, 4, 'Master Reset', 16, 'FF D-TYPE SNGL 4BIT'),
  cd('4076B', true, 'D-Type', 1, 4, 'Reset', 16, 'FF D-TYPE SNGL 4BIT 3ST'),
];
const CMOS: LFam = { name: 'CD', vcc: '3V ~ 18V', iout: '6.8mA, 6.8mA', tpd: 250, at: '5V', price: 0.32 };
function cd4000Fam(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  pkgs: string[],
  code: (c: Cd, k: string) => [string, Variant[]] | null,
  ds: (c: Cd) => string,
): Family {
  const mine = CD4000.filter((part) => part.ff === (leaf === FFS));
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [mine, pkgs],
    make: ([reelCode, slot]) => {
      const pkgKey = `${slot}-${reelCode.pins}`;
      const ordering = code(reelCode, pkgKey);
      if (!ordering) return null;
      const info = P(pkgKey);
      const fn: Fn = reelCode.ff
        ? {
            fn: reelCode.n,
            ff: true,
            type: reelCode.type,
            n: reelCode.a,
            k: reelCode.b,
            feat: '-',
            func: reelCode.feat,
            out: reelCode.desc.includes('3ST') ? 'Tri-State' : 'Push-Pull',
            pins: reelCode.pins,
            desc: '',
            t: 1.3,
          }
        : {
            fn: reelCode.n,
            ff: false,
            type: reelCode.type,
            n: reelCode.a,
            k: reelCode.b,
            feat: reelCode.feat,
            pins: reelCode.pins,
            desc: '',
            t: 1,
          };
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `IC ${reelCode.desc} ${info.short}`,
        parameters: logicParams(fn, CMOS, pkgKey, '-55°C ~ 125°C (TA)'),
        price: CMOS.price * (reelCode.ff ? 1.3 : 1) * (slot === 'DIP' ? 1.2 : 1),
        grams: info.g,
        datasheetUrl: ds(reelCode),
      };
    },
  });
}
const tiCd = (part: Cd, pkgKey: string): [string, Variant[]] | null => {
  const stem = `CD${part.n}`;
  if (pkgKey.startsWith('DIP')) return [stem, [tube(`${stem}E`, 25)]];
  if (pkgKey.startsWith('SOIC'))
    return [`${stem}M`, [reel(`${stem}M96`, 2500), tube(`${stem}M`, part.pins === 14 ? 50 : 40), reelOnly(`${stem}MT`, 250)]];
  if (pkgKey.startsWith('TSSOP')) return [`${stem}PW`, [reel(`${stem}PWR`, 2000), tube(`${stem}PW`, 90)]];
  if (pkgKey.startsWith('SOP')) return [`${stem}NS`, [reel(`${stem}NSR`, 2000)]];
  return null;
};
const stCd = (part: Cd, pkgKey: string): [string, Variant[]] | null => {
  const stem = `HCF${part.n.replace(/U?B$/, '')}`;
  if (pkgKey.startsWith('DIP')) return [stem, [tube(`${stem}${part.n.endsWith('UB') ? 'U' : ''}BEY`, 25)]];
  if (pkgKey.startsWith('SOIC')) return [stem, [reel(`${stem}${part.n.endsWith('UB') ? 'U' : ''}M013TR`, 2500)]];
  return null;
};

const byPins = (lists: Record<number, string[]>) => lists;
const little = (pins5: string[], pins6: string[], pins8: string[]): Record<5 | 6 | 8, string[]> => ({ 5: pins5, 6: pins6, 8: pins8 });
const TI_L = little(
  ['SOT23-5', 'SC70-5', 'SOT-553', 'X2SON-6', 'DSBGA-5'],
  ['SOT23-6', 'SC70-6', 'X2SON-6', 'DSBGA-6'],
  ['SSOP-8', 'VSSOP-8'],
);
const NXP_L = little(['SC70-5', 'SOT23-5', 'XSON-6'], ['SC70-6', 'SOT23-6', 'XSON-6'], ['TSSOP-8', 'VSSOP-8', 'XSON-8']);
const DIO_L = little(['SOT23-5', 'SC70-5', 'XSON-6'], ['SOT23-6', 'SC70-6'], ['VSSOP-8', 'TSSOP-8']);
const ON_L = little(['SOT23-5', 'SC70-5', 'XSON-6'], ['SC70-6', 'XSON-6'], ['VSSOP-8']);
const tiLittleDs = (littleGate: Little, lf: LFam) =>
  `https://www.ti.com/lit/ds/symlink/sn74${lf.name.toLowerCase()}${littleGate.fn.toLowerCase()}.pdf`;
const nxpLittleDs = (littleGate: Little, lf: LFam) => `https://assets.nexperia.com/documents/data-sheet/74${lf.name}${littleGate.fn}.pdf`;
const diodesDs = (fn: { fn: string }, lf: LFam) => `https://www.diodes.com/assets/Datasheets/74${lf.name}${fn.fn}.pdf`;
const n125 = () => T_A125;
const AUTO = [false, true] as const;

function bothLeaves(make: (leaf: string, share: number) => Family, key: string): Family[] {
  const family = make(GATES, 0.58);
  const b = make(FFS, 0.42);
  return [
    { ...family, key: `${key}-gates` },
    { ...b, key: `${key}-ff` },
  ];
}

export const LOGIC_FAMILIES: Family[] = [
  ...bothLeaves(
    (leaf, scale) => logicFam('', leaf, 'texas-instruments', 3.2 * scale, TI_FAMS, byPins(TI_PKGS), AUTO, tiLogic, tiTemp, tiDs),
    'ti-sn74',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      littleFam('', leaf, 'texas-instruments', 1.6 * scale, ['LVC', 'AHC', 'AHCT', 'AUP', 'AUC'], TI_L, AUTO, tiLittle, tiTemp, tiLittleDs),
    'ti-little-logic',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      cd4000Fam(
        '',
        leaf,
        'texas-instruments',
        0.8 * scale,
        ['DIP', 'SOIC', 'TSSOP', 'SOP'],
        tiCd,
        (part) => `https://www.ti.com/lit/ds/symlink/cd${part.n.toLowerCase()}.pdf`,
      ),
    'ti-cd4000',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      logicFam(
        '',
        leaf,
        'nexperia',
        2.2 * scale,
        ['HC', 'HCT', 'AHC', 'AHCT', 'LV', 'LVC'],
        byPins(NXP_PKGS),
        AUTO,
        nxpLogicCode,
        n125,
        nxpDs,
      ),
    'nexperia-74',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      littleFam('', leaf, 'nexperia', 1.0 * scale, ['LVC', 'AHC', 'AHCT', 'AUP', 'HC', 'HCT'], NXP_L, AUTO, nxpLittle, n125, nxpLittleDs),
    'nexperia-little-logic',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      logicFam(
        '',
        leaf,
        'onsemi',
        0.9 * scale,
        ['HC', 'HCT', 'VHC', 'AC', 'ACT', 'LCX'],
        byPins(ON_PKGS),
        [false],
        onLogicCode,
        () => '-55°C ~ 125°C (TA)',
        onDs,
      ),
    'onsemi-74',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      littleFam(
        '',
        leaf,
        'onsemi',
        0.4 * scale,
        ['LVC', 'AHC'],
        ON_L,
        [false],
        onLittle,
        () => '-40°C ~ 85°C (TA)',
        (littleGate) => `https://www.onsemi.com/pdf/datasheet/nc7s${littleGate.fn.slice(2).toLowerCase()}-d.pdf`,
      ),
    'onsemi-little-logic',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      logicFam(
        '',
        leaf,
        'diodes-incorporated',
        0.7 * scale,
        ['HC', 'HCT', 'AHC', 'AHCT', 'LVC'],
        byPins(DIODES_PKGS),
        AUTO,
        diodesLogicCode,
        n125,
        diodesDs,
      ),
    'diodes-74',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      littleFam('', leaf, 'diodes-incorporated', 0.5 * scale, ['LVC', 'AHC', 'AHCT', 'AUP'], DIO_L, AUTO, diodesLittle, n125, diodesDs),
    'diodes-little-logic',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      logicFam(
        '',
        leaf,
        'stmicroelectronics',
        0.3 * scale,
        ['HC'],
        byPins(ST_PKGS),
        [false],
        stLogicCode,
        () => '-55°C ~ 125°C (TA)',
        (fn) => `https://www.st.com/resource/en/datasheet/m74hc${fn.fn}.pdf`,
      ),
    'st-74hc',
  ),
  ...bothLeaves(
    (leaf, scale) =>
      cd4000Fam(
        '',
        leaf,
        'stmicroelectronics',
        0.2 * scale,
        ['DIP', 'SOIC'],
        stCd,
        (part) => `https://www.st.com/resource/en/datasheet/hcf${part.n.replace(/U?B$/, '').toLowerCase()}.pdf`,
      ),
    'st-hcf4000',
  ),
];

// ---------------------------------------------------------------------------------------------
// More 74-series functions (encoders, comparators, transceivers, wider muxes, JK and inverting
// registers), mostly made in HC/HCT and LS only. Each maker's list continues its family above
// (Family.after), so the parts made before that family runs out keep their places.

const HC_LS = ['HC', 'LS'];
const MORE_FNS: Fn[] = [
  g('241', 'Buffer, Non-Inverting', 2, 4, '3-State', 20, 'BUFFER NON-INVERT 3ST 20'),
  g('257', 'Multiplexer', 4, 2, '2:1', 16, 'MULTIPLEXER 4X2:1 3ST'),
  g('238', 'Decoder/Demultiplexer', 1, 3, '3:8', 16, 'DECODER/DEMUX 1X3:8', ['HC', 'HCT', 'AHC', 'AHCT', 'LVC']),
  g('243', 'Transceiver, Non-Inverting', 1, 4, '3-State', 14, 'TXRX NON-INVERT 4BIT 3ST', HC_LS),
  g('640', 'Transceiver, Inverting', 1, 8, '3-State', 20, 'TXRX INVERT 3ST 20', ['HC', 'LS', 'AC']),
  g('623', 'Transceiver, Non-Inverting', 1, 8, '3-State', 20, 'TXRX NON-INVERT 3ST 20', HC_LS),
  g('365', 'Buffer, Non-Inverting', 1, 6, '3-State', 16, 'BUFFER NON-INVERT 3ST 16', ['HC', 'HCT', 'LS']),
  g('366', 'Buffer, Inverting', 1, 6, '3-State', 16, 'BUFFER INVERT 3ST 16', HC_LS),
  g('368', 'Buffer, Inverting', 2, 3, '3-State', 16, 'BUFFER INVERT 3ST 16', HC_LS),
  g('158', 'Multiplexer', 4, 2, '2:1', 16, 'MULTIPLEXER 4X2:1 INV', ['HC', 'LS', 'AC']),
  g('251', 'Multiplexer', 1, 8, '8:1', 16, 'MULTIPLEXER 1X8:1 3ST', ['HC', 'HCT', 'LS']),
  g('253', 'Multiplexer', 2, 4, '4:1', 16, 'MULTIPLEXER 2X4:1 3ST', ['HC', 'HCT', 'LS']),
  g('258', 'Multiplexer', 4, 2, '2:1', 16, 'MULTIPLEXER 4X2:1 INV 3ST', HC_LS),
  g('85', 'Magnitude Comparator', 1, 4, '-', 16, 'MAGNITUDE COMP 4BIT', ['HC', 'HCT', 'LS']),
  g('688', 'Magnitude Comparator', 1, 8, '-', 20, 'MAGNITUDE COMP 8BIT', ['HC', 'HCT', 'LS']),
  g('147', 'Encoder', 1, 10, '10:4', 16, 'ENCODER PRIORITY 10:4', HC_LS),
  g('148', 'Encoder', 1, 8, '8:3', 16, 'ENCODER PRIORITY 8:3', ['HC', 'HCT', 'LS']),
  g('42', 'Decoder', 1, 4, '4:10', 16, 'DECODER BCD 4:10', ['HC', 'HCT', 'LS']),
  g('280', 'Parity Generator/Checker', 1, 9, '-', 14, 'PARITY GEN/CHKR 9BIT', HC_LS),
  g('4316', 'Switch, Analog', 4, 1, 'SPST - NO', 16, 'SWITCH SPST-NOX4 16', ['HC', 'HCT']),
  g('4049', 'Inverter', 6, 1, '-', 16, 'INVERTER 6CH 6-INP 16', ['HC']),
  g('4050', 'Buffer, Non-Inverting', 6, 1, '-', 16, 'BUFFER NON-INVERT 6CH 16', ['HC']),
  g('4002', 'NOR Gate', 2, 4, '-', 14, 'GATE NOR 2CH 4-INP', ['HC']),
  g('4075', 'OR Gate', 3, 3, '-', 14, 'GATE OR 3CH 3-INP', ['HC']),
  g('7266', 'XNOR (Exclusive NOR)', 4, 2, '-', 14, 'GATE XNOR 4CH 2-INP', ['HC']),
  g('7014', 'Buffer, Non-Inverting', 6, 1, 'Schmitt Trigger', 14, 'BUFFER SCHMITT 6CH', ['HC']),
  f('73', 'JK Type', 2, 1, 'Reset', 'Differential', 14, 'FF JK TYPE DUAL 1BIT', 1.4, HC_LS),
  f('76', 'JK Type', 2, 1, 'Set(Preset) and Reset', 'Differential', 16, 'FF JK TYPE DUAL 1BIT', 1.4, HC_LS),
  f('173', 'D-Type', 1, 4, 'Reset', 'Tri-State, Non-Inverted', 16, 'FF D-TYPE SNGL 4BIT 3ST', 1.4, ['HC', 'HCT', 'LS']),
  f('377', 'D-Type', 1, 8, 'Standard', 'Non-Inverted', 20, 'FF D-TYPE SNGL 8BIT', 1.4, ['HC', 'HCT', 'AHC', 'LV', 'LS']),
  f('378', 'D-Type', 1, 6, 'Standard', 'Non-Inverted', 16, 'FF D-TYPE SNGL 6BIT', 1.4, HC_LS),
  f('534', 'D-Type', 1, 8, 'Standard', 'Tri-State, Inverted', 20, 'FF D-TYPE SNGL 8BIT 3ST INV', 1.4, ['HC', 'AC', 'LS']),
  f('564', 'D-Type', 1, 8, 'Standard', 'Tri-State, Inverted', 20, 'FF D-TYPE SNGL 8BIT 3ST INV', 1.4, ['HC', 'HCT']),
  f('563', 'D-Type, Transparent Latch', 1, 8, 'Standard', 'Tri-State, Inverted', 20, 'LATCH OCTAL TRANSP 3ST INV', 1.2, ['HC', 'HCT']),
  f('533', 'D-Type, Transparent Latch', 1, 8, 'Standard', 'Tri-State, Inverted', 20, 'LATCH OCTAL TRANSP 3ST INV', 1.2, HC_LS),
  f('279', 'S-R Latch', 4, 1, 'Standard', 'Push-Pull', 16, 'LATCH QUAD S-R', 1.2, HC_LS),
  f('195', 'Shift Register', 1, 4, 'Parallel or Serial to Parallel', 'Push-Pull', 16, 'SHIFT REG 4BIT', 1.6, HC_LS),
  f(
    '323',
    'Universal Shift Register',
    1,
    8,
    'Parallel or Serial to Parallel or Serial',
    'Tri-State',
    20,
    'SHIFT REG UNIV 8BIT 3ST',
    1.6,
    HC_LS,
  ),
  f('589', 'Shift Register', 1, 8, 'Parallel or Serial to Serial', 'Tri-State', 16, 'SHIFT REG 8BIT 3ST', 1.6, ['HC']),
  f('4094', 'Shift Register', 1, 8, 'Serial to Parallel, Serial', 'Tri-State', 16, 'SHIFT REG 8BIT 3ST', 1.6, ['HC', 'HCT']),
  f('4015', 'Shift Register', 2, 4, 'Serial to Parallel', 'Push-Pull', 16, 'SHIFT REG DUAL 4BIT', 1.6, ['HC', 'HCT']),
  f('4724', 'Addressable Latch', 1, 8, 'Reset', 'Push-Pull', 16, 'LATCH ADDR 8BIT', 1.4, ['HC']),
];
const after = (families: Family[], key: string): Family[] =>
  families.map((family) => ({ ...family, weight: 0, key: family.key.replace(key, `${key}-more`), after: family.key }));

export const LOGIC_MORE_FAMILIES: Family[] = [
  ...after(
    bothLeaves(
      (leaf, scale) =>
        logicFam('', leaf, 'texas-instruments', 3.2 * scale, TI_FAMS, byPins(TI_PKGS), AUTO, tiLogic, tiTemp, tiDs, MORE_FNS),
      'ti-sn74',
    ),
    'ti-sn74',
  ),
  ...after(
    bothLeaves(
      (leaf, scale) =>
        logicFam(
          '',
          leaf,
          'nexperia',
          2.2 * scale,
          ['HC', 'HCT', 'AHC', 'AHCT', 'LV', 'LVC'],
          byPins(NXP_PKGS),
          AUTO,
          nxpLogicCode,
          n125,
          nxpDs,
          MORE_FNS,
        ),
      'nexperia-74',
    ),
    'nexperia-74',
  ),
  ...after(
    bothLeaves(
      (leaf, scale) =>
        logicFam(
          '',
          leaf,
          'onsemi',
          0.9 * scale,
          ['HC', 'HCT', 'VHC', 'AC', 'ACT', 'LCX'],
          byPins(ON_PKGS),
          [false],
          onLogicCode,
          () => '-55°C ~ 125°C (TA)',
          onDs,
          MORE_FNS,
        ),
      'onsemi-74',
    ),
    'onsemi-74',
  ),
  ...after(
    bothLeaves(
      (leaf, scale) =>
        logicFam(
          '',
          leaf,
          'diodes-incorporated',
          0.7 * scale,
          ['HC', 'HCT', 'AHC', 'AHCT', 'LVC'],
          byPins(DIODES_PKGS),
          AUTO,
          diodesLogicCode,
          n125,
          diodesDs,
          MORE_FNS,
        ),
      'diodes-74',
    ),
    'diodes-74',
  ),
  ...after(
    bothLeaves(
      (leaf, scale) =>
        logicFam(
          '',
          leaf,
          'stmicroelectronics',
          0.3 * scale,
          ['HC'],
          byPins(ST_PKGS),
          [false],
          stLogicCode,
          () => '-55°C ~ 125°C (TA)',
          (fn) => `https://www.st.com/resource/en/datasheet/m74hc${fn.fn}.pdf`,
          MORE_FNS,
        ),
      'st-74hc',
    ),
    'st-74hc',
  ),
];

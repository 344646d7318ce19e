// More MOSFETs: each maker's ordering-code scheme over its real grid of packages, voltages and on-resistance
// (or current) steps. Low-voltage trench parts code Rds(on) (Nexperia PSMN1R2-30…, Infineon ISC010N04…,
// Diodes DMN3012…, Vishay SQM120N10-3m8); superjunction parts code Rds(on) (Infineon IPW60R045C7,
// onsemi FCH041N65F) or the drain current (ST STW56N65M2, Toshiba TK20A60W).
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { pad, sig } from '../values';
import { reel, reelOnly, tube } from '../packing-and-text';
import { e24, pkg, rCode } from './packages-and-grids';

const FET = 'mosfets';

interface Fet {
  ch: 'N' | 'P';
  v: number;
  /** Rds(on) in milliohms. */
  rds: number;
  pkg: string;
  logic: boolean;
}

/** Package power rating (W) behind the current rating; the lowest Rds(on) a package can hold, relative to a 5×6 package. */
const PW: Record<string, [watts: number, rdsFactor: number, maxAmps: number]> = {
  TOLL: [375, 0.6, 400],
  'D2PAK-7': [300, 0.7, 300],
  D2PAK: [250, 0.9, 240],
  'TO-220': [200, 1, 200],
  'TO-220FP': [40, 1.2, 90],
  'TO-262': [200, 1, 200],
  'TO-247': [400, 0.8, 300],
  'TO-247-4': [400, 0.8, 300],
  LFPAK88: [300, 0.6, 400],
  DFN5x6: [125, 1, 200],
  LFPAK56: [130, 1, 200],
  'PowerPAK SO-8L': [125, 1, 200],
  'SO-8': [2.5, 3, 20],
  DFN3x3: [50, 2, 80],
  LFPAK33: [60, 2, 80],
  'PowerPAK 1212-8': [50, 2, 80],
  'TSON Advance': [45, 2, 80],
  HSMT8: [25, 2.5, 60],
  HSOP8: [60, 1.2, 100],
  DPAK: [100, 1.8, 120],
  IPAK: [80, 2, 100],
  'SOT-223': [2, 12, 8],
  'SOT-23': [1.3, 12, 7],
  'SOT-323': [0.35, 50, 2],
  'PowerPAK SC-70': [6, 8, 12],
  DFN2x2: [2, 10, 10],
  DFN1006: [0.4, 200, 1],
  'SOT-523': [0.15, 150, 0.8],
  ThinPAK: [150, 1.5, 60],
  'TO-220SIS': [45, 1.2, 90],
  'TO-3P': [300, 0.8, 250],
};
/** The lowest Rds(on) (mΩ) of an N-channel trench MOSFET of this voltage in a 5×6 package. */
const MIN_LV: Record<number, number> = {
  12: 0.6,
  20: 0.6,
  25: 0.6,
  30: 0.7,
  40: 0.8,
  60: 1.2,
  80: 2,
  100: 2.6,
  120: 4,
  150: 6,
  200: 10,
  250: 18,
};
/** Rds(on) steps in milliohms: tenths below 1 mΩ, then E24 up to 9.1 Ω. */
const RDS = [0.5, 0.6, 0.7, 0.8, 0.9, ...e24(0, 4)];

function fetAmps(fet: Fet): number {
  const [watts, , max] = PW[fet.pkg] as [number, number, number];
  return Math.min(max, Math.sqrt((watts * 1000) / fet.rds) * (fet.v >= 400 ? 0.35 : 0.7));
}

function fetSpec(fet: Fet, base: string, variants: Variant[], ds: string, tech = 'MOSFET (Metal Oxide)'): BaseSpec {
  const pkgInfo = pkg(fet.pkg);
  const id = fetAmps(fet);
  const vgs = fet.logic ? '4.5' : '10';
  const qg = Math.max(
    1,
    Math.round(((fet.v >= 400 ? 12 : 60) * Math.min(fet.v, 200)) / 40 / Math.sqrt(fet.rds / (fet.v >= 400 ? 100 : 1))),
  );
  const rdsText = fet.rds >= 1000 ? `${sig(fet.rds / 1000, 3)} Ohm` : `${sig(fet.rds, 3)} mOhm`;
  return {
    base,
    variants,
    description: `MOSFET ${fet.ch}-CH ${fet.v}V ${sig(id)}A ${pkgInfo.short}`,
    parameters: {
      'FET Type': `${fet.ch}-Channel`,
      Technology: tech,
      'Drain to Source Voltage (Vdss)': `${fet.v} V`,
      'Current - Continuous Drain (Id) @ 25°C': `${sig(id)}A (Tc)`,
      'Rds On (Max) @ Id, Vgs': `${rdsText} @ ${sig(id / 2)}A, ${vgs}V`,
      'Vgs(th) (Max) @ Id': `${fet.logic ? '2.2' : fet.v >= 400 ? '4.5' : '3.8'}V @ 250µA`,
      'Gate Charge (Qg) (Max) @ Vgs': `${qg} nC @ ${vgs} V`,
      'Power Dissipation (Max)': `${(PW[fet.pkg] as number[])[0]} W (Tc)`,
      'Package / Case': pkgInfo.disp,
      'Mounting Type': pkgInfo.mount,
      'Operating Temperature': '-55°C ~ 150°C (TJ)',
    },
    price: Math.min(
      14,
      (fet.pkg === 'SOT-23' || fet.pkg === 'SOT-323' || fet.pkg === 'SOT-523' || fet.pkg === 'DFN1006' ? 0.3 : 0.5) +
        ((fet.v >= 400 ? 2 : 0.6) * Math.sqrt(Math.min(fet.v, 900) / 30)) / Math.sqrt(Math.max(0.5, fet.rds / (fet.v >= 400 ? 100 : 4))),
    ),
    grams: pkgInfo.g,
    datasheetUrl: ds,
  };
}

type Code = (f: Fet) => [string, Variant[]] | null;

/** A low-voltage trench family: packages × voltages × Rds(on) steps × gate drive × channel. */
function lvFam(
  key: string,
  mfr: string,
  pkgs: readonly string[],
  volts: readonly number[],
  code: Code,
  ds: (base: string) => string,
  opts: { chans?: readonly ('N' | 'P')[]; logic?: readonly boolean[]; span?: number; sib?: number } = {},
): Family {
  return fam({
    key,
    leaf: FET,
    mfr,
    weight: 0,
    kind: 'discrete',
    siblingShare: opts.sib,
    dimensions: [pkgs, volts, RDS, opts.chans ?? (['N'] as const), opts.logic ?? [true, false]],
    make: ([pk, vds, rds, ch, logic]) => {
      const min = (MIN_LV[vds] as number) * (PW[pk] as number[])[1]! * (ch === 'P' ? 2.5 : 1);
      if (rds < min || rds > min * (opts.span ?? 50)) return null;
      if (logic && vds > 150) return null;
      const fet: Fet = { ch, v: vds, rds, pkg: pk, logic };
      const ordering = code(fet);
      return ordering ? fetSpec(fet, ordering[0], ordering[1], ds(ordering[0])) : null;
    },
  });
}

/** The lowest Rds(on) (mΩ) of a 600 V superjunction MOSFET per package. */
const MIN_HV: Record<string, number> = {
  'TO-247': 17,
  'TO-247-4': 17,
  'TO-220': 37,
  'TO-220FP': 60,
  D2PAK: 40,
  'TO-262': 40,
  TOLL: 28,
  ThinPAK: 50,
  DPAK: 180,
  IPAK: 280,
  'SOT-223': 600,
  'TO-220SIS': 60,
  'TO-3P': 25,
  DFN5x6: 150,
};
const HV_RDS = e24(1, 4);
/** A superjunction family coding Rds(on): packages × voltages × Rds(on) steps × series. */
function hvFam(
  key: string,
  mfr: string,
  pkgs: readonly string[],
  volts: readonly number[],
  series: readonly string[],
  code: (f: Fet, s: string) => [string, Variant[]] | null,
  ds: (base: string) => string,
): Family {
  return fam({
    key,
    leaf: FET,
    mfr,
    weight: 0,
    kind: 'discrete',
    dimensions: [pkgs, volts, HV_RDS, series],
    make: ([pk, vds, rds, seriesCode]) => {
      const min = (MIN_HV[pk] as number) * (vds / 600) ** 2;
      if (rds < min || rds > Math.min(min * 60, 9100)) return null;
      const fet: Fet = { ch: 'N', v: vds, rds, pkg: pk, logic: false };
      const ordering = code(fet, seriesCode);
      return ordering ? fetSpec(fet, ordering[0], ordering[1], ds(ordering[0]), 'MOSFET (Metal Oxide), Superjunction') : null;
    },
  });
}

/** Current steps (A) of current-coded series. */
const AMPS = [
  2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 18, 20, 21, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40, 42, 45, 48, 50, 52, 55, 58, 60,
  62, 65, 68, 70,
];
const MAX_HV_AMPS: Record<string, [number, number]> = {
  'TO-247': [12, 100],
  'TO-247-4': [20, 100],
  'TO-220': [3, 40],
  'TO-220FP': [2, 30],
  D2PAK: [3, 40],
  DPAK: [2, 14],
  IPAK: [2, 8],
  'TO-220SIS': [2, 30],
  'TO-3P': [10, 70],
  TOLL: [10, 60],
  DFN5x6: [2, 12],
  ThinPAK: [4, 30],
};
/** A superjunction family coding the drain current: packages × voltages × current steps × series. */
function hvAmpsFam(
  key: string,
  mfr: string,
  pkgs: readonly string[],
  volts: readonly number[],
  series: readonly string[],
  code: (id: number, v: number, pk: string, s: string) => [string, Variant[]] | null,
  ds: (base: string) => string,
): Family {
  return fam({
    key,
    leaf: FET,
    mfr,
    weight: 0,
    kind: 'discrete',
    dimensions: [pkgs, volts, AMPS, series],
    make: ([pk, vds, id, seriesCode]) => {
      const [lo, hi] = MAX_HV_AMPS[pk] as [number, number];
      const scale = (600 / vds) ** 1.5;
      if (id < lo * scale * 0.5 || id > hi * scale) return null;
      const ordering = code(id, vds, pk, seriesCode);
      if (!ordering) return null;
      const rds = Number(sig((3000 * (vds / 600) ** 2.2) / id, 2));
      const fet: Fet = { ch: 'N', v: vds, rds, pkg: pk, logic: false };
      return fetSpec(fet, ordering[0], ordering[1], ds(ordering[0]), 'MOSFET (Metal Oxide), Superjunction');
    },
  });
}

const THT = new Set(['TO-247', 'TO-247-4', 'TO-220', 'TO-220FP', 'TO-262', 'TO-3P', 'TO-220SIS', 'IPAK']);
const tht = (pkgKey: string) => THT.has(pkgKey);
const v2 = (volts: number) => pad(volts / 10, 2);
const idx = (rds: number) => pad(RDS.indexOf(rds), 2);
/** Rds(on) with 'm' as the decimal point below 10 mΩ, as Vishay writes it: 3.8 → '3m8', 13 → '13'. */
const vishayR = (rds: number) => (rds < 10 ? `${Math.floor(rds)}m${Math.round((rds * 10) % 10)}` : String(Math.round(rds)));
const amps = (fet: Fet) => Math.max(1, Math.round(fetAmps(fet)));

const INF_PRE: Record<string, string> = {
  'TO-247': 'IPW',
  'TO-247-4': 'IPZ',
  'TO-220': 'IPP',
  'TO-220FP': 'IPA',
  D2PAK: 'IPB',
  DPAK: 'IPD',
  ThinPAK: 'IPL',
  TOLL: 'IPT',
  'SOT-223': 'IPN',
  IPAK: 'IPU',
  'TO-262': 'IPI',
};
const INF_DS = (base: string) => `https://www.infineon.com/dgdl/Infineon-${base}-DataSheet-v02_00-EN.pdf`;
const ST_PRE: Record<string, string> = {
  'TO-247': 'STW',
  'TO-247-4': 'STW',
  'TO-220': 'STP',
  'TO-220FP': 'STF',
  D2PAK: 'STB',
  DPAK: 'STD',
  IPAK: 'STU',
  TOLL: 'STO',
  DFN5x6: 'STL',
  ThinPAK: 'STL',
};
const ST_DS = (base: string) => `https://www.st.com/resource/en/datasheet/${base.toLowerCase()}.pdf`;
const ON_DS = (base: string) => `https://www.onsemi.com/download/data-sheet/pdf/${base.toLowerCase()}-d.pdf`;
const VISHAY_DS = (base: string) =>
  `https://www.vishay.com/docs/6${pad((base.length * 397) % 9000, 4)}/${base.toLowerCase().replace(/[-_].*$/, '')}.pdf`;
const NXP_DS = (base: string) => `https://assets.nexperia.com/documents/data-sheet/${base}.pdf`;
const DIODES_DS = (base: string) => `https://www.diodes.com/assets/Datasheets/${base}.pdf`;
const TOSHIBA_DS = (base: string) => `https://toshiba.semicon-storage.com/info/${base}_datasheet_en.pdf`;

/** Tube for through-hole packages, the maker's reel otherwise. */
const thtOrReel = (pkgKey: string, tubeMpn: string, reelMpn: string, reelQty: number, tubeQty = 50): Variant[] =>
  tht(pkgKey) ? [tube(tubeMpn, pkgKey.startsWith('TO-247') || pkgKey === 'TO-3P' ? 30 : tubeQty)] : [reel(reelMpn, reelQty)];
const REEL_QTY: Record<string, number> = {
  DPAK: 2500,
  D2PAK: 800,
  'D2PAK-7': 800,
  TOLL: 2000,
  ThinPAK: 2500,
  'SOT-223': 4000,
  DFN5x6: 3000,
  DFN3x3: 5000,
  LFPAK33: 6000,
  LFPAK56: 1500,
  LFPAK88: 2000,
};
const rq = (pkgKey: string) => REEL_QTY[pkgKey] ?? 3000;

// ---------------------------------------------------------------------------------------------
// Superjunction (500–950 V)

const COOLMOS_SERIES: Record<number, string[]> = {
  600: ['C7', 'P7', 'CFD7', 'CM8'],
  650: ['C7', 'CFD7A'],
  700: ['P7'],
  800: ['P7'],
  950: ['P7'],
};
const coolmos = hvFam(
  'd2-infineon-coolmos',
  'infineon',
  ['TO-247', 'TO-247-4', 'TO-220', 'TO-220FP', 'D2PAK', 'DPAK', 'ThinPAK', 'TOLL', 'SOT-223', 'IPAK'],
  [600, 650, 700, 800, 950],
  ['C7', 'P7', 'CFD7', 'CM8', 'CFD7A'],
  (fet, seriesCode) => {
    if (!(COOLMOS_SERIES[fet.v] as string[]).includes(seriesCode)) return null;
    if ((fet.pkg === 'SOT-223' || fet.pkg === 'IPAK') && seriesCode !== 'P7') return null;
    if (fet.pkg === 'TO-247-4' && seriesCode === 'P7') return null;
    const rdsCode = fet.rds >= 1000 ? rCode(fet.rds) : pad(Math.round(fet.rds), 3);
    const dev = `${INF_PRE[fet.pkg]}${fet.v / 10}R${rdsCode}${seriesCode}`;
    return [
      dev,
      tht(fet.pkg)
        ? [tube(`${dev}XKSA1`, fet.pkg.startsWith('TO-247') ? 30 : 50)]
        : [reel(`${dev}${fet.pkg === 'ThinPAK' ? 'AUMA1' : 'ATMA1'}`, rq(fet.pkg))],
    ];
  },
  INF_DS,
);

const SUPERFET_SERIES: Record<number, string[]> = { 600: ['S3', 'F'], 650: ['S3', 'F'], 700: ['S3'], 800: ['Z'] };
const superfet = hvFam(
  'd2-onsemi-superfet3',
  'onsemi',
  ['TO-247', 'TO-220', 'TO-220FP', 'D2PAK', 'DPAK', 'ThinPAK'],
  [600, 650, 700, 800],
  ['S3', 'F', 'Z'],
  (fet, seriesCode) => {
    if (!(SUPERFET_SERIES[fet.v] as string[]).includes(seriesCode)) return null;
    const pre = { 'TO-247': 'FCH', 'TO-220': 'FCP', 'TO-220FP': 'FCPF', D2PAK: 'FCB', DPAK: 'FCD', ThinPAK: 'FCMT' }[fet.pkg] as string;
    const dev = `${pre}${pad(Math.round(fet.rds), 3)}N${fet.v / 10}${seriesCode}${fet.pkg === 'DPAK' && seriesCode === 'S3' ? 'R0' : ''}`;
    return [dev, thtOrReel(fet.pkg, dev, dev, rq(fet.pkg))];
  },
  ON_DS,
);

const MDMESH: Record<string, number[]> = {
  M2: [600, 650],
  M5: [550, 650],
  M6: [600, 650],
  DM2: [600, 650],
  DM6: [600, 650],
  K5: [800, 950, 1050, 1200],
};
const mdmesh = hvAmpsFam(
  'd2-st-mdmesh',
  'stmicroelectronics',
  ['TO-247', 'TO-220', 'TO-220FP', 'D2PAK', 'DPAK', 'IPAK', 'TOLL', 'ThinPAK'],
  [550, 600, 650, 800, 950, 1050, 1200],
  ['M2', 'M5', 'M6', 'DM2', 'DM6', 'K5'],
  (id, volts, pk, seriesCode) => {
    if (!(MDMESH[seriesCode] as number[]).includes(volts)) return null;
    if ((pk === 'TOLL' || pk === 'ThinPAK') && seriesCode !== 'M6' && seriesCode !== 'M5') return null;
    const dev = `${ST_PRE[pk]}${id}N${volts / 10}${seriesCode}`;
    return [dev, thtOrReel(pk, dev, dev, rq(pk))];
  },
  ST_DS,
);

const TOSHIBA_HV_PKG: Record<string, string> = {
  'TO-220SIS': 'A',
  'TO-220': 'E',
  'TO-3P': 'J',
  'TO-247': 'N',
  DPAK: 'P',
  DFN5x6: 'V',
  D2PAK: 'G',
};
const dtmos = hvAmpsFam(
  'd2-toshiba-dtmos',
  'toshiba',
  ['TO-220SIS', 'TO-220', 'TO-3P', 'TO-247', 'DPAK', 'DFN5x6', 'D2PAK'],
  [600, 650, 800],
  ['W', 'W5', 'X5', 'Z'],
  (id, volts, pk, seriesCode) => {
    if (volts === 800 && seriesCode !== 'Z') return null;
    if (volts !== 800 && seriesCode === 'Z') return null;
    const dev = `TK${id}${TOSHIBA_HV_PKG[pk]}${volts / 10}${seriesCode}`;
    const opt = pk === 'DPAK' || pk === 'DFN5x6' || pk === 'D2PAK' ? 'RQ' : 'S5X';
    return [
      dev,
      pk === 'DPAK' || pk === 'DFN5x6' || pk === 'D2PAK'
        ? [reel(`${dev},${opt}`, rq(pk))]
        : [tube(`${dev},${opt}`, pk === 'TO-220SIS' || pk === 'TO-220' ? 50 : 30)],
    ];
  },
  TOSHIBA_DS,
);

// ---------------------------------------------------------------------------------------------
// Low voltage (12–250 V)

const optimosMore = lvFam(
  'd2-infineon-optimos-pqfn',
  'infineon',
  ['DFN5x6', 'DFN3x3', 'TO-247', 'TO-220FP', 'TO-262', 'TOLL'],
  [25, 30, 40, 60, 80, 100, 120, 150, 200, 250],
  (fet) => {
    const pre = { DFN5x6: 'ISC', DFN3x3: 'ISZ', 'TO-247': 'IPW', 'TO-220FP': 'IPA', 'TO-262': 'IPI', TOLL: 'IPT' }[fet.pkg] as string;
    if (fet.rds >= 100) return null;
    const dev =
      `${pre}${pad(Math.round(fet.rds * 10), 3)}N${fet.v === 25 ? 'E2' : pad(fet.v / 10, 2)}` +
      `${fet.logic ? 'L' : 'N'}M${fet.v <= 60 ? 6 : 5}`;
    return [
      dev,
      tht(fet.pkg) ? [tube(`${dev}XKSA1`, fet.pkg === 'TO-247' ? 30 : 50)] : [reel(`${dev}ATMA1`, fet.pkg === 'TOLL' ? 2000 : 5000)],
    ];
  },
  INF_DS,
);

const buk = lvFam(
  'd2-nexperia-buk',
  'nexperia',
  ['LFPAK56', 'LFPAK33', 'LFPAK88', 'D2PAK'],
  [30, 40, 55, 60, 75, 80, 100],
  (fet) => {
    if (fet.rds >= 1000 || fet.v === 55 || fet.v === 75) return null;
    const pkgLetter = { LFPAK56: 'Y', LFPAK33: 'M', LFPAK88: 'S', D2PAK: 'E' }[fet.pkg] as string;
    const dev = `BUK${fet.logic ? 9 : 7}${pkgLetter}${rCode(fet.rds)}-${fet.v}${fet.v <= 40 ? 'E' : 'B'}`;
    return [dev, [reel(`${dev},115`, rq(fet.pkg)), ...(fet.pkg === 'LFPAK56' ? [reelOnly(`${dev}X`, 1500)] : [])]];
  },
  NXP_DS,
);

const psmnMore = lvFam(
  'd2-nexperia-psmn',
  'nexperia',
  ['LFPAK33', 'LFPAK88', 'LFPAK56'],
  [25, 30, 40, 60, 80, 100, 150, 200],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const pkgLetter = { LFPAK33: 'M', LFPAK88: 'S', LFPAK56: 'Y' }[fet.pkg] as string;
    const dev = `PSMN${rCode(fet.rds)}-${fet.v}${pkgLetter}${fet.logic ? 'L' : 'S'}${fet.pkg === 'LFPAK56' ? 'H' : 'D'}`;
    return [dev, [reel(`${dev}X`, rq(fet.pkg))]];
  },
  NXP_DS,
);

const vishaySq = lvFam(
  'd2-vishay-sq',
  'vishay',
  ['DPAK', 'D2PAK'],
  [20, 30, 40, 60, 80, 100, 150, 200],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const dev = `SQ${fet.pkg === 'DPAK' ? 'D' : 'M'}${amps(fet)}${fet.ch}${v2(fet.v)}-${vishayR(fet.rds)}${fet.logic ? 'L' : ''}`;
    return [dev, [reel(`${dev}_GE3`, rq(fet.pkg))]];
  },
  VISHAY_DS,
  { chans: ['N', 'P'] },
);

const vishaySu = lvFam(
  'd2-vishay-su',
  'vishay',
  ['DPAK', 'D2PAK'],
  [20, 30, 40, 60, 80, 100, 150, 200],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const dev = `SU${fet.pkg === 'DPAK' ? 'D' : 'M'}${amps(fet)}${fet.ch}${v2(fet.v)}-${vishayR(fet.rds)}${fet.logic ? 'L' : ''}`;
    return [dev, [reel(`${dev}-GE3`, rq(fet.pkg)), reelOnly(`${dev}-E3`, rq(fet.pkg))]];
  },
  VISHAY_DS,
  { chans: ['N', 'P'] },
);

const SIS_V: Record<number, string> = { 12: '1', 20: '2', 25: '3', 30: '4', 40: '5', 60: '6', 80: '7', 100: '8', 150: '9' };
const vishaySis = lvFam(
  'd2-vishay-sis',
  'vishay',
  ['PowerPAK 1212-8', 'PowerPAK SC-70', 'SO-8', 'PowerPAK SO-8L'],
  [12, 20, 25, 30, 40, 60, 80, 100, 150],
  (fet) => {
    const pre = {
      'PowerPAK 1212-8': ['SiS', 'DN'],
      'PowerPAK SC-70': ['SiA', 'DJ'],
      'SO-8': ['Si4', 'DY'],
      'PowerPAK SO-8L': ['SiJ', 'DP'],
    }[fet.pkg] as [string, string];
    const dev = `${pre[0]}${SIS_V[fet.v]}${idx(fet.rds)}${fet.ch === 'P' ? 'E' : ''}${fet.logic ? 'A' : ''}${pre[1]}`;
    return [dev, [reel(`${dev}-T1-GE3`, 3000), reelOnly(`${dev}-T1-BE3`, fet.pkg === 'SO-8' ? 2500 : 10000)]];
  },
  VISHAY_DS,
  { chans: ['N', 'P'] },
);

const ONV: Record<number, string> = { 25: '2', 30: '3', 40: '4', 60: '6', 80: '8', 100: 'A', 150: 'C' };
const onsemiTfs = lvFam(
  'd2-onsemi-tfs',
  'onsemi',
  ['DFN3x3', 'DFN5x6'],
  [25, 30, 40, 60, 80, 100, 150],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const body = `${fet.v <= 40 ? 5 : 6}C${ONV[fet.v]}${idx(fet.rds)}N${fet.logic ? 'L' : ''}`;
    const pre = fet.pkg === 'DFN3x3' ? 'NTTFS' : 'NVMFS';
    return [`${pre}${body}`, [reel(`${pre}${body}TAG`, 1500), reelOnly(`${pre}${body}TWG`, 5000)]];
  },
  ON_DS,
);
const onsemiNvtfs = lvFam(
  'd2-onsemi-nvtfs',
  'onsemi',
  ['DFN3x3'],
  [25, 30, 40, 60, 80, 100],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const dev = `NVTFS${fet.v <= 40 ? 5 : 6}C${ONV[fet.v]}${idx(fet.rds)}N${fet.logic ? 'L' : ''}`;
    return [dev, [reel(`${dev}WFTAG`, 1500)]];
  },
  ON_DS,
);

const DM_PKG: Record<string, string> = {
  'SOT-23': '',
  'SOT-323': 'W',
  'SOT-523': 'T',
  DFN2x2: 'FDE',
  DFN3x3: 'LFG',
  DFN5x6: 'SPS',
  DPAK: 'K3',
  'SO-8': 'SS',
  DFN1006: 'LP4',
};
const dmCode = (rds: number) => (rds >= 1000 ? rCode(rds).replace('K', 'D') : pad(Math.round(rds), 3));
const diodesDm = lvFam(
  'd2-diodes-dm',
  'diodes-incorporated',
  Object.keys(DM_PKG),
  [12, 20, 30, 40, 60, 80, 100, 150, 200],
  (fet) => {
    if (fet.rds < 1 || (fet.rds < 10 && !Number.isInteger(fet.rds))) return null;
    const gate = fet.logic ? (fet.v <= 20 ? 'U' : 'L') : 'S';
    const big = fet.pkg === 'DFN3x3' || fet.pkg === 'DFN5x6' || fet.pkg === 'DPAK' || fet.pkg === 'SO-8';
    const dev = `DM${fet.ch}${fet.v === 12 ? 1 : fet.v / 10}${dmCode(fet.rds)}${fet.pkg === 'SOT-23' ? gate : `${gate}${DM_PKG[fet.pkg]}`}`;
    if (fet.pkg === 'SOT-23' && fet.ch === 'N' && gate !== 'S') return null;
    if (fet.v === 12 && big) return null;
    return [dev, [reel(`${dev}-7`, big ? 2500 : 3000), reelOnly(`${dev}-13`, 10000)]];
  },
  DIODES_DS,
  { chans: ['N', 'P'] },
);

const toshibaTpn = lvFam(
  'd2-toshiba-tpn',
  'toshiba',
  ['TSON Advance'],
  [30, 40, 60, 80, 100, 150, 200],
  (fet) => {
    if (fet.rds >= 1000) return null;
    const dev = `TPN${rCode(fet.rds)}${v2(fet.v)}${fet.logic ? 'PL' : 'NH'}`;
    return [dev, [reel(`${dev},L1Q`, 4000), reelOnly(`${dev},LQ`, 4000)]];
  },
  TOSHIBA_DS,
);

const AOS_V: Record<number, string> = { 20: '0', 25: '1', 30: '2', 40: '3', 60: '4', 80: '5', 100: '6', 150: '7' };
const aos = lvFam(
  'd2-aos',
  'alpha-omega',
  ['DFN3x3', 'DPAK', 'TO-220', 'D2PAK', 'DFN2x2', 'DFN5x6', 'TO-220FP'],
  [20, 25, 30, 40, 60, 80, 100, 150],
  (fet) => {
    const pre = { DFN3x3: 'AON7', DPAK: 'AOD', 'TO-220': 'AOT', D2PAK: 'AOB', DFN2x2: 'AON2', DFN5x6: 'AONS', 'TO-220FP': 'AOTF' }[
      fet.pkg
    ] as string;
    const seq = RDS.indexOf(fet.rds) * 2 + (fet.logic ? 0 : 1);
    if (seq > 199) return null;
    const dev = `${pre}${AOS_V[fet.v]}${pad(seq % 100, 2)}${seq >= 100 ? 'A' : ''}${fet.ch === 'P' ? 'P' : ''}`;
    return [dev, thtOrReel(fet.pkg, dev, dev, rq(fet.pkg))];
  },
  (base) => `https://www.aosmd.com/res/datasheets/${base}.pdf`,
  { chans: ['N', 'P'] },
);

const ROHM_V: Record<number, string> = { 20: 'C', 30: 'E', 40: 'G', 45: 'H', 60: 'J', 100: 'P' };
const rohm = lvFam(
  'd2-rohm',
  'rohm',
  ['HSMT8', 'HSOP8', 'DPAK', 'SOT-23', 'DFN2x2'],
  [20, 30, 40, 45, 60, 100],
  (fet) => {
    const pre = { HSMT8: 'RQ3', HSOP8: 'RS6', DPAK: 'RD3', 'SOT-23': 'RQ5', DFN2x2: 'RF4' }[fet.pkg] as string;
    // The code carries the current, not Rds(on): keep the steps whose current rounds to a code of its own.
    const current = fetAmps(fet);
    if (current < 3 || current >= (PW[fet.pkg] as number[])[2]!) return null;
    const suffix = fet.ch === 'P' ? (fet.logic ? 'AT' : 'HT') : fet.logic ? 'GN' : 'BN';
    const dev = `${pre}${ROHM_V[fet.v]}${pad(Math.round(current * 10), 3)}${suffix}`;
    return [dev, [reel(`${dev}TB`, fet.pkg === 'DPAK' ? 2500 : 3000), reelOnly(`${dev}TCR`, 8000)]];
  },
  (base) => `https://fscdn.rohm.com/en/products/databook/datasheet/discrete/transistor/mosfet/${base.toLowerCase()}-e.pdf`,
  { chans: ['N', 'P'] },
);

export const DISC2_FET_FAMILIES: Family[] = [
  coolmos,
  superfet,
  mdmesh,
  dtmos,
  optimosMore,
  buk,
  psmnMore,
  vishaySq,
  vishaySu,
  vishaySis,
  onsemiTfs,
  onsemiNvtfs,
  diodesDm,
  toshibaTpn,
  aos,
  rohm,
];

// Shared by the IC-like families: package names, and each manufacturer's ordering-code scheme
// (how package, temperature grade and packaging are spelled in the part number).
import { fam, type Family, type Kind, type Variant } from '../family';
import { bulk, reel, reelOnly, tray, tube } from '../packing-and-text';

export interface PkgInfo {
  disp: string;
  short: string;
  g: number;
  pins: number;
}

const FIXED: Record<string, PkgInfo> = {
  'SOT-223': { disp: 'TO-261-4, TO-261AA', short: 'SOT223', g: 0.12, pins: 4 },
  'TO-252': { disp: 'TO-252-3, DPAK (2 Leads + Tab), SC-63', short: 'DPAK', g: 0.33, pins: 3 },
  'TO-263': { disp: 'TO-263-3, D²Pak (2 Leads + Tab), TO-263AB', short: 'D2PAK', g: 1.5, pins: 3 },
  'TO-263-5': { disp: 'TO-263-6, D²Pak (5 Leads + Tab), TO-263BA', short: 'TO263-5', g: 1.6, pins: 5 },
  'TO-220': { disp: 'TO-220-3', short: 'TO220-3', g: 2, pins: 3 },
  'TO-220-5': { disp: 'TO-220-5', short: 'TO220-5', g: 2.1, pins: 5 },
  'TO-92': { disp: 'TO-226-3, TO-92-3 (TO-226AA)', short: 'TO92-3', g: 0.2, pins: 3 },
  Module: { disp: 'Module', short: 'MODULE', g: 4, pins: 0 },
  'SOT-89': { disp: 'TO-243AA', short: 'SOT89', g: 0.05, pins: 3 },
  'SOT-563': { disp: 'SOT-563, SOT-666', short: 'SOT563', g: 0.003, pins: 6 },
};

/** 'SOIC-8' → 8-SOIC (0.154", 3.90mm Width) etc. */
export function pkg(key: string): PkgInfo {
  const fixed = FIXED[key];
  if (fixed) return fixed;
  const dash = key.lastIndexOf('-');
  const fam = key.slice(0, dash);
  const pins = Number(key.slice(dash + 1));
  const pinGrams = (gramsPerPin: number) => Math.round(pins * gramsPerPin * 1000) / 1000;
  switch (fam) {
    case 'SOIC':
      return { disp: `${pins}-SOIC (0.154", 3.90mm Width)`, short: `${pins}SOIC`, g: pinGrams(0.0095), pins };
    case 'SOICW':
      return { disp: `${pins}-SOIC (0.295", 7.50mm Width)`, short: `${pins}SOIC`, g: pinGrams(0.025), pins };
    case 'MSOP':
      return {
        disp: pins === 8 ? '8-TSSOP, 8-MSOP (0.118", 3.00mm Width)' : `${pins}-TFSOP, ${pins}-MSOP (0.118", 3.00mm Width)`,
        short: `${pins}VSSOP`,
        g: pinGrams(0.004),
        pins,
      };
    case 'TSSOP':
      return { disp: `${pins}-TSSOP (0.173", 4.40mm Width)`, short: `${pins}TSSOP`, g: pinGrams(0.005), pins };
    case 'SSOP':
      return { disp: `${pins}-SSOP (0.209", 5.30mm Width)`, short: `${pins}SSOP`, g: pinGrams(0.008), pins };
    case 'DIP':
      return { disp: `${pins}-DIP (${pins >= 40 ? '0.600", 15.24mm' : '0.300", 7.62mm'})`, short: `${pins}DIP`, g: pinGrams(0.07), pins };
    case 'SOT23':
      return {
        disp: pins === 3 ? 'TO-236-3, SC-59, SOT-23-3' : pins === 5 ? 'SC-74A, SOT-753' : `SOT-23-${pins}`,
        short: `SOT23-${pins}`,
        g: 0.009,
        pins,
      };
    case 'TSOT23':
      return { disp: `SOT-23-${pins} Thin, TSOT-23-${pins}`, short: `TSOT23-${pins}`, g: 0.01, pins };
    case 'SC70':
      return { disp: pins === 5 ? '5-TSSOP, SC-70-5, SOT-353' : '6-TSSOP, SC-88, SOT-363', short: `SC70-${pins}`, g: 0.006, pins };
    case 'WSON':
      return { disp: `${pins}-WDFN Exposed Pad`, short: `${pins}WSON`, g: pinGrams(0.003), pins };
    case 'DFN':
      return { disp: `${pins}-UFDFN Exposed Pad`, short: `${pins}DFN`, g: pinGrams(0.002), pins };
    case 'VQFN':
      return { disp: `${pins}-VFQFN Exposed Pad`, short: `${pins}VQFN`, g: pinGrams(0.003), pins };
    case 'UFQFPN':
      return { disp: `${pins}-UFQFN Exposed Pad`, short: `${pins}UFQFPN`, g: pinGrams(0.0025), pins };
    case 'LQFP':
      return { disp: `${pins}-LQFP`, short: `${pins}LQFP`, g: pinGrams(0.006), pins };
    case 'TQFP':
      return { disp: `${pins}-TQFP`, short: `${pins}TQFP`, g: pinGrams(0.006), pins };
    case 'VQFP':
      return { disp: `${pins}-LQFP`, short: `${pins}VQFP`, g: pinGrams(0.006), pins };
    case 'BGA':
      return { disp: `${pins}-TFBGA`, short: `${pins}TFBGA`, g: pinGrams(0.004), pins };
    case 'FBGA':
      return { disp: `${pins}-FBGA`, short: `${pins}FBGA`, g: pinGrams(0.005), pins };
    case 'WLCSP':
      return { disp: `${pins}-UFBGA, WLCSP`, short: `${pins}WLCSP`, g: pinGrams(0.0008), pins };
    case 'LGA':
      return { disp: `${pins}-VFLGA`, short: `${pins}LGA`, g: pinGrams(0.002), pins };
    case 'AQFN':
      return { disp: `${pins}-AQFN Exposed Pad`, short: `${pins}AQFN`, g: pinGrams(0.002), pins };
    case 'TSOP':
      return { disp: `${pins}-TSOP (0.400", 10.16mm Width)`, short: `${pins}TSOP II`, g: pinGrams(0.01), pins };
    default:
      throw new Error(`Unknown package ${key}`);
  }
}

/** One device (a die + grade) of a data-sheet family; its packages become separate parts. */
export interface Dev {
  /** Device part of the ordering code (TI 'OPA2333', Microchip 'MCP6002'). */
  n: string;
  /** Distributor description prefix; the package short name is appended. */
  d: string;
  /** Leaf parameters except 'Package / Case' and 'Operating Temperature'. */
  p: Record<string, string>;
  price: number;
  pkgs: string[];
  temp: string;
  /** Grade letters inserted by some schemes (TI 'AI', ADI 'A', Microchip 'I' or 'E'). */
  g?: string;
  /** Option inserted after the package (output voltage '-3.3'). */
  o?: string;
  /** Data-sheet file stem. */
  ds?: string;
}

export type Scheme = (d: Dev, pkgKey: string) => [string, Variant[]] | null;

// Texas Instruments: device + grade + package designator + R (large reel) / T (small reel) / nothing (tube).
const TI_PKG: Record<string, [string, number, number]> = {
  'SOIC-8': ['D', 2500, 75],
  'SOIC-14': ['D', 2500, 50],
  'SOIC-16': ['D', 2500, 40],
  'SOICW-16': ['DW', 2000, 40],
  'SOICW-20': ['DW', 2000, 25],
  'SOICW-28': ['DW', 1000, 20],
  'MSOP-8': ['DGK', 2500, 0],
  'MSOP-10': ['DGS', 2500, 0],
  'TSSOP-8': ['PW', 2000, 150],
  'TSSOP-14': ['PW', 2000, 90],
  'TSSOP-16': ['PW', 2000, 90],
  'TSSOP-20': ['PW', 2000, 70],
  'TSSOP-28': ['PW', 2000, 50],
  'SOT23-5': ['DBV', 3000, 0],
  'SOT23-6': ['DBV', 3000, 0],
  'SOT23-3': ['DBZ', 3000, 0],
  'SC70-5': ['DCK', 3000, 0],
  'SC70-6': ['DCK', 3000, 0],
  'TSOT23-6': ['DDC', 3000, 0],
  'DIP-8': ['P', 0, 50],
  'DIP-14': ['N', 0, 25],
  'DIP-16': ['N', 0, 25],
  'DIP-20': ['N', 0, 20],
  'WSON-8': ['DSG', 3000, 0],
  'WSON-6': ['DRV', 3000, 0],
  'WSON-10': ['DRC', 3000, 0],
  'VQFN-16': ['RGT', 3000, 0],
  'VQFN-20': ['RTE', 3000, 0],
  'VQFN-24': ['RGE', 3000, 0],
  'VQFN-32': ['RHB', 3000, 0],
  'VQFN-48': ['RGZ', 2500, 0],
  'SOT-223': ['DCY', 2500, 80],
  'TO-252': ['KVU', 2500, 0],
  'TO-263': ['KTT', 500, 0],
  'SSOP-20': ['DB', 2000, 70],
  'SSOP-16': ['DBQ', 2500, 75],
  'SSOP-14': ['DB', 2000, 80],
  'SSOP-28': ['DB', 2000, 50],
  'DIP-28': ['N', 0, 13],
};
export const ti: Scheme = (device, pkgKey) => {
  const pkgCode = TI_PKG[pkgKey];
  if (!pkgCode) return null;
  const [code, reelQty, tubeQty] = pkgCode;
  const base = `${device.n}${device.g ?? ''}${code}${device.o ?? ''}`;
  if (reelQty === 0) return [base, [tube(base, tubeQty)]];
  const variants: Variant[] = [reel(`${base}R`, reelQty)];
  if (tubeQty > 0) variants.push(tube(base, tubeQty));
  else variants.push(reelOnly(`${base}T`, 250));
  return [base, variants];
};

// National Semiconductor heritage (TI): M/MX, MF/MFX, MP/MPX…, option, '/NOPB'.
const NSC_PKG: Record<string, [string, Variant['pack'], number, number]> = {
  'SOIC-8': ['M', 'tube', 95, 2500],
  'MSOP-8': ['MM', 'reel-only', 1000, 3500],
  'SOT23-5': ['MF', 'reel-only', 1000, 3000],
  'SOT-223': ['MP', 'reel-only', 1000, 2000],
  'TO-252': ['DT', 'tube', 75, 2500],
  'TO-263': ['S', 'tube', 45, 500],
  'TO-263-5': ['S', 'tube', 45, 500],
  'TO-220': ['T', 'tube', 45, 0],
  'TO-220-5': ['T', 'tube', 45, 0],
  'DIP-8': ['N', 'tube', 40, 0],
  'TO-92': ['Z', 'bulk', 1, 0],
};
export const tiNsc: Scheme = (device, pkgKey) => {
  const pkgCode = NSC_PKG[pkgKey];
  if (!pkgCode) return null;
  const [code, pack, qty, reelQty] = pkgCode;
  const first: Variant = { mpn: `${device.n}${code}${device.o ?? ''}/NOPB`, pack, qty };
  const variants: Variant[] = reelQty ? [reel(`${device.n}${code}X${device.o ?? ''}/NOPB`, reelQty), first] : [first];
  return [first.mpn, variants];
};

// Burr-Brown heritage (TI): U = SOIC, P = DIP, N = SOT-23; grade; '/2K5' or '/3K' reels.
const BB_PKG: Record<string, [string, string, number]> = {
  'SOIC-8': ['U', '/2K5', 2500],
  'SOIC-14': ['U', '/2K5', 2500],
  'DIP-8': ['P', '', 0],
  'DIP-14': ['P', '', 0],
  'SOT23-5': ['N', '/3K', 3000],
};
export const tiBB: Scheme = (device, pkgKey) => {
  const pkgCode = BB_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${pkgCode[0]}${device.g ?? ''}`;
  if (!pkgCode[1]) return [base, [tube(base, 50)]];
  return [
    base,
    pkgKey.startsWith('SOT')
      ? [reel(`${base}${pkgCode[1]}`, pkgCode[2]), reelOnly(`${base}/250`, 250)]
      : [reel(`${base}${pkgCode[1]}`, pkgCode[2]), tube(base, 75)],
  ];
};

// Analog Devices: device + grade + package letters + Z (RoHS) + option + reel suffix.
const ADI_PKG: Record<string, [string, 'ic' | 'sot' | 'tray']> = {
  'SOIC-8': ['R', 'ic'],
  'SOIC-14': ['R', 'ic'],
  'SOIC-16': ['R', 'ic'],
  'SOICW-16': ['RW', 'ic'],
  'MSOP-8': ['RM', 'ic'],
  'MSOP-10': ['RM', 'ic'],
  'TSSOP-14': ['RU', 'ic'],
  'TSSOP-16': ['RU', 'ic'],
  'TSSOP-20': ['RU', 'ic'],
  'SOT23-5': ['RJ', 'sot'],
  'SOT23-6': ['RJ', 'sot'],
  'TSOT23-5': ['UJ', 'sot'],
  'SC70-5': ['KS', 'sot'],
  'SOT-223': ['KC', 'sot'],
  'VQFN-16': ['CP', 'sot'],
  'VQFN-20': ['CP', 'sot'],
  'VQFN-24': ['CP', 'sot'],
  'VQFN-32': ['CP', 'sot'],
  'WSON-8': ['CP', 'sot'],
  'LGA-14': ['CC', 'sot'],
  'LQFP-64': ['ST', 'tray'],
  'LQFP-48': ['ST', 'tray'],
  'DIP-8': ['N', 'ic'],
  'DIP-14': ['N', 'ic'],
  'SOICW-20': ['RW', 'ic'],
  'TSSOP-24': ['RU', 'ic'],
};
export const adi: Scheme = (device, pkgKey) => {
  const pkgCode = ADI_PKG[pkgKey];
  if (!pkgCode) return null;
  const pc =
    device.n.startsWith('OP') && pkgKey.startsWith('SOIC')
      ? 'S'
      : device.n.startsWith('OP') && pkgKey.startsWith('DIP')
        ? 'P'
        : device.n.startsWith('AD8541') || device.n.startsWith('AD8605') || device.n.startsWith('AD8628')
          ? pkgKey === 'SOT23-5'
            ? 'RT'
            : pkgCode[0]
          : pkgCode[0];
  const base = `${device.n}${device.g ?? ''}${pc}Z${device.o ?? ''}`;
  if (pkgKey.startsWith('DIP')) return [base, [tube(base, 50)]];
  if (pkgCode[1] === 'tray') return [base, [tray(base, 160), reelOnly(`${base}-RL`, 1000)]];
  if (pkgCode[1] === 'sot') return [base, [reel(`${base}-R7`, 3000), reelOnly(`${base}-RL`, 10000)]];
  return [base, [tube(base, 98), reel(`${base}-REEL7`, 1000), reelOnly(`${base}-REEL`, 2500)]];
};

// Linear Technology heritage (ADI): device + temperature + package + option + '#PBF' / '#TRPBF' / '#TRMPBF'.
const LT_PKG: Record<string, [string, boolean]> = {
  'SOIC-8': ['S8', true],
  'MSOP-8': ['MS8', true],
  'MSOP-10': ['MS', true],
  'TSOT23-6': ['S6', false],
  'TSOT23-5': ['S5', false],
  'WSON-8': ['DD', false],
  'WSON-10': ['DD', false],
  'VQFN-16': ['UD', false],
  'VQFN-20': ['UDC', false],
  'TSSOP-20': ['FE', true],
  'MSOP-16': ['MSE', true],
  'DIP-8': ['N8', true],
};
export const lt: Scheme = (device, pkgKey) => {
  const pkgCode = LT_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'C'}${pkgCode[0]}${device.o ?? ''}`;
  const variants: Variant[] = [];
  if (pkgCode[1]) variants.push(tube(`${base}#PBF`, pkgKey.startsWith('DIP') ? 50 : 100));
  variants.push(reel(`${base}#TRPBF`, 2500));
  if (!pkgCode[1]) variants.push(reelOnly(`${base}#TRMPBF`, 500));
  return [base, pkgCode[1] ? variants : [variants[0] as Variant, variants[1] as Variant]];
};

// Maxim heritage: device + temperature + package + '+' (lead-free) + 'T' (reel).
const MAXIM_PKG: Record<string, string> = {
  'SOIC-8': 'SA',
  'SOIC-16': 'SE',
  'SOICW-16': 'WE',
  'DIP-8': 'PA',
  'DIP-16': 'PE',
  'TSSOP-16': 'UE',
  'MSOP-8': 'UA',
  'VQFN-16': 'TE',
  'VQFN-20': 'TP',
  'SOT23-6': 'UT',
  'SOT23-5': 'UK',
  'WSON-8': 'TA',
  'SOIC-14': 'SD',
};
export const maxim: Scheme = (device, pkgKey) => {
  const pkgCode = MAXIM_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'E'}${pkgCode}+`;
  if (pkgKey.startsWith('DIP')) return [base, [tube(base, 50)]];
  if (pkgKey.startsWith('SOT') || pkgKey.startsWith('VQFN') || pkgKey.startsWith('WSON')) return [base, [reel(`${base}T`, 2500)]];
  return [base, [reel(`${base}T`, 2500), tube(base, 100)]];
};

// Dallas heritage: package letters + '#' or '+' + 'T&R'.
const DALLAS_PKG: Record<string, string> = { 'SOICW-16': 'SN', 'SOIC-8': 'Z', 'DIP-8': '', 'TO-92': '', 'MSOP-8': 'U', 'SOIC-16': 'S' };
export const dallas: Scheme = (device, pkgKey) => {
  const pkgCode = DALLAS_PKG[pkgKey];
  if (pkgCode === undefined) return null;
  const mark = device.g ?? '+';
  const base = `${device.n}${pkgCode}${mark}`;
  if (pkgKey.startsWith('DIP')) return [base, [tube(base, 50)]];
  if (pkgKey === 'TO-92') return [base, [{ mpn: base, pack: 'bulk', qty: 1 }, reelOnly(`${base}T&R`, 2000)]];
  return [base, [reel(`${base}T&R`, pkgKey === 'SOICW-16' ? 1000 : 2500), tube(base, 50)]];
};

// Microchip: device + 'T' for reel + '-' + temperature + '/' + package code.
const MCHP_PKG: Record<string, [string, number, number]> = {
  'SOIC-8': ['SN', 3300, 100],
  'SOIC-14': ['SL', 2600, 57],
  'SOICW-16': ['SO', 1600, 47],
  'SOICW-18': ['SO', 1100, 42],
  'SOICW-28': ['SO', 1600, 27],
  'MSOP-8': ['MS', 2500, 100],
  'MSOP-10': ['UN', 2500, 100],
  'TSSOP-8': ['ST', 2500, 100],
  'TSSOP-14': ['ST', 2500, 96],
  'TSSOP-20': ['ST', 2500, 74],
  'DIP-8': ['P', 0, 60],
  'DIP-14': ['P', 0, 30],
  'DIP-18': ['P', 0, 25],
  'DIP-28': ['SP', 0, 15],
  'DIP-40': ['P', 0, 10],
  'SOT23-5': ['OT', 3000, 0],
  'SOIC-16': ['SL', 2600, 45],
  'DIP-16': ['P', 0, 25],
  'DIP-20': ['P', 0, 22],
  'SOICW-20': ['SO', 1100, 38],
  'VQFN-24': ['MJ', 3300, 0],
  'SOT23-6': ['CH', 3000, 0],
  'SOT23-3': ['TT', 3000, 0],
  'SC70-5': ['LT', 3000, 0],
  'WSON-8': ['MC', 3300, 0],
  'DFN-8': ['MNY', 3300, 0],
  'VQFN-16': ['ML', 3300, 0],
  'VQFN-20': ['ML', 3300, 0],
  'VQFN-28': ['ML', 1600, 0],
  'VQFN-40': ['ML', 1600, 0],
  'TQFP-44': ['PT', 1200, 160],
  'TQFP-64': ['PT', 1200, 160],
  'TQFP-100': ['PT', 1000, 90],
  'SSOP-20': ['SS', 1600, 66],
  'SSOP-28': ['SS', 1600, 47],
  'TO-92': ['TO', 0, 0],
  'SOT-223': ['DB', 2500, 0],
};
/**
 * Microchip's scheme over a table of package → [code, reel quantity (0: tubes only), tube quantity
 * (0: reels only)]; TO-92 parts are sold as `to92` packs them.
 */
export function microchipScheme(table: Record<string, [string, number, number]>, to92: (mpn: string) => Variant): Scheme {
  return (device, pkgKey) => {
    const row = table[pkgKey];
    if (!row) return null;
    const [code, reelQty, tubeQty] = row;
    const tail = `-${device.g ?? 'I'}${device.o ?? ''}/${code}`;
    const base = `${device.n}${tail}`;
    if (pkgKey === 'TO-92') return [base, [to92(base)]];
    if (reelQty === 0) return [base, [tube(base, tubeQty)]];
    const variant = reel(`${device.n}T${tail}`, reelQty);
    return [base, tubeQty ? [tube(base, tubeQty), variant] : [variant]];
  };
}
export const mchp: Scheme = microchipScheme(MCHP_PKG, bulk);

// Microchip AVR (Atmel heritage): device + '-' + speed + package/temperature + 'R' for reel.
const AVR_PKG: Record<string, [string, 'tray' | 'tube']> = {
  'TQFP-32': ['AU', 'tray'],
  'TQFP-44': ['AU', 'tray'],
  'TQFP-64': ['AU', 'tray'],
  'TQFP-100': ['AU', 'tray'],
  'DIP-28': ['PU', 'tube'],
  'DIP-8': ['PU', 'tube'],
  'DIP-40': ['PU', 'tube'],
  'DIP-14': ['PU', 'tube'],
  'DIP-20': ['PU', 'tube'],
  'VQFN-32': ['MU', 'tray'],
  'VQFN-20': ['MN', 'tray'],
  'VQFN-24': ['MN', 'tray'],
  'VQFN-44': ['MU', 'tray'],
  'SOIC-8': ['SU', 'tube'],
  'SOIC-14': ['SSU', 'tube'],
  'SOICW-20': ['SU', 'tube'],
  'TSSOP-20': ['XU', 'tube'],
};
export const avr: Scheme = (device, pkgKey) => {
  const pkgCode = AVR_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}-${device.o ?? ''}${pkgCode[0]}`;
  return [
    base,
    [
      pkgCode[1] === 'tray' ? tray(base, pkgKey.startsWith('TQFP') ? 250 : 490) : tube(base, 50),
      ...(pkgKey.startsWith('DIP') ? [] : [reelOnly(`${base}R`, pkgKey.startsWith('TQFP') ? 2000 : 4000)]),
    ],
  ];
};

// STMicroelectronics analog: device + grade + package designator ending in T for tape & reel.
const ST_PKG: Record<string, [string, number]> = {
  'SOIC-8': ['DT', 2500],
  'SOIC-14': ['DT', 2500],
  'MSOP-8': ['ST', 4000],
  'SOT23-5': ['LT', 3000],
  'TSSOP-14': ['PT', 2500],
  'TSSOP-8': ['PT', 3000],
  'DIP-8': ['N', 0],
  'DIP-14': ['N', 0],
  'WSON-8': ['Q2T', 3000],
};
export const stAnalog: Scheme = (device, pkgKey) => {
  const pkgCode = ST_PKG[pkgKey];
  if (!pkgCode) return null;
  const mpn = `${device.n}${device.g ?? ''}${pkgCode[0]}`;
  return [mpn, [pkgCode[1] ? reel(mpn, pkgCode[1]) : tube(mpn, 50)]];
};

// onsemi: device + package letter + 'R2G' (reel) / 'G' (tube).
const ON_PKG: Record<string, [string, boolean]> = {
  'SOIC-8': ['D', true],
  'SOIC-14': ['D', true],
  'SOIC-16': ['D', true],
  'DIP-8': ['N', false],
  'DIP-14': ['N', false],
  'TSSOP-14': ['DT', true],
  'TSSOP-16': ['DT', true],
  'MSOP-8': ['DM', true],
};
export const onsemi: Scheme = (device, pkgKey) => {
  const pkgCode = ON_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${pkgCode[0]}`;
  return [base, pkgCode[1] ? [reel(`${base}R2G`, 2500), tube(`${base}G`, 98)] : [tube(`${base}G`, 50)]];
};

// NXP / Nexperia: device + package + ',' + 12NC packing code.
const NXP_PKG: Record<string, [string, string, number, string]> = {
  'SOIC-8': ['D', '118', 2500, '112'],
  'SOIC-14': ['D', '653', 2500, '652'],
  'SOIC-16': ['D', '118', 2500, '112'],
  'SOICW-20': ['D', '653', 1000, '652'],
  'TSSOP-14': ['PW', '118', 2500, '112'],
  'TSSOP-16': ['PW', '118', 2500, '112'],
  'TSSOP-20': ['PW', '118', 2500, '112'],
  'SSOP-16': ['DB', '118', 2000, '112'],
  'SC70-5': ['GW', '125', 3000, '165'],
  'SOT23-5': ['GV', '125', 3000, '165'],
  'SC70-6': ['GW', '125', 3000, '165'],
  'VQFN-16': ['BQ', '115', 3000, '135'],
  'DIP-14': ['N', '652', 0, ''],
  'DIP-16': ['N', '652', 0, ''],
};
export const nxpLogic: Scheme = (device, pkgKey) => {
  const pkgCode = NXP_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${pkgCode[0]}${device.o ?? ''}`;
  if (pkgCode[2] === 0) return [base, [tube(`${base},${pkgCode[1]}`, 25)]];
  const alt: Variant =
    pkgCode[3] === '165' || pkgCode[3] === '135'
      ? reelOnly(`${base},${pkgCode[3]}`, 10000)
      : tube(`${base},${pkgCode[3]}`, pkgKey.startsWith('SOICW') ? 38 : 57);
  return [base, [reel(`${base},${pkgCode[1]}`, pkgCode[2]), alt]];
};

// Diodes Incorporated: device + package + '-7' / '-13'.
export const diodes: Scheme = (device, pkgKey) => {
  const code = (
    {
      'SOT23-5': 'W5',
      'SOT23-3': 'SA',
      'SC70-5': 'SE',
      'SOIC-8': 'S',
      'SOIC-14': 'S14',
      'TSSOP-14': 'T14',
      'SOT-223': 'E',
      'TSOT23-6': 'Z6',
      'SOT23-6': 'W6',
      'DFN-8': 'FA',
    } as Record<string, string>
  )[pkgKey];
  if (!code) return null;
  const base = `${device.n}${code}${device.o ?? ''}`;
  return [base, [reel(`${base}-7`, 3000), reelOnly(`${base}-13`, 10000)]];
};

/** The mpn is the device name (Espressif, Bosch Sensortec, FTDI…): one reel code, or a tray. */
export const plain =
  (pack: Variant['pack'], qty: number): Scheme =>
  (device) => [device.n, [{ mpn: device.n, pack, qty }]];

/** An IC family: every (device, package) pair one base part. */
export function icFam(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  devices: Dev[],
  scheme: Scheme,
  ds: (d: Dev) => string,
  kind: Kind = 'ic',
): Family {
  const cases = devices.flatMap((device) => device.pkgs.map((pkgKey) => [device, pkgKey] as const));
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind,
    dimensions: [cases],
    make: ([[device, pkgKey]]) => {
      const ordering = scheme(device, pkgKey);
      if (!ordering) return null;
      const pkgInfo = pkg(pkgKey);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `${device.d} ${pkgInfo.short}`,
        parameters: { ...device.p, 'Package / Case': pkgInfo.disp, 'Operating Temperature': device.temp },
        price: device.price * (pkgKey.startsWith('DIP') ? 1.15 : pkgKey.startsWith('VQFN') || pkgKey.startsWith('WSON') ? 0.95 : 1),
        grams: pkgInfo.g,
        datasheetUrl: ds(device),
      };
    },
  });
}

export const T_IND = '-40°C ~ 85°C';
export const T_EXT = '-40°C ~ 125°C';
export const T_COM = '0°C ~ 70°C';

/** The device name plus fixed reel suffixes: TI CC-series 'CC1101RGP' + R / T, Silicon Labs '…' + R. */
export const suffixed =
  (first: [string, Variant['pack'], number], second?: [string, Variant['pack'], number]): Scheme =>
  (device) => {
    const base = `${device.n}${device.g ?? ''}${device.o ?? ''}`;
    const variants: Variant[] = [{ mpn: base + first[0], pack: first[1], qty: first[2] }];
    if (second) variants.push({ mpn: base + second[0], pack: second[1], qty: second[2] });
    return [base, variants];
  };

// Renesas (Intersil heritage): device + temperature + package letters + Z (+ '-T' reel).
const RENESAS_PKG: Record<string, string> = { 'SOIC-8': 'B', 'SOIC-14': 'B', 'SOIC-16': 'B', 'MSOP-8': 'U', 'DIP-8': 'P', 'DIP-14': 'P' };
export const renesas: Scheme = (device, pkgKey) => {
  const pkgCode = RENESAS_PKG[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'I'}${pkgCode}${device.o ?? ''}Z`;
  return pkgKey.startsWith('DIP') ? [base, [tube(base, 50)]] : [base, [reel(`${base}-T`, 2500), tube(base, 98)]];
};

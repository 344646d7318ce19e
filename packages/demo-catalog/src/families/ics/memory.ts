// Memory: serial and parallel NOR / NAND flash, SRAM and SDRAM / DDR, serial EEPROM. Memory ordering
// codes stack option letters (package, temperature, speed, options), so one die gives many parts.
import { P, T_A105, T_A125, T_A85, T_C70, mchx, reel, reelOnly, tray, tube } from './more-packages-and-codes';
import { fam, type Family, type Variant } from '../family';

const FLASH = 'flash-memory';
const RAM = 'dram-and-sram';
const EE = 'eeprom';

export const TEMP: Record<string, string> = {
  I: T_A85,
  J: T_A105,
  E: T_A125,
  V: T_A105,
  C: T_C70,
  '': T_C70,
  A1: T_A85,
  A2: T_A105,
  A3: T_A125,
  H: '-40°C ~ 150°C (TA)',
};

export interface Mem {
  /** Memory Type, Memory Format, Technology. */
  kind: 'flash-nor' | 'flash-nand' | 'sram' | 'sdram' | 'ddr3' | 'ddr4' | 'eeprom' | 'fram';
  bits: number;
  org: string;
  iface: string;
  clk: string;
  vcc: string;
  at?: string;
}
const KIND: Record<Mem['kind'], [string, string, string, string]> = {
  'flash-nor': ['Non-Volatile', 'FLASH', 'FLASH - NOR', '3ms'],
  'flash-nand': ['Non-Volatile', 'FLASH', 'FLASH - NAND (SLC)', '700µs'],
  sram: ['Volatile', 'SRAM', 'SRAM - Asynchronous', '-'],
  sdram: ['Volatile', 'DRAM', 'SDRAM', '-'],
  ddr3: ['Volatile', 'DRAM', 'SDRAM - DDR3L', '15ns'],
  ddr4: ['Volatile', 'DRAM', 'SDRAM - DDR4', '15ns'],
  eeprom: ['Non-Volatile', 'EEPROM', 'EEPROM', '5ms'],
  fram: ['Non-Volatile', 'FRAM', 'FRAM (Ferroelectric RAM)', '-'],
};
const size = (bits: number) =>
  bits >= 1 << 30 ? `${bits / (1 << 30)}Gbit` : bits >= 1 << 20 ? `${bits / (1 << 20)}Mbit` : `${bits / 1024}Kbit`;
const short = (bits: number) => size(bits).toUpperCase();

function memParams(memory: Mem, key: string, temp: string): Record<string, string> {
  const [type, fmt, tech, wc] = KIND[memory.kind];
  return {
    'Memory Type': type,
    'Memory Format': fmt,
    Technology: tech,
    'Memory Size': size(memory.bits),
    'Memory Organization': memory.org,
    'Memory Interface': memory.iface,
    'Clock Frequency': memory.clk,
    'Write Cycle Time - Word, Page': wc,
    'Access Time': memory.at ?? '-',
    'Voltage - Supply': memory.vcc,
    'Package / Case': P(key).disp,
    'Operating Temperature': temp,
  };
}
const DESC: Record<Mem['kind'], string> = {
  'flash-nor': 'FLASH',
  'flash-nand': 'FLASH NAND',
  sram: 'SRAM',
  sdram: 'DRAM',
  ddr3: 'DRAM',
  ddr4: 'DRAM',
  eeprom: 'EEPROM',
  fram: 'FRAM',
};
const ifShort = (iface: string) =>
  iface.startsWith('SPI')
    ? iface.includes('Quad')
      ? 'SPI/QUAD'
      : 'SPI'
    : iface.startsWith('I²C')
      ? 'I2C'
      : iface.startsWith('Microwire')
        ? 'MICROWIRE'
        : iface.startsWith('UNI')
          ? 'UNI/O'
          : 'PARALLEL';

/** A memory family over option dimensions; code() gives the ordering codes (or null), price() the unit price. */
export function memFam<const D extends readonly (readonly unknown[])[]>(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  dims: D,
  pick: (v: { -readonly [K in keyof D]: D[K] extends readonly (infer T)[] ? T : never }) => {
    m: Mem;
    k: string;
    temp: string;
    code: [string, Variant[]] | null;
    price: number;
    ds: string;
  } | null,
): Family {
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'ic',
    dimensions: dims,
    make: (values) => {
      const row = pick(values);
      if (!row || !row.code) return null;
      const info = P(row.k);
      return {
        base: row.code[0],
        variants: row.code[1],
        description:
          `IC ${DESC[row.m.kind]} ${short(row.m.bits)} ${ifShort(row.m.iface)} ` +
          `${row.m.clk !== '-' && row.m.kind === 'eeprom' ? `${row.m.clk.replace(' ', '').toUpperCase()} ` : ''}${info.short}`,
        parameters: memParams(row.m, row.k, row.temp),
        price: Math.round(row.price * 1000) / 1000,
        grams: info.g,
        datasheetUrl: row.ds,
      };
    },
  });
}
export const priceOf = (bits: number, perMbit: number, floor: number) => Math.max(floor, floor + (bits / (1 << 20)) * perMbit);

// ---------------------------------------------------------------------------------------------
// Serial NOR flash.

export const QSPI = 'SPI - Quad I/O, QPI, DTR';
export const M = 1 << 20;
type FlashDev = [name: string, mbit: number, vcc: string, clk: string, pkgs: string[]];
const W25Q: FlashDev[] = [
  ['W25Q16JV', 16, '2.7V ~ 3.6V', '133 MHz', ['SOIC-8', 'SOIC-8W', 'WSON-8-6x5', 'USON-8']],
  ['W25Q32JV', 32, '2.7V ~ 3.6V', '133 MHz', ['SOIC-8', 'SOIC-8W', 'WSON-8-6x5', 'USON-8']],
  ['W25Q64JV', 64, '2.7V ~ 3.6V', '133 MHz', ['SOIC-8W', 'WSON-8-6x5', 'SOICW-16', 'BGA-24']],
  ['W25Q128JV', 128, '2.7V ~ 3.6V', '133 MHz', ['SOIC-8W', 'SOICW-16', 'WSON-8-6x5', 'WSON-8-8x6', 'BGA-24']],
  ['W25Q256JV', 256, '2.7V ~ 3.6V', '133 MHz', ['SOICW-16', 'WSON-8-8x6', 'BGA-24']],
  ['W25Q512JV', 512, '2.7V ~ 3.6V', '133 MHz', ['SOICW-16', 'WSON-8-8x6', 'BGA-24']],
  ['W25Q16JW', 16, '1.7V ~ 1.95V', '133 MHz', ['SOIC-8', 'SOIC-8W', 'WSON-8-6x5', 'USON-8']],
  ['W25Q32JW', 32, '1.7V ~ 1.95V', '133 MHz', ['SOIC-8W', 'WSON-8-6x5', 'USON-8']],
  ['W25Q64JW', 64, '1.7V ~ 1.95V', '133 MHz', ['SOIC-8W', 'WSON-8-6x5', 'BGA-24']],
  ['W25Q128JW', 128, '1.7V ~ 1.95V', '133 MHz', ['SOIC-8W', 'SOICW-16', 'WSON-8-6x5', 'BGA-24']],
  ['W25Q256JW', 256, '1.7V ~ 1.95V', '133 MHz', ['SOICW-16', 'WSON-8-8x6', 'BGA-24']],
  ['W25Q80DV', 8, '2.7V ~ 3.6V', '104 MHz', ['SOIC-8', 'SOIC-8W', 'WSON-8-6x5', 'USON-8']],
  ['W25Q40CL', 4, '2.3V ~ 3.6V', '104 MHz', ['SOIC-8', 'USON-8']],
  ['W25Q20CL', 2, '2.3V ~ 3.6V', '104 MHz', ['SOIC-8', 'USON-8']],
];
// Winbond: small parts spell the package with two letters (SN, SS, ZP, UX), 128 Mbit and up with one (S, F, E, P, B).
const WB_PKG: Record<string, [string, string]> = {
  'SOIC-8': ['SN', 'SN'],
  'SOIC-8W': ['SS', 'S'],
  'WSON-8-6x5': ['ZP', 'E'],
  'USON-8': ['UX', 'UX'],
  'SOICW-16': ['SF', 'F'],
  'WSON-8-8x6': ['ZE', 'P'],
  'BGA-24': ['TB', 'B'],
};
const winbondFlash = memFam(
  'winbond-w25q',
  FLASH,
  'winbond',
  2.0,
  [W25Q, [0, 1, 2, 3, 4], ['I', 'J'], ['Q', 'M', 'G']] as const,
  ([[partName, mbit, vcc, clk, pkgs], slot, tempCode, option]) => {
    const pkgKey = pkgs[slot];
    if (!pkgKey) return null;
    const old = partName.endsWith('DV') || partName.endsWith('CL');
    if ((option === 'G') !== old) return null;
    const pkgCode = (WB_PKG[pkgKey] as [string, string])[mbit >= 128 ? 1 : 0];
    const base = `${partName}${pkgCode}${tempCode}${option}`;
    const first: Variant = pkgKey.startsWith('SOIC')
      ? tube(base, pkgKey === 'SOICW-16' ? 47 : 90)
      : tray(base, pkgKey === 'BGA-24' ? 480 : 490);
    return {
      m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit}M x 1`, iface: old ? 'SPI - Quad I/O' : QSPI, clk, vcc },
      k: pkgKey,
      temp: TEMP[tempCode] as string,
      code: [base, [reel(`${base}TR`, pkgKey.startsWith('SOIC') ? 2000 : 4000), first]],
      price: priceOf(mbit * M, 0.012, 0.28) * (tempCode === 'J' ? 1.1 : 1),
      ds: `https://www.winbond.com/resource-files/${partName}_datasheet.pdf`,
    };
  },
);
const WB_NAND: FlashDev[] = [
  ['W25N01GV', 1024, '2.7V ~ 3.6V', '104 MHz', ['WSON-8-8x6', 'SOICW-16', 'BGA-24']],
  ['W25N02KV', 2048, '2.7V ~ 3.6V', '104 MHz', ['WSON-8-8x6', 'BGA-24']],
  ['W25N512GV', 512, '2.7V ~ 3.6V', '104 MHz', ['WSON-8-8x6', 'BGA-24']],
  ['W25N01GW', 1024, '1.7V ~ 1.95V', '104 MHz', ['WSON-8-8x6', 'BGA-24']],
];
const winbondNand = memFam(
  'winbond-w25n',
  FLASH,
  'winbond',
  0.4,
  [WB_NAND, [0, 1, 2], ['I', 'J'], ['G', 'R']] as const,
  ([[partName, mbit, vcc, clk, pkgs], slot, tempCode, option]) => {
    const pkgKey = pkgs[slot];
    if (!pkgKey) return null;
    const pkgCode = pkgKey === 'WSON-8-8x6' ? 'ZE' : pkgKey === 'SOICW-16' ? 'SF' : 'TB';
    const base = `${partName}${pkgCode}${tempCode}${option}`;
    return {
      m: { kind: 'flash-nand', bits: mbit * M, org: `${mbit / 8}M x 8`, iface: 'SPI - Quad I/O', clk, vcc },
      k: pkgKey,
      temp: TEMP[tempCode] as string,
      code: [base, [reel(`${base}TR`, 3000), tray(base, 490)]],
      price: priceOf(mbit * M, 0.0018, 1.4),
      ds: `https://www.winbond.com/resource-files/${partName}_datasheet.pdf`,
    };
  },
);
const MX: [string, number, string, string][] = [
  ['MX25L3233F', 32, '2.65V ~ 3.6V', '133 MHz'],
  ['MX25L6433F', 64, '2.65V ~ 3.6V', '133 MHz'],
  ['MX25L12833F', 128, '2.7V ~ 3.6V', '133 MHz'],
  ['MX25L25645G', 256, '2.7V ~ 3.6V', '133 MHz'],
  ['MX25L51245G', 512, '2.7V ~ 3.6V', '133 MHz'],
  ['MX25R1635F', 16, '1.65V ~ 3.6V', '80 MHz'],
  ['MX25R3235F', 32, '1.65V ~ 3.6V', '80 MHz'],
  ['MX25R6435F', 64, '1.65V ~ 3.6V', '80 MHz'],
  ['MX25R8035F', 8, '1.65V ~ 3.6V', '80 MHz'],
  ['MX25R4035F', 4, '1.65V ~ 3.6V', '80 MHz'],
  ['MX25U3235F', 32, '1.65V ~ 2V', '133 MHz'],
  ['MX25U6435F', 64, '1.65V ~ 2V', '133 MHz'],
  ['MX25U12835F', 128, '1.65V ~ 2V', '133 MHz'],
  ['MX25U25645G', 256, '1.65V ~ 2V', '133 MHz'],
  ['MX66L1G45G', 1024, '2.7V ~ 3.6V', '133 MHz'],
];
const MX_PKG: [string, string][] = [
  ['M1', 'SOIC-8'],
  ['M2', 'SOIC-8W'],
  ['MI', 'SOICW-16'],
  ['Z2', 'WSON-8-6x5'],
  ['ZN', 'WSON-8-8x6'],
  ['XC', 'BGA-24'],
];
const macronix = memFam(
  'macronix-mx25',
  FLASH,
  'macronix',
  1.2,
  [MX, MX_PKG, ['I', 'J'], [0, 1]] as const,
  ([[partName, mbit, vcc, clk], [pc, pkgKey], tempCode, opt]) => {
    if ((mbit >= 256 && (pc === 'M1' || pc === 'M2' || pc === 'Z2')) || (mbit <= 32 && (pc === 'MI' || pc === 'ZN' || pc === 'XC')))
      return null;
    const lowPower = partName.startsWith('MX25R');
    const tail = lowPower ? ['L0', 'H0'][opt] : ['-08G', '-10G'][opt];
    if (!lowPower && mbit >= 256 && opt === 0) return null;
    const base = `${partName}${pc}${tempCode}${tail}`;
    return {
      m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit}M x 1`, iface: QSPI, clk, vcc },
      k: pkgKey,
      temp: TEMP[tempCode] as string,
      code: [base, [pc.startsWith('M') ? tube(base, pc === 'MI' ? 44 : 96) : tray(base, 490)]],
      price: priceOf(mbit * M, 0.012, 0.32) * (tempCode === 'J' ? 1.1 : 1),
      ds: `https://www.macronix.com/en-us/products/NOR-Flash/Serial-NOR-Flash/Pages/spec.aspx?p=${partName}`,
    };
  },
);
const ISSI_F: [string, number, string][] = [
  ['IS25LP016D', 16, '2.3V ~ 3.6V'],
  ['IS25LP032D', 32, '2.3V ~ 3.6V'],
  ['IS25LP064D', 64, '2.3V ~ 3.6V'],
  ['IS25LP128F', 128, '2.3V ~ 3.6V'],
  ['IS25LP256D', 256, '2.3V ~ 3.6V'],
  ['IS25LP512M', 512, '2.3V ~ 3.6V'],
  ['IS25WP032D', 32, '1.65V ~ 1.95V'],
  ['IS25WP064D', 64, '1.65V ~ 1.95V'],
  ['IS25WP128F', 128, '1.65V ~ 1.95V'],
  ['IS25WP256D', 256, '1.65V ~ 1.95V'],
];
const ISSI_PKG: [string, string][] = [
  ['JN', 'SOIC-8'],
  ['JB', 'SOIC-8W'],
  ['JM', 'SOICW-16'],
  ['JK', 'WSON-8-6x5'],
  ['JL', 'WSON-8-8x6'],
  ['JG', 'BGA-24'],
];
const issiFlash = memFam(
  'issi-is25',
  FLASH,
  'issi',
  0.9,
  [ISSI_F, ISSI_PKG, ['LI', 'LE', 'LA1', 'LA2', 'LA3']] as const,
  ([[partName, mbit, vcc], [pc, pkgKey], tempCode]) => {
    if ((mbit >= 256 && (pc === 'JN' || pc === 'JB')) || (mbit <= 32 && (pc === 'JM' || pc === 'JG'))) return null;
    const base = `${partName}-${pc}${tempCode}`;
    return {
      m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit}M x 1`, iface: QSPI, clk: '133 MHz', vcc },
      k: pkgKey,
      temp: TEMP[tempCode.slice(1)] ?? (tempCode === 'LE' ? T_A105 : T_A85),
      code: [
        base,
        [reel(`${base}-TR`, pkgKey.startsWith('SOIC') ? 2000 : 3000), pkgKey.startsWith('SOIC') ? tube(base, 96) : tray(base, 490)],
      ],
      price: priceOf(mbit * M, 0.013, 0.3) * (tempCode.startsWith('LA') ? 1.25 : 1),
      ds: `https://www.issi.com/WW/pdf/25LP-WP${mbit}.pdf`,
    };
  },
);
const SST: [string, number, string][] = [
  ['SST26VF016B', 16, '2.3V ~ 3.6V'],
  ['SST26VF032B', 32, '2.3V ~ 3.6V'],
  ['SST26VF064B', 64, '2.3V ~ 3.6V'],
  ['SST26WF080B', 8, '1.65V ~ 1.95V'],
  ['SST26WF016B', 16, '1.65V ~ 1.95V'],
  ['SST26VF032BA', 32, '2.3V ~ 3.6V'],
];
const sstFlash = memFam(
  'mchp-sst26',
  FLASH,
  'microchip',
  0.6,
  [SST, ['SOIC-8', 'SOIC-8W', 'WSON-8-6x5'], ['104I', '104V', '80E']] as const,
  ([[partName, mbit, vcc], pkgKey, grade]) => {
    if (grade === '80E' && partName.startsWith('SST26W')) return null;
    return {
      m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit / 8}M x 8`, iface: QSPI, clk: grade === '80E' ? '80 MHz' : '104 MHz', vcc },
      k: pkgKey,
      temp: grade.endsWith('I') ? T_A85 : grade.endsWith('V') ? T_A105 : T_A125,
      code: mchx({ n: partName, g: grade, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
      price: priceOf(mbit * M, 0.02, 0.6),
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/${partName}-Data-Sheet.pdf`,
    };
  },
);
const SST39: [string, number][] = [
  ['SST39SF010A', 1],
  ['SST39SF020A', 2],
  ['SST39SF040', 4],
  ['SST39VF010', 1],
  ['SST39VF040', 4],
];
const sstParallel = memFam(
  'mchp-sst39',
  FLASH,
  'microchip',
  0.3,
  [SST39, ['DIP-32', 'PLCC-32', 'TSOP-32'], ['4C', '4I'], ['55', '70']] as const,
  ([[partName, mbit], pkgKey, grade, sp]) => {
    const v = partName.includes('VF');
    if (v && pkgKey === 'DIP-32') return null;
    const pc = pkgKey === 'DIP-32' ? 'PHE' : pkgKey === 'PLCC-32' ? 'NHE' : 'WHE';
    const base = `${partName}-${sp}-${grade}-${pc}`;
    return {
      m: {
        kind: 'flash-nor',
        bits: mbit * M,
        org: `${mbit * 128}K x 8`,
        iface: 'Parallel',
        clk: '-',
        vcc: v ? '2.7V ~ 3.6V' : '4.5V ~ 5.5V',
        at: `${sp}ns`,
      },
      k: pkgKey,
      temp: grade === '4C' ? T_C70 : T_A85,
      code: [
        base,
        pc === 'PHE' ? [tube(base, 15)] : [tube(base, pc === 'NHE' ? 32 : 156), reelOnly(`${base}-T`, pc === 'NHE' ? 750 : 1000)],
      ],
      price: 1.2 + mbit * 0.25,
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/${partName}-Data-Sheet.pdf`,
    };
  },
);

// ---------------------------------------------------------------------------------------------
// SRAM and SDRAM.

type SramDev = [name: string, kbits: number, org: string, vcc: string, speeds: string[], pkgs: [string, string][]];
const IS_T: [string, string] = ['T', 'TSOP2-44'];
const IS_B: [string, string] = ['B', 'BGA-48'];
const IS_K: [string, string] = ['K', 'SOJ-44'];
const ISSI_SRAM: SramDev[] = [
  ['IS61WV6416DBLL', 1024, '64K x 16', '2.4V ~ 3.6V', ['8', '10', '12'], [IS_T, IS_B, IS_K]],
  ['IS61WV12816DBLL', 2048, '128K x 16', '2.4V ~ 3.6V', ['8', '10', '12'], [IS_T, IS_B, IS_K]],
  ['IS61WV25616BLL', 4096, '256K x 16', '2.4V ~ 3.6V', ['8', '10', '12', '20'], [IS_T, IS_B, IS_K]],
  ['IS61WV51216BLL', 8192, '512K x 16', '2.4V ~ 3.6V', ['8', '10', '12', '20'], [IS_T, IS_B]],
  ['IS61WV5128BLL', 4096, '512K x 8', '2.4V ~ 3.6V', ['8', '10', '12'], [IS_T, IS_B, IS_K]],
  ['IS61WV10248BLL', 8192, '1M x 8', '2.4V ~ 3.6V', ['8', '10', '12'], [IS_T, IS_B]],
  ['IS61WV102416BLL', 16384, '1M x 16', '2.4V ~ 3.6V', ['8', '10', '12'], [IS_T, IS_B]],
  ['IS61WV20488BLL', 16384, '2M x 8', '2.4V ~ 3.6V', ['8', '10'], [IS_T, IS_B]],
  [
    'IS61LV256AL',
    256,
    '32K x 8',
    '3.135V ~ 3.6V',
    ['10', '12', '15'],
    [
      ['T', 'TSOP-28'],
      ['J', 'SOJ-44'],
    ],
  ],
  [
    'IS61C256AL',
    256,
    '32K x 8',
    '4.5V ~ 5.5V',
    ['12', '15'],
    [
      ['T', 'TSOP-28'],
      ['J', 'SOJ-44'],
    ],
  ],
  ['IS62WV51216BLL', 8192, '512K x 16', '2.5V ~ 3.6V', ['45', '55', '70'], [IS_T, IS_B]],
  ['IS62WV25616DBLL', 4096, '256K x 16', '2.2V ~ 3.6V', ['45', '55'], [IS_T, IS_B]],
  ['IS62WV12816DBLL', 2048, '128K x 16', '2.2V ~ 3.6V', ['45', '55'], [IS_T, IS_B]],
  ['IS62WV5128BLL', 4096, '512K x 8', '2.5V ~ 3.6V', ['55', '70'], [IS_T, IS_B]],
  ['IS62WV102416DBLL', 16384, '1M x 16', '2.2V ~ 3.6V', ['45', '55'], [IS_T, IS_B]],
];
const issiSram = memFam(
  'issi-sram',
  RAM,
  'issi',
  0.8,
  [ISSI_SRAM, [0, 1, 2, 3], [0, 1, 2], ['', 'I', 'A1', 'A2']] as const,
  ([[partName, kb, org, vcc, speeds, pkgs], si, pi, tempCode]) => {
    const sp = speeds[si];
    const pk = pkgs[pi];
    if (!sp || !pk) return null;
    const base = `${partName}-${sp}${pk[0]}L${tempCode}`;
    return {
      m: { kind: 'sram', bits: kb * 1024, org, iface: 'Parallel', clk: '-', vcc, at: `${sp}ns` },
      k: pk[1],
      temp: TEMP[tempCode] as string,
      code: [base, [tray(base, pk[0] === 'B' ? 480 : 135), reelOnly(`${base}-TR`, pk[0] === 'B' ? 2500 : 1000)]],
      price: (1.1 + (kb / 1024) * 0.42) * (Number(sp) <= 8 ? 1.3 : 1) * (tempCode.startsWith('A') ? 1.3 : tempCode === 'I' ? 1.08 : 1),
      ds: `https://www.issi.com/WW/pdf/${partName.slice(0, 8)}.pdf`,
    };
  },
);
type SdDev = [name: string, mbit: number, org: string, kind: Mem['kind'], speeds: [string, string][], pkg: [string, string][]];
const SD_T: [string, string] = ['T', 'TSOP2-54'];
const ISSI_SDRAM: SdDev[] = [
  [
    'IS42S16400J',
    64,
    '4M x 16',
    'sdram',
    [
      ['5', '200 MHz'],
      ['6', '166 MHz'],
      ['7', '143 MHz'],
    ],
    [SD_T, ['B', 'BGA-54']],
  ],
  [
    'IS42S16800F',
    128,
    '8M x 16',
    'sdram',
    [
      ['5', '200 MHz'],
      ['6', '166 MHz'],
      ['7', '143 MHz'],
    ],
    [SD_T, ['B', 'BGA-54']],
  ],
  [
    'IS42S16160J',
    256,
    '16M x 16',
    'sdram',
    [
      ['5', '200 MHz'],
      ['6', '166 MHz'],
      ['7', '143 MHz'],
      ['75E', '133 MHz'],
    ],
    [SD_T, ['B', 'BGA-54']],
  ],
  [
    'IS42S16320F',
    512,
    '32M x 16',
    'sdram',
    [
      ['6', '166 MHz'],
      ['7', '143 MHz'],
    ],
    [SD_T, ['B', 'BGA-54']],
  ],
  [
    'IS42S32400F',
    128,
    '4M x 32',
    'sdram',
    [
      ['6', '166 MHz'],
      ['7', '143 MHz'],
    ],
    [['B', 'BGA-90']],
  ],
  [
    'IS42S32800J',
    256,
    '8M x 32',
    'sdram',
    [
      ['6', '166 MHz'],
      ['7', '143 MHz'],
    ],
    [['B', 'BGA-90']],
  ],
  [
    'IS43TR16128D',
    2048,
    '128M x 16',
    'ddr3',
    [
      ['125K', '800 MHz'],
      ['107M', '933 MHz'],
    ],
    [['B', 'BGA-96']],
  ],
  [
    'IS43TR16256B',
    4096,
    '256M x 16',
    'ddr3',
    [
      ['125K', '800 MHz'],
      ['107M', '933 MHz'],
      ['093N', '1.066 GHz'],
    ],
    [['B', 'BGA-96']],
  ],
  [
    'IS43TR16512B',
    8192,
    '512M x 16',
    'ddr3',
    [
      ['125K', '800 MHz'],
      ['107M', '933 MHz'],
    ],
    [['B', 'BGA-96']],
  ],
];
const issiSdram = memFam(
  'issi-sdram',
  RAM,
  'issi',
  0.6,
  [ISSI_SDRAM, [0, 1, 2, 3], [0, 1], ['', 'I', 'A1', 'A2']] as const,
  ([[partName, mbit, org, kind, speeds, pkgs], si, pi, tempCode]) => {
    const sp = speeds[si];
    const pk = pkgs[pi];
    if (!sp || !pk) return null;
    const base = `${partName}-${sp[0]}${pk[0]}L${tempCode}`;
    return {
      m: {
        kind,
        bits: mbit * M,
        org,
        iface: 'Parallel',
        clk: sp[1],
        vcc: kind === 'ddr3' ? '1.283V ~ 1.45V' : '3V ~ 3.6V',
        at: kind === 'ddr3' ? '20ns' : '5.4ns',
      },
      k: pk[1],
      temp: TEMP[tempCode] as string,
      code: [base, [tray(base, pk[0] === 'T' ? 108 : 209), reelOnly(`${base}-TR`, 1000)]],
      price: (1.6 + mbit * 0.006) * (tempCode.startsWith('A') ? 1.35 : tempCode === 'I' ? 1.1 : 1),
      ds: `https://www.issi.com/WW/pdf/${partName.slice(0, 6)}-${org.replace(/ /g, '')}.pdf`,
    };
  },
);
const WB_SD: SdDev[] = [
  [
    'W9825G6KH',
    256,
    '16M x 16',
    'sdram',
    [
      ['-5', '200 MHz'],
      ['-6', '166 MHz'],
      ['-75', '133 MHz'],
    ],
    [SD_T],
  ],
  [
    'W9812G6KH',
    128,
    '8M x 16',
    'sdram',
    [
      ['-5', '200 MHz'],
      ['-6', '166 MHz'],
      ['-75', '133 MHz'],
    ],
    [SD_T],
  ],
  [
    'W9864G6KH',
    64,
    '4M x 16',
    'sdram',
    [
      ['-5', '200 MHz'],
      ['-6', '166 MHz'],
    ],
    [SD_T],
  ],
  ['W9812G6KB', 128, '8M x 16', 'sdram', [['-6', '166 MHz']], [['B', 'BGA-54']]],
  [
    'W631GU6NB',
    1024,
    '64M x 16',
    'ddr3',
    [
      ['-12', '800 MHz'],
      ['-11', '933 MHz'],
    ],
    [['B', 'BGA-96']],
  ],
  [
    'W632GU6NB',
    2048,
    '128M x 16',
    'ddr3',
    [
      ['-12', '800 MHz'],
      ['-11', '933 MHz'],
    ],
    [['B', 'BGA-96']],
  ],
];
const winbondDram = memFam(
  'winbond-dram',
  RAM,
  'winbond',
  0.4,
  [WB_SD, [0, 1, 2], ['', 'I', 'J']] as const,
  ([[partName, mbit, org, kind, speeds, pkgs], si, tempCode]) => {
    const sp = speeds[si];
    if (!sp) return null;
    const base = `${partName}${sp[0]}${tempCode}`;
    return {
      m: { kind, bits: mbit * M, org, iface: 'Parallel', clk: sp[1], vcc: kind === 'ddr3' ? '1.283V ~ 1.45V' : '2.7V ~ 3.6V', at: '5ns' },
      k: (pkgs[0] as [string, string])[1],
      temp: TEMP[tempCode] as string,
      code: [base, [tray(base, 108), reelOnly(`${base} TR`, 1000)]],
      price: (1.3 + mbit * 0.005) * (tempCode ? 1.12 : 1),
      ds: `https://www.winbond.com/resource-files/${partName}_datasheet.pdf`,
    };
  },
);
export const MICRON: [string, number, string, Mem['kind'], string, string, string][] = [
  ['MT48LC16M16A2P-6A', 256, '16M x 16', 'sdram', '167 MHz', 'TSOP2-54', 'G'],
  ['MT48LC16M16A2B4-6A', 256, '16M x 16', 'sdram', '167 MHz', 'BGA-54', 'G'],
  ['MT48LC32M16A2P-75', 512, '32M x 16', 'sdram', '133 MHz', 'TSOP2-54', 'C'],
  ['MT48LC8M16A2P-6A', 128, '8M x 16', 'sdram', '167 MHz', 'TSOP2-54', 'L'],
  ['MT48LC4M16A2P-6A', 64, '4M x 16', 'sdram', '167 MHz', 'TSOP2-54', 'J'],
  ['MT41K256M16TW-107', 4096, '256M x 16', 'ddr3', '933 MHz', 'BGA-96', 'P'],
  ['MT41K128M16JT-125', 2048, '128M x 16', 'ddr3', '800 MHz', 'BGA-96', 'K'],
  ['MT41K512M16HA-107', 8192, '512M x 16', 'ddr3', '933 MHz', 'BGA-96', 'A'],
  ['MT40A512M16LY-075', 8192, '512M x 16', 'ddr4', '1.333 GHz', 'BGA-96', 'E'],
  ['MT40A256M16GE-083E', 4096, '256M x 16', 'ddr4', '1.2 GHz', 'BGA-96', 'B'],
  ['MT40A1G16KNR-075', 16384, '1G x 16', 'ddr4', '1.333 GHz', 'BGA-96', 'E'],
];
const micron = memFam(
  'micron-dram',
  RAM,
  'micron',
  0.5,
  [MICRON, ['', ' IT', ' AIT', ' AAT']] as const,
  ([[part, mbit, org, kind, clk, pkgKey, rev], tempCode]) => {
    const base = `${part}${tempCode}:${rev}`;
    return {
      m: {
        kind,
        bits: mbit * M,
        org,
        iface: 'Parallel',
        clk,
        vcc: kind === 'ddr4' ? '1.14V ~ 1.26V' : kind === 'ddr3' ? '1.283V ~ 1.45V' : '3V ~ 3.6V',
        at: kind === 'sdram' ? '5.4ns' : '13.75ns',
      },
      k: pkgKey,
      temp:
        tempCode === ''
          ? kind === 'sdram'
            ? T_C70
            : '0°C ~ 95°C (TC)'
          : tempCode === ' IT'
            ? '-40°C ~ 95°C (TC)'
            : tempCode === ' AIT'
              ? '-40°C ~ 95°C (TC)'
              : '-40°C ~ 105°C (TC)',
      code: [base, [tray(base, pkgKey === 'TSOP2-54' ? 108 : 209), reelOnly(`${base} TR`, 2000)]],
      price: (1.8 + mbit * 0.0011) * (tempCode ? 1.3 : 1),
      ds: `https://www.micron.com/-/media/client/global/documents/products/data-sheet/dram/${kind}/${part.slice(0, 7).toLowerCase()}.pdf`,
    };
  },
);
const SERIAL_SRAM: [string, number, string, string][] = [
  ['23LC1024', 1024, '128K x 8', '2.5V ~ 5.5V'],
  ['23A1024', 1024, '128K x 8', '1.7V ~ 2.2V'],
  ['23LC512', 512, '64K x 8', '2.5V ~ 5.5V'],
  ['23A512', 512, '64K x 8', '1.7V ~ 2.2V'],
  ['23K256', 256, '32K x 8', '2.7V ~ 3.6V'],
  ['23A256', 256, '32K x 8', '1.5V ~ 1.95V'],
  ['23K640', 64, '8K x 8', '2.7V ~ 3.6V'],
  ['23A640', 64, '8K x 8', '1.5V ~ 1.95V'],
  ['47L16', 16, '2K x 8', '2.7V ~ 3.6V'],
  ['47C16', 16, '2K x 8', '4.5V ~ 5.5V'],
  ['47L04', 4, '512 x 8', '2.7V ~ 3.6V'],
  ['47C04', 4, '512 x 8', '4.5V ~ 5.5V'],
];
const mchpSram = memFam(
  'mchp-serial-sram',
  RAM,
  'microchip',
  0.4,
  [SERIAL_SRAM, ['SOIC-8', 'DIP-8', 'TSSOP-8'], ['I', 'E']] as const,
  ([[partName, kb, org, vcc], pkgKey, grade]) => {
    const eeram = partName.startsWith('47');
    return {
      m: {
        kind: 'sram',
        bits: kb * 1024,
        org,
        iface: eeram
          ? 'I²C'
          : partName.startsWith('23LC') || partName.startsWith('23A1') || partName.startsWith('23A5')
            ? 'SPI - Quad I/O'
            : 'SPI',
        clk: eeram ? '1 MHz' : '20 MHz',
        vcc,
      },
      k: pkgKey,
      temp: TEMP[grade] as string,
      code: mchx({ n: partName, g: grade, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
      price: (0.9 + kb * 0.0022) * (grade === 'E' ? 1.1 : 1),
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/${partName}-Data-Sheet.pdf`,
    };
  },
);
const CY: [string, number, string, string, string[], [string, string][]][] = [
  [
    'CY62256NLL',
    256,
    '32K x 8',
    '4.5V ~ 5.5V',
    ['55', '70'],
    [
      ['PX', 'DIP-28W'],
      ['SNX', 'SOIC-28W'],
      ['ZX', 'TSOP-28'],
    ],
  ],
  [
    'CY7C1041G30',
    4096,
    '256K x 16',
    '2.2V ~ 3.6V',
    ['10', '15'],
    [
      ['ZSX', 'TSOP2-44'],
      ['VX', 'SOJ-44'],
      ['BVX', 'BGA-48'],
    ],
  ],
  [
    'CY7C1049G30',
    4096,
    '512K x 8',
    '2.2V ~ 3.6V',
    ['10', '15'],
    [
      ['ZSX', 'TSOP2-44'],
      ['VX', 'SOJ-44'],
    ],
  ],
  [
    'CY62157EV30LL',
    8192,
    '512K x 16',
    '2.2V ~ 3.6V',
    ['45', '55'],
    [
      ['ZSX', 'TSOP2-44'],
      ['BVX', 'BGA-48'],
    ],
  ],
  [
    'CY62167EV30LL',
    16384,
    '1M x 16',
    '2.2V ~ 3.6V',
    ['45', '55'],
    [
      ['ZX', 'TSOP-48'],
      ['BVX', 'BGA-48'],
    ],
  ],
  [
    'CY7C1061G30',
    16384,
    '1M x 16',
    '2.2V ~ 3.6V',
    ['10'],
    [
      ['ZSX', 'TSOP2-54'],
      ['BVX', 'BGA-48'],
    ],
  ],
  ['CY62148EV30LL', 4096, '512K x 8', '2.2V ~ 3.6V', ['45', '55'], [['ZSX', 'TSOP2-44']]],
];
const cySram = memFam(
  'infineon-sram',
  RAM,
  'infineon',
  0.3,
  [CY, [0, 1], [0, 1, 2], ['C', 'I', 'A']] as const,
  ([[partName, kb, org, vcc, speeds, pkgs], si, pi, tempCode]) => {
    const sp = speeds[si];
    const pk = pkgs[pi];
    if (!sp || !pk || (tempCode === 'C' && !partName.startsWith('CY62256'))) return null;
    const base = `${partName}-${sp}${pk[0]}${tempCode}`;
    return {
      m: { kind: 'sram', bits: kb * 1024, org, iface: 'Parallel', clk: '-', vcc, at: `${sp}ns` },
      k: pk[1],
      temp: tempCode === 'C' ? T_C70 : tempCode === 'I' ? T_A85 : T_A125,
      code: [base, pk[0] === 'PX' ? [tube(base, 13)] : [tray(base, pk[1].startsWith('BGA') ? 480 : 135), reelOnly(`${base}T`, 1000)]],
      price: 1.2 + kb * 0.0008,
      ds: `https://www.infineon.com/dgdl/Infineon-${partName}-DataSheet.pdf`,
    };
  },
);

// ---------------------------------------------------------------------------------------------
// EEPROM.

const orgOf = (kbits: number, wordBits = 8) =>
  (kbits * 1024) / wordBits >= 1024 ? `${(kbits * 1024) / wordBits / 1024}K x ${wordBits}` : `${(kbits * 1024) / wordBits} x ${wordBits}`;
const I2C_SIZES: [string, number][] = [
  ['01', 1],
  ['02', 2],
  ['04', 4],
  ['08', 8],
  ['16', 16],
  ['32', 32],
  ['64', 64],
  ['128', 128],
  ['256', 256],
  ['512', 512],
  ['1025', 1024],
];
const mchpI2cName = (fam: string, code: string) =>
  fam === 'LC' && Number(code) <= 16 ? `24LC${code}B` : `24${fam}${code}${code === '32' ? 'A' : ''}`;
const eeI2c = memFam(
  'mchp-24xx',
  EE,
  'microchip',
  1.4,
  [['AA', 'LC', 'FC'], I2C_SIZES, ['DIP-8', 'SOIC-8', 'SOIC-8W', 'TSSOP-8', 'MSOP-8', 'SOT23-5', 'DFN-8', 'WSON-8'], ['I', 'E']] as const,
  ([fm, [code, kb], pkgKey, grade]) => {
    if (fm === 'FC' && kb < 64) return null;
    if (fm === 'AA' && grade === 'E') return null;
    if ((pkgKey === 'SOT23-5' && kb > 64) || (pkgKey === 'SOIC-8W' && kb < 32) || (kb >= 512 && /TSSOP|MSOP|DFN|WSON/.test(pkgKey)))
      return null;
    const partName = mchpI2cName(fm, code);
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: orgOf(kb),
        iface: 'I²C',
        clk: fm === 'FC' ? '1 MHz' : '400 kHz',
        vcc: fm === 'AA' ? '1.7V ~ 5.5V' : fm === 'FC' ? '1.7V ~ 5.5V' : '2.5V ~ 5.5V',
        at: '900 ns',
      },
      k: pkgKey,
      temp: TEMP[grade] as string,
      code: mchx({ n: partName, g: grade, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
      price: (0.16 + kb * 0.0016) * (grade === 'E' ? 1.1 : 1),
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/24AA${code}-24LC${code}-24FC${code}-Data-Sheet.pdf`,
    };
  },
);
const SPI_SIZES: [string, number][] = [
  ['010A', 1],
  ['020A', 2],
  ['040A', 4],
  ['080C', 8],
  ['160C', 16],
  ['320A', 32],
  ['640A', 64],
  ['128', 128],
  ['256', 256],
  ['512', 512],
  ['1024', 1024],
];
const eeSpi = memFam(
  'mchp-25xx',
  EE,
  'microchip',
  0.7,
  [['AA', 'LC'], SPI_SIZES, ['DIP-8', 'SOIC-8', 'TSSOP-8', 'MSOP-8', 'DFN-8'], ['I', 'E']] as const,
  ([fm, [code, kb], pkgKey, grade]) => {
    if (fm === 'AA' && grade === 'E') return null;
    if (kb >= 512 && /TSSOP|MSOP/.test(pkgKey)) return null;
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: orgOf(kb),
        iface: 'SPI',
        clk: kb >= 512 ? '20 MHz' : '10 MHz',
        vcc: fm === 'AA' ? '1.8V ~ 5.5V' : '2.5V ~ 5.5V',
      },
      k: pkgKey,
      temp: TEMP[grade] as string,
      code: mchx({ n: `25${fm}${code}`, g: grade, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
      price: (0.22 + kb * 0.0019) * (grade === 'E' ? 1.1 : 1),
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/25AA${code}-25LC${code}-Data-Sheet.pdf`,
    };
  },
);
const MW_SIZES: [string, number][] = [
  ['46', 1],
  ['56', 2],
  ['66', 4],
  ['76', 8],
  ['86', 16],
];
const eeMw = memFam(
  'mchp-93xx',
  EE,
  'microchip',
  0.5,
  [['AA', 'LC', 'C'], MW_SIZES, ['A', 'B', 'C'], ['DIP-8', 'SOIC-8', 'TSSOP-8', 'MSOP-8', 'SOT23-6'], ['I', 'E']] as const,
  ([fm, [code, kb], option, pkgKey, grade]) => {
    if (fm === 'AA' && grade === 'E') return null;
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: option === 'A' ? orgOf(kb) : option === 'B' ? orgOf(kb, 16) : `${orgOf(kb)}, ${orgOf(kb, 16)}`,
        iface: 'Microwire',
        clk: fm === 'C' ? '3 MHz' : '2 MHz',
        vcc: fm === 'AA' ? '1.8V ~ 5.5V' : fm === 'LC' ? '2.5V ~ 5.5V' : '4.5V ~ 5.5V',
      },
      k: pkgKey,
      temp: TEMP[grade] as string,
      code: mchx({ n: `93${fm}${code}${option}`, g: grade, d: '', p: {}, price: 0, pkgs: [], temp: '' }, pkgKey),
      price: 0.24 + kb * 0.01,
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/93AA${code}A-B-C-93LC${code}A-B-C-93C${code}A-B-C-Data-Sheet.pdf`,
    };
  },
);
// Microchip (Atmel heritage) AT24C / AT25 / AT93C: -SSH (SOIC), -XH (TSSOP), -MAH (UDFN), -STU (SOT-23) + supply letter + -T / -B.
const AT: [string, number, string, string][] = [
  ['AT24C01D', 1, 'I²C', 'M'],
  ['AT24C02D', 2, 'I²C', 'M'],
  ['AT24C04D', 4, 'I²C', 'M'],
  ['AT24C08D', 8, 'I²C', 'M'],
  ['AT24C16D', 16, 'I²C', 'M'],
  ['AT24C32E', 32, 'I²C', 'M'],
  ['AT24C64D', 64, 'I²C', 'M'],
  ['AT24C128C', 128, 'I²C', 'M'],
  ['AT24C256C', 256, 'I²C', 'L'],
  ['AT24C512C', 512, 'I²C', 'D'],
  ['AT24CM01', 1024, 'I²C', 'D'],
  ['AT24CM02', 2048, 'I²C', 'M'],
  ['AT25010B', 1, 'SPI', 'L'],
  ['AT25020B', 2, 'SPI', 'L'],
  ['AT25040B', 4, 'SPI', 'L'],
  ['AT25080B', 8, 'SPI', 'L'],
  ['AT25160B', 16, 'SPI', 'L'],
  ['AT25320B', 32, 'SPI', 'L'],
  ['AT25640B', 64, 'SPI', 'L'],
  ['AT25128B', 128, 'SPI', 'L'],
  ['AT25256B', 256, 'SPI', 'L'],
  ['AT25M01', 1024, 'SPI', 'M'],
  ['AT93C46D', 1, 'Microwire', 'M'],
  ['AT93C56B', 2, 'Microwire', 'M'],
  ['AT93C66B', 4, 'Microwire', 'M'],
  ['AT93C86A', 16, 'Microwire', 'M'],
];
const atmel = memFam(
  'mchp-at24',
  EE,
  'microchip',
  0.7,
  [
    AT,
    [
      ['SSH', 'SOIC-8'],
      ['XH', 'TSSOP-8'],
      ['MAH', 'DFN-8'],
      ['STU', 'SOT23-5'],
      ['PU', 'DIP-8'],
    ],
  ] as const,
  ([[partName, kb, iface, v], [pc, pkgKey]]) => {
    if ((pc === 'STU' && (kb > 64 || iface !== 'I²C')) || (pc === 'PU' && kb > 256) || (pc === 'MAH' && kb > 512)) return null;
    const base = `${partName}-${pc}${v}`;
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: orgOf(kb),
        iface,
        clk: iface === 'SPI' ? '20 MHz' : iface === 'I²C' ? '1 MHz' : '2 MHz',
        vcc: v === 'D' || v === 'L' ? '1.7V ~ 5.5V' : '1.7V ~ 3.6V',
      },
      k: pkgKey,
      temp: T_A85,
      code: [
        base,
        pc === 'PU'
          ? [tube(base, 50)]
          : [reel(`${base}-T`, pc === 'SSH' ? 4000 : 5000), ...(pc === 'SSH' || pc === 'XH' ? [tube(`${base}-B`, 100)] : [])],
      ],
      price: 0.18 + kb * 0.0015,
      ds: `https://ww1.microchip.com/downloads/en/DeviceDoc/${partName}-Data-Sheet.pdf`,
    };
  },
);
const ST_EE: [string, number, string][] = [
  ['M24C01', 1, 'I²C'],
  ['M24C02', 2, 'I²C'],
  ['M24C04', 4, 'I²C'],
  ['M24C08', 8, 'I²C'],
  ['M24C16', 16, 'I²C'],
  ['M24C32', 32, 'I²C'],
  ['M24C64', 64, 'I²C'],
  ['M24128-B', 128, 'I²C'],
  ['M24256-B', 256, 'I²C'],
  ['M24512', 512, 'I²C'],
  ['M24M01', 1024, 'I²C'],
  ['M95010', 1, 'SPI'],
  ['M95020', 2, 'SPI'],
  ['M95040', 4, 'SPI'],
  ['M95080', 8, 'SPI'],
  ['M95160', 16, 'SPI'],
  ['M95320', 32, 'SPI'],
  ['M95640', 64, 'SPI'],
  ['M95128', 128, 'SPI'],
  ['M95256', 256, 'SPI'],
  ['M95512', 512, 'SPI'],
  ['M95M01', 1024, 'SPI'],
  ['M93C46', 1, 'Microwire'],
  ['M93C56', 2, 'Microwire'],
  ['M93C66', 4, 'Microwire'],
  ['M93C76', 8, 'Microwire'],
  ['M93C86', 16, 'Microwire'],
];
const stEe = memFam(
  'st-eeprom',
  EE,
  'stmicroelectronics',
  0.7,
  [
    ST_EE,
    ['W', 'R', 'F'],
    [
      ['MN', 'SOIC-8', 'TP'],
      ['DW', 'TSSOP-8', 'TP'],
      ['MC', 'DFN-8', 'TG'],
    ],
    ['6', '3'],
  ] as const,
  ([[partName, kb, iface], voltCode, [pc, pkgKey, pack], tempCode]) => {
    if (
      (voltCode === 'F' && iface !== 'I²C') ||
      (tempCode === '3' && voltCode !== 'W') ||
      (kb >= 512 && voltCode === 'W' && iface === 'I²C')
    )
      return null;
    const sep = partName.endsWith('-B') ? '' : '-';
    const base = `${partName}${sep}${voltCode}${pc}${tempCode}`;
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: orgOf(kb),
        iface,
        clk: iface === 'SPI' ? '10 MHz' : iface === 'I²C' ? '1 MHz' : '2 MHz',
        vcc: voltCode === 'W' ? '2.5V ~ 5.5V' : voltCode === 'R' ? '1.8V ~ 5.5V' : '1.7V ~ 5.5V',
      },
      k: pkgKey,
      temp: tempCode === '6' ? T_A85 : T_A125,
      code: [base, [reel(`${base}${pack}`, pc === 'MC' ? 3000 : 2500)]],
      price: (0.14 + kb * 0.0013) * (tempCode === '3' ? 1.15 : 1),
      ds: `https://www.st.com/resource/en/datasheet/${partName.replace('-B', '').toLowerCase()}-${voltCode.toLowerCase()}.pdf`,
    };
  },
);
const CAT: [string, number, string][] = [
  ['CAT24C01', 1, 'I²C'],
  ['CAT24C02', 2, 'I²C'],
  ['CAT24C04', 4, 'I²C'],
  ['CAT24C08', 8, 'I²C'],
  ['CAT24C16', 16, 'I²C'],
  ['CAT24C32', 32, 'I²C'],
  ['CAT24C64', 64, 'I²C'],
  ['CAT24C128', 128, 'I²C'],
  ['CAT24C256', 256, 'I²C'],
  ['CAT24C512', 512, 'I²C'],
  ['CAT24M01', 1024, 'I²C'],
  ['CAT25010', 1, 'SPI'],
  ['CAT25020', 2, 'SPI'],
  ['CAT25040', 4, 'SPI'],
  ['CAT25080', 8, 'SPI'],
  ['CAT25160', 16, 'SPI'],
  ['CAT25320', 32, 'SPI'],
  ['CAT25640', 64, 'SPI'],
  ['CAT25128', 128, 'SPI'],
  ['CAT25256', 256, 'SPI'],
  ['CAT93C46', 1, 'Microwire'],
  ['CAT93C56', 2, 'Microwire'],
  ['CAT93C66', 4, 'Microwire'],
  ['CAT93C86', 16, 'Microwire'],
];
const catEe = memFam(
  'onsemi-cat24',
  EE,
  'onsemi',
  0.5,
  [
    CAT,
    [
      ['W', 'SOIC-8'],
      ['Y', 'TSSOP-8'],
      ['TD', 'SOT23-5'],
      ['L', 'DIP-8'],
      ['HU4', 'DFN-8'],
    ],
    ['I', 'E'],
  ] as const,
  ([[partName, kb, iface], [pc, pkgKey], tempCode]) => {
    const pkgLetter = iface === 'I²C' ? pc : pc === 'W' ? 'V' : pc;
    if ((pc === 'TD' && (iface !== 'I²C' || kb > 32)) || (pc === 'L' && tempCode === 'E')) return null;
    const base = `${partName}${pkgLetter}${tempCode}`;
    return {
      m: {
        kind: 'eeprom',
        bits: kb * 1024,
        org: orgOf(kb),
        iface,
        clk: iface === 'SPI' ? '10 MHz' : iface === 'I²C' ? '1 MHz' : '2 MHz',
        vcc: '1.8V ~ 5.5V',
      },
      k: pkgKey,
      temp: TEMP[tempCode] as string,
      code: pc === 'L' ? [`${base}-G`, [tube(`${base}-G`, 50)]] : [`${base}-G`, [reel(`${base}-GT3`, 3000)]],
      price: (0.13 + kb * 0.0013) * (tempCode === 'E' ? 1.1 : 1),
      ds: `https://www.onsemi.com/pdf/datasheet/${partName.toLowerCase()}-d.pdf`,
    };
  },
);
const ROHM_EE: [string, number][] = [
  ['BR24G01', 1],
  ['BR24G02', 2],
  ['BR24G04', 4],
  ['BR24G08', 8],
  ['BR24G16', 16],
  ['BR24G32', 32],
  ['BR24G64', 64],
  ['BR24G128', 128],
  ['BR24G256', 256],
  ['BR24G512', 512],
  ['BR24G1M', 1024],
];
const rohmEe = memFam(
  'rohm-eeprom',
  EE,
  'rohm',
  0.3,
  [
    ROHM_EE,
    [
      ['FJ-3GE2', 'SOP-J8', 2500],
      ['F-3GTE2', 'SOP-8', 2500],
      ['FVT-3GE2', 'TSSOP-B8', 3000],
      ['FVM-3GTR', 'MSOP-8', 3000],
      ['NUX-3TTR', 'DFN-8', 4000],
    ],
  ] as const,
  ([[partName, kb], [sfx, pkgKey, qty]]) => {
    const base = `${partName}${sfx.split('-')[0]}-3`;
    return {
      m: { kind: 'eeprom', bits: kb * 1024, org: orgOf(kb), iface: 'I²C', clk: '1 MHz', vcc: '1.6V ~ 5.5V' },
      k: pkgKey,
      temp: T_A85,
      code: [base, [reel(`${partName}${sfx}`, qty)]],
      price: 0.15 + kb * 0.0014,
      ds: `https://fscdn.rohm.com/en/products/databook/datasheet/ic/memory/eeprom/${partName.toLowerCase()}-3-e.pdf`,
    };
  },
);

export const MEMORY_FAMILIES: Family[] = [
  winbondFlash,
  winbondNand,
  macronix,
  issiFlash,
  sstFlash,
  sstParallel,
  issiSram,
  issiSdram,
  winbondDram,
  micron,
  mchpSram,
  cySram,
  eeI2c,
  eeSpi,
  eeMw,
  atmel,
  stEe,
  catEe,
  rohmEe,
];

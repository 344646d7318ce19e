// More memory in the makers' option grids: Micron SDRAM / DDR3L / DDR4 (die + package + speed grade +
// temperature + ':' die revision, MT41K256M16TW-107 IT:P) and Infineon (Cypress) S25FL serial NOR flash
// (density + technology + speed + package + temperature + model + packing, S25FL128LAGMFI010 / …013).
// They continue micron-dram and mchp-sst39 (Family.after), so earlier parts keep their places.
import { T_A105, T_A125, T_A85, reel, tray } from './more-packages-and-codes';
import { M, MICRON, QSPI, memFam, priceOf, type Mem } from './memory';
import type { Family } from '../family';

type Dram = [
  die: string,
  mbit: number,
  org: string,
  kind: Mem['kind'],
  pkgs: [string, string][],
  speeds: [string, string][],
  revs: string[],
];
const B96: [string, string] = ['TW', 'BGA-96'];
const DRAM: Dram[] = [
  [
    'MT48LC4M16A2',
    64,
    '4M x 16',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B4', 'BGA-54'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-7E', '143 MHz'],
      ['-75', '133 MHz'],
    ],
    ['J', 'L'],
  ],
  [
    'MT48LC8M16A2',
    128,
    '8M x 16',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B4', 'BGA-54'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-7E', '143 MHz'],
      ['-75', '133 MHz'],
    ],
    ['L', 'G'],
  ],
  [
    'MT48LC16M16A2',
    256,
    '16M x 16',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B4', 'BGA-54'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-7E', '143 MHz'],
      ['-75', '133 MHz'],
    ],
    ['G', 'H'],
  ],
  [
    'MT48LC32M16A2',
    512,
    '32M x 16',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B4', 'BGA-54'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-75', '133 MHz'],
    ],
    ['C', 'D'],
  ],
  [
    'MT48LC16M8A2',
    128,
    '16M x 8',
    'sdram',
    [['P', 'TSOP2-54']],
    [
      ['-6A', '167 MHz'],
      ['-75', '133 MHz'],
    ],
    ['G', 'L'],
  ],
  [
    'MT48LC32M8A2',
    256,
    '32M x 8',
    'sdram',
    [['P', 'TSOP2-54']],
    [
      ['-6A', '167 MHz'],
      ['-75', '133 MHz'],
    ],
    ['D', 'G'],
  ],
  [
    'MT48LC2M32B2',
    64,
    '2M x 32',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B5', 'BGA-90'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-7', '143 MHz'],
    ],
    ['J', 'G'],
  ],
  [
    'MT48LC4M32B2',
    128,
    '4M x 32',
    'sdram',
    [
      ['P', 'TSOP2-54'],
      ['B5', 'BGA-90'],
    ],
    [
      ['-6A', '167 MHz'],
      ['-7', '143 MHz'],
    ],
    ['L', 'G'],
  ],
  [
    'MT41K128M8',
    1024,
    '128M x 8',
    'ddr3',
    [
      ['DA', 'BGA-78'],
      ['JP', 'BGA-78'],
    ],
    [
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
      ['-15E', '667 MHz'],
    ],
    ['J', 'K'],
  ],
  [
    'MT41K256M8',
    2048,
    '256M x 8',
    'ddr3',
    [['DA', 'BGA-78']],
    [
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
      ['-15E', '667 MHz'],
    ],
    ['K', 'E'],
  ],
  [
    'MT41K512M8',
    4096,
    '512M x 8',
    'ddr3',
    [
      ['RH', 'BGA-78'],
      ['DA', 'BGA-78'],
    ],
    [
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
    ],
    ['E', 'J'],
  ],
  [
    'MT41K64M16',
    1024,
    '64M x 16',
    'ddr3',
    [
      ['TW', 'BGA-96'],
      ['JT', 'BGA-96'],
    ],
    [
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
      ['-15E', '667 MHz'],
    ],
    ['J', 'K'],
  ],
  [
    'MT41K128M16',
    2048,
    '128M x 16',
    'ddr3',
    [
      ['JT', 'BGA-96'],
      ['HA', 'BGA-96'],
    ],
    [
      ['-093', '1.066 GHz'],
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
      ['-15E', '667 MHz'],
    ],
    ['K', 'J'],
  ],
  [
    'MT41K256M16',
    4096,
    '256M x 16',
    'ddr3',
    [B96, ['HA', 'BGA-96']],
    [
      ['-093', '1.066 GHz'],
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
    ],
    ['P', 'E'],
  ],
  [
    'MT41K512M16',
    8192,
    '512M x 16',
    'ddr3',
    [
      ['HA', 'BGA-96'],
      ['VRN', 'BGA-96'],
    ],
    [
      ['-093', '1.066 GHz'],
      ['-107', '933 MHz'],
      ['-125', '800 MHz'],
    ],
    ['A', 'B'],
  ],
  [
    'MT40A256M16',
    4096,
    '256M x 16',
    'ddr4',
    [
      ['GE', 'BGA-96'],
      ['LY', 'BGA-96'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
      ['-093E', '1.066 GHz'],
    ],
    ['B', 'E'],
  ],
  [
    'MT40A512M8',
    4096,
    '512M x 8',
    'ddr4',
    [
      ['RH', 'BGA-78'],
      ['SA', 'BGA-78'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
    ],
    ['B', 'E'],
  ],
  [
    'MT40A512M16',
    8192,
    '512M x 16',
    'ddr4',
    [
      ['LY', 'BGA-96'],
      ['JY', 'BGA-96'],
      ['TB', 'BGA-96'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
    ],
    ['B', 'E', 'F'],
  ],
  [
    'MT40A1G8',
    8192,
    '1G x 8',
    'ddr4',
    [
      ['SA', 'BGA-78'],
      ['WE', 'BGA-78'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
    ],
    ['B', 'E'],
  ],
  [
    'MT40A1G16',
    16384,
    '1G x 16',
    'ddr4',
    [
      ['KNR', 'BGA-96'],
      ['RD', 'BGA-96'],
      ['TB', 'BGA-96'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
    ],
    ['B', 'E', 'H'],
  ],
  [
    'MT40A2G8',
    16384,
    '2G x 8',
    'ddr4',
    [
      ['SA', 'BGA-78'],
      ['VA', 'BGA-78'],
    ],
    [
      ['-062E', '1.6 GHz'],
      ['-075E', '1.333 GHz'],
      ['-083E', '1.2 GHz'],
    ],
    ['B', 'E'],
  ],
];
const TEMPS: [string, string][] = [
  ['', '0°C ~ 95°C (TC)'],
  [' IT', '-40°C ~ 95°C (TC)'],
  [' AIT', '-40°C ~ 95°C (TC)'],
  [' AAT', '-40°C ~ 105°C (TC)'],
  [' UT', '-40°C ~ 125°C (TC)'],
];
// micron-dram lists a few of these codes already; those stay its own.
const OLD = new Set(MICRON.flatMap(([partName, , , , , , rev]) => TEMPS.map(([tempCode]) => `${partName}${tempCode}:${rev}`)));
const micronMore = memFam(
  'micron-dram-more',
  'dram-and-sram',
  'micron',
  0,
  [DRAM, [0, 1, 2], [0, 1, 2, 3], TEMPS, [0, 1, 2]] as const,
  ([[die, mbit, org, kind, pkgs, speeds, revs], pi, si, [tempCode, temp], ri]) => {
    const pk = pkgs[pi];
    const sp = speeds[si];
    const rev = revs[ri];
    if (!pk || !sp || !rev || (tempCode === ' UT' && kind === 'sdram')) return null;
    const base = `${die}${pk[0]}${sp[0]}${tempCode}:${rev}`;
    if (OLD.has(base)) return null;
    const sdram = kind === 'sdram';
    return {
      m: {
        kind,
        bits: mbit * M,
        org,
        iface: 'Parallel',
        clk: sp[1],
        vcc: kind === 'ddr4' ? '1.14V ~ 1.26V' : kind === 'ddr3' ? '1.283V ~ 1.45V' : '3V ~ 3.6V',
        at: sdram ? '5.4ns' : '13.75ns',
      },
      k: pk[1],
      temp: sdram && tempCode === '' ? '0°C ~ 70°C (TA)' : temp,
      code: [base, [tray(base, pk[1] === 'TSOP2-54' ? 108 : 1368), reel(`${base} TR`, 2000)]],
      price: (1.4 + mbit * 0.0012) * (tempCode ? 1.15 : 1) * (tempCode === ' AAT' || tempCode === ' UT' ? 1.3 : 1),
      ds:
        `https://www.micron.com/-/media/client/global/documents/products/data-sheet/dram/` +
        `${kind === 'sdram' ? 'sdr' : kind}/${org.replace(' x ', 'x').toLowerCase()}_${kind}.pdf`,
    };
  },
);

type Nor = [name: string, mbit: number, vcc: string, speeds: string[], clk: string];
const S25FL: Nor[] = [
  ['S25FL064L', 64, '2.7V ~ 3.6V', ['AB', 'AG'], '108 MHz'],
  ['S25FL128L', 128, '2.7V ~ 3.6V', ['AG', 'AB'], '133 MHz'],
  ['S25FL256L', 256, '2.7V ~ 3.6V', ['AG', 'AB'], '133 MHz'],
  ['S25FL128S', 128, '2.7V ~ 3.6V', ['AG', 'DP'], '133 MHz'],
  ['S25FL256S', 256, '2.7V ~ 3.6V', ['AG', 'DP'], '133 MHz'],
  ['S25FL512S', 512, '2.7V ~ 3.6V', ['AG', 'DP'], '133 MHz'],
  ['S25FL116K', 16, '2.7V ~ 3.6V', ['0X'], '108 MHz'],
  ['S25FL132K', 32, '2.7V ~ 3.6V', ['0X'], '108 MHz'],
  ['S25FL164K', 64, '2.7V ~ 3.6V', ['0X'], '108 MHz'],
  ['S25FS128S', 128, '1.7V ~ 2V', ['AG', 'DP'], '133 MHz'],
  ['S25FS256S', 256, '1.7V ~ 2V', ['AG', 'DP'], '133 MHz'],
  ['S25FS512S', 512, '1.7V ~ 2V', ['AG', 'DP'], '133 MHz'],
];
const S25_PKG: [string, string][] = [
  ['MF', 'SOICW-16'],
  ['NF', 'WSON-8-8x6'],
  ['BH', 'BGA-24'],
  ['SF', 'SOIC-8W'],
];
const S25_TEMP: [string, string][] = [
  ['I', T_A85],
  ['V', T_A105],
  ['A', T_A85],
  ['B', T_A105],
  ['M', T_A125],
];
const s25fl = memFam(
  'infineon-s25fl',
  'flash-memory',
  'infineon',
  0,
  [S25FL, [0, 1], S25_PKG, S25_TEMP, ['00', '01', '10', '11']] as const,
  ([[partName, mbit, vcc, speeds, clk], si, [pc, pkgKey], [tempCode, temp], model]) => {
    const sp = speeds[si];
    // SOIC-8 holds the small K and L parts only; the K parts come in model 01 and 10 alone.
    if (!sp || (pc === 'SF' && mbit > 128) || (partName.endsWith('K') && (model === '00' || model === '11' || pc === 'BH'))) return null;
    const base = `${partName}${sp}${pc}${tempCode}${model}`;
    return {
      m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit / 8}M x 8`, iface: QSPI, clk, vcc },
      k: pkgKey,
      temp,
      code: [
        base,
        [pc === 'BH' ? tray(`${base}0`, 338) : tray(`${base}0`, pc === 'MF' ? 47 : 490), reel(`${base}3`, pc === 'MF' ? 1000 : 2500)],
      ],
      price: priceOf(mbit * M, 0.016, 0.55) * (tempCode === 'A' || tempCode === 'B' || tempCode === 'M' ? 1.35 : 1),
      ds: `https://www.infineon.com/dgdl/Infineon-${partName}_datasheet-DataSheet.pdf`,
    };
  },
);

export const MEMORY_MORE_FAMILIES: Family[] = [
  { ...micronMore, after: 'micron-dram' },
  { ...s25fl, after: 'mchp-sst39' },
];

// Serial NOR flash in the makers' ordering grids: GigaDevice GD25 (series + density + generation +
// package + temperature + G green, R for tape and reel: GD25Q128ESIGR) and the Winbond W25Q dies the
// winbond-w25q family does not list (FV / FW / DV / DW / NW and the 1 Gbit JV), in its code scheme.
// Both continue existing flash families (see continuation.ts), so earlier parts keep their places.
import { T_A105, T_A85, reel, tray, tube } from './more-packages-and-codes';
import { M, QSPI, memFam, priceOf } from './memory';
import { cont } from './continuation';
import type { Family } from '../family';

const FLASH = 'flash-memory';

/** [device (series + density + generation), Mbit, supply, clock]. */
type Gd = [n: string, mbit: number, vcc: string, clk: string];
const Q3 = '2.7V ~ 3.6V';
const L18 = '1.65V ~ 2.1V';
const GD: Gd[] = [
  ['GD25Q80E', 8, Q3, '133 MHz'],
  ['GD25Q16E', 16, Q3, '133 MHz'],
  ['GD25Q32E', 32, Q3, '133 MHz'],
  ['GD25Q64E', 64, Q3, '133 MHz'],
  ['GD25Q128E', 128, Q3, '133 MHz'],
  ['GD25Q80C', 8, Q3, '120 MHz'],
  ['GD25Q16C', 16, Q3, '120 MHz'],
  ['GD25Q32C', 32, Q3, '120 MHz'],
  ['GD25Q64C', 64, Q3, '120 MHz'],
  ['GD25Q128C', 128, Q3, '104 MHz'],
  ['GD25B256E', 256, Q3, '133 MHz'],
  ['GD25LQ16E', 16, L18, '133 MHz'],
  ['GD25LQ32E', 32, L18, '133 MHz'],
  ['GD25LQ64E', 64, L18, '133 MHz'],
  ['GD25LQ128E', 128, L18, '133 MHz'],
  ['GD25LE16E', 16, L18, '133 MHz'],
  ['GD25LE32E', 32, L18, '133 MHz'],
  ['GD25LE64E', 64, L18, '133 MHz'],
  ['GD25LE128E', 128, L18, '133 MHz'],
  ['GD25LB256E', 256, L18, '133 MHz'],
  ['GD25WQ16E', 16, '1.65V ~ 3.6V', '104 MHz'],
  ['GD25WQ32E', 32, '1.65V ~ 3.6V', '104 MHz'],
  ['GD25WQ64E', 64, '1.65V ~ 3.6V', '104 MHz'],
  ['GD25WQ128E', 128, '1.65V ~ 3.6V', '104 MHz'],
];
/** Package letter, outline, smallest and largest density it carries (Mbit). */
const GD_PKG: [code: string, k: string, lo: number, hi: number][] = [
  ['T', 'SOIC-8', 8, 64],
  ['S', 'SOIC-8W', 8, 128],
  ['W', 'WSON-8-6x5', 8, 128],
  ['E', 'USON-8', 8, 32],
  ['Y', 'WSON-8-8x6', 64, 256],
  ['F', 'SOICW-16', 128, 256],
  ['B', 'BGA-24', 64, 256],
];
const gd25 = cont(
  'macronix-mx25',
  memFam(
    'gigadevice-gd25',
    FLASH,
    'gigadevice',
    0,
    [
      GD,
      GD_PKG,
      [
        ['I', T_A85],
        ['J', T_A105],
      ],
    ] as const,
    ([[partName, mbit, vcc, clk], [pc, pkgKey, lo, hi], [tempCode, temp]]) => {
      if (mbit < lo || mbit > hi) return null;
      const base = `${partName}${pc}${tempCode}G`;
      const loose = pc === 'T' || pc === 'S' || pc === 'F' ? tube(base, pc === 'F' ? 47 : 100) : tray(base, pc === 'B' ? 480 : 490);
      return {
        m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit / 8}M x 8`, iface: QSPI, clk, vcc },
        k: pkgKey,
        temp,
        code: [base, [reel(`${base}R`, pc === 'F' ? 1000 : pc === 'T' || pc === 'S' ? 2000 : 3000), loose]],
        price: priceOf(mbit * M, 0.009, 0.2) * (tempCode === 'J' ? 1.12 : 1),
        ds: `https://www.gigadevice.com.cn/Public/Uploads/uploadfile/files/${partName}.pdf`,
      };
    },
  ),
);

// Winbond dies winbond-w25q leaves out. The F, D and E generations end in G (green) instead of the
// J generation's Q / M option; parts from 128 Mbit use the one-letter package codes.
type Wb = [n: string, mbit: number, vcc: string, clk: string, opts: string[]];
const V3 = '2.7V ~ 3.6V';
const V18 = '1.7V ~ 1.95V';
const WB: Wb[] = [
  ['W25Q32FV', 32, V3, '104 MHz', ['G']],
  ['W25Q64FV', 64, V3, '104 MHz', ['G']],
  ['W25Q128FV', 128, V3, '104 MHz', ['G']],
  ['W25Q256FV', 256, V3, '104 MHz', ['G']],
  ['W25Q16FW', 16, V18, '104 MHz', ['G']],
  ['W25Q32FW', 32, V18, '104 MHz', ['G']],
  ['W25Q64FW', 64, V18, '104 MHz', ['G']],
  ['W25Q128FW', 128, V18, '104 MHz', ['G']],
  ['W25Q16DV', 16, V3, '104 MHz', ['G']],
  ['W25Q32DW', 32, V18, '104 MHz', ['G']],
  ['W25Q80EW', 8, V18, '104 MHz', ['G']],
  ['W25Q16NW', 16, '1.14V ~ 1.6V', '104 MHz', ['Q', 'M']],
  ['W25Q32NW', 32, '1.14V ~ 1.6V', '104 MHz', ['Q', 'M']],
  ['W25Q64NW', 64, '1.14V ~ 1.6V', '133 MHz', ['Q', 'M']],
  ['W25Q128NW', 128, '1.14V ~ 1.6V', '133 MHz', ['Q', 'M']],
  ['W25Q01JV', 1024, V3, '133 MHz', ['Q', 'M']],
];
/** Two-letter code (below 128 Mbit), one-letter code, outline, smallest and largest density (Mbit). */
const WB_PKG: [two: string, one: string, k: string, lo: number, hi: number][] = [
  ['SN', 'SN', 'SOIC-8', 8, 32],
  ['SS', 'S', 'SOIC-8W', 8, 128],
  ['ZP', 'E', 'WSON-8-6x5', 8, 128],
  ['UX', 'UX', 'USON-8', 8, 32],
  ['SF', 'F', 'SOICW-16', 64, 1024],
  ['ZE', 'P', 'WSON-8-8x6', 128, 1024],
  ['TB', 'B', 'BGA-24', 64, 1024],
];
const w25qMore = cont(
  'winbond-w25q',
  memFam(
    'winbond-w25q-more',
    FLASH,
    'winbond',
    0,
    [WB, WB_PKG, ['I', 'J'], ['G', 'Q', 'M']] as const,
    ([[partName, mbit, vcc, clk, opts], [two, one, pkgKey, lo, hi], tempCode, option]) => {
      if (!opts.includes(option) || mbit < lo || mbit > hi) return null;
      const base = `${partName}${mbit >= 128 ? one : two}${tempCode}${option}`;
      const loose = pkgKey.startsWith('SOIC') ? tube(base, pkgKey === 'SOICW-16' ? 47 : 90) : tray(base, pkgKey === 'BGA-24' ? 480 : 490);
      return {
        m: { kind: 'flash-nor', bits: mbit * M, org: `${mbit}M x 1`, iface: option === 'G' ? 'SPI - Quad I/O' : QSPI, clk, vcc },
        k: pkgKey,
        temp: tempCode === 'I' ? T_A85 : T_A105,
        code: [base, [reel(`${base}TR`, pkgKey.startsWith('SOIC') ? 2000 : 4000), loose]],
        price: priceOf(mbit * M, 0.012, 0.28) * (tempCode === 'J' ? 1.1 : 1),
        ds: `https://www.winbond.com/resource-files/${partName}_datasheet.pdf`,
      };
    },
  ),
);

export const MEMORY2_FAMILIES: Family[] = [gd25, w25qMore];

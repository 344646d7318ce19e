// Hand tools: screwdrivers and bits, pliers and cutters, wire strippers and crimp tools. Wera and
// Wiha sell by article number (one per tip size and length, numbered in steps within a range);
// Knipex by its 'xx xx xxx' code (model, version, length in mm), which distributors keep as is.
import { fam, type BaseSpec, type Family } from '../family';
import { pad } from '../values';
import { bulk, gr, jitter, usd } from '../electromechanical-helpers';

const DRIVERS = 'screwdrivers-and-bits';
const PLIERS = 'pliers-and-cutters';
const STRIP = 'wire-strippers-and-crimp-tools';

// ---------------------------------------------------------------------------------------------
// Screwdrivers and bits

interface Driver {
  series: string;
  tool: 'Screwdriver' | 'Bit' | 'Screwdriver, Precision' | 'Screwdriver, Insulated';
  tip: string;
  size: string;
  /** Blade (or bit) length, mm. */
  blade: number;
  overall: number;
  insulated: boolean;
  drive: string;
  esd: boolean;
}

function driverSpec(driver: Driver, base: string, price: number, grams: number, ds: string): BaseSpec {
  const what = driver.tool === 'Bit' ? 'BIT' : 'SCREWDRIVER';
  return {
    base,
    variants: [bulk(base)],
    description:
      `${what} ${driver.tip.replace('®', '').toUpperCase()} ${driver.size.toUpperCase()} ` +
      `${driver.blade}MM${driver.insulated ? ' 1000V' : ''}${driver.esd ? ' ESD' : ''}`,
    parameters: {
      Series: driver.series,
      'Tool Type': driver.tool,
      'Tip Type': driver.tip,
      'Tip Size': driver.size,
      'Blade Length': `${driver.blade}mm (${(driver.blade / 25.4).toFixed(2)}")`,
      'Overall Length': `${driver.overall}mm (${(driver.overall / 25.4).toFixed(2)}")`,
      Insulated: driver.insulated ? 'Yes - 1000V (VDE)' : 'No',
      Drive: driver.drive,
      'ESD Safe': driver.esd ? 'Yes' : 'No',
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

type TipRow = readonly [string, number];
const PH = [
  ['PH0', 60],
  ['PH1', 80],
  ['PH2', 100],
  ['PH3', 150],
  ['PH4', 200],
] as const;
const PZ = [
  ['PZ0', 60],
  ['PZ1', 80],
  ['PZ2', 100],
  ['PZ3', 150],
] as const;
const TX = [
  ['T5', 60],
  ['T6', 60],
  ['T7', 60],
  ['T8', 60],
  ['T9', 60],
  ['T10', 80],
  ['T15', 80],
  ['T20', 100],
  ['T25', 100],
  ['T27', 115],
  ['T30', 115],
  ['T40', 130],
] as const;
const SL = [
  ['0.4 x 2.5mm', 75],
  ['0.5 x 3.0mm', 80],
  ['0.6 x 3.5mm', 100],
  ['0.8 x 4.0mm', 100],
  ['1.0 x 5.5mm', 125],
  ['1.2 x 6.5mm', 150],
  ['1.2 x 8.0mm', 175],
  ['1.6 x 10.0mm', 200],
] as const;
const MICRO_SL = [
  ['0.16 x 0.8mm', 40],
  ['0.25 x 1.2mm', 40],
  ['0.3 x 1.5mm', 40],
  ['0.3 x 1.8mm', 40],
  ['0.4 x 2.0mm', 60],
  ['0.4 x 2.5mm', 60],
  ['0.5 x 3.0mm', 80],
] as const;
const MICRO_PH = [
  ['PH000', 40],
  ['PH00', 40],
  ['PH0', 60],
  ['PH1', 80],
] as const;
const MICRO_TX = [
  ['T1', 40],
  ['T2', 40],
  ['T3', 40],
  ['T4', 40],
  ['T5', 60],
  ['T6', 60],
  ['T7', 60],
  ['T8', 60],
  ['T10', 60],
] as const;
const HEX = [
  ['1.5mm', 0],
  ['2mm', 0],
  ['2.5mm', 0],
  ['3mm', 0],
  ['4mm', 0],
  ['5mm', 0],
  ['6mm', 0],
  ['8mm', 0],
] as const;

interface DriverSeries {
  code: string;
  tool: Driver['tool'];
  tip: string;
  sizes: readonly TipRow[];
  /** First article number of the range; sizes follow in steps of `step`. */
  start: number;
  step: number;
  price: number;
  handle: number;
  esd?: boolean;
}

const WERA_DRIVERS: DriverSeries[] = [
  { code: '350 PH', tool: 'Screwdriver', tip: 'Phillips', sizes: PH, start: 8700, step: 10, price: 9.8, handle: 95 },
  { code: '355 PZ', tool: 'Screwdriver', tip: 'Pozidriv', sizes: PZ, start: 9300, step: 10, price: 10.2, handle: 95 },
  { code: '367 TORX', tool: 'Screwdriver', tip: 'Torx®', sizes: TX, start: 28001, step: 1, price: 10.9, handle: 95 },
  { code: '335', tool: 'Screwdriver', tip: 'Slotted', sizes: SL, start: 110001, step: 1, price: 8.9, handle: 95 },
  {
    code: '2035',
    tool: 'Screwdriver, Precision',
    tip: 'Slotted',
    sizes: MICRO_SL,
    start: 118000,
    step: 2,
    price: 8.4,
    handle: 45,
    esd: true,
  },
  {
    code: '2050 PH',
    tool: 'Screwdriver, Precision',
    tip: 'Phillips',
    sizes: MICRO_PH,
    start: 118020,
    step: 2,
    price: 8.6,
    handle: 45,
    esd: true,
  },
  {
    code: '2067 TORX',
    tool: 'Screwdriver, Precision',
    tip: 'Torx®',
    sizes: MICRO_TX,
    start: 118030,
    step: 2,
    price: 9.4,
    handle: 45,
    esd: true,
  },
  {
    code: '160 i VDE',
    tool: 'Screwdriver, Insulated',
    tip: 'Slotted',
    sizes: SL.slice(1, 7),
    start: 6001,
    step: 2,
    price: 13.5,
    handle: 110,
  },
  {
    code: '162 i PH VDE',
    tool: 'Screwdriver, Insulated',
    tip: 'Phillips',
    sizes: PH.slice(0, 4),
    start: 6150,
    step: 2,
    price: 14.2,
    handle: 110,
  },
  {
    code: '165 i PZ VDE',
    tool: 'Screwdriver, Insulated',
    tip: 'Pozidriv',
    sizes: PZ.slice(1),
    start: 6160,
    step: 2,
    price: 14.6,
    handle: 110,
  },
];
const WERA_BITS: DriverSeries[] = [
  { code: '851/1 Z', tool: 'Bit', tip: 'Phillips', sizes: PH.slice(0, 4), start: 72000, step: 5, price: 2.1, handle: 0 },
  { code: '855/1 Z', tool: 'Bit', tip: 'Pozidriv', sizes: PZ, start: 72100, step: 5, price: 2.2, handle: 0 },
  { code: '867/1 Z', tool: 'Bit', tip: 'Torx®', sizes: TX.slice(3), start: 66300, step: 5, price: 2.6, handle: 0 },
  { code: '840/1 Z', tool: 'Bit', tip: 'Hex', sizes: HEX, start: 56300, step: 5, price: 2.3, handle: 0 },
];
const WIHA: DriverSeries[] = [
  { code: 'SoftFinish®', tool: 'Screwdriver', tip: 'Phillips', sizes: PH, start: 31110, step: 1, price: 8.6, handle: 90 },
  { code: 'SoftFinish®', tool: 'Screwdriver', tip: 'Slotted', sizes: SL, start: 30210, step: 1, price: 7.9, handle: 90 },
  { code: 'SoftFinish®', tool: 'Screwdriver', tip: 'Torx®', sizes: TX, start: 36280, step: 1, price: 9.3, handle: 90 },
  {
    code: 'PicoFinish®',
    tool: 'Screwdriver, Precision',
    tip: 'Slotted',
    sizes: MICRO_SL,
    start: 26100,
    step: 1,
    price: 7.4,
    handle: 45,
    esd: true,
  },
  {
    code: 'PicoFinish®',
    tool: 'Screwdriver, Precision',
    tip: 'Phillips',
    sizes: MICRO_PH,
    start: 26170,
    step: 1,
    price: 7.6,
    handle: 45,
    esd: true,
  },
  {
    code: 'PicoFinish®',
    tool: 'Screwdriver, Precision',
    tip: 'Torx®',
    sizes: MICRO_TX,
    start: 26710,
    step: 1,
    price: 8.2,
    handle: 45,
    esd: true,
  },
  {
    code: 'SoftFinish® electric VDE',
    tool: 'Screwdriver, Insulated',
    tip: 'Slotted',
    sizes: SL.slice(1, 7),
    start: 32010,
    step: 1,
    price: 12.9,
    handle: 105,
  },
  {
    code: 'SoftFinish® electric VDE',
    tool: 'Screwdriver, Insulated',
    tip: 'Phillips',
    sizes: PH.slice(0, 4),
    start: 32100,
    step: 1,
    price: 13.4,
    handle: 105,
  },
];
const BIT_LENGTHS = [25, 50, 89, 152] as const;

const WERA_DS = 'https://products.wera.de/en/screwdrivers.html';
const WIHA_DS = 'https://www.wiha.com/us/en/';

const driverFamilies: Family[] = [
  fam({
    key: 'wera-screwdrivers',
    leaf: DRIVERS,
    mfr: 'wera',
    weight: 0.45,
    kind: 'mro',
    dimensions: [
      WERA_DRIVERS.flatMap((driverSeries) => driverSeries.sizes.map((tipRow, index) => ({ s: driverSeries, t: tipRow, i: index }))),
    ],
    make: ([
      {
        s: driverSeries,
        t: [size, blade],
        i: index,
      },
    ]) => {
      const mpn = `05${pad(driverSeries.start + index * driverSeries.step, 6)}001`;
      return driverSpec(
        {
          series: `Kraftform ${driverSeries.code}`,
          tool: driverSeries.tool,
          tip: driverSeries.tip,
          size,
          blade,
          overall: blade + driverSeries.handle,
          insulated: driverSeries.tool === 'Screwdriver, Insulated',
          drive: '-',
          esd: driverSeries.esd ?? false,
        },
        mpn,
        driverSeries.price + blade * 0.02,
        20 + blade * 0.35 + driverSeries.handle * 0.4,
        WERA_DS,
      );
    },
  }),
  fam({
    key: 'wera-bits',
    leaf: DRIVERS,
    mfr: 'wera',
    weight: 0.25,
    kind: 'mro',
    dimensions: [
      WERA_BITS.flatMap((driverSeries) => driverSeries.sizes.map((tipRow, index) => ({ s: driverSeries, t: tipRow, i: index }))),
      BIT_LENGTHS,
    ],
    make: ([
      {
        s: driverSeries,
        t: [size],
        i: index,
      },
      len,
    ]) => {
      const mpn = `05${pad(driverSeries.start + index * driverSeries.step + BIT_LENGTHS.indexOf(len) * 1000, 6)}001`;
      return driverSpec(
        {
          series: driverSeries.code,
          tool: 'Bit',
          tip: driverSeries.tip,
          size,
          blade: len,
          overall: len,
          insulated: false,
          drive: '1/4" Hex (C 6.3 / E 6.3)',
          esd: false,
        },
        mpn,
        driverSeries.price + len * 0.025,
        3 + len * 0.09,
        WERA_DS,
      );
    },
  }),
  fam({
    key: 'wiha-screwdrivers',
    leaf: DRIVERS,
    mfr: 'wiha',
    weight: 0.3,
    kind: 'mro',
    dimensions: [WIHA.flatMap((driverSeries) => driverSeries.sizes.map((tipRow, index) => ({ s: driverSeries, t: tipRow, i: index })))],
    make: ([
      {
        s: driverSeries,
        t: [size, blade],
        i: index,
      },
    ]) => {
      const mpn = String(driverSeries.start + index * driverSeries.step);
      return driverSpec(
        {
          series: driverSeries.code,
          tool: driverSeries.tool,
          tip: driverSeries.tip,
          size,
          blade,
          overall: blade + driverSeries.handle,
          insulated: driverSeries.tool === 'Screwdriver, Insulated',
          drive: '-',
          esd: driverSeries.esd ?? false,
        },
        mpn,
        driverSeries.price + blade * 0.02,
        18 + blade * 0.35 + driverSeries.handle * 0.4,
        `${WIHA_DS}${mpn}`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Pliers and cutters

interface Plier {
  series: string;
  tool: string;
  length: number;
  cutting: string;
  handle: string;
  esd: boolean;
}

/** 'DIAGONAL CUTTER' → 'CUTTER DIAGONAL', as distributors list pliers: the noun first. */
const plierWord = (tool: string) =>
  tool.toUpperCase().replace('PLIERS', 'PLIER').replace('DIAGONAL CUTTER', 'CUTTER DIAGONAL').replace('FLUSH CUTTER', 'CUTTER FLUSH');

function plierSpec(plier: Plier, base: string, price: number, ds: string): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description:
      `${plierWord(plier.tool)} ` + `${plier.length}MM${plier.handle.startsWith('Insulated') ? ' 1000V' : ''}${plier.esd ? ' ESD' : ''}`,
    parameters: {
      Series: plier.series,
      'Tool Type': plier.tool,
      'Overall Length': `${plier.length}mm (${(plier.length / 25.4).toFixed(2)}")`,
      'Cutting Capacity': plier.cutting,
      'Handle Type': plier.handle,
      'ESD Safe': plier.esd ? 'Yes' : 'No',
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(plier.length * plier.length * 0.008 + 15),
    datasheetUrl: ds,
  };
}

/** Knipex: [model, version, length mm, tool, cutting capacity, handle, USD, also made as an ESD version]. */
const KNIPEX: [string, string, number, string, string, string, number, boolean][] = [
  ...[110, 125, 140, 160, 180].map(
    (lengthMm) =>
      [
        '70',
        '01',
        lengthMm,
        'Diagonal Cutter',
        `${(lengthMm / 50).toFixed(1)}mm Soft Wire`,
        'Plastic Coated',
        14 + lengthMm * 0.05,
        false,
      ] as [string, string, number, string, string, string, number, boolean],
  ),
  ['70', '02', 160, 'Diagonal Cutter', '3.2mm Soft Wire', 'Multi-Component', 24, false],
  ['70', '06', 160, 'Diagonal Cutter', '3.2mm Soft Wire', 'Insulated, 1000V', 31, false],
  ...[160, 180, 200].map(
    (lengthMm) =>
      [
        '74',
        '01',
        lengthMm,
        'Diagonal Cutter, High Leverage',
        `${(lengthMm / 50).toFixed(1)}mm Soft Wire`,
        'Plastic Coated',
        22 + lengthMm * 0.06,
        false,
      ] as [string, string, number, string, string, string, number, boolean],
  ),
  ['74', '02', 200, 'Diagonal Cutter, High Leverage', '4.0mm Soft Wire', 'Multi-Component', 34, false],
  ['74', '06', 200, 'Diagonal Cutter, High Leverage', '4.0mm Soft Wire', 'Insulated, 1000V', 41, false],
  ['78', '61', 125, 'Flush Cutter', '1.6mm Soft Wire', 'Multi-Component', 24, true],
  ['78', '71', 125, 'Flush Cutter', '1.6mm Soft Wire', 'Multi-Component', 26, true],
  ['78', '81', 125, 'Flush Cutter', '1.6mm Soft Wire', 'Multi-Component', 26, true],
  ['78', '91', 125, 'Flush Cutter', '1.3mm Soft Wire', 'Multi-Component', 27, true],
  ['78', '03', 125, 'Flush Cutter', '1.6mm Soft Wire', 'Plastic Coated', 21, true],
  ['79', '02', 120, 'Diagonal Cutter, Electronics', '1.6mm Soft Wire', 'Multi-Component', 45, true],
  ['79', '22', 120, 'Diagonal Cutter, Electronics', '1.2mm Soft Wire', 'Multi-Component', 48, true],
  ['35', '12', 115, 'Flat Nose Pliers, Electronics', '-', 'Multi-Component', 29, true],
  ['35', '32', 115, 'Needle Nose Pliers, Electronics', '-', 'Multi-Component', 29, true],
  ['35', '42', 115, 'Round Nose Pliers, Electronics', '-', 'Multi-Component', 30, true],
  ['26', '12', 200, 'Needle Nose Pliers', '3.2mm Soft Wire', 'Multi-Component', 27, false],
  ['25', '01', 160, 'Needle Nose Pliers', '2.5mm Soft Wire', 'Plastic Coated', 19, false],
  ['25', '06', 160, 'Needle Nose Pliers', '2.5mm Soft Wire', 'Insulated, 1000V', 30, false],
  ['03', '01', 180, 'Combination Pliers', '2.5mm Soft Wire', 'Plastic Coated', 19, false],
  ['03', '02', 180, 'Combination Pliers', '2.5mm Soft Wire', 'Multi-Component', 23, false],
  ['03', '06', 180, 'Combination Pliers', '2.5mm Soft Wire', 'Insulated, 1000V', 33, false],
  ...[180, 250, 300].map(
    (lengthMm) =>
      ['87', '01', lengthMm, 'Water Pump Pliers (Cobra®)', '-', 'Plastic Coated', 25 + lengthMm * 0.06, false] as [
        string,
        string,
        number,
        string,
        string,
        string,
        number,
        boolean,
      ],
  ),
  ['88', '01', 250, 'Water Pump Pliers (Alligator®)', '-', 'Plastic Coated', 24, false],
  ['86', '03', 180, 'Pliers Wrench', '-', 'Plastic Coated', 44, false],
  ['86', '03', 250, 'Pliers Wrench', '-', 'Plastic Coated', 52, false],
  ['67', '01', 140, 'End Cutter, High Leverage', '2.2mm Soft Wire', 'Plastic Coated', 32, false],
];
const KNIPEX_ROWS = KNIPEX.flatMap((row) =>
  row[7]
    ? [
        { r: row, esd: false },
        { r: row, esd: true },
      ]
    : [{ r: row, esd: false }],
);

const pliersFamilies: Family[] = [
  fam({
    key: 'knipex-pliers',
    leaf: PLIERS,
    mfr: 'knipex',
    weight: 0.75,
    kind: 'mro',
    dimensions: [KNIPEX_ROWS],
    make: ([
      {
        r: [model, version, length, tool, cutting, handle, price],
        esd,
      },
    ]) => {
      const mpn = `${model} ${version} ${length}${esd ? ' ESD' : ''}`;
      return plierSpec(
        { series: model, tool, length, cutting, handle, esd },
        mpn,
        price * (esd ? 1.12 : 1),
        `https://www.knipex.com/products/${model}${version}${length}`,
      );
    },
  }),
  fam({
    key: 'xuron-cutters',
    leaf: PLIERS,
    mfr: 'xuron',
    weight: 0.25,
    kind: 'mro',
    dimensions: [
      [
        ['170-II', 'Flush Cutter', 127, '1.3mm Soft Wire', 13.5],
        ['410', 'Flush Cutter, Tapered Head', 127, '1.0mm Soft Wire', 14.9],
        ['2175', 'Flush Cutter', 140, '2.0mm Soft Wire', 16.2],
        ['2175ET', 'Flush Cutter', 140, '2.0mm Soft Wire', 18.4],
        ['9180ET', 'Flush Cutter', 152, '2.6mm Soft Wire', 19.8],
        ['2193', 'Hard Wire Cutter', 152, '1.0mm Hard Wire', 21.5],
        ['450', 'Needle Nose Pliers, Tweezer Nose', 127, '-', 15.8],
        ['485', 'Needle Nose Pliers, Bent', 127, '-', 16.4],
        ['475', 'Flat Nose Pliers', 127, '-', 15.4],
        ['575', 'Round Nose Pliers', 127, '-', 15.9],
      ] as const,
    ],
    make: ([[mpn, tool, length, cutting, price]]) =>
      plierSpec(
        { series: mpn.replace(/ET$|-II$/, ''), tool, length, cutting, handle: 'Light Touch™ Return Spring', esd: false },
        mpn,
        price,
        `https://www.xuron.com/products/${mpn.toLowerCase()}`,
      ),
  }),
];

// ---------------------------------------------------------------------------------------------
// Wire strippers and crimp tools

interface Crimp {
  series: string;
  tool: string;
  use: string;
  gauge: string;
  length: number;
  ratchet: boolean;
}

function crimpSpec(crimp: Crimp, base: string, price: number, ds: string): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description:
      `${crimp.tool.toUpperCase().replace('AUTOMATIC WIRE STRIPPER', 'WIRE STRIPPER AUTO')} ` +
      `${crimp.gauge.replace(' AWG', 'AWG').replace(/ /g, '')}`,
    parameters: {
      Series: crimp.series,
      'Tool Type': crimp.tool,
      'For Use With': crimp.use,
      'Wire Gauge': crimp.gauge,
      'Overall Length': `${crimp.length}mm (${(crimp.length / 25.4).toFixed(2)}")`,
      Ratcheting: crimp.ratchet ? 'Yes' : 'No',
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(crimp.length * 1.7),
    datasheetUrl: ds,
  };
}

const stripFamilies: Family[] = [
  fam({
    key: 'knipex-strip-crimp',
    leaf: STRIP,
    mfr: 'knipex',
    weight: 0.4,
    kind: 'mro',
    dimensions: [
      [
        ['12 40 200', 'Automatic Wire Stripper', 'Solid and Stranded Wire', '10-24 AWG', 200, false, 46],
        ['12 62 180', 'Automatic Wire Stripper', 'Solid and Stranded Wire', '10-32 AWG', 180, false, 39],
        ['11 02 160', 'Wire Stripper', 'Solid and Stranded Wire', '10-24 AWG', 160, false, 26],
        ['11 06 160', 'Wire Stripper', 'Solid and Stranded Wire, 1000V', '10-24 AWG', 160, false, 36],
        ['12 21 180', 'Wire Stripper', 'Solid and Stranded Wire', '16-26 AWG', 180, false, 58],
        ['12 42 195', 'Automatic Wire Stripper', 'Solid and Stranded Wire', '10-24 AWG', 195, false, 42],
        ['97 52 36', 'Crimper', 'Insulated Terminals', '10-22 AWG', 250, true, 62],
        ['97 53 04', 'Crimper', 'Wire Ferrules', '10-28 AWG', 220, true, 148],
        ['97 53 14', 'Crimper', 'Wire Ferrules', '10-28 AWG', 180, true, 118],
        ['97 43 200', 'Crimper', 'Interchangeable Dies', '10-26 AWG', 200, true, 96],
        ['97 51 10', 'Crimper', 'Non-Insulated Terminals', '10-22 AWG', 220, true, 68],
        ['97 78 180', 'Crimper', 'Wire Ferrules', '10-24 AWG', 180, false, 37],
        ['95 12 200', 'Cable Cutter', 'Copper and Aluminum Cable', '4 AWG', 200, false, 41],
        ['16 95 01 SB', 'Cable Stripper', 'Round Cable 8-13mm', '-', 130, false, 21],
      ] as const,
    ],
    make: ([[mpn, tool, use, gauge, length, ratchet, price]]) =>
      crimpSpec(
        { series: mpn.slice(0, 5), tool, use, gauge, length, ratchet },
        mpn,
        price,
        `https://www.knipex.com/products/${mpn.replace(/ /g, '')}`,
      ),
  }),
  fam({
    key: 'jonard-strippers',
    leaf: STRIP,
    mfr: 'jonard',
    weight: 0.2,
    kind: 'mro',
    dimensions: [
      [
        ['ST-500', 'Wire Stripper', 'Solid and Stranded Wire', '20-30 AWG', 127, false, 24],
        ['ST-550', 'Wire Stripper', 'Solid and Stranded Wire', '10-22 AWG', 140, false, 26],
        ['ST-450', 'Wire Stripper', 'Solid and Stranded Wire', '26-32 AWG', 127, false, 27],
        ['UST-500', 'Automatic Wire Stripper', 'Solid and Stranded Wire', '10-24 AWG', 180, false, 34],
        ['CST-1900', 'Cable Stripper', 'Round Cable 4.5-10mm', '-', 130, false, 22],
        ['JIC-1622', 'Crimper', 'Insulated Terminals', '10-22 AWG', 230, true, 59],
      ] as const,
    ],
    make: ([[mpn, tool, use, gauge, length, ratchet, price]]) =>
      crimpSpec(
        { series: mpn.split('-')[0] ?? mpn, tool, use, gauge, length, ratchet },
        mpn,
        price,
        `https://www.jonard.com/${mpn.toLowerCase()}`,
      ),
  }),
  fam({
    key: 'molex-crimp-tools',
    leaf: STRIP,
    mfr: 'molex',
    weight: 0.2,
    kind: 'mro',
    dimensions: [
      [
        ['0638190000', 'Micro-Fit 3.0™ Female Terminals', '20-24 AWG', 236],
        ['0638190900', 'Mini-Fit Jr.™ Female Terminals', '16-24 AWG', 249],
        ['0638191000', 'Micro-Fit 3.0™ Female Terminals', '26-30 AWG', 241],
        ['0638190500', 'KK® 254 Crimp Terminals', '22-30 AWG', 228],
        ['0638250000', 'PicoBlade™ Crimp Terminals', '26-32 AWG', 262],
      ] as const,
    ],
    make: ([[mpn, use, gauge, price]]) =>
      crimpSpec(
        { series: 'Hand Crimp Tool', tool: 'Crimper', use, gauge, length: 220, ratchet: true },
        mpn,
        price,
        `https://www.molex.com/pdm_docs/ats/ATS-${mpn.slice(1, 6)}${mpn.slice(6, 10)}.pdf`,
      ),
  }),
  fam({
    key: 'te-crimp-tools',
    leaf: STRIP,
    mfr: 'te-connectivity',
    weight: 0.1,
    kind: 'mro',
    dimensions: [
      [
        ['58433-3', 'PRO-CRIMPER™ III', 'Insulated Terminals', '10-22 AWG', 412],
        ['91501-1', 'Hand Tool', 'Open Barrel Contacts', '22-26 AWG', 385],
        ['58495-1', 'PRO-CRIMPER™ III', 'Ultra-Fast Terminals', '16-22 AWG', 398],
        ['90546-1', 'Hand Tool', 'Insulated Splices', '10-22 AWG', 356],
      ] as const,
    ],
    make: ([[mpn, series, use, gauge, price]]) =>
      crimpSpec(
        { series, tool: 'Crimper', use, gauge, length: 260, ratchet: true },
        mpn,
        price,
        `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=408-` +
          `${mpn.split('-')[0]}&DocType=CS&DocLang=English`,
      ),
  }),
];

export const TOOL_FAMILIES: Family[] = [...driverFamilies, ...pliersFamilies, ...stripFamilies];

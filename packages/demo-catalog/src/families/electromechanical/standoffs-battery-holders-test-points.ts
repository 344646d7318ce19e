// Standoffs and spacers, battery holders and PCB test points. Keystone numbers are catalogue
// numbers handed out in blocks per style and material (one thread size per sub-block, one length
// per step), so a style's sizes sit next to each other the way they do in Keystone's catalogue.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { pad } from '../values';
import { shortWord } from '../packing-and-text';
import { bag, bulk, frac, gr, jitter, reel, usd } from '../electromechanical-helpers';

const STANDOFF = 'standoffs-and-spacers';
const BATT = 'battery-holders';
const TP = 'test-points';

// ---------------------------------------------------------------------------------------------
// Standoffs and spacers

interface Standoff {
  series: string;
  type: string;
  gender: string;
  thread: string;
  /** Length, millimetres. */
  mm: number;
  inch?: number;
  across: string;
  material: string;
  plating: string;
  smd?: boolean;
}

/** Coarse thread pitches (mm) of the metric standoffs; M2 is 0.4. */
const METRIC_PITCH: Record<string, string> = { 'M2.5': '0.45', M3: '0.5', M4: '0.7' };
function standoffSpec(standoff: Standoff, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const len = standoff.inch !== undefined ? `${frac(standoff.inch)}"` : `${standoff.mm}MM`;
  const mat = standoff.material.split(',')[0]?.toUpperCase().replace('STAINLESS STEEL', 'STAINLESS');
  const thread = standoff.thread.startsWith('M') ? `${standoff.thread}X${METRIC_PITCH[standoff.thread] ?? '0.4'}` : standoff.thread;
  return {
    base,
    variants,
    description: `${standoff.type.split(',')[0]?.toUpperCase()} ${thread} ${mat} ${len}`,
    parameters: {
      Series: standoff.series,
      Type: standoff.type,
      Gender: standoff.gender,
      'Thread Size': standoff.thread,
      Length:
        standoff.inch !== undefined
          ? `${standoff.inch.toFixed(3)}" (${(standoff.inch * 25.4).toFixed(2)}mm)`
          : `${standoff.mm.toFixed(2)}mm (${(standoff.mm / 25.4).toFixed(3)}")`,
      'Between Flats / Diameter': standoff.across,
      Material: standoff.material,
      Plating: standoff.plating,
      'Mounting Type': standoff.smd ? 'Surface Mount' : 'Free Hanging (In-Line)',
    },
    price: usd(price * jitter(base, 0.06)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const KEY_MATERIALS = [
  ['Aluminum', 'Clear Iridite', 1, 0.3],
  ['Brass', 'Nickel', 1.6, 0.95],
  ['Nylon', '-', 0.7, 0.13],
  ['Stainless Steel', '-', 2.1, 0.9],
] as const;
const KEY_TYPES = [
  ['Hex Standoff', 'Female to Female'],
  ['Hex Standoff', 'Male to Female'],
  ['Round Standoff', 'Female to Female'],
] as const;
const IMPERIAL = [
  ['2-56', '3/16" Hex'],
  ['4-40', '3/16" Hex'],
  ['6-32', '1/4" Hex'],
  ['8-32', '5/16" Hex'],
] as const;
const METRIC = [
  ['M2.5', '5.00mm Hex'],
  ['M3', '5.50mm Hex'],
  ['M4', '7.00mm Hex'],
] as const;
/** 1/8" to 2" in sixteenths. */
const INCH_LENGTHS = Array.from({ length: 31 }, (_, index) => (index + 2) / 16);
const MM_LENGTHS = [...Array.from({ length: 38 }, (_, index) => index + 3), 45, 50, 55, 60];
/** Catalogue blocks per [type][material]: four-digit for inch sizes, five-digit for metric. */
const KEY_BLOCK_IN = [
  [1800, 2000, 2200, 2600],
  [8400, 8600, 8800, 9200],
  [6400, 1300, 1600, 6000],
];
const KEY_BLOCK_MM = [
  [24000, 24200, 24400, 24600],
  [25000, 25200, 25400, 25600],
  [27000, 27200, 27400, 27600],
];

function keystoneStandoffs(metric: boolean, weight: number): Family {
  const threads = metric ? METRIC : IMPERIAL;
  const lengths = metric ? MM_LENGTHS : INCH_LENGTHS;
  return fam({
    key: metric ? 'keystone-standoffs-metric' : 'keystone-standoffs-inch',
    leaf: STANDOFF,
    mfr: 'keystone',
    weight,
    kind: 'conn',
    dimensions: [KEY_TYPES, KEY_MATERIALS, threads, lengths],
    make: ([[type, gender], [material, plating, pf, density], [thread, across], len]) => {
      const ti = KEY_TYPES.findIndex((keyType) => keyType[0] === type && keyType[1] === gender);
      const mi = KEY_MATERIALS.findIndex((keyMaterial) => keyMaterial[0] === material);
      const thi = threads.findIndex((threadRow) => threadRow[0] === thread);
      const li = lengths.indexOf(len);
      const block = ((metric ? KEY_BLOCK_MM : KEY_BLOCK_IN)[ti] as number[])[mi] as number;
      const mpn = String(block + thi * (metric ? 50 : 40) + li);
      const mm = metric ? len : len * 25.4;
      const round = type.startsWith('Round');
      return standoffSpec(
        {
          series: metric ? 'Metric' : 'Imperial',
          type,
          gender,
          thread,
          mm,
          inch: metric ? undefined : len,
          across: round ? across.replace('Hex', 'Dia').replace('5/16"', '1/4"') : across,
          material,
          plating,
        },
        mpn,
        [bulk(mpn)],
        (0.16 + mm * 0.011) * pf * (thi >= 2 ? 1.2 : 1) + (gender.startsWith('Male') ? 0.06 : 0),
        mm * (thi + 4) * (thi + 4) * 0.0025 * density + 0.05,
        'https://www.keyelco.com/userAssets/file/M65p20.pdf',
      );
    },
  });
}

const HARWIN_THREADS = [
  ['25', 'M2.5', '5.00mm Hex'],
  ['30', 'M3', '5.50mm Hex'],
  ['40', 'M4', '7.00mm Hex'],
] as const;
const HARWIN_TYPES = [
  ['1', 'Hex Standoff', 'Male to Female'],
  ['3', 'Hex Standoff', 'Female to Female'],
  ['6', 'Round Standoff', 'Female to Female'],
] as const;
const WURTH_LENGTHS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 9, 10, 12, 15] as const;
const WURTH_TYPES = [
  ['9774', '151', 'WA-SMSI', 'Female', 'M2.5', '5.10mm Dia'],
  ['9774', '360', 'WA-SMSI', 'Female', 'M3', '6.00mm Dia'],
  ['9774', '243', 'WA-SMSI', 'Female', 'M4', '8.00mm Dia'],
  ['9771', '360', 'WA-SMSE', 'Male', 'M3', '6.00mm Dia'],
  ['9774', '951', 'WA-SMST', '-', '-', '5.10mm Dia, 2.70mm Bore'],
  ['9774', '960', 'WA-SMST', '-', '-', '6.00mm Dia, 3.60mm Bore'],
] as const;

const standoffFamilies: Family[] = [
  keystoneStandoffs(false, 1.4),
  keystoneStandoffs(true, 1.2),
  fam({
    key: 'harwin-standoffs',
    leaf: STANDOFF,
    mfr: 'harwin',
    weight: 1.4,
    kind: 'conn',
    dimensions: [
      HARWIN_TYPES,
      HARWIN_THREADS,
      MM_LENGTHS.filter((length) => length >= 5 && length <= 50),
      [
        ['02', 'Brass', 'Nickel'],
        ['94', 'Steel', 'Zinc'],
      ] as const,
    ],
    make: ([[tc, type, gender], [thc, thread, across], len, [fc, material, plating]]) => {
      const mpn = `R${thc}-${tc}0${pad(len, 3)}${fc}`;
      return standoffSpec(
        {
          series: `R${thc}`,
          type,
          gender,
          thread,
          mm: len,
          across: type.startsWith('Round') ? across.replace('Hex', 'Dia') : across,
          material,
          plating,
        },
        mpn,
        [bulk(mpn)],
        (0.22 + len * 0.014) * (material === 'Brass' ? 1.3 : 1) * (thc === '40' ? 1.25 : 1),
        Math.round(len * 0.18 * 100) / 100 + 0.1,
        `https://cdn.harwin.com/pdfs/R${thc}-${tc}.pdf`,
      );
    },
  }),
  fam({
    key: 'wurth-smt-spacers',
    leaf: STANDOFF,
    mfr: 'wurth-elektronik',
    weight: 1,
    kind: 'conn',
    dimensions: [WURTH_TYPES, WURTH_LENGTHS],
    make: ([[pre, code, series, gender, thread, across], len]) => {
      if (series === 'WA-SMSE' && len < 2) return null;
      const base = `${pre}${pad(len * 10, 3)}${code}`;
      const qty = len <= 3 ? 2000 : len <= 6 ? 1000 : len <= 10 ? 500 : 300;
      return standoffSpec(
        {
          series,
          type: series === 'WA-SMST' ? 'SMT Spacer, Unthreaded' : 'SMT Spacer, Threaded',
          gender,
          thread,
          mm: len,
          across,
          material: 'Steel',
          plating: 'Tin',
          smd: true,
        },
        base,
        [reel(`${base}R`, qty), bulk(base)],
        0.24 + len * 0.02 + (thread === 'M4' ? 0.08 : 0),
        Math.round((0.15 + len * 0.12) * 100) / 100,
        `https://www.we-online.com/components/products/datasheet/${base}R.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Battery holders

interface Holder {
  cell: string;
  cells: number;
  style: string;
  mount: string;
  term: string;
  material: string;
  features: string;
}

const HOLDER_TERMINAL_WORD = [
  ['Wire', 'LEADS'],
  ['SMD', 'SMD'],
  ['Snap', 'SNAP'],
  ['Solder', 'SLDR LUG'],
] as const;
function holderSpec(holder: Holder, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  return {
    base,
    variants,
    description: `BATTERY HOLDER ${holder.cell} ${holder.cells} CELL ` + `${shortWord(holder.term, HOLDER_TERMINAL_WORD, 'PC PIN')}`,
    parameters: {
      'Battery Cell Size': holder.cell,
      'Number of Cells': String(holder.cells),
      Style: holder.style,
      'Mounting Type': holder.mount,
      'Termination Style': holder.term,
      Material: holder.material,
      Features: holder.features,
    },
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

type HolderRow = readonly [string, string, number, string, string, string, string, number, number, boolean];
/** Keystone: [number, cell, cells, style, mounting, termination, features, USD, grams, also on tape-and-reel]. */
const KEYSTONE_HOLDERS: HolderRow[] = [
  ['1042', '18650', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 3.4, 12, false],
  ['1042P', '18650', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', 'Polarity Protected', 3.9, 12, false],
  ['1043', '18650', 2, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 6.1, 24, false],
  ['2460', 'AA', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 1.5, 5, false],
  ['2462', 'AA', 2, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 2.6, 9, false],
  ['2463', 'AA', 3, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 3.5, 13, false],
  ['2464', 'AA', 4, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 4.3, 17, false],
  ['2466', 'AAA', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 1.4, 4, false],
  ['2468', 'AAA', 2, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 2.3, 7, false],
  ['2479', 'AAA', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 1.9, 4, true],
  ['2478', 'AA', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 2.1, 5, true],
  ['3000', 'CR1220', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 0.78, 1, false],
  ['3001', 'CR1225', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 0.8, 1, false],
  ['3002', 'CR2032', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 0.95, 2, false],
  ['3034', 'CR2032', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 1.35, 2, true],
  ['3026', 'CR2025', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 1.3, 2, true],
  ['1058', 'CR2032', 1, 'Retainer', 'Surface Mount', 'SMD (SMT) Tab', '-', 0.52, 0.6, true],
  ['1060', 'CR2032', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', 'Low Profile', 0.82, 1, true],
  ['103', 'CR2032', 1, 'Retainer', 'Through Hole', 'PC Pin', '-', 0.33, 0.5, false],
  ['106', 'CR2032', 1, 'Retainer', 'Through Hole', 'PC Pin', '-', 0.45, 0.6, false],
  ['2476', 'AA', 4, 'Holder (Box)', 'Free Hanging (In-Line)', 'Wire Leads', 'Cover, Switch', 3.9, 30, false],
  ['2475', 'AA', 2, 'Holder (Box)', 'Free Hanging (In-Line)', 'Wire Leads', 'Cover, Switch', 3.1, 18, false],
  ['233', '9V', 1, 'Snap', 'Free Hanging (In-Line)', 'Wire Leads', '-', 0.55, 2, false],
  ['593', '9V', 1, 'Clip', 'Chassis Mount', 'Solder Lug', '-', 0.42, 1.5, false],
];
/** Memory Protection Devices: [code, cell, cells, style, mounting, termination, features, USD, grams, also on tape-and-reel]. */
const MPD_HOLDERS: HolderRow[] = [
  ['BC2032-F1', 'CR2032', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 0.62, 1.5, false],
  ['BU2032SM-HD-G', 'CR2032', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 0.98, 1.8, true],
  ['BU2032SM-JJ-G', 'CR2032', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', 'Low Profile', 0.9, 1.6, true],
  ['BK-912', 'CR1220', 1, 'Holder (Open)', 'Surface Mount', 'SMD (SMT) Tab', '-', 0.85, 0.8, true],
  ['BK-885', 'CR2032', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 0.72, 1.4, false],
  ['BC12AAPC', 'AA', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 1.35, 5, false],
  ['BC22AAPC', 'AA', 2, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 2.3, 9, false],
  ['BH3AAAW', 'AAA', 3, 'Holder (Box)', 'Free Hanging (In-Line)', 'Wire Leads', '-', 1.9, 12, false],
  ['BH24AAW', 'AA', 4, 'Holder (Box)', 'Free Hanging (In-Line)', 'Wire Leads', '-', 2.2, 20, false],
  ['BH9VPC', '9V', 1, 'Holder (Box)', 'Through Hole', 'PC Pin', '-', 2.7, 8, false],
  ['BH18650-PC', '18650', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 3.1, 11, false],
  ['BH123A', 'CR123A', 1, 'Holder (Open)', 'Through Hole', 'PC Pin', '-', 2.4, 6, false],
];

function holderFamily(key: string, mfr: string, weight: number, rows: HolderRow[], ds: (code: string) => string): Family {
  return fam({
    key,
    leaf: BATT,
    mfr,
    weight,
    kind: 'conn',
    dimensions: [rows],
    make: ([[code, cell, cells, style, mount, term, features, price, grams, tr]]) => {
      const material = style === 'Snap' || term === 'Wire Leads' ? 'Nickel Plated Steel, Plastic' : 'Phosphor Bronze, Tin Plated';
      return holderSpec(
        { cell, cells, style, mount, term, material, features },
        code,
        tr ? [reel(`${code}TR`, code.startsWith('BK') || code.startsWith('BU') ? 1000 : 500), bulk(code)] : [bulk(code)],
        price,
        grams,
        ds(code),
      );
    },
  });
}

const holderFamilies: Family[] = [
  holderFamily('keystone-battery-holders', 'keystone', 1.2, KEYSTONE_HOLDERS, () => 'https://www.keyelco.com/userAssets/file/M65p8.pdf'),
  holderFamily(
    'mpd-battery-holders',
    'mpd',
    0.8,
    MPD_HOLDERS,
    (partCode) => `https://www.memoryprotectiondevices.com/datasheets/${partCode.split('-')[0]}-datasheet.pdf`,
  ),
];

// ---------------------------------------------------------------------------------------------
// Test points

const TEST_POINT_WORD = [
  ['Loop, Miniature', 'MINI'],
  ['Loop, Compact', 'COMPACT'],
  ['Loop, Multi', 'MULTI PURPOSE'],
] as const;
function tpSpec(
  series: string,
  type: string,
  colour: string,
  smd: boolean,
  plating: string,
  size: string,
  base: string,
  variants: Variant[],
  price: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants,
    description:
      `TEST POINT PC ${shortWord(type, TEST_POINT_WORD, type.toUpperCase())} ${colour === '-' ? '' : colour.toUpperCase()}`.replace(
        /\s+$/,
        '',
      ) + (smd ? ' SMD' : ''),
    parameters: {
      Series: series,
      Type: type,
      Color: colour,
      'Mounting Type': smd ? 'Surface Mount' : 'Through Hole',
      'Termination Style': smd ? 'SMD (SMT) Tab' : 'PC Pin',
      Material: 'Phosphor Bronze',
      Plating: plating,
      'Size / Dimension': size,
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(smd ? 0.05 : 0.2),
    datasheetUrl: ds,
  };
}

const TP_COLOURS = ['Red', 'Black', 'White', 'Orange', 'Yellow'] as const;
/** Keystone test point blocks: five insulator colours per style, plus the 511x extra colours. */
const KEY_TP: [number, string, string, number][] = [
  ...TP_COLOURS.map((colour, index) => [5000 + index, 'Loop, Miniature', colour, 0.32] as [number, string, string, number]),
  ...TP_COLOURS.map((colour, index) => [5005 + index, 'Loop, Compact', colour, 0.36] as [number, string, string, number]),
  ...TP_COLOURS.map((colour, index) => [5010 + index, 'Loop, Multipurpose', colour, 0.42] as [number, string, string, number]),
  ...(['Blue', 'Green', 'Violet', 'Gray', 'Brown'] as const).map(
    (colour, index) => [5117 + index, 'Loop, Miniature', colour, 0.35] as [number, string, string, number],
  ),
];
const KEY_TP_SMD: [number, string, number][] = [
  [5015, 'Loop, Miniature', 0.29],
  [5016, 'Loop, Compact', 0.31],
  [5017, 'Loop, Multipurpose', 0.35],
  [5019, 'Loop, Miniature', 0.33],
];

const tpFamilies: Family[] = [
  fam({
    key: 'keystone-test-points',
    leaf: TP,
    mfr: 'keystone',
    weight: 0.9,
    kind: 'conn',
    dimensions: [KEY_TP],
    make: ([[partNo, type, colour, price]]) => {
      const mpn = String(partNo);
      return tpSpec(
        'Test Point',
        type,
        colour,
        false,
        'Silver',
        type.includes('Miniature')
          ? '0.100" L x 0.040" Dia Hole'
          : type.includes('Compact')
            ? '0.125" L x 0.040" Dia Hole'
            : '0.160" L x 0.063" Dia Hole',
        mpn,
        [bulk(mpn)],
        price,
        'https://www.keyelco.com/userAssets/file/M65p55.pdf',
      );
    },
  }),
  fam({
    key: 'keystone-test-points-smd',
    leaf: TP,
    mfr: 'keystone',
    weight: 0.3,
    kind: 'conn',
    dimensions: [KEY_TP_SMD],
    make: ([[partNo, type, price]]) => {
      const mpn = String(partNo);
      return tpSpec(
        'Test Point',
        type,
        '-',
        true,
        'Tin',
        partNo === 5019 ? '0.135" L x 0.065" W' : '0.110" L x 0.060" W',
        mpn,
        [reel(`${mpn}TR`, 1000), bulk(mpn)],
        price,
        'https://www.keyelco.com/userAssets/file/M65p56.pdf',
      );
    },
  }),
  fam({
    key: 'harwin-test-points',
    leaf: TP,
    mfr: 'harwin',
    weight: 0.3,
    kind: 'conn',
    dimensions: [
      [
        ['S1751-46R', 'Loop, Miniature', '2.00mm L x 1.20mm W', 0.29],
        ['S2751-46R', 'Loop, Compact', '3.20mm L x 1.60mm W', 0.36],
        ['S1751-46', 'Loop, Miniature', '2.00mm L x 1.20mm W', 0.3],
        ['S2751-46', 'Loop, Compact', '3.20mm L x 1.60mm W', 0.37],
      ] as const,
    ],
    make: ([[mpn, type, size, price]]) =>
      tpSpec(
        mpn.slice(0, 5),
        type,
        '-',
        true,
        'Tin',
        size,
        mpn,
        mpn.endsWith('R') ? [reel(mpn, 2000)] : [bag(mpn, 100)],
        price,
        `https://cdn.harwin.com/pdfs/${mpn.slice(0, 5)}.pdf`,
      ),
  }),
];

export const HARDWARE_FAMILIES: Family[] = [...standoffFamilies, ...holderFamilies, ...tpFamilies];

// Cable assemblies: JST and Molex crimped jumpers, Amphenol patch cords and Samtec's made-to-length
// IDC ribbon and discrete-wire assemblies, whose length (inches, two decimals) is part of the code.
import { fam, type BaseSpec, type Family } from '../family';
import { pad } from '../values';
import { bag, bulk, gr, jitter, usd } from '../electromechanical-helpers';

const ASSY = 'cable-assemblies';

interface Assy {
  series: string;
  type: 'Ribbon' | 'Discrete Wire' | 'Round';
  c1: string;
  c2: string;
  positions: number;
  pitch: string;
  /** Length in millimetres. */
  mm: number;
  awg: string;
  colour: string;
  shield: string;
  usage: string;
}

function lengthText(mm: number): string {
  const ft = mm / 304.8;
  return ft >= 1 && Math.abs(ft - Math.round(ft)) < 0.01
    ? `${Math.round(ft)}' (${(mm / 1000).toFixed(2)}m)`
    : `${(mm / 25.4).toFixed(2)}" (${Math.round(mm)}mm)`;
}

function assySpec(assembly: Assy, base: string, price: number, pack: 'bulk' | 'bag', grams: number, ds: string): BaseSpec {
  const ft = assembly.mm / 304.8;
  const len = ft >= 1 && Math.abs(ft - Math.round(ft)) < 0.01 ? `${Math.round(ft)}'` : `${(assembly.mm / 25.4).toFixed(2)}"`;
  const short = assembly.series.split(' ')[0]?.replace('™', '').toUpperCase();
  const desc =
    assembly.usage === 'Ethernet'
      ? `CABLE ${assembly.series.includes('6A') ? 'CAT6A' : assembly.series.includes('6') ? 'CAT6' : 'CAT5E'} ` +
        `${assembly.shield === 'Shielded' ? 'STP' : 'UTP'} RJ45 ${assembly.colour.toUpperCase()} ${len}`
      : `CABLE ASSY ${assembly.type === 'Ribbon' ? 'RIBBON ' : ''}${short} ${assembly.positions}POS ${len}`;
  return {
    base,
    variants: [pack === 'bag' ? bag(base, 10) : bulk(base)],
    description: desc,
    parameters: {
      Series: assembly.series,
      'Cable Type': assembly.type,
      'Connector 1': assembly.c1,
      'Connector 2': assembly.c2,
      'Number of Positions': String(assembly.positions),
      Pitch: assembly.pitch,
      Length: lengthText(assembly.mm),
      'Wire Gauge': assembly.awg,
      Color: assembly.colour,
      Shielding: assembly.shield,
      Usage: assembly.usage,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

/** JST's length field is millimetres, three digits. */
const JST_LENGTHS = [51, 102, 152, 203, 305, 457] as const;
const MOLEX_LENGTHS = [
  ['01', 50],
  ['02', 100],
  ['03', 150],
  ['04', 200],
  ['05', 300],
  ['06', 450],
] as const;
const PATCH_COLOURS = [
  ['B', 'Blue'],
  ['K', 'Black'],
  ['R', 'Red'],
  ['G', 'Gray'],
  ['E', 'Green'],
  ['Y', 'Yellow'],
  ['W', 'White'],
  ['O', 'Orange'],
  ['P', 'Purple'],
] as const;
const PATCH_FEET = [1, 2, 3, 5, 7, 10, 14, 25, 50] as const;

/** Samtec accepts any length in hundredths of an inch; a catalogue lists the half-inch steps. */
const SAMTEC_LENGTHS = Array.from({ length: 143 }, (_, index) => 1 + index * 0.5);
const SAMTEC_ENDS = [
  ['01', 'Standard'],
  ['02', 'Reversed'],
  ['03', 'Mirrored'],
  ['04', 'Free End'],
] as const;
const SAMTEC = [
  ['FFSD', 'Ribbon', '0.050" (1.27mm)', 'Socket, Tiger Eye™ IDC', '30 AWG', 3, 25, 9.5],
  ['IDSD', 'Ribbon', '0.100" (2.54mm)', 'Socket, IDC', '28 AWG', 3, 32, 6.8],
  ['SFSD', 'Discrete Wire', '0.050" (1.27mm)', 'Socket, Tiger Eye™', '30 AWG', 3, 25, 14.5],
  ['HCSD', 'Discrete Wire', '0.100" (2.54mm)', 'Socket, Crimp', '26 AWG', 2, 26, 11.2],
  ['TCSD', 'Discrete Wire', '0.079" (2.00mm)', 'Socket, Crimp', '28 AWG', 2, 26, 12.4],
] as const;

function samtec(row: (typeof SAMTEC)[number], weight: number): Family {
  const [series, type, pitch, conn, awg, lo, hi, price] = row;
  return fam({
    key: `samtec-${series.toLowerCase()}`,
    leaf: ASSY,
    mfr: 'samtec',
    weight,
    kind: 'conn',
    dimensions: [Array.from({ length: hi - lo + 1 }, (_, index) => lo + index), SAMTEC_LENGTHS, SAMTEC_ENDS, ['N', 'S']],
    make: ([perRow, inches, [end, endName], pol]) => {
      const len = inches.toFixed(2).padStart(5, '0');
      const mpn = `${series}-${pad(perRow, 2)}-D-${len}-${end}-${pol}`;
      const free = end === '04';
      return assySpec(
        {
          series,
          type,
          c1: `${conn}, ${perRow * 2} Position`,
          c2: free ? 'Free End (Flying Leads)' : `${conn}, ${perRow * 2} Position, ${endName}`,
          positions: perRow * 2,
          pitch,
          mm: inches * 25.4,
          awg,
          colour: type === 'Ribbon' ? 'Gray' : 'Multiple',
          shield: 'Unshielded',
          usage: pol === 'S' ? 'General Purpose, Polarized' : 'General Purpose',
        },
        mpn,
        price + perRow * 0.34 + inches * (type === 'Ribbon' ? 0.06 : 0.11) * (1 + perRow / 20) - (free ? 1.5 : 0),
        'bulk',
        Math.round((2 + perRow * 0.3 + inches * 0.4) * 10) / 10,
        `https://suddendocs.samtec.com/productspecs/${series.toLowerCase()}.pdf`,
      );
    },
  });
}

export const CABLE_ASSEMBLY_FAMILIES: Family[] = [
  fam({
    key: 'jst-sh-jumpers',
    leaf: ASSY,
    mfr: 'jst',
    weight: 0.5,
    kind: 'conn',
    dimensions: [[2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15], JST_LENGTHS, ['A', 'B']],
    make: ([positions, length, dir]) => {
      const mpn = `A${pad(positions, 2)}SR${pad(positions, 2)}SR30K${pad(length, 3)}${dir}`;
      return assySpec(
        {
          series: 'SH',
          type: 'Discrete Wire',
          c1: `Receptacle, SHR, ${positions} Position`,
          c2: `Receptacle, SHR, ${positions} Position, ${dir === 'A' ? 'Same Side' : 'Opposite Side'}`,
          positions,
          pitch: '0.039" (1.00mm)',
          mm: length,
          awg: '30 AWG',
          colour: 'Black',
          shield: 'Unshielded',
          usage: 'General Purpose',
        },
        mpn,
        1.15 + positions * 0.09 + length * 0.0025,
        'bulk',
        Math.round((0.3 + positions * length * 0.0008) * 10) / 10,
        'https://www.jst-mfg.com/product/pdf/eng/eSH.pdf',
      );
    },
  }),
  fam({
    key: 'molex-picoblade-jumpers',
    leaf: ASSY,
    mfr: 'molex',
    weight: 0.5,
    kind: 'conn',
    dimensions: [[2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], MOLEX_LENGTHS],
    make: ([positions, [lc, length]]) => {
      const mpn = `015134${pad(positions, 2)}${lc}`;
      return assySpec(
        {
          series: 'PicoBlade™ 15134',
          type: 'Discrete Wire',
          c1: `Receptacle, PicoBlade™, ${positions} Position`,
          c2: `Receptacle, PicoBlade™, ${positions} Position`,
          positions,
          pitch: '0.049" (1.25mm)',
          mm: length,
          awg: '28 AWG',
          colour: 'Black',
          shield: 'Unshielded',
          usage: 'General Purpose',
        },
        mpn,
        1.6 + positions * 0.11 + length * 0.003,
        'bulk',
        Math.round((0.4 + positions * length * 0.001) * 10) / 10,
        `https://www.molex.com/pdm_docs/sd/${mpn}_sd.pdf`,
      );
    },
  }),
  fam({
    key: 'amphenol-patch-cords',
    leaf: ASSY,
    mfr: 'amphenol',
    weight: 0.7,
    kind: 'conn',
    dimensions: [
      [
        ['54', 'U', 'Cat5e', 'Unshielded'],
        ['64', 'U', 'Cat6', 'Unshielded'],
        ['6A', 'S', 'Cat6A', 'Shielded'],
      ] as const,
      PATCH_COLOURS,
      PATCH_FEET,
    ],
    make: ([[cat, sh, catName, shield], [cc, colour], ft]) => {
      const mpn = `MP-${cat}RJ45${sh}NN${cc}-${pad(ft, 3)}`;
      return assySpec(
        {
          series: `Cables on Demand ${catName}`,
          type: 'Round',
          c1: 'Plug, RJ45, 8p8c',
          c2: 'Plug, RJ45, 8p8c',
          positions: 8,
          pitch: '-',
          mm: ft * 304.8,
          awg: cat === '6A' ? '26 AWG' : '24 AWG',
          colour,
          shield,
          usage: 'Ethernet',
        },
        mpn,
        (cat === '54' ? 2.4 : cat === '64' ? 3.3 : 6.8) + ft * (cat === '54' ? 0.28 : cat === '64' ? 0.38 : 0.75),
        'bulk',
        Math.round(15 + ft * 11),
        'https://www.amphenol-cs.com/media/wysiwyg/files/documentation/datasheet/cod/mp-rj45.pdf',
      );
    },
  }),
  samtec(SAMTEC[0], 0.25),
  samtec(SAMTEC[1], 0.25),
  samtec(SAMTEC[2], 0.15),
  samtec(SAMTEC[3], 0.15),
  samtec(SAMTEC[4], 0.1),
];

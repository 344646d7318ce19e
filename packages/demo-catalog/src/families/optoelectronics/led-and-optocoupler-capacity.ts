// More optoelectronics over makers' real code schemes: OSRAM CHIPLED/TOPLED brightness-group codes,
// Broadcom HSMx chip LEDs, Kingbright KPT chip LEDs, Cree 5 mm lamps with their intensity-bin codes,
// more Vishay TLH lamps, Lite-On SOP optocouplers and Broadcom HCPL logic / gate-drive optocouplers.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { sig } from '../values';
import { bulk, cents, reel, reelOnly, shortWord, tempRange, tube } from '../packing-and-text';

const SMD = 'smd-leds';
const THL = 'through-hole-leds';
const OPTO = 'optocouplers';

interface Colour {
  color: string;
  nm: number;
  vf: number;
  /** Typical intensity of a 0603 chip at 20 mA, mcd. */
  mcd: number;
}
const C = (color: string, nm: number, vf: number, mcd: number): Colour => ({ color, nm, vf, mcd });

function led(
  base: string,
  variants: Variant[],
  colour: Colour,
  mcd: number,
  angle: number,
  pkg: string,
  mount: 'smd' | 'th',
  price: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants,
    description: `LED ${colour.color.toUpperCase()} ${mount === 'smd' ? 'CLEAR SMD' : 'CLEAR T-1 3/4 T/H'}`,
    parameters: {
      Color: colour.color,
      'Wavelength - Dominant': colour.nm ? `${colour.nm}nm` : '-',
      'Millicandela Rating': `${sig(mcd, 2)}mcd`,
      'Voltage - Forward (Vf) (Typ)': `${colour.vf}V`,
      'Current - Test': '20mA',
      'Viewing Angle': `${angle}°`,
      'Package / Case': pkg,
      'Mounting Type': mount === 'smd' ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': tempRange(-40, mount === 'smd' ? 100 : 85),
    },
    price: cents(price * (colour.vf > 3 ? 1.5 : 1)),
    grams: mount === 'smd' ? 0.01 : 0.32,
    datasheetUrl: ds,
  };
}

/** Brightness ranges 'lo..hi' over a ladder of group letters, spanning 2 to 4 groups (OSRAM 'NR', Cree 'Z0B0'). */
function ranges(ladder: readonly string[], from: number, to: number): [string, string, number][] {
  const out: [string, string, number][] = [];
  for (let index = from; index <= to; index++)
    for (let span = 1; span <= 3 && index + span < ladder.length && index + span <= to + 2; span++)
      out.push([ladder[index]!, ladder[index + span]!, index + span / 2]);
  return out;
}

// ---------------------------------------------------------------------------------------------
// OSRAM: colour prefix + package + '-' + brightness groups (lowest..highest) + '-1' (wavelength / packing).
const OSRAM_GROUPS = ['G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U'] as const;
const OSRAM_COL: [string, Colour, number][] = [
  ['LS', C('Red', 633, 2, 28), 5],
  ['LH', C('Red', 645, 1.9, 12), 4],
  ['LO', C('Orange', 606, 2, 45), 6],
  ['LA', C('Amber', 617, 2, 45), 6],
  ['LY', C('Yellow', 587, 2, 50), 6],
  ['LG', C('Green', 570, 2, 9), 3],
  ['LP', C('Green', 560, 2, 4), 2],
  ['LT', C('Green', 528, 3.2, 90), 7],
  ['LB', C('Blue', 470, 3.2, 28), 5],
  ['LV', C('Green', 505, 3.2, 80), 7],
];
const OSRAM_PKG: [string, string, number, number][] = [
  ['Q976', '0603 (1608 Metric)', 1, 0.25],
  ['R976', '0805 (2012 Metric)', 1.2, 0.28],
  ['L296', '0402 (1005 Metric)', 0.5, 0.3],
  ['T676', '2-PLCC (TOPLED)', 3, 0.35],
  ['M676', '2-SMD (Mini TOPLED)', 2, 0.32],
  ['E676', '4-PLCC (Power TOPLED)', 8, 0.6],
];
const osram = fam({
  key: 'd3-osram-chipled-grid',
  leaf: SMD,
  mfr: 'ams-osram',
  weight: 0,
  kind: 'discrete',
  dimensions: [OSRAM_COL, OSRAM_PKG, ranges(OSRAM_GROUPS, 0, OSRAM_GROUPS.length - 2)],
  make: ([[pre, colour, g0], [pkgCode, pkg, brightness, price], [lo, hi, mid]]) => {
    const group = g0 + Math.round(Math.log2(brightness) * 1.5);
    if (mid < group - 2 || mid > group + 2) return null;
    const mpn = `${pre} ${pkgCode}-${lo}${hi}-1`;
    return led(
      mpn,
      [reel(mpn, pkgCode.startsWith('T') || pkgCode.startsWith('E') ? 2000 : 4000)],
      colour,
      colour.mcd * brightness * 1.4 ** (mid - group),
      pkgCode.startsWith('T') || pkgCode.startsWith('E') ? 120 : 160,
      pkg,
      'smd',
      price,
      `https://look.ams-osram.com/m/${pre.toLowerCase()}_${pkgCode.toLowerCase()}/datasheet.pdf`,
    );
  },
});

// Broadcom HSMx-C chip LEDs: colour letter (S red, D orange, Y yellow, G green, A amber, H deep red, E red-orange) + package.
const broadcom = fam({
  key: 'd3-broadcom-hsm',
  leaf: SMD,
  mfr: 'broadcom',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['S', C('Red', 639, 1.9, 17)],
      ['D', C('Orange', 605, 1.9, 40)],
      ['Y', C('Yellow', 587, 1.9, 40)],
      ['G', C('Green', 570, 1.9, 15)],
      ['A', C('Amber', 592, 1.9, 60)],
      ['H', C('Red', 626, 1.9, 60)],
      ['E', C('Red', 615, 1.9, 60)],
    ] as const,
    [
      ['C170', '0805 (2012 Metric)', 1.2],
      ['C190', '0603 (1608 Metric)', 1],
      ['C191', '0603 (1608 Metric)', 1],
      ['C265', '0603 (1608 Metric)', 1],
      ['C150', '1206 (3216 Metric)', 1.4],
      ['C110', '1206 (3216 Metric)', 1.4],
    ] as const,
  ],
  make: ([[colourLetter, colour], [pk, pkg, brightness]]) => {
    const mpn = `HSM${colourLetter}-${pk}`;
    return led(
      mpn,
      [reel(mpn, pk === 'C150' || pk === 'C110' ? 3000 : 4000)],
      colour,
      colour.mcd * brightness,
      pk === 'C265' ? 150 : 130,
      pkg,
      'smd',
      0.2,
      `https://docs.broadcom.com/doc/${mpn}-DS`,
    );
  },
});

// Kingbright KPT chip LEDs: KPT-1608 (0603), KPT-2012 (0805), KPT-3216 (1206) + colour code.
const kpt = fam({
  key: 'd3-kingbright-kpt',
  leaf: SMD,
  mfr: 'kingbright',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['1608', '0603 (1608 Metric)', 1],
      ['2012', '0805 (2012 Metric)', 1.2],
      ['3216', '1206 (3216 Metric)', 1.4],
    ] as const,
    [
      ['EC', C('Red', 625, 2, 10)],
      ['SURCK', C('Red', 630, 1.95, 80)],
      ['SECK', C('Orange', 601, 2, 80)],
      ['SYCK', C('Yellow', 590, 2, 60)],
      ['SGC', C('Green', 570, 2.2, 25)],
      ['CGCK', C('Green', 525, 3.3, 300)],
      ['QBC-D', C('Blue', 465, 3.3, 60)],
      ['YC', C('Yellow', 588, 2.1, 8)],
      ['ID', C('Red', 625, 2, 8)],
    ] as const,
  ],
  make: ([[sz, pkg, brightness], [cc, colour]]) => {
    const mpn = `KPT-${sz}${cc}`;
    return led(
      mpn,
      [reel(mpn, 2000)],
      colour,
      colour.mcd * brightness,
      120,
      pkg,
      'smd',
      0.12,
      `https://www.kingbrightusa.com/images/catalog/SPEC/KPT-${sz}${cc}.pdf`,
    );
  },
});

// ---------------------------------------------------------------------------------------------
// Cree 5 mm lamps: series-colour+angle+N-C+low bin+0+high bin+0+colour bin+packing (1 bulk, 2 ammo).
const CREE_BINS = ['S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'A', 'B', 'C', 'D', 'E', 'F'] as const;
const creeLamp = fam({
  key: 'd3-cree-5mm',
  leaf: THL,
  mfr: 'cree-led',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['C503B', 15, 0.18],
      ['C503C', 30, 0.18],
      ['C503D', 8, 0.2],
      ['C512A', 15, 0.2],
      ['C535A', 30, 0.22],
      ['C566C', 60, 0.22],
      ['C566D', 110, 0.22],
    ] as const,
    [
      ['R', C('Red', 625, 2.1, 0), 5],
      ['A', C('Amber', 590, 2.1, 0), 5],
      ['G', C('Green', 527, 3.2, 0), 8],
      ['B', C('Blue', 470, 3.2, 0), 3],
    ] as const,
    ['A', 'C'] as const,
    ranges(CREE_BINS, 0, CREE_BINS.length - 2),
  ],
  make: ([[ser, angle, price], [cl, colour, group], ang, [lo, hi, mid]]) => {
    if (mid < group - 1.5 || mid > group + 3) return null;
    const base = `${ser}-${cl}${ang}N-C${lo}0${hi}0${cl === 'G' || cl === 'B' ? 'BB' : 'AA'}`;
    return led(
      base,
      [bulk(`${base}1`), reelOnly(`${base}2`, 2000)],
      colour,
      1500 * 1.35 ** (mid - group) * (ang === 'C' ? 0.6 : 1) * (15 / angle),
      ang === 'C' ? angle * 2 : angle,
      'Radial - 2 Leads, T-1 3/4 (5mm)',
      'th',
      price,
      `https://cree-led.com/media/documents/${ser}-${cl}${ang}N.pdf`,
    );
  },
});

// Vishay TLHx lamps: the style codes the first family does not list (01 untinted, 05 high-intensity, 4600/5200/5800 sizes).
const tlh = fam({
  key: 'd3-vishay-tlh',
  leaf: THL,
  mfr: 'vishay',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['R', C('Red', 630, 2, 12)],
      ['G', C('Green', 570, 2.4, 12)],
      ['Y', C('Yellow', 588, 2.4, 12)],
      ['O', C('Orange', 605, 2, 12)],
      ['K', C('Red', 643, 1.9, 40)],
    ] as const,
    [
      ['4201', 3],
      ['4205', 3],
      ['4401', 3],
      ['4405', 3],
      ['4600', 3],
      ['5101', 5],
      ['5102', 5],
      ['5200', 5],
      ['5201', 5],
      ['5401', 5],
      ['5405', 5],
      ['5800', 5],
    ] as const,
  ],
  make: ([[colourLetter, colour], [style, mm]]) => {
    const mpn = `TLH${colourLetter}${style}`;
    return {
      ...led(
        mpn,
        [bulk(mpn), reelOnly(`${mpn}-AS12Z`, 2000)],
        colour,
        colour.mcd * (mm === 5 ? 2 : 1),
        40,
        mm === 5 ? 'Radial - 2 Leads, T-1 3/4 (5mm)' : 'Radial - 2 Leads, T-1 (3mm)',
        'th',
        0.22,
        `https://www.vishay.com/docs/83009/tlh${colourLetter.toLowerCase()}${style}.pdf`,
      ),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Optocouplers

const OPTO_OUTPUT_WORD = [
  ['Logic', 'OPN COLLECTOR'],
  ['Push', 'GATE DRVR'],
  ['Darlington', 'DARL'],
] as const;
function opto(
  base: string,
  variants: Variant[],
  ch: number,
  out: string,
  iso: string,
  ctr: [string, string],
  pkg: string,
  smd: boolean,
  price: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants,
    description:
      `OPTOISO ${Number(iso.replace('Vrms', '')) / 1000}KV ` + `${shortWord(out, OPTO_OUTPUT_WORD, 'TRANSISTOR')} ${pkg.split(' ')[0]}`,
    parameters: {
      'Number of Channels': String(ch),
      'Output Type': out,
      'Voltage - Isolation': iso,
      'Current Transfer Ratio (Min)': ctr[0],
      'Current Transfer Ratio (Max)': ctr[1],
      'Package / Case': pkg,
      'Mounting Type': smd ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': tempRange(-40, 110),
    },
    price: cents(price),
    grams: smd ? 0.1 : 0.5,
    datasheetUrl: ds,
  };
}
const RANK: Record<string, [string, string]> = {
  '': ['50%', '600%'],
  A: ['80%', '160%'],
  B: ['130%', '260%'],
  C: ['200%', '400%'],
  D: ['300%', '600%'],
};

// Lite-On SOP-4 / SOP-16 phototransistor couplers: LTV-357T, -356T, -354T (AC input), -355T (Darlington), -217, -247; -A…-D CTR rank.
const liteonSop = fam({
  key: 'd3-liteon-ltv-sop',
  leaf: OPTO,
  mfr: 'lite-on',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['357T', 1, 'Transistor', '4-SOIC (0.173", 4.40mm Width)'],
      ['356T', 1, 'Transistor', '4-SOIC (0.173", 4.40mm Width)'],
      ['354T', 1, 'Transistor (AC input)', '4-SOIC (0.173", 4.40mm Width)'],
      ['355T', 1, 'Darlington', '4-SOIC (0.173", 4.40mm Width)'],
      ['217', 1, 'Transistor', '4-SOIC (0.173", 4.40mm Width)'],
      ['247', 4, 'Transistor', '16-SOIC (0.173", 4.40mm Width)'],
    ] as const,
    ['', 'A', 'B', 'C', 'D'] as const,
  ],
  make: ([[dev, ch, out, pkg], rank]) => {
    if (rank && (dev === '354T' || dev === '355T')) return null;
    const base = `LTV-${dev}${rank ? `-${rank}` : ''}`;
    return opto(
      base,
      [reel(base, ch === 4 ? 2000 : 3000)],
      ch,
      out,
      '3750Vrms',
      dev === '355T' ? ['1000%', '-'] : (RANK[rank] as [string, string]),
      pkg,
      true,
      0.12 + 0.08 * ch,
      `https://optoelectronics.liteon.com/upload/download/DS70-2001-023/LTV-${dev}.pdf`,
    );
  },
});

// Broadcom HCPL / ACPL: -000E DIP-8 tube, -300E gull wing (-500E on reel); SO-8 parts -000E tube, -500E reel.
const hcpl = fam({
  key: 'd3-broadcom-hcpl',
  leaf: OPTO,
  mfr: 'broadcom',
  weight: 0,
  kind: 'discrete',
  dimensions: [
    [
      ['HCPL-2601', 'Logic', 1, true, 1.6],
      ['HCPL-2611', 'Logic', 1, true, 1.8],
      ['HCPL-2630', 'Logic', 2, true, 2.6],
      ['HCPL-2631', 'Logic', 2, true, 2.8],
      ['HCPL-2531', 'Transistor', 2, true, 1.9],
      ['HCPL-4504', 'Transistor', 1, true, 1.7],
      ['HCPL-3120', 'Push-Pull, Totem Pole', 1, true, 2.9],
      ['HCPL-J312', 'Push-Pull, Totem Pole', 1, true, 3.1],
      ['HCPL-0601', 'Logic', 1, false, 1.7],
      ['HCPL-0611', 'Logic', 1, false, 1.9],
      ['HCPL-0630', 'Logic', 2, false, 2.7],
      ['HCPL-0631', 'Logic', 2, false, 2.9],
      ['HCPL-0501', 'Transistor', 1, false, 1.4],
      ['HCPL-0531', 'Transistor', 2, false, 1.9],
    ] as const,
    ['000E', '300E'] as const,
  ],
  make: ([[dev, out, ch, dip, price], opt]) => {
    if (!dip && opt === '300E') return null;
    const base = `${dev}-${opt}`;
    const smd = !dip || opt === '300E';
    const pkg = dip ? (opt === '300E' ? '8-SMD, Gull Wing' : '8-DIP (0.300", 7.62mm)') : '8-SOIC (0.154", 3.90mm Width)';
    const variants =
      opt === '300E'
        ? [tube(base, 50), reelOnly(`${dev}-500E`, 1000)]
        : dip
          ? [tube(base, 50)]
          : [tube(base, 100), reelOnly(`${dev}-500E`, 1500)];
    return opto(
      base,
      variants,
      ch,
      out,
      dip ? '5000Vrms' : '3750Vrms',
      out === 'Transistor' ? ['19%', '-'] : ['-', '-'],
      pkg,
      smd,
      price,
      `https://docs.broadcom.com/doc/${dev}-DS`,
    );
  },
});

export const DISC3_OPTO_FAMILIES: Family[] = [osram, broadcom, kpt, creeLamp, tlh, liteonSop, hcpl];

// Optoelectronics: SMD, through-hole and high-power LEDs, optocouplers and LED displays.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { sig } from '../values';
import { bulk, cents, reel, shortWord, tempRange, tube } from '../packing-and-text';

// ---------------------------------------------------------------------------------------------
// LED colours: chip technology decides wavelength, forward voltage and relative brightness.

interface Hue {
  color: 'Red' | 'Orange' | 'Yellow' | 'Green' | 'Blue' | 'White' | 'Amber';
  /** Dominant wavelength (nm); 0 for white. */
  nm: number;
  vf: number;
  /** Relative intensity (a 0603 AlInGaP red = 1). */
  rel: number;
}
/** Lite-On's data-sheet document numbers by LTST series. */
const LITEON_DOC: Record<string, string> = { C190: '109', C191: '223', C193: '077', C170: '073', C171: '138', C150: '034', C230: '047' };
const hue = (color: Hue['color'], nm: number, vf: number, rel: number): Hue => ({ color, nm, vf, rel });
const RED = hue('Red', 631, 2, 1);
const HRED = hue('Red', 630, 1.95, 1.2);
const ORANGE = hue('Orange', 605, 2, 1);
const YELLOW = hue('Yellow', 590, 2, 0.8);
const YGREEN = hue('Green', 571, 2, 0.35);
const PGREEN = hue('Green', 560, 2.1, 0.15);
const TGREEN = hue('Green', 525, 3.2, 2.5);
const BLUE = hue('Blue', 470, 3.2, 0.9);
const WHITE = hue('White', 0, 3, 3.5);

const SMD = 'smd-leds';
const THL = 'through-hole-leds';

const CHIP: Record<string, [string, number, number]> = {
  '0402': ['0402 (1005 Metric)', 0.6, 0.0008],
  '0603': ['0603 (1608 Metric)', 1, 0.002],
  '0805': ['0805 (2012 Metric)', 1.2, 0.005],
  '1206': ['1206 (3216 Metric)', 1.4, 0.01],
};

function ledParams(
  ledColour: Hue,
  mcd: number,
  ma: number,
  angle: number,
  lens: string,
  pkg: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    Color: ledColour.color,
    'Wavelength - Dominant': ledColour.nm ? `${ledColour.nm}nm` : '-',
    'Millicandela Rating': `${sig(mcd, 2)}mcd`,
    'Voltage - Forward (Vf) (Typ)': `${ledColour.vf}V`,
    'Current - Test': `${ma}mA`,
    'Viewing Angle': `${angle}°`,
    'Lens Color': lens === 'Diffused' ? ledColour.color : 'Colorless',
    'Lens Transparency': lens,
    ...extra,
    'Package / Case': pkg,
    'Operating Temperature': tempRange(-40, 85),
  };
}

function smdLed(
  ledColour: Hue,
  size: string,
  base: string,
  variants: Variant[],
  mcd: number,
  price: number,
  ds: string,
  thin = false,
): BaseSpec {
  const [pkg, , grams] = CHIP[size] as [string, number, number];
  return {
    base,
    variants,
    description: `LED ${ledColour.color.toUpperCase()}${ledColour.nm === 525 ? ' (TRUE GREEN)' : ''} ${thin ? 'THIN ' : ''}CLEAR CHIP SMD`,
    parameters: ledParams(ledColour, mcd, 20, size === '0402' ? 130 : 120, 'Clear', pkg),
    price: cents(price * (ledColour.vf > 3 ? 1.5 : 1)),
    grams,
    datasheetUrl: ds,
  };
}

/** [series or size code in the part number, EIA chip size, thin (low-profile) version]. */
type SizeCode = readonly [string, string, boolean];
function smdFam(
  key: string,
  mfr: string,
  weight: number,
  sizes: readonly SizeCode[],
  hues: readonly [string, Hue][],
  code: (size: string, c: string) => [string, Variant[]] | null,
  mcd0: number,
  price: number,
  ds: (size: string, c: string) => string,
): Family {
  return fam({
    key,
    leaf: SMD,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [sizes, hues],
    make: ([[sc, chip, thin], [colourCode, ledColour]]) => {
      const ordering = code(sc, colourCode);
      if (!ordering) return null;
      const scale = (CHIP[chip] as [string, number, number])[1];
      return smdLed(
        ledColour,
        chip,
        ordering[0],
        ordering[1],
        mcd0 * ledColour.rel * scale,
        price * (0.8 + scale * 0.3),
        ds(sc, colourCode),
        thin,
      );
    },
  });
}

// Lite-On LTST: C190/C191 (0603 standard/thin), C170/C171 (0805), C150 (1206); colour code + KT.
const LITEON_SIZES: SizeCode[] = [
  ['C190', '0603', false],
  ['C191', '0603', true],
  ['C193', '0603', true],
  ['C170', '0805', false],
  ['C171', '0805', true],
  ['C150', '1206', false],
  ['C230', '1206', false],
];
const smdFamilies: Family[] = [
  smdFam(
    'liteon-ltst',
    'lite-on',
    2.2,
    LITEON_SIZES,
    [
      ['KRKT', RED],
      ['KFKT', ORANGE],
      ['KSKT', YELLOW],
      ['KGKT', YGREEN],
      ['GKT', PGREEN],
      ['TGKT', TGREEN],
      ['TBKT', BLUE],
    ],
    // The 0.35 mm C193 carries a -5A suffix; the reverse-mount C230 ships on 3,000 reels like the 1206.
    (series, colourCode) => [
      `LTST-${series}${colourCode}${series === 'C193' ? '-5A' : ''}`,
      [reel(`LTST-${series}${colourCode}${series === 'C193' ? '-5A' : ''}`, series === 'C150' || series === 'C230' ? 3000 : 4000)],
    ],
    54,
    0.12,
    (series, colourCode) =>
      `https://optoelectronics.liteon.com/upload/download/DS22-2000-` + `${LITEON_DOC[series]}/LTST-${series}${colourCode}.pdf`,
  ),
  // Kingbright: APHHS1005 (0402), APT1608 (0603), APTD1608 (thin 0603), APT2012 (0805), APT3216 (1206).
  smdFam(
    'kingbright-apt',
    'kingbright',
    2,
    [
      ['APHHS1005', '0402', false],
      ['APT1608', '0603', false],
      ['APTD1608', '0603', true],
      ['APT2012', '0805', false],
      ['APTD2012', '0805', true],
      ['APT3216', '1206', false],
      ['APTD3216', '1206', true],
    ],
    [
      ['SURCK', HRED],
      ['SECK', ORANGE],
      ['SYCK', YELLOW],
      ['SGC', YGREEN],
      ['ZGCK', TGREEN],
      ['QBC/D', BLUE],
    ],
    (series, colourCode) => [`${series}${colourCode}`, [reel(`${series}${colourCode}`, series === 'APHHS1005' ? 4000 : 2000)]],
    60,
    0.14,
    (series, colourCode) => `https://www.kingbrightusa.com/images/catalog/SPEC/${series}${colourCode.replace('/', '-')}.pdf`,
  ),
  // Würth WL-SMCW: 150 + size (060/080/120) + colour letter + S + 75000.
  smdFam(
    'wurth-wl-smcw',
    'wurth-elektronik',
    1.2,
    [
      ['060', '0603', false],
      ['080', '0805', false],
      ['120', '1206', false],
    ],
    [
      ['RS', RED],
      ['SS', HRED],
      ['OS', ORANGE],
      ['YS', YELLOW],
      ['GS', YGREEN],
      ['VS', TGREEN],
      ['BS', BLUE],
      ['WS', WHITE],
    ],
    (series, colourCode) => [`150${series}${colourCode}75000`, [reel(`150${series}${colourCode}75000`, series === '120' ? 3000 : 4000)]],
    50,
    0.16,
    (series, colourCode) => `https://www.we-online.com/components/products/datasheet/150${series}${colourCode}75000.pdf`,
  ),
  // Würth WL-SMTW: PLCC-2 (3528) TOPLED-style package, 150141 + colour letter + S73100.
  fam({
    key: 'wurth-wl-smtw',
    leaf: SMD,
    mfr: 'wurth-elektronik',
    weight: 0.5,
    kind: 'discrete',
    dimensions: [
      [
        ['RS', RED],
        ['SS', HRED],
        ['YS', YELLOW],
        ['GS', YGREEN],
        ['VS', TGREEN],
        ['BS', BLUE],
        ['WS', WHITE],
      ] as const,
    ],
    make: ([[colourCode, ledColour]]) => {
      const mpn = `150141${colourCode}73100`;
      return {
        ...smdLed(
          ledColour,
          '1206',
          mpn,
          [reel(mpn, 2000)],
          300 * ledColour.rel,
          0.3,
          `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
        ),
        parameters: ledParams(ledColour, 300 * ledColour.rel, 20, 120, 'Clear', '2-PLCC'),
      };
    },
  }),
  // ROHM SML-D12 (0603): colour letter + 8WT86 (3000 reel).
  smdFam(
    'rohm-sml-d12',
    'rohm',
    1,
    [['D12', '0603', false]],
    [
      ['U', hue('Red', 620, 2.1, 1)],
      ['D', HRED],
      ['V', ORANGE],
      ['Y', YELLOW],
      ['M', YGREEN],
      ['P', PGREEN],
    ],
    (_s, colourCode) => [`SML-D12${colourCode}8WT86`, [reel(`SML-D12${colourCode}8WT86`, 3000)]],
    60,
    0.1,
    (_s, colourCode) =>
      `https://fscdn.rohm.com/en/products/databook/datasheet/opto/led/chip_mono/sml-d12${colourCode.toLowerCase()}8w-e.pdf`,
  ),
];

// OSRAM CHIPLED / TOPLED: name, brightness group and packing as one code.
const osramRows: [string, Hue, string, number, number][] = [
  ['LS Q976-NR-1', RED, '0603', 28, 0.25],
  ['LO Q976-PS-1', ORANGE, '0603', 45, 0.25],
  ['LY Q976-P1S2-36', YELLOW, '0603', 50, 0.25],
  ['LG Q971-KN-1', YGREEN, '0603', 9, 0.25],
  ['LT Q39G-Q1OO-25-1', TGREEN, '0603', 90, 0.35],
  ['LB Q39G-L2N2-35-1', BLUE, '0603', 28, 0.35],
  ['LW Q38G-Q2OO-3K5L-1', WHITE, '0603', 110, 0.38],
  ['LS R976-NR-1', RED, '0805', 35, 0.28],
  ['LY R976-PS-36', YELLOW, '0805', 55, 0.28],
  ['LG R971-KN-1', YGREEN, '0805', 12, 0.28],
  ['LB R976-L1N2-35', BLUE, '0805', 30, 0.38],
];
smdFamilies.push(
  fam({
    key: 'osram-chipled',
    leaf: SMD,
    mfr: 'ams-osram',
    weight: 0.8,
    kind: 'discrete',
    dimensions: [osramRows],
    make: ([[mpn, ledColour, size, mcd, price]]) =>
      smdLed(
        ledColour,
        size,
        mpn,
        [reel(mpn, 4000)],
        mcd,
        price,
        `https://look.ams-osram.com/m/${mpn.replace(/ /g, '_').toLowerCase()}/datasheet.pdf`,
      ),
  }),
);

// ---------------------------------------------------------------------------------------------
// Through-hole LEDs

function thLed(
  ledColour: Hue,
  mm: 3 | 5,
  diffused: boolean,
  base: string,
  variants: Variant[],
  mcd: number,
  price: number,
  ds: string,
): BaseSpec {
  const lens = diffused ? 'Diffused' : 'Clear';
  return {
    base,
    variants,
    description: `LED ${ledColour.color.toUpperCase()} ${diffused ? 'DIFFUSED' : 'CLEAR'} T-1${mm === 5 ? ' 3/4' : ''} T/H`,
    parameters: ledParams(
      ledColour,
      mcd,
      20,
      diffused ? 60 : 30,
      lens,
      mm === 5 ? 'Radial - 2 Leads, T-1 3/4 (5mm)' : 'Radial - 2 Leads, T-1 (3mm)',
      {
        'Lens Style': 'Round with Domed Top',
      },
    ),
    price: cents(price * (ledColour.vf > 3 ? 2.2 : 1)),
    grams: mm === 5 ? 0.32 : 0.18,
    datasheetUrl: ds,
  };
}

// Kingbright: WP710A10 (3 mm), WP7113 (5 mm); ID/GD/YD/SRD/SGD/SED/SYD diffused, SRC/SGC clear, QBD blue.
const KB_TH: [string, Hue, boolean, number][] = [
  ['ID', hue('Red', 625, 2, 1), true, 20],
  ['GD', hue('Green', 568, 2.2, 1), true, 20],
  ['YD', hue('Yellow', 588, 2.1, 1), true, 15],
  ['SRD', hue('Red', 640, 1.85, 1), true, 200],
  ['SGD', YGREEN, true, 50],
  ['SED', ORANGE, true, 150],
  ['SYD', YELLOW, true, 120],
  ['SRC', hue('Red', 640, 1.85, 1), false, 800],
  ['SGC', YGREEN, false, 200],
  ['QBD', BLUE, true, 300],
];
const thFamilies: Family[] = [
  fam({
    key: 'kingbright-wp-th',
    leaf: THL,
    mfr: 'kingbright',
    weight: 2.2,
    kind: 'discrete',
    dimensions: [
      [
        ['WP710A10', 3],
        ['WP7113', 5],
      ] as const,
      KB_TH,
    ],
    make: ([[ser, mm], [colourCode, ledColour, diffused, mcd]]) => {
      const mpn = `${ser}${colourCode}`;
      return thLed(
        ledColour,
        mm,
        diffused,
        mpn,
        [bulk(mpn)],
        mcd * (mm === 5 ? 1.6 : 1),
        0.18,
        `https://www.kingbrightusa.com/images/catalog/SPEC/${mpn}.pdf`,
      );
    },
  }),
  // Vishay TLH: colour letter + size/style (4200, 4400 3 mm; 5100, 5400 5 mm).
  fam({
    key: 'vishay-tlh',
    leaf: THL,
    mfr: 'vishay',
    weight: 1.3,
    kind: 'discrete',
    dimensions: [
      [
        ['4200', 3],
        ['4400', 3],
        ['5100', 5],
        ['5400', 5],
      ] as const,
      [
        ['R', hue('Red', 630, 2, 1)],
        ['G', hue('Green', 570, 2.4, 1)],
        ['Y', YELLOW],
        ['O', ORANGE],
        ['K', hue('Red', 643, 1.9, 1)],
      ] as const,
    ],
    make: ([[style, mm], [colourCode, ledColour]]) => {
      const mpn = `TLH${colourCode}${style}`;
      return thLed(
        ledColour,
        mm,
        style.endsWith('00'),
        mpn,
        [bulk(mpn), { mpn: `${mpn}-AS12Z`, pack: 'reel-only', qty: 2000 }],
        (mm === 5 ? 25 : 12) * (colourCode === 'K' ? 4 : 1),
        0.22,
        `https://www.vishay.com/docs/83009/tlh${colourCode.toLowerCase()}${style}.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// High-power LEDs

const HP = 'high-power-leds';
function hpSpec(
  base: string,
  variants: Variant[],
  color: string,
  cct: string,
  nm: string,
  lm: number,
  ma: number,
  vf: number,
  cri: string,
  angle: number,
  pkg: string,
  price: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants,
    description:
      `LED ${color.replace('Ultraviolet (UV)', 'UV').toUpperCase()} ` +
      `${cct !== '-' ? cct : nm.toUpperCase()} ${lm ? `${lm}LM ` : ''}SMD`,
    parameters: {
      Color: color,
      'CCT (K)': cct,
      'Wavelength - Dominant': nm,
      'Flux @ 25°C, Current - Test': `${lm} lm (Typ) @ ${ma}mA`,
      'Voltage - Forward (Vf) (Typ)': `${vf}V`,
      'CRI (Color Rendering Index)': cri,
      'Viewing Angle': `${angle}°`,
      'Package / Case': pkg,
      'Operating Temperature': '-40°C ~ 135°C (TJ)',
    },
    price: cents(price),
    grams: 0.06,
    datasheetUrl: ds,
  };
}
const CCT: [string, number][] = [
  ['E1', 2700],
  ['E2', 3000],
  ['E3', 3500],
  ['E4', 4000],
  ['E5', 5000],
  ['E7', 5700],
  ['E8', 6500],
];
const hpFamilies: Family[] = [
  // Cree XLamp XP-G3 white: CRI kit (01 70, H1 80, P1 90) + flux bin + CCT kit.
  fam({
    key: 'cree-xpg3',
    leaf: HP,
    mfr: 'cree-led',
    weight: 0.8,
    kind: 'discrete',
    dimensions: [
      [
        ['01', '70'],
        ['H1', '80'],
        ['P1', '90'],
      ] as const,
      ['F', 'G', 'H', 'J'] as const,
      CCT,
    ],
    make: ([[kit, cri], flux, [code, k]]) => {
      if (cri === '90' && flux === 'J') return null;
      const mpn = `XPGDWT-${kit}-0000-00${flux}${code}`;
      const lm =
        (({ F: 148, G: 160, H: 172, J: 186 } as Record<string, number>)[flux] as number) *
        (cri === '70' ? 1 : cri === '80' ? 0.85 : 0.72) *
        (k < 4000 ? 0.92 : 1);
      return hpSpec(
        mpn,
        [reel(mpn, 1000)],
        'White',
        `${k}K`,
        '-',
        Math.round(lm),
        350,
        2.7,
        `${cri}`,
        125,
        '2-SMD, No Lead, Exposed Pad (XP)',
        1.6 + (cri === '90' ? 0.6 : 0),
        'https://cree-led.com/media/documents/XLampXPG3.pdf',
      );
    },
  }),
  // Cree XLamp XP-E2 colour: colour code + L1-0000-00 + flux bin.
  fam({
    key: 'cree-xpe2',
    leaf: HP,
    mfr: 'cree-led',
    weight: 0.5,
    kind: 'discrete',
    dimensions: [
      [
        ['RD', 'Red', '625nm', 2.1, 62],
        ['RO', 'Red-Orange', '615nm', 2.1, 80],
        ['AM', 'Amber', '590nm', 2.1, 62],
        ['GR', 'Green', '530nm', 3.2, 100],
        ['BL', 'Blue', '470nm', 3.1, 35],
        ['RY', 'Royal Blue', '450nm', 3.1, 30],
      ] as const,
      ['301', '401', '501', '601', '701'] as const,
    ],
    make: ([[colourCode, color, nm, vf, lm0], bin]) => {
      const mpn = `XPEBxx-L1-0000-00${bin}`.replace('xx', colourCode);
      const lm = lm0 * (1 + (Number(bin[0]) - 3) * 0.08);
      return hpSpec(
        mpn,
        [reel(mpn, 1000)],
        color,
        '-',
        nm,
        Math.round(lm),
        350,
        vf,
        '-',
        130,
        '2-SMD, No Lead, Exposed Pad (XP)',
        1.9,
        'https://cree-led.com/media/documents/XLampXPE2.pdf',
      );
    },
  }),
  fam({
    key: 'liteon-ltpl-uv',
    leaf: HP,
    mfr: 'lite-on',
    weight: 0.4,
    kind: 'discrete',
    dimensions: [
      [
        ['LTPL-C034UVH365', '365nm', 3.6, 6.5],
        ['LTPL-C034UVH385', '385nm', 3.5, 5.2],
        ['LTPL-C034UVH395', '395nm', 3.4, 4.6],
        ['LTPL-C034UVH405', '405nm', 3.3, 4.4],
        ['LTPL-C034UVD365', '365nm', 3.6, 7.2],
      ] as const,
    ],
    make: ([[mpn, nm, vf, price]]) =>
      hpSpec(
        mpn,
        [reel(mpn, 1000)],
        'Ultraviolet (UV)',
        '-',
        nm,
        0,
        500,
        vf,
        '-',
        130,
        '2-SMD, No Lead, Exposed Pad (3535)',
        price,
        `https://optoelectronics.liteon.com/upload/download/DS-61-99-0026/${mpn}.pdf`,
      ),
  }),
];

// ---------------------------------------------------------------------------------------------
// Optocouplers

const OPTO = 'optocouplers';
interface Opto {
  ch: number;
  out: string;
  iso: string;
  ctrMin: string;
  ctrMax: string;
  io: string;
  vo: string;
  tr: string;
  pkg: string;
  smd: boolean;
  temp: string;
}
const OPTO_OUTPUT_WORD = [
  ['Triac', 'TRIAC'],
  ['Logic', 'OPN COLLECTOR'],
  ['Open', 'OPN COLLECTOR'],
  ['Push', 'GATE DRVR'],
] as const;
function optoSpec(opto: Opto, base: string, variants: Variant[], price: number, ds: string): BaseSpec {
  const output = shortWord(opto.out, OPTO_OUTPUT_WORD, opto.out.includes('Base') ? 'TRANS W/BASE' : 'TRANSISTOR');
  const pkgWord = (opto.pkg.split(' ')[0] ?? '').replace(/[,-]/g, '');
  return {
    base,
    variants,
    description: `OPTOISO ${Number(opto.iso.replace('Vrms', '')) / 1000}KV ${output} ${pkgWord}`,
    parameters: {
      'Number of Channels': String(opto.ch),
      'Output Type': opto.out,
      'Voltage - Isolation': opto.iso,
      'Current Transfer Ratio (Min)': opto.ctrMin,
      'Current Transfer Ratio (Max)': opto.ctrMax,
      'Current - Output / Channel': opto.io,
      'Voltage - Output (Max)': opto.vo,
      'Rise / Fall Time (Typ)': opto.tr,
      'Package / Case': opto.pkg,
      'Mounting Type': opto.smd ? 'Surface Mount' : 'Through Hole',
      'Operating Temperature': opto.temp,
    },
    price: cents(price),
    grams: opto.smd ? 0.25 : 0.3 * opto.ch + 0.2,
    datasheetUrl: ds,
  };
}

const DIP4 = '4-DIP (0.300", 7.62mm)';
const SMD4 = '4-SMD, Gull Wing';
const DIP6 = '6-DIP (0.300", 7.62mm)';
const SMD6 = '6-SMD, Gull Wing';
const TR = 'Transistor';
const CTR_RANK: Record<string, [string, string]> = {
  '': ['50%', '600%'],
  A: ['80%', '160%'],
  B: ['130%', '260%'],
  C: ['200%', '400%'],
  D: ['300%', '600%'],
};

const optoFamilies: Family[] = [
  // Lite-On LTV-8x7: S = gull wing (TA1 = tape and reel), rank letter after a dash.
  fam({
    key: 'liteon-ltv817',
    leaf: OPTO,
    mfr: 'lite-on',
    weight: 0.9,
    kind: 'discrete',
    dimensions: [
      [
        ['817', 1, '4'],
        ['827', 2, '8'],
        ['847', 4, '16'],
      ] as const,
      ['', 'A', 'B', 'C', 'D'] as const,
      [false, true] as const,
    ],
    make: ([[dev, ch, pins], rank, smd]) => {
      const rankSuffix = rank ? `-${rank}` : '';
      const [lo, hi] = CTR_RANK[rank] as [string, string];
      const opto: Opto = {
        ch,
        out: TR,
        iso: '5000Vrms',
        ctrMin: lo,
        ctrMax: hi,
        io: '50mA',
        vo: '35V',
        tr: '4µs, 3µs',
        pkg: smd ? `${pins}-SMD, Gull Wing` : `${pins}-DIP (0.300", 7.62mm)`,
        smd,
        temp: tempRange(-30, 110),
      };
      const base = `LTV-${dev}${smd ? 'S' : ''}${rankSuffix}`;
      const variants = smd ? [reel(`LTV-${dev}S-TA1${rankSuffix}`, 1000), tube(base, 100)] : [tube(base, 100)];
      return optoSpec(
        opto,
        base,
        variants,
        0.12 + 0.1 * ch,
        'https://optoelectronics.liteon.com/upload/download/DS70-2001-003/LTV-8X7%20series%20201610%20.pdf',
      );
    },
  }),
  // Vishay SFH617A / CNY17 (CTR group -1..-4), 4N25…4N37; X001 wide lead form, X007T SMD on reel.
  fam({
    key: 'vishay-opto',
    leaf: OPTO,
    mfr: 'vishay',
    weight: 0.8,
    kind: 'discrete',
    dimensions: [
      [
        ['SFH617A-1', '40%', '80%', 4],
        ['SFH617A-2', '63%', '125%', 4],
        ['SFH617A-3', '100%', '200%', 4],
        ['SFH617A-4', '160%', '320%', 4],
        ['CNY17-1', '40%', '80%', 6],
        ['CNY17-2', '63%', '125%', 6],
        ['CNY17-3', '100%', '200%', 6],
        ['CNY17-4', '160%', '320%', 6],
        ['4N25', '20%', '-', 6],
        ['4N26', '20%', '-', 6],
        ['4N35', '100%', '-', 6],
        ['4N36', '100%', '-', 6],
        ['4N37', '100%', '-', 6],
      ] as const,
      ['', 'X001', 'X007T'] as const,
    ],
    make: ([[dev, lo, hi, pins], opt]) => {
      const smd = opt === 'X007T';
      const opto: Opto = {
        ch: 1,
        out: pins === 6 ? 'Transistor with Base' : TR,
        iso: '5000Vrms',
        ctrMin: lo,
        ctrMax: hi,
        io: '50mA',
        vo: '70V',
        tr: '3µs, 4µs',
        pkg: smd ? (pins === 4 ? SMD4 : SMD6) : pins === 4 ? DIP4 : DIP6,
        smd,
        temp: tempRange(-55, 100),
      };
      const mpn = `${dev}${opt}`;
      return optoSpec(
        opto,
        mpn,
        smd ? [reel(mpn, 1000)] : [tube(mpn, pins === 4 ? 100 : 65)],
        dev.startsWith('4N') ? 0.35 : 0.45,
        `https://www.vishay.com/docs/${dev.startsWith('SFH') ? '83740/sfh617a' : dev.startsWith('CNY') ? '83606/cny17' : '83725/4n25'}.pdf`,
      );
    },
  }),
  // onsemi (Fairchild): FOD817 with CTR rank, S = gull wing, SD = gull wing on reel.
  fam({
    key: 'onsemi-fod817',
    leaf: OPTO,
    mfr: 'onsemi',
    weight: 0.5,
    kind: 'discrete',
    dimensions: [
      ['', 'A', 'B', 'C', 'D'] as const,
      [
        ['', false],
        ['S', true],
        ['3S', true],
      ] as const,
    ],
    make: ([rank, [opt, smd]]) => {
      const [lo, hi] = CTR_RANK[rank] as [string, string];
      const opto: Opto = {
        ch: 1,
        out: TR,
        iso: '5000Vrms',
        ctrMin: lo,
        ctrMax: hi,
        io: '50mA',
        vo: '70V',
        tr: '4µs, 3µs',
        pkg: smd ? SMD4 : DIP4,
        smd,
        temp: tempRange(-55, 110),
      };
      const base = `FOD817${rank}${opt}`;
      return optoSpec(
        opto,
        base,
        smd ? [reel(`${base}D`, 1000), tube(base, 100)] : [tube(base, 100)],
        0.3,
        'https://www.onsemi.com/pdf/datasheet/fod817-d.pdf',
      );
    },
  }),
  // onsemi 'M' devices: M (DIP), SM (gull wing), SR2M (gull wing reel), VM (VDE), SR2VM.
  fam({
    key: 'onsemi-opto-m',
    leaf: OPTO,
    mfr: 'onsemi',
    weight: 0.6,
    kind: 'discrete',
    dimensions: [
      [
        ['MOC3021', 'Triac', '400V', '15mA IFT', 0.55],
        ['MOC3022', 'Triac', '400V', '10mA IFT', 0.6],
        ['MOC3023', 'Triac', '400V', '5mA IFT', 0.65],
        ['MOC3041', 'Triac, Zero Crossing', '400V', '15mA IFT', 0.7],
        ['MOC3043', 'Triac, Zero Crossing', '400V', '5mA IFT', 0.8],
        ['MOC3061', 'Triac, Zero Crossing', '600V', '15mA IFT', 0.75],
        ['MOC3063', 'Triac, Zero Crossing', '600V', '5mA IFT', 0.85],
        ['4N25', 'Transistor with Base', '30V', '20%', 0.35],
        ['4N35', 'Transistor with Base', '30V', '100%', 0.38],
        ['4N37', 'Transistor with Base', '30V', '100%', 0.4],
        ['H11L1', 'Open Collector, Schmitt Trigger', '15V', '-', 0.9],
        ['H11AA1', 'Transistor with Base', '30V', '20%', 0.6],
        ['6N137', 'Logic', '7V', '-', 1.1],
        ['6N138', 'Darlington with Base', '7V', '300%', 0.95],
      ] as const,
      [
        ['M', false],
        ['SM', true],
        ['SR2M', true],
        ['VM', false],
        ['SR2VM', true],
      ] as const,
    ],
    make: ([[dev, out, vo, ctr, price], [opt, smd]]) => {
      const opto: Opto = {
        ch: 1,
        out,
        iso: '4170Vrms',
        ctrMin: ctr,
        ctrMax: '-',
        io: out.startsWith('Triac') ? '1A' : '50mA',
        vo,
        tr: dev.startsWith('6N13') ? '50ns, 12ns' : out.startsWith('Triac') ? '-' : '2µs, 2µs',
        pkg: smd ? SMD6 : DIP6,
        smd,
        temp: tempRange(-40, 85),
      };
      const mpn = `${dev}${opt}`;
      return optoSpec(
        opto,
        mpn,
        opt.startsWith('SR2') ? [reel(mpn, 1000)] : [tube(mpn, 50)],
        price * (opt.includes('V') ? 1.2 : 1),
        `https://www.onsemi.com/pdf/datasheet/${dev.toLowerCase()}m-d.pdf`,
      );
    },
  }),
  // Toshiba: TLP785 (DIP4, CTR rank in brackets), TLP291 (SO4, TP = reel), gate drivers.
  fam({
    key: 'toshiba-tlp',
    leaf: OPTO,
    mfr: 'toshiba',
    weight: 0.6,
    kind: 'discrete',
    dimensions: [
      [
        ['TLP785(F)', DIP4, false, '50%', '600%', TR, 0.3],
        ['TLP785(GB,F)', DIP4, false, '100%', '600%', TR, 0.32],
        ['TLP785(BL,F)', DIP4, false, '200%', '600%', TR, 0.32],
        ['TLP785(GR,F)', DIP4, false, '100%', '300%', TR, 0.32],
        ['TLP785(Y,F)', DIP4, false, '50%', '150%', TR, 0.32],
        ['TLP291(GB-TP,SE', '4-SOIC (0.173", 4.40mm Width)', true, '100%', '600%', TR, 0.28],
        ['TLP291(BL-TP,SE', '4-SOIC (0.173", 4.40mm Width)', true, '200%', '600%', TR, 0.28],
        ['TLP291(GR-TP,SE', '4-SOIC (0.173", 4.40mm Width)', true, '100%', '300%', TR, 0.28],
        ['TLP291(Y-TP,SE', '4-SOIC (0.173", 4.40mm Width)', true, '50%', '150%', TR, 0.28],
        ['TLP250(F)', '8-DIP (0.300", 7.62mm)', false, '-', '-', 'Push-Pull, Totem Pole', 1.6],
        ['TLP350(F)', '8-DIP (0.300", 7.62mm)', false, '-', '-', 'Push-Pull, Totem Pole', 1.9],
        ['TLP2361(E', '6-SO, 5 Leads', true, '-', '-', 'Push-Pull, Totem Pole', 1.3],
      ] as const,
    ],
    make: ([[mpn, pkg, smd, lo, hi, out, price]]) => {
      const opto: Opto = {
        ch: 1,
        out,
        iso: out === TR ? '5000Vrms' : '3750Vrms',
        ctrMin: lo,
        ctrMax: hi,
        io: out === TR ? '50mA' : '1.5A',
        vo: out === TR ? '80V' : '35V',
        tr: out === TR ? '2µs, 3µs' : '150ns, 150ns',
        pkg,
        smd,
        temp: tempRange(-55, 110),
      };
      return optoSpec(
        opto,
        mpn,
        smd ? [reel(mpn, 3000)] : [tube(mpn, 100)],
        price,
        `https://toshiba.semicon-storage.com/info/${mpn.replace(/\(.*$/, '')}_datasheet_en.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// LED displays (Kingbright): SA/SC one digit, DA/DC two, CA/CC four; A common anode, C common cathode.

const DISP = 'led-displays';
const DISP_COLORS: [string, Hue, number][] = [
  ['EWA', hue('Red', 625, 2, 1), 4.5],
  ['SRWA', hue('Red', 640, 1.85, 1), 10],
  ['GWA', hue('Green', 568, 2.2, 1), 4.2],
  ['SGWA', YGREEN, 8],
  ['YWA', hue('Yellow', 588, 2.1, 1), 3.8],
  ['SYKWA', YELLOW, 12],
  ['CGKWA', TGREEN, 28],
  ['PBWA', BLUE, 9],
];
const DISP_SIZE: [string, string, number][] = [
  ['39', '0.39" (10.00mm)', 0.9],
  ['52', '0.52" (13.20mm)', 1.1],
  ['56', '0.56" (14.20mm)', 1.2],
  ['08', '0.80" (20.32mm)', 1.8],
  ['10', '1.00" (25.40mm)', 2.3],
  ['15', '1.50" (38.10mm)', 3.5],
  ['23', '2.30" (58.42mm)', 6],
];
function dispSpec(
  type: string,
  digits: number,
  size: string,
  anode: boolean | null,
  ledColour: Hue,
  mcd: number,
  base: string,
  price: number,
  grams: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants: [tube(base, digits >= 4 ? 17 : 25)],
    description:
      type === '7-Segment'
        ? `DISPLAY 7SEG ${size.split(' ')[0]} ${digits}DIG ${ledColour.color.toUpperCase()} ${anode ? 'CA' : 'CC'}`
        : `DISPLAY ${type.toUpperCase()} ${size.split(' ')[0]} ${ledColour.color.toUpperCase()}`,
    parameters: {
      'Display Type': type,
      'Digit/Alpha Size': size,
      'Number of Digits/Alpha': String(digits),
      'Common Pin': anode === null ? '-' : anode ? 'Common Anode' : 'Common Cathode',
      Color: ledColour.color,
      'Wavelength - Dominant': `${ledColour.nm}nm`,
      'Millicandela Rating': `${sig(mcd, 2)}mcd`,
      'Voltage - Forward (Vf) (Typ)': `${ledColour.vf}V`,
      'Mounting Type': 'Through Hole',
      'Operating Temperature': tempRange(-40, 85),
    },
    price: cents(price * (ledColour.vf > 3 ? 1.6 : 1)),
    grams,
    datasheetUrl: ds,
  };
}
const dispFamilies: Family[] = [
  fam({
    key: 'kingbright-7seg',
    leaf: DISP,
    mfr: 'kingbright',
    weight: 0.8,
    kind: 'discrete',
    dimensions: [
      (
        [
          ['SA', 1],
          ['SC', 1],
          ['DA', 2],
          ['DC', 2],
          ['CA', 4],
          ['CC', 4],
        ] as const
      ).flatMap(([pre, digits]) =>
        DISP_SIZE.filter(([sz]) => digits === 1 || (digits === 2 ? ['39', '56', '08'] : ['39', '52', '56']).includes(sz)).map(
          (size) => [pre, digits, size] as const,
        ),
      ),
      DISP_COLORS,
    ],
    make: ([[pre, digits, [sz, size, k]], [colourCode, ledColour, mcd]]) => {
      const mpn = `${pre}${sz}-${digits === 4 ? 12 : 11}${colourCode}`;
      return dispSpec(
        '7-Segment',
        digits,
        size,
        pre.endsWith('A'),
        ledColour,
        mcd * k,
        mpn,
        (0.9 + k * 0.5) * (digits === 4 ? 2.2 : digits === 2 ? 1.5 : 1),
        1.5 * k * digits,
        `https://www.kingbrightusa.com/images/catalog/SPEC/${mpn}.pdf`,
      );
    },
  }),
  fam({
    key: 'kingbright-bargraph',
    leaf: DISP,
    mfr: 'kingbright',
    weight: 0.2,
    kind: 'discrete',
    dimensions: [DISP_COLORS],
    make: ([[colourCode, ledColour, mcd]]) =>
      dispSpec(
        'Bar Graph',
        10,
        '0.20" x 0.40" (5.08mm x 10.16mm)',
        null,
        ledColour,
        mcd,
        `DC-10${colourCode}`,
        1.9,
        3.2,
        `https://www.kingbrightusa.com/images/catalog/SPEC/DC-10${colourCode}.pdf`,
      ),
  }),
  fam({
    key: 'kingbright-dotmatrix',
    leaf: DISP,
    mfr: 'kingbright',
    weight: 0.3,
    kind: 'discrete',
    dimensions: [
      [
        ['TA07-11', '0.70" (17.78mm)', 1, true],
        ['TC07-11', '0.70" (17.78mm)', 1, false],
        ['TA12-11', '1.20" (30.48mm)', 2, true],
        ['TC12-11', '1.20" (30.48mm)', 2, false],
        ['TA20-11', '2.00" (50.80mm)', 3.5, true],
        ['TC20-11', '2.00" (50.80mm)', 3.5, false],
      ] as const,
      DISP_COLORS,
    ],
    make: ([[pre, size, k, anode], [colourCode, ledColour, mcd]]) =>
      dispSpec(
        'Dot Matrix',
        1,
        size,
        anode,
        ledColour,
        mcd * k,
        `${pre}${colourCode}`,
        2.4 * k,
        3 * k,
        `https://www.kingbrightusa.com/images/catalog/SPEC/${pre}${colourCode}.pdf`,
      ),
  }),
];

export const OPTO_FAMILIES: Family[] = [...smdFamilies, ...thFamilies, ...hpFamilies, ...optoFamilies, ...dispFamilies];

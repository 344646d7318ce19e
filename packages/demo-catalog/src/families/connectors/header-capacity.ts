// Headers and sockets, second wave: Samtec's configurable strips (more lead styles, custom post
// heights), Sullins, Würth WR-PHD 2.00/1.27 mm and Harwin M22/M50. They continue the first wave's
// header families (continueLeaf), so the parts made before those run out stay where they were.
import { fam, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bulk, range, reelOnly, tube } from '../packing-and-text';
import { boardSpec, inchMm, SAMTEC_FINISH } from './capacity-helpers';

const HDR = 'headers-and-pin-strips';

// Samtec row codes: rows, and whether the row code itself makes the part right-angle.
const ROWS: Record<string, [number, boolean]> = {
  S: [1, false],
  D: [2, false],
  T: [3, false],
  SV: [1, false],
  DV: [2, false],
  SH: [1, true],
  DH: [2, true],
};

interface Strip {
  key: string;
  series: string;
  type: 'Header' | 'Receptacle';
  pitch: number;
  smd?: boolean;
  perRow: number[];
  /** [lead style code, post (or tail) length in inches, right angle]. */
  leads: readonly (readonly [string, number, boolean?])[];
  plating: readonly string[];
  rows: readonly string[];
  /** Trailing fields: post heights ('-230') or options ('-K'). */
  tails?: readonly string[];
  /** Combinations Samtec already lists under the first-wave family (returned as null). */
  skip?: (lead: string, plating: string) => boolean;
  base: number;
  pin: number;
  g: number;
  pack?: (mpn: string, pins: number) => Variant[];
}

const samtecTube = (mpn: string, pins: number): Variant[] => [tube(mpn, Math.max(5, Math.floor(1000 / pins)))];

/** Samtec SERIES-1pp-ll-P-R[-RA][tail]: pp positions per row, ll lead style, P plating, R rows. */
function strip(stripSpec: Strip): Family {
  return fam({
    key: stripSpec.key,
    leaf: HDR,
    mfr: 'samtec',
    weight: 0,
    kind: 'conn',
    dimensions: [stripSpec.perRow, stripSpec.leads, stripSpec.plating, stripSpec.rows, stripSpec.tails ?? ['']],
    make: ([per, [lead, post, leadRa], plating, row, tail]) => {
      if (stripSpec.skip?.(lead, plating)) return null;
      const [rows, rowRa] = ROWS[row] as [number, boolean];
      const [finish, thick, pf] = SAMTEC_FINISH[plating] as [string, string, number];
      const pins = per * rows;
      const heightIn = tail.startsWith('-') && /^\d{3}$/.test(tail.slice(1)) ? Number(tail.slice(1)) / 1000 : post;
      const mpn = `${stripSpec.series}-1${pad(per, 2)}${lead ? `-${lead}` : ''}-${plating}-${row}${leadRa ? '-RA' : ''}${tail}`;
      return boardSpec(
        {
          type: stripSpec.type,
          series: stripSpec.series,
          n: pins,
          rows,
          pitch: stripSpec.pitch,
          smd: stripSpec.smd ?? false,
          ra: (leadRa ?? false) || rowRa,
          finish,
          thick,
          post: stripSpec.type === 'Receptacle' ? '-' : inchMm(heightIn),
          lo: -55,
          hi: 125,
        },
        mpn,
        (stripSpec.pack ?? samtecTube)(mpn, pins),
        (stripSpec.base + stripSpec.pin * pins * pf) * (1 + heightIn),
        `https://www.samtec.com/products/${stripSpec.series.toLowerCase()}`,
        stripSpec.g * (1 + heightIn),
      );
    },
  });
}

const ld = (code: string, post: number, ra = false) => [code, post, ra] as const;
/** Post heights in thousandths of an inch, as Samtec's MTSW/MTMM take them. */
const heights = (from: number, to: number, step: number) => range(from, to, step).map((height) => `-${height}`);

const samtecStrips: Family[] = [
  // TSW lead styles beyond the first wave's ten, and the L (10µ" gold, matte tin tail) plating.
  strip({
    key: 'samtec-tsw-more',
    series: 'TSW',
    type: 'Header',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D', 'T'],
    plating: ['T', 'G', 'F', 'S', 'L'],
    leads: [
      ld('05', 0.12),
      ld('06', 0.145),
      ld('07', 0.23),
      ld('09', 0.33),
      ld('10', 0.43),
      ld('12', 0.53),
      ld('14', 0.63),
      ld('15', 0.73),
      ld('16', 0.83),
      ld('08', 0.23, true),
      ld('11', 0.48),
      ld('13', 0.58),
      ld('17', 0.93),
      ld('18', 1.03),
      ld('19', 1.13),
      ld('20', 1.23),
      ld('21', 0.18),
      ld('22', 0.2),
      ld('23', 0.25),
      ld('24', 0.28),
      ld('25', 0.3),
      ld('26', 0.36),
      ld('27', 0.4),
      ld('28', 0.45),
    ],
    skip: (lead, plating) => plating !== 'L' && ['05', '06', '07', '08', '09', '10', '12', '14', '15', '16'].includes(lead),
    base: 0.28,
    pin: 0.045,
    g: 0.09,
  }),
  strip({
    key: 'samtec-htsw-more',
    series: 'HTSW',
    type: 'Header',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    plating: ['T', 'G', 'S', 'L'],
    leads: [
      ld('05', 0.12),
      ld('06', 0.145),
      ld('07', 0.23),
      ld('09', 0.33),
      ld('10', 0.43),
      ld('12', 0.53),
      ld('14', 0.63),
      ld('08', 0.28),
      ld('11', 0.48),
      ld('13', 0.58),
      ld('15', 0.73),
      ld('16', 0.83),
      ld('17', 0.93),
      ld('18', 1.03),
    ],
    skip: (lead, plating) => plating !== 'L' && ['05', '06', '07', '09', '10', '12', '14'].includes(lead),
    base: 0.35,
    pin: 0.06,
    g: 0.09,
  }),
  // MTSW: TSW with the post height given in thousandths of an inch (.230" to .805").
  strip({
    key: 'samtec-mtsw',
    series: 'MTSW',
    type: 'Header',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    plating: ['T', 'G', 'S', 'L'],
    leads: [ld('05', 0.12), ld('06', 0.145), ld('07', 0.23), ld('08', 0.28), ld('09', 0.33)],
    tails: heights(230, 805, 25),
    base: 0.45,
    pin: 0.05,
    g: 0.09,
  }),
  // MTMM: the 2.00 mm version (.150" to .425").
  strip({
    key: 'samtec-mtmm',
    series: 'MTMM',
    type: 'Header',
    pitch: 2,
    perRow: range(1, 36),
    rows: ['S', 'D'],
    plating: ['T', 'G', 'L', 'S'],
    leads: [ld('04', 0.1), ld('05', 0.12), ld('06', 0.14), ld('07', 0.16)],
    tails: heights(150, 425, 25),
    base: 0.5,
    pin: 0.06,
    g: 0.06,
  }),
  strip({
    key: 'samtec-htst',
    series: 'HTST',
    type: 'Header',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    plating: ['T', 'G', 'S', 'L'],
    leads: [
      ld('01', 0.12),
      ld('02', 0.145),
      ld('03', 0.23),
      ld('04', 0.28),
      ld('05', 0.33),
      ld('06', 0.43),
      ld('07', 0.53),
      ld('08', 0.63),
    ],
    base: 0.4,
    pin: 0.07,
    g: 0.09,
  }),
  strip({
    key: 'samtec-bcs',
    series: 'BCS',
    type: 'Receptacle',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    plating: ['L', 'F', 'T', 'S'],
    leads: [ld('', 0.1)],
    tails: ['-TE', '-PE', '-HE'],
    base: 0.55,
    pin: 0.12,
    g: 0.12,
  }),
  strip({
    key: 'samtec-ssw-more',
    series: 'SSW',
    type: 'Receptacle',
    pitch: 2.54,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    plating: ['T', 'G', 'F', 'S', 'L'],
    leads: [
      ld('01', 0.12),
      ld('02', 0.17),
      ld('03', 0.27),
      ld('02', 0.17, true),
      ld('04', 0.37),
      ld('05', 0.47),
      ld('06', 0.57),
      ld('07', 0.67),
      ld('08', 0.77),
      ld('09', 0.87),
      ld('10', 0.97),
    ],
    skip: (lead, plating) => plating !== 'L' && Number(lead) <= 3,
    base: 0.4,
    pin: 0.09,
    g: 0.12,
  }),
  strip({
    key: 'samtec-tsm-more',
    series: 'TSM',
    type: 'Header',
    pitch: 2.54,
    smd: true,
    perRow: range(2, 36),
    rows: ['SV', 'DV', 'SH', 'DH'],
    plating: ['T', 'G', 'S', 'L'],
    leads: [ld('05', 0.63), ld('06', 0.73), ld('07', 0.83), ld('08', 0.93)],
    base: 0.45,
    pin: 0.07,
    g: 0.08,
    pack: (mpn, pins) => [tube(mpn, Math.max(5, Math.floor(800 / pins))), reelOnly(`${mpn}-P-TR`, pins > 40 ? 200 : 400)],
  }),
];

// Sullins: PP?C female strips (T tin, P gold; N low profile), PR?C male strips (P gold, E tin).
const sullinsFemale = fam({
  key: 'sullins-female',
  leaf: HDR,
  mfr: 'sullins',
  weight: 0,
  kind: 'conn',
  dimensions: [['PPTC', 'PPPC', 'NPTC', 'NPPC'] as const, range(1, 40), [1, 2] as const, ['LFBN-RC', 'RFBN-RC', 'SFRN-RC'] as const],
  make: ([pre, per, rows, tail]) => {
    const mpn = `${pre}${pad(per, 2)}${rows}${tail}`;
    const gold = pre[2] === 'P';
    const pins = per * rows;
    return boardSpec(
      {
        type: 'Receptacle',
        series: pre[0] === 'N' ? 'NPxC (Low Profile)' : 'PPxC',
        n: pins,
        rows,
        pitch: 2.54,
        smd: tail.startsWith('S'),
        ra: tail.startsWith('R'),
        finish: gold ? 'Gold' : 'Tin',
        thick: gold ? '10.0µin (0.25µm)' : '-',
        post: '-',
        lo: -55,
        hi: 105,
      },
      mpn,
      [tube(mpn, Math.max(10, Math.floor(800 / pins)))],
      (0.2 + 0.06 * pins) * (gold ? 1.6 : 1),
      `https://www.sullinscorp.com/drawings/${mpn.slice(0, 4)}_Female_Headers.pdf`,
      0.12,
    );
  },
});
const sullinsMale = fam({
  key: 'sullins-male',
  leaf: HDR,
  mfr: 'sullins',
  weight: 0,
  kind: 'conn',
  dimensions: [['PRPC', 'PREC'] as const, range(1, 40), ['S', 'D'] as const, ['AAN-RC', 'BAN-RC', 'ABN-RC'] as const],
  make: ([pre, per, row, tail]) => {
    const rows = row === 'S' ? 1 : 2;
    const pins = per * rows;
    const mpn = `${pre}0${pad(per, 2)}${row}${tail}`;
    const gold = pre === 'PRPC';
    return boardSpec(
      {
        type: 'Header',
        series: pre,
        n: pins,
        rows,
        pitch: 2.54,
        smd: false,
        ra: tail.startsWith('B'),
        finish: gold ? 'Gold' : 'Tin',
        thick: gold ? '10.0µin (0.25µm)' : '-',
        post: inchMm(tail.startsWith('A') && tail[1] === 'B' ? 0.318 : 0.23),
        lo: -55,
        hi: 105,
      },
      mpn,
      [tube(mpn, Math.max(10, Math.floor(1000 / pins)))],
      (0.1 + 0.03 * pins) * (gold ? 1.5 : 1),
      'https://www.sullinscorp.com/drawings/PxxC_Male_Headers.pdf',
      0.08,
    );
  },
});

// Würth WR-PHD at 2.00 mm (620…) and 1.27 mm (622…): prefix + pins (3) + rows + 1 + 121 male straight,
// 021 male angled, 821 female straight, 921 female angled.
const wurthPhdFine = fam({
  key: 'wurth-wr-phd-fine',
  leaf: HDR,
  mfr: 'wurth-elektronik',
  weight: 0,
  kind: 'conn',
  dimensions: [
    [
      ['620', 2],
      ['622', 1.27],
    ] as const,
    ['121', '021', '821', '921'] as const,
    [1, 2] as const,
    range(1, 40),
  ],
  make: ([[pre, pitch], code, rows, per]) => {
    if (rows === 2 && per < 2) return null;
    const pins = per * rows;
    const female = code[0] === '8' || code[0] === '9';
    const mpn = `${pre}${pad(pins, 3)}${rows}1${code}`;
    return boardSpec(
      {
        type: female ? 'Receptacle' : 'Header',
        series: 'WR-PHD',
        n: pins,
        rows,
        pitch,
        smd: false,
        ra: code === '021' || code === '921',
        finish: 'Gold',
        thick: 'Flash',
        post: female ? '-' : inchMm(pitch === 2 ? 0.158 : 0.118),
        lo: -40,
        hi: 125,
      },
      mpn,
      [bulk(mpn)],
      female ? 0.15 + 0.04 * pins : 0.08 + 0.02 * pins,
      `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
      female ? 0.06 : 0.04,
    );
  },
});

// Harwin M22 (2.00 mm) and M50 (1.27 mm) strips: series code + positions per row + finish (05 gold, 46 tin / 42 gold flash).
const HARWIN_FINE = [
  ['M22-2010', 2, 1, false, 'Header'],
  ['M22-2510', 2, 2, false, 'Header'],
  ['M22-2020', 2, 1, true, 'Header'],
  ['M22-2520', 2, 2, true, 'Header'],
  ['M22-7130', 2, 1, false, 'Receptacle'],
  ['M22-7131', 2, 2, false, 'Receptacle'],
  ['M50-3500', 1.27, 2, false, 'Header'],
  ['M50-3600', 1.27, 2, true, 'Header'],
  ['M50-3100', 1.27, 1, false, 'Header'],
] as const;
const harwinFine = fam({
  key: 'harwin-m22-m50',
  leaf: HDR,
  mfr: 'harwin',
  weight: 0,
  kind: 'conn',
  dimensions: [HARWIN_FINE, range(2, 40), ['05', '46', '42'] as const],
  make: ([[ser, pitch, rows, ra, type], per, fin]) => {
    if ((ser.startsWith('M50') ? fin === '46' : fin === '42') || (ser.startsWith('M50') && per > 25)) return null;
    const pins = per * rows;
    const mpn = `${ser}${pad(per, 2)}${fin}`;
    const gold = fin !== '46';
    return boardSpec(
      {
        type,
        series: ser.slice(0, 3),
        n: pins,
        rows,
        pitch,
        smd: false,
        ra,
        finish: fin === '42' ? 'Gold Flash' : gold ? 'Gold' : 'Tin',
        thick: fin === '05' ? '8.0µin (0.20µm)' : '-',
        post: type === 'Receptacle' ? '-' : inchMm(0.11),
        lo: -55,
        hi: 125,
      },
      mpn,
      [tube(mpn, Math.max(10, Math.floor(600 / pins)))],
      (0.12 + 0.035 * pins) * (gold ? 1.4 : 1),
      `https://cdn.harwin.com/pdfs/${ser}.pdf`,
      0.04,
    );
  },
});

export const HEADER2_FAMILIES: Family[] = [...samtecStrips, sullinsFemale, sullinsMale, wurthPhdFine, harwinFine];

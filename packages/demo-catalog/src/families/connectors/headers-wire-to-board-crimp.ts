// Rectangular connectors: pin headers and socket strips, wire-to-board headers, crimp housings and
// contacts. Position counts and ordering codes follow each maker's catalogue.
import { fam, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bag, bulk, cents, grams, pitchText, range, reel, reelOnly, teCount, tempRange, tube } from '../packing-and-text';

// ---------------------------------------------------------------------------------------------
// Headers & pin strips

const HDR = 'headers-and-pin-strips';

interface Hdr {
  type: 'Header' | 'Header, Shrouded' | 'Receptacle';
  series: string;
  n: number;
  rows: number;
  pitch: number;
  smd: boolean;
  ra: boolean;
  finish: string;
  thick: string;
  post: string;
  temp: string;
}

function hdrParams(header: Hdr): Record<string, string> {
  return {
    'Connector Type': header.type,
    Series: header.series,
    'Number of Positions': String(header.n),
    'Number of Rows': String(header.rows),
    Pitch: pitchText(header.pitch),
    'Mounting Type': header.smd ? 'Surface Mount' : 'Through Hole',
    Orientation: header.ra ? 'Right Angle' : 'Vertical',
    'Contact Finish': header.finish,
    'Contact Finish Thickness': header.thick,
    'Contact Length - Post': header.post,
    'Operating Temperature': header.temp,
  };
}

function hdrDesc(header: Hdr): string {
  const what = header.type === 'Receptacle' ? 'RCPT' : 'HEADER';
  const orient = header.smd ? (header.ra ? 'SMD R/A' : 'SMD') : header.ra ? 'R/A' : 'VERT';
  return `CONN ${what} ${orient} ${header.n}POS ${header.pitch}MM`;
}

const inchMm = (inch: number) => `${inch.toFixed(3)}" (${(inch * 25.4).toFixed(2)}mm)`;

// Samtec plating letters: the same code means the same finish across its board-level series.
const SAMTEC_PLATING: Record<string, [string, string, number]> = {
  T: ['Tin', '100.0µin (2.54µm)', 1],
  G: ['Gold', '10.0µin (0.25µm)', 1.6],
  L: ['Gold', '10.0µin (0.25µm)', 1.7],
  F: ['Gold Flash', 'Flash', 1.25],
  S: ['Gold', '30.0µin (0.76µm)', 2.6],
};

interface Lead {
  code: string;
  ra: boolean;
  /** Post length in inches. */
  post: number;
}
const ld = (code: string, post: number, ra = false): Lead => ({ code, ra, post });

interface SamtecSeries {
  key: string;
  series: string;
  w: number;
  type: Hdr['type'];
  pitch: number;
  smd: boolean;
  perRow: number[];
  rows: readonly string[];
  leads: Lead[];
  plating: string[];
  /** Price at qty 1: fixed part plus a part per pin (tin). */
  base: number;
  pin: number;
  g: number;
  opts?: readonly string[];
  variants: (mpn: string, pins: number) => Variant[];
}

const SAMTEC_ROWS: Record<string, [number, boolean]> = {
  S: [1, false],
  D: [2, false],
  T: [3, false],
  SV: [1, false],
  DV: [2, false],
  SH: [1, true],
  DH: [2, true],
};

function samtec(samtecSeries: SamtecSeries): Family {
  return fam({
    key: samtecSeries.key,
    leaf: HDR,
    mfr: 'samtec',
    weight: samtecSeries.w,
    kind: 'conn',
    dimensions: [samtecSeries.perRow, samtecSeries.leads, samtecSeries.plating, samtecSeries.rows, samtecSeries.opts ?? ['']],
    make: ([per, lead, plating, row, opt]) => {
      const [rows, rowRa] = SAMTEC_ROWS[row] as [number, boolean];
      const ra = lead.ra || rowRa;
      const [finish, thick, pf] = SAMTEC_PLATING[plating] as [string, string, number];
      const pins = per * rows;
      const leadCode = lead.code ? `-${lead.code}` : '';
      const mpn = `${samtecSeries.series}-1${pad(per, 2)}${leadCode}-${plating}-${row}${lead.ra ? '-RA' : ''}${opt}`;
      const header: Hdr = {
        type: samtecSeries.type,
        series: samtecSeries.series,
        n: pins,
        rows,
        pitch: samtecSeries.pitch,
        smd: samtecSeries.smd,
        ra,
        finish,
        thick,
        post: samtecSeries.type === 'Receptacle' ? '-' : inchMm(lead.post),
        temp: tempRange(-55, 125),
      };
      return {
        base: mpn,
        variants: samtecSeries.variants(mpn, pins),
        description: hdrDesc(header),
        parameters: hdrParams(header),
        price: cents((samtecSeries.base + samtecSeries.pin * pins * pf) * (1 + lead.post)),
        grams: grams(samtecSeries.g * pins * (1 + lead.post)),
        datasheetUrl: `https://www.samtec.com/products/${samtecSeries.series.toLowerCase()}`,
      };
    },
  });
}

// Samtec ships strips in tubes; the tube holds about a thousand pins' worth of strip.
const samtecTube = (mpn: string, pins: number): Variant[] => [tube(mpn, Math.max(5, Math.floor(1000 / pins)))];

const samtecFamilies: Family[] = [
  samtec({
    key: 'samtec-tsw',
    series: 'TSW',
    w: 3.5,
    type: 'Header',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D', 'T'],
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
    ],
    plating: ['T', 'G', 'F', 'S'],
    base: 0.28,
    pin: 0.045,
    g: 0.09,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-htsw',
    series: 'HTSW',
    w: 1,
    type: 'Header',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    leads: [ld('05', 0.12), ld('06', 0.145), ld('07', 0.23), ld('09', 0.33), ld('10', 0.43), ld('12', 0.53), ld('14', 0.63)],
    plating: ['T', 'G', 'S'],
    base: 0.35,
    pin: 0.06,
    g: 0.09,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-tsm',
    series: 'TSM',
    w: 1.5,
    type: 'Header',
    pitch: 2.54,
    smd: true,
    perRow: range(2, 36),
    rows: ['SV', 'DV', 'SH', 'DH'],
    leads: [ld('01', 0.23), ld('02', 0.33), ld('03', 0.43), ld('04', 0.53)],
    plating: ['T', 'G', 'S'],
    base: 0.45,
    pin: 0.07,
    g: 0.08,
    variants: (mpn, pins) => [tube(mpn, Math.max(5, Math.floor(800 / pins))), reelOnly(`${mpn}-P-TR`, pins > 40 ? 200 : 400)],
  }),
  samtec({
    key: 'samtec-ssw',
    series: 'SSW',
    w: 1.8,
    type: 'Receptacle',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    leads: [ld('01', 0.12), ld('02', 0.17), ld('03', 0.27), ld('02', 0.17, true)],
    plating: ['T', 'G', 'F', 'S'],
    base: 0.4,
    pin: 0.09,
    g: 0.12,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-ssq',
    series: 'SSQ',
    w: 0.8,
    type: 'Receptacle',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    leads: [ld('01', 0.12), ld('02', 0.17), ld('03', 0.27), ld('04', 0.37)],
    plating: ['T', 'G', 'F', 'S'],
    base: 0.55,
    pin: 0.14,
    g: 0.13,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-esq',
    series: 'ESQ',
    w: 0.6,
    type: 'Receptacle',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    leads: [ld('11', 0.42), ld('12', 0.52), ld('13', 0.62), ld('14', 0.72)],
    plating: ['T', 'G', 'L'],
    base: 0.6,
    pin: 0.16,
    g: 0.15,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-esw',
    series: 'ESW',
    w: 0.4,
    type: 'Receptacle',
    pitch: 2.54,
    smd: false,
    perRow: range(1, 50),
    rows: ['S', 'D'],
    leads: [ld('12', 0.52), ld('13', 0.62), ld('14', 0.72), ld('33', 0.42), ld('34', 0.52)],
    plating: ['T', 'G', 'S', 'L'],
    base: 0.6,
    pin: 0.15,
    g: 0.15,
    variants: samtecTube,
  }),
  // SSM surface-mount sockets have no tail-length field.
  samtec({
    key: 'samtec-ssm',
    series: 'SSM',
    w: 0.6,
    type: 'Receptacle',
    pitch: 2.54,
    smd: true,
    perRow: range(2, 50),
    rows: ['SV', 'DV', 'SH', 'DH'],
    leads: [ld('', 0.1)],
    plating: ['T', 'L', 'G', 'S'],
    base: 0.55,
    pin: 0.11,
    g: 0.1,
    variants: (mpn, pins) => [tube(mpn, Math.max(5, Math.floor(800 / pins))), reelOnly(`${mpn}-TR`, pins > 40 ? 200 : 400)],
  }),
  samtec({
    key: 'samtec-ftmh',
    series: 'FTMH',
    w: 0.4,
    type: 'Header',
    pitch: 1.27,
    smd: false,
    perRow: range(2, 50),
    rows: ['DV'],
    leads: [ld('01', 0.118), ld('02', 0.163), ld('03', 0.208)],
    plating: ['L', 'F', 'S'],
    base: 0.8,
    pin: 0.05,
    g: 0.03,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-fle',
    series: 'FLE',
    w: 0.4,
    type: 'Receptacle',
    pitch: 1.27,
    smd: true,
    perRow: range(2, 50),
    rows: ['DV'],
    leads: [ld('01', 0.06), ld('02', 0.1)],
    plating: ['G', 'F', 'L'],
    base: 1.1,
    pin: 0.07,
    g: 0.03,
    opts: ['', '-A', '-K'],
    variants: (mpn, pins) => [tube(mpn, Math.max(10, Math.floor(1000 / pins))), reelOnly(`${mpn}-TR`, 250)],
  }),
  // 2.00 mm: TMM through-hole and TMMH surface-mount headers, SQT and MMS sockets.
  samtec({
    key: 'samtec-tmm',
    series: 'TMM',
    w: 0.5,
    type: 'Header',
    pitch: 2,
    smd: false,
    perRow: range(1, 36),
    rows: ['S', 'D'],
    leads: [ld('01', 0.12), ld('02', 0.16), ld('03', 0.2), ld('04', 0.24), ld('05', 0.3), ld('06', 0.36)],
    plating: ['T', 'G', 'L', 'S'],
    base: 0.4,
    pin: 0.06,
    g: 0.06,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-tmmh',
    series: 'TMMH',
    w: 0.3,
    type: 'Header',
    pitch: 2,
    smd: true,
    perRow: range(2, 36),
    rows: ['DV'],
    leads: [ld('01', 0.12), ld('02', 0.16), ld('03', 0.2), ld('04', 0.24)],
    plating: ['T', 'G', 'L', 'S'],
    base: 0.6,
    pin: 0.07,
    g: 0.05,
    opts: ['', '-A'],
    variants: (mpn, pins) => [tube(mpn, Math.max(10, Math.floor(800 / pins))), reelOnly(`${mpn}-TR`, 300)],
  }),
  samtec({
    key: 'samtec-sqt',
    series: 'SQT',
    w: 0.3,
    type: 'Receptacle',
    pitch: 2,
    smd: false,
    perRow: range(1, 36),
    rows: ['S', 'D'],
    leads: [ld('01', 0.09), ld('02', 0.13)],
    plating: ['T', 'G', 'L', 'S'],
    base: 0.6,
    pin: 0.1,
    g: 0.07,
    variants: samtecTube,
  }),
  samtec({
    key: 'samtec-mms',
    series: 'MMS',
    w: 0.25,
    type: 'Receptacle',
    pitch: 2,
    smd: true,
    perRow: range(2, 36),
    rows: ['SV', 'DV'],
    leads: [ld('01', 0.09), ld('02', 0.13)],
    plating: ['T', 'L', 'G'],
    base: 0.7,
    pin: 0.1,
    g: 0.06,
    variants: (mpn, pins) => [tube(mpn, Math.max(10, Math.floor(800 / pins))), reelOnly(`${mpn}-TR`, 300)],
  }),
  samtec({
    key: 'samtec-ftsh',
    series: 'FTSH',
    w: 1,
    type: 'Header',
    pitch: 1.27,
    smd: true,
    perRow: range(3, 50),
    rows: ['DV'],
    leads: [ld('01', 0.118), ld('02', 0.163), ld('03', 0.208), ld('04', 0.253)],
    plating: ['L', 'F', 'S'],
    base: 0.9,
    pin: 0.05,
    g: 0.03,
    opts: ['', '-K'],
    variants: (mpn, pins) => [tube(mpn, Math.max(10, Math.floor(1000 / pins))), reelOnly(`${mpn}-TR`, 250)],
  }),
];

// Würth WR-PHD: 613 + pins (3 digits) + rows + 1 + 121 (male straight) / 021 (male angled) / 821 (female straight).
const wurthPhd = fam({
  key: 'wurth-wr-phd',
  leaf: HDR,
  mfr: 'wurth-elektronik',
  weight: 1.8,
  kind: 'conn',
  dimensions: [['121', '021', '821'] as const, [1, 2] as const, range(1, 40)],
  make: ([code, rows, per]) => {
    const pins = per * rows;
    if (rows === 2 && per < 2) return null;
    const female = code === '821';
    const mpn = `613${pad(pins, 3)}${rows}1${code}`;
    const header: Hdr = {
      type: female ? 'Receptacle' : 'Header',
      series: 'WR-PHD',
      n: pins,
      rows,
      pitch: 2.54,
      smd: false,
      ra: code === '021',
      finish: 'Gold',
      thick: 'Flash',
      post: female ? '-' : inchMm(0.236),
      temp: tempRange(-40, 125),
    };
    return {
      base: mpn,
      variants: [bulk(mpn)],
      description: hdrDesc(header),
      parameters: hdrParams(header),
      price: cents(female ? 0.12 + 0.035 * pins : 0.06 + 0.016 * pins),
      grams: grams((female ? 0.11 : 0.07) * pins),
      datasheetUrl: `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
    };
  },
});

// Harwin M20: 999 single-row vertical, 972 dual-row vertical, 973 single-row right angle; 45 gold, 46 tin.
const harwinM20 = fam({
  key: 'harwin-m20',
  leaf: HDR,
  mfr: 'harwin',
  weight: 1.2,
  kind: 'conn',
  dimensions: [['999', '972', '973'] as const, range(2, 36), ['45', '46'] as const],
  make: ([ser, per, fin]) => {
    const rows = ser === '972' ? 2 : 1;
    const pins = per * rows;
    const mpn = `M20-${ser}${pad(per, 2)}${fin}`;
    const header: Hdr = {
      type: 'Header',
      series: 'M20',
      n: pins,
      rows,
      pitch: 2.54,
      smd: false,
      ra: ser === '973',
      finish: fin === '45' ? 'Gold' : 'Tin',
      thick: fin === '45' ? '3.0µin (0.08µm)' : '-',
      post: inchMm(0.236),
      temp: tempRange(-40, 105),
    };
    return {
      base: mpn,
      variants: [bulk(mpn)],
      description: hdrDesc(header),
      parameters: hdrParams(header),
      price: cents((0.05 + 0.025 * pins) * (fin === '45' ? 1.5 : 1)),
      grams: grams(0.07 * pins),
      datasheetUrl: `https://cdn.harwin.com/pdfs/M20-${ser}.pdf`,
    };
  },
});

// Amphenol FCI BergStik II: 68000 single-row vertical, 68016 single-row right angle, 67996 dual-row
// vertical; the three digits after the dash are 1 + total positions, HLF the lead-free finish.
const bergstik = fam({
  key: 'amphenol-bergstik',
  leaf: HDR,
  mfr: 'amphenol',
  weight: 1.2,
  kind: 'conn',
  dimensions: [
    [
      ...(['68000', '68016'] as const).flatMap((ser) => range(2, 36).map((pins) => [ser, pins] as const)),
      ...range(4, 64, 2).map((pins) => ['67996', pins] as const),
    ],
  ],
  make: ([[ser, pins]]) => {
    const dual = ser === '67996';
    const mpn = `${ser}-1${pad(pins, 2)}HLF`;
    const header: Hdr = {
      type: 'Header',
      series: 'BergStik® II',
      n: pins,
      rows: dual ? 2 : 1,
      pitch: 2.54,
      smd: false,
      ra: ser === '68016',
      finish: 'Gold',
      thick: '15.0µin (0.38µm)',
      post: inchMm(0.23),
      temp: tempRange(-65, 125),
    };
    return {
      base: mpn,
      variants: [bulk(mpn)],
      description: hdrDesc(header),
      parameters: hdrParams(header),
      price: cents(0.1 + 0.03 * pins),
      grams: grams(0.08 * pins),
      datasheetUrl: `https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/${ser}.pdf`,
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Wire-to-board

const WTB = 'wire-to-board-connectors';

interface Wtb {
  type: 'Header' | 'Header, Shrouded' | 'Receptacle, IDC';
  series: string;
  n: number;
  rows: number;
  pitch: number;
  smd: boolean;
  ra: boolean;
  finish: string;
  amps: number;
  volts: number;
  temp: string;
}

function wtbSpec(wtbSeries: Wtb, base: string, variants: Variant[], price: number, ds: string) {
  const orient = wtbSeries.smd ? (wtbSeries.ra ? 'SMD R/A' : 'SMD') : wtbSeries.ra ? 'R/A' : 'VERT';
  return {
    base,
    variants,
    description:
      wtbSeries.type === 'Receptacle, IDC'
        ? `CONN RCPT IDC ${wtbSeries.n}POS ${wtbSeries.pitch}MM`
        : `CONN HEADER ${orient} ${wtbSeries.n}POS ${wtbSeries.pitch}MM`,
    parameters: {
      'Connector Type': wtbSeries.type,
      Series: wtbSeries.series,
      'Number of Positions': String(wtbSeries.n),
      'Number of Rows': String(wtbSeries.rows),
      Pitch: pitchText(wtbSeries.pitch),
      'Mounting Type': wtbSeries.smd ? 'Surface Mount' : 'Through Hole',
      Orientation: wtbSeries.ra ? 'Right Angle' : 'Vertical',
      'Contact Finish': wtbSeries.finish,
      'Current Rating (Amps)': `${wtbSeries.amps}A`,
      'Voltage Rating': `${wtbSeries.volts}V`,
      'Operating Temperature': wtbSeries.temp,
    },
    price: cents(price),
    grams: grams(wtbSeries.pitch * wtbSeries.pitch * wtbSeries.n * wtbSeries.rows * 0.012 + 0.05),
    datasheetUrl: ds,
  };
}

interface WtbSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  pitch: number;
  amps: number;
  volts: number;
  temp: string;
  finish?: string;
  /** [ordering code for n positions, SMD?, right angle?, rows, positions allowed, packaging]. */
  styles: { code: (n: number) => string; smd: boolean; ra: boolean; rows: number; ns: number[]; pack: (mpn: string) => Variant[] }[];
  price: (n: number, smd: boolean) => number;
  ds: string;
  type?: Wtb['type'];
}

function wtb(wtbSeries: WtbSeries): Family {
  const cases = wtbSeries.styles.flatMap((st) => st.ns.map((pins) => [st, pins] as const));
  return fam({
    key: wtbSeries.key,
    leaf: WTB,
    mfr: wtbSeries.mfr,
    weight: wtbSeries.w,
    kind: 'conn',
    dimensions: [cases],
    make: ([[st, pins]]) => {
      const mpn = st.code(pins);
      const header: Wtb = {
        type: wtbSeries.type ?? 'Header, Shrouded',
        series: wtbSeries.series,
        n: pins,
        rows: st.rows,
        pitch: wtbSeries.pitch,
        smd: st.smd,
        ra: st.ra,
        finish: wtbSeries.finish ?? 'Tin',
        amps: wtbSeries.amps,
        volts: wtbSeries.volts,
        temp: wtbSeries.temp,
      };
      return wtbSpec(header, mpn, st.pack(mpn), wtbSeries.price(pins, st.smd), wtbSeries.ds);
    },
  });
}

const jstBulk = (mpn: string) => [bulk(mpn)];
const jstReel = (qty: number) => (mpn: string) => [reel(mpn, qty)];
const LF_SN = '(LF)(SN)';

const wtbFamilies: Family[] = [
  wtb({
    key: 'jst-xh',
    mfr: 'jst',
    w: 2.2,
    series: 'XH',
    pitch: 2.5,
    amps: 3,
    volts: 250,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `B${pins}B-XH-A${LF_SN}`, smd: false, ra: false, rows: 1, ns: range(2, 16), pack: jstBulk },
      { code: (pins) => `S${pins}B-XH-A${LF_SN}`, smd: false, ra: true, rows: 1, ns: range(2, 16), pack: jstBulk },
      { code: (pins) => `S${pins}B-XH-SM4-TB${LF_SN}`, smd: true, ra: true, rows: 1, ns: range(2, 12), pack: jstReel(1000) },
    ],
    price: (pins, smd) => (smd ? 0.25 : 0.08) + pins * 0.025,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf',
  }),
  wtb({
    key: 'jst-ph',
    mfr: 'jst',
    w: 2,
    series: 'PH',
    pitch: 2,
    amps: 2,
    volts: 100,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `B${pins}B-PH-K-S${LF_SN}`, smd: false, ra: false, rows: 1, ns: range(2, 16), pack: jstBulk },
      { code: (pins) => `S${pins}B-PH-K-S${LF_SN}`, smd: false, ra: true, rows: 1, ns: range(2, 16), pack: jstBulk },
      { code: (pins) => `B${pins}B-PH-SM4-TB${LF_SN}`, smd: true, ra: false, rows: 1, ns: range(2, 16), pack: jstReel(1000) },
      { code: (pins) => `S${pins}B-PH-SM4-TB${LF_SN}`, smd: true, ra: true, rows: 1, ns: range(2, 16), pack: jstReel(1000) },
    ],
    price: (pins, smd) => (smd ? 0.22 : 0.07) + pins * 0.022,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/ePH.pdf',
  }),
  wtb({
    key: 'jst-sh',
    mfr: 'jst',
    w: 1.2,
    series: 'SH',
    pitch: 1,
    amps: 1,
    volts: 50,
    temp: tempRange(-25, 85),
    styles: [
      {
        code: (pins) => `BM${pad(pins, 2)}B-SRSS-TB${LF_SN}`,
        smd: true,
        ra: false,
        rows: 1,
        ns: [...range(2, 15), 20],
        pack: jstReel(2000),
      },
      {
        code: (pins) => `SM${pad(pins, 2)}B-SRSS-TB${LF_SN}`,
        smd: true,
        ra: true,
        rows: 1,
        ns: [...range(2, 15), 20],
        pack: jstReel(2000),
      },
    ],
    price: (pins) => 0.3 + pins * 0.03,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eSH.pdf',
  }),
  wtb({
    key: 'jst-gh',
    mfr: 'jst',
    w: 0.8,
    series: 'GH',
    pitch: 1.25,
    amps: 1,
    volts: 50,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `BM${pad(pins, 2)}B-GHS-TBT${LF_SN}(N)`, smd: true, ra: false, rows: 1, ns: range(2, 15), pack: jstReel(2000) },
      { code: (pins) => `SM${pad(pins, 2)}B-GHS-TB${LF_SN}`, smd: true, ra: true, rows: 1, ns: range(2, 15), pack: jstReel(2000) },
    ],
    price: (pins) => 0.35 + pins * 0.035,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eGH.pdf',
  }),
  wtb({
    key: 'jst-zh',
    mfr: 'jst',
    w: 0.6,
    series: 'ZH',
    pitch: 1.5,
    amps: 1,
    volts: 50,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `B${pins}B-ZR${LF_SN}`, smd: false, ra: false, rows: 1, ns: range(2, 13), pack: jstBulk },
      { code: (pins) => `S${pins}B-ZR${LF_SN}`, smd: false, ra: true, rows: 1, ns: range(2, 13), pack: jstBulk },
    ],
    price: (pins) => 0.12 + pins * 0.025,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eZH.pdf',
  }),
  wtb({
    key: 'jst-eh',
    mfr: 'jst',
    w: 0.5,
    series: 'EH',
    pitch: 2.5,
    amps: 3,
    volts: 250,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `B${pins}B-EH-A${LF_SN}`, smd: false, ra: false, rows: 1, ns: range(2, 15), pack: jstBulk },
      { code: (pins) => `S${pins}B-EH${LF_SN}`, smd: false, ra: true, rows: 1, ns: range(2, 15), pack: jstBulk },
    ],
    price: (pins) => 0.09 + pins * 0.025,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eEH.pdf',
  }),
  wtb({
    key: 'jst-vh',
    mfr: 'jst',
    w: 0.5,
    series: 'VH',
    pitch: 3.96,
    amps: 10,
    volts: 250,
    temp: tempRange(-25, 85),
    styles: [
      { code: (pins) => `B${pins}P-VH${LF_SN}`, smd: false, ra: false, rows: 1, ns: range(2, 11), pack: jstBulk },
      { code: (pins) => `B${pins}PS-VH${LF_SN}`, smd: false, ra: true, rows: 1, ns: range(2, 11), pack: jstBulk },
    ],
    price: (pins) => 0.15 + pins * 0.06,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eVH.pdf',
  }),
  wtb({
    key: 'molex-micro-fit-hdr',
    mfr: 'molex',
    w: 1.6,
    series: 'Micro-Fit 3.0',
    pitch: 3,
    amps: 5,
    volts: 600,
    temp: tempRange(-40, 105),
    styles: [
      { code: (pins) => `43045-${pad(pins, 2)}12`, smd: false, ra: false, rows: 2, ns: range(2, 24, 2), pack: (mpn) => [tube(mpn, 50)] },
      { code: (pins) => `43045-${pad(pins, 2)}00`, smd: false, ra: true, rows: 2, ns: range(2, 24, 2), pack: (mpn) => [tube(mpn, 50)] },
      { code: (pins) => `43650-${pad(pins, 2)}00`, smd: false, ra: true, rows: 1, ns: range(2, 12), pack: (mpn) => [tube(mpn, 50)] },
    ],
    price: (pins) => 0.55 + pins * 0.09,
    ds: 'https://www.molex.com/pdm_docs/sd/430450212_sd.pdf',
  }),
  wtb({
    key: 'molex-mini-fit-hdr',
    mfr: 'molex',
    w: 1.2,
    series: 'Mini-Fit Jr.',
    pitch: 4.2,
    amps: 9,
    volts: 600,
    temp: tempRange(-40, 105),
    styles: [
      { code: (pins) => `39-28-1${pad(pins, 2)}3`, smd: false, ra: false, rows: 2, ns: range(2, 24, 2), pack: (mpn) => [tube(mpn, 40)] },
      { code: (pins) => `39-30-1${pad(pins, 2)}0`, smd: false, ra: true, rows: 2, ns: range(2, 24, 2), pack: (mpn) => [tube(mpn, 40)] },
    ],
    price: (pins) => 0.7 + pins * 0.12,
    ds: 'https://www.molex.com/pdm_docs/sd/039281043_sd.pdf',
  }),
  wtb({
    key: 'molex-picoblade-hdr',
    mfr: 'molex',
    w: 1.2,
    series: 'PicoBlade',
    pitch: 1.25,
    amps: 1,
    volts: 125,
    temp: tempRange(-40, 105),
    styles: [
      { code: (pins) => `53047-${pad(pins, 2)}10`, smd: false, ra: false, rows: 1, ns: range(2, 15), pack: (mpn) => [bulk(mpn)] },
      { code: (pins) => `53048-${pad(pins, 2)}10`, smd: false, ra: true, rows: 1, ns: range(2, 15), pack: (mpn) => [bulk(mpn)] },
      { code: (pins) => `53398-${pad(pins, 2)}71`, smd: true, ra: false, rows: 1, ns: range(2, 15), pack: (mpn) => [reel(mpn, 1000)] },
      { code: (pins) => `53261-${pad(pins, 2)}71`, smd: true, ra: true, rows: 1, ns: range(2, 15), pack: (mpn) => [reel(mpn, 1000)] },
    ],
    price: (pins, smd) => (smd ? 0.35 : 0.2) + pins * 0.04,
    ds: 'https://www.molex.com/pdm_docs/sd/530470410_sd.pdf',
  }),
  wtb({
    key: 'molex-kk254-hdr',
    mfr: 'molex',
    w: 1.2,
    series: 'KK 254',
    pitch: 2.54,
    amps: 4,
    volts: 250,
    temp: tempRange(-40, 105),
    type: 'Header',
    styles: [
      { code: (pins) => `22-23-2${pad(pins, 2)}1`, smd: false, ra: false, rows: 1, ns: range(2, 16), pack: (mpn) => [bulk(mpn)] },
      { code: (pins) => `22-27-2${pad(pins, 2)}1`, smd: false, ra: false, rows: 1, ns: range(2, 16), pack: (mpn) => [bulk(mpn)] },
    ],
    price: (pins) => 0.12 + pins * 0.045,
    ds: 'https://www.molex.com/pdm_docs/sd/022232041_sd.pdf',
  }),
  wtb({
    key: 'molex-clik-mate-hdr',
    mfr: 'molex',
    w: 0.6,
    series: 'CLIK-Mate',
    pitch: 1.25,
    amps: 2,
    volts: 50,
    temp: tempRange(-40, 105),
    styles: [
      { code: (pins) => `502382-${pad(pins, 2)}70`, smd: true, ra: false, rows: 1, ns: range(2, 15), pack: (mpn) => [reel(mpn, 1000)] },
      { code: (pins) => `502386-${pad(pins, 2)}70`, smd: true, ra: true, rows: 1, ns: range(2, 15), pack: (mpn) => [reel(mpn, 1000)] },
    ],
    price: (pins) => 0.45 + pins * 0.04,
    ds: 'https://www.molex.com/pdm_docs/sd/5023820270_sd.pdf',
  }),
  wtb({
    key: 'molex-clik-mate-2mm-hdr',
    mfr: 'molex',
    w: 0.4,
    series: 'CLIK-Mate',
    pitch: 2,
    amps: 3,
    volts: 250,
    temp: tempRange(-40, 105),
    styles: [
      {
        code: (pins) => `502443-${pad(pins, 2)}70`,
        smd: true,
        ra: false,
        rows: 1,
        ns: [...range(2, 9), 12, 13, 14, 15],
        pack: (mpn) => [reel(mpn, 800)],
      },
      {
        code: (pins) => `502494-${pad(pins, 2)}70`,
        smd: true,
        ra: true,
        rows: 1,
        ns: [2, 3, 4, 6, 8, 10, 12, 13, 14, 15],
        pack: (mpn) => [reel(mpn, 800)],
      },
    ],
    price: (pins) => 0.55 + pins * 0.05,
    ds: 'https://www.molex.com/pdm_docs/sd/5024430270_sd.pdf',
  }),
  wtb({
    key: 'hirose-df13-hdr',
    mfr: 'hirose',
    w: 0.8,
    series: 'DF13',
    pitch: 1.25,
    amps: 1,
    volts: 50,
    temp: tempRange(-35, 85),
    styles: [
      { code: (pins) => `DF13-${pins}P-1.25DSA`, smd: false, ra: false, rows: 1, ns: range(2, 15), pack: jstBulk },
      { code: (pins) => `DF13A-${pins}P-1.25H(20)`, smd: false, ra: true, rows: 1, ns: range(2, 15), pack: jstBulk },
    ],
    price: (pins) => 0.3 + pins * 0.04,
    ds: 'https://www.hirose.com/product/series/DF13',
  }),
  wtb({
    key: 'hirose-df11-hdr',
    mfr: 'hirose',
    w: 0.4,
    series: 'DF11',
    pitch: 2,
    amps: 3,
    volts: 250,
    temp: tempRange(-35, 85),
    styles: [{ code: (pins) => `DF11-${pins}DP-2DSA(01)`, smd: false, ra: false, rows: 2, ns: range(4, 32, 2), pack: jstBulk }],
    price: (pins) => 0.45 + pins * 0.04,
    ds: 'https://www.hirose.com/product/series/DF11',
  }),
  wtb({
    key: 'te-mta100-hdr',
    mfr: 'te-connectivity',
    w: 0.6,
    series: 'MTA-100',
    pitch: 2.54,
    amps: 7,
    volts: 250,
    temp: tempRange(-55, 105),
    type: 'Header',
    styles: [{ code: (pins) => teCount('640456', pins), smd: false, ra: false, rows: 1, ns: range(2, 19), pack: (mpn) => [tube(mpn, 50)] }],
    price: (pins) => 0.15 + pins * 0.05,
    ds: 'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=640456&DocType=Customer+Drawing&DocLang=English',
  }),
  // MTA-100 IDC receptacles: the prefix is the wire gauge the insulation displacement slot takes.
  ...(
    [
      ['3-640440', 22, 'Red'],
      ['3-640441', 24, 'Blue'],
      ['3-640442', 26, 'Natural'],
    ] as const
  ).map(([ser, awg]) =>
    wtb({
      key: `te-mta100-idc-${awg}`,
      mfr: 'te-connectivity',
      w: 0.25,
      series: 'MTA-100',
      pitch: 2.54,
      amps: 7,
      volts: 250,
      temp: tempRange(-55, 105),
      type: 'Receptacle, IDC',
      styles: [{ code: (pins) => `${ser}-${pins}`, smd: false, ra: false, rows: 1, ns: range(2, 9), pack: (mpn) => [bulk(mpn)] }],
      price: (pins) => 0.2 + pins * 0.06,
      ds:
        `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=` +
        `${ser.slice(2)}&DocType=Customer+Drawing&DocLang=English`,
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Crimp terminals & housings

const CRIMP = 'crimp-terminals-and-housings';

interface Crimp {
  housing: boolean;
  series: string;
  n: number;
  rows: number;
  pitch: number;
  awg: string;
  finish: string;
  color: string;
}

function crimpSpec(crimp: Crimp, base: string, variants: Variant[], price: number, ds: string) {
  return {
    base,
    variants,
    description: crimp.housing
      ? `CONN HOUSING ${crimp.n}POS ${crimp.pitch}MM ${crimp.color.toUpperCase()}`
      : `CONN SOCKET ${crimp.awg}AWG CRIMP ${crimp.finish.toUpperCase()}`,
    parameters: {
      'Product Type': crimp.housing ? 'Housing' : 'Contact',
      Series: crimp.series,
      'Number of Positions': crimp.housing ? String(crimp.n) : '-',
      'Number of Rows': crimp.housing ? String(crimp.rows) : '-',
      Pitch: pitchText(crimp.pitch),
      'Wire Gauge': crimp.housing ? '-' : `${crimp.awg} AWG`,
      'Contact Finish': crimp.housing ? '-' : crimp.finish,
      Color: crimp.color,
      'Operating Temperature': tempRange(-25, 85),
    },
    price: cents(price),
    grams: grams(crimp.housing ? 0.04 * crimp.n * crimp.pitch : 0.03 * crimp.pitch),
    datasheetUrl: ds,
  };
}

interface HousingSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  pitch: number;
  rows: number;
  ns: number[];
  code: (n: number) => string;
  pack: (mpn: string) => Variant[];
  price: (n: number) => number;
  ds: string;
  color?: string;
}
function housings(housingSeries: HousingSeries): Family {
  return fam({
    key: housingSeries.key,
    leaf: CRIMP,
    mfr: housingSeries.mfr,
    weight: housingSeries.w,
    kind: 'conn',
    dimensions: [housingSeries.ns],
    make: ([pins]) => {
      const mpn = housingSeries.code(pins);
      return crimpSpec(
        {
          housing: true,
          series: housingSeries.series,
          n: pins,
          rows: housingSeries.rows,
          pitch: housingSeries.pitch,
          awg: '',
          finish: '',
          color: housingSeries.color ?? 'Natural',
        },
        mpn,
        housingSeries.pack(mpn),
        housingSeries.price(pins),
        housingSeries.ds,
      );
    },
  });
}

/** [series, pitch, mpn, awg, finish, variants, price, datasheet] */
type ContactRow = [string, number, string, string, string, Variant[], number, string];
function contacts(key: string, mfr: string, weight: number, rows: ContactRow[]): Family {
  return fam({
    key,
    leaf: CRIMP,
    mfr,
    weight,
    kind: 'conn',
    dimensions: [rows],
    make: ([[series, pitch, mpn, awg, finish, variants, price, ds]]) =>
      crimpSpec(
        { housing: false, series, n: 1, rows: 1, pitch, awg, finish, color: finish === 'Gold' ? 'Gold' : 'Silver' },
        mpn,
        variants,
        price,
        ds,
      ),
    siblingShare: 0.6,
  });
}

// Distributors sell housings by the piece; only the loose crimp contacts come in bags.
const jstH = (mpn: string) => [bulk(mpn)];
const crimpFamilies: Family[] = [
  housings({
    key: 'jst-xhp',
    mfr: 'jst',
    w: 0.9,
    series: 'XH',
    pitch: 2.5,
    rows: 1,
    ns: range(2, 16),
    code: (pins) => `XHP-${pins}`,
    pack: jstH,
    price: (pins) => 0.05 + pins * 0.012,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf',
  }),
  housings({
    key: 'jst-phr',
    mfr: 'jst',
    w: 0.8,
    series: 'PH',
    pitch: 2,
    rows: 1,
    ns: range(2, 16),
    code: (pins) => `PHR-${pins}`,
    pack: jstH,
    price: (pins) => 0.05 + pins * 0.012,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/ePH.pdf',
  }),
  housings({
    key: 'jst-shr',
    mfr: 'jst',
    w: 0.5,
    series: 'SH',
    pitch: 1,
    rows: 1,
    ns: [...range(2, 15), 20],
    code: (pins) => `SHR-${pad(pins, 2)}V-S-B`,
    pack: jstH,
    price: (pins) => 0.08 + pins * 0.015,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eSH.pdf',
  }),
  housings({
    key: 'jst-ghr',
    mfr: 'jst',
    w: 0.35,
    series: 'GH',
    pitch: 1.25,
    rows: 1,
    ns: range(2, 15),
    code: (pins) => `GHR-${pad(pins, 2)}V-S`,
    pack: jstH,
    price: (pins) => 0.1 + pins * 0.015,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eGH.pdf',
  }),
  housings({
    key: 'jst-zhr',
    mfr: 'jst',
    w: 0.3,
    series: 'ZH',
    pitch: 1.5,
    rows: 1,
    ns: range(2, 13),
    code: (pins) => `ZHR-${pins}`,
    pack: jstH,
    price: (pins) => 0.06 + pins * 0.012,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eZH.pdf',
  }),
  housings({
    key: 'jst-vhr',
    mfr: 'jst',
    w: 0.25,
    series: 'VH',
    pitch: 3.96,
    rows: 1,
    ns: range(2, 11),
    code: (pins) => `VHR-${pins}N`,
    pack: jstH,
    price: (pins) => 0.08 + pins * 0.02,
    ds: 'https://www.jst-mfg.com/product/pdf/eng/eVH.pdf',
  }),
  contacts('jst-crimp', 'jst', 0.8, [
    [
      'XH',
      2.5,
      'SXH-001T-P0.6',
      '26-30',
      'Tin',
      [reel('SXH-001T-P0.6', 8000), bag('SXH-001T-P0.6N', 1000)],
      0.1,
      'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf',
    ],
    [
      'XH',
      2.5,
      'SXH-002T-P0.6',
      '22-28',
      'Tin',
      [reel('SXH-002T-P0.6', 8000), bag('SXH-002T-P0.6N', 1000)],
      0.1,
      'https://www.jst-mfg.com/product/pdf/eng/eXH.pdf',
    ],
    ['PH', 2, 'SPH-002T-P0.5S', '24-30', 'Tin', [reel('SPH-002T-P0.5S', 8000)], 0.09, 'https://www.jst-mfg.com/product/pdf/eng/ePH.pdf'],
    ['PH', 2, 'SPH-002T-P0.5L', '24-28', 'Tin', [reel('SPH-002T-P0.5L', 8000)], 0.09, 'https://www.jst-mfg.com/product/pdf/eng/ePH.pdf'],
    [
      'SH',
      1,
      'SSH-003T-P0.2-H',
      '28-32',
      'Gold',
      [reel('SSH-003T-P0.2-H', 10000)],
      0.15,
      'https://www.jst-mfg.com/product/pdf/eng/eSH.pdf',
    ],
    [
      'GH',
      1.25,
      'SSHL-002T-P0.2',
      '26-30',
      'Tin',
      [reel('SSHL-002T-P0.2', 10000)],
      0.12,
      'https://www.jst-mfg.com/product/pdf/eng/eGH.pdf',
    ],
    ['ZH', 1.5, 'SZH-002T-P0.5', '26-28', 'Tin', [reel('SZH-002T-P0.5', 8000)], 0.1, 'https://www.jst-mfg.com/product/pdf/eng/eZH.pdf'],
    ['EH', 2.5, 'SEH-001T-P0.6', '22-30', 'Tin', [reel('SEH-001T-P0.6', 8000)], 0.09, 'https://www.jst-mfg.com/product/pdf/eng/eEH.pdf'],
    ['VH', 3.96, 'SVH-21T-P1.1', '18-22', 'Tin', [reel('SVH-21T-P1.1', 4000)], 0.12, 'https://www.jst-mfg.com/product/pdf/eng/eVH.pdf'],
    ['VH', 3.96, 'SVH-41T-P1.1', '16-20', 'Tin', [reel('SVH-41T-P1.1', 4000)], 0.14, 'https://www.jst-mfg.com/product/pdf/eng/eVH.pdf'],
  ]),
  housings({
    key: 'molex-micro-fit-rcpt',
    mfr: 'molex',
    w: 0.7,
    series: 'Micro-Fit 3.0',
    pitch: 3,
    rows: 2,
    ns: range(2, 24, 2),
    code: (pins) => `43025-${pad(pins, 2)}00`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.12 + pins * 0.03,
    ds: 'https://www.molex.com/pdm_docs/sd/430250400_sd.pdf',
    color: 'Black',
  }),
  housings({
    key: 'molex-micro-fit-rcpt-1row',
    mfr: 'molex',
    w: 0.3,
    series: 'Micro-Fit 3.0',
    pitch: 3,
    rows: 1,
    ns: range(2, 12),
    code: (pins) => `43645-${pad(pins, 2)}00`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.12 + pins * 0.03,
    ds: 'https://www.molex.com/pdm_docs/sd/436450200_sd.pdf',
    color: 'Black',
  }),
  housings({
    key: 'molex-mini-fit-rcpt',
    mfr: 'molex',
    w: 0.5,
    series: 'Mini-Fit Jr.',
    pitch: 4.2,
    rows: 2,
    ns: range(2, 24, 2),
    code: (pins) => `39-01-2${pad(pins, 2)}0`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.15 + pins * 0.035,
    ds: 'https://www.molex.com/pdm_docs/sd/039012040_sd.pdf',
  }),
  housings({
    key: 'molex-picoblade-rcpt',
    mfr: 'molex',
    w: 0.5,
    series: 'PicoBlade',
    pitch: 1.25,
    rows: 1,
    ns: range(2, 15),
    code: (pins) => `51021-${pad(pins, 2)}00`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.08 + pins * 0.015,
    ds: 'https://www.molex.com/pdm_docs/sd/510210200_sd.pdf',
  }),
  housings({
    key: 'molex-kk254-rcpt',
    mfr: 'molex',
    w: 0.5,
    series: 'KK 254',
    pitch: 2.54,
    rows: 1,
    ns: range(2, 16),
    code: (pins) => `22-01-3${pad(pins, 2)}7`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.08 + pins * 0.02,
    ds: 'https://www.molex.com/pdm_docs/sd/022013047_sd.pdf',
  }),
  contacts('molex-crimp', 'molex', 0.7, [
    [
      'Micro-Fit 3.0',
      3,
      '43030-0001',
      '20-24',
      'Tin',
      [reel('43030-0001', 10000), bag('43030-0007', 100)],
      0.14,
      'https://www.molex.com/pdm_docs/sd/430300001_sd.pdf',
    ],
    [
      'Micro-Fit 3.0',
      3,
      '43030-0002',
      '20-24',
      'Gold',
      [reel('43030-0002', 10000)],
      0.28,
      'https://www.molex.com/pdm_docs/sd/430300001_sd.pdf',
    ],
    [
      'Micro-Fit 3.0',
      3,
      '43030-0010',
      '26-30',
      'Tin',
      [reel('43030-0010', 10000)],
      0.15,
      'https://www.molex.com/pdm_docs/sd/430300010_sd.pdf',
    ],
    [
      'Mini-Fit Jr.',
      4.2,
      '39-00-0039',
      '18-24',
      'Tin',
      [reel('39-00-0039', 7000), bag('39-00-0038', 100)],
      0.12,
      'https://www.molex.com/pdm_docs/sd/039000039_sd.pdf',
    ],
    [
      'Mini-Fit Jr.',
      4.2,
      '39-00-0060',
      '16',
      'Tin',
      [reel('39-00-0060', 6000)],
      0.16,
      'https://www.molex.com/pdm_docs/sd/039000060_sd.pdf',
    ],
    [
      'PicoBlade',
      1.25,
      '50079-8000',
      '26-28',
      'Tin',
      [reel('50079-8000', 20000), bag('50079-8100', 100)],
      0.1,
      'https://www.molex.com/pdm_docs/sd/500798000_sd.pdf',
    ],
    [
      'PicoBlade',
      1.25,
      '50058-8000',
      '28-32',
      'Tin',
      [reel('50058-8000', 20000), bag('50058-8100', 100)],
      0.1,
      'https://www.molex.com/pdm_docs/sd/500588000_sd.pdf',
    ],
    ['KK 254', 2.54, '08-50-0114', '22-30', 'Tin', [reel('08-50-0114', 18000)], 0.08, 'https://www.molex.com/pdm_docs/sd/008500114_sd.pdf'],
  ]),
  housings({
    key: 'hirose-df13-rcpt',
    mfr: 'hirose',
    w: 0.35,
    series: 'DF13',
    pitch: 1.25,
    rows: 1,
    ns: range(2, 15),
    code: (pins) => `DF13-${pins}S-1.25C`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.1 + pins * 0.02,
    ds: 'https://www.hirose.com/product/series/DF13',
  }),
  housings({
    key: 'hirose-df11-rcpt',
    mfr: 'hirose',
    w: 0.2,
    series: 'DF11',
    pitch: 2,
    rows: 2,
    ns: range(4, 32, 2),
    code: (pins) => `DF11-${pins}DS-2C`,
    pack: (mpn) => [bulk(mpn)],
    price: (pins) => 0.12 + pins * 0.02,
    ds: 'https://www.hirose.com/product/series/DF11',
  }),
  contacts('hirose-crimp', 'hirose', 0.25, [
    [
      'DF13',
      1.25,
      'DF13-2630SCF',
      '26-30',
      'Gold',
      [reel('DF13-2630SCF', 15000), bag('DF13-2630SCFA', 100)],
      0.12,
      'https://www.hirose.com/product/series/DF13',
    ],
    ['DF13', 1.25, 'DF13-3032SCF', '30-32', 'Gold', [reel('DF13-3032SCF', 15000)], 0.14, 'https://www.hirose.com/product/series/DF13'],
    [
      'DF11',
      2,
      'DF11-2428SCF',
      '24-28',
      'Gold',
      [reel('DF11-2428SCF', 10000), bag('DF11-2428SCFA', 100)],
      0.13,
      'https://www.hirose.com/product/series/DF11',
    ],
    ['DF11', 2, 'DF11-2428SC', '24-28', 'Tin', [reel('DF11-2428SC', 10000)], 0.09, 'https://www.hirose.com/product/series/DF11'],
  ]),
  // Harwin M20 housings: 106 single row, 107 dual row, then positions per row and 00.
  ...(['106', '107'] as const).map((ser) =>
    housings({
      key: `harwin-m20-${ser}`,
      mfr: 'harwin',
      w: 0.25,
      series: 'M20',
      pitch: 2.54,
      rows: ser === '106' ? 1 : 2,
      ns: range(2, 20),
      code: (pins) => `M20-${ser}${pad(pins, 2)}00`,
      pack: (mpn) => [bulk(mpn)],
      price: (pins) => 0.1 + pins * 0.03,
      ds: `https://cdn.harwin.com/pdfs/M20-${ser}.pdf`,
      color: 'Black',
    }),
  ),
];

export const CONN_RECT_FAMILIES: Family[] = [...samtecFamilies, wurthPhd, harwinM20, bergstik, ...wtbFamilies, ...crimpFamilies];

// Terminal blocks, USB, D-Sub, RJ45 and RF coaxial connectors.
import { fam, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bag, bulk, cents, grams, pitchText, range, reel, tempRange, teCount, tray } from '../packing-and-text';

// ---------------------------------------------------------------------------------------------
// Terminal blocks

const TB = 'terminal-blocks';

interface Tb {
  type: 'Wire to Board' | 'Header, Male Pins, Shrouded (4 Side)' | 'Plug, Female Sockets';
  series: string;
  n: number;
  pitch: number;
  awg: string;
  term: string;
  entry: string;
  amps: number;
  volts: number;
  color: string;
}

function tbSpec(terminalBlock: Tb, base: string, variants: Variant[], price: number, ds: string) {
  const what =
    terminalBlock.type === 'Wire to Board'
      ? `TERM BLK ${terminalBlock.n}POS ${terminalBlock.entry === '180°' ? 'TOP' : 'SIDE'} ENTRY`
      : terminalBlock.type === 'Plug, Female Sockets'
        ? `TERM BLK PLUG ${terminalBlock.n}POS`
        : `TERM BLK HDR ${terminalBlock.n}POS 90DEG`;
  return {
    base,
    variants,
    description: `${what} ${terminalBlock.pitch}MM`,
    parameters: {
      'Terminal Block Type': terminalBlock.type,
      Series: terminalBlock.series,
      'Number of Positions': String(terminalBlock.n),
      Pitch: pitchText(terminalBlock.pitch),
      'Number of Levels': '1',
      'Wire Gauge': terminalBlock.awg,
      'Wire Termination': terminalBlock.term,
      'Wire Entry Angle': terminalBlock.entry,
      Current: `${terminalBlock.amps}A`,
      Voltage: `${terminalBlock.volts}V`,
      Color: terminalBlock.color,
    },
    price: cents(price),
    grams: grams(terminalBlock.pitch * terminalBlock.n * (terminalBlock.amps > 15 ? 0.35 : 0.22)),
    datasheetUrl: ds,
  };
}

/** Phoenix Contact article numbers end in a check digit: digits weighted 9,7,3,9,7,3, sum mod 10. */
function phoenixArticle(base: number): string {
  const baseText = String(base);
  const wts = [9, 7, 3, 9, 7, 3];
  let sum = 0;
  for (let index = 0; index < 6; index++) sum += Number(baseText[index]) * (wts[index] as number);
  return `${baseText}${sum % 10}`;
}

/**
 * [designation prefix, designation suffix, base article for 2 positions, pitch, type, wire gauge, termination, entry, A, V, price base,
 * price per position]
 */
type PhoenixRow = [string, string, number, number, Tb['type'], string, string, string, number, number, number, number];
const PHOENIX: PhoenixRow[] = [
  [
    'MKDS 1,5/',
    '-5,08',
    171572,
    5.08,
    'Wire to Board',
    '14-30 AWG',
    'Screw - Rising Cage Clamp',
    '90° (Right Angle)',
    17.5,
    300,
    0.45,
    0.42,
  ],
  [
    'MKDSN 1,5/',
    '-5,08',
    172912,
    5.08,
    'Wire to Board',
    '14-30 AWG',
    'Screw - Rising Cage Clamp',
    '90° (Right Angle)',
    13.5,
    300,
    0.35,
    0.32,
  ],
  ['MKDS 1,5/', '', 193516, 5, 'Wire to Board', '14-30 AWG', 'Screw - Rising Cage Clamp', '90° (Right Angle)', 17.5, 300, 0.45, 0.42],
  ['MKDS 1/', '-3,81', 172701, 3.81, 'Wire to Board', '16-30 AWG', 'Screw - Rising Cage Clamp', '90° (Right Angle)', 13.5, 150, 0.4, 0.38],
  ['MPT 0,5/', '-2,54', 172565, 2.54, 'Wire to Board', '20-26 AWG', 'Screw - Rising Cage Clamp', '90° (Right Angle)', 6, 160, 0.35, 0.33],
  ['MKDS 3/', '-5,08', 171172, 5.08, 'Wire to Board', '12-30 AWG', 'Screw - Rising Cage Clamp', '90° (Right Angle)', 24, 300, 0.6, 0.62],
  ['PT 1,5/', '-3,5-H', 198461, 3.5, 'Wire to Board', '16-26 AWG', 'Push In, Spring', '90° (Right Angle)', 8, 160, 0.5, 0.45],
  ['SPT 2,5/', '-H-5,0', 199073, 5, 'Wire to Board', '12-26 AWG', 'Push In, Spring', '90° (Right Angle)', 24, 300, 0.7, 0.65],
  ['MSTB 2,5/', '-G-5,08', 175724, 5.08, 'Header, Male Pins, Shrouded (4 Side)', '-', '-', '90° (Right Angle)', 12, 300, 0.4, 0.3],
  ['MSTB 2,5/', '-ST-5,08', 175701, 5.08, 'Plug, Female Sockets', '12-30 AWG', 'Screw', '180°', 12, 300, 0.6, 0.5],
  ['MC 1,5/', '-G-3,81', 180327, 3.81, 'Header, Male Pins, Shrouded (4 Side)', '-', '-', '90° (Right Angle)', 8, 160, 0.35, 0.25],
  ['MC 1,5/', '-ST-3,81', 180357, 3.81, 'Plug, Female Sockets', '16-28 AWG', 'Screw', '180°', 8, 160, 0.55, 0.45],
];
const phoenix = fam({
  key: 'phoenix-pcb-terminal',
  leaf: TB,
  mfr: 'phoenix-contact',
  weight: 1.6,
  kind: 'conn',
  dimensions: [PHOENIX, range(2, 12)],
  make: ([[pre, suf, base2, pitch, type, awg, term, entry, amps, volts, p0, pn], pins]) => {
    const art = phoenixArticle(base2 + pins - 2);
    const terminalBlock: Tb = {
      type,
      series: `${pre.replace('/', '').trim()}`,
      n: pins,
      pitch,
      awg,
      term,
      entry,
      amps,
      volts,
      color: 'Green',
    };
    const spec = tbSpec(terminalBlock, art, [bulk(art)], p0 + pn * pins, `https://www.phoenixcontact.com/us/products/${art}/pdf`);
    // The designation ('MKDS 1,5/ 2-5,08') is how people search for these; the article number is the MPN.
    return { ...spec, description: `${spec.description} ${pre} ${pins}${suf}` };
  },
});

interface TbSeries {
  key: string;
  mfr: string;
  w: number;
  series: string;
  pitch: number;
  ns: number[];
  code: (n: number) => string;
  awg: string;
  term: string;
  entry: string;
  amps: number;
  volts: number;
  color: string;
  price: (n: number) => number;
  ds: (mpn: string) => string;
  pack?: (mpn: string) => Variant[];
}
function tb(tbSeries: TbSeries): Family {
  return fam({
    key: tbSeries.key,
    leaf: TB,
    mfr: tbSeries.mfr,
    weight: tbSeries.w,
    kind: 'conn',
    dimensions: [tbSeries.ns],
    make: ([pins]) => {
      const mpn = tbSeries.code(pins);
      const terminalBlock: Tb = {
        type: 'Wire to Board',
        series: tbSeries.series,
        n: pins,
        pitch: tbSeries.pitch,
        awg: tbSeries.awg,
        term: tbSeries.term,
        entry: tbSeries.entry,
        amps: tbSeries.amps,
        volts: tbSeries.volts,
        color: tbSeries.color,
      };
      return tbSpec(terminalBlock, mpn, tbSeries.pack ? tbSeries.pack(mpn) : [bulk(mpn)], tbSeries.price(pins), tbSeries.ds(mpn));
    },
  });
}

const teTbDs = (mpn: string) =>
  `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=` +
  `${mpn.replace(/^\d-/, '').replace(/-\d$/, '')}&DocType=Customer+Drawing&DocLang=English`;
const SCREW = 'Screw - Rising Cage Clamp';
const tbFamilies: Family[] = [
  phoenix,
  tb({
    key: 'wurth-wr-tbl-137',
    mfr: 'wurth-elektronik',
    w: 0.6,
    series: 'WR-TBL 137',
    pitch: 5,
    ns: range(2, 16),
    code: (pins) => `6911377100${pad(pins, 2)}`,
    awg: '12-26 AWG',
    term: SCREW,
    entry: '90° (Right Angle)',
    amps: 16,
    volts: 300,
    color: 'Blue',
    price: (pins) => 0.2 + 0.16 * pins,
    ds: (mpn) => `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
  }),
  tb({
    key: 'wurth-wr-tbl-214',
    mfr: 'wurth-elektronik',
    w: 0.5,
    series: 'WR-TBL 214',
    pitch: 5.08,
    ns: range(2, 16),
    code: (pins) => `6912141100${pad(pins, 2)}`,
    awg: '12-26 AWG',
    term: SCREW,
    entry: '90° (Right Angle)',
    amps: 10,
    volts: 300,
    color: 'Green',
    price: (pins) => 0.2 + 0.17 * pins,
    ds: (mpn) => `https://www.we-online.com/components/products/datasheet/${mpn}.pdf`,
  }),
  ...(
    [
      ['TB001-500', 5, '90° (Right Angle)'],
      ['TB002-500', 5, '180°'],
      ['TB006-508', 5.08, '90° (Right Angle)'],
      ['TB007-508', 5.08, '90° (Right Angle)'],
    ] as const
  ).map(([ser, pitch, entry]) =>
    tb({
      key: `cui-${ser.toLowerCase()}`,
      mfr: 'cui-devices',
      w: 0.3,
      series: ser.slice(0, 5),
      pitch,
      ns: range(2, 24),
      code: (pins) => `${ser}-${pad(pins, 2)}BE`,
      awg: '14-26 AWG',
      term: 'Screw',
      entry,
      amps: 16,
      volts: 300,
      color: 'Blue',
      price: (pins) => 0.18 + 0.14 * pins,
      ds: () => `https://www.sameskydevices.com/product/resource/${ser.toLowerCase()}.pdf`,
    }),
  ),
  ...(
    [
      ['282834', 2.54, 'Green', 6, 150],
      ['1776275', 3.5, 'Green', 13.5, 300],
      ['282836', 5, 'Blue', 17.5, 300],
      ['282837', 5.08, 'Blue', 17.5, 300],
    ] as const
  ).map(([ser, pitch, color, amps, volts]) =>
    tb({
      key: `te-tb-${ser}`,
      mfr: 'te-connectivity',
      w: 0.35,
      series: 'Buchanan',
      pitch,
      ns: range(2, 12),
      code: (pins) => teCount(ser, pins),
      awg: pitch < 3 ? '20-30 AWG' : '14-26 AWG',
      term: 'Screw',
      entry: '90° (Right Angle)',
      amps,
      volts,
      color,
      price: (pins) => 0.22 + 0.16 * pins,
      ds: teTbDs,
    }),
  ),
  ...(
    [
      ['2601-11', 3.5, '16-28 AWG', 10, 160],
      ['2604-11', 5, '12-24 AWG', 24, 300],
      ['250-2', 5, '16-28 AWG', 13.5, 300],
    ] as const
  ).map(([ser, pitch, awg, amps, volts]) =>
    tb({
      key: `wago-${ser.replace(/-.*$/, '')}`,
      mfr: 'wago',
      w: 0.4,
      series: ser.replace(/-.*$/, ''),
      pitch,
      ns: range(2, 12),
      code: (pins) => `${ser}${pad(pins, 2)}`,
      awg,
      term: ser === '250-2' ? 'Push In, Spring' : 'Lever, Push In',
      entry: ser === '250-2' ? '180°' : '90° (Right Angle)',
      amps,
      volts,
      color: ser === '250-2' ? 'Gray' : 'Light Gray',
      price: (pins) => 0.4 + 0.35 * pins,
      ds: (mpn) => `https://www.wago.com/global/d/${mpn}`,
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Catalogue-style families: one row per orderable connector.

interface Row {
  mpn: string;
  desc: string;
  params: Record<string, string>;
  price: number;
  g: number;
  pack: Variant[];
  ds: string;
}
function rows(key: string, leaf: string, mfr: string, weight: number, list: Row[]): Family {
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'conn',
    dimensions: [list],
    make: ([row]) => ({
      base: row.mpn,
      variants: row.pack,
      description: row.desc,
      parameters: row.params,
      price: row.price,
      grams: row.g,
      datasheetUrl: row.ds,
    }),
    siblingShare: 0.5,
  });
}

// USB
const USB = 'usb-connectors';
type UsbType = 'USB - C' | 'USB - micro B' | 'USB - mini B' | 'USB - A' | 'USB - B';
const USB_SHORT: Record<UsbType, string> = {
  'USB - C': 'USB-C',
  'USB - micro B': 'USB MICRO B',
  'USB - mini B': 'USB MINI B',
  'USB - A': 'USB TYPE A',
  'USB - B': 'USB TYPE B',
};
const USB_POS: Record<UsbType, string> = { 'USB - C': '24', 'USB - micro B': '5', 'USB - mini B': '5', 'USB - A': '4', 'USB - B': '4' };
function usb(
  mpn: string,
  usbType: UsbType,
  spec: string,
  mount: 'Surface Mount' | 'Through Hole' | 'Surface Mount, Through Hole',
  vertical: boolean,
  amps: number,
  price: number,
  pack: Variant[],
  ds: string,
  pos?: string,
): Row {
  const positions = pos ?? (spec.startsWith('USB 3') && usbType === 'USB - A' ? '9' : USB_POS[usbType]);
  return {
    mpn,
    desc:
      `CONN RCPT ${USB_SHORT[usbType]} ${spec.replace('USB ', '').replace(/ Gen \d/, '')} ` +
      `${positions}P ${mount === 'Through Hole' ? 'TH' : 'SMD'} ${vertical ? 'VERT' : 'R/A'}`,
    params: {
      'Connector Type': usbType,
      Gender: 'Receptacle',
      'Number of Positions': positions,
      Specifications: spec,
      'Mounting Type': mount,
      Orientation: vertical ? 'Vertical' : 'Horizontal',
      'Current Rating (Amps)': `${amps}A`,
      'Contact Finish': 'Gold',
      'Operating Temperature': tempRange(-30, 85),
    },
    price,
    g: usbType === 'USB - A' || usbType === 'USB - B' ? 1.8 : usbType === 'USB - C' ? 0.7 : 0.4,
    pack,
    ds,
  };
}
const SMT = 'Surface Mount';
const HYB = 'Surface Mount, Through Hole';
const THT = 'Through Hole';
const usbFamilies: Family[] = [
  rows('gct-usb', USB, 'gct', 0.9, [
    usb(
      'USB4105-GF-A',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      5,
      0.72,
      [reel('USB4105-GF-A', 2500)],
      'https://gct.co/files/drawings/usb4105.pdf',
      '16',
    ),
    usb(
      'USB4105-GF-A-060',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      5,
      0.74,
      [reel('USB4105-GF-A-060', 2500)],
      'https://gct.co/files/drawings/usb4105.pdf',
      '16',
    ),
    usb(
      'USB4085-GF-A',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      5,
      0.9,
      [reel('USB4085-GF-A', 2000)],
      'https://gct.co/files/drawings/usb4085.pdf',
      '16',
    ),
    usb(
      'USB4110-GF-A',
      'USB - C',
      'USB 3.2 Gen 2',
      HYB,
      false,
      5,
      1.6,
      [reel('USB4110-GF-A', 1500)],
      'https://gct.co/files/drawings/usb4110.pdf',
    ),
    usb(
      'USB4125-GF-A',
      'USB - C',
      'Power Only',
      HYB,
      false,
      5,
      0.6,
      [reel('USB4125-GF-A', 2500)],
      'https://gct.co/files/drawings/usb4125.pdf',
      '6',
    ),
    usb(
      'USB4135-GF-A',
      'USB - C',
      'USB 2.0',
      SMT,
      false,
      5,
      0.95,
      [reel('USB4135-GF-A', 2000)],
      'https://gct.co/files/drawings/usb4135.pdf',
      '16',
    ),
    usb(
      'USB3075-30-A',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.45,
      [reel('USB3075-30-A', 1500)],
      'https://gct.co/files/drawings/usb3075.pdf',
    ),
    usb(
      'USB3076-30-A',
      'USB - micro B',
      'USB 2.0',
      HYB,
      false,
      1.8,
      0.5,
      [reel('USB3076-30-A', 1500)],
      'https://gct.co/files/drawings/usb3076.pdf',
    ),
    usb(
      'USB2075-30-A',
      'USB - mini B',
      'USB 2.0',
      SMT,
      false,
      1,
      0.75,
      [reel('USB2075-30-A', 1000)],
      'https://gct.co/files/drawings/usb2075.pdf',
    ),
    usb(
      'USB1061-GF-L-A',
      'USB - A',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.68,
      [tray('USB1061-GF-L-A', 250)],
      'https://gct.co/files/drawings/usb1061.pdf',
    ),
  ]),
  rows('molex-usb', USB, 'molex', 0.8, [
    usb(
      '105017-0001',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.62,
      [reel('105017-0001', 1800)],
      'https://www.molex.com/pdm_docs/sd/1050170001_sd.pdf',
    ),
    usb(
      '105133-0001',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.7,
      [reel('105133-0001', 1800)],
      'https://www.molex.com/pdm_docs/sd/1051330001_sd.pdf',
    ),
    usb(
      '105164-0001',
      'USB - micro B',
      'USB 2.0',
      HYB,
      false,
      1.8,
      0.78,
      [reel('105164-0001', 1500)],
      'https://www.molex.com/pdm_docs/sd/1051640001_sd.pdf',
    ),
    usb(
      '47346-0001',
      'USB - micro B',
      'USB 2.0',
      HYB,
      false,
      1.8,
      0.85,
      [reel('47346-0001', 1500)],
      'https://www.molex.com/pdm_docs/sd/473460001_sd.pdf',
    ),
    usb(
      '47589-0001',
      'USB - micro B',
      'USB 2.0',
      HYB,
      false,
      1.8,
      0.9,
      [reel('47589-0001', 1500)],
      'https://www.molex.com/pdm_docs/sd/475890001_sd.pdf',
    ),
    usb(
      '67503-1020',
      'USB - mini B',
      'USB 2.0',
      SMT,
      false,
      1,
      1.1,
      [reel('67503-1020', 1000)],
      'https://www.molex.com/pdm_docs/sd/675031020_sd.pdf',
    ),
    usb(
      '105450-0101',
      'USB - C',
      'USB 3.2 Gen 2',
      HYB,
      false,
      5,
      1.9,
      [reel('105450-0101', 1500)],
      'https://www.molex.com/pdm_docs/sd/1054500101_sd.pdf',
    ),
    usb(
      '217175-0001',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      3,
      0.95,
      [reel('217175-0001', 1500)],
      'https://www.molex.com/pdm_docs/sd/2171750001_sd.pdf',
      '16',
    ),
    usb(
      '48037-0001',
      'USB - A',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.8,
      [tray('48037-0001', 240)],
      'https://www.molex.com/pdm_docs/sd/480370001_sd.pdf',
    ),
    usb(
      '67068-8001',
      'USB - B',
      'USB 2.0',
      THT,
      false,
      1.5,
      1.05,
      [tray('67068-8001', 160)],
      'https://www.molex.com/pdm_docs/sd/670688001_sd.pdf',
    ),
  ]),
  rows('amphenol-usb', USB, 'amphenol', 0.8, [
    usb(
      '10118194-0001LF',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.48,
      [reel('10118194-0001LF', 1500)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10118194.pdf',
    ),
    usb(
      '10118192-0001LF',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.55,
      [reel('10118192-0001LF', 1500)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10118192.pdf',
    ),
    usb(
      '10103594-0001LF',
      'USB - micro B',
      'USB 2.0',
      HYB,
      false,
      1.8,
      0.6,
      [reel('10103594-0001LF', 1500)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/10103594.pdf',
    ),
    usb(
      '12401548E4#2A',
      'USB - C',
      'USB 3.2 Gen 2',
      HYB,
      false,
      5,
      1.75,
      [reel('12401548E4#2A', 1500)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/12401548.pdf',
    ),
    usb(
      '12402012E212A',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      3,
      0.82,
      [reel('12402012E212A', 2000)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/12402012.pdf',
      '16',
    ),
    usb(
      '87520-0010BLF',
      'USB - A',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.62,
      [tray('87520-0010BLF', 200)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/87520.pdf',
    ),
    usb(
      'UE27AC54100',
      'USB - A',
      'USB 2.0',
      THT,
      true,
      1.5,
      0.75,
      [tray('UE27AC54100', 200)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/ue27ac54100.pdf',
    ),
    usb(
      '61729-0010BLF',
      'USB - B',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.7,
      [tray('61729-0010BLF', 200)],
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/61729.pdf',
    ),
  ]),
  rows('wurth-usb', USB, 'wurth-elektronik', 0.5, [
    usb(
      '629105150521',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.62,
      [reel('629105150521', 1500)],
      'https://www.we-online.com/components/products/datasheet/629105150521.pdf',
    ),
    usb(
      '632723300011',
      'USB - C',
      'USB 3.2 Gen 2',
      HYB,
      false,
      5,
      1.85,
      [reel('632723300011', 1000)],
      'https://www.we-online.com/components/products/datasheet/632723300011.pdf',
    ),
    usb(
      '692122030100',
      'USB - A',
      'USB 3.2 Gen 1',
      THT,
      false,
      1.8,
      1.15,
      [tray('692122030100', 300)],
      'https://www.we-online.com/components/products/datasheet/692122030100.pdf',
    ),
  ]),
  rows('cui-usb', USB, 'cui-devices', 0.5, [
    usb(
      'UJ2-MIBH2-4-SMT-TR',
      'USB - micro B',
      'USB 2.0',
      SMT,
      false,
      1.8,
      0.55,
      [reel('UJ2-MIBH2-4-SMT-TR', 1800)],
      'https://www.sameskydevices.com/product/resource/uj2-mibh2-4-smt.pdf',
    ),
    usb(
      'UJ2-MBH-1-SMT-TR',
      'USB - mini B',
      'USB 2.0',
      SMT,
      false,
      1,
      0.7,
      [reel('UJ2-MBH-1-SMT-TR', 1000)],
      'https://www.sameskydevices.com/product/resource/uj2-mbh-1-smt.pdf',
    ),
    usb(
      'UJC-HP-3-SMT-TR',
      'USB - C',
      'USB 2.0',
      HYB,
      false,
      3,
      0.85,
      [reel('UJC-HP-3-SMT-TR', 1500)],
      'https://www.sameskydevices.com/product/resource/ujc-hp-3-smt-tr.pdf',
      '16',
    ),
    usb(
      'UJC-VP-3-SMT-TR',
      'USB - C',
      'USB 2.0',
      SMT,
      true,
      3,
      1.05,
      [reel('UJC-VP-3-SMT-TR', 1000)],
      'https://www.sameskydevices.com/product/resource/ujc-vp-3-smt-tr.pdf',
      '16',
    ),
    usb(
      'UJ2-AH-4-TH',
      'USB - A',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.6,
      [tray('UJ2-AH-4-TH', 300)],
      'https://www.sameskydevices.com/product/resource/uj2-ah-4-th.pdf',
    ),
    usb(
      'UJ2-BH-1-TH',
      'USB - B',
      'USB 2.0',
      THT,
      false,
      1.5,
      0.65,
      [tray('UJ2-BH-1-TH', 300)],
      'https://www.sameskydevices.com/product/resource/uj2-bh-1-th.pdf',
    ),
  ]),
  rows('te-usb', USB, 'te-connectivity', 0.3, [
    usb('292303-1', 'USB - A', 'USB 2.0', THT, false, 1.5, 0.9, [tray('292303-1', 200)], teTbDs('292303-1')),
    usb('292304-1', 'USB - B', 'USB 2.0', THT, false, 1.5, 0.95, [tray('292304-1', 200)], teTbDs('292304-1')),
  ]),
];

// D-Sub (Amphenol ICC: L717SD right-angle PCB, L77SD solder cup)
const DSUB = 'd-sub-connectors';
const SHELLS = [
  ['E', 9, '1 (DE, E)'],
  ['A', 15, '2 (DA, A)'],
  ['B', 25, '3 (DB, B)'],
  ['C', 37, '4 (DC, C)'],
  ['D', 50, '5 (DD, D)'],
] as const;
const dsubFamily = (key: string, weight: number, series: 'L717SD' | 'L77SD', opts: readonly [string, string][]) =>
  fam({
    key,
    leaf: DSUB,
    mfr: 'amphenol',
    weight,
    kind: 'conn',
    dimensions: [SHELLS, ['P', 'S'] as const, opts],
    make: ([[shell, pins, size], gender, [opt, flange]]) => {
      const mpn = `${series}${shell}${pad(pins, 2)}${gender}${opt}`;
      const pcb = series === 'L717SD';
      return {
        base: mpn,
        variants: [tray(mpn, pins > 30 ? 30 : 60)],
        description: `CONN D-SUB ${gender === 'P' ? 'PLUG' : 'RCPT'} ${pins}POS ${pcb ? 'R/A SOLDER' : 'SOLDER CUP'}`,
        parameters: {
          'Connector Type': gender === 'P' ? 'Plug, Male Pins' : 'Receptacle, Female Sockets',
          'Shell Size, Connector Layout': size,
          'Number of Positions': String(pins),
          'Number of Rows': pins === 50 ? '3' : '2',
          'Mounting Type': pcb ? 'Through Hole, Right Angle' : 'Panel Mount',
          Termination: pcb ? 'Solder' : 'Solder Cup',
          'Flange Feature': flange,
          'Contact Finish': 'Gold',
          'Operating Temperature': tempRange(-55, 105),
        },
        price: cents((pcb ? 0.9 : 0.7) + pins * 0.045 + (opt ? 0.35 : 0)),
        grams: grams(3 + pins * 0.25),
        datasheetUrl: `https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/${series.toLowerCase()}xxxx.pdf`,
      };
    },
  });
const dsubFamilies: Family[] = [
  dsubFamily('amphenol-l717sd', 1.6, 'L717SD', [
    ['', 'Board Lock'],
    ['1ACH3R', 'Board Lock, Grounding Indents'],
    ['1ACH4F', 'Board Lock, #4-40 Threaded Inserts'],
    ['A4CH4F', '#4-40 Threaded Inserts'],
  ]),
  dsubFamily('amphenol-l77sd', 0.9, 'L77SD', [['', 'Flange (Unthreaded)']]),
];

// RJ45
const RJ = 'rj45-modular-connectors';
function rj(
  mpn: string,
  ports: number,
  mag: boolean,
  gig: boolean,
  leds: string,
  shield: boolean,
  tab: 'Up' | 'Down',
  price: number,
  ds: string,
  pack?: Variant[],
): Row {
  return {
    mpn,
    desc: `CONN JACK ${ports}PORT ${gig ? '1000' : '10/100'} BASE-T${mag ? ' MAG' : ''}${leds === 'None' ? '' : ' LED'}`,
    params: {
      'Connector Type': 'RJ45',
      'Number of Positions/Contacts': '8p8c (RJ45, Ethernet)',
      'Number of Ports': String(ports),
      'Mounting Type': 'Through Hole',
      Orientation: '90° Angle (Right)',
      'Tab Direction': tab,
      Shielding: shield ? 'Shielded' : 'Unshielded',
      'LED Color': leds,
      Magnetics: mag ? 'Integrated' : 'None',
      Applications: gig ? '10/100/1000 Base-T' : '10/100 Base-T',
    },
    price,
    g: (mag ? 7 : 4) * ports,
    pack: pack ?? [tray(mpn, mag ? 72 : 100)],
    ds,
  };
}
const GY = 'Green, Yellow';
const rjFamilies: Family[] = [
  rows('hanrun-rj45', RJ, 'hanrun', 0.7, [
    rj('HR911105A', 1, true, false, GY, true, 'Down', 1.2, 'https://www.hanrun.com/upload/datasheet/HR911105A.pdf'),
    rj('HR911103A', 1, true, false, GY, true, 'Down', 1.15, 'https://www.hanrun.com/upload/datasheet/HR911103A.pdf'),
    rj('HR911102A', 1, true, false, 'None', true, 'Down', 1.05, 'https://www.hanrun.com/upload/datasheet/HR911102A.pdf'),
    rj('HR911130C', 1, true, true, GY, true, 'Down', 2.1, 'https://www.hanrun.com/upload/datasheet/HR911130C.pdf'),
    rj('HR961160C', 1, true, true, GY, true, 'Up', 2.3, 'https://www.hanrun.com/upload/datasheet/HR961160C.pdf'),
  ]),
  rows('wurth-rj45', RJ, 'wurth-elektronik', 0.5, [
    rj('7499010121A', 1, true, false, GY, true, 'Down', 4.2, 'https://www.we-online.com/components/products/datasheet/7499010121A.pdf'),
    rj('7499010211A', 1, true, false, GY, true, 'Up', 4.4, 'https://www.we-online.com/components/products/datasheet/7499010211A.pdf'),
    rj('7499111121A', 1, true, true, GY, true, 'Down', 6.9, 'https://www.we-online.com/components/products/datasheet/7499111121A.pdf'),
    rj(
      '615008144221',
      1,
      false,
      false,
      'None',
      true,
      'Down',
      1.1,
      'https://www.we-online.com/components/products/datasheet/615008144221.pdf',
    ),
    rj('615008185121', 1, false, false, GY, true, 'Down', 1.5, 'https://www.we-online.com/components/products/datasheet/615008185121.pdf'),
  ]),
  rows('amphenol-rj45', RJ, 'amphenol', 0.45, [
    rj('RJHSE-5380', 1, false, false, 'None', true, 'Down', 1.3, 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/rjhse538x.pdf'),
    rj('RJHSE-5381', 1, false, false, GY, true, 'Down', 1.65, 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/rjhse538x.pdf'),
    rj('RJHSE-5384', 1, false, false, 'None', true, 'Up', 1.35, 'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/rjhse538x.pdf'),
    rj(
      'RJMG1BD3B8K1ANR',
      1,
      true,
      true,
      GY,
      true,
      'Down',
      5.8,
      'https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/rjmg1bd3b8k1anr.pdf',
    ),
  ]),
  rows('bel-magjack', RJ, 'bel-fuse', 0.45, [
    rj(
      '0826-1X1T-23-F',
      1,
      true,
      false,
      GY,
      true,
      'Down',
      3.4,
      'https://www.belfuse.com/resources/datasheets/magneticsolutions/ds-ms-0826-1x1t-23-f.pdf',
    ),
    rj(
      '0826-1G1T-23-F',
      1,
      true,
      true,
      GY,
      true,
      'Down',
      5.6,
      'https://www.belfuse.com/resources/datasheets/magneticsolutions/ds-ms-0826-1g1t-23-f.pdf',
    ),
    rj(
      'SI-60062-F',
      1,
      true,
      false,
      GY,
      true,
      'Up',
      3.1,
      'https://www.belfuse.com/resources/datasheets/magneticsolutions/ds-ms-si-60062-f.pdf',
    ),
    rj(
      '08B0-1X1T-36-F',
      1,
      true,
      false,
      GY,
      true,
      'Down',
      3.3,
      'https://www.belfuse.com/resources/datasheets/magneticsolutions/ds-ms-08b0-1x1t-36-f.pdf',
    ),
  ]),
];

// RF coaxial
const RF = 'rf-coaxial-connectors';
const RF_MOUNT_WORD: Record<string, string> = { 'Surface Mount': 'SMD', 'Panel Mount': 'PANEL', 'Free Hanging (In-Line)': 'CABLE' };
function rf(
  mpn: string,
  type: string,
  jack: boolean,
  mount: string,
  term: string,
  fasten: string,
  ghz: number,
  finish: string,
  price: number,
  pack: Variant[],
  ds: string,
): Row {
  return {
    mpn,
    desc:
      `CONN ${type.split(' ')[0]?.toUpperCase()} ${jack ? 'JACK' : 'PLUG'} ` +
      `${RF_MOUNT_WORD[mount] ?? (mount.includes('Edge') ? 'EDGE MNT' : 'PCB')} 50OHM`,
    params: {
      'Connector Type': type,
      'Connector Style': jack ? 'Jack, Female Socket' : 'Plug, Male Pin',
      Impedance: '50 Ohm',
      'Mounting Type': mount,
      Termination: term,
      'Fastening Type': fasten,
      'Frequency - Max': `${ghz} GHz`,
      'Body Finish': finish,
      'Operating Temperature': tempRange(-55, type.startsWith('U.FL') || type.startsWith('W.FL') ? 90 : 155),
    },
    price,
    g: type.startsWith('U.FL') || type.startsWith('W.FL') ? 0.03 : type === 'BNC' ? 9 : 2.5,
    pack,
    ds,
  };
}
const UFL = 'U.FL (UMCC), AMC';
const rfFamilies: Family[] = [
  rows('hirose-ufl', RF, 'hirose', 0.8, [
    rf(
      'U.FL-R-SMT-1(10)',
      UFL,
      false,
      'Surface Mount',
      'Solder',
      'Snap-On',
      6,
      'Gold',
      0.55,
      [reel('U.FL-R-SMT-1(10)', 5000)],
      'https://www.hirose.com/product/series/U.FL',
    ),
    rf(
      'U.FL-R-SMT-1(80)',
      UFL,
      false,
      'Surface Mount',
      'Solder',
      'Snap-On',
      6,
      'Gold',
      0.6,
      [reel('U.FL-R-SMT-1(80)', 1000)],
      'https://www.hirose.com/product/series/U.FL',
    ),
    rf(
      'U.FL-LP-040',
      UFL,
      true,
      'Free Hanging (In-Line)',
      'Solder',
      'Snap-On',
      6,
      'Gold',
      1.45,
      [bag('U.FL-LP-040', 100)],
      'https://www.hirose.com/product/series/U.FL',
    ),
    rf(
      'U.FL-LP-066',
      UFL,
      true,
      'Free Hanging (In-Line)',
      'Crimp',
      'Snap-On',
      6,
      'Gold',
      1.5,
      [bag('U.FL-LP-066', 100)],
      'https://www.hirose.com/product/series/U.FL',
    ),
    rf(
      'U.FL-LP-068',
      UFL,
      true,
      'Free Hanging (In-Line)',
      'Crimp',
      'Snap-On',
      6,
      'Gold',
      1.55,
      [bag('U.FL-LP-068', 100)],
      'https://www.hirose.com/product/series/U.FL',
    ),
    rf(
      'W.FL-R-SMT-1(50)',
      'W.FL',
      false,
      'Surface Mount',
      'Solder',
      'Snap-On',
      6,
      'Gold',
      0.75,
      [reel('W.FL-R-SMT-1(50)', 5000)],
      'https://www.hirose.com/product/series/W.FL',
    ),
  ]),
  rows('amphenol-rf', RF, 'amphenol', 0.8, [
    rf(
      '132134',
      'SMA',
      true,
      'Through Hole, Edge Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      5.1,
      [bulk('132134')],
      'https://www.amphenolrf.com/downloads/dl/file/id/1716/product/575/132134_customer_drawing.pdf',
    ),
    rf(
      '132289',
      'SMA',
      true,
      'Through Hole',
      'Solder',
      'Threaded',
      18,
      'Gold',
      4.2,
      [bulk('132289')],
      'https://www.amphenolrf.com/132289.html',
    ),
    rf(
      '132322',
      'SMA',
      true,
      'Panel Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      6.3,
      [bulk('132322')],
      'https://www.amphenolrf.com/132322.html',
    ),
    rf(
      '901-144-8RFX',
      'SMA',
      true,
      'Panel Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      7.8,
      [bulk('901-144-8RFX')],
      'https://www.amphenolrf.com/901-144-8rfx.html',
    ),
    rf(
      '031-6575',
      'BNC',
      true,
      'Through Hole, Right Angle',
      'Solder',
      'Bayonet Lock',
      4,
      'Nickel',
      3.9,
      [bulk('031-6575')],
      'https://www.amphenolrf.com/031-6575.html',
    ),
    rf(
      '031-5431',
      'BNC',
      true,
      'Panel Mount',
      'Solder',
      'Bayonet Lock',
      4,
      'Nickel',
      4.6,
      [bulk('031-5431')],
      'https://www.amphenolrf.com/031-5431.html',
    ),
  ]),
  rows('molex-rf', RF, 'molex', 0.5, [
    rf(
      '73251-1150',
      'SMA',
      true,
      'Through Hole',
      'Solder',
      'Threaded',
      18,
      'Gold',
      3.6,
      [bulk('73251-1150')],
      'https://www.molex.com/pdm_docs/sd/732511150_sd.pdf',
    ),
    rf(
      '73391-0060',
      'SMA',
      true,
      'Through Hole, Edge Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      4.1,
      [bulk('73391-0060')],
      'https://www.molex.com/pdm_docs/sd/733910060_sd.pdf',
    ),
    rf(
      '73412-0110',
      UFL,
      false,
      'Surface Mount',
      'Solder',
      'Snap-On',
      6,
      'Gold',
      0.5,
      [reel('73412-0110', 5000)],
      'https://www.molex.com/pdm_docs/sd/734120110_sd.pdf',
    ),
    rf(
      '73100-0105',
      'BNC',
      true,
      'Through Hole, Right Angle',
      'Solder',
      'Bayonet Lock',
      4,
      'Nickel',
      4.3,
      [tray('73100-0105', 50)],
      'https://www.molex.com/pdm_docs/sd/731000105_sd.pdf',
    ),
  ]),
  rows('bel-johnson-rf', RF, 'bel-fuse', 0.5, [
    rf(
      '142-0701-801',
      'SMA',
      true,
      'Through Hole, Edge Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      4.5,
      [bulk('142-0701-801')],
      'https://www.belfuse.com/resources/drawings/cinchconnectivity/dr-bcp-142-0701-801.pdf',
    ),
    rf(
      '142-0711-821',
      'SMA',
      true,
      'Through Hole, Edge Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      5.2,
      [bulk('142-0711-821')],
      'https://www.belfuse.com/resources/drawings/cinchconnectivity/dr-bcp-142-0711-821.pdf',
    ),
    rf(
      '142-0701-201',
      'SMA',
      true,
      'Through Hole',
      'Solder',
      'Threaded',
      18,
      'Gold',
      3.8,
      [bulk('142-0701-201')],
      'https://www.belfuse.com/resources/drawings/cinchconnectivity/dr-bcp-142-0701-201.pdf',
    ),
  ]),
  rows('te-rf', RF, 'te-connectivity', 0.3, [
    rf(
      '5-1814832-1',
      'SMA',
      true,
      'Through Hole, Edge Mount',
      'Solder',
      'Threaded',
      18,
      'Gold',
      4.8,
      [bulk('5-1814832-1')],
      teTbDs('5-1814832-1'),
    ),
    rf('1-1337482-0', 'SMA', true, 'Through Hole', 'Solder', 'Threaded', 12.4, 'Gold', 4, [bulk('1-1337482-0')], teTbDs('1-1337482-0')),
  ]),
];

export const CONN_IO_FAMILIES: Family[] = [...tbFamilies, ...usbFamilies, ...dsubFamilies, ...rjFamilies, ...rfFamilies];

// The third wave of connector capacity: Samtec cable-mating strips with their option suffixes, TE
// MTA IDC housings, USB, RF coaxial, D-sub, RJ45, FPC and terminal-block series with configurable
// ordering codes. Like the second wave, every family here continues a first-wave family of its leaf.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bulk, cents, grams, range, reel, tempRange, tray } from '../packing-and-text';
import { cableStrip } from './wire-to-board';

/** A connector's spec from its description and parameters. */
export function plainSpec(
  base: string,
  variants: Variant[],
  desc: string,
  params: Record<string, string>,
  price: number,
  weight: number,
  ds: string,
): BaseSpec {
  return { base, variants, description: desc, parameters: params, price: cents(price), grams: grams(weight), datasheetUrl: ds };
}

// ---------------------------------------------------------------------------------------------
// Wire-to-board: Samtec cable-mating strips. Option suffixes: -A alignment pin, -K polyimide pick
// pad, -P pick-and-place pad, -LC locking clip.
const SAMTEC_OPTS = ['', '-A', '-K', '-P', '-A-K', '-A-P', '-K-P', '-A-K-P', '-LC', '-A-LC', '-LC-P', '-A-LC-P'];
const WTB3_FAMILIES: Family[] = [
  cableStrip({
    key: 'samtec-t1m',
    series: 'T1M',
    pitch: 1,
    smd: true,
    perRow: range(2, 50),
    leads: ['02', '03', '04', '05'],
    plating: ['L', 'S', 'H'],
    rows: ['S', 'DH'],
    opts: SAMTEC_OPTS,
    base: 1.0,
    pin: 0.05,
  }),
  cableStrip({
    key: 'samtec-mmt',
    series: 'MMT',
    pitch: 2,
    smd: false,
    perRow: range(2, 36),
    leads: ['01', '02', '03'],
    plating: ['L', 'S', 'T'],
    rows: ['SV', 'DV', 'SH', 'DH'],
    opts: SAMTEC_OPTS,
    base: 0.9,
    pin: 0.07,
  }),
  cableStrip({
    key: 'samtec-stmm',
    series: 'STMM',
    pitch: 2,
    smd: false,
    perRow: range(2, 36),
    leads: ['01', '02', '03'],
    plating: ['L', 'S', 'T'],
    rows: ['S', 'D'],
    opts: SAMTEC_OPTS,
    base: 0.8,
    pin: 0.06,
  }),
  cableStrip({
    key: 'samtec-tfml',
    series: 'TFML',
    pitch: 1.27,
    smd: true,
    perRow: range(2, 50),
    leads: ['01', '02'],
    plating: ['L', 'S', 'H'],
    rows: ['D'],
    opts: SAMTEC_OPTS,
    base: 1.3,
    pin: 0.06,
  }),
  cableStrip({
    key: 'samtec-shf',
    series: 'SHF',
    pitch: 1.27,
    smd: true,
    perRow: range(3, 50),
    leads: ['01', '02'],
    plating: ['L', 'S', 'H'],
    rows: ['D-SM', 'D-TH'],
    opts: ['', '-K', '-LC', '-K-LC', '-A', '-A-K'],
    base: 0.9,
    pin: 0.05,
  }),
];

// ---------------------------------------------------------------------------------------------
// Crimp and IDC housings: TE MTA-100/MTA-156 IDC housings (the base number names wire gauge and
// colour, the prefix digit and suffix the positions) and Hirose DF-series crimp housings.
const CRIMP = 'crimp-terminals-and-housings';
const TE_MTA = [
  ['640440', 'MTA-100', 2.54, 22, 'Red', 'Closed End'],
  ['640441', 'MTA-100', 2.54, 24, 'Blue', 'Closed End'],
  ['640442', 'MTA-100', 2.54, 26, 'Yellow', 'Closed End'],
  ['640443', 'MTA-100', 2.54, 28, 'Natural', 'Closed End'],
  ['640551', 'MTA-100', 2.54, 22, 'Red', 'Feed Through'],
  ['640552', 'MTA-100', 2.54, 24, 'Blue', 'Feed Through'],
  ['640620', 'MTA-100', 2.54, 26, 'Yellow', 'Feed Through'],
  ['3-640621', 'MTA-100', 2.54, 28, 'Natural', 'Feed Through'],
  ['640426', 'MTA-156', 3.96, 18, 'Natural', 'Closed End'],
  ['640427', 'MTA-156', 3.96, 20, 'Natural', 'Closed End'],
  ['640428', 'MTA-156', 3.96, 22, 'Red', 'Closed End'],
  ['640429', 'MTA-156', 3.96, 24, 'Blue', 'Closed End'],
  ['641190', 'MTA-156', 3.96, 18, 'Natural', 'Feed Through'],
  ['641191', 'MTA-156', 3.96, 20, 'Natural', 'Feed Through'],
  ['643813', 'MTA-100', 2.54, 22, 'Red', 'Closed End, Polarized'],
  ['643814', 'MTA-100', 2.54, 24, 'Blue', 'Closed End, Polarized'],
  ['643815', 'MTA-100', 2.54, 26, 'Yellow', 'Closed End, Polarized'],
  ['643816', 'MTA-100', 2.54, 28, 'Natural', 'Closed End, Polarized'],
] as const;
const teMta = fam({
  key: 'te-mta-idc',
  leaf: CRIMP,
  mfr: 'te-connectivity',
  weight: 0,
  kind: 'conn',
  dimensions: [TE_MTA.filter(([series]) => !series.includes('-')), range(2, 24)],
  make: ([[ser, series, pitch, awg, colour, style], pins]) => {
    if (pitch > 3 && pins > 12) return null;
    const mpn = pins < 10 ? `${ser}-${pins}` : `${Math.floor(pins / 10)}-${ser}-${pins % 10}`;
    return plainSpec(
      mpn,
      [bulk(mpn)],
      `CONN IDC HOUSING ${pins}POS ${pitch}MM ${awg}AWG`,
      {
        'Connector Type': 'Receptacle, Housing',
        Series: series,
        'Number of Positions': String(pins),
        Pitch: `${pitch}mm`,
        'Wire Gauge': `${awg} AWG`,
        Color: colour,
        Style: style,
        Termination: 'IDC',
        'Operating Temperature': tempRange(-55, 105),
      },
      0.12 + 0.035 * pins,
      0.1 * pins,
      `https://www.te.com/usa-en/product-${mpn}.html`,
    );
  },
});
const HIROSE_CRIMP = [
  ['DF13', (pins: number) => `DF13-${pins}S-1.25C`, 1.25, range(2, 15)],
  ['DF11', (pins: number) => `DF11-${pins}DS-2C`, 2, range(4, 32, 2)],
  ['DF3', (pins: number) => `DF3-${pins}S-2C`, 2, range(2, 15)],
  ['DF1B', (pins: number) => `DF1B-${pins}S-2.5R`, 2.5, range(2, 20)],
  ['DF1BZ', (pins: number) => `DF1BZ-${pins}DS-2.5RC`, 2.5, range(4, 34, 2)],
  ['DF52', (pins: number) => `DF52-${pins}S-0.8H`, 0.8, range(2, 15)],
  ['DF57', (pins: number) => `DF57-${pins}S-1.2C`, 1.2, range(2, 8)],
  ['DF14', (pins: number) => `DF14-${pins}S-1.25C`, 1.25, range(2, 20)],
  ['DF20', (pins: number) => `DF20A-${pins}DS-1C`, 1, range(10, 40, 2)],
  ['DF59', (pins: number) => `DF59-${pins}S-2C`, 2, range(2, 6)],
  ['DF63', (pins: number) => `DF63-${pins}S-3.96C`, 3.96, range(1, 6)],
  ['DF60', (pins: number) => `DF60-${pins}S-5.08C`, 5.08, range(1, 4)],
] as const;
const hiroseCrimp = fam({
  key: 'hirose-df-housings',
  leaf: CRIMP,
  mfr: 'hirose',
  weight: 0,
  kind: 'conn',
  dimensions: [HIROSE_CRIMP, range(1, 40)],
  make: ([[series, code, pitch, ns], reelCode]) => {
    if (!(ns as readonly number[]).includes(reelCode) || series === 'DF13' || series === 'DF11') return null;
    const mpn = code(reelCode);
    return plainSpec(
      mpn,
      [bulk(mpn)],
      `CONN HOUSING ${reelCode}POS ${pitch}MM`,
      {
        'Connector Type': 'Receptacle, Housing',
        Series: series,
        'Number of Positions': String(reelCode),
        Pitch: `${pitch}mm`,
        Termination: 'Crimp',
        'Operating Temperature': tempRange(-35, 85),
      },
      0.08 + 0.02 * reelCode,
      0.02 * pitch * reelCode,
      `https://www.hirose.com/product/series/${series}`,
    );
  },
});
const CRIMP3_FAMILIES: Family[] = [teMta, hiroseCrimp];

// ---------------------------------------------------------------------------------------------
// USB: CUI Devices (Same Sky) codes are built from fields — UJ2/UJ3/UJC family, receptacle style,
// contacts, mounting and packaging — and Amphenol ICC from an 8-digit base with a variant suffix.
const USB = 'usb-connectors';
const SMT_ = 'Surface Mount';
const HYB_ = 'Surface Mount, Through Hole';
const THT_ = 'Through Hole';
const CUI_USB = [
  ['UJC-H', 'USB - C', 'USB 2.0', '16', false],
  ['UJC-HP', 'USB - C', 'USB 2.0', '16', false],
  ['UJC-V', 'USB - C', 'USB 2.0', '16', true],
  ['UJC-VP', 'USB - C', 'USB 2.0', '16', true],
  ['UJ31-CH', 'USB - C', 'USB 3.2 Gen 1', '24', false],
  ['UJ31-CV', 'USB - C', 'USB 3.2 Gen 1', '24', true],
  ['UJ20-C-H', 'USB - C', 'USB 2.0', '16', false],
  ['UJ20-C-V', 'USB - C', 'USB 2.0', '16', true],
  ['UJ2-MIBH', 'USB - micro B', 'USB 2.0', '5', false],
  ['UJ2-MIBV', 'USB - micro B', 'USB 2.0', '5', true],
  ['UJ2-MBH', 'USB - mini B', 'USB 2.0', '5', false],
  ['UJ2-MBV', 'USB - mini B', 'USB 2.0', '5', true],
  ['UJ2-AH', 'USB - A', 'USB 2.0', '4', false],
  ['UJ2-AV', 'USB - A', 'USB 2.0', '4', true],
  ['UJ3-AH', 'USB - A', 'USB 3.2 Gen 1', '9', false],
  ['UJ3-AV', 'USB - A', 'USB 3.2 Gen 1', '9', true],
  ['UJ2-BH', 'USB - B', 'USB 2.0', '4', false],
  ['UJ3-BH', 'USB - B', 'USB 3.2 Gen 1', '9', false],
] as const;
const CUI_MOUNT = [
  ['SMT', 'Surface Mount'],
  ['TH', 'Through Hole'],
  ['MSMT', 'Surface Mount, Mid Mount'],
  ['SMT-W', 'Surface Mount, Through Hole'],
  ['TH-W', 'Through Hole, Right Angle'],
] as const;
function usbSpec(
  mpn: string,
  variants: Variant[],
  type: string,
  spec: string,
  pos: string,
  mount: string,
  vertical: boolean,
  amps: number,
  price: number,
  ds: string,
): BaseSpec {
  return plainSpec(
    mpn,
    variants,
    `CONN RCPT ${type.replace('USB - ', 'USB ').toUpperCase()} ${pos}P ` +
      `${mount.startsWith('Through') ? 'TH' : 'SMD'} ${vertical ? 'VERT' : 'R/A'}`,
    {
      'Connector Type': type,
      Gender: 'Receptacle',
      'Number of Positions': pos,
      Specifications: spec,
      'Mounting Type': mount,
      Orientation: vertical ? 'Vertical' : 'Horizontal',
      'Current Rating (Amps)': `${amps}A`,
      'Contact Finish': 'Gold',
      'Operating Temperature': tempRange(-30, 85),
    },
    price,
    type === 'USB - A' || type === 'USB - B' ? 1.8 : 0.7,
    ds,
  );
}
const cuiUsb = fam({
  key: 'cui-usb-configurable',
  leaf: USB,
  mfr: 'cui-devices',
  weight: 0,
  kind: 'conn',
  dimensions: [
    CUI_USB,
    ['', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const,
    ['1', '2', '3', '4', '5', '6', '7', '8', 'G', 'S'] as const,
    CUI_MOUNT,
    ['TR', 'P', 'B'] as const,
  ],
  make: ([[pre, type, spec, pos, vertical], ver, grade, [mcode, mount], pk]) => {
    const mpn = `${pre}${ver}-${grade}-${mcode}-${pk}`;
    if (['UJC-HP-3-SMT-TR', 'UJC-VP-3-SMT-TR', 'UJ2-MBH-1-SMT-TR', 'UJ2-MIBH2-4-SMT-TR'].includes(mpn)) return null;
    const amps = type === 'USB - C' ? (grade === '5' ? 5 : 3) : type === 'USB - micro B' ? 1.8 : 1.5;
    return usbSpec(
      mpn,
      pk === 'TR' ? [reel(mpn, 1000)] : pk === 'B' ? [bulk(mpn)] : [tray(mpn, 300)],
      type,
      spec,
      pos,
      mount,
      vertical,
      amps,
      (type === 'USB - C' ? 0.9 : 0.5) * (grade === 'G' ? 1.3 : 1),
      `https://www.sameskydevices.com/product/resource/${pre.toLowerCase()}.pdf`,
    );
  },
});
const AMPHENOL_USB = [
  ['10118192', 'USB - micro B', 'USB 2.0', '5', false, SMT_],
  ['10118193', 'USB - micro B', 'USB 2.0', '5', false, SMT_],
  ['10118194', 'USB - micro B', 'USB 2.0', '5', false, SMT_],
  ['10103592', 'USB - micro B', 'USB 2.0', '5', false, HYB_],
  ['10103594', 'USB - micro B', 'USB 2.0', '5', false, HYB_],
  ['10104110', 'USB - micro B', 'USB 2.0', '5', false, HYB_],
  ['12401610', 'USB - C', 'USB 3.2 Gen 2', '24', false, HYB_],
  ['12401832', 'USB - C', 'USB 2.0', '16', false, HYB_],
  ['12402012', 'USB - C', 'USB 2.0', '16', false, HYB_],
  ['12401598', 'USB - C', 'USB 3.2 Gen 2', '24', true, HYB_],
  ['12401548', 'USB - C', 'USB 3.2 Gen 2', '24', false, HYB_],
  ['12402069', 'USB - C', 'Power Only', '6', false, SMT_],
  ['87583', 'USB - A', 'USB 2.0', '4', false, THT_],
  ['87520', 'USB - A', 'USB 2.0', '4', false, THT_],
  ['61729', 'USB - B', 'USB 2.0', '4', false, THT_],
  ['67643', 'USB - A', 'USB 2.0', '4', true, THT_],
] as const;
const amphenolUsb = fam({
  key: 'amphenol-usb-variants',
  leaf: USB,
  mfr: 'amphenol',
  weight: 0,
  kind: 'conn',
  dimensions: [
    AMPHENOL_USB,
    ['0002', '0003', '0011', '0012', '0013', '1001', '1002', '1011', '1101', '1111'] as const,
    ['LF', 'BLF', 'ALF'] as const,
  ],
  make: ([[base, type, spec, pos, vertical, mount], v, lf]) => {
    const eight = base.length === 8;
    if (eight !== (lf === 'LF')) return null;
    const mpn = `${base}-${v}${lf}`;
    return usbSpec(
      mpn,
      mount === THT_ ? [tray(mpn, 200)] : [reel(mpn, 1500)],
      type,
      spec,
      pos,
      mount,
      vertical,
      type === 'USB - C' ? 3 : 1.5,
      type === 'USB - C' ? 1.2 : 0.55,
      `https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/${base}.pdf`,
    );
  },
});
const USB3_FAMILIES: Family[] = [cuiUsb, amphenolUsb];

// ---------------------------------------------------------------------------------------------
// D-sub: Norcomp 17x/18x series — series-positions-gender/contact-hardware-option.
const DSUB = 'd-sub-connectors';
const NORCOMP = [
  ['171', 'Through Hole, Right Angle', 'Solder'],
  ['172', 'Through Hole, Right Angle', 'Solder'],
  ['180', 'Through Hole', 'Solder'],
  ['182', 'Through Hole, Right Angle', 'Solder'],
  ['191', 'Panel Mount', 'Solder Cup'],
  ['190', 'Surface Mount', 'Solder'],
] as const;
const DSUB_N = [
  [9, '1 (DE, E)'],
  [15, '2 (DA, A)'],
  [25, '3 (DB, B)'],
  [37, '4 (DC, C)'],
  [50, '5 (DD, D)'],
] as const;
const norcomp = fam({
  key: 'norcomp-dsub',
  leaf: DSUB,
  mfr: 'norcomp',
  weight: 0,
  kind: 'conn',
  dimensions: [
    NORCOMP,
    DSUB_N,
    ['1', '2'] as const,
    ['03', '05', '13', '15', '23', '25', '33', '35', '43', '45', '53', '55'] as const,
    [
      'L001',
      'L002',
      'L021',
      'L022',
      'L031',
      'L032',
      'L041',
      'L042',
      'L051',
      'L052',
      'L501',
      'L502',
      'L521',
      'L522',
      'L541',
      'L542',
      'L601',
      'L602',
      'L621',
      'L622',
    ],
  ],
  make: ([[ser, mount, term], [pins, shell], gender, hw, opt]) => {
    const mpn = `${ser}-${pad(pins, 3)}-${gender}${hw}${opt}`;
    const male = gender === '1';
    return plainSpec(
      mpn,
      [tray(mpn, pins > 30 ? 30 : 60)],
      `CONN D-SUB ${male ? 'PLUG' : 'RCPT'} ${pins}POS ` +
        `${mount.includes('Right') ? 'R/A' : mount.startsWith('Panel') ? 'PANEL' : 'VERT'} ${term.toUpperCase()}`,
      {
        'Connector Type': male ? 'Plug, Male Pins' : 'Receptacle, Female Sockets',
        'Shell Size, Connector Layout': shell,
        'Number of Positions': String(pins),
        'Mounting Type': mount,
        Termination: term,
        'Contact Finish': hw[1] === '5' ? 'Gold, 15µin' : 'Gold Flash',
        'Flange Feature': opt.startsWith('L5') || opt.startsWith('L6') ? '#4-40 Threaded Inserts' : 'Board Lock',
        'Operating Temperature': tempRange(-55, 105),
      },
      0.8 + pins * 0.04 * (hw[1] === '5' ? 1.5 : 1),
      3 + pins * 0.25,
      `https://www.norcomp.net/rohs/${ser}.pdf`,
    );
  },
});
const DSUB3_FAMILIES: Family[] = [norcomp];

// ---------------------------------------------------------------------------------------------
// RJ45: Würth WR-MJ codes (61500 8 ... with LED, tab and shield fields) and Amphenol RJHSE-5xxx variants.
const RJ = 'rj45-modular-connectors';
const RJ_LED = [
  ['0', 'None'],
  ['1', 'Green, Yellow'],
  ['2', 'Green, Green'],
  ['3', 'Yellow, Yellow'],
  ['4', 'Green, Orange'],
  ['5', 'Bi-Color'],
] as const;
const rjConfig = fam({
  key: 'amphenol-rjhse-variants',
  leaf: RJ,
  mfr: 'amphenol',
  weight: 0,
  kind: 'conn',
  dimensions: [
    ['RJHSE-5', 'RJHSE-3', 'RJHSE-7', 'RJSSE-5', 'RJE3'] as const,
    ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const,
    RJ_LED,
    ['0', '1', '4', '5', 'A', 'B', 'E', 'F'] as const,
    ['', '1', '2', '4', '6', '8'] as const,
  ],
  make: ([pre, ports, [led, leds], tab, gang]) => {
    const mpn = `${pre}${ports}8${led}${tab}${gang ? `-${gang}` : ''}`;
    if (['RJHSE-5380', 'RJHSE-5381', 'RJHSE-5384'].includes(mpn)) return null;
    const pins = gang ? Number(gang) : 1;
    const up = ['4', '5', 'E', 'F'].includes(tab);
    const shielded = !pre.startsWith('RJSSE');
    return plainSpec(
      mpn,
      [tray(mpn, Math.max(10, Math.floor(100 / pins)))],
      `CONN JACK ${pins}PORT 10/100 BASE-T${leds === 'None' ? '' : ' LED'}`,
      {
        'Connector Type': 'RJ45',
        'Number of Positions/Contacts': '8p8c (RJ45, Ethernet)',
        'Number of Ports': String(pins),
        'Mounting Type': 'Through Hole',
        Orientation: '90° Angle (Right)',
        'Tab Direction': up ? 'Up' : 'Down',
        Shielding: shielded ? 'Shielded' : 'Unshielded',
        'LED Color': leds,
        Magnetics: 'None',
        Applications: '10/100 Base-T',
      },
      (1.2 + (leds === 'None' ? 0 : 0.35)) * pins,
      4 * pins,
      `https://cdn.amphenol-cs.com/media/wysiwyg/files/drawing/${pre.toLowerCase()}.pdf`,
    );
  },
});
const RJ3_FAMILIES: Family[] = [rjConfig];

// ---------------------------------------------------------------------------------------------
// FPC: Kyocera AVX 04-6xxx series (series, positions, contact and packaging fields) and TE 1-1734839-x style top/bottom contacts.
const FFC = 'ffc-and-fpc-connectors';
const AVX_FPC = [
  ['6288', 1, 'Top', range(4, 36)],
  ['6298', 0.5, 'Bottom', range(4, 60)],
  ['6240', 0.5, 'Dual', range(6, 60)],
  ['6227', 0.5, 'Top', range(6, 50)],
  ['6232', 0.3, 'Bottom', range(11, 61)],
  ['6809', 0.5, 'Bottom', range(6, 60)],
  ['6285', 1, 'Bottom', range(4, 30)],
  ['6292', 0.5, 'Top', range(6, 50)],
] as const;
const avxFpc = fam({
  key: 'kyocera-avx-fpc',
  leaf: FFC,
  mfr: 'kyocera-avx',
  weight: 0,
  kind: 'conn',
  dimensions: [
    AVX_FPC,
    range(4, 61),
    ['0', '1', '2', '3', '4', '5', '6'] as const,
    ['000', '001', '002'] as const,
    ['846', '829', '800'] as const,
  ],
  make: ([[ser, pitch, contact, ns], pins, ver, opt, pk]) => {
    if (!(ns as readonly number[]).includes(pins)) return null;
    const mpn = `04${ser}${ver}${pad(pins, 2)}${opt}${pk}+`;
    return plainSpec(
      mpn,
      [reel(mpn, pitch < 0.5 ? 3000 : 1500)],
      `CONN FFC RCPT ${pins}POS ${pitch}MM R/A`,
      {
        'Connector Type': 'FFC, FPC',
        Series: ser,
        'Number of Positions': String(pins),
        Pitch: `${pitch}mm`,
        'Mounting Type': 'Surface Mount',
        Orientation: 'Right Angle',
        'Contact Location': contact,
        'Operating Temperature': tempRange(-40, 85),
      },
      0.4 + pins * 0.03,
      0.02 + pins * pitch * 0.012,
      `https://www.kyocera-avx.com/docs/techinfo/Connectors/${ser}.pdf`,
    );
  },
});
const FFC3_FAMILIES: Family[] = [avxFpc];

// ---------------------------------------------------------------------------------------------
// Terminal blocks: On Shore OSTT/OSTV/ED series codes — series, positions, pitch and colour fields.
const TB = 'terminal-blocks';
const ONSHORE = [
  ['OSTT', '5.00', 'Wire to Board', 16, '90°'],
  ['OSTV', '5.00', 'Wire to Board', 16, '180°'],
  ['OSTOQ', '3.50', 'Wire to Board', 8, '90°'],
  ['OSTYK', '3.81', 'Wire to Board', 10, '90°'],
  ['OSTTE', '5.08', 'Wire to Board', 16, '90°'],
  ['OSTVN', '5.08', 'Wire to Board', 16, '180°'],
  ['OSTEN', '7.50', 'Wire to Board', 24, '90°'],
  ['OSTHM', '2.54', 'Wire to Board', 6, '90°'],
] as const;
const onShore = fam({
  key: 'onshore-terminal-blocks',
  leaf: TB,
  mfr: 'on-shore',
  weight: 0,
  kind: 'conn',
  dimensions: [
    ONSHORE,
    range(2, 24),
    ['0', '1', '2', '3'] as const,
    [
      ['1', 'Green'],
      ['3', 'Black'],
      ['5', 'Blue'],
      ['6', 'Gray'],
      ['7', 'Orange'],
      ['8', 'Red'],
    ] as const,
    ['', 'B', 'L', 'T', 'G', 'H'] as const,
  ],
  make: ([[ser, pitch, type, amps, entry], pins, style, [cc, colour], opt]) => {
    const mpn = `${ser}${pad(pins, 2)}${style}${cc}${opt}0`;
    const pitchMm = Number(pitch);
    return plainSpec(
      mpn,
      [bulk(mpn)],
      `TERM BLK ${pins}POS ${entry === '180°' ? 'TOP' : 'SIDE'} ENTRY ${pitch}MM`,
      {
        'Terminal Block Type': type,
        Series: ser,
        'Number of Positions': String(pins),
        Pitch: `${pitch}mm`,
        'Number of Levels': '1',
        'Wire Termination': style === '2' ? 'Push In' : 'Screw - Rising Cage Clamp',
        'Wire Entry Angle': entry === '90°' ? '90° (Right Angle)' : entry,
        Current: `${amps}A`,
        Voltage: pitchMm < 3 ? '150V' : '300V',
        Color: colour,
      },
      0.12 + 0.09 * pins * (pitchMm / 5),
      pitchMm * pins * 0.22,
      `https://www.on-shore.com/wp-content/uploads/${ser}.pdf`,
    );
  },
});
const TB3_FAMILIES: Family[] = [onShore];

export const CONN3 = { WTB3_FAMILIES, CRIMP3_FAMILIES, USB3_FAMILIES, DSUB3_FAMILIES, RJ3_FAMILIES, FFC3_FAMILIES, TB3_FAMILIES };

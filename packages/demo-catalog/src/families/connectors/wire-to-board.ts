// Wire-to-board and crimp housings, second wave: Samtec cable-mating strips (Tiger Eye TFM/T2M,
// Mini Mate IPL1/IPT1), Molex headers and housings with their variant suffixes (positions + two
// digits for plating, pegs and colour), and more JST series.
import { fam, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bulk, range, reel, reelOnly, tube } from '../packing-and-text';
import { boardSpec, SAMTEC_FINISH } from './capacity-helpers';

const WTB = 'wire-to-board-connectors';
const CRIMP = 'crimp-terminals-and-housings';

interface Cable {
  key: string;
  series: string;
  pitch: number;
  smd: boolean;
  perRow: number[];
  leads: readonly string[];
  plating: readonly string[];
  rows: readonly string[];
  opts: readonly string[];
  base: number;
  pin: number;
}

/** Samtec SERIES-1pp-ll-P-R[options]: shrouded or latching strips that take Samtec's cable assemblies. */
export function cableStrip(cable: Cable): Family {
  return fam({
    key: cable.key,
    leaf: WTB,
    mfr: 'samtec',
    weight: 0,
    kind: 'conn',
    dimensions: [cable.perRow, cable.leads, cable.plating, cable.rows, cable.opts],
    make: ([per, lead, plating, row, opt]) => {
      const rows = row.startsWith('D') ? 2 : 1;
      const pins = per * rows;
      const [finish, thick, pf] = SAMTEC_FINISH[plating] as [string, string, number];
      const mpn = `${cable.series}-1${pad(per, 2)}-${lead}-${plating}-${row}${opt}`;
      const variants: Variant[] = cable.smd
        ? [tube(mpn, Math.max(10, Math.floor(600 / pins))), reelOnly(`${mpn}-TR`, 250)]
        : [tube(mpn, Math.max(10, Math.floor(600 / pins)))];
      return boardSpec(
        {
          type: 'Header, Shrouded',
          series: cable.series,
          n: pins,
          rows,
          pitch: cable.pitch,
          smd: cable.smd,
          ra: opt.includes('RA'),
          finish,
          thick,
          amps: cable.pitch > 1.5 ? 3.4 : 2.2,
          volts: 250,
          lo: -55,
          hi: 125,
        },
        mpn,
        variants,
        (cable.base + cable.pin * pins * pf) * (opt.includes('LC') ? 1.25 : 1),
        `https://www.samtec.com/products/${cable.series.toLowerCase()}`,
        0.05,
      );
    },
  });
}

const samtecCable: Family[] = [
  cableStrip({
    key: 'samtec-tfm',
    series: 'TFM',
    pitch: 1.27,
    smd: true,
    perRow: range(2, 50),
    leads: ['01', '02', '03', '04', '05', '06', '07', '08', '09'],
    plating: ['L', 'S', 'H'],
    rows: ['D'],
    opts: ['', '-A', '-K', '-A-K', '-LC', '-A-LC', '-K-LC', '-A-K-LC'],
    base: 1.1,
    pin: 0.06,
  }),
  cableStrip({
    key: 'samtec-t2m',
    series: 'T2M',
    pitch: 2,
    smd: true,
    perRow: range(2, 30),
    leads: ['01', '02', '03', '04', '05'],
    plating: ['L', 'S', 'H'],
    rows: ['S', 'D'],
    opts: ['', '-A', '-K', '-A-K', '-LC', '-A-LC'],
    base: 1.2,
    pin: 0.07,
  }),
  cableStrip({
    key: 'samtec-ipl1',
    series: 'IPL1',
    pitch: 2,
    smd: false,
    perRow: range(2, 50),
    leads: ['01', '02', '03', '04'],
    plating: ['L', 'S', 'T'],
    rows: ['D'],
    opts: ['', '-K', '-RA', '-RA-K', '-FR', '-K-FR'],
    base: 0.9,
    pin: 0.08,
  }),
  cableStrip({
    key: 'samtec-ipt1',
    series: 'IPT1',
    pitch: 2,
    smd: false,
    perRow: range(2, 50),
    leads: ['01', '02', '03', '04'],
    plating: ['L', 'S', 'T'],
    rows: ['D'],
    opts: ['', '-K', '-RA', '-RA-K', '-P', '-K-P'],
    base: 0.95,
    pin: 0.08,
  }),
];

// Molex: series-ppvv, pp positions, vv the variant (plating thickness, pegs, colour, packaging).
// [series, name, pitch, rows, positions, variant codes, SMT, right angle, amps, housing]
type MolexRow = [string, string, number, number, number[], string[], boolean, boolean, number, boolean];
const EVEN = (from: number, to: number) => range(from, to, 2);
const MOLEX: MolexRow[] = [
  [
    '43045',
    'Micro-Fit 3.0',
    3,
    2,
    EVEN(2, 24),
    ['01', '02', '03', '04', '08', '09', '10', '13', '14', '15', '16', '18', '20', '21', '22', '24', '26', '28'],
    false,
    true,
    5,
    false,
  ],
  ['43650', 'Micro-Fit 3.0', 3, 1, range(2, 12), ['01', '02', '03', '04', '05', '08', '09', '10', '11', '13'], false, false, 5, false],
  ['44764', 'Micro-Fit 3.0', 3, 2, EVEN(2, 24), ['01', '02', '03', '11'], true, false, 5, false],
  ['105309', 'Nano-Fit', 2.5, 1, range(2, 8), ['11', '12', '21', '22'], false, false, 6.5, false],
  ['105310', 'Nano-Fit', 2.5, 2, EVEN(4, 16), ['11', '12', '21', '22'], false, false, 6.5, false],
  ['105313', 'Nano-Fit', 2.5, 1, range(2, 8), ['11', '12', '21', '22'], false, true, 6.5, false],
  ['105314', 'Nano-Fit', 2.5, 2, EVEN(4, 16), ['11', '12', '21', '22'], false, true, 6.5, false],
  ['53047', 'PicoBlade', 1.25, 1, range(2, 15), ['11', '19', '20', '30'], false, false, 1, false],
  ['53048', 'PicoBlade', 1.25, 1, range(2, 15), ['11', '19', '20', '30'], false, true, 1, false],
  ['53261', 'PicoBlade', 1.25, 1, range(2, 15), ['91', '98', '72'], true, true, 1, false],
  ['53398', 'PicoBlade', 1.25, 1, range(2, 15), ['91', '98', '72'], true, false, 1, false],
  ['505567', 'Micro-Lock Plus', 1.25, 1, range(2, 16), ['71', '81', '31'], true, true, 2.5, false],
  ['505568', 'Micro-Lock Plus', 1.25, 2, EVEN(4, 40), ['71', '81', '31'], true, true, 2.5, false],
  ['503763', 'Pico-Lock', 1, 1, range(2, 15), ['91', '01'], true, true, 1.5, false],
  ['504050', 'Pico-Lock', 1.5, 1, range(2, 15), ['91', '01'], true, true, 2, false],
  ['172298', 'Ultra-Fit', 3.5, 2, EVEN(4, 16), ['11', '12', '21', '22'], false, false, 14, false],
  ['172287', 'Ultra-Fit', 3.5, 1, range(2, 8), ['11', '12', '21', '22'], false, true, 14, false],
  ['502382', 'CLIK-Mate', 1.25, 1, range(2, 15), ['71', '80', '91'], true, false, 2, false],
  ['502386', 'CLIK-Mate', 1.25, 1, range(2, 15), ['71', '80', '91'], true, true, 2, false],
  ['505405', 'CLIK-Mate', 1.5, 1, range(2, 15), ['70', '71', '91'], true, true, 2.5, false],
  ['70543', 'SL', 2.54, 1, range(2, 25), ['00', '01', '02', '03', '04', '36', '37', '38'], false, false, 3, false],
  ['70553', 'SL', 2.54, 1, range(2, 25), ['00', '01', '02', '03', '04', '36', '37', '38'], false, true, 3, false],
  ['87831', 'Milli-Grid', 2, 2, EVEN(4, 50), ['20', '21', '28', '29'], false, false, 2, false],
  ['87833', 'Milli-Grid', 2, 2, EVEN(4, 50), ['20', '21', '28', '29', '31', '38'], false, true, 2, false],
  ['51021', 'PicoBlade', 1.25, 1, range(2, 15), ['01', '02', '03'], false, false, 1, true],
  ['43025', 'Micro-Fit 3.0', 3, 2, EVEN(2, 24), ['01', '02', '03', '04', '08', '09', '10', '11', '12'], false, false, 5, true],
  ['43645', 'Micro-Fit 3.0', 3, 1, range(2, 12), ['01', '02', '03', '04', '08', '09'], false, false, 5, true],
  ['105307', 'Nano-Fit', 2.5, 2, EVEN(4, 16), ['11', '12', '21', '22'], false, false, 6.5, true],
  ['105308', 'Nano-Fit', 2.5, 1, range(2, 8), ['11', '12', '21', '22'], false, false, 6.5, true],
  ['505565', 'Micro-Lock Plus', 1.25, 1, range(2, 16), ['01', '02', '03', '11'], false, false, 2.5, true],
  ['505570', 'Micro-Lock Plus', 1.25, 2, EVEN(4, 40), ['01', '02', '03', '11'], false, false, 2.5, true],
  ['503764', 'Pico-Lock', 1, 1, range(2, 15), ['01', '02'], false, false, 1.5, true],
  ['172256', 'Ultra-Fit', 3.5, 2, EVEN(4, 16), ['11', '12', '21', '22'], false, false, 14, true],
  ['502578', 'CLIK-Mate', 1.5, 1, range(2, 15), ['00', '01', '02'], false, false, 2.5, true],
  ['502351', 'CLIK-Mate', 2, 1, range(2, 15), ['00', '01', '02'], false, false, 3, true],
  ['51110', 'Milli-Grid', 2, 2, EVEN(4, 50), ['50', '51', '56', '60'], false, false, 2, true],
];

// Codes the first-wave Molex families already use (43045-pp00/pp12 headers, 43025-pp00 housings…).
const MOLEX_TAKEN = new Set([
  '43045-12',
  '43045-00',
  '43650-00',
  '53047-10',
  '53048-10',
  '53398-71',
  '53261-71',
  '502382-70',
  '502386-70',
  '51021-00',
  '43025-00',
  '43645-00',
]);

function molexFamily(key: string, housing: boolean): Family {
  return fam({
    key,
    leaf: housing ? CRIMP : WTB,
    mfr: 'molex',
    weight: 0,
    kind: 'conn',
    dimensions: [
      MOLEX.filter((molexRow) => molexRow[9] === housing),
      range(2, 50),
      [
        '00',
        '01',
        '02',
        '03',
        '04',
        '05',
        '08',
        '09',
        '10',
        '11',
        '12',
        '13',
        '14',
        '15',
        '16',
        '18',
        '19',
        '20',
        '21',
        '22',
        '24',
        '26',
        '28',
        '29',
        '30',
        '31',
        '36',
        '37',
        '38',
        '50',
        '51',
        '56',
        '60',
        '70',
        '71',
        '72',
        '80',
        '81',
        '91',
        '98',
      ],
    ],
    make: ([[ser, name, pitch, rows, ns, codes, smd, ra, amps], pins, vv]) => {
      if (!ns.includes(pins) || !codes.includes(vv) || MOLEX_TAKEN.has(`${ser}-${vv}`)) return null;
      const mpn = `${ser}-${pad(pins, 2)}${vv}`;
      const gold = ['02', '03', '12', '14', '21', '22', '29', '38', '81'].includes(vv);
      const variants: Variant[] = smd ? [reel(mpn, pitch < 2 ? 1000 : 500)] : housing ? [bulk(mpn)] : [tube(mpn, pitch > 2.5 ? 40 : 100)];
      const spec = boardSpec(
        {
          type: housing ? 'Receptacle, Housing' : 'Header, Shrouded',
          series: name,
          n: pins,
          rows,
          pitch,
          smd,
          ra,
          finish: housing ? '-' : gold ? 'Gold' : 'Tin',
          thick: housing ? undefined : gold ? '15.0µin (0.38µm)' : undefined,
          amps,
          volts: amps > 5 ? 600 : 250,
          lo: -40,
          hi: 105,
        },
        mpn,
        variants,
        (housing ? 0.08 + 0.02 * pins : 0.3 + 0.06 * pins) * (gold ? 1.5 : 1),
        `https://www.molex.com/pdm_docs/sd/${mpn.replace(/-/g, '')}_sd.pdf`,
        housing ? 0.02 * pitch : 0.03 * pitch,
      );
      return housing ? { ...spec, description: `CONN HOUSING ${pins}POS ${pitch}MM ${name.toUpperCase()}` } : spec;
    },
  });
}

// JST series the first wave does not carry: [code for n, series, pitch, rows, SMT, right angle, positions].
const LF_SN = '(LF)(SN)';
type JstRow = [(n: number) => string, string, number, number, boolean, boolean, number[]];
const JST_HDR: JstRow[] = [
  [(pins) => `B${pins}B-PASK-1${LF_SN}`, 'PA', 2, 1, false, false, range(2, 14)],
  [(pins) => `S${pins}B-PASK-2${LF_SN}`, 'PA', 2, 1, false, true, range(2, 14)],
  [(pins) => `B${pins}B-XASK-1${LF_SN}`, 'XA', 2.5, 1, false, false, range(2, 20)],
  [(pins) => `S${pins}B-XASK-1${LF_SN}`, 'XA', 2.5, 1, false, true, range(2, 20)],
  [(pins) => `B${pins}B-ZESK-1D${LF_SN}`, 'ZE', 1.5, 1, false, false, range(2, 16)],
  [(pins) => `S${pins}B-ZESK-2D${LF_SN}`, 'ZE', 1.5, 1, false, true, range(2, 16)],
  [(pins) => `BM${pad(pins, 2)}B-SURS-TF${LF_SN}`, 'SUR', 0.8, 1, true, false, range(2, 20)],
  [(pins) => `SM${pad(pins, 2)}B-SURS-TF${LF_SN}`, 'SUR', 0.8, 1, true, true, range(2, 20)],
  [(pins) => `BM${pad(pins, 2)}B-ACHSS-GAN-TF${LF_SN}`, 'ACH', 1.2, 1, true, false, range(2, 8)],
  [(pins) => `SM${pad(pins, 2)}B-ACHSS-GAN-ETF${LF_SN}`, 'ACH', 1.2, 1, true, true, range(2, 8)],
  [(pins) => `BM${pad(pins, 2)}B-NSHSS-TBT${LF_SN}`, 'NSH', 1, 1, true, false, range(2, 15)],
  [(pins) => `SM${pad(pins, 2)}B-NSHSS-TB${LF_SN}`, 'NSH', 1, 1, true, true, range(2, 15)],
  [(pins) => `SM${pad(pins, 2)}B-SHLS-TF${LF_SN}`, 'SHL', 1, 1, true, true, range(2, 30)],
  [(pins) => `B${pad(pins * 2, 2)}B-PUDSS${LF_SN}`, 'PUD', 2, 2, false, false, range(4, 20)],
  [(pins) => `S${pad(pins * 2, 2)}B-PUDSS-1${LF_SN}`, 'PUD', 2, 2, false, true, range(4, 20)],
  [(pins) => `B${pins}B-EH-A${LF_SN}`, 'EH', 2.5, 1, false, false, []],
  [(pins) => `S${pins}B-XH-SM4-TB${LF_SN}`, 'XH', 2.5, 1, true, true, range(13, 20)],
  [(pins) => `B${pins}B-XH-AM${LF_SN}`, 'XH', 2.5, 1, false, false, range(2, 16)],
  [(pins) => `B${pins}B-PH-K-R${LF_SN}`, 'PH', 2, 1, false, false, range(2, 16)],
  [(pins) => `B${pins}B-PH-K-Y${LF_SN}`, 'PH', 2, 1, false, false, range(2, 16)],
  [(pins) => `B${pins}B-VH-B${LF_SN}`, 'VH', 3.96, 1, false, false, range(2, 11)],
  [(pins) => `B${pins}PS-VH-1${LF_SN}`, 'VH', 3.96, 1, false, true, range(2, 11)],
];
const jstHeaders = fam({
  key: 'jst-wtb-more',
  leaf: WTB,
  mfr: 'jst',
  weight: 0,
  kind: 'conn',
  dimensions: [JST_HDR.filter((jstRow) => jstRow[6].length > 0), range(2, 30)],
  make: ([[code, series, pitch, rows, smd, ra, ns], reelCode]) => {
    if (!ns.includes(reelCode)) return null;
    const mpn = code(reelCode);
    const pins = series === 'PUD' ? reelCode * 2 : reelCode;
    return boardSpec(
      {
        type: 'Header, Shrouded',
        series,
        n: pins,
        rows,
        pitch,
        smd,
        ra,
        finish: 'Tin',
        amps: pitch >= 2.5 ? 3 : pitch >= 1.2 ? 2 : 1,
        volts: pitch >= 2 ? 250 : 50,
        lo: -25,
        hi: 85,
      },
      mpn,
      smd ? [reel(mpn, 2000)] : [bulk(mpn)],
      (smd ? 0.25 : 0.08) + pins * 0.028,
      `https://www.jst-mfg.com/product/pdf/eng/e${series}.pdf`,
      0.03 * pitch,
    );
  },
});
const jstHousings = fam({
  key: 'jst-housings-more',
  leaf: CRIMP,
  mfr: 'jst',
  weight: 0,
  kind: 'conn',
  dimensions: [
    [
      ['PAP-', 'PA', 2, range(2, 14), ''],
      ['XAP-', 'XA', 2.5, range(2, 20), '-V'],
      ['ZER-', 'ZE', 1.5, range(2, 16), 'V-S'],
      ['SURS-', 'SUR', 0.8, range(2, 20), '-B'],
      ['NSHR-', 'NSH', 1, range(2, 15), 'V-S'],
      ['SHLP-', 'SHL', 1, range(2, 30), 'V-S-B'],
      ['PUDP-', 'PUD', 2, range(8, 40, 2), 'V-S'],
      ['EHR-', 'EH', 2.5, range(2, 15), ''],
      ['ACHR-', 'ACH', 1.2, range(2, 8), ''],
    ] as const,
    range(2, 40),
  ],
  make: ([[pre, series, pitch, ns, suf], pins]) => {
    if (!ns.includes(pins)) return null;
    const mpn =
      series === 'EH' || series === 'PA' || series === 'ACH'
        ? `${pre}${pad(pins, pre === 'PAP-' ? 2 : 1)}${suf}`
        : `${pre}${pad(pins, 2)}${suf}`;
    return boardSpec(
      {
        type: 'Receptacle, Housing',
        series,
        n: pins,
        rows: series === 'PUD' ? 2 : 1,
        pitch,
        smd: false,
        ra: false,
        finish: '-',
        lo: -25,
        hi: 85,
      },
      mpn,
      [bulk(mpn)],
      0.05 + pins * 0.014,
      `https://www.jst-mfg.com/product/pdf/eng/e${series}.pdf`,
      0.015 * pitch,
    );
  },
});

export const WTB2_FAMILIES: Family[] = [...samtecCable, molexFamily('molex-wtb-variants', false), jstHeaders];
export const CRIMP2_FAMILIES: Family[] = [molexFamily('molex-housing-variants', true), jstHousings];

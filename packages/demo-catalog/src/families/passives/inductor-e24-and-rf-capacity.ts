// Third pass of inductor capacity. Power inductors: the first- and second-pass series over the E24
// values between their E6 / E12 steps (same codes, same footprints). RF inductors, ferrite beads and
// common-mode chokes: the makers' other series, tolerances and grades in their own ordering codes.
// Every family continues a first-pass family of the same leaf (Family.after), of the same maker
// where there is one, so the parts made before that family runs out stay where they were.
import { fam, withMoreValues, type Family, type Variant } from '../family';
import { reel as reelOf } from '../packing-and-text';
import { E12, E24, E6, chipPackage, ind, indSeries, pad, sig, type ChipSize, type Ind } from '../values';
import { INDUCTOR_FAMILIES, RF_TYPE_WORD } from './inductors';
import { IND_PASS2, coilcraft, fp, pwr, reel as pwrReel, wurth } from './power-inductor-capacity';

const reel13 = (mpn: string, qty: number): Variant => ({ mpn, pack: 'reel-only', qty });

// ---------------------------------------------------------------------------------------------
// Power inductors: E24 values the E6 (first pass) and E12 (second pass) lists skip.

const PWR = 'power-inductors';
const notIn = (list: readonly Ind[], from: readonly Ind[]) => {
  const have = new Set(from.map((inductance) => inductance.nh));
  const lo = Math.min(...from.map((inductance) => inductance.nh));
  const hi = Math.max(...from.map((inductance) => inductance.nh));
  return list.filter((inductance) => !have.has(inductance.nh) && inductance.nh >= lo && inductance.nh <= hi);
};
const E24_PWR = indSeries(E24, 2, 6).filter((inductance) => inductance.nh <= 1e6);
/** Series neither earlier pass has, over E12 values (their E24 steps follow in pwrMore). */
const pwrNew: Family[] = [
  pwr(
    'wurth-we-pd-m',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-PD',
    [
      fp('89', 7.3, 7.3, 3.2, 470),
      fp('79', 12, 12, 6, 1000),
      fp('71', 12, 12, 4.5, 1000),
      fp('73', 4.8, 4.8, 1.8, 68),
      fp('75', 5.8, 5.8, 2.8, 220),
      fp('76', 7.3, 7.3, 4.5, 1000),
    ],
    'Shielded',
    0.8,
    wurth('74477'),
    'https://www.we-online.com/components/products/datasheet/WE-PD.pdf',
  ),
  pwr(
    'wurth-we-pd2',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-PD2',
    [fp('2', 5.2, 5.8, 4.5, 470), fp('3', 7.8, 7, 5, 1000), fp('4', 10, 9, 5.4, 1000)],
    'Unshielded',
    0.5,
    wurth('74477'),
    'https://www.we-online.com/components/products/datasheet/WE-PD2.pdf',
  ),
  pwr(
    'wurth-we-hci',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-HCI',
    [
      fp('5040', 5, 5, 4, 22),
      fp('7030', 7, 7, 3, 33),
      fp('7050', 7, 7, 5, 47),
      fp('1030', 10, 10, 3, 68),
      fp('1040', 10, 10, 4, 100),
      fp('1050', 10, 10, 5, 150),
      fp('1365', 13, 13, 6.5, 220),
    ],
    'Shielded',
    1.2,
    wurth('7443'),
    'https://www.we-online.com/components/products/datasheet/WE-HCI.pdf',
  ),
  pwr(
    'coilcraft-ser',
    'coilcraft',
    'coilcraft-xal',
    'SER',
    [
      fp('1360', 13.5, 12.7, 6, 22),
      fp('1390', 13.5, 12.7, 9, 33),
      fp('2010', 22, 20, 10, 33),
      fp('2013', 22, 20, 13, 47),
      fp('2211', 22, 22, 11, 47),
      fp('2915', 30.5, 29, 15, 47),
    ],
    'Shielded',
    3,
    coilcraft('SER', 'ME'),
    'https://www.coilcraft.com/getmedia/ser2010.pdf',
  ),
  pwr(
    'coilcraft-mss-more',
    'coilcraft',
    'coilcraft-xfl',
    'MSS',
    [
      fp('4020', 3.9, 3.9, 2, 47),
      fp('5020', 5, 5, 2, 68),
      fp('6020', 6, 6, 2, 100),
      fp('7320', 7.3, 7.3, 2, 150),
      fp('7332', 7.3, 7.3, 3.2, 220),
      fp('1514', 15, 15, 14, 1000),
    ],
    'Shielded',
    0.9,
    (footprint, inductance) => {
      const body = `MSS${footprint.code}-${inductance.nh3}ML`;
      return [body, [pwrReel(`${body}B`, footprint)]];
    },
    'https://www.coilcraft.com/getmedia/mss7341.pdf',
  ),
  pwr(
    'tdk-slf',
    'tdk',
    'tdk-spm',
    'SLF',
    [
      fp('6025', 6, 6, 2.5, 220),
      fp('6028', 6, 6, 2.8, 330),
      fp('6045', 6, 6, 4.5, 470),
      fp('7032', 7, 7, 3.2, 470),
      fp('7045', 7, 7, 4.5, 1000),
      fp('10145', 10, 10, 4.5, 1000),
      fp('12555', 12.5, 12.5, 5.5, 1000),
      fp('12575', 12.5, 12.5, 7.5, 1000),
    ],
    'Shielded',
    0.4,
    (footprint, inductance) => {
      const mpn = `SLF${footprint.code}T-${inductance.uh3}M`;
      return [mpn, [pwrReel(`${mpn}-PF`, footprint)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_slf7045_en.pdf',
  ),
  pwr(
    'tdk-tfm',
    'tdk',
    'tdk-spm',
    'TFM',
    [
      fp('160808ALC', 1.6, 0.8, 0.8, 2.2),
      fp('201610ALM', 2, 1.6, 1, 4.7),
      fp('201612ALM', 2, 1.6, 1.2, 6.8),
      fp('252010ALM', 2.5, 2, 1, 6.8),
      fp('252012ALM', 2.5, 2, 1.2, 10),
      fp('322512ALM', 3.2, 2.5, 1.2, 15),
    ],
    'Shielded',
    0.2,
    (footprint, inductance) => {
      const mpn = `TFM${footprint.code}A${inductance.uh3}MTAA`;
      return [mpn, [pwrReel(mpn, footprint)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_tfm201610alm_en.pdf',
  ),
  pwr(
    'sumida-cdmc',
    'sumida',
    'sumida-cdrh',
    'CDMC',
    [
      fp('6D28', 7.25, 6.6, 3, 22),
      fp('8D28', 8.5, 8, 3, 47),
      fp('8D43', 8.5, 8, 4.5, 68),
      fp('10D38', 10.7, 10, 4, 100),
      fp('12D38', 12.7, 12, 4, 150),
    ],
    'Shielded',
    0.7,
    (footprint, inductance) => {
      const body = `CDMC${footprint.code}NP-${inductance.uh3}M`;
      return [body, [pwrReel(`${body}C`, footprint)]];
    },
    'https://products.sumida.com/products/pdf/CDMC.pdf',
  ),
  pwr(
    'murata-fdsd',
    'murata',
    'murata-lqh',
    'FDSD',
    [
      fp('0415-H', 4.2, 4.2, 1.5, 10),
      fp('0420-H', 4.2, 4.2, 2, 15),
      fp('0518-H', 5, 5, 1.8, 22),
      fp('0630-H', 6.7, 6.7, 3, 47),
      fp('0630-D', 6.7, 6.7, 3, 47),
      fp('1040-H', 10.4, 10.4, 4, 100),
    ],
    'Shielded',
    0.5,
    (footprint, inductance) => {
      const body = `FDSD${footprint.code}-${inductance.uh3}M`;
      return [body, [pwrReel(`${body}=P3`, footprint)]];
    },
    'https://www.murata.com/products/productdata/8796836626462/FDSD0630.pdf',
  ),
  pwr(
    'vishay-ihle',
    'vishay-dale',
    'bourns-srr',
    'IHLE',
    [
      fp('2525CD', 6.9, 6.9, 3, 47),
      fp('2525EZ', 6.9, 6.9, 5, 100),
      fp('3232DD', 8.9, 8.9, 4, 150),
      fp('4040DD', 11, 11, 4, 220),
      fp('5050EZ', 13.5, 13.5, 5, 330),
    ],
    'Shielded',
    1.1,
    (footprint, inductance) => {
      const body = `IHLE${footprint.code}ER${inductance.uh3}M01`;
      return [body, [pwrReel(body, footprint)]];
    },
    'https://www.vishay.com/docs/34376/ihle2525cd01.pdf',
  ),
  pwr(
    'bourns-srr-more',
    'bourns',
    'bourns-srr',
    'SRR',
    [
      fp('0603', 6, 6, 3, 100),
      fp('0735', 7, 7, 3.5, 220),
      fp('1105', 11, 11, 5, 1000),
      fp('1210', 12.5, 12.5, 10, 1000),
      fp('3818', 3.8, 3.8, 1.8, 47),
      fp('4013', 4.8, 4.8, 1.3, 47),
      fp('6038', 6, 6, 3.8, 220),
      fp('7032', 7, 7, 3.2, 330),
    ],
    'Shielded',
    0.6,
    (footprint, inductance) => {
      const mpn = `SRR${footprint.code}-${inductance.uh3}M`;
      return [mpn, [pwrReel(mpn, footprint)]];
    },
    'https://www.bourns.com/docs/Product-Datasheets/SRR1005.pdf',
  ),
];
const pwrMore: Family[] = [...INDUCTOR_FAMILIES, ...IND_PASS2, ...pwrNew]
  .filter((family) => family.leaf === PWR)
  .map((family) => withMoreValues(family, 1, notIn(E24_PWR, family.dimensions[1] as readonly Ind[]), `${family.key}-e24`));

// ---------------------------------------------------------------------------------------------
// RF inductors: 1.0–9.9 nH in 0.1 nH steps (thin-film and wirewound chips) or E24 steps, and E24
// from 10 nH to 1 µH.

const RF = 'rf-inductors';
const FINE = Array.from({ length: 90 }, (_, index) => ind(10 + index, 0));
const E24_SET = new Set<number>(E24);
const E12_NH = new Set(
  indSeries(E12, 0, 2)
    .map((inductance) => inductance.nh)
    .concat([1000]),
);
const RF_VALUES = [...FINE, ...indSeries(E24, 1, 2), ind(10, 3)];
const TOL_TEXT: Record<string, string> = { B: '±0.1nH', C: '±0.2nH', S: '±0.3nH', D: '±0.5nH', G: '±2%', H: '±3%', J: '±5%', K: '±10%' };

interface RfType {
  size: ChipSize;
  code: string;
  type: 'Multilayer' | 'Wirewound' | 'Thin Film';
  minNh: number;
  maxNh: number;
  /** Whether values below 10 nH come in 0.1 nH steps (else E24). */
  fine: boolean;
  low: readonly string[];
  high: readonly string[];
  q: number;
  srfK: number;
}
const rt = (
  size: ChipSize,
  code: string,
  type: RfType['type'],
  minNh: number,
  maxNh: number,
  fine: boolean,
  low: string,
  high: string,
  qFactor: number,
  srfK: number,
): RfType => ({ size, code, type, minNh, maxNh, fine, low: [...low], high: [...high], q: qFactor, srfK });
const TOLS = ['B', 'C', 'S', 'D', 'G', 'H', 'J', 'K'] as const;
const rfGrams = (chipSize: ChipSize) =>
  chipSize === '01005' ? 0.0001 : chipSize === '0201' ? 0.0002 : chipSize === '0402' ? 0.0008 : chipSize === '0603' ? 0.003 : 0.008;
const rfReel = (chipSize: ChipSize) =>
  chipSize === '01005' ? 20000 : chipSize === '0201' ? 15000 : chipSize === '0402' ? 10000 : chipSize === '0603' ? 4000 : 3000;

function rf(
  key: string,
  mfr: string,
  after: string,
  series: string,
  types: RfType[],
  code: (t: RfType, l: Ind, tol: string) => [string, Variant[]] | null,
  ds: string,
  price: number,
): Family {
  return fam({
    key,
    leaf: RF,
    mfr,
    weight: 0,
    kind: 'chip',
    after,
    dimensions: [types, RF_VALUES, TOLS],
    make: ([rfType, inductance, tol]) => {
      if (inductance.nh < rfType.minNh || inductance.nh > rfType.maxNh) return null;
      const lowValue = inductance.nh < 10;
      if (lowValue && !rfType.fine && !E24_SET.has(Math.round(inductance.nh * 100))) return null;
      if (!(lowValue ? rfType.low : rfType.high).includes(tol)) return null;
      const ordering = code(rfType, inductance, tol);
      if (!ordering) return null;
      const srf = rfType.srfK / Math.sqrt(inductance.nh);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `FIXED IND ${inductance.desc} ${rfType.size} ${RF_TYPE_WORD[rfType.type] ?? 'ML'}`,
        parameters: {
          Series: series,
          Inductance: inductance.disp,
          Tolerance: TOL_TEXT[tol] as string,
          'Current Rating (Amps)': `${Math.max(50, Math.round(900 / Math.sqrt(inductance.nh) / 10) * 10)} mA`,
          'DC Resistance (DCR)': `${sig(0.05 + inductance.nh * 0.012)} Ohm`,
          'Q @ Freq': `${rfType.q} @ ${inductance.nh < 100 ? 500 : 100}MHz`,
          'Frequency - Self Resonant': srf >= 1 ? `${sig(srf)} GHz` : `${Math.round(srf * 1000)} MHz`,
          Type: rfType.type,
          'Package / Case': chipPackage(rfType.size),
          'Operating Temperature': '-55°C ~ 125°C',
        },
        price: price * (rfType.type === 'Wirewound' ? 2.2 : rfType.type === 'Thin Film' ? 1.8 : 1) * (tol === 'B' || tol === 'G' ? 1.3 : 1),
        grams: rfGrams(rfType.size),
        datasheetUrl: ds,
      };
    },
  });
}
/** First-pass rows (E12 values in the first-pass tolerances) a continuation of the same code skips. */
const firstPass = (codes: string[], tols: string) => (rfType: RfType, inductance: Ind, tol: string) =>
  codes.includes(rfType.code) && tols.includes(tol) && E12_NH.has(inductance.nh);

const murataFirst = firstPass(['LQG15HS', 'LQG18HN', 'LQW15AN', 'LQW18AN'], 'SGJ');
const coilcraftFirst = firstPass(['0402CS', '0603CS', '0805CS'], 'BGJ');
const tdkFirst = firstPass(['MLG0603S', 'MLG1005S', 'MHQ1005P'], 'CHJ');
const tyFirst = firstPass(['HK0603', 'HK1005', 'HK1608'], 'SJK');

const rfFamilies: Family[] = [
  // Murata: series + value (1N0, 10N, R10) + tolerance + 02 (multilayer, thin film) / 00 or 80 (wirewound) + D (paper reel).
  rf(
    'murata-lq-more',
    'murata',
    'murata-lq',
    'LQG/LQW/LQP',
    [
      rt('0402', 'LQG15HS', 'Multilayer', 1, 270, false, 'BCS', 'HJ', 8, 60),
      rt('0402', 'LQG15HN', 'Multilayer', 1, 270, false, 'BCS', 'HJ', 8, 60),
      rt('0603', 'LQG18HN', 'Multilayer', 1, 470, false, 'BCS', 'HJ', 10, 70),
      rt('0201', 'LQP03TN', 'Thin Film', 1, 120, true, 'BCS', 'HJ', 12, 70),
      rt('0201', 'LQP03HQ', 'Thin Film', 1, 47, true, 'BCS', 'HJ', 20, 75),
      rt('01005', 'LQP02TN', 'Thin Film', 1, 27, true, 'BCS', 'HJ', 10, 65),
      rt('01005', 'LQP02HQ', 'Thin Film', 1, 15, true, 'BCS', 'HJ', 16, 70),
      rt('0402', 'LQW15AN', 'Wirewound', 1, 180, false, 'BCD', 'GHJ', 30, 80),
      rt('0603', 'LQW18AN', 'Wirewound', 2.2, 470, false, 'BCD', 'GHJ', 35, 90),
      rt('0402', 'LQW04AN', 'Wirewound', 1, 100, false, 'BCD', 'GHJ', 30, 80),
    ],
    (rfType, inductance, tol) => {
      if (murataFirst(rfType, inductance, tol)) return null;
      const body = `${rfType.code}${inductance.rf}${tol}${rfType.type === 'Wirewound' ? '00' : '02'}`;
      const small = rfType.size === '01005' || rfType.size === '0201';
      return [
        body,
        [
          reelOf(`${body}D`, small ? 15000 : rfType.size === '0603' ? 4000 : 10000),
          reel13(`${body}J`, small ? 50000 : rfType.size === '0603' ? 15000 : 50000),
        ],
      ];
    },
    'https://www.murata.com/products/productdata/8796761554974/ENFA0005.pdf',
    0.1,
  ),
  // Coilcraft: size + series + '-' + value + X + tolerance + L (termination) + W (7" reel) / U (13" reel) handled as reels.
  rf(
    'coilcraft-cs-more',
    'coilcraft',
    'coilcraft-cs',
    'CS/HP/HL/DC',
    [
      rt('0402', '0402CS', 'Wirewound', 1, 120, false, 'GJ', 'GJ', 40, 85),
      rt('0603', '0603CS', 'Wirewound', 1.6, 1000, false, 'GJ', 'GJ', 45, 95),
      rt('0805', '0805CS', 'Wirewound', 2.2, 1000, false, 'GJ', 'GJ', 50, 100),
      rt('0201', '0201HL', 'Wirewound', 1, 47, false, 'GJ', 'GJ', 30, 80),
      rt('0402', '0402HP', 'Wirewound', 1, 120, false, 'GJ', 'GJ', 50, 90),
      rt('0603', '0603HP', 'Wirewound', 1.6, 470, false, 'GJ', 'GJ', 55, 95),
      rt('0402', '0402DC', 'Wirewound', 1, 120, false, 'GJ', 'GJ', 45, 85),
      rt('0603', '0603DC', 'Wirewound', 2.2, 560, false, 'GJ', 'GJ', 50, 95),
    ],
    (rfType, inductance, tol) => {
      if (coilcraftFirst(rfType, inductance, tol)) return null;
      const body = `${rfType.code}-${inductance.rf}X${tol}L`;
      return [body, [reelOf(`${body}W`, 2000), reel13(`${body}U`, 8000)]];
    },
    'https://www.coilcraft.com/getmedia/0402hp.pdf',
    0.3,
  ),
  // TDK: series + size + type letter + value + tolerance + T000 (paper reel).
  rf(
    'tdk-mlg-more',
    'tdk',
    'tdk-mlg',
    'MLG/MLK/MHQ',
    [
      rt('0201', 'MLG0603S', 'Multilayer', 1, 100, false, 'BCS', 'HJ', 8, 60),
      rt('0402', 'MLG1005S', 'Multilayer', 1, 270, false, 'BCS', 'HJ', 9, 65),
      rt('0402', 'MHQ1005P', 'Thin Film', 1, 100, true, 'BCS', 'HJ', 15, 75),
      rt('0201', 'MHQ0603P', 'Thin Film', 1, 56, true, 'BCS', 'HJ', 13, 70),
      rt('01005', 'MLG0402Q', 'Multilayer', 1, 39, false, 'BCS', 'HJ', 9, 62),
      rt('0402', 'MLK1005S', 'Multilayer', 1, 270, false, 'S', 'J', 8, 55),
      rt('0603', 'MLK1608S', 'Multilayer', 1, 470, false, 'S', 'JK', 8, 55),
    ],
    (rfType, inductance, tol) => {
      if (tdkFirst(rfType, inductance, tol)) return null;
      const mpn = `${rfType.code}${inductance.rf}${tol}T000`;
      return [mpn, [reelOf(mpn, rfReel(rfType.size))]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_mlg1005s_en.pdf',
    0.1,
  ),
  // Taiyo Yuden: series + size + value + tolerance + '-T'.
  rf(
    'taiyo-yuden-hk-more',
    'taiyo-yuden',
    'taiyo-yuden-hk',
    'HK/HKQ/AQ',
    [
      rt('0201', 'HK0603', 'Multilayer', 1, 100, false, 'CS', 'HJK', 7, 55),
      rt('0402', 'HK1005', 'Multilayer', 1, 270, false, 'CS', 'HJK', 8, 60),
      rt('0603', 'HK1608', 'Multilayer', 1, 470, false, 'CS', 'HJK', 10, 70),
      rt('0201', 'HKQ0603W', 'Multilayer', 1, 56, true, 'BCS', 'HJ', 12, 65),
      rt('0201', 'HKQ0603U', 'Multilayer', 1, 33, true, 'BCS', 'HJ', 14, 68),
      rt('0402', 'AQ105', 'Multilayer', 1, 47, false, 'BCS', 'HJ', 15, 70),
    ],
    (rfType, inductance, tol) => {
      if (tyFirst(rfType, inductance, tol)) return null;
      const mpn = `${rfType.code}${inductance.rf}${tol}-T`;
      return [mpn, [reelOf(mpn, rfReel(rfType.size))]];
    },
    'https://www.yuden.co.jp/productdata/catalog/mlci07_e.pdf',
    0.1,
  ),
  // Johanson: L-07C (0402) / L-14C (0603) + value + tolerance + V6T / V4T (tape and reel).
  rf(
    'johanson-l-c',
    'johanson-technology',
    'coilcraft-cs',
    'L-07C/L-14C',
    [
      rt('0402', 'L-07C', 'Multilayer', 1, 270, false, 'BCS', 'GHJ', 10, 65),
      rt('0603', 'L-14C', 'Multilayer', 1, 470, false, 'BCS', 'GHJ', 12, 70),
    ],
    (rfType, inductance, tol) => {
      const mpn = `${rfType.code}${inductance.rf}${tol}${rfType.code === 'L-07C' ? 'V6T' : 'V4T'}`;
      return [mpn, [reelOf(mpn, rfReel(rfType.size))]];
    },
    'https://www.johansontechnology.com/datasheets/L-07C/L-07C.pdf',
    0.12,
  ),
];

// ---------------------------------------------------------------------------------------------
// Ferrite beads: impedance (Ω at 100 MHz) as two significant digits + multiplier.

const BEAD = 'ferrite-beads';
/** The first-pass impedances (a continuation of a first-pass type in its first-pass grade skips these). */
const BEAD_FIRST = [
  10, 22, 30, 33, 47, 60, 68, 80, 100, 120, 150, 180, 220, 240, 300, 330, 470, 600, 680, 800, 1000, 1500, 1800, 2200, 2500,
];
const BEAD_Z = [
  ...BEAD_FIRST,
  11,
  26,
  40,
  50,
  56,
  70,
  75,
  90,
  110,
  200,
  260,
  270,
  390,
  420,
  500,
  560,
  750,
  900,
  1100,
  1200,
  2000,
  2700,
].sort((left, index) => left - index);
const zCode = (ohms: number) => `${String(ohms).slice(0, 2)}${String(ohms).length - 2}`;

interface BeadType {
  size: ChipSize;
  code: string;
  power: boolean;
  minZ: number;
  maxZ: number;
}
const bt = (size: ChipSize, code: string, power: boolean, minZ: number, maxZ: number): BeadType => ({ size, code, power, minZ, maxZ });
const BEAD_K: Partial<Record<ChipSize, number>> = { '0201': 0.3, '0402': 0.6, '0603': 1, '0805': 1.6, '1206': 2.5, '1210': 3.2, '1812': 4 };
const beadReel = (chipSize: ChipSize) =>
  chipSize === '0201' ? 15000 : chipSize === '0402' ? 10000 : chipSize === '0603' ? 4000 : chipSize === '0805' ? 4000 : 3000;

function bead(
  key: string,
  mfr: string,
  after: string,
  series: string,
  types: BeadType[],
  grades: readonly string[],
  code: (t: BeadType, z: number, grade: string, n: number) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: BEAD,
    mfr,
    weight: 0,
    kind: 'chip',
    after,
    dimensions: [types, BEAD_Z, grades],
    make: ([beadType, impedance, grade]) => {
      if (impedance < beadType.minZ || impedance > beadType.maxZ) return null;
      const ordering = code(
        beadType,
        impedance,
        grade,
        (types.indexOf(beadType) * BEAD_Z.length + BEAD_Z.indexOf(impedance)) * grades.length + grades.indexOf(grade),
      );
      if (!ordering) return null;
      const sizeK = BEAD_K[beadType.size] ?? 1;
      const amps = (beadType.power ? 3.5 : 0.8) * sizeK * Math.sqrt(120 / impedance);
      const auto = grade !== grades[0];
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `FERRITE BEAD ${impedance} OHM ${beadType.size} 1LN`,
        parameters: {
          Series: series,
          'Impedance @ Frequency': `${impedance} Ohms @ 100 MHz`,
          'Current Rating (Max)': amps >= 1 ? `${sig(amps)} A` : `${Math.round(amps * 100) * 10} mA`,
          'DC Resistance (DCR) (Max)': `${sig(((beadType.power ? 0.01 : 0.08) * Math.sqrt(impedance / 30)) / sizeK)} Ohm`,
          'Number of Lines': '1',
          'Filter Type': beadType.power ? 'Power Line' : 'Signal Line',
          'Package / Case': chipPackage(beadType.size),
          'Operating Temperature': auto ? '-55°C ~ 150°C' : '-55°C ~ 125°C',
          Grade: auto ? 'Automotive' : 'Standard',
        },
        price: 0.1 * (beadType.power ? 1.5 : 1) * (auto ? 1.4 : 1),
        grams: rfGrams(beadType.size) * 1.5,
        datasheetUrl: ds,
      };
    },
  });
}
const isBeadFirst = (firstCodes: string[], firstGrade: string) => (beadType: BeadType, impedance: number, grade: string) =>
  firstCodes.includes(beadType.code) && grade === firstGrade && BEAD_FIRST.includes(impedance);

const murataBeadFirst = isBeadFirst(
  ['BLM15AG', 'BLM15PD', 'BLM18AG', 'BLM18KG', 'BLM18PG', 'BLM18SG', 'BLM21PG', 'BLM21AG', 'BLM31PG'],
  'SN1',
);
const tdkBeadFirst = isBeadFirst(['MMZ1005S', 'MMZ1005Y', 'MMZ1608B', 'MPZ1608S', 'MPZ2012S'], 'std');
const tyBeadFirst = isBeadFirst(['BK1005HS', 'BK1608HS', 'BK1608HW', 'BK2125HS'], 'std');
const bournsBeadFirst = isBeadFirst(['MH1608', 'MH2029', 'MH3261'], 'std');

const beadFamilies: Family[] = [
  // Murata BLM: size + type letters + impedance + performance/category (SN1 standard, SH1 automotive) + D (paper) / L (embossed) reel.
  bead(
    'murata-blm-more',
    'murata',
    'murata-blm',
    'BLM',
    [
      bt('0201', 'BLM03AX', false, 10, 1000),
      bt('0201', 'BLM03PX', true, 10, 330),
      bt('0201', 'BLM03HG', false, 100, 1000),
      bt('0402', 'BLM15AG', false, 10, 1000),
      bt('0402', 'BLM15AX', false, 10, 1000),
      bt('0402', 'BLM15BA', false, 10, 750),
      bt('0402', 'BLM15BB', false, 10, 750),
      bt('0402', 'BLM15BD', false, 100, 2700),
      bt('0402', 'BLM15EG', true, 10, 330),
      bt('0402', 'BLM15GG', false, 100, 1000),
      bt('0402', 'BLM15HB', false, 100, 1200),
      bt('0402', 'BLM15HD', false, 100, 2700),
      bt('0402', 'BLM15HG', false, 100, 1000),
      bt('0402', 'BLM15KD', true, 100, 1000),
      bt('0402', 'BLM15PD', true, 10, 600),
      bt('0402', 'BLM15PX', true, 10, 600),
      bt('0603', 'BLM18AG', false, 10, 1000),
      bt('0603', 'BLM18BA', false, 10, 750),
      bt('0603', 'BLM18BB', false, 10, 750),
      bt('0603', 'BLM18BD', false, 100, 2700),
      bt('0603', 'BLM18EG', true, 10, 600),
      bt('0603', 'BLM18GG', false, 100, 1000),
      bt('0603', 'BLM18HB', false, 100, 1200),
      bt('0603', 'BLM18HD', false, 100, 2700),
      bt('0603', 'BLM18HE', false, 100, 2000),
      bt('0603', 'BLM18HG', false, 100, 1000),
      bt('0603', 'BLM18HK', false, 100, 1000),
      bt('0603', 'BLM18KG', true, 10, 600),
      bt('0603', 'BLM18PG', true, 10, 600),
      bt('0603', 'BLM18RK', false, 100, 2000),
      bt('0603', 'BLM18SG', true, 10, 330),
      bt('0603', 'BLM18SP', true, 10, 600),
      bt('0603', 'BLM18TG', false, 100, 1000),
      bt('0805', 'BLM21AG', false, 10, 2700),
      bt('0805', 'BLM21BB', false, 10, 750),
      bt('0805', 'BLM21BD', false, 100, 2700),
      bt('0805', 'BLM21PG', true, 10, 600),
      bt('0805', 'BLM21SP', true, 10, 600),
      bt('0805', 'BLM21HE', false, 100, 2700),
      bt('1206', 'BLM31AJ', false, 100, 2700),
      bt('1206', 'BLM31KN', true, 100, 1000),
      bt('1206', 'BLM31PG', true, 10, 1000),
      bt('1206', 'BLM31SN', true, 10, 600),
    ],
    ['SN1', 'SH1', 'SZ1', 'TN1'],
    (beadType, impedance, grade) => {
      if (murataBeadFirst(beadType, impedance, grade)) return null;
      const body = `${beadType.code}${zCode(impedance)}${grade}`;
      const paper = beadType.size === '0201' || beadType.size === '0402' || beadType.size === '0603';
      return [
        body,
        paper
          ? [reelOf(`${body}D`, beadReel(beadType.size)), reel13(`${body}J`, beadType.size === '0603' ? 10000 : 50000)]
          : [reelOf(`${body}L`, beadReel(beadType.size)), reel13(`${body}K`, 10000)],
      ];
    },
    'https://www.murata.com/products/productdata/8796738650142/ENFA0003.pdf',
  ),
  // TDK: MMZ (signal) / MPZ (power) + size + material + impedance + CT000 / ATA00 (standard) or CTAH0 / ATAH0 (automotive).
  bead(
    'tdk-mpz-more',
    'tdk',
    'tdk-mpz',
    'MPZ/MMZ',
    [
      bt('0201', 'MMZ0603S', false, 10, 1000),
      bt('0201', 'MMZ0603Y', false, 100, 1000),
      bt('0201', 'MMZ0603D', false, 100, 1200),
      bt('0402', 'MMZ1005A', false, 10, 600),
      bt('0402', 'MMZ1005B', false, 100, 1000),
      bt('0402', 'MMZ1005D', false, 100, 1800),
      bt('0402', 'MMZ1005F', false, 100, 1200),
      bt('0402', 'MMZ1005R', false, 10, 1000),
      bt('0402', 'MMZ1005S', false, 10, 1000),
      bt('0402', 'MMZ1005Y', false, 100, 2200),
      bt('0603', 'MMZ1608A', false, 10, 600),
      bt('0603', 'MMZ1608B', false, 10, 2500),
      bt('0603', 'MMZ1608D', false, 100, 2700),
      bt('0603', 'MMZ1608Q', false, 100, 1000),
      bt('0603', 'MMZ1608R', false, 10, 1000),
      bt('0603', 'MMZ1608S', false, 10, 1000),
      bt('0603', 'MMZ1608Y', false, 100, 2700),
      bt('0805', 'MMZ2012D', false, 100, 2700),
      bt('0805', 'MMZ2012R', false, 10, 1000),
      bt('0805', 'MMZ2012S', false, 10, 1000),
      bt('0805', 'MMZ2012Y', false, 100, 2700),
      bt('0402', 'MPZ1005S', true, 10, 600),
      bt('0603', 'MPZ1608B', true, 10, 600),
      bt('0603', 'MPZ1608D', true, 10, 600),
      bt('0603', 'MPZ1608R', true, 10, 600),
      bt('0603', 'MPZ1608S', true, 10, 1000),
      bt('0603', 'MPZ1608Y', true, 10, 1000),
      bt('0805', 'MPZ2012S', true, 10, 1000),
      bt('1206', 'MPZ3216S', true, 10, 600),
    ],
    ['std', 'auto'],
    (beadType, impedance, grade) => {
      if (tdkBeadFirst(beadType, impedance, grade)) return null;
      const tail = grade === 'std' ? (beadType.power ? 'TA00' : 'T000') : 'TAH0';
      const mpn = `${beadType.code}${zCode(impedance)}${beadType.power ? 'A' : 'C'}${tail}`;
      return [mpn, [reelOf(mpn, beadReel(beadType.size))]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/emc/emc/beads/catalog/beads_commercial_signal_mmz1608_en.pdf',
  ),
  // Taiyo Yuden: BK / BKP / BKH / FBMH / FBMJ + size + material + impedance + '-T'.
  bead(
    'taiyo-yuden-bk-more',
    'taiyo-yuden',
    'taiyo-yuden-bk',
    'BK/BKP/FBMH',
    [
      bt('0402', 'BK1005HM', false, 100, 2200),
      bt('0402', 'BK1005HS', false, 10, 1000),
      bt('0402', 'BK1005HW', true, 10, 600),
      bt('0402', 'BK1005LL', false, 10, 600),
      bt('0603', 'BK1608HM', false, 100, 2700),
      bt('0603', 'BK1608HS', false, 10, 1000),
      bt('0603', 'BK1608HW', true, 10, 600),
      bt('0603', 'BK1608LM', false, 10, 1000),
      bt('0805', 'BK2125HM', false, 100, 2700),
      bt('0805', 'BK2125HS', false, 10, 1000),
      bt('0805', 'BK2125LM', false, 10, 1000),
      bt('0201', 'BKP0603HS', true, 10, 330),
      bt('0402', 'BKP1005HS', true, 10, 600),
      bt('0603', 'BKP1608HS', true, 10, 600),
      bt('0805', 'BKP2125HS', true, 10, 600),
      bt('0402', 'BKH1005LM', false, 100, 2700),
      bt('0603', 'FBMH1608HM', true, 10, 1000),
      bt('0805', 'FBMH2125HM', true, 10, 1000),
      bt('1206', 'FBMH3216HM', true, 10, 1000),
      bt('0805', 'FBMJ2125HS', true, 10, 600),
      bt('1206', 'FBMJ3216HS', true, 10, 600),
    ],
    ['std'],
    (beadType, impedance, grade) => {
      if (tyBeadFirst(beadType, impedance, grade)) return null;
      const mpn = `${beadType.code}${zCode(impedance)}-T`;
      return [mpn, [reelOf(mpn, beadReel(beadType.size))]];
    },
    'https://www.yuden.co.jp/productdata/catalog/en/beads_e.pdf',
  ),
  // Bourns: MH / MU / MZ + size + '-' + impedance + Y (tape and reel).
  bead(
    'bourns-mh-more',
    'bourns',
    'bourns-mh',
    'MH/MU/MZ',
    [
      bt('0402', 'MH1005', false, 10, 1000),
      bt('0603', 'MH1608', false, 10, 1000),
      bt('0805', 'MH2029', true, 10, 1000),
      bt('1206', 'MH3261', true, 10, 1000),
      bt('0603', 'MU1608', false, 10, 1000),
      bt('0805', 'MU2029', true, 10, 1000),
      bt('1206', 'MU3261', true, 10, 1000),
      bt('0603', 'MZ1608', false, 10, 2700),
      bt('0805', 'MZ2029', false, 10, 2700),
      bt('1206', 'MZ3261', true, 10, 1000),
    ],
    ['std'],
    (beadType, impedance, grade) => {
      if (bournsBeadFirst(beadType, impedance, grade)) return null;
      const mpn = `${beadType.code}-${zCode(impedance)}Y`;
      return [mpn, [reelOf(mpn, beadReel(beadType.size))]];
    },
    'https://www.bourns.com/docs/Product-Datasheets/MH.pdf',
  ),
  // Samsung: CIM (signal) + size + material + impedance + NC (7" reel); CIS (power) + … + AC.
  bead(
    'samsung-cim',
    'samsung-electro-mechanics',
    'tdk-mpz',
    'CIM/CIS',
    [
      bt('0201', 'CIM03J', false, 10, 1000),
      bt('0402', 'CIM05J', false, 10, 1000),
      bt('0402', 'CIM05U', false, 100, 2200),
      bt('0603', 'CIM10J', false, 10, 1000),
      bt('0603', 'CIM10U', false, 100, 2700),
      bt('0805', 'CIM21J', false, 10, 1000),
      bt('1206', 'CIM31J', false, 10, 1000),
      bt('0402', 'CIS05P', true, 10, 600),
      bt('0603', 'CIS10P', true, 10, 600),
      bt('0805', 'CIS21P', true, 10, 600),
    ],
    ['std'],
    (beadType, impedance) => {
      const mpn = `${beadType.code}${zCode(impedance)}${beadType.power ? 'AC' : 'NC'}`;
      return [mpn, [reelOf(mpn, beadReel(beadType.size))]];
    },
    'https://weblib.samsungsem.com/common/pdf/inductor/CIM_Series.pdf',
  ),
  // Würth WE-CBF HF: nine-digit article numbers, 742863 + running number.
  bead(
    'wurth-we-cbf-hf',
    'wurth-elektronik',
    'wurth-we-cbf',
    'WE-CBF HF',
    [
      bt('0402', '0402', false, 10, 1000),
      bt('0603', '0603', false, 10, 2700),
      bt('0805', '0805', false, 10, 2700),
      bt('1206', '1206', true, 10, 1000),
    ],
    ['std'],
    (beadType, _z, _grade, seq) => {
      const mpn = `742863${pad(seq + 100, 3)}`;
      return [mpn, [reelOf(mpn, beadReel(beadType.size))]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-CBF_HF.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Common-mode chokes: signal chokes by impedance at 100 MHz, power chokes by inductance.

const CMC = 'common-mode-chokes';
const CMC_FIRST = [67, 90, 120, 150, 180, 220, 260, 370, 600, 900, 1000, 1200, 2200];
const CMC_Z = [
  ...new Set([
    ...E24.map((mantissa) => mantissa / 10),
    ...E24,
    ...E24.map((mantissa) => mantissa * 10),
    3300,
    4700,
    65,
    67,
    80,
    90,
    260,
    370,
    400,
    500,
    600,
    800,
    900,
    2200,
  ]),
].sort((left, index) => left - index);
/** Power chokes: 0.1 mH … 100 mH, E6 (nH). */
const CMC_L = indSeries(E6, 5, 7).concat([ind(10, 8)]);

interface CmcType {
  code: string;
  pkg: string;
  lines: 2 | 3 | 4;
  /** Signal chokes: the lowest / highest impedance; power chokes: inductance in mH. */
  min: number;
  max: number;
  amps: number;
  v: number;
  g: number;
  smd: boolean;
}
const ct = (
  code: string,
  pkg: string,
  lines: 2 | 3 | 4,
  min: number,
  max: number,
  amps: number,
  volts: number,
  grams: number,
  smd = true,
): CmcType => ({ code, pkg, lines, min, max, amps, v: volts, g: grams, smd });

function cmcSignal(
  key: string,
  mfr: string,
  after: string,
  series: string,
  types: CmcType[],
  code: (t: CmcType, z: number, n: number) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: CMC,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [types, CMC_Z],
    make: ([cmcType, impedance]) => {
      if (impedance < cmcType.min || impedance > cmcType.max) return null;
      const ordering = code(cmcType, impedance, types.indexOf(cmcType) * CMC_Z.length + CMC_Z.indexOf(impedance));
      if (!ordering) return null;
      const amps = cmcType.amps * Math.sqrt(90 / impedance);
      const ampsText = amps >= 1 ? `${sig(amps)}A` : `${Math.round(amps * 1000)}MA`;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `CMC ${ampsText} ${cmcType.lines}LN ${impedance} OHM ${cmcType.smd ? 'SMD' : 'TH'}`,
        parameters: {
          Series: series,
          'Impedance @ Frequency': `${impedance} Ohms @ 100 MHz`,
          'Number of Lines': String(cmcType.lines),
          'Current Rating (Max)': amps >= 1 ? `${sig(amps)} A` : `${Math.round(amps * 100) * 10} mA`,
          'DC Resistance (DCR) (Max)': `${sig(0.05 * Math.sqrt(impedance / 10))} Ohm`,
          'Voltage Rating - DC': `${cmcType.v} V`,
          'Filter Type': cmcType.amps >= 1 ? 'Power Line' : 'Signal Line',
          'Package / Case': cmcType.pkg,
          'Mounting Type': cmcType.smd ? 'Surface Mount' : 'Through Hole',
          'Operating Temperature': '-40°C ~ 125°C',
        },
        price: cmcType.amps >= 1 ? 0.9 : 0.35,
        grams: cmcType.g,
        datasheetUrl: ds,
      };
    },
  });
}

function cmcPower(
  key: string,
  mfr: string,
  after: string,
  series: string,
  types: CmcType[],
  code: (t: CmcType, l: Ind, n: number) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: CMC,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [types, CMC_L],
    make: ([cmcType, inductance]) => {
      const mh = inductance.nh / 1e6;
      if (mh < cmcType.min || mh > cmcType.max) return null;
      const ordering = code(cmcType, inductance, types.indexOf(cmcType) * CMC_L.length + CMC_L.indexOf(inductance));
      if (!ordering) return null;
      const amps = cmcType.amps * Math.sqrt(cmcType.min / mh);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `CMC ${sig(mh)}MH ${sig(amps)}A ${cmcType.lines}LN ${cmcType.smd ? 'SMD' : 'TH'}`,
        parameters: {
          Series: series,
          Inductance: `${sig(mh)} mH`,
          'Number of Lines': String(cmcType.lines),
          'Current Rating (Max)': `${sig(amps)} A`,
          'DC Resistance (DCR) (Max)': `${sig((0.02 * mh) / cmcType.amps + 0.005)} Ohm`,
          'Voltage Rating - AC': `${cmcType.v} V`,
          'Filter Type': 'Power Line',
          'Package / Case': cmcType.pkg,
          'Mounting Type': cmcType.smd ? 'Surface Mount' : 'Through Hole',
          'Operating Temperature': '-40°C ~ 125°C',
        },
        price: 1.2 + cmcType.g / 10,
        grams: cmcType.g,
        datasheetUrl: ds,
      };
    },
  });
}
const z3 = (ohms: number) => `${String(ohms).slice(0, 2)}${String(ohms).length - 2}`;
const DLW_PKG = (size: string) => `${size}, 4 PC Pad`;

const cmcFamilies: Family[] = [
  // Murata: series + impedance + characteristic/option letters + 2 (lines) + L (embossed) / D (paper) reel.
  cmcSignal(
    'murata-dlw-more',
    'murata',
    'murata-dlw',
    'DLW/DLM/DLP',
    [
      ct('DLW21SN', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.33, 50, 0.01),
      ct('DLW21HN', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.33, 50, 0.01),
      ct('DLW31SN', DLW_PKG('1206 (3216 Metric)'), 2, 67, 2200, 0.37, 50, 0.02),
      ct('DLW31SH', DLW_PKG('1206 (3216 Metric)'), 2, 67, 2200, 0.37, 50, 0.02),
      ct('DLM11GN', DLW_PKG('0504 (1210 Metric)'), 2, 12, 900, 0.1, 5, 0.003),
      ct('DLM0NSN', DLW_PKG('0302 (0806 Metric)'), 2, 12, 900, 0.1, 5, 0.002),
      ct('DLP11SN', DLW_PKG('0504 (1210 Metric)'), 2, 12, 900, 0.1, 5, 0.003),
      ct('DLP11TB', DLW_PKG('0504 (1210 Metric)'), 2, 12, 900, 0.1, 5, 0.003),
      ct('DLP0NSN', DLW_PKG('0302 (0806 Metric)'), 2, 12, 900, 0.1, 5, 0.002),
      ct('DLW43SH', 'Nonstandard, 4 PC Pad', 2, 12, 1000, 1, 80, 0.1),
      ct('DLW5ATN', 'Nonstandard, 4 PC Pad', 2, 12, 2200, 5, 50, 0.3),
      ct('DLW5BTN', 'Nonstandard, 4 PC Pad', 2, 12, 2200, 5, 50, 0.4),
      ct('DLW32SH', 'Nonstandard, 4 PC Pad', 2, 12, 2200, 0.5, 80, 0.05),
      ct('DLW21SZ', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.33, 50, 0.01),
    ],
    (cmcType, impedance) => {
      if (['DLW21SN', 'DLW31SN', 'DLP11SN', 'DLW5BTN'].includes(cmcType.code) && CMC_FIRST.includes(impedance)) return null;
      const tail = cmcType.code.startsWith('DLP')
        ? 'HL2'
        : cmcType.code.startsWith('DLM')
          ? 'SD2'
          : cmcType.code === 'DLW43SH'
            ? 'XK2'
            : cmcType.amps >= 1
              ? 'TQ2'
              : 'SQ2';
      const body = `${cmcType.code}${z3(impedance)}${tail}`;
      const paper = cmcType.code.startsWith('DLM') || cmcType.code.startsWith('DLP0');
      return [body, [reelOf(`${body}${paper ? 'D' : 'L'}`, cmcType.amps >= 1 ? 1000 : 2000)]];
    },
    'https://www.murata.com/products/productdata/8796738879518/EFLC0009.pdf',
  ),
  // TDK: series + '-' + impedance + '-' + lines + P + '-T' + packing code.
  cmcSignal(
    'tdk-acm-more',
    'tdk',
    'tdk-acm',
    'ACM/ACT/TCM',
    [
      ct('ACM2012', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.4, 50, 0.01),
      ct('ACM2012H', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.4, 50, 0.01),
      ct('ACM2012D', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.4, 50, 0.01),
      ct('ACM2520', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 1, 50, 0.03),
      ct('ACM3225', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 1.5, 50, 0.06),
      ct('ACM4520', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 3, 80, 0.15),
      ct('ACM4532', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 4, 80, 0.2),
      ct('ACM7060', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 6, 80, 0.6),
      ct('ACM9070', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 8, 80, 1),
      ct('ACM1211', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 10, 80, 2.5),
      ct('ACT45B', 'Nonstandard, 4 PC Pad', 2, 67, 4700, 0.2, 80, 0.1),
      ct('ACT45R', 'Nonstandard, 4 PC Pad', 2, 67, 4700, 0.2, 80, 0.1),
      ct('ACT1210', 'Nonstandard, 4 PC Pad', 2, 12, 1000, 0.3, 50, 0.02),
      ct('TCM0605G', DLW_PKG('0302 (0806 Metric)'), 2, 12, 900, 0.1, 5, 0.002),
      ct('TCM1210G', DLW_PKG('0504 (1210 Metric)'), 2, 12, 900, 0.1, 5, 0.003),
      ct('ACM2012-3', 'Nonstandard, 6 PC Pad', 3, 67, 2200, 0.3, 50, 0.012),
    ],
    (cmcType, impedance) => {
      const lines = cmcType.lines === 3 ? '3P' : '2P';
      const ser = cmcType.code.replace('-3', '');
      if (['ACM2012', 'ACM4520', 'ACM7060', 'ACT45B'].includes(cmcType.code) && CMC_FIRST.includes(impedance)) return null;
      const pack = cmcType.code.startsWith('ACT45') ? 'TL003' : 'T000';
      const mpn = `${ser}-${z3(impedance)}-${lines}-${pack}`;
      return [mpn, [reelOf(mpn, cmcType.amps >= 1 ? 1000 : 2000)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/emc/emc/cmf_cmc/catalog/cmf_commercial_signal_acm2012_en.pdf',
  ),
  // Bourns: series + '-' + impedance + Y; SDCW: series + '-' + lines + '-' + impedance + TF.
  cmcSignal(
    'bourns-srf-more',
    'bourns',
    'bourns-srf',
    'SRF/SDCW',
    [
      ct('SRF2012', DLW_PKG('0805 (2012 Metric)'), 2, 67, 2200, 0.3, 50, 0.01),
      ct('SRF3216', DLW_PKG('1206 (3216 Metric)'), 2, 67, 2200, 0.4, 50, 0.02),
      ct('SRF4532', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 2, 80, 0.15),
      ct('SRF0905', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 2, 80, 0.2),
      ct('SRF1260', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 5, 80, 0.9),
      ct('SDCW2012-2', DLW_PKG('0805 (2012 Metric)'), 2, 12, 900, 0.1, 5, 0.008),
      ct('SDCW2012-3', 'Nonstandard, 6 PC Pad', 3, 12, 900, 0.1, 5, 0.01),
    ],
    (cmcType, impedance) => {
      if (cmcType.code.startsWith('SDCW')) {
        const mpn = `${cmcType.code}-${z3(impedance)}TF`;
        return [mpn, [reelOf(mpn, 4000)]];
      }
      if (['SRF2012', 'SRF0905', 'SRF1260'].includes(cmcType.code) && CMC_FIRST.includes(impedance)) return null;
      const mpn = `${cmcType.code}-${z3(impedance)}Y`;
      return [mpn, [reelOf(mpn, cmcType.amps >= 1 ? 1000 : 2000)]];
    },
    'https://www.bourns.com/docs/Product-Datasheets/SRF2012.pdf',
  ),
  // Würth WE-CNSW HF / WE-SL5: nine-digit article numbers (series prefix + running number).
  cmcSignal(
    'wurth-we-sl',
    'wurth-elektronik',
    'wurth-we-cnsw',
    'WE-SL/WE-CNSW HF',
    [
      ct('744272', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 1.2, 80, 0.15),
      ct('744273', 'Nonstandard, 4 PC Pad', 2, 67, 2200, 2, 80, 0.25),
      ct('744231', DLW_PKG('0805 (2012 Metric)'), 2, 12, 900, 0.1, 5, 0.008),
      ct('744233', DLW_PKG('0504 (1210 Metric)'), 2, 12, 900, 0.1, 5, 0.003),
    ],
    (cmcType, _z, seq) => {
      const mpn = `${cmcType.code}${pad(seq % 1000, 3)}`;
      return [mpn, [reelOf(mpn, cmcType.amps >= 1 ? 1000 : 2000)]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-SL5.pdf',
  ),
  // Würth WE-CMB: through-hole power chokes, 74482 + size digit + running number; horizontal (HC) versions 74483.
  cmcPower(
    'wurth-we-cmb',
    'wurth-elektronik',
    'wurth-we-cnsw',
    'WE-CMB',
    [
      ct('744821', 'Radial, Vertical', 2, 0.1, 39, 1.5, 250, 5, false),
      ct('744822', 'Radial, Vertical', 2, 0.22, 47, 2.2, 250, 10, false),
      ct('744823', 'Radial, Vertical', 2, 0.33, 68, 3.5, 250, 18, false),
      ct('744824', 'Radial, Vertical', 2, 0.47, 100, 5, 250, 35, false),
      ct('744825', 'Radial, Vertical', 2, 0.68, 100, 8, 250, 60, false),
      ct('744826', 'Radial, Vertical', 2, 1, 100, 12, 250, 110, false),
      ct('744831', 'Radial, Horizontal', 2, 0.1, 39, 1.5, 250, 5, false),
      ct('744832', 'Radial, Horizontal', 2, 0.22, 47, 2.2, 250, 10, false),
      ct('744833', 'Radial, Horizontal', 2, 0.33, 68, 3.5, 250, 18, false),
      ct('744834', 'Radial, Horizontal', 2, 0.47, 100, 5, 250, 35, false),
    ],
    (cmcType, _l, seq) => {
      const mpn = `${cmcType.code}${pad(seq % 1000, 3)}`;
      return [mpn, [{ mpn, pack: 'tray', qty: 50 }]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-CMB.pdf',
  ),
  // TDK / EPCOS B82721 / B82724 / B82725 power chokes: B8272 + variant + '-A' + running number.
  cmcPower(
    'tdk-b8272',
    'tdk',
    'tdk-acm',
    'B82721/B82724/B82725',
    [
      ct('B82721K2', 'Radial, Vertical', 2, 0.47, 100, 0.6, 250, 4, false),
      ct('B82724A2', 'Radial, Vertical', 2, 0.47, 100, 1, 250, 8, false),
      ct('B82725A2', 'Radial, Vertical', 2, 0.47, 100, 2, 250, 20, false),
      ct('B82724J2', 'Radial, Vertical', 2, 0.47, 100, 1.2, 250, 8, false),
      ct('B82732F2', 'Radial, Vertical', 2, 1, 100, 0.8, 250, 15, false),
      ct('B82734R2', 'Radial, Vertical', 2, 1, 100, 1.5, 250, 25, false),
    ],
    (cmcType, inductance) => {
      const mpn = `${cmcType.code}${inductance.uh3}N001`;
      return [mpn, [{ mpn, pack: 'tray', qty: 50 }]];
    },
    'https://www.tdk-electronics.tdk.com/inf/30/db/emc/B82724.pdf',
  ),
];

export const IND_PASS3: Family[] = [...pwrNew, ...pwrMore, ...rfFamilies, ...beadFamilies, ...cmcFamilies];

// Power-inductor capacity: the makers' other shielded series in their real footprints over E12
// values (0.1 µH … 1 mH within each footprint's range), with their reel codes. Each family
// continues a first-pass power-inductor family (of the same maker where there is one).
import type { Footprint } from './inductors';
import { fam, type Family, type Variant } from '../family';
import { E12, indSeries, pad, sig, type Ind } from '../values';

const PWR = 'power-inductors';
const VALUES = indSeries(E12, 2, 6).filter((inductance) => inductance.nh <= 1e6);

type Fp = Footprint;
/** A footprint: code, length, width, height (mm), current constant, largest value (µH); smallest is maxUh / 1500. */
export const fp = (code: string, length: number, width: number, height: number, maxUh: number): Fp => ({
  code,
  l: length,
  w: width,
  h: height,
  k: Math.sqrt(length * width * height) * 0.9,
  maxUh,
});

export function pwr(
  key: string,
  mfr: string,
  after: string,
  series: string,
  fps: Fp[],
  shield: string,
  price: number,
  code: (f: Fp, v: Ind) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: PWR,
    mfr,
    weight: 0,
    kind: 'passive',
    after,
    dimensions: [fps, VALUES],
    make: ([footprint, inductance]) => {
      const uh = inductance.nh / 1000;
      if (uh > footprint.maxUh || uh < footprint.maxUh / 1500) return null;
      const ordering = code(footprint, inductance);
      if (!ordering) return null;
      const irms = footprint.k / Math.sqrt(uh);
      const dcr = (uh * 0.018 * 30) / (footprint.l * footprint.w);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `FIXED IND ${inductance.desc} ${sig(irms)}A ${sig(dcr * 1000)} MOHM SMD`,
        parameters: {
          Series: series,
          Inductance: inductance.disp,
          Tolerance: '±20%',
          'Current Rating (Amps)': `${sig(irms)} A`,
          'Current - Saturation (Isat)': `${sig(irms * 1.3)} A`,
          'DC Resistance (DCR)': `${sig(dcr * 1000)} mOhm`,
          Shielding: shield,
          'Package / Case': 'Nonstandard',
          'Size / Dimension': `${footprint.l.toFixed(2)}mm x ${footprint.w.toFixed(2)}mm`,
          'Height - Seated (Max)': `${footprint.h.toFixed(2)} mm`,
          'Operating Temperature': '-40°C ~ 125°C',
        },
        price: price * (1 + footprint.l / 8),
        grams: Math.round(footprint.l * footprint.w * footprint.h * 0.005 * 1000) / 1000,
        datasheetUrl: ds,
      };
    },
  });
}
export const reel = (mpn: string, footprint: Fp): Variant => ({
  mpn,
  pack: 'reel',
  qty: footprint.h > 5 ? 500 : footprint.h > 3 ? 1000 : 2000,
});
export const reel13 = (mpn: string, footprint: Fp): Variant => ({
  mpn,
  pack: 'reel-only',
  qty: (footprint.h > 5 ? 500 : footprint.h > 3 ? 1000 : 2000) * 4,
});
/** Footprints named by length and height in tenths of a millimetre (Coilcraft, Bourns, TDK style). */
export const sq = (codes: string[], maxUh = 220) =>
  codes.map((code) => {
    const tenths = Number(code.slice(0, code.length - 2)) / 10;
    const length = tenths < 2 ? tenths * 10 : tenths;
    const height = Number(code.slice(-2)) / 10;
    return fp(code, length, length, height, Math.min(1000, Math.round((maxUh * length * length * height) / 50)));
  });

/** Würth: five-digit series prefix + footprint digits + value code. */
export function wurth(prefix: string) {
  return (footprint: Fp, inductance: Ind): [string, Variant[]] => {
    const mpn = `${prefix}${footprint.code}${inductance.nh3}`;
    return [mpn, [reel(mpn, footprint)]];
  };
}
export function coilcraft(ser: string, tail: string) {
  return (footprint: Fp, inductance: Ind): [string, Variant[]] => {
    const body = `${ser}${footprint.code}-${inductance.nh3}${tail}`;
    return [body, [reel(`${body}C`, footprint), reel13(`${body}D`, footprint)]];
  };
}
const XAL_FIRST = new Set(['4020', '4030', '5030', '6060', '7030', '7070', '1010']);

export const IND_PASS2: Family[] = [
  pwr(
    'wurth-we-mapi',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-MAPI',
    [
      fp('2010', 2, 1.6, 1, 4.7),
      fp('2506', 2.5, 2, 0.6, 2.2),
      fp('2508', 2.5, 2, 0.8, 3.3),
      fp('2510', 2.5, 2, 1, 4.7),
      fp('2512', 2.5, 2, 1.2, 6.8),
      fp('3010', 3, 3, 1, 10),
      fp('3012', 3, 3, 1.2, 15),
      fp('3015', 3, 3, 1.5, 22),
      fp('3020', 3, 3, 2, 33),
      fp('4020', 4, 4, 2, 47),
      fp('4030', 4, 4, 3, 68),
    ],
    'Shielded',
    0.45,
    wurth('74438'),
    'https://www.we-online.com/components/products/datasheet/WE-MAPI.pdf',
  ),
  pwr(
    'wurth-we-lhmi',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-LHMI',
    [
      fp('4012', 4, 4, 1.2, 22),
      fp('4020', 4, 4, 2, 47),
      fp('5020', 5, 5, 2, 68),
      fp('5030', 5, 5, 3, 100),
      fp('6020', 6, 6, 2, 100),
      fp('6030', 6, 6, 3, 150),
      fp('8040', 8, 8, 4, 220),
      fp('1040', 10, 10, 4, 330),
      fp('1265', 12, 12, 6.5, 470),
    ],
    'Shielded',
    0.6,
    wurth('74437'),
    'https://www.we-online.com/components/products/datasheet/WE-LHMI.pdf',
  ),
  pwr(
    'wurth-we-xhmi',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-XHMI',
    [
      fp('4020', 4, 4, 2, 22),
      fp('4030', 4, 4, 3, 47),
      fp('5030', 5, 5, 3, 68),
      fp('6030', 6, 6, 3, 100),
      fp('6060', 6, 6, 6, 150),
      fp('8050', 8, 8, 5, 220),
      fp('1060', 10, 10, 6, 330),
      fp('1510', 15, 15, 10, 470),
    ],
    'Shielded',
    0.9,
    wurth('74439'),
    'https://www.we-online.com/components/products/datasheet/WE-XHMI.pdf',
  ),
  pwr(
    'wurth-we-tpc',
    'wurth-elektronik',
    'wurth-we-pd',
    'WE-TPC',
    [
      fp('28', 2.8, 2.8, 1.1, 22),
      fp('38', 3.8, 3.8, 1.6, 47),
      fp('48', 4.8, 4.8, 1.8, 100),
      fp('58', 5.8, 5.8, 2.8, 220),
      fp('68', 6.8, 6.8, 2.8, 330),
      fp('78', 7.3, 7.3, 3.2, 470),
      fp('88', 8.8, 8.8, 3.5, 1000),
      fp('98', 10, 10, 4.5, 1000),
    ],
    'Shielded',
    0.35,
    wurth('744025'),
    'https://www.we-online.com/components/products/datasheet/WE-TPC.pdf',
  ),
  pwr(
    'coilcraft-xal-more',
    'coilcraft',
    'coilcraft-xal',
    'XAL',
    sq(['1060', '1080', '1510', '1513', '4012', '4015', '4040', '5020', '5050', '6020', '6030', '7050', '8080']).filter(
      (footprint) => !XAL_FIRST.has(footprint.code),
    ),
    'Shielded',
    1.4,
    coilcraft('XAL', 'ME'),
    'https://www.coilcraft.com/getmedia/ece5aeca-4c8a-4aa8-9cdb-7fdbb6a4e7b2/xal4000.pdf',
  ),
  pwr(
    'coilcraft-xgl',
    'coilcraft',
    'coilcraft-xal',
    'XGL',
    sq([
      '2010',
      '2012',
      '3010',
      '3012',
      '3015',
      '3020',
      '4010',
      '4012',
      '4015',
      '4020',
      '4030',
      '5020',
      '5030',
      '5050',
      '6020',
      '6030',
      '6060',
    ]),
    'Shielded',
    1.3,
    coilcraft('XGL', 'ME'),
    'https://www.coilcraft.com/getmedia/xgl4020.pdf',
  ),
  pwr(
    'coilcraft-xel',
    'coilcraft',
    'coilcraft-xfl',
    'XEL',
    sq(['3515', '4020', '4030', '4040', '5030', '5050', '6030', '6060']),
    'Shielded',
    1.3,
    coilcraft('XEL', 'ME'),
    'https://www.coilcraft.com/getmedia/xel4030.pdf',
  ),
  pwr(
    'coilcraft-lps',
    'coilcraft',
    'coilcraft-xfl',
    'LPS',
    sq(['3010', '3015', '3314', '4012', '4018', '4414', '5015', '5030', '6235']),
    'Semi-Shielded',
    0.8,
    (footprint, inductance) => {
      const body = `LPS${footprint.code}-${inductance.nh3}MR`;
      return [body, [reel(`${body}B`, footprint), reel13(`${body}C`, footprint)]];
    },
    'https://www.coilcraft.com/getmedia/lps4018.pdf',
  ),
  pwr(
    'coilcraft-mss',
    'coilcraft',
    'coilcraft-xal',
    'MSS',
    [
      fp('5121', 5.2, 5.2, 2.1, 100),
      fp('5131', 5.2, 5.2, 3.1, 150),
      fp('6122', 6.1, 6.1, 2.2, 220),
      fp('6132', 6.1, 6.1, 3.2, 330),
      fp('7341', 7.3, 7.3, 4.1, 470),
      fp('1038', 10.2, 10.2, 3.8, 1000),
      fp('1048', 10.2, 10.2, 4.8, 1000),
      fp('1260', 12.3, 12.3, 6, 1000),
      fp('1278', 12.3, 12.3, 7.8, 1000),
    ],
    'Shielded',
    0.9,
    (footprint, inductance) => {
      const body = `MSS${footprint.code}-${inductance.nh3}ML`;
      return [body, [reel(`${body}B`, footprint), reel13(`${body}D`, footprint)]];
    },
    'https://www.coilcraft.com/getmedia/mss1260.pdf',
  ),
  ...(['SRP', 'SRU', 'SDR'] as const).map((ser) =>
    pwr(
      `bourns-${ser.toLowerCase()}`,
      'bourns',
      ser === 'SRP' ? 'bourns-srr' : 'bourns-srn',
      ser,
      ser === 'SRP'
        ? sq(['2512', '3012', '4012', '4020', '5012', '5020', '5030', '6540', '7030', '1040', '1265'])
        : sq(
            ser === 'SRU'
              ? ['3028', '3038', '5016', '5028', '8028', '8043', '1038', '1048', '1260']
              : ['0604', '0703', '0805', '1005', '1030', '1045', '1105', '1307', '2009'],
          ),
      ser === 'SRP' ? 'Shielded' : 'Semi-Shielded',
      0.5,
      (footprint, inductance) => {
        const mpn =
          ser === 'SRP'
            ? `SRP${footprint.code}TA-${inductance.uh3}M`
            : ser === 'SRU'
              ? `SRU${footprint.code}-${inductance.uh3}Y`
              : `SDR${footprint.code}-${inductance.uh3}ML`;
        return [mpn, [reel(mpn, footprint)]];
      },
      `https://www.bourns.com/docs/Product-Datasheets/${ser}.pdf`,
    ),
  ),
  pwr(
    'tdk-vls',
    'tdk',
    'tdk-spm',
    'VLS',
    sq(['2010', '2012', '2016', '3010', '3012', '3015', '4012', '4018', '5045', '6045']),
    'Shielded',
    0.35,
    (footprint, inductance) => {
      const mpn = `VLS${footprint.code}HBX-${inductance.uh3}M`;
      return [mpn, [reel(`${mpn}-1`, footprint)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_vls_en.pdf',
  ),
  pwr(
    'tdk-clf',
    'tdk',
    'tdk-spm',
    'CLF',
    [
      fp('5030', 5.6, 5.2, 3.2, 220),
      fp('6045', 7, 6.3, 4.5, 470),
      fp('7045', 7.4, 6.8, 4.5, 1000),
      fp('10040', 10, 10, 4, 1000),
      fp('12577', 12.5, 12.5, 7.7, 1000),
    ],
    'Shielded',
    0.45,
    (footprint, inductance) => {
      const mpn = `CLF${footprint.code}T-${inductance.uh3}M`;
      return [mpn, [reel(`${mpn}-H`, footprint), reel13(`${mpn}-D`, footprint)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_clf7045_en.pdf',
  ),
  pwr(
    'tdk-vlf',
    'tdk',
    'tdk-spm',
    'VLF',
    sq(['3010', '3012', '3014', '4012', '4014', '5014', '5020', '6028', '6045', '10040']),
    'Semi-Shielded',
    0.3,
    (footprint, inductance) => {
      const mpn = `VLF${footprint.code}AT-${inductance.uh3}M`;
      return [mpn, [reel(mpn, footprint)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_vlf_en.pdf',
  ),
  pwr(
    'sumida-cdep',
    'sumida',
    'sumida-cdrh',
    'CDEP',
    [
      fp('104', 10.3, 10.5, 4, 100),
      fp('105', 10.3, 10.5, 5, 150),
      fp('134', 13.5, 13.5, 4, 220),
      fp('145', 14, 14, 5, 330),
      fp('147', 14, 14, 7, 470),
    ],
    'Shielded',
    0.8,
    (footprint, inductance) => {
      const body = `CDEP${footprint.code}NP-${inductance.uh3}M`;
      return [body, [reel(`${body}C`, footprint)]];
    },
    'https://products.sumida.com/products/pdf/CDEP.pdf',
  ),
  pwr(
    'sumida-cdrh-more',
    'sumida',
    'sumida-cdrh',
    'CDRH',
    [
      fp('3D11', 4, 4, 1.2, 47),
      fp('3D28', 4, 4, 3, 100),
      fp('4D18', 5, 5, 2, 100),
      fp('5D18', 6, 6, 2, 220),
      fp('6D38', 7, 7, 4, 470),
      fp('8D28', 8.3, 8.3, 3, 470),
      fp('105R', 10.5, 10.3, 5, 1000),
      fp('125', 12.3, 12.3, 6, 1000),
    ],
    'Shielded',
    0.5,
    (footprint, inductance) => {
      const body = `CDRH${footprint.code}NP-${inductance.uh3}N`;
      return [body, [reel(`${body}C`, footprint)]];
    },
    'https://products.sumida.com/products/pdf/CDRH.pdf',
  ),
  pwr(
    'taiyo-yuden-nrs',
    'taiyo-yuden',
    'taiyo-yuden-nr',
    'NRS',
    sq(['2012', '2024', '4012', '4018', '4028', '5020', '5030', '5040', '6012', '6028', '6045', '8030', '8040']),
    'Semi-Shielded',
    0.3,
    (footprint, inductance) => {
      const mpn = `NRS${footprint.code}T${inductance.uh3}MGJ`;
      return [mpn, [reel(mpn, footprint)]];
    },
    'https://www.yuden.co.jp/productdata/catalog/wound05_e.pdf',
  ),
  pwr(
    'murata-dfe',
    'murata',
    'murata-lqh',
    'DFE',
    [
      fp('201610E', 2, 1.6, 1, 4.7),
      fp('201612E', 2, 1.6, 1.2, 6.8),
      fp('252010F', 2.5, 2, 1, 6.8),
      fp('252012F', 2.5, 2, 1.2, 10),
      fp('322512F', 3.2, 2.5, 1.2, 15),
      fp('322520F', 3.2, 2.5, 2, 22),
      fp('18SAN', 1.6, 0.8, 0.6, 2.2),
      fp('21SAN', 2, 1.25, 0.8, 3.3),
    ],
    'Shielded',
    0.25,
    (footprint, inductance) => {
      const body = footprint.code.endsWith('SAN')
        ? `DFE${footprint.code}${inductance.uh3}MG0`
        : `DFE${footprint.code}-${inductance.uh3}M=P2`;
      return [body, [reel(footprint.code.endsWith('SAN') ? `${body}L` : body, footprint)]];
    },
    'https://www.murata.com/products/productdata/8796836626462/DFE201610E.pdf',
  ),
  pwr(
    'samsung-cigw',
    'samsung-electro-mechanics',
    'samsung-cig',
    'CIGW',
    [
      fp('201610', 2, 1.6, 1, 4.7),
      fp('201612', 2, 1.6, 1.2, 6.8),
      fp('252010', 2.5, 2, 1, 10),
      fp('252012', 2.5, 2, 1.2, 15),
      fp('322512', 3.2, 2.5, 1.2, 22),
      fp('404012', 4, 4, 1.2, 33),
      fp('404020', 4, 4, 2, 47),
    ],
    'Shielded',
    0.15,
    (footprint, inductance) => {
      const body = `CIGW${footprint.code}GM${inductance.uh3}M`;
      return [body, [reel(`${body}LE`, footprint)]];
    },
    'https://weblib.samsungsem.com/common/pdf/inductor/CIGW_Series.pdf',
  ),
  ...(['01', '11', '1A', '51'] as const).map((grade, index) =>
    pwr(
      `vishay-ihlp-${grade.toLowerCase()}`,
      'vishay-dale',
      ['wurth-we-pd', 'coilcraft-xal', 'bourns-srr', 'coilcraft-xfl'][index] as string,
      `IHLP-${grade}`,
      [
        fp('1616AB', 4.1, 4.5, 1.2, 10),
        fp('1616BZ', 4.1, 4.5, 2, 22),
        fp('2020BZ', 5.2, 5.5, 2, 33),
        fp('2020CZ', 5.2, 5.5, 3, 47),
        fp('2525BD', 6.5, 6.9, 2.4, 47),
        fp('2525CZ', 6.5, 6.9, 3, 68),
        fp('2525EZ', 6.5, 6.9, 5, 100),
        fp('3232CZ', 8.2, 8.8, 3, 100),
        fp('3232DZ', 8.2, 8.8, 4, 150),
        fp('4040DZ', 10.2, 10.8, 4, 220),
        fp('5050CE', 13, 13.2, 3, 220),
        fp('5050FD', 13, 13.2, 6.4, 330),
        fp('6767GZ', 17, 17.2, 7, 470),
      ],
      'Shielded',
      0.9,
      (footprint, inductance) => {
        const body = `IHLP${footprint.code}ER${inductance.uh3}M${grade}`;
        return [body, [reel(body, footprint)]];
      },
      `https://www.vishay.com/docs/34${pad(250 + index, 3)}/ihlp${grade.toLowerCase()}.pdf`,
    ),
  ),
];

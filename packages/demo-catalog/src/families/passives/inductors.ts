// Inductors and ferrites: power inductors, RF inductors, ferrite beads, common-mode chokes.
import { fam, type Family, type Variant } from '../family';
import { reel as reelOf } from '../packing-and-text';
import { E12, E6, chipPackage, ind, indSeries, pad, sig, type ChipSize, type Ind } from '../values';

/** Würth WE-PD size digits by footprint code. */
const WE_PD_SIZE: Record<string, string> = {
  '1030': '10',
  '1050': '15',
  '1245': '24',
  '1260': '26',
  '1280': '28',
  '7332': '32',
  '7345': '45',
};

// ---------------------------------------------------------------------------------------------
// Power inductors

const PWR = 'power-inductors';
/** 0.1 µH … 1000 µH, E6. */
const PWR_VALUES = indSeries(E6, 2, 6).filter((inductance) => inductance.nh <= 1e6);

/** A power-inductor footprint: code, size (mm), current constant and largest value (µH). */
export interface Footprint {
  code: string;
  l: number;
  w: number;
  h: number;
  /** Current capability: Irms ≈ k / √L(µH) amps. */
  k: number;
  maxUh: number;
}

function pwrSpec(
  series: string,
  fp: Footprint,
  inductance: Ind,
  shield: string,
  tol: string,
  base: string,
  variants: Variant[],
  ds: string,
  price: number,
) {
  const uh = inductance.nh / 1000;
  const irms = fp.k / Math.sqrt(uh);
  const isat = irms * 1.35;
  const dcr = (uh * 0.018 * 30) / (fp.l * fp.w);
  return {
    base,
    variants,
    description: `FIXED IND ${inductance.desc} ${sig(irms)}A ${sig(dcr * 1000)} MOHM SMD`,
    parameters: {
      Series: series,
      Inductance: inductance.disp,
      Tolerance: tol,
      'Current Rating (Amps)': `${sig(irms)} A`,
      'Current - Saturation (Isat)': `${sig(isat)} A`,
      'DC Resistance (DCR)': `${sig(dcr * 1000)} mOhm`,
      Shielding: shield,
      'Package / Case': 'Nonstandard',
      'Size / Dimension': `${fp.l.toFixed(2)}mm x ${fp.w.toFixed(2)}mm`,
      'Height - Seated (Max)': `${fp.h.toFixed(2)} mm`,
      'Operating Temperature': '-40°C ~ 125°C',
    },
    price: price * (1 + fp.l / 8),
    grams: Math.round(fp.l * fp.w * fp.h * 0.005 * 1000) / 1000,
    datasheetUrl: ds,
  };
}

function pwr(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  fps: Footprint[],
  shield: string,
  tol: string,
  code: (fp: Footprint, l: Ind) => [string, Variant[]] | null,
  ds: string,
  price: number,
  values = PWR_VALUES,
): Family {
  return fam({
    key,
    leaf: PWR,
    mfr,
    weight,
    kind: 'passive',
    dimensions: [fps, values],
    make: ([fp, inductance]) => {
      if (inductance.nh / 1000 > fp.maxUh) return null;
      const ordering = code(fp, inductance);
      if (!ordering) return null;
      return pwrSpec(series, fp, inductance, shield, tol, ordering[0], ordering[1], ds, price);
    },
  });
}

const fp = (code: string, length: number, width: number, height: number, k: number, maxUh: number): Footprint => ({
  code,
  l: length,
  w: width,
  h: height,
  k,
  maxUh,
});

const pwrFamilies: Family[] = [
  pwr(
    'wurth-we-pd',
    'wurth-elektronik',
    'WE-PD',
    3,
    [
      fp('1030', 10, 10, 3, 6, 470),
      fp('1050', 10, 10, 5, 8, 1000),
      fp('1245', 12, 12, 4.5, 10, 1000),
      fp('1260', 12, 12, 6, 12, 1000),
      fp('1280', 12, 12, 8, 14, 1000),
      fp('7332', 7.3, 7.3, 3.2, 4, 470),
      fp('7345', 7.3, 7.3, 4.5, 5, 1000),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => {
      const mpn = `74477${WE_PD_SIZE[footprint.code]}${inductance.nh3}`;
      return [mpn, [reelOf(mpn, footprint.h > 5 ? 500 : 1000)]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-PD.pdf',
    0.9,
  ),
  pwr(
    'coilcraft-xal',
    'coilcraft',
    'XAL',
    3,
    [
      fp('4020', 4, 4, 2.1, 4, 22),
      fp('4030', 4, 4, 3.1, 5, 47),
      fp('5030', 5.28, 5.48, 3.1, 6, 47),
      fp('6060', 6.56, 6.76, 6.1, 11, 100),
      fp('7030', 7.5, 7.2, 3.1, 8, 47),
      fp('7070', 7.5, 7.2, 7, 13, 100),
      fp('1010', 11.3, 10, 10, 20, 150),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => {
      const body = `XAL${footprint.code}-${inductance.nh3}ME`;
      return [
        body,
        [reelOf(`${body}C`, footprint.h > 5 ? 350 : 1000), { mpn: `${body}D`, pack: 'reel-only', qty: footprint.h > 5 ? 1400 : 4000 }],
      ];
    },
    'https://www.coilcraft.com/getmedia/ece5aeca-4c8a-4aa8-9cdb-7fdbb6a4e7b2/xal4000.pdf',
    1.4,
  ),
  pwr(
    'coilcraft-xfl',
    'coilcraft',
    'XFL',
    2,
    [
      fp('2010', 2, 1.9, 1, 1.2, 4.7),
      fp('2012', 2, 1.9, 1.2, 1.4, 10),
      fp('3010', 3.2, 3.2, 1, 1.8, 10),
      fp('3012', 3.2, 3.2, 1.2, 2, 22),
      fp('4015', 4, 4, 1.5, 3, 47),
      fp('4020', 4, 4, 2.1, 3.5, 47),
      fp('5030', 5.28, 5.48, 3.1, 5, 100),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => {
      const body = `XFL${footprint.code}-${inductance.nh3}ME`;
      return [body, [reelOf(`${body}C`, 2000), { mpn: `${body}D`, pack: 'reel-only', qty: 8000 }]];
    },
    'https://www.coilcraft.com/getmedia/3d2f0a9b-1f3c-4a37-b1e8-2f5a6e3a7d2b/xfl3012.pdf',
    1.1,
  ),
  pwr(
    'bourns-srr',
    'bourns',
    'SRR',
    2.5,
    [
      fp('0604', 6, 6, 4.5, 4, 470),
      fp('1005', 10, 10, 5, 6, 1000),
      fp('1208', 12.5, 12.5, 8, 12, 1000),
      fp('1260', 12.5, 12.5, 6, 10, 1000),
      fp('4028', 4.8, 4.8, 2.8, 3, 220),
      fp('5028', 5.8, 5.8, 2.8, 3.5, 330),
      fp('6028', 6.8, 6.8, 2.8, 4, 470),
      fp('7045', 7.3, 7.3, 4.5, 6, 470),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => [
      `SRR${footprint.code}-${inductance.uh3}M`,
      [reelOf(`SRR${footprint.code}-${inductance.uh3}M`, footprint.h > 5 ? 500 : 1000)],
    ],
    'https://www.bourns.com/docs/Product-Datasheets/SRR1260.pdf',
    0.7,
  ),
  pwr(
    'bourns-srn',
    'bourns',
    'SRN',
    1.5,
    [
      fp('3015', 3, 3, 1.5, 1.8, 22),
      fp('4018', 4, 4, 1.8, 2.6, 100),
      fp('5020', 5, 5, 2, 3, 100),
      fp('6045', 6, 6, 4.5, 5, 470),
      fp('8040', 8, 8, 4, 6, 470),
    ],
    'Semi-Shielded',
    '±20%',
    (footprint, inductance) => [`SRN${footprint.code}-${inductance.uh3}M`, [reelOf(`SRN${footprint.code}-${inductance.uh3}M`, 2000)]],
    'https://www.bourns.com/docs/Product-Datasheets/SRN4018.pdf',
    0.35,
  ),
  pwr(
    'tdk-spm',
    'tdk',
    'SPM',
    1.5,
    [
      fp('3012', 3.2, 3, 1.2, 2.5, 10),
      fp('4012', 4.4, 4.1, 1.2, 3, 10),
      fp('5030', 5.4, 5.1, 3, 6, 47),
      fp('6530', 7.1, 6.5, 3, 7, 47),
      fp('7054', 7.1, 6.5, 5.4, 10, 100),
      fp('10065', 11, 10, 6.5, 14, 150),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => [`SPM${footprint.code}T-${inductance.uh3}M`, [reelOf(`SPM${footprint.code}T-${inductance.uh3}M`, 1000)]],
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_power_spm6530_en.pdf',
    0.6,
  ),
  pwr(
    'sumida-cdrh',
    'sumida',
    'CDRH',
    1.5,
    [
      fp('2D18', 3.2, 3.2, 2, 1.5, 22),
      fp('3D16', 4, 4, 1.8, 2, 47),
      fp('4D28', 5.1, 5.1, 3, 3, 100),
      fp('5D28', 6, 6, 3, 4, 220),
      fp('6D28', 7, 7, 3, 4.5, 220),
      fp('8D43', 8.3, 8.3, 4.5, 6, 470),
      fp('104R', 10.5, 10.3, 4, 8, 1000),
      fp('127', 12.3, 12.3, 8, 12, 1000),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => {
      const body = `CDRH${footprint.code}NP-${inductance.uh3}N`;
      return [body, [reelOf(`${body}C`, footprint.h > 4 ? 500 : 1000)]];
    },
    'https://products.sumida.com/products/pdf/CDRH.pdf',
    0.5,
  ),
  pwr(
    'taiyo-yuden-nr',
    'taiyo-yuden',
    'NR',
    1.5,
    [
      fp('3012', 3, 3, 1.2, 1.6, 22),
      fp('3015', 3, 3, 1.5, 1.8, 47),
      fp('4012', 4, 4, 1.2, 2, 47),
      fp('4018', 4, 4, 1.8, 2.6, 100),
      fp('5040', 5, 5, 4, 4, 220),
      fp('6045', 6, 6, 4.5, 5, 470),
      fp('8040', 8, 8, 4, 6, 1000),
    ],
    'Semi-Shielded',
    '±20%',
    (footprint, inductance) => [`NR${footprint.code}T${inductance.uh3}M`, [reelOf(`NR${footprint.code}T${inductance.uh3}M`, 2000)]],
    'https://www.yuden.co.jp/productdata/catalog/wound04_e.pdf',
    0.3,
  ),
  pwr(
    'murata-lqh',
    'murata',
    'LQH',
    1.2,
    [fp('2H', 2.5, 2, 1.2, 1.2, 22), fp('3N', 3.2, 3.2, 2, 1.6, 100), fp('44', 4, 4, 1.8, 2.2, 100), fp('5B', 5, 5, 2, 3, 220)],
    'Unshielded',
    '±20%',
    (footprint, inductance) => {
      const body = `LQH${footprint.code}PN${inductance.uh3}MME`;
      return [body, [reelOf(`${body}L`, 1500), { mpn: `${body}K`, pack: 'reel-only', qty: 6000 }]];
    },
    'https://www.murata.com/products/productdata/8796781428766/ENFA0014.pdf',
    0.35,
  ),
  pwr(
    'samsung-cig',
    'samsung-electro-mechanics',
    'CIG',
    1.2,
    [
      fp('201610', 2, 1.6, 1, 1.5, 10),
      fp('201612', 2, 1.6, 1.2, 1.8, 10),
      fp('252010', 2.5, 2, 1, 2, 10),
      fp('252012', 2.5, 2, 1.2, 2.3, 10),
      fp('322512', 3.2, 2.5, 1.2, 2.8, 10),
    ],
    'Shielded',
    '±20%',
    (footprint, inductance) => {
      const body = `CIGT${footprint.code}GM${inductance.uh3}M`;
      return [body, [reelOf(`${body}NE`, 3000)]];
    },
    'https://weblib.samsungsem.com/common/pdf/inductor/CIGT_Series.pdf',
    0.15,
    indSeries(E12, 2, 4).filter((inductance) => inductance.nh <= 10000),
  ),
];

// ---------------------------------------------------------------------------------------------
// RF inductors

const RF = 'rf-inductors';
const RF_VALUES = indSeries(E12, 0, 2).concat([ind(10, 3)]);
/** The RF inductor types' short words in descriptions (multilayer is 'ML'). */
export const RF_TYPE_WORD: Record<string, string> = { Wirewound: 'WW', 'Thin Film': 'TF' };

interface RfSize {
  size: ChipSize;
  code: string;
  type: 'Multilayer' | 'Wirewound' | 'Thin Film';
  maxNh: number;
  q: number;
  srfK: number;
}
function rf(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  sizes: RfSize[],
  tols: readonly string[],
  code: (s: RfSize, l: Ind, tol: string) => [string, Variant[]],
  ds: string,
  price: number,
): Family {
  return fam({
    key,
    leaf: RF,
    mfr,
    weight,
    kind: 'chip',
    dimensions: [sizes, RF_VALUES, tols],
    make: ([rfSize, inductance, tol]) => {
      if (inductance.nh > rfSize.maxNh) return null;
      if ((tol === 'S' || tol === 'B' || tol === 'C') !== inductance.nh < 10) return null;
      const [base, variants] = code(rfSize, inductance, tol);
      const srf = rfSize.srfK / Math.sqrt(inductance.nh);
      return {
        base,
        variants,
        description: `FIXED IND ${inductance.desc} ${rfSize.size} ${RF_TYPE_WORD[rfSize.type] ?? 'ML'}`,
        parameters: {
          Series: series,
          Inductance: inductance.disp,
          Tolerance:
            tol === 'S'
              ? '±0.3nH'
              : tol === 'B'
                ? '±0.1nH'
                : tol === 'C'
                  ? '±0.2nH'
                  : tol === 'G'
                    ? '±2%'
                    : tol === 'H'
                      ? '±3%'
                      : tol === 'J'
                        ? '±5%'
                        : '±10%',
          'Current Rating (Amps)': `${Math.max(50, Math.round(900 / Math.sqrt(inductance.nh) / 10) * 10)} mA`,
          'DC Resistance (DCR)': `${sig(0.05 + inductance.nh * 0.012)} Ohm`,
          'Q @ Freq': `${rfSize.q} @ ${inductance.nh < 100 ? 500 : 100}MHz`,
          'Frequency - Self Resonant': srf >= 1 ? `${sig(srf)} GHz` : `${Math.round(srf * 1000)} MHz`,
          Type: rfSize.type,
          'Package / Case': chipPackage(rfSize.size),
          'Operating Temperature': '-55°C ~ 125°C',
        },
        price: price * (rfSize.type === 'Wirewound' ? 2.2 : rfSize.type === 'Thin Film' ? 1.8 : 1),
        grams: rfSize.size === '0201' ? 0.0002 : rfSize.size === '0402' ? 0.0008 : rfSize.size === '0603' ? 0.003 : 0.008,
        datasheetUrl: ds,
      };
    },
  });
}
const rfs = (size: ChipSize, code: string, type: RfSize['type'], maxNh: number, qFactor: number, srfK: number): RfSize => ({
  size,
  code,
  type,
  maxNh,
  q: qFactor,
  srfK,
});
const rfFamilies: Family[] = [
  rf(
    'murata-lq',
    'murata',
    'LQG/LQW/LQP',
    3,
    [
      rfs('0402', 'LQG15HS', 'Multilayer', 270, 8, 60),
      rfs('0603', 'LQG18HN', 'Multilayer', 470, 10, 70),
      rfs('0402', 'LQW15AN', 'Wirewound', 120, 30, 80),
      rfs('0603', 'LQW18AN', 'Wirewound', 470, 35, 90),
      rfs('0201', 'LQP03TN', 'Thin Film', 100, 12, 70),
    ],
    ['S', 'G', 'J'],
    (rfSize, inductance, tol) => {
      const body = `${rfSize.code}${inductance.rf}${tol}${rfSize.type === 'Multilayer' ? '02' : '00'}`;
      return [
        body,
        [
          reelOf(`${body}D`, rfSize.size === '0603' ? 4000 : 10000),
          { mpn: `${body}J`, pack: 'reel-only', qty: rfSize.size === '0603' ? 15000 : 50000 },
        ],
      ];
    },
    'https://www.murata.com/products/productdata/8796761554974/ENFA0005.pdf',
    0.1,
  ),
  rf(
    'coilcraft-cs',
    'coilcraft',
    'CS',
    2,
    [
      rfs('0402', '0402CS', 'Wirewound', 120, 40, 85),
      rfs('0603', '0603CS', 'Wirewound', 1000, 45, 95),
      rfs('0805', '0805CS', 'Wirewound', 1000, 50, 100),
    ],
    ['B', 'G', 'J'],
    (rfSize, inductance, tol) => {
      const body = `${rfSize.code}-${inductance.rf}X${tol}L`;
      return [body, [reelOf(`${body}U`, 2000), { mpn: `${body}W`, pack: 'reel-only', qty: 8000 }]];
    },
    'https://www.coilcraft.com/getmedia/0603cs.pdf',
    0.3,
  ),
  rf(
    'tdk-mlg',
    'tdk',
    'MLG',
    2,
    [
      rfs('0201', 'MLG0603S', 'Multilayer', 100, 8, 60),
      rfs('0402', 'MLG1005S', 'Multilayer', 270, 9, 65),
      rfs('0402', 'MHQ1005P', 'Thin Film', 100, 15, 75),
    ],
    ['C', 'H', 'J'],
    (rfSize, inductance, tol) => {
      const mpn = `${rfSize.code}${inductance.rf}${tol}T000`;
      return [mpn, [reelOf(mpn, rfSize.size === '0201' ? 15000 : 10000)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/inductor/inductor/smd/catalog/inductor_commercial_mlg1005s_en.pdf',
    0.1,
  ),
  rf(
    'taiyo-yuden-hk',
    'taiyo-yuden',
    'HK',
    1.5,
    [
      rfs('0402', 'HK1005', 'Multilayer', 270, 8, 60),
      rfs('0603', 'HK1608', 'Multilayer', 470, 10, 70),
      rfs('0201', 'HK0603', 'Multilayer', 100, 7, 55),
    ],
    ['S', 'J', 'K'],
    (rfSize, inductance, tol) => {
      const mpn = `${rfSize.code}${inductance.rf}${tol}-T`;
      return [mpn, [reelOf(mpn, rfSize.size === '0603' ? 4000 : 10000)]];
    },
    'https://www.yuden.co.jp/productdata/catalog/mlci07_e.pdf',
    0.1,
  ),
];

// ---------------------------------------------------------------------------------------------
// Ferrite beads

const BEAD = 'ferrite-beads';
const IMPEDANCES = [
  10, 22, 30, 33, 47, 60, 68, 80, 100, 120, 150, 180, 220, 240, 300, 330, 470, 600, 680, 800, 1000, 1500, 1800, 2200, 2500,
];
const zCode = (ohms: number) => {
  const digits = String(ohms);
  return ohms < 10 ? `${digits}R0` : `${digits.slice(0, 2)}${digits.length - 2}`;
};
interface BeadType {
  size: ChipSize;
  code: string;
  power: boolean;
  maxZ: number;
}
function bead(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  types: BeadType[],
  code: (t: BeadType, z: number, i: number) => [string, Variant[]],
  ds: string,
): Family {
  return fam({
    key,
    leaf: BEAD,
    mfr,
    weight,
    kind: 'chip',
    dimensions: [types, IMPEDANCES],
    make: ([beadType, impedance]) => {
      if (impedance > beadType.maxZ) return null;
      const [base, variants] = code(beadType, impedance, types.indexOf(beadType) * IMPEDANCES.length + IMPEDANCES.indexOf(impedance));
      const sizeK = { '0201': 0.3, '0402': 0.6, '0603': 1, '0805': 1.6, '1206': 2.5 }[beadType.size as string] ?? 1;
      const amps = (beadType.power ? 3.5 : 0.8) * sizeK * Math.sqrt(120 / impedance);
      return {
        base,
        variants,
        description: `FERRITE BEAD ${impedance} OHM ${beadType.size} 1LN`,
        parameters: {
          Series: series,
          'Impedance @ Frequency': `${impedance} Ohms @ 100 MHz`,
          'Current Rating (Max)': amps >= 1 ? `${sig(amps)} A` : `${Math.round(amps * 100) * 10} mA`,
          'DC Resistance (DCR) (Max)': `${sig(((beadType.power ? 0.01 : 0.08) * Math.sqrt(impedance / 30)) / sizeK)} Ohm`,
          'Number of Lines': '1',
          'Filter Type': beadType.power ? 'Power Line' : 'Signal Line',
          'Package / Case': chipPackage(beadType.size),
          'Operating Temperature': '-55°C ~ 125°C',
        },
        price: 0.1 * (beadType.power ? 1.5 : 1),
        grams: beadType.size === '0402' ? 0.0008 : beadType.size === '0603' ? 0.003 : 0.01,
        datasheetUrl: ds,
      };
    },
  });
}
const bt = (size: ChipSize, code: string, power: boolean, maxZ: number): BeadType => ({ size, code, power, maxZ });
const beadFamilies: Family[] = [
  bead(
    'murata-blm',
    'murata',
    'BLM',
    4,
    [
      bt('0402', 'BLM15AG', false, 1000),
      bt('0402', 'BLM15PD', true, 600),
      bt('0603', 'BLM18AG', false, 1000),
      bt('0603', 'BLM18KG', true, 600),
      bt('0603', 'BLM18PG', true, 600),
      bt('0603', 'BLM18SG', true, 330),
      bt('0805', 'BLM21PG', true, 600),
      bt('0805', 'BLM21AG', false, 2500),
      bt('1206', 'BLM31PG', true, 1000),
    ],
    (beadType, impedance) => {
      const body = `${beadType.code}${zCode(impedance)}SN1`;
      return [
        body,
        [
          reelOf(`${body}D`, beadType.size === '0402' ? 10000 : 4000),
          { mpn: `${body}J`, pack: 'reel-only', qty: beadType.size === '0402' ? 50000 : 10000 },
        ],
      ];
    },
    'https://www.murata.com/products/productdata/8796738650142/ENFA0003.pdf',
  ),
  bead(
    'tdk-mpz',
    'tdk',
    'MPZ/MMZ',
    2,
    [
      bt('0402', 'MMZ1005S', false, 1000),
      bt('0402', 'MMZ1005Y', false, 2200),
      bt('0603', 'MMZ1608B', false, 2500),
      bt('0603', 'MPZ1608S', true, 1000),
      bt('0805', 'MPZ2012S', true, 1000),
    ],
    (beadType, impedance) => {
      const mpn = `${beadType.code}${zCode(impedance)}${beadType.power ? 'ATA00' : 'CT000'}`;
      return [mpn, [reelOf(mpn, beadType.size === '0402' ? 10000 : 4000)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/emc/emc/beads/catalog/beads_commercial_power_mpz1608_en.pdf',
  ),
  bead(
    'wurth-we-cbf',
    'wurth-elektronik',
    'WE-CBF',
    2,
    [bt('0402', '0402', false, 1000), bt('0603', '0603', false, 1000), bt('0805', '0805', true, 1000), bt('1206', '1206', true, 1000)],
    (beadType, _z, index) => {
      const mpn = `742792${pad(index + 11, 3)}`;
      return [mpn, [reelOf(mpn, beadType.size === '0402' ? 10000 : 4000)]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-CBF.pdf',
  ),
  bead(
    'bourns-mh',
    'bourns',
    'MH',
    1,
    [bt('0603', 'MH1608', false, 1000), bt('0805', 'MH2029', true, 1000), bt('1206', 'MH3261', true, 1000)],
    (beadType, impedance) => [`${beadType.code}-${zCode(impedance)}Y`, [reelOf(`${beadType.code}-${zCode(impedance)}Y`, 4000)]],
    'https://www.bourns.com/docs/Product-Datasheets/MH.pdf',
  ),
  bead(
    'taiyo-yuden-bk',
    'taiyo-yuden',
    'BK',
    1,
    [
      bt('0402', 'BK1005HS', false, 1000),
      bt('0603', 'BK1608HS', false, 1000),
      bt('0603', 'BK1608HW', true, 600),
      bt('0805', 'BK2125HS', false, 1000),
    ],
    (beadType, impedance) => [
      `${beadType.code}${zCode(impedance)}-T`,
      [reelOf(`${beadType.code}${zCode(impedance)}-T`, beadType.size === '0402' ? 10000 : 4000)],
    ],
    'https://www.yuden.co.jp/productdata/catalog/en/beads_e.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Common-mode chokes

const CMC = 'common-mode-chokes';
const CMC_Z = [67, 90, 120, 150, 180, 220, 260, 370, 600, 900, 1000, 1200, 2200];
interface CmcType {
  code: string;
  pkg: string;
  power: boolean;
  amps: number;
  v: number;
  g: number;
}
function cmc(
  key: string,
  mfr: string,
  series: string,
  weight: number,
  types: CmcType[],
  code: (t: CmcType, z: number, i: number) => [string, Variant[]],
  ds: string,
): Family {
  return fam({
    key,
    leaf: CMC,
    mfr,
    weight,
    kind: 'passive',
    dimensions: [types, CMC_Z],
    make: ([cmcType, impedance]) => {
      const [base, variants] = code(cmcType, impedance, types.indexOf(cmcType) * CMC_Z.length + CMC_Z.indexOf(impedance));
      const amps = cmcType.amps * Math.sqrt(90 / impedance);
      return {
        base,
        variants,
        description: `CMC ${Math.round(amps * 1000)}MA 2LN ${impedance} OHM SMD`,
        parameters: {
          Series: series,
          'Impedance @ Frequency': `${impedance} Ohms @ 100 MHz`,
          'Number of Lines': '2',
          'Current Rating (Max)': amps >= 1 ? `${sig(amps)} A` : `${Math.round(amps * 100) * 10} mA`,
          'DC Resistance (DCR) (Max)': `${sig(0.05 * Math.sqrt(impedance / 10))} Ohm`,
          'Voltage Rating - DC': `${cmcType.v} V`,
          'Filter Type': cmcType.power ? 'Power Line' : 'Signal Line',
          'Package / Case': cmcType.pkg,
          'Operating Temperature': '-40°C ~ 125°C',
        },
        price: cmcType.power ? 0.9 : 0.35,
        grams: cmcType.g,
        datasheetUrl: ds,
      };
    },
  });
}
const ct = (code: string, pkg: string, power: boolean, amps: number, volts: number, grams: number): CmcType => ({
  code,
  pkg,
  power,
  amps,
  v: volts,
  g: grams,
});
const cmcFamilies: Family[] = [
  cmc(
    'murata-dlw',
    'murata',
    'DLW',
    2,
    [
      ct('DLW21SN', '0805 (2012 Metric), 4 PC Pad', false, 0.33, 50, 0.01),
      ct('DLW31SN', '1206 (3216 Metric), 4 PC Pad', false, 0.37, 50, 0.02),
      ct('DLW5BTN', 'Nonstandard, 4 PC Pad', true, 5, 50, 0.4),
      ct('DLP11SN', '0504 (1210 Metric), 4 PC Pad', false, 0.1, 5, 0.003),
    ],
    (cmcType, ohms) => {
      const body =
        `${cmcType.code}${ohms < 100 ? `${ohms}0`.slice(0, 2) + '0' : String(ohms).slice(0, 2) + (String(ohms).length - 2)}` +
        `${cmcType.code === 'DLP11SN' ? 'HL2' : 'SQ2'}`;
      return [body, [reelOf(`${body}L`, cmcType.power ? 1000 : 2000), { mpn: `${body}B`, pack: 'bulk', qty: 1 }]];
    },
    'https://www.murata.com/products/productdata/8796738879518/EFLC0009.pdf',
  ),
  cmc(
    'tdk-acm',
    'tdk',
    'ACM',
    2,
    [
      ct('ACM2012', '0805 (2012 Metric), 4 PC Pad', false, 0.4, 50, 0.01),
      ct('ACM4520', 'Nonstandard, 4 PC Pad', true, 3, 80, 0.15),
      ct('ACM7060', 'Nonstandard, 4 PC Pad', true, 6, 80, 0.6),
      ct('ACT45B', 'Nonstandard, 4 PC Pad', false, 0.2, 80, 0.1),
    ],
    (cmcType, ohms) => {
      const mpn = `${cmcType.code}-${String(ohms).slice(0, 2)}${String(ohms).length - 2}-2P-T${cmcType.code === 'ACT45B' ? 'L003' : '000'}`;
      return [mpn, [reelOf(mpn, cmcType.power ? 1000 : 2000)]];
    },
    'https://product.tdk.com/system/files/dam/doc/product/emc/emc/cmf_cmc/catalog/cmf_commercial_signal_acm2012_en.pdf',
  ),
  cmc(
    'wurth-we-cnsw',
    'wurth-elektronik',
    'WE-CNSW',
    2,
    [
      ct('0805', '0805 (2012 Metric), 4 PC Pad', false, 0.37, 50, 0.01),
      ct('1206', '1206 (3216 Metric), 4 PC Pad', false, 0.4, 50, 0.02),
      ct('HF', 'Nonstandard, 4 PC Pad', true, 4, 80, 0.3),
    ],
    (cmcType, _z, index) => {
      const mpn = `7442${cmcType.power ? '36' : '32'}${pad(index + 10, 3)}`;
      return [mpn, [reelOf(mpn, 2000)]];
    },
    'https://www.we-online.com/components/products/datasheet/WE-CNSW.pdf',
  ),
  cmc(
    'bourns-srf',
    'bourns',
    'SRF',
    1,
    [
      ct('SRF2012', '0805 (2012 Metric), 4 PC Pad', false, 0.3, 50, 0.01),
      ct('SRF0905', 'Nonstandard, 4 PC Pad', true, 2, 80, 0.2),
      ct('SRF1260', 'Nonstandard, 4 PC Pad', true, 5, 80, 0.9),
    ],
    (cmcType, impedance) => [
      `${cmcType.code}-${String(impedance).slice(0, 2)}${String(impedance).length - 2}Y`,
      [reelOf(`${cmcType.code}-${String(impedance).slice(0, 2)}${String(impedance).length - 2}Y`, 2000)],
    ],
    'https://www.bourns.com/docs/Product-Datasheets/SRF2012.pdf',
  ),
];

export const INDUCTOR_FAMILIES: Family[] = [...pwrFamilies, ...rfFamilies, ...beadFamilies, ...cmcFamilies];

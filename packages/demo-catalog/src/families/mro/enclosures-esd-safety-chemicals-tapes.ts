// MRO supplies: plastic and metal enclosures, ESD control, safety glasses and PPE, adhesives and
// threadlockers, cleaners and contact sprays, tapes. Hammond codes are series + size + lid/finish
// letters; chemical makers number each product-and-pack size separately.
import { fam, type BaseSpec, type Family } from '../family';
import { pad } from '../values';
import { shortWord } from '../packing-and-text';
import { bulk, gr, jitter, usd } from '../electromechanical-helpers';

const PLASTIC = 'plastic-enclosures';
const METAL = 'metal-enclosures';
const ESD = 'esd-control';
const PPE = 'safety-glasses-and-ppe';
const GLUE = 'adhesives-and-threadlockers';
const CLEAN = 'cleaners-and-contact-sprays';
const TAPE = 'tapes';

// ---------------------------------------------------------------------------------------------
// Enclosures

interface Box {
  series: string;
  type: string;
  material: string;
  colour: string;
  l: number;
  w: number;
  h: number;
  ip: string;
  features: string;
}

function boxSpec(box: Box, base: string, price: number, grams: number, ds: string): BaseSpec {
  const inch = (mm: number) => (mm / 25.4).toFixed(2);
  return {
    base,
    variants: [bulk(base)],
    description:
      `BOX ${shortWord(
        box.material,
        [
          ['Acrylonitrile', 'ABS'],
          ['Aluminum', 'ALUM'],
        ],
        box.material.toUpperCase(),
      )} ` + `${box.colour.toUpperCase()} ${inch(box.l)}"L X ${inch(box.w)}"W`,
    parameters: {
      Series: box.series,
      'Container Type': box.type,
      Material: box.material,
      Color: box.colour,
      'Outline Dimensions':
        `${inch(box.l)}" L x ${inch(box.w)}" W x ${inch(box.h)}" H (` +
        `${box.l.toFixed(1)}mm x ${box.w.toFixed(1)}mm x ${box.h.toFixed(1)}mm)`,
      Length: `${inch(box.l)}" (${box.l.toFixed(1)}mm)`,
      Width: `${inch(box.w)}" (${box.w.toFixed(1)}mm)`,
      Height: `${inch(box.h)}" (${box.h.toFixed(1)}mm)`,
      'Ingress Protection': box.ip,
      Features: box.features,
    },
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const HAMMOND_DS = (series: string) => `https://www.hammfg.com/files/parts/pdf/${series}.pdf`;
/** Hammond 1591 sizes: [size letters, L, W, H mm]. */
const H1591 = [
  ['XXA', 80, 40, 20],
  ['XXB', 100, 50, 25],
  ['XXC', 85, 56, 39],
  ['XXD', 150, 80, 50],
  ['XXE', 190, 110, 60],
  ['XXF', 110, 82, 44],
  ['XXG', 120, 80, 59],
  ['XXL', 150, 80, 25],
  ['XXM', 85, 56, 25],
  ['XXS', 112, 38, 31],
  ['A', 100, 50, 25],
  ['B', 112, 62, 31],
  ['C', 120, 65, 40],
  ['D', 150, 80, 50],
  ['E', 190, 110, 60],
  ['G', 120, 80, 59],
] as const;
const H1591_LIDS = [
  ['S', 'BK', 'Black', 'Solid Lid'],
  ['S', 'GY', 'Gray', 'Solid Lid'],
  ['S', 'BU', 'Blue', 'Solid Lid'],
  ['S', 'RD', 'Red', 'Solid Lid'],
  ['T', 'BU', 'Blue, Translucent', 'Translucent Lid'],
  ['T', 'RD', 'Red, Translucent', 'Translucent Lid'],
  ['T', 'CL', 'Clear', 'Translucent Lid'],
  ['FL', 'BK', 'Black', 'Flanged Lid'],
  ['FL', 'GY', 'Gray', 'Flanged Lid'],
] as const;
const H1551 = [
  ['G', 35, 35, 20],
  ['H', 60, 35, 20],
  ['J', 50, 50, 20],
  ['K', 60, 60, 20],
  ['L', 80, 40, 20],
  ['N', 80, 60, 20],
  ['R', 60, 35, 15],
] as const;
const H1590 = [
  ['A', 92.6, 38.5, 31],
  ['B', 112.4, 60.5, 31],
  ['BB', 119.5, 93.9, 34],
  ['BB2', 119.5, 93.9, 52],
  ['BS', 112.4, 60.5, 42],
  ['C', 120, 100, 56],
  ['D', 188, 119.5, 56],
  ['E', 188, 119.5, 83],
  ['G', 100, 50, 25],
  ['LB', 51, 51, 31],
  ['N1', 121, 66, 39.5],
  ['P1', 175, 66, 39.5],
  ['R1', 138, 63, 35],
  ['S', 138, 63, 35],
  ['T', 220, 140, 85],
  ['U', 225, 145, 52],
  ['WA', 120, 79, 32],
  ['WB', 150, 80, 50],
  ['X', 145, 121, 39],
  ['Z', 188, 120, 45],
] as const;
const H1590_FINISH = [
  ['', 'Natural'],
  ['BK', 'Black'],
  ['RD', 'Red'],
  ['BU', 'Blue'],
  ['GY', 'Gray'],
] as const;
const H1455 = [
  ['C', 54, 23, [80, 120]],
  ['J', 78, 27, [80, 120, 160]],
  ['K', 78, 43, [80, 120, 160]],
  ['L', 103, 30, [80, 120, 160, 220]],
  ['N', 103, 53, [80, 120, 160, 220]],
  ['Q', 125, 51, [160, 220]],
  ['R', 125, 78, [160, 220]],
  ['T', 160, 56, [160, 220]],
] as const;

const plasticFamilies: Family[] = [
  fam({
    key: 'hammond-1591',
    leaf: PLASTIC,
    mfr: 'hammond',
    weight: 0.8,
    kind: 'mro',
    dimensions: [H1591, H1591_LIDS],
    make: ([[size, length, width, height], [lid, cc, colour, feature]]) => {
      const mpn = `1591${size}${lid}${cc}`;
      return boxSpec(
        {
          series: '1591',
          type: lid === 'FL' ? 'Box with Flanged Lid' : 'Box',
          material: lid === 'T' ? 'Polycarbonate' : 'Acrylonitrile Butadiene Styrene (ABS), Flame Retardant',
          colour,
          l: length,
          w: width,
          h: height,
          ip: 'IP54',
          features: feature,
        },
        mpn,
        3.2 + (length * width * height) / 52000 + (lid === 'T' ? 1.8 : lid === 'FL' ? 0.9 : 0),
        18 + (length * width + width * height + length * height) * 0.004,
        HAMMOND_DS(`1591${size}`),
      );
    },
  }),
  fam({
    key: 'hammond-1551',
    leaf: PLASTIC,
    mfr: 'hammond',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      H1551,
      [
        ['BK', 'Black'],
        ['GY', 'Gray'],
        ['TBU', 'Blue, Translucent'],
        ['FLBK', 'Black'],
      ] as const,
    ],
    make: ([[size, length, width, height], [cc, colour]]) => {
      const mpn = `1551${size}${cc}`;
      return boxSpec(
        {
          series: '1551',
          type: cc.startsWith('FL') ? 'Box with Flanged Lid' : 'Box',
          material: cc.startsWith('T') ? 'Polycarbonate' : 'Acrylonitrile Butadiene Styrene (ABS)',
          colour,
          l: length,
          w: width,
          h: height,
          ip: '-',
          features: cc.startsWith('FL') ? 'Flanged Lid' : cc.startsWith('T') ? 'Translucent Lid' : 'Solid Lid',
        },
        mpn,
        2.1 + (length * width) / 6000 + (cc.startsWith('T') ? 0.8 : 0),
        8 + length * width * 0.004,
        HAMMOND_DS('1551'),
      );
    },
  }),
  fam({
    key: 'bud-pn-nema',
    leaf: PLASTIC,
    mfr: 'bud-industries',
    weight: 0.5,
    kind: 'mro',
    dimensions: [
      Array.from({ length: 20 }, (_, index) => index),
      [
        ['', 'Gray', 'Solid Lid'],
        ['-C', 'Gray, Clear Lid', 'Clear Lid'],
      ] as const,
    ],
    make: ([index, [sfx, colour, lid]]) => {
      const length = 100 + index * 15;
      const width = 70 + Math.floor(index * 8.5);
      const height = 50 + (index % 4) * 15;
      const mpn = `PN-${1320 + index}${sfx}`;
      return boxSpec(
        {
          series: 'PN',
          type: 'Box, NEMA 4X',
          material: 'Polycarbonate',
          colour,
          l: length,
          w: width,
          h: height,
          ip: 'IP66',
          features: `${lid}, Gasket`,
        },
        mpn,
        14 + (length * width * height) / 38000 + (sfx ? 4 : 0),
        120 + (length * width + width * height + length * height) * 0.006,
        `https://www.budind.com/pdf/hbpn${1320 + index}.pdf`,
      );
    },
  }),
];

const metalFamilies: Family[] = [
  fam({
    key: 'hammond-1590',
    leaf: METAL,
    mfr: 'hammond',
    weight: 0.45,
    kind: 'mro',
    dimensions: [H1590, H1590_FINISH],
    make: ([[size, length, width, height], [cc, colour]]) => {
      const mpn = `1590${size}${cc}`;
      return boxSpec(
        {
          series: '1590',
          type: 'Box, Die-Cast',
          material: 'Aluminum Alloy',
          colour,
          l: length,
          w: width,
          h: height,
          ip: 'IP54',
          features: cc ? 'Powder Coated' : '-',
        },
        mpn,
        6.5 + (length * width * height) / 26000 + (cc ? 5 : 0),
        60 + (length * width + width * height + length * height) * 0.022,
        HAMMOND_DS(`1590${size}`),
      );
    },
  }),
  fam({
    key: 'hammond-1455',
    leaf: METAL,
    mfr: 'hammond',
    weight: 0.35,
    kind: 'mro',
    dimensions: [
      H1455.flatMap((row) => row[3].map((len) => ({ s: row, len }))),
      [
        ['1', '', 'Clear Anodized', 'Aluminum End Panels'],
        ['1', 'BK', 'Black Anodized', 'Aluminum End Panels'],
        ['1', 'BU', 'Blue Anodized', 'Aluminum End Panels'],
        ['2', '', 'Clear Anodized', 'Plastic End Bezels'],
      ] as const,
    ],
    make: ([
      {
        s: [size, width, height],
        len,
      },
      [ep, cc, colour, feature],
    ]) => {
      const mpn = `1455${size}${len}${ep}${cc}`;
      return boxSpec(
        {
          series: '1455',
          type: 'Box, Extruded',
          material: 'Aluminum',
          colour,
          l: len,
          w: width,
          h: height,
          ip: ep === '1' ? 'IP54' : '-',
          features: `${feature}, PCB Slots`,
        },
        mpn,
        12 + (len * width * height) / 22000 + (cc ? 3 : 0),
        40 + (len * width + width * height + len * height) * 0.02,
        HAMMOND_DS(`1455${size}`),
      );
    },
  }),
  fam({
    key: 'bud-an-nema',
    leaf: METAL,
    mfr: 'bud-industries',
    weight: 0.2,
    kind: 'mro',
    dimensions: [
      [
        ['AN-1301', 98, 64, 34],
        ['AN-1302', 115, 65, 55],
        ['AN-1303', 120, 80, 56],
        ['AN-1304', 160, 100, 60],
        ['AN-1305', 171, 121, 55],
        ['AN-1306', 222, 146, 55],
        ['AN-1307', 222, 146, 90],
        ['AN-1308', 275, 175, 67],
        ['AN-1309', 330, 230, 80],
        ['AN-1310', 360, 260, 90],
      ] as const,
      [
        ['', 'Natural'],
        ['-GY', 'Gray'],
      ] as const,
    ],
    make: ([[code, length, width, height], [sfx, colour]]) => {
      const mpn = `${code}${sfx}`;
      return boxSpec(
        {
          series: 'AN',
          type: 'Box, Die-Cast, NEMA 4X',
          material: 'Aluminum Alloy',
          colour,
          l: length,
          w: width,
          h: height,
          ip: 'IP66',
          features: sfx ? 'Painted, Gasket' : 'Gasket',
        },
        mpn,
        21 + (length * width * height) / 30000 + (sfx ? 6 : 0),
        120 + (length * width + width * height + length * height) * 0.025,
        `https://www.budind.com/pdf/hban${code.slice(3)}.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// ESD control and PPE

function simpleSpec(params: Record<string, string>, desc: string, base: string, price: number, grams: number, ds: string): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description: desc,
    parameters: params,
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const esdParams = (series: string, type: string, size: string, colour: string, material: string, resistance: string, qty: string) => ({
  Series: series,
  Type: type,
  Size: size,
  Color: colour,
  Material: material,
  Resistance: resistance,
  'Package Quantity': qty,
});
const MATS = [
  [24, 36],
  [24, 48],
  [24, 60],
  [30, 60],
  [30, 72],
  [36, 72],
] as const;
const MAT_COLOURS = [
  ['Blue', 1],
  ['Green', 2],
  ['Gray', 3],
] as const;
const BAGS = [
  [3, 5],
  [4, 6],
  [5, 8],
  [6, 10],
  [8, 10],
  [8, 12],
  [10, 12],
  [10, 14],
  [12, 16],
  [14, 18],
  [18, 24],
] as const;

const esdFamilies: Family[] = [
  fam({
    key: 'desco-wrist-straps',
    leaf: ESD,
    mfr: 'desco',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      [
        ['Jewel™ Adjustable', 'Wrist Strap', 'Adjustable', 0],
        ['Jewel™ Adjustable XL', 'Wrist Strap', 'Adjustable, XL', 1],
        ['Fabric Elastic', 'Wrist Strap', 'Adjustable', 2],
        ['Metal Expansion', 'Wrist Strap', 'Medium', 3],
      ] as const,
      [
        [6, 0],
        [10, 1],
        [12, 2],
      ] as const,
    ],
    make: ([[series, type, size, si], [ft, fi]]) => {
      const mpn = pad(9060 + si * 10 + fi, 5);
      return simpleSpec(
        esdParams(series, type, `${size}, ${ft}' Coil Cord`, 'Blue', 'Polyester, Stainless Steel', '1 MOhm', '1 Each'),
        `WRIST STRAP ${size.split(',')[0]?.toUpperCase()} ${ft}' CORD`,
        mpn,
        11 + si * 3 + fi * 1.5,
        45 + ft * 4,
        'https://www.desco.com/en/product/wrist-straps.html',
      );
    },
  }),
  fam({
    key: 'desco-mats',
    leaf: ESD,
    mfr: 'desco',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      MATS,
      MAT_COLOURS,
      [
        ['Statfree® T2', 0],
        ['Statfree® B2 Plus', 1],
      ] as const,
    ],
    make: ([[width, length], [colour, ci], [series, ti]]) => {
      const mpn = `66${ti}${ci}${pad(MATS.findIndex((mat) => mat[0] === width && mat[1] === length) + 1, 1)}`;
      return simpleSpec(
        esdParams(
          series,
          'Mat Kit',
          `${width}" x ${length}"`,
          colour,
          ti === 0 ? 'Rubber, 2-Layer' : 'Vinyl, 3-Layer',
          '10^6 ~ 10^9 Ohm',
          '1 Each',
        ),
        `MAT KIT ESD ${colour.toUpperCase()} ${width}"X${length}"`,
        mpn,
        58 + (width * length) / 40 + ti * 12,
        width * length * 2.6,
        'https://www.desco.com/en/product/mats.html',
      );
    },
  }),
  fam({
    key: 'desco-scs-bags',
    leaf: ESD,
    mfr: 'desco',
    weight: 0.25,
    kind: 'mro',
    dimensions: [
      BAGS,
      [
        ['1000', 'Metal-In', 100],
        ['3400', 'Metal-Out', 100],
        ['1500', 'Moisture Barrier', 50],
      ] as const,
    ],
    make: ([[width, height], [series, kind, qty]]) => {
      const mpn = `${series}${width}${height}`;
      return simpleSpec(
        esdParams(
          `SCS ${series}`,
          `Static Shielding Bag, ${kind}`,
          `${width}" x ${height}"`,
          'Transparent',
          'Polyester, Aluminum, Polyethylene',
          '10^8 ~ 10^11 Ohm',
          `${qty} Bags`,
        ),
        `BAG STATIC SHIELD ${width}X${height}" ${qty}PK`,
        mpn,
        (9 + width * height * 0.16) * (qty / 100) * (series === '1500' ? 2.4 : 1),
        (width * height * 0.5 * qty) / 10,
        'https://www.descoindustries.com/scs/static-shielding-bags.html',
      );
    },
  }),
  fam({
    key: 'desco-grounding',
    leaf: ESD,
    mfr: 'desco',
    weight: 0.15,
    kind: 'mro',
    dimensions: [
      [
        ['09810', 'Heel Grounder', 'Universal', 'Black', 6],
        ['09830', 'Heel Grounder, Dual Cup', 'Universal', 'Black', 9],
        ['19250', 'Wrist Strap Tester', '-', 'Gray', 129],
        ['19290', 'Combination Tester', '-', 'Gray', 389],
        ['09819', 'Common Point Ground Cord', '15 ft', 'Black', 18],
        ['73723', 'Smock', 'Medium', 'Blue', 34],
        ['73724', 'Smock', 'Large', 'Blue', 34],
        ['73725', 'Smock', 'X-Large', 'Blue', 36],
      ] as const,
    ],
    make: ([[mpn, type, size, colour, price]]) =>
      simpleSpec(
        esdParams('ESD Grounding', type, size, colour, type.startsWith('Smock') ? 'Polyester, Carbon Fiber' : '-', '1 MOhm', '1 Each'),
        `${type.toUpperCase()} ESD${size === '-' ? '' : ` ${size.toUpperCase()}`}`,
        mpn,
        price,
        type.includes('Tester') ? 450 : 120,
        'https://www.desco.com/en/product/grounding.html',
      ),
  }),
];

const ppeParams = (series: string, type: string, colour: string, feature: string, size: string, standard: string, qty: string) => ({
  Series: series,
  Type: type,
  Color: colour,
  'Coating / Feature': feature,
  Size: size,
  Standards: standard,
  'Package Quantity': qty,
});

const ppeFamilies: Family[] = [
  fam({
    key: '3m-securefit',
    leaf: PPE,
    mfr: '3m',
    weight: 0.35,
    kind: 'mro',
    dimensions: [
      [
        ['SF2', 'SecureFit™ 200'],
        ['SF4', 'SecureFit™ 400'],
      ] as const,
      [
        ['01', 'Clear'],
        ['02', 'Gray'],
        ['03', 'Amber'],
        ['07', 'Indoor/Outdoor Mirror'],
      ] as const,
      [
        ['AF', 'Anti-Fog'],
        ['AS', 'Anti-Scratch'],
      ] as const,
    ],
    make: ([[pre, series], [cc, colour], [coat, feature]]) => {
      const mpn = `${pre}${cc}${coat}`;
      return simpleSpec(
        ppeParams(series, 'Safety Glasses', colour, feature, 'Universal', 'ANSI Z87.1+', '1 Each'),
        `SAFETY GLASSES ${colour.toUpperCase()} ${feature.toUpperCase()}`,
        mpn,
        (pre === 'SF4' ? 6.9 : 4.8) + (coat === 'AF' ? 1.2 : 0),
        20,
        `https://multimedia.3m.com/mws/media/${mpn}.pdf`,
      );
    },
  }),
  fam({
    key: '3m-respirators-hearing',
    leaf: PPE,
    mfr: '3m',
    weight: 0.35,
    kind: 'mro',
    dimensions: [
      [
        ['8210', 'Respirator, Disposable', 'White', 'N95', 'Standard', 'NIOSH N95', '20 Pieces', 24],
        ['8210Plus', 'Respirator, Disposable', 'White', 'N95', 'Standard', 'NIOSH N95', '20 Pieces', 29],
        ['8511', 'Respirator, Disposable', 'White', 'N95, Exhalation Valve', 'Standard', 'NIOSH N95', '10 Pieces', 27],
        ['9205+', 'Respirator, Disposable', 'White', 'N95, Flat Fold', 'Standard', 'NIOSH N95', '20 Pieces', 31],
        ['8233', 'Respirator, Disposable', 'White', 'N100, Exhalation Valve', 'Standard', 'NIOSH N100', '1 Each', 12],
        ['6200', 'Respirator, Half Facepiece', 'Gray', 'Reusable', 'Medium', 'NIOSH', '1 Each', 21],
        ['1100', 'Ear Plugs, Uncorded', 'Orange', 'Foam, NRR 29dB', 'Universal', 'ANSI S3.19', '200 Pairs', 34],
        ['1110', 'Ear Plugs, Corded', 'Orange', 'Foam, NRR 29dB', 'Universal', 'ANSI S3.19', '100 Pairs', 42],
        ['1270', 'Ear Plugs, Corded', 'Blue', 'Reusable, NRR 24dB', 'Universal', 'ANSI S3.19', '100 Pairs', 58],
        ['H10A', 'Earmuffs', 'Black', 'NRR 30dB', 'Universal', 'ANSI S3.19', '1 Each', 29],
      ] as const,
    ],
    make: ([[mpn, type, colour, feature, size, standard, qty, price]]) =>
      simpleSpec(
        ppeParams(
          mpn.startsWith('H') ? 'PELTOR™' : type.startsWith('Ear') ? 'E-A-R™' : 'Aura™',
          type,
          colour,
          feature,
          size,
          standard,
          qty,
        ),
        `${type.split(',')[0]?.toUpperCase()} ${feature.split(',')[0]?.toUpperCase()} ${qty.toUpperCase()}`,
        mpn,
        price,
        qty.startsWith('1 ') ? 120 : 400,
        `https://multimedia.3m.com/mws/media/${mpn}.pdf`,
      ),
  }),
];

// ---------------------------------------------------------------------------------------------
// Adhesives, cleaners, tapes

const glueParams = (series: string, type: string, strength: string, colour: string, cure: string, temp: string, size: string) => ({
  Series: series,
  Type: type,
  Strength: strength,
  Color: colour,
  'Cure Time': cure,
  'Operating Temperature': temp,
  Size: size,
});
/** Loctite: [product, type, strength, colour, fixture time, temperature, USD for 10 ml]. */
const LOCTITE = [
  ['222', 'Threadlocker', 'Low', 'Purple', '20 min', '-54°C ~ 150°C', 14],
  ['242', 'Threadlocker', 'Medium', 'Blue', '20 min', '-54°C ~ 150°C', 14],
  ['243', 'Threadlocker', 'Medium', 'Blue', '10 min', '-54°C ~ 180°C', 15],
  ['262', 'Threadlocker', 'High', 'Red', '20 min', '-54°C ~ 150°C', 15],
  ['263', 'Threadlocker', 'High', 'Red', '10 min', '-54°C ~ 180°C', 16],
  ['271', 'Threadlocker', 'High', 'Red', '10 min', '-54°C ~ 150°C', 15],
  ['290', 'Threadlocker, Wicking', 'Medium', 'Green', '20 min', '-54°C ~ 150°C', 16],
  ['638', 'Retaining Compound', 'High', 'Green', '5 min', '-54°C ~ 180°C', 18],
  ['401', 'Instant Adhesive (Cyanoacrylate)', 'High', 'Clear', '5 sec', '-54°C ~ 120°C', 12],
  ['406', 'Instant Adhesive (Cyanoacrylate)', 'High', 'Clear', '3 sec', '-54°C ~ 120°C', 13],
  ['480', 'Instant Adhesive (Cyanoacrylate)', 'High', 'Black', '40 sec', '-54°C ~ 100°C', 17],
  ['E-30CL', 'Epoxy, 2-Part', 'High', 'Clear', '30 min', '-55°C ~ 100°C', 19],
] as const;
const LOCTITE_SIZES = [
  ['10 ml Bottle', 1],
  ['50 ml Bottle', 3.6],
  ['250 ml Bottle', 13],
] as const;

const cleanParams = (series: string, type: string, form: string, size: string, flam: string, plastic: string) => ({
  Series: series,
  Type: type,
  Form: form,
  Size: size,
  Flammability: flam,
  'Plastic Safe': plastic,
});
/** [code, maker, series, type, form, size, flammable, plastic safe, USD]. */
const CLEANERS = [
  ['02016', 'crc-industries', 'QD® Contact Cleaner', 'Contact Cleaner', 'Aerosol', '11 oz (312 g)', 'Flammable', 'Yes', 12],
  ['02130', 'crc-industries', 'Contact Cleaner 2000®', 'Contact Cleaner', 'Aerosol', '13 oz (369 g)', 'Non-Flammable', 'Yes', 18],
  ['02120', 'crc-industries', 'QD® Electronic Cleaner', 'Contact Cleaner', 'Aerosol', '11 oz (312 g)', 'Flammable', 'Yes', 13],
  ['02005', 'crc-industries', '2-26®', 'Contact Lubricant', 'Aerosol', '11 oz (312 g)', 'Flammable', 'Yes', 11],
  ['03180', 'crc-industries', 'Flux Remover', 'Flux Remover', 'Aerosol', '12 oz (340 g)', 'Flammable', 'No', 15],
  ['03125', 'crc-industries', 'Lectra Clean®', 'Degreaser', 'Aerosol', '19 oz (539 g)', 'Non-Flammable', 'No', 14],
  ['02084', 'crc-industries', 'Duster™', 'Duster', 'Aerosol', '10 oz (283 g)', 'Non-Flammable', 'Yes', 9],
  ['02018', 'crc-industries', 'QD® Contact Cleaner', 'Contact Cleaner', 'Liquid', '1 gal (3.79 l)', 'Flammable', 'Yes', 58],
  ['824-1L', 'mg-chemicals', '824 Isopropyl Alcohol 99.9%', 'Isopropyl Alcohol', 'Liquid', '1 l Bottle', 'Flammable', 'Yes', 19],
  ['824-4L', 'mg-chemicals', '824 Isopropyl Alcohol 99.9%', 'Isopropyl Alcohol', 'Liquid', '4 l Jug', 'Flammable', 'Yes', 52],
  ['824-450ML', 'mg-chemicals', '824 Isopropyl Alcohol 99.9%', 'Isopropyl Alcohol', 'Aerosol', '450 ml', 'Flammable', 'Yes', 14],
  ['824-WB', 'mg-chemicals', '824 Isopropyl Alcohol 99.9%', 'Cleaning Wipes', 'Wipes', '50 Wipes', 'Flammable', 'Yes', 11],
  ['413B-425G', 'mg-chemicals', 'Super Wash®', 'Flux Remover', 'Aerosol', '425 g', 'Flammable', 'No', 17],
  ['406B-340G', 'mg-chemicals', 'Safety Wash II', 'Flux Remover', 'Aerosol', '340 g', 'Non-Flammable', 'Yes', 22],
  ['801B-140G', 'mg-chemicals', 'Nu Trol®', 'Contact Lubricant', 'Aerosol', '140 g', 'Flammable', 'Yes', 16],
  ['402C-450G', 'mg-chemicals', 'Super Cold Spray', 'Freeze Spray', 'Aerosol', '450 g', 'Non-Flammable', 'Yes', 24],
  ['ES1210', 'chemtronics', 'Electro-Wash® PX', 'Contact Cleaner', 'Aerosol', '12 oz (340 g)', 'Flammable', 'Yes', 17],
  ['ES197', 'chemtronics', 'Flux-Off® Rosin', 'Flux Remover', 'Aerosol', '12 oz (340 g)', 'Flammable', 'No', 19],
  ['ES1668E', 'chemtronics', 'Electro-Wash® NXT', 'Contact Cleaner', 'Aerosol', '12 oz (340 g)', 'Non-Flammable', 'Yes', 27],
  ['ES1015', 'chemtronics', 'Ultrajet®', 'Duster', 'Aerosol', '10 oz (283 g)', 'Non-Flammable', 'Yes', 13],
  ['SD10', 'chemtronics', 'Coolwipes™', 'Cleaning Wipes', 'Wipes', '100 Wipes', 'Flammable', 'Yes', 16],
  ['CW9400', 'chemtronics', 'CircuitWorks® Flux Remover Pen', 'Flux Remover', 'Pen', '9 g', 'Flammable', 'No', 9],
] as const;

const tapeParams = (
  series: string,
  type: string,
  width: string,
  length: string,
  thickness: string,
  adhesive: string,
  colour: string,
  temp: string,
) => ({
  Series: series,
  Type: type,
  Width: width,
  Length: length,
  Thickness: thickness,
  Adhesive: adhesive,
  Color: colour,
  'Operating Temperature': temp,
});
/** 3M tapes: [product, type, adhesive, colour, length yd, mils, max °C, USD per inch width]. */
const TAPES_3M = [
  ['5413', 'Polyimide', 'Silicone', 'Amber', 36, 2.7, 260, 24],
  ['92', 'Polyimide', 'Silicone', 'Amber', 36, 2.4, 180, 22],
  ['1205', 'Polyimide', 'Acrylic', 'Amber', 36, 2.5, 155, 21],
  ['1350F-1', 'Polyester', 'Rubber, Thermosetting', 'Yellow', 72, 2.0, 130, 14],
  ['1181', 'Copper Foil', 'Conductive Acrylic', 'Copper', 18, 2.6, 155, 27],
  ['1126', 'Copper Foil', 'Conductive Acrylic', 'Copper', 18, 3.5, 155, 31],
  ['1170', 'Aluminum Foil', 'Conductive Acrylic', 'Silver', 18, 3.2, 155, 19],
  ['8992', 'Polyester', 'Silicone', 'Green', 72, 3.2, 204, 17],
] as const;
const TAPE_WIDTHS = [
  [0.25, '1/4'],
  [0.5, '1/2'],
  [0.75, '3/4'],
  [1, '1'],
  [2, '2'],
] as const;

const LOCTITE_TYPE_WORD = [
  ['Thread', 'THREADLOCKER'],
  ['Instant', 'ADHESIVE INSTANT'],
  ['Epoxy', 'EPOXY'],
] as const;
const chemFamilies: Family[] = [
  fam({
    key: 'loctite',
    leaf: GLUE,
    mfr: 'henkel-loctite',
    weight: 0.45,
    kind: 'mro',
    dimensions: [LOCTITE, LOCTITE_SIZES],
    make: ([[prod, type, strength, colour, cure, temp, price], [size, pf]]) => {
      const prodIndex = LOCTITE.findIndex((row) => row[0] === prod);
      const sizeIndex = LOCTITE_SIZES.findIndex((row) => row[0] === size);
      const mpn = String(1329000 + prodIndex * 37 + sizeIndex * 11);
      const sz = type.startsWith('Instant')
        ? size.replace(' ml Bottle', ' g Bottle').replace('10 g', '20 g').replace('250 g', '500 g')
        : type.startsWith('Epoxy')
          ? size.replace(' Bottle', ' Dual Syringe')
          : size;
      return simpleSpec(
        glueParams(`LOCTITE® ${prod}`, type, strength, colour, cure, temp, sz),
        `${shortWord(type, LOCTITE_TYPE_WORD, 'RETAINING COMPOUND')} ` + `${prod} ${sz.split(' ').slice(0, 2).join('').toUpperCase()}`,
        mpn,
        price * pf,
        20 * pf + 10,
        `https://tds.henkel.com/tds5/Studio/ShowPDF/${prod}-EN`,
      );
    },
  }),
  fam({
    key: 'mg-adhesives',
    leaf: GLUE,
    mfr: 'mg-chemicals',
    weight: 0.15,
    kind: 'mro',
    dimensions: [
      [
        ['8329TCM', 'Epoxy, Thermally Conductive', 'High', 'Gray', '6 h', '-40°C ~ 150°C', 1],
        ['8331D', 'Epoxy, Silver Conductive', 'Medium', 'Silver', '2 h', '-40°C ~ 150°C', 2.4],
        ['832C', 'Epoxy, Potting', 'High', 'Black', '24 h', '-40°C ~ 150°C', 0.8],
        ['9200', 'Epoxy, Low Viscosity', 'High', 'Clear', '24 h', '-40°C ~ 135°C', 0.7],
      ] as const,
      [
        ['6ML', '6 ml Syringe', 1],
        ['25ML', '25 ml Dual Syringe', 3.1],
        ['50ML', '50 ml Cartridge', 5.4],
      ] as const,
    ],
    make: ([[prod, type, strength, colour, cure, temp, pf], [sc, size, sf]]) => {
      const mpn = `${prod}-${sc}`;
      return simpleSpec(
        glueParams(prod, type, strength, colour, cure, temp, size),
        `EPOXY ${type.split(', ')[1]?.toUpperCase() ?? ''} ${sc}`,
        mpn,
        14 * pf * sf,
        15 * sf,
        `https://www.mgchemicals.com/downloads/tds/tds-${prod.toLowerCase()}.pdf`,
      );
    },
  }),
  fam({
    key: '3m-scotch-weld',
    leaf: GLUE,
    mfr: '3m',
    weight: 0.2,
    kind: 'mro',
    dimensions: [
      [
        ['DP100', 'Clear', '5 min', 18],
        ['DP190', 'Gray', '90 min', 21],
        ['DP420', 'Black', '20 min', 27],
        ['DP460', 'Off-White', '60 min', 29],
        ['DP810', 'Tan', '10 min', 31],
        ['DP125', 'Gray', '25 min', 22],
      ] as const,
      [
        ['50ML', '50 ml Dual Cartridge', 1],
        ['400ML', '400 ml Dual Cartridge', 5.2],
      ] as const,
    ],
    make: ([[prod, colour, cure, price], [sc, size, pf]]) => {
      const mpn = `${prod}-${sc}`;
      return simpleSpec(
        glueParams('Scotch-Weld™', prod === 'DP810' ? 'Acrylic, 2-Part' : 'Epoxy, 2-Part', 'High', colour, cure, '-55°C ~ 120°C', size),
        `ADHESIVE ${prod === 'DP810' ? 'ACRYLIC' : 'EPOXY'} ${prod} ${sc}`,
        mpn,
        price * pf,
        70 * pf,
        `https://multimedia.3m.com/mws/media/${prod}.pdf`,
      );
    },
  }),
  ...(['crc-industries', 'mg-chemicals', 'chemtronics'] as const).map((mfr, index) =>
    fam({
      key: `${mfr}-cleaners`,
      leaf: CLEAN,
      mfr,
      weight: [0.3, 0.25, 0.15][index] as number,
      kind: 'mro',
      dimensions: [CLEANERS.filter((cleaner) => cleaner[1] === mfr)],
      make: ([[code, , series, type, form, size, flam, plastic, price]]) =>
        simpleSpec(
          cleanParams(series, type, form, size, flam, plastic),
          `${type.toUpperCase()} ${form.toUpperCase()} ${size.split(' (')[0]?.toUpperCase()}`,
          code,
          price,
          form === 'Liquid' && size.includes('gal') ? 3900 : form === 'Wipes' ? 250 : 420,
          mfr === 'crc-industries'
            ? `https://docs.crcindustries.com/docs/${code}-tds.pdf`
            : mfr === 'mg-chemicals'
              ? `https://www.mgchemicals.com/downloads/tds/tds-${code.split('-')[0]}.pdf`
              : `https://www.chemtronics.com/content/datasheets/${code}.pdf`,
        ),
    }),
  ),
  fam({
    key: '3m-tapes',
    leaf: TAPE,
    mfr: '3m',
    weight: 1,
    kind: 'mro',
    dimensions: [TAPES_3M, TAPE_WIDTHS],
    make: ([[prod, type, adhesive, colour, yd, mils, maxC, perInch], [width, wf]]) => {
      const mpn = `${wf}-5-${prod}`;
      return simpleSpec(
        tapeParams(
          prod,
          type,
          `${width.toFixed(2)}" (${(width * 25.4).toFixed(1)}mm)`,
          `${yd} yd (${(yd * 0.9144).toFixed(1)} m)`,
          `${mils} mil (${(mils * 0.0254).toFixed(3)}mm)`,
          adhesive,
          colour,
          `-40°C ~ ${maxC}°C`,
        ),
        `TAPE ${type.toUpperCase()} ${wf}" X ${yd}YD ${colour.toUpperCase()}`,
        mpn,
        perInch * width * (yd / 36) + 3,
        width * yd * 3.5 + 30,
        `https://multimedia.3m.com/mws/media/${prod}.pdf`,
      );
    },
  }),
];

export const MRO_FAMILIES: Family[] = [...plasticFamilies, ...metalFamilies, ...esdFamilies, ...ppeFamilies, ...chemFamilies];

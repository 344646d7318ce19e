// Soldering stations and irons, tips, solder and flux, desoldering tools. Solder codes carry alloy,
// flux and diameter (Kester's 24-alloy-code, MG Chemicals' product-grams, Chip Quik's product,
// alloy letters and package); Soder-Wick codes carry flux type, width number and length in feet.
import { fam, type BaseSpec, type Family } from '../family';
import { bulk, gr, jitter, usd } from '../electromechanical-helpers';

const STATIONS = 'soldering-stations-and-irons';
const TIPS = 'soldering-tips';
const SOLDER = 'solder-and-flux';
const DESOLDER = 'desoldering-tools';

// ---------------------------------------------------------------------------------------------
// Stations and irons

interface Station {
  series: string;
  type: string;
  watts: number;
  temp: string;
  supply: string;
  plug: string;
  features: string;
}

function stationSpec(station: Station, base: string, price: number, grams: number, ds: string): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description: `${station.type.toUpperCase().replace('SOLDERING ', 'SOLDER ')} ${station.watts}W ${station.supply.replace('VAC', 'V')}`,
    parameters: {
      Series: station.series,
      Type: station.type,
      'Power (Watts)': `${station.watts} W`,
      'Temperature Range': station.temp,
      'Voltage - Supply': station.supply,
      'Plug Type': station.plug,
      Features: station.features,
    },
    price: usd(price),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const US = ['120VAC', 'US (Type B)'] as const;
const EU = ['230VAC', 'EU (Type F)'] as const;
const UK = ['230VAC', 'UK (Type G)'] as const;

/** [code, maker, series, type, watts, range, supply, features, USD, grams]; each row is one orderable model. */
type StationRow = readonly [string, string, string, string, number, string, readonly [string, string], string, number, number];
const STATION_ROWS: StationRow[] = [
  ['WE1010NA', 'weller', 'WE', 'Soldering Station', 70, '150°C ~ 450°C', US, 'ESD Safe, Standby Mode', 159, 2900],
  ['WE1010', 'weller', 'WE', 'Soldering Station', 70, '150°C ~ 450°C', EU, 'ESD Safe, Standby Mode', 165, 2900],
  ['WT1010HN', 'weller', 'WT', 'Soldering Station', 90, '100°C ~ 450°C', US, 'ESD Safe, Standby Mode, USB Interface', 429, 3800],
  ['WT1010H', 'weller', 'WT', 'Soldering Station', 90, '100°C ~ 450°C', EU, 'ESD Safe, Standby Mode, USB Interface', 436, 3800],
  ['WX2021', 'weller', 'WX', 'Soldering Station, 2 Channel', 200, '100°C ~ 450°C', US, 'ESD Safe, Standby Mode, USB Interface', 1189, 5200],
  ['WLC100', 'weller', 'WLC', 'Soldering Station', 40, '200°C ~ 480°C', US, '-', 59, 1500],
  ['SP40N', 'weller', 'SP', 'Soldering Iron', 40, '-', US, '-', 32, 230],
  ['SP80NUS', 'weller', 'SP', 'Soldering Iron', 80, '-', US, '-', 46, 320],
  ['WLIR6012A', 'weller', 'WLIR', 'Soldering Iron', 60, '-', US, '-', 28, 180],
  ['FX888D-23BY', 'hakko', 'FX-888D', 'Soldering Station', 70, '50°C ~ 480°C', US, 'ESD Safe, Digital Display', 132, 1400],
  ['FX888D-23BK', 'hakko', 'FX-888D', 'Soldering Station', 70, '50°C ~ 480°C', US, 'ESD Safe, Digital Display', 132, 1400],
  ['FX888D-27BY', 'hakko', 'FX-888D', 'Soldering Station', 70, '50°C ~ 480°C', EU, 'ESD Safe, Digital Display', 139, 1400],
  ['FX951-66', 'hakko', 'FX-951', 'Soldering Station', 75, '200°C ~ 450°C', US, 'ESD Safe, Sleep Mode', 279, 1600],
  ['FX971-66', 'hakko', 'FX-971', 'Soldering Station', 140, '200°C ~ 450°C', US, 'ESD Safe, Sleep Mode', 498, 2100],
  ['FX600-03', 'hakko', 'FX-600', 'Soldering Iron', 50, '200°C ~ 480°C', US, 'Adjustable Temperature', 48, 160],
  ['FX601-02', 'hakko', 'FX-601', 'Soldering Iron', 67, '240°C ~ 540°C', US, 'Adjustable Temperature', 79, 190],
  ['FX100-04', 'hakko', 'FX-100', 'Soldering Station', 70, '200°C ~ 450°C', US, 'ESD Safe, Induction Heating', 499, 2500],
  ['CD-2BQF', 'jbc', 'CD', 'Soldering Station', 130, '90°C ~ 450°C', EU, 'ESD Safe, Sleep Mode, USB Interface', 526, 3100],
  ['CD-1BQF', 'jbc', 'CD', 'Soldering Station', 130, '90°C ~ 450°C', US, 'ESD Safe, Sleep Mode, USB Interface', 519, 3100],
  ['CD-BQF', 'jbc', 'CD', 'Soldering Station', 130, '90°C ~ 450°C', UK, 'ESD Safe, Sleep Mode, USB Interface', 531, 3100],
  ['DDE-1C', 'jbc', 'DDE', 'Soldering Station, 2 Channel', 260, '90°C ~ 450°C', US, 'ESD Safe, Sleep Mode, USB Interface', 1470, 4500],
  ['BT-1BWA', 'jbc', 'BT', 'Soldering Iron, Cordless', 40, '90°C ~ 450°C', US, 'Battery Powered', 645, 650],
  ['CV-5210', 'metcal', 'CV', 'Soldering Station', 90, '-', US, 'ESD Safe, Connection Validation', 899, 2300],
  ['MX-5210', 'metcal', 'MX-500', 'Soldering Station', 60, '-', US, 'ESD Safe', 749, 2200],
  ['CV-5200', 'metcal', 'CV', 'Soldering Station', 90, '-', US, 'ESD Safe, Connection Validation, Single Handpiece Port', 769, 2100],
];

function stationFamily(mfr: string, weight: number, ds: string): Family {
  return fam({
    key: `${mfr}-stations`,
    leaf: STATIONS,
    mfr,
    weight,
    kind: 'instrument',
    dimensions: [STATION_ROWS.filter((stationRow) => stationRow[1] === mfr)],
    make: ([[code, , series, type, watts, temp, [supply, plug], features, price, grams]]) =>
      stationSpec({ series, type, watts, temp, supply, plug, features }, code, price, grams, ds),
  });
}

const stationFamilies: Family[] = [
  stationFamily('weller', 0.3, 'https://www.weller-tools.com/en/manuals'),
  stationFamily('hakko', 0.3, 'https://www.hakko.com/english/support/manual/'),
  stationFamily('jbc', 0.15, 'https://www.jbctools.com/manuals.html'),
  stationFamily('metcal', 0.15, 'https://www.metcal.com/resources/product-manuals/'),
];

// ---------------------------------------------------------------------------------------------
// Tips

function tipSpec(
  series: string,
  type: 'Tip' | 'Cartridge',
  shape: string,
  size: string,
  use: string,
  base: string,
  price: number,
  grams: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description: `${type === 'Cartridge' ? 'CARTRIDGE' : 'TIP'} ${shape.toUpperCase()} ${size.toUpperCase()}`,
    parameters: {
      Series: series,
      Type: type,
      'Tip Shape': shape,
      'Tip Size': size,
      'For Use With': use,
    },
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

/** Hakko tip shapes by code letter: B conical, C bevel, D chisel, I fine conical, K knife, J bent. */
const HAKKO_TIPS = [
  ['B', 'Conical', '0.5mm R'],
  ['BL', 'Conical, Long', '0.5mm R'],
  ['BR02', 'Conical, Bent', '0.2mm R'],
  ['I', 'Conical, Fine', '0.2mm R'],
  ['ILS', 'Conical, Fine, Long', '0.1mm R'],
  ['C05', 'Bevel', '0.5mm'],
  ['C1', 'Bevel', '1mm'],
  ['C2', 'Bevel', '2mm'],
  ['C3', 'Bevel', '3mm'],
  ['C4', 'Bevel', '4mm'],
  ['CF1', 'Bevel, Flat Face', '1mm'],
  ['D08', 'Chisel', '0.8mm'],
  ['D12', 'Chisel', '1.2mm'],
  ['D16', 'Chisel', '1.6mm'],
  ['D24', 'Chisel', '2.4mm'],
  ['D32', 'Chisel', '3.2mm'],
  ['K', 'Knife', '5.2mm'],
  ['KU', 'Knife', '2.3mm'],
  ['J02', 'Conical, Bent', '0.2mm R'],
  ['BC2', 'Bevel, Cylinder', '2mm'],
] as const;
const WELLER_TIPS = [
  ['A', 'Chisel', '1.6mm'],
  ['B', 'Chisel', '2.4mm'],
  ['C', 'Chisel', '3.2mm'],
  ['D', 'Chisel', '4.6mm'],
  ['H', 'Chisel', '0.8mm'],
  ['S', 'Conical', '0.4mm'],
  ['O', 'Conical, Long', '0.8mm'],
  ['K', 'Knife', '4.0mm'],
  ['1S', 'Conical, Fine', '0.2mm'],
  ['AS', 'Chisel, Long', '1.6mm'],
] as const;
const JBC_C245 = [
  ['903', 'Conical', '0.3mm'],
  ['906', 'Bevel', '2.2mm'],
  ['907', 'Chisel', '2.4mm'],
  ['910', 'Bevel', '3.5mm'],
  ['911', 'Chisel', '1.0mm'],
  ['932', 'Knife', '2.5mm'],
  ['941', 'Bevel', '1.3mm'],
  ['945', 'Chisel, Long', '2.2mm'],
  ['949', 'Conical, Bent', '0.5mm'],
  ['963', 'Chisel', '5.0mm'],
] as const;
const JBC_C210 = [
  ['002', 'Conical', '0.1mm'],
  ['007', 'Chisel', '1.0mm'],
  ['018', 'Conical, Bent', '0.2mm'],
  ['019', 'Bevel', '0.6mm'],
  ['020', 'Chisel', '0.4mm'],
  ['022', 'Knife', '1.5mm'],
] as const;
const METCAL_STTC = [
  ['101', 'Chisel', '1.0mm'],
  ['117', 'Conical', '0.4mm'],
  ['125', 'Chisel', '2.5mm'],
  ['136', 'Conical', '0.4mm'],
  ['137', 'Chisel', '1.5mm'],
  ['140', 'Bevel', '2.0mm'],
  ['145', 'Knife', '2.5mm'],
] as const;

const tipFamilies: Family[] = [
  fam({
    key: 'hakko-tips',
    leaf: TIPS,
    mfr: 'hakko',
    weight: 0.45,
    kind: 'mro',
    dimensions: [
      [
        ['T18', 'Tip', 'Hakko FX-888D, FX-600', 9.5],
        ['T12', 'Cartridge', 'Hakko FX-951, FX-952', 24],
      ] as const,
      HAKKO_TIPS,
    ],
    make: ([[series, type, use, price], [code, shape, size]]) => {
      if (series === 'T18' && (code === 'ILS' || code === 'J02' || code === 'BC2')) return null;
      const mpn = `${series}-${code}`;
      return tipSpec(
        series,
        type,
        shape,
        size,
        use,
        mpn,
        price + (code.startsWith('K') || code.endsWith('4') ? 1.5 : 0),
        series === 'T12' ? 18 : 6,
        `https://www.hakko.com/english/products/hakko_${series.toLowerCase()}.html`,
      );
    },
  }),
  fam({
    key: 'weller-tips',
    leaf: TIPS,
    mfr: 'weller',
    weight: 0.35,
    kind: 'mro',
    dimensions: [
      [
        ['ET', 'Weller WES51, PES51', 7.5],
        ['LT', 'Weller WSP80, WP80', 9.8],
      ] as const,
      WELLER_TIPS,
    ],
    make: ([[series, use, price], [code, shape, size]]) => {
      const mpn = `${series}${code}`;
      return tipSpec(
        `${series} Series`,
        'Tip',
        shape,
        size,
        use,
        mpn,
        price,
        5,
        `https://www.weller-tools.com/en/soldering-tips/${mpn.toLowerCase()}`,
      );
    },
  }),
  fam({
    key: 'jbc-cartridges',
    leaf: TIPS,
    mfr: 'jbc',
    weight: 0.25,
    kind: 'mro',
    dimensions: [
      [
        ...JBC_C245.map((tip) => ['C245', 'JBC T245 Handle', 31, tip] as const),
        ...JBC_C210.map((tip) => ['C210', 'JBC T210 Handle', 29, tip] as const),
      ],
    ],
    make: ([[series, use, price, [code, shape, size]]]) => {
      const mpn = `${series}${code}`;
      return tipSpec(
        series,
        'Cartridge',
        shape,
        size,
        use,
        mpn,
        price,
        series === 'C245' ? 12 : 4,
        `https://www.jbctools.com/${series.toLowerCase()}${code}-cartridge-product-${code}.html`,
      );
    },
  }),
  fam({
    key: 'metcal-sttc',
    leaf: TIPS,
    mfr: 'metcal',
    weight: 0.15,
    kind: 'mro',
    dimensions: [METCAL_STTC],
    make: ([[code, shape, size]]) =>
      tipSpec(
        'STTC',
        'Cartridge',
        shape,
        size,
        'Metcal MX-500, MX-5000',
        `STTC-${code}`,
        27,
        9,
        'https://www.metcal.com/wp-content/uploads/STTC-Series.pdf',
      ),
  }),
];

// ---------------------------------------------------------------------------------------------
// Solder and flux

interface Solder {
  series: string;
  type: 'Wire Solder' | 'Solder Paste' | 'Flux' | 'Flux Pen';
  alloy: string;
  flux: string;
  dia: string;
  melt: string;
  form: string;
}

const ALLOYS: Record<string, [string, string, boolean]> = {
  '6337': ['Sn63Pb37 (63/37)', '183°C (361°F)', true],
  '6040': ['Sn60Pb40 (60/40)', '183 ~ 190°C (361 ~ 374°F)', true],
  SAC305: ['Sn96.5Ag3Cu0.5 (SAC305)', '217 ~ 220°C (423 ~ 428°F)', false],
  SN100: ['Sn99.3Cu0.7', '227°C (441°F)', false],
  SNBI: ['Sn42Bi57.6Ag0.4', '138°C (280°F)', false],
};

function solderSpec(solder: Solder, base: string, price: number, grams: number, ds: string): BaseSpec {
  const leaded = solder.alloy.includes('Pb');
  const what =
    solder.type === 'Wire Solder'
      ? `SOLDER WIRE ${solder.alloy.split(' ')[0]?.toUpperCase()} ${solder.dia.split('"')[0]}"`
      : solder.type === 'Solder Paste'
        ? `SOLDER PASTE ${solder.alloy.split(' ')[0]?.toUpperCase()}`
        : `FLUX ${solder.flux.split(' (')[0]?.toUpperCase()}`;
  return {
    base,
    variants: [bulk(base)],
    description: `${what} ${solder.form.split(', ').slice(1).join(' ').toUpperCase()}`.trim(),
    parameters: {
      Series: solder.series,
      Type: solder.type,
      Composition: solder.alloy,
      'Flux Type': solder.flux,
      Diameter: solder.dia,
      'Melting Point': solder.melt,
      Form: solder.form,
      Process: solder.type.startsWith('Flux') ? '-' : leaded ? 'Leaded' : 'Lead Free',
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

/** Kester wire diameters and the last two digits of the code. */
const KESTER_DIA = [
  [0.015, '10'],
  [0.02, '18'],
  [0.025, '61'],
  [0.031, '27'],
  [0.04, '39'],
  [0.05, '53'],
  [0.062, '57'],
] as const;
const KESTER_FLUX = [
  ['00', '44 Rosin Activated (RA)', 1],
  ['88', '245 No-Clean', 1.1],
  ['97', '275 No-Clean', 1.2],
  ['66', '331 Water Soluble (OA)', 1.15],
] as const;
const dia = (inches: number) => `${inches.toFixed(3)}" (${(inches * 25.4).toFixed(2)}mm)`;

/** Chip Quik's low-temperature bismuth alloy (LT) is made only in the thermally stable TS391 paste. */
const PASTE_CELLS = (
  [
    ['SMD291', 'No-Clean'],
    ['SMD4300', 'Water Soluble (OA)'],
    ['TS391', 'No-Clean, Thermally Stable'],
  ] as const
).flatMap((product) =>
  (
    [
      ['AX', '6337'],
      ['SNL', 'SAC305'],
      ['LT', 'SNBI'],
    ] as const
  )
    .filter((al) => al[0] !== 'LT' || product[0] === 'TS391')
    .map((al) => ({ p: product, al })),
);

const solderFamilies: Family[] = [
  fam({
    key: 'kester-wire',
    leaf: SOLDER,
    mfr: 'kester',
    weight: 0.55,
    kind: 'mro',
    dimensions: [
      [
        ['6337', '6337'],
        ['6040', '6040'],
        ['7068', 'SAC305'],
        ['7150', 'SN100'],
      ] as const,
      KESTER_FLUX,
      KESTER_DIA,
    ],
    make: ([[code, alloyKey], [fc, flux, pf], [diameter, dc]]) => {
      const [alloy, melt, leaded] = ALLOYS[alloyKey] as [string, string, boolean];
      const mpn = `24-${code}-${fc}${dc}`;
      return solderSpec(
        { series: flux.split(' ')[0] ?? '', type: 'Wire Solder', alloy, flux, dia: dia(diameter), melt, form: 'Spool, 1 lb (454 g)' },
        mpn,
        (leaded ? 38 : 92) * pf * (diameter <= 0.02 ? 1.25 : 1),
        480,
        `https://www.kester.com/Portals/0/Documents/Knowledge%20Base/${flux.split(' ')[0]}.pdf`,
      );
    },
  }),
  fam({
    key: 'kester-flux',
    leaf: SOLDER,
    mfr: 'kester',
    weight: 0.1,
    kind: 'mro',
    dimensions: [
      [
        ['83-1000-0951', 'Flux Pen', '951 No-Clean', 'Pen, 10 ml'],
        ['83-1000-0186', 'Flux Pen', '186 Rosin Mildly Activated (RMA)', 'Pen, 10 ml'],
        ['83-1000-2331', 'Flux Pen', '2331-ZX Water Soluble (OA)', 'Pen, 10 ml'],
        ['63-0000-0951', 'Flux', '951 No-Clean', 'Bottle, 1 gal (3.79 l)'],
      ] as const,
    ],
    make: ([[mpn, type, flux, form]]) =>
      solderSpec(
        { series: flux.split(' ')[0] ?? '', type, alloy: '-', flux, dia: '-', melt: '-', form },
        mpn,
        type === 'Flux Pen' ? 11.5 : 118,
        type === 'Flux Pen' ? 25 : 3900,
        'https://www.kester.com/products/product/951-soldering-flux',
      ),
  }),
  fam({
    key: 'chip-quik-paste',
    leaf: SOLDER,
    mfr: 'chip-quik',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      PASTE_CELLS,
      [
        ['', 'Syringe, 15 g', 15, 1],
        ['10', 'Syringe, 35 g', 35, 1.9],
        ['250T3', 'Jar, 250 g', 250, 7.5],
        ['500T4', 'Jar, 500 g', 500, 13],
      ] as const,
    ],
    make: ([
      {
        p: [prod, flux],
        al: [ac, alloyKey],
      },
      [sc, form, grams, pf],
    ]) => {
      const [alloy, melt] = ALLOYS[alloyKey] as [string, string, boolean];
      const mpn = `${prod}${ac}${sc}`;
      return solderSpec(
        { series: prod, type: 'Solder Paste', alloy, flux, dia: '-', melt, form },
        mpn,
        (alloyKey === '6337' ? 11 : 16) * pf,
        grams + 10,
        `https://www.chipquik.com/datasheets/${prod}${ac}.pdf`,
      );
    },
  }),
  fam({
    key: 'chip-quik-wire',
    leaf: SOLDER,
    mfr: 'chip-quik',
    weight: 0.15,
    kind: 'mro',
    dimensions: [
      [
        ['SMDSW', '6337'],
        ['SMDSWLF', 'SAC305'],
      ] as const,
      [0.015, 0.02, 0.031],
      [
        ['2OZ', 'Spool, 2 oz (57 g)', 57, 1],
        ['8OZ', 'Spool, 8 oz (227 g)', 227, 3.2],
        ['1LB', 'Spool, 1 lb (454 g)', 454, 5.9],
      ] as const,
    ],
    make: ([[prod, alloyKey], diameter, [sc, form, grams, pf]]) => {
      const [alloy, melt] = ALLOYS[alloyKey] as [string, string, boolean];
      const mpn = `${prod}${diameter.toFixed(3).slice(1)} ${sc}`;
      return solderSpec(
        { series: prod, type: 'Wire Solder', alloy, flux: 'No-Clean', dia: dia(diameter), melt, form },
        mpn,
        (alloyKey === '6337' ? 8.5 : 14) * pf * (diameter < 0.02 ? 1.2 : 1),
        grams + 8,
        `https://www.chipquik.com/datasheets/${prod}.pdf`,
      );
    },
  }),
  fam({
    key: 'mg-chemicals-solder',
    leaf: SOLDER,
    mfr: 'mg-chemicals',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      [
        ['4860', '6337', 'No-Clean', 0.032],
        ['4880', '6040', 'Rosin Activated (RA)', 0.032],
        ['4895', '6337', 'No-Clean', 0.02],
        ['4900', 'SAC305', 'No-Clean', 0.032],
        ['4901', 'SAC305', 'No-Clean', 0.02],
        ['4884', '6040', 'Rosin Activated (RA)', 0.062],
      ] as const,
      [
        ['17G', 'Pocket Pack, 17 g', 17, 1],
        ['112G', 'Spool, 1/4 lb (112 g)', 112, 4.4],
        ['227G', 'Spool, 1/2 lb (227 g)', 227, 7.8],
        ['454G', 'Spool, 1 lb (454 g)', 454, 14],
      ] as const,
    ],
    make: ([[prod, alloyKey, flux, diameter], [sc, form, grams, pf]]) => {
      const [alloy, melt] = ALLOYS[alloyKey] as [string, string, boolean];
      return solderSpec(
        { series: prod, type: 'Wire Solder', alloy, flux, dia: dia(diameter), melt, form },
        `${prod}-${sc}`,
        (alloyKey === 'SAC305' ? 4.2 : 2.4) * pf,
        grams + 6,
        `https://www.mgchemicals.com/downloads/tds/tds-${prod}.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Desoldering tools

function desolderSpec(
  series: string,
  type: string,
  width: string,
  length: string,
  flux: string,
  features: string,
  base: string,
  price: number,
  grams: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description:
      type === 'Desoldering Braid'
        ? `DESOLDER BRAID ${flux.toUpperCase()} ${width.split('"')[0]}" ${length.split(' (')[0]?.replace(' ft', "'")}`
        : `${type.toUpperCase()} ${series.toUpperCase()}`,
    parameters: {
      Series: series,
      Type: type,
      Width: width,
      Length: length,
      'Flux Type': flux,
      Features: features,
    },
    price: usd(price * jitter(base, 0.03)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

/** Soder-Wick width numbers. */
const WICK_WIDTHS = [
  [1, 0.03],
  [2, 0.06],
  [3, 0.08],
  [4, 0.11],
  [5, 0.145],
  [6, 0.21],
] as const;

const desolderFamilies: Family[] = [
  fam({
    key: 'chemtronics-soder-wick',
    leaf: DESOLDER,
    mfr: 'chemtronics',
    weight: 0.5,
    kind: 'mro',
    dimensions: [
      [
        ['60', 'Rosin', 'Soder-Wick® Rosin'],
        ['80', 'No-Clean', 'Soder-Wick® No Clean'],
        ['50', 'Unfluxed', 'Soder-Wick® Unfluxed'],
      ] as const,
      WICK_WIDTHS,
      [5, 10, 25, 50, 100],
    ],
    make: ([[tc, flux, series], [sizeNo, width], ft]) => {
      if (ft >= 50 && sizeNo <= 1) return null;
      const mpn = `${tc}-${sizeNo}-${ft}`;
      return desolderSpec(
        series,
        'Desoldering Braid',
        `${width.toFixed(3)}" (${(width * 25.4).toFixed(2)}mm)`,
        `${ft} ft (${(ft * 0.3048).toFixed(1)} m)`,
        flux,
        ft <= 10 ? 'Static Dissipative Bobbin' : '-',
        mpn,
        (3.6 + width * 18) * Math.pow(ft / 5, 0.82) * (tc === '80' ? 1.15 : 1),
        4 + ft * width * 30,
        'https://www.chemtronics.com/soder-wick-rosin-sd-desoldering-braid',
      );
    },
  }),
  fam({
    key: 'hakko-desoldering',
    leaf: DESOLDER,
    mfr: 'hakko',
    weight: 0.2,
    kind: 'mro',
    dimensions: [
      [
        ['FR301-03/P', 'Desoldering Tool', '-', 'FR-301 110 W, 120 VAC', 389, 850],
        ['FR410-03', 'Desoldering Station', '-', 'FR-410 140 W, 120 VAC', 1185, 5200],
        ['DS01P', 'Desoldering Pump', '-', 'Antistatic', 19, 60],
        ['N61-01', 'Nozzle', '0.039" (1.00mm)', 'FR-301', 18, 5],
        ['N61-02', 'Nozzle', '0.047" (1.20mm)', 'FR-301', 18, 5],
        ['N61-03', 'Nozzle', '0.063" (1.60mm)', 'FR-301', 18, 5],
        ['N61-05', 'Nozzle', '0.079" (2.00mm)', 'FR-301', 19, 5],
      ] as const,
    ],
    make: ([[mpn, type, width, features, price, grams]]) =>
      desolderSpec(
        mpn.split(/[-/]/)[0] ?? mpn,
        type,
        width,
        '-',
        '-',
        features,
        mpn,
        price,
        grams,
        `https://www.hakko.com/english/products/hakko_${mpn.startsWith('FR410') ? 'fr410' : mpn.startsWith('DS') ? 'ds01p' : 'fr301'}.html`,
      ),
  }),
];

export const SOLDERING_FAMILIES: Family[] = [...stationFamilies, ...tipFamilies, ...solderFamilies, ...desolderFamilies];

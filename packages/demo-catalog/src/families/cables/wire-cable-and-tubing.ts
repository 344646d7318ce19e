// Hook-up wire, multi-conductor and flat ribbon cable, heat shrink tubing. Wire and cable codes
// carry product number, colour and spool length; tubing codes carry size, colour digit and form.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import {
  BLACK,
  BLUE,
  BROWN,
  CLEAR,
  EIA_COLOURS,
  GRAY,
  GREEN,
  ORANGE,
  RED,
  VIOLET,
  WHITE,
  YELLOW,
  bulk,
  feet,
  frac,
  gr,
  jitter,
  usd,
  type Colour,
} from '../electromechanical-helpers';

const HOOKUP = 'hook-up-wire';
const MULTI = 'multi-conductor-cable';
const RIBBON = 'flat-ribbon-cable';
const SHRINK = 'heat-shrink-tubing';

// ---------------------------------------------------------------------------------------------
// Hook-up wire

interface Wire {
  series: string;
  awg: number;
  strand: string;
  conductor: string;
  insulation: string;
  /** Insulation outer diameter, inches. */
  od: number;
  volts: number;
  temp: string;
  colour: Colour;
  ft: number;
  standard: string;
}

/** Copper (8.96 g/cm³) plus insulation (≈1.4 g/cm³) per metre, from the AWG diameter and the OD. */
function wireGramsPerMetre(awg: number, odIn: number): number {
  const diameter = 0.127 * Math.pow(92, (36 - awg) / 39);
  const cu = (Math.PI / 4) * diameter * diameter;
  const od = odIn * 25.4;
  return cu * 8.96 + Math.max(0, (Math.PI / 4) * od * od - cu) * 1.4;
}

function wireSpec(wire: Wire, base: string, variants: Variant[], price: number, ds: string): BaseSpec {
  const solid = wire.strand === 'Solid';
  return {
    base,
    variants,
    description: `HOOK-UP ${solid ? 'SOLID' : 'STRND'} ${wire.awg}AWG ${wire.colour.up} ${wire.ft === 1 ? 'PER FT' : `${wire.ft}'`}`,
    parameters: {
      Series: wire.series,
      'Wire Gauge': `${wire.awg} AWG`,
      'Conductor Strand': solid ? 'Solid' : `${wire.strand} Strands`,
      'Conductor Material': wire.conductor,
      'Insulation Material': wire.insulation,
      'Insulation Diameter': `${wire.od.toFixed(3)}" (${(wire.od * 25.4).toFixed(2)}mm)`,
      'Voltage Rating': `${wire.volts}V`,
      'Temperature Rating': wire.temp,
      Color: wire.colour.name,
      Length: feet(wire.ft),
      Standards: wire.standard,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(wire.ft * 0.3048 * wireGramsPerMetre(wire.awg, wire.od)),
    datasheetUrl: ds,
  };
}

/** Copper price per 100 ft by gauge, USD, for UL1007-class PVC wire; heavier insulation scales it. */
const CU_100FT: Record<number, number> = { 10: 62, 12: 41, 14: 27, 16: 18, 18: 12.5, 20: 9.5, 22: 7.6, 24: 6.4, 26: 6, 28: 6.2, 30: 6.6 };

const ALPHA_COLOURS: [string, Colour][] = [
  ['BK', BLACK],
  ['BL', BLUE],
  ['BR', BROWN],
  ['GR', GREEN],
  ['OR', ORANGE],
  ['RD', RED],
  ['SL', GRAY],
  ['VI', VIOLET],
  ['WH', WHITE],
  ['YL', YELLOW],
];
const ALPHA_SPOOLS = [
  ['005', 100],
  ['002', 500],
  ['001', 1000],
] as const;
/** Alpha Wire products: [number, AWG, stranding, insulation, OD inches, volts, °C, standard, price factor]. */
const ALPHA_WIRE = [
  ['3049', 24, '7/32', 'PVC', 0.056, 300, 80, 'UL1007, CSA', 1],
  ['3051', 22, '7/30', 'PVC', 0.062, 300, 80, 'UL1007, CSA', 1],
  ['3053', 20, '10/30', 'PVC', 0.068, 300, 80, 'UL1007, CSA', 1],
  ['3055', 18, '16/30', 'PVC', 0.08, 300, 80, 'UL1007, CSA', 1],
  ['3057', 16, '26/30', 'PVC', 0.092, 300, 80, 'UL1007, CSA', 1],
  ['3048', 24, 'Solid', 'PVC', 0.053, 300, 80, 'UL1007, CSA', 0.9],
  ['3050', 22, 'Solid', 'PVC', 0.059, 300, 80, 'UL1007, CSA', 0.9],
  ['3052', 20, 'Solid', 'PVC', 0.064, 300, 80, 'UL1007, CSA', 0.9],
  ['3071', 22, '7/30', 'PVC', 0.087, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3073', 20, '10/30', 'PVC', 0.093, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3075', 18, '16/30', 'PVC', 0.1, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3077', 16, '26/30', 'PVC', 0.113, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3079', 14, '41/30', 'PVC', 0.127, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3081', 12, '65/30', 'PVC', 0.146, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['3083', 10, '105/30', 'PVC', 0.186, 600, 105, 'UL1015, CSA TEW', 1.35],
  ['6710', 24, '7/32', 'Modified Polyphenylene Ether (mPPE)', 0.047, 300, 105, 'UL1569, UL10368', 1.5],
  ['6712', 22, '7/30', 'Modified Polyphenylene Ether (mPPE)', 0.052, 300, 105, 'UL1569, UL10368', 1.5],
  ['6714', 20, '10/30', 'Modified Polyphenylene Ether (mPPE)', 0.058, 300, 105, 'UL1569, UL10368', 1.5],
  ['6716', 18, '16/30', 'Modified Polyphenylene Ether (mPPE)', 0.067, 300, 105, 'UL1569, UL10368', 1.5],
] as const;
const AWG_STRAND: Record<number, string> = {
  10: '19/22',
  12: '19/25',
  14: '19/27',
  16: '19/29',
  18: '19/30',
  20: '19/32',
  22: '19/34',
  24: '19/36',
  26: '19/38',
  28: '7/36',
  30: '7/38',
};

const hookupFamilies: Family[] = [
  fam({
    key: 'alpha-wire-hookup',
    leaf: HOOKUP,
    mfr: 'alpha-wire',
    weight: 3.4,
    kind: 'mro',
    dimensions: [ALPHA_WIRE, ALPHA_COLOURS, ALPHA_SPOOLS],
    make: ([[prod, awg, strand, ins, od, volts, temp, std, pf], [cc, colour], [sc, ft]]) => {
      const mpn = `${prod} ${cc}${sc}`;
      const price = (((CU_100FT[awg] ?? 8) * pf * ft) / 100) * (ft >= 1000 ? 0.72 : ft >= 500 ? 0.8 : 1);
      return wireSpec(
        {
          series: prod.startsWith('67') ? 'EcoWire®' : 'Hook-Up Wire',
          awg,
          strand,
          conductor: 'Tinned Copper',
          insulation: ins,
          od,
          volts,
          temp: `-40°C ~ ${temp}°C`,
          colour,
          ft,
          standard: std,
        },
        mpn,
        [bulk(mpn)],
        price,
        `https://www.alphawire.com/disteAPI/SpecPDF/DownloadProductSpecPdf?productPartNumber=${prod}`,
      );
    },
  }),
  fam({
    key: 'te-spec44-55-wire',
    leaf: HOOKUP,
    mfr: 'te-connectivity',
    weight: 1.6,
    kind: 'mro',
    dimensions: [
      [
        ['44A0111', 'Tinned Copper', 'Radiation Cross-Linked Polyalkene/PVDF', 150, 0.8],
        ['55A0111', 'Silver Plated Copper', 'Radiation Cross-Linked ETFE', 200, 1.1],
        ['55A0811', 'Silver Plated Copper', 'Radiation Cross-Linked ETFE, Dual Wall', 200, 1.3],
      ] as const,
      [10, 12, 14, 16, 18, 20, 22, 24, 26, 28],
      EIA_COLOURS,
    ],
    make: ([[spec, cond, ins, temp, pf], awg, [cc, colour]]) => {
      const mpn = `${spec}-${awg}-${cc}`;
      return wireSpec(
        {
          series: spec.startsWith('44') ? 'Raychem Spec 44' : 'Raychem Spec 55',
          awg,
          strand: AWG_STRAND[awg] ?? '19/34',
          conductor: cond,
          insulation: ins,
          od: 0.03 + 0.35 / Math.pow(1.12, awg),
          volts: 600,
          temp: `-65°C ~ ${temp}°C`,
          colour,
          ft: 1,
          standard: spec.startsWith('44') ? 'MIL-W-81044' : 'SAE AS22759',
        },
        mpn,
        [bulk(mpn)],
        (0.22 + ((CU_100FT[awg] ?? 8) / 100) * 2.2) * pf,
        `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=${spec.slice(0, 3)}&DocType=SS&DocLang=English`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Multi-conductor cable

interface Cable {
  series: string;
  type: 'Multi-Pair' | 'Multi-Conductor';
  conductors: number;
  awg: number;
  strand: string;
  shield: string;
  jacket: string;
  colour: string;
  volts: number;
  temp: string;
  ft: number;
  odIn: number;
}

function cableSpec(cable: Cable, base: string, price: number, ds: string): BaseSpec {
  const pairs = cable.type === 'Multi-Pair' ? `${cable.conductors / 2}PR` : `${cable.conductors}COND`;
  return {
    base,
    variants: [bulk(base)],
    description:
      `CABLE ${pairs} ${cable.awg}AWG ${cable.colour.toUpperCase()} ${cable.shield === 'Unshielded' ? '' : 'SHLD '}${cable.ft}'`.replace(
        '  ',
        ' ',
      ),
    parameters: {
      Series: cable.series,
      'Cable Type': cable.type,
      'Number of Conductors': String(cable.conductors),
      'Wire Gauge': `${cable.awg} AWG`,
      'Conductor Strand': `${cable.strand} Strands`,
      Shielding: cable.shield,
      'Jacket (Insulation) Material': cable.jacket,
      'Jacket Color': cable.colour,
      'Voltage Rating': `${cable.volts}V`,
      'Operating Temperature': cable.temp,
      Length: feet(cable.ft),
      'Jacket Diameter': `${cable.odIn.toFixed(3)}" (${(cable.odIn * 25.4).toFixed(2)}mm)`,
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(Math.round(cable.ft * 0.3048 * cable.odIn * cable.odIn * 1100)),
    datasheetUrl: ds,
  };
}

/** Belden: [product, type, conductors, AWG, stranding, shield, OD inches, volts]. */
const BELDEN = [
  ['8723', 'Multi-Pair', 4, 22, '7/30', 'Foil', 0.22, 300],
  ['8761', 'Multi-Pair', 2, 22, '7/30', 'Foil', 0.157, 300],
  ['8760', 'Multi-Pair', 2, 18, '16/30', 'Foil', 0.198, 300],
  ['8451', 'Multi-Pair', 2, 22, '7/30', 'Foil', 0.154, 300],
  ['9841', 'Multi-Pair', 2, 24, '7/32', 'Foil, Braid', 0.24, 300],
  ['9842', 'Multi-Pair', 4, 24, '7/32', 'Foil, Braid', 0.34, 300],
  ['9501', 'Multi-Pair', 2, 24, '7/32', 'Foil', 0.146, 300],
  ['9502', 'Multi-Pair', 4, 24, '7/32', 'Foil', 0.2, 300],
  ['9503', 'Multi-Pair', 6, 24, '7/32', 'Foil', 0.21, 300],
  ['9504', 'Multi-Pair', 8, 24, '7/32', 'Foil', 0.23, 300],
  ['9506', 'Multi-Pair', 12, 24, '7/32', 'Foil', 0.285, 300],
  ['8771', 'Multi-Conductor', 3, 22, '7/30', 'Foil', 0.163, 300],
  ['9533', 'Multi-Conductor', 3, 24, '7/32', 'Foil', 0.156, 300],
  ['9534', 'Multi-Conductor', 4, 24, '7/32', 'Foil', 0.168, 300],
  ['9535', 'Multi-Conductor', 5, 24, '7/32', 'Foil', 0.18, 300],
  ['9536', 'Multi-Conductor', 6, 24, '7/32', 'Foil', 0.193, 300],
  ['9538', 'Multi-Conductor', 8, 24, '7/32', 'Foil', 0.212, 300],
  ['9539', 'Multi-Conductor', 9, 24, '7/32', 'Foil', 0.223, 300],
  ['9540', 'Multi-Conductor', 10, 24, '7/32', 'Foil', 0.234, 300],
  ['8441', 'Multi-Conductor', 2, 22, '7/30', 'Unshielded', 0.14, 300],
  ['8443', 'Multi-Conductor', 3, 22, '7/30', 'Unshielded', 0.15, 300],
  ['8444', 'Multi-Conductor', 4, 22, '7/30', 'Unshielded', 0.162, 300],
] as const;

const multiFamilies: Family[] = [
  fam({
    key: 'belden-multi',
    leaf: MULTI,
    mfr: 'belden',
    weight: 1.2,
    kind: 'mro',
    dimensions: [
      BELDEN,
      [
        ['060', 'Chrome'],
        ['010', 'Black'],
      ] as const,
      [100, 500, 1000],
    ],
    make: ([[prod, type, conductors, awg, strand, shield, od, volts], [cc, colour], ft]) => {
      const mpn = `${prod} ${cc}${ft}`;
      const perFt = 0.18 + ((conductors * (CU_100FT[awg] ?? 8)) / 100) * 0.55 + (shield === 'Unshielded' ? 0 : 0.12);
      return cableSpec(
        {
          series: prod,
          type,
          conductors,
          awg,
          strand,
          shield,
          jacket: 'Polyvinyl Chloride (PVC)',
          colour,
          volts,
          temp: '-30°C ~ 80°C',
          ft,
          odIn: od,
        },
        mpn,
        perFt * ft * (ft >= 1000 ? 0.75 : ft >= 500 ? 0.85 : 1),
        `https://catalog.belden.com/techdata/EN/${prod}_techdata.pdf`,
      );
    },
  }),
  fam({
    key: 'alpha-multi',
    leaf: MULTI,
    mfr: 'alpha-wire',
    weight: 0.6,
    kind: 'mro',
    dimensions: [
      [2, 3, 4, 5, 6, 7, 8, 9],
      [
        [22, '117', '7/30'],
        [24, '545', '7/32'],
        [20, '125', '10/30'],
      ] as const,
      ALPHA_SPOOLS,
    ],
    make: ([conductors, [awg, pre, strand], [sc, ft]]) => {
      const mpn = `${pre}${conductors}C SL${sc}`;
      const perFt = 0.2 + ((conductors * (CU_100FT[awg] ?? 8)) / 100) * 0.6 + 0.12;
      return cableSpec(
        {
          series: 'Multi-Conductor Cable',
          type: 'Multi-Conductor',
          conductors,
          awg,
          strand,
          shield: 'Foil',
          jacket: 'Polyvinyl Chloride (PVC)',
          colour: 'Slate',
          volts: 300,
          temp: '-20°C ~ 80°C',
          ft,
          odIn: 0.11 + conductors * 0.016 + (24 - awg) * 0.008,
        },
        mpn,
        perFt * ft * (ft >= 1000 ? 0.72 : ft >= 500 ? 0.82 : 1),
        `https://www.alphawire.com/disteAPI/SpecPDF/DownloadProductSpecPdf?productPartNumber=${pre}${conductors}C`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Flat ribbon cable

const RIBBON_COUNTS = [10, 14, 16, 20, 24, 26, 34, 40, 50, 60, 64] as const;

function ribbonSpec(
  series: string,
  conductors: number,
  pitch: string,
  awg: number,
  type: string,
  colour: string,
  ft: number,
  base: string,
  price: number,
  ds: string,
): BaseSpec {
  return {
    base,
    variants: [bulk(base)],
    description: `CABLE ${type.startsWith('Color') ? 'RAINBOW ' : ''}FLAT ${conductors}COND ${awg}AWG ${ft}'`,
    parameters: {
      Series: series,
      'Number of Conductors': String(conductors),
      Pitch: pitch,
      'Wire Gauge': `${awg} AWG`,
      'Conductor Strand': awg === 28 ? '7/36 Strands' : '7/38 Strands',
      'Insulation Material': 'Polyvinyl Chloride (PVC)',
      'Cable Type': type,
      Color: colour,
      Length: feet(ft),
      Shielding: 'Unshielded',
    },
    price: usd(price * jitter(base, 0.04)),
    grams: gr(Math.round(ft * 0.3048 * conductors * 1.6)),
    datasheetUrl: ds,
  };
}

const ribbonFamilies: Family[] = [
  fam({
    key: '3m-ribbon',
    leaf: RIBBON,
    mfr: '3m',
    weight: 0.7,
    kind: 'mro',
    dimensions: [
      [
        ['3365', '0.050" (1.27mm)', 28, 'Flat Ribbon', 'Gray'],
        ['3302', '0.050" (1.27mm)', 28, 'Color Coded Flat Ribbon', 'Multiple'],
        ['3754', '0.025" (0.64mm)', 30, 'Flat Ribbon', 'Gray'],
      ] as const,
      RIBBON_COUNTS,
      [100, 300],
    ],
    make: ([[series, pitch, awg, type, colour], count, ft]) => {
      const mpn = `${series}/${count} ${ft}${ft === 300 ? 'SF' : ''}`;
      return ribbonSpec(
        series,
        count,
        pitch,
        awg,
        type,
        colour,
        ft,
        mpn,
        (0.012 * count + 0.05) * ft * (type.startsWith('Color') ? 1.45 : 1) * (ft === 300 ? 0.85 : 1),
        `https://multimedia.3m.com/mws/media/${series}.pdf`,
      );
    },
  }),
  fam({
    key: 'amphenol-spectra-strip',
    leaf: RIBBON,
    mfr: 'amphenol',
    weight: 0.3,
    kind: 'mro',
    dimensions: [
      [
        ['135-2801', 'Flat Ribbon', 'Gray'],
        ['132-2801', 'Color Coded Flat Ribbon', 'Multiple'],
      ] as const,
      RIBBON_COUNTS,
    ],
    make: ([[series, type, colour], count]) => {
      const mpn = `${series}-${String(count).padStart(3, '0')}`;
      return ribbonSpec(
        'Spectra-Strip',
        count,
        '0.050" (1.27mm)',
        28,
        type,
        colour,
        100,
        mpn,
        (0.011 * count + 0.05) * 100 * (type.startsWith('Color') ? 1.4 : 1),
        'https://www.amphenol-cs.com/media/wysiwyg/files/documentation/datasheet/ribbon/spectra-strip.pdf',
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Heat shrink tubing

/** Nominal supplied inner diameters, inches. */
const TUBE_SIZES = [3 / 64, 1 / 16, 3 / 32, 1 / 8, 3 / 16, 1 / 4, 3 / 8, 1 / 2, 3 / 4, 1, 1.5, 2, 3, 4] as const;

function spoolFeet(diameter: number): number {
  return diameter <= 3 / 32 ? 500 : diameter <= 1 / 4 ? 250 : diameter <= 1 / 2 ? 200 : diameter <= 1 ? 100 : 50;
}

interface Tubing {
  series: string;
  ratio: number;
  d: number;
  material: string;
  colour: Colour;
  form: 'Spool' | 'Stick' | 'Pieces';
  ft: number;
  pieces?: number;
  temp: string;
  feature: string;
}

function tubingSpec(tubing: Tubing, base: string, price: number, ds: string): BaseSpec {
  const rec = tubing.d / tubing.ratio;
  const wall = tubing.ratio >= 3 ? 0.02 + 0.012 * tubing.d : 0.017 + 0.005 * tubing.d;
  const len = tubing.form === 'Pieces' ? `${tubing.ft * 12}" (${Math.round(tubing.ft * 304.8)}mm) x ${tubing.pieces} Pcs` : feet(tubing.ft);
  const lenShort = tubing.form === 'Pieces' ? `${tubing.ft * 12}" ${tubing.pieces}PCS` : `${tubing.ft}'`;
  return {
    base,
    variants: [bulk(base)],
    description: `HEAT SHRINK ${frac(tubing.d)}" X ${lenShort} ${tubing.colour.up}`,
    parameters: {
      Series: tubing.series,
      'Shrink Ratio': `${tubing.ratio} to 1`,
      'Inner Diameter - Supplied': `${tubing.d.toFixed(3)}" (${(tubing.d * 25.4).toFixed(2)}mm)`,
      'Inner Diameter - Recovered': `${rec.toFixed(3)}" (${(rec * 25.4).toFixed(2)}mm)`,
      'Recovered Wall Thickness': `${wall.toFixed(3)}" (${(wall * 25.4).toFixed(2)}mm)`,
      Material: tubing.material,
      Color: tubing.colour.name,
      Length: len,
      Form: tubing.form,
      'Operating Temperature': tubing.temp,
      Features: tubing.feature,
    },
    price: usd(price * jitter(base, 0.05)),
    // Polyolefin at 0.93 g/cm³, wall as supplied (expanded by the shrink ratio).
    grams: gr(tubing.ft * (tubing.pieces ?? 1) * 0.3048 * Math.PI * tubing.d * 25.4 * ((wall * 25.4) / tubing.ratio) * 0.93),
    datasheetUrl: ds,
  };
}

const TE_TUBE_DS = (doc: string) =>
  `https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=${doc}&DocType=SS&DocLang=English`;
const TE_SERIES = [
  ['RNF-100', 2, 'Polyolefin, Flexible', '-55°C ~ 135°C', 'Flame Retardant', 1, 0, 13],
  ['RNF-3000', 3, 'Polyolefin, Flexible', '-55°C ~ 135°C', 'Flame Retardant', 1.6, 1, 13],
  ['ATUM', 4, 'Polyolefin, Semi-Rigid', '-55°C ~ 110°C', 'Adhesive Lined', 2.6, 3, 13],
  ['SCL', 3, 'Polyolefin, Semi-Rigid', '-55°C ~ 110°C', 'Adhesive Lined', 2.2, 4, 13],
] as const;
const TE_COLOURS: [string, Colour][] = [...EIA_COLOURS, ['X', CLEAR]];
/** Only RNF-100 comes in every colour; the 3:1 and adhesive-lined grades in a few. */
const TE_CELLS = TE_SERIES.flatMap((series) =>
  TUBE_SIZES.slice(series[6], series[7] + 1).flatMap((size) =>
    TE_COLOURS.filter(
      ([cc]) => series[0] === 'RNF-100' || (series[4] === 'Adhesive Lined' ? cc === '0' || cc === 'X' : ['0', '2', '9', 'X'].includes(cc)),
    ).map((colour) => ({ s: series, d: size, c: colour })),
  ),
);
const QUALTEK_COLOURS: [string, Colour][] = [
  ['01', BLACK],
  ['02', RED],
  ['03', BLUE],
  ['04', YELLOW],
  ['05', GREEN],
  ['06', WHITE],
  ['07', CLEAR],
  ['08', GRAY],
];

/** Polyolefin tubing price per foot by supplied ID, for 2:1 flexible; other grades scale it. */
const perFoot = (diameter: number) => 0.12 + diameter * 0.95;

const shrinkFamilies: Family[] = [
  fam({
    key: 'te-raychem-tubing',
    leaf: SHRINK,
    mfr: 'te-connectivity',
    weight: 1.5,
    kind: 'mro',
    dimensions: [TE_CELLS, ['SP', 'STK']],
    make: ([
      {
        s: [series, ratio, material, temp, feature, pf],
        d: inches,
        c: [cc, colour],
      },
      form,
    ]) => {
      const ft = form === 'SP' ? spoolFeet(inches) : 4;
      const mpn = `${series}-${frac(inches)}-${cc}-${form}`;
      return tubingSpec(
        { series, ratio, d: inches, material, colour, form: form === 'SP' ? 'Spool' : 'Stick', ft, temp, feature },
        mpn,
        perFoot(inches) * pf * ft * (form === 'SP' ? 0.55 : 1.25),
        TE_TUBE_DS(series),
      );
    },
  }),
  fam({
    key: 'qualtek-q-f',
    leaf: SHRINK,
    mfr: 'qualtek',
    weight: 0.9,
    kind: 'mro',
    dimensions: [
      [
        ['Q2-F', 2, 1],
        ['Q3-F', 3, 1.5],
      ] as const,
      TUBE_SIZES.slice(0, 12),
      QUALTEK_COLOURS,
      [
        ['QB48IN-25', 'Pieces', 4, 25],
        ['SP', 'Spool', 0, 1],
      ] as const,
    ],
    make: ([[series, ratio, pf], size, [cc, colour], [pc, form, ft0, pieces]]) => {
      if (series === 'Q3-F' && size < 1 / 16) return null;
      const ft = form === 'Spool' ? spoolFeet(size) : ft0;
      const mpn = `${series}-${frac(size)}-${cc}-${pc}`;
      return tubingSpec(
        {
          series,
          ratio,
          d: size,
          material: 'Polyolefin, Flexible',
          colour,
          form,
          ft,
          pieces: form === 'Pieces' ? pieces : undefined,
          temp: '-55°C ~ 125°C',
          feature: 'Flame Retardant',
        },
        mpn,
        perFoot(size) * pf * ft * pieces * (form === 'Spool' ? 0.5 : 0.8),
        `https://www.qualtekusa.com/pdfs/${series}.pdf`,
      );
    },
  }),
];

export const WIRE_FAMILIES: Family[] = [...hookupFamilies, ...multiFamilies, ...ribbonFamilies, ...shrinkFamilies];

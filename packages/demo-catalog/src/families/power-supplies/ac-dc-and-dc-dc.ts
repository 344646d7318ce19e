// Ready-made power supplies: AC/DC (enclosed, open-frame, DIN-rail, board-mount, LED drivers, adapters)
// and DC/DC converter modules. Each series exists in a grid of powers, output voltages and options.
import { bulk, reel, tray, tube } from '../ics/more-packages-and-codes';
import { fam, type Family, type Variant } from '../family';

const ACDC = 'ac-dc-power-supplies';
const DCDC = 'dc-dc-converters';

/** One AC/DC series: [type, mounting, powers, output volts, options, price per W, efficiency, approvals, size, temperature]. */
export interface AcSeries {
  type: string;
  mount: string;
  powers: readonly number[];
  volts: readonly number[];
  opts: readonly string[];
  code: (p: number, v: number, o: string) => string | null;
  perW: number;
  base: number;
  eff: string;
  vin: string;
  size: (p: number) => string;
  temp: string;
  pack: (mpn: string) => Variant;
  ds: (p: number) => string;
  optDesc?: (o: string) => string;
}
export const pad2 = (value: number) => String(value).padStart(2, '0');
export const vtxt = (volts: number) => (Number.isInteger(volts) ? String(volts) : String(volts));
const UL = 'CB, CE, cULus, TUV';

export function acFam(key: string, mfr: string, weight: number, series: AcSeries[]): Family {
  const cases = series.flatMap((acSeries) =>
    acSeries.powers.flatMap((power) =>
      acSeries.volts.flatMap((volts) => acSeries.opts.map((option) => [acSeries, power, volts, option] as const)),
    ),
  );
  return fam({
    key,
    leaf: ACDC,
    mfr,
    weight,
    kind: 'module',
    dimensions: [cases],
    make: ([[acSeries, watts, volts, option]]) => {
      const mpn = acSeries.code(watts, volts, option);
      if (!mpn) return null;
      const amps = Math.round((watts / volts) * 100) / 100;
      return {
        base: mpn,
        variants: [acSeries.pack(mpn)],
        description:
          `${acSeries.type.startsWith('LED') ? 'LED DRIVER CC/CV' : 'AC/DC CONVERTER'} ` +
          `${vtxt(volts)}V ${watts}W${acSeries.optDesc ? acSeries.optDesc(option) : ''}`,
        parameters: {
          Type: acSeries.type,
          'Number of Outputs': '1',
          'Voltage - Input': acSeries.vin,
          'Voltage - Output 1': `${vtxt(volts)}V`,
          'Current - Output (Max)': `${amps}A`,
          'Power (Watts)': `${watts}W`,
          Efficiency: acSeries.eff,
          'Approval Agency': UL,
          'Mounting Type': acSeries.mount,
          'Size / Dimension': acSeries.size(watts),
          'Operating Temperature': acSeries.temp,
        },
        price: Math.round((acSeries.base + watts * acSeries.perW) * 100) / 100,
        grams:
          Math.round(Math.max(8, watts * (acSeries.mount === 'Chassis Mount' ? 4.5 : acSeries.mount === 'Through Hole' ? 1.2 : 3)) * 10) /
          10,
        datasheetUrl: acSeries.ds(watts),
      };
    },
  });
}
export const box = (mpn: string) => bulk(mpn);
export const mwDs = (series: string) => (watts: number) =>
  `https://www.meanwell.com/Upload/PDF/${series}-${watts}/${series}-${watts}-SPEC.PDF`;
export const inch = (length: number, width: number, height: number) =>
  `${length}" L x ${width}" W x ${height}" H (${Math.round(length * 25.4 * 10) / 10}mm x ` +
  `${Math.round(width * 25.4 * 10) / 10}mm x ${Math.round(height * 25.4 * 10) / 10}mm)`;
export const sizeBy = (small: [number, number, number], big: [number, number, number]) => (watts: number) =>
  watts <= 100 ? inch(...small) : inch(...big);
export const UNI = '85 ~ 264 VAC, 120 ~ 370 VDC';
const MEANWELL: AcSeries[] = [
  {
    type: 'Enclosed',
    mount: 'Chassis Mount',
    powers: [35, 50, 75, 100, 150, 200, 350, 600],
    volts: [3.3, 5, 12, 15, 24, 36, 48],
    opts: [''],
    code: (watts, volts) => (volts < 5 && watts > 50 ? null : watts === 600 && volts < 12 ? null : `LRS-${watts}-${vtxt(volts)}`),
    perW: 0.09,
    base: 8,
    eff: '88%',
    vin: '85 ~ 264 VAC, 120 ~ 373 VDC',
    size: sizeBy([3.9, 3.2, 1.2], [8.5, 4.5, 1.2]),
    temp: '-30°C ~ 70°C',
    pack: box,
    ds: mwDs('LRS'),
  },
  {
    type: 'Enclosed',
    mount: 'Chassis Mount',
    powers: [15, 25, 35, 50, 75, 100, 150],
    volts: [3.3, 5, 12, 15, 24, 48],
    opts: [''],
    code: (watts, volts) => `RS-${watts}-${vtxt(volts)}`,
    perW: 0.12,
    base: 9,
    eff: '85%',
    vin: UNI,
    size: sizeBy([3.1, 2.0, 1.1], [7.9, 3.9, 1.5]),
    temp: '-25°C ~ 70°C',
    pack: box,
    ds: mwDs('RS'),
  },
  {
    type: 'Enclosed',
    mount: 'Chassis Mount',
    powers: [200, 350, 500, 750, 1000],
    volts: [12, 15, 24, 36, 48, 55],
    opts: [''],
    code: (watts, volts) => `UHP-${watts}-${volts}`,
    perW: 0.11,
    base: 20,
    eff: '94%',
    vin: '90 ~ 264 VAC, 127 ~ 370 VDC',
    size: sizeBy([7.9, 2.4, 1.0], [9.8, 4.0, 1.6]),
    temp: '-30°C ~ 70°C',
    pack: box,
    ds: mwDs('UHP'),
  },
  {
    type: 'Enclosed',
    mount: 'Chassis Mount',
    powers: [75, 100, 150, 200, 300, 450, 600],
    volts: [3.3, 5, 7.5, 12, 15, 24, 36, 48],
    opts: [''],
    code: (watts, volts) => (volts < 5 && watts > 300 ? null : `HRP-${watts}-${vtxt(volts)}`),
    perW: 0.12,
    base: 14,
    eff: '90%',
    vin: UNI,
    size: sizeBy([5.9, 3.8, 1.2], [8.6, 4.5, 1.6]),
    temp: '-40°C ~ 70°C',
    pack: box,
    ds: mwDs('HRP'),
  },
  {
    type: 'DIN Rail',
    mount: 'DIN Rail',
    powers: [15, 30, 60, 100, 150],
    volts: [5, 12, 15, 24, 48],
    opts: [''],
    code: (watts, volts) => `HDR-${watts}-${volts}`,
    perW: 0.2,
    base: 9,
    eff: '89%',
    vin: UNI,
    size: sizeBy([3.5, 0.7, 2.1], [3.5, 4.1, 2.1]),
    temp: '-30°C ~ 70°C',
    pack: box,
    ds: mwDs('HDR'),
  },
  {
    type: 'DIN Rail',
    mount: 'DIN Rail',
    powers: [10, 20, 40, 60, 100],
    volts: [5, 12, 15, 24, 48],
    opts: [''],
    code: (watts, volts) => `MDR-${watts}-${volts}`,
    perW: 0.22,
    base: 11,
    eff: '85%',
    vin: UNI,
    size: sizeBy([3.5, 1.6, 2.2], [3.5, 3.9, 2.2]),
    temp: '-20°C ~ 70°C',
    pack: box,
    ds: mwDs('MDR'),
  },
  {
    type: 'DIN Rail',
    mount: 'DIN Rail',
    powers: [75, 120, 240, 480],
    volts: [12, 24, 48],
    opts: [''],
    code: (watts, volts) => (watts === 480 && volts === 12 ? null : `NDR-${watts}-${volts}`),
    perW: 0.14,
    base: 14,
    eff: '90%',
    vin: '90 ~ 264 VAC, 127 ~ 370 VDC',
    size: sizeBy([4.9, 2.2, 4.0], [4.9, 3.3, 4.5]),
    temp: '-20°C ~ 70°C',
    pack: box,
    ds: mwDs('NDR'),
  },
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [1, 2, 3, 5, 10, 15, 20, 30, 45, 60, 90],
    volts: [3.3, 5, 9, 12, 15, 24],
    opts: ['', 'ST'],
    code: (watts, volts, option) => (option && watts < 30 ? null : `IRM-${pad2(watts)}-${vtxt(volts)}${option}`),
    perW: 0.35,
    base: 4,
    eff: '80%',
    vin: UNI,
    size: (watts) => (watts <= 5 ? inch(1.3, 0.9, 0.7) : watts <= 20 ? inch(2.0, 1.3, 0.9) : inch(3.4, 1.7, 1.1)),
    temp: '-30°C ~ 70°C',
    pack: (mpn) => tray(mpn, 60),
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/IRM-${pad2(watts)}/IRM-${pad2(watts)}-SPEC.PDF`,
    optDesc: (option) => (option ? ' SCREW TERM' : ''),
  },
  {
    type: 'Open Frame',
    mount: 'Chassis Mount',
    powers: [60, 75, 120, 160, 200, 300, 400, 500],
    volts: [3.3, 5, 12, 15, 24, 27, 48],
    opts: ['', '-C'],
    code: (watts, volts, option) => (volts < 5 && watts > 200 ? null : `RPS-${watts}-${vtxt(volts)}${option}`),
    perW: 0.16,
    base: 12,
    eff: '90%',
    vin: '80 ~ 264 VAC, 113 ~ 370 VDC',
    size: sizeBy([3.0, 2.0, 1.1], [5.0, 3.0, 1.4]),
    temp: '-25°C ~ 70°C',
    pack: box,
    ds: mwDs('RPS'),
    optDesc: (option) => (option ? ' W/COVER' : ''),
  },
  {
    type: 'Open Frame',
    mount: 'Chassis Mount',
    powers: [15, 25, 35, 45, 65, 120],
    volts: [3.3, 5, 7.5, 9, 12, 13.5, 15, 24, 27, 36, 48],
    opts: [''],
    code: (watts, volts) => `EPS-${watts}-${vtxt(volts)}`,
    perW: 0.14,
    base: 6,
    eff: '88%',
    vin: '80 ~ 264 VAC, 113 ~ 370 VDC',
    size: sizeBy([3.0, 2.0, 1.0], [4.0, 2.0, 1.2]),
    temp: '-30°C ~ 70°C',
    pack: box,
    ds: mwDs('EPS'),
  },
  {
    type: 'LED Driver, Enclosed',
    mount: 'Chassis Mount',
    powers: [40, 60, 80, 100, 120, 150, 185, 240, 320, 480, 600],
    volts: [12, 15, 20, 24, 30, 36, 42, 48, 54],
    opts: ['', 'A', 'B', 'AB', 'D2', 'DA', 'C'],
    code: (watts, volts, option) => (watts >= 480 && volts < 24 ? null : `HLG-${watts}H-${volts}${option}`),
    perW: 0.16,
    base: 14,
    eff: '94%',
    vin: '90 ~ 305 VAC, 127 ~ 431 VDC',
    size: sizeBy([6.5, 2.5, 1.5], [10.5, 3.7, 1.8]),
    temp: '-40°C ~ 90°C (TC)',
    pack: box,
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/HLG-${watts}H/HLG-${watts}H-SPEC.PDF`,
    optDesc: (option) =>
      option ? ` ${option === 'A' ? 'ADJ' : option.startsWith('D') ? 'TIMER DIM' : option === 'C' ? 'CONST PWR' : 'DIM'}` : '',
  },
  {
    type: 'LED Driver, Enclosed',
    mount: 'Chassis Mount',
    powers: [75, 100, 150, 200, 240, 300],
    volts: [12, 24, 36, 48, 54],
    opts: ['', 'A', 'B', 'AB', 'D2', 'DA'],
    code: (watts, volts, option) => (watts >= 240 && volts === 12 ? null : `ELG-${watts}-${volts}${option}`),
    perW: 0.12,
    base: 11,
    eff: '93%',
    vin: '100 ~ 305 VAC, 142 ~ 431 VDC',
    size: sizeBy([5.7, 2.6, 1.4], [8.8, 2.7, 1.5]),
    temp: '-40°C ~ 90°C (TC)',
    pack: box,
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/ELG-${watts}/ELG-${watts}-SPEC.PDF`,
    optDesc: (option) => (option ? ` ${option === 'A' ? 'ADJ' : 'DIM'}` : ''),
  },
  {
    type: 'LED Driver, Enclosed',
    mount: 'Chassis Mount',
    powers: [20, 35, 60, 100, 150],
    volts: [5, 12, 15, 24, 36, 48],
    opts: [''],
    code: (watts, volts) => (volts === 5 && watts > 60 ? null : `LPV-${watts}-${volts}`),
    perW: 0.12,
    base: 6,
    eff: '86%',
    vin: '90 ~ 264 VAC',
    size: sizeBy([5.0, 1.6, 1.2], [8.7, 2.4, 1.5]),
    temp: '-30°C ~ 70°C',
    pack: box,
    ds: mwDs('LPV'),
  },
  {
    type: 'Adapter, Desktop',
    mount: 'Free Hanging (In-Line)',
    powers: [18, 25, 36, 40, 60, 90, 120, 160, 220],
    volts: [5, 7.5, 9, 12, 15, 18, 20, 24, 28, 48],
    opts: ['P1J', 'P1M', 'R7B', 'C6P'],
    code: (watts, volts, option) => (volts < 9 && watts > 40 ? null : `GST${watts}A${volts === 7.5 ? '07' : pad2(volts)}-${option}`),
    perW: 0.22,
    base: 9,
    eff: '89%',
    vin: '90 ~ 264 VAC',
    size: (watts) => (watts <= 40 ? inch(3.5, 1.9, 1.3) : inch(6.0, 2.5, 1.4)),
    temp: '0°C ~ 40°C',
    pack: box,
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/GST${watts}A/GST${watts}A-SPEC.PDF`,
    optDesc: (option) =>
      ` ${option === 'C6P' ? 'IEC C6' : option === 'R7B' ? '4-PIN DIN' : option === 'P1M' ? '2.5MM BARREL' : '2.1MM BARREL'}`,
  },
];
const RECOM_AC: AcSeries[] = [
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [1, 2, 3, 4, 5, 6, 10, 15, 20],
    volts: [3.3, 5, 9, 12, 15, 24],
    opts: ['SK', 'SK/277', 'SC'],
    code: (watts, volts, option) =>
      option === 'SK/277' && watts < 4 ? null : `RAC${pad2(watts)}-${volts === 3.3 ? '3.3' : pad2(volts)}${option}`,
    perW: 0.6,
    base: 5,
    eff: '82%',
    vin: '80 ~ 264 VAC',
    size: (watts) => (watts <= 5 ? inch(1.5, 1.0, 0.7) : inch(2.0, 1.5, 0.9)),
    temp: '-40°C ~ 80°C',
    pack: (mpn) => tube(mpn, 24),
    ds: (watts) => `https://recom-power.com/pdf/Powerline_AC-DC/RAC${pad2(watts)}-K.pdf`,
    optDesc: (option) => (option === 'SK/277' ? ' 277VAC' : option === 'SC' ? ' SMD' : ''),
  },
];
const TRACO_AC: AcSeries[] = [
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [3, 5, 10, 15],
    volts: [3.3, 5, 9, 12, 15, 24],
    opts: [''],
    code: (watts, volts) => `TMPS ${pad2(watts)}-1${volts === 3.3 ? '03' : pad2(volts)}`.replace('-109', '-109'),
    perW: 0.7,
    base: 6,
    eff: '80%',
    vin: '85 ~ 264 VAC, 120 ~ 370 VDC',
    size: (watts) => (watts <= 5 ? inch(1.5, 1.0, 0.7) : inch(2.0, 1.5, 0.9)),
    temp: '-25°C ~ 70°C',
    pack: (mpn) => tube(mpn, 20),
    ds: (watts) => `https://www.tracopower.com/sites/default/files/products/datasheets/tmps${pad2(watts)}_datasheet.pdf`,
  },
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [4, 5, 10, 20],
    volts: [3.3, 5, 12, 15, 24],
    opts: [''],
    code: (watts, volts) => `TMLM ${pad2(watts)}1${volts === 3.3 ? '03' : pad2(volts)}`,
    perW: 0.65,
    base: 6,
    eff: '79%',
    vin: '90 ~ 264 VAC',
    size: (watts) => (watts <= 5 ? inch(1.5, 1.0, 0.7) : inch(2.0, 1.5, 0.9)),
    temp: '-25°C ~ 70°C',
    pack: (mpn) => tube(mpn, 20),
    ds: (watts) => `https://www.tracopower.com/sites/default/files/products/datasheets/tmlm${pad2(watts)}_datasheet.pdf`,
  },
  {
    type: 'Enclosed',
    mount: 'Chassis Mount',
    powers: [25, 35, 60, 100, 150],
    volts: [5, 12, 15, 24, 48],
    opts: [''],
    code: (watts, volts) => `TXL ${String(watts).padStart(3, '0')}-${pad2(volts)}S`,
    perW: 0.12,
    base: 14,
    eff: '86%',
    vin: '85 ~ 264 VAC',
    size: sizeBy([3.9, 3.2, 1.5], [7.8, 3.9, 1.7]),
    temp: '-25°C ~ 71°C',
    pack: box,
    ds: (watts) => `https://www.tracopower.com/sites/default/files/products/datasheets/txl${watts}_datasheet.pdf`,
  },
];
const CUI_AC: AcSeries[] = [
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [1, 2, 3, 5, 10, 15, 20],
    volts: [3.3, 5, 9, 12, 15, 24],
    opts: [''],
    code: (watts, volts) => `VSK-S${watts}-${volts === 3.3 ? '3R3' : volts}U`,
    perW: 0.55,
    base: 3.5,
    eff: '78%',
    vin: '85 ~ 305 VAC',
    size: (watts) => (watts <= 3 ? inch(1.3, 0.9, 0.7) : inch(2.0, 1.3, 0.9)),
    temp: '-40°C ~ 85°C',
    pack: (mpn) => tube(mpn, 30),
    ds: (watts) => `https://www.cuidevices.com/product/resource/vsk-s${watts}.pdf`,
  },
  {
    type: 'Board Mount',
    mount: 'Through Hole',
    powers: [3, 5, 10, 15, 20, 40],
    volts: [3.3, 5, 12, 15, 24],
    opts: [''],
    code: (watts, volts) => `PBO-${watts}-S${volts === 3.3 ? '3.3' : volts}`,
    perW: 0.5,
    base: 5,
    eff: '80%',
    vin: '85 ~ 264 VAC',
    size: (watts) => (watts <= 5 ? inch(1.5, 1.0, 0.7) : inch(2.6, 1.8, 1.0)),
    temp: '-40°C ~ 85°C',
    pack: (mpn) => tube(mpn, 20),
    ds: (watts) => `https://www.cuidevices.com/product/resource/pbo-${watts}.pdf`,
  },
];

// ---------------------------------------------------------------------------------------------
// DC/DC: series × input × output × option.

export interface DcSeries {
  isolated: boolean;
  powers: readonly number[];
  ins: readonly (readonly [string, number, number])[];
  outs: readonly (readonly [string, number, number])[];
  opts: readonly string[];
  code: (p: number, inCode: string, outCode: string, o: string) => string | null;
  iso: (o: string) => string;
  eff: string;
  pkg: string;
  mount: string;
  temp: string;
  base: number;
  perW: number;
  pack: (mpn: string) => Variant;
  ds: (p: number) => string;
}
export const IN_STD = [
  ['05', 4.5, 5.5],
  ['12', 10.8, 13.2],
  ['15', 13.5, 16.5],
  ['24', 21.6, 26.4],
] as const;
export const OUT_UNREG = [
  ['3.3', 3.3, 0],
  ['05', 5, 0],
  ['09', 9, 0],
  ['12', 12, 0],
  ['15', 15, 0],
  ['24', 24, 0],
  ['05D', 5, -5],
  ['09D', 9, -9],
  ['12D', 12, -12],
  ['15D', 15, -15],
] as const;
export function dcFam(key: string, mfr: string, weight: number, series: DcSeries[]): Family {
  const cases = series.flatMap((dcSeries) =>
    dcSeries.powers.flatMap((power) =>
      dcSeries.ins.flatMap((input) =>
        dcSeries.outs.flatMap((output) => dcSeries.opts.map((option) => [dcSeries, power, input, output, option] as const)),
      ),
    ),
  );
  return fam({
    key,
    leaf: DCDC,
    mfr,
    weight,
    kind: 'module',
    dimensions: [cases],
    make: ([[dcSeries, watts, [ic, vmin, vmax], [oc, v1, v2], isolation]]) => {
      const mpn = dcSeries.code(watts, ic, oc, isolation);
      if (!mpn) return null;
      const dual = v2 !== 0;
      const amps = Math.round((watts / (dual ? 2 * v1 : v1)) * 1000) / 1000;
      return {
        base: mpn,
        variants: [dcSeries.pack(mpn)],
        description: `DC DC CONVERTER ${dual ? `+/-${v1}V` : `${v1}V`} ${watts}W`,
        parameters: {
          Type: dcSeries.isolated ? 'Isolated Module' : 'Non-Isolated PoL Module',
          'Number of Outputs': dual ? '2' : '1',
          'Voltage - Input (Min)': `${vmin}V`,
          'Voltage - Input (Max)': `${vmax}V`,
          'Voltage - Output 1': `${v1}V`,
          'Voltage - Output 2': dual ? `${v2}V` : '-',
          'Current - Output (Max)': amps >= 1 ? `${amps}A` : `${Math.round(amps * 1000)}mA`,
          'Power (Watts)': `${watts}W`,
          'Voltage - Isolation': dcSeries.isolated ? dcSeries.iso(isolation) : '-',
          Efficiency: dcSeries.eff,
          'Mounting Type': dcSeries.mount,
          'Package / Case': dcSeries.pkg,
          'Operating Temperature': dcSeries.temp,
        },
        price: Math.round((dcSeries.base + watts * dcSeries.perW) * (isolation.includes('H') ? 1.25 : 1) * 100) / 100,
        grams: Math.round(Math.max(1.5, watts * 2.2) * 10) / 10,
        datasheetUrl: dcSeries.ds(watts),
      };
    },
  });
}
export const recomDs = (series: string) => () => `https://recom-power.com/pdf/Econoline/${series}.pdf`;
const RECOM_DC: DcSeries[] = [
  ...(['RO', 'RB', 'RK', 'RKZ', 'RH', 'RN', 'RV', 'RE'] as const).map((seriesCode): DcSeries => ({
    isolated: true,
    powers: [seriesCode === 'RKZ' ? 2 : seriesCode === 'RE' ? 0.25 : 1],
    ins: [['3.3', 2.97, 3.63], ...IN_STD],
    outs: OUT_UNREG,
    opts: seriesCode === 'RV' ? ['', '/H'] : ['', '/H', '/P', '/HP'],
    code: (_p, inputCode, option, isolation) =>
      option.endsWith('D')
        ? `${seriesCode}-${inputCode}${option.slice(0, 2)}D${isolation}`
        : `${seriesCode}-${inputCode}${option}S${isolation}`,
    iso: (isolation) => (seriesCode === 'RV' ? (isolation ? '6.4kV' : '5.2kV') : isolation.includes('H') ? '3kV' : '1kV'),
    eff: '80%',
    pkg: seriesCode === 'RO' || seriesCode === 'RE' ? '4-SIP Module' : '7-SIP Module',
    mount: 'Through Hole',
    temp: '-40°C ~ 85°C',
    base: seriesCode === 'RV' ? 4.5 : 2.2,
    perW: 1.1,
    pack: (mpn) => tube(mpn, 25),
    ds: recomDs(`${seriesCode}-xxS_D`),
  })),
  ...([3, 5, 8, 10, 15, 20, 30] as const).map((watts): DcSeries => ({
    isolated: true,
    powers: [watts],
    ins: [
      ['05', 4.5, 9],
      ['12', 9, 18],
      ['24', 18, 36],
      ['48', 36, 75],
    ],
    outs: [
      ['3.3', 3.3, 0],
      ['05', 5, 0],
      ['12', 12, 0],
      ['15', 15, 0],
      ['24', 24, 0],
      ['05D', 5, -5],
      ['12D', 12, -12],
      ['15D', 15, -15],
    ],
    opts: ['A', 'AW'],
    code: (_p, inputCode, option, isolation) =>
      isolation === 'AW' && inputCode === '05'
        ? null
        : `RP${pad2(watts)}-${inputCode}${option.endsWith('D') ? `${option.slice(0, 2)}D` : `${option}S`}${isolation}`,
    iso: () => '1.6kV',
    eff: '88%',
    pkg: watts <= 10 ? '24-DIP Module' : '1" x 1" Module',
    mount: 'Through Hole',
    temp: '-40°C ~ 85°C',
    base: 9,
    perW: 0.9,
    pack: (mpn) => tray(mpn, 20),
    ds: recomDs(`RP${pad2(watts)}-A`),
  })),
];
const R78_V = [1.8, 2.5, 3.3, 5, 6.5, 9, 12, 15] as const;
const R78: Family = fam({
  key: 'recom-r78',
  leaf: DCDC,
  mfr: 'recom',
  weight: 0.7,
  kind: 'module',
  dimensions: [['E', 'K', 'B', 'HB', 'C', 'AA'], R78_V, [0.5, 1, 1.5, 2], ['', 'SMD']] as const,
  make: ([seriesCode, volts, index, mount]) => {
    const ok =
      (seriesCode === 'E' && index <= 1) ||
      (seriesCode === 'K' && index <= 1) ||
      (seriesCode === 'B' && index >= 1 && index <= 2) ||
      (seriesCode === 'HB' && index === 0.5) ||
      (seriesCode === 'C' && index === 1) ||
      (seriesCode === 'AA' && index <= 1.5);
    if (!ok || (mount === 'SMD' && !(seriesCode === 'E' || seriesCode === 'K' || seriesCode === 'AA'))) return null;
    const vin = seriesCode === 'HB' ? [9, 72] : seriesCode === 'C' ? [8, 42] : [volts + 2.5 < 6.5 ? 6.5 : volts + 2.5, 28];
    const mpn = `R-78${seriesCode}${volts < 10 ? volts.toFixed(1) : volts}-${index.toFixed(1)}${mount}`;
    return {
      base: mpn,
      variants: mount ? [reel(`${mpn}-R`, 500), tube(mpn, 40)] : [tube(mpn, 42)],
      description: `DC DC CONVERTER ${volts}V ${Math.round(volts * index * 100) / 100}W`,
      parameters: {
        Type: 'Non-Isolated PoL Module',
        'Number of Outputs': '1',
        'Voltage - Input (Min)': `${vin[0]}V`,
        'Voltage - Input (Max)': `${vin[1]}V`,
        'Voltage - Output 1': `${volts}V`,
        'Voltage - Output 2': '-',
        'Current - Output (Max)': index >= 1 ? `${index}A` : `${index * 1000}mA`,
        'Power (Watts)': `${Math.round(volts * index * 100) / 100}W`,
        'Voltage - Isolation': '-',
        Efficiency: '93%',
        'Mounting Type': mount ? 'Surface Mount' : 'Through Hole',
        'Package / Case': mount ? '10-SMD Module' : '3-SIP Module',
        'Operating Temperature': '-40°C ~ 85°C',
      },
      price: 3.2 + index * 1.8,
      grams: 2.4,
      datasheetUrl: `https://recom-power.com/pdf/Innoline/R-78${seriesCode}-${index.toFixed(1)}.pdf`,
    };
  },
});
export const TR_OUT = [
  ['10', 3.3, 0],
  ['11', 5, 0],
  ['19', 9, 0],
  ['12', 12, 0],
  ['13', 15, 0],
  ['15', 24, 0],
  ['21', 5, -5],
  ['22', 12, -12],
  ['23', 15, -15],
] as const;
export const TR_IN = [
  ['05', 4.5, 9],
  ['12', 9, 18],
  ['24', 18, 36],
  ['48', 36, 75],
] as const;
export const TR_IN_WI = [
  ['12', 4.5, 18],
  ['24', 9, 36],
  ['48', 18, 75],
] as const;
export const traco = (seriesName: string, powers: number[], wi: boolean, pkg: string, base: number): DcSeries => ({
  isolated: true,
  powers,
  ins: wi ? TR_IN_WI : TR_IN,
  outs: TR_OUT,
  opts: [wi ? 'WI' : ''],
  code: (watts, inputCode, option, isolation) => `${seriesName} ${watts}-${inputCode}${option}${isolation}`,
  iso: () => (seriesName === 'TMR' ? '1.5kV' : seriesName === 'THN' ? '1.6kV' : '1.6kV'),
  eff: '86%',
  pkg,
  mount: 'Through Hole',
  temp: '-40°C ~ 85°C',
  base,
  perW: 1.3,
  pack: (mpn) => tube(mpn, 20),
  ds: (watts) => `https://www.tracopower.com/sites/default/files/products/datasheets/${seriesName.toLowerCase()}${watts}_datasheet.pdf`,
});
const TRACO_DC: DcSeries[] = [
  ...[false, true].flatMap((wi) => [
    traco('TMR', [1, 2, 3, 4, 6], wi, '8-SIP Module', 7),
    traco('TEN', [3, 5, 8, 20, 40, 60], wi, '24-DIP Module', 12),
    traco('TEL', [3, 5, 8, 10, 12, 15, 20, 30, 40], wi, '24-DIP Module', 10),
    traco('THN', [15, 20, 30], wi, '1" x 1" Module', 19),
  ]),
  {
    isolated: true,
    powers: [1],
    ins: IN_STD,
    outs: OUT_UNREG,
    opts: ['', 'H'],
    code: (_p, inputCode, option, isolation) =>
      `TMA ${inputCode}${option.endsWith('D') ? `${option.slice(0, 2)}D` : `${option.replace('3.3', '3.3')}S`}${isolation}`,
    iso: (isolation) => (isolation ? '3kV' : '1kV'),
    eff: '78%',
    pkg: '7-SIP Module',
    mount: 'Through Hole',
    temp: '-40°C ~ 85°C',
    base: 2.8,
    perW: 1,
    pack: (mpn) => tube(mpn, 25),
    ds: () => 'https://www.tracopower.com/sites/default/files/products/datasheets/tma_datasheet.pdf',
  },
  {
    isolated: true,
    powers: [1],
    ins: IN_STD,
    outs: OUT_UNREG,
    opts: ['', 'C'],
    code: (_p, inputCode, option, isolation) =>
      `TME ${inputCode}${option.endsWith('D') ? `${option.slice(0, 2)}D` : `${option}S`}${isolation}`,
    iso: () => '1kV',
    eff: '76%',
    pkg: '4-SIP Module',
    mount: 'Through Hole',
    temp: '-40°C ~ 85°C',
    base: 2.2,
    perW: 1,
    pack: (mpn) => tube(mpn, 25),
    ds: () => 'https://www.tracopower.com/sites/default/files/products/datasheets/tme_datasheet.pdf',
  },
];
const TSR: Family = fam({
  key: 'traco-tsr',
  leaf: DCDC,
  mfr: 'traco-power',
  weight: 0.4,
  kind: 'module',
  dimensions: [
    [0.5, 1, 2, 3],
    [
      ['12', 1.2],
      ['15', 1.5],
      ['18', 1.8],
      ['25', 2.5],
      ['33', 3.3],
      ['50', 5],
      ['65', 6.5],
      ['90', 9],
      ['120', 12],
      ['150', 15],
    ],
    ['', 'E', 'SM'],
  ] as const,
  make: ([index, [voltCode, volts], option]) => {
    if ((option === 'SM' && index > 1) || (option === 'E' && index !== 1) || (index === 3 && volts > 5)) return null;
    const mpn = `TSR ${index}-24${voltCode}${option}`;
    return {
      base: mpn,
      variants: option === 'SM' ? [reel(mpn, 250)] : [tube(mpn, 40)],
      description: `DC DC CONVERTER ${volts}V ${Math.round(volts * index * 100) / 100}W`,
      parameters: {
        Type: 'Non-Isolated PoL Module',
        'Number of Outputs': '1',
        'Voltage - Input (Min)': `${Math.max(4.75, volts + 1.5)}V`,
        'Voltage - Input (Max)': '36V',
        'Voltage - Output 1': `${volts}V`,
        'Voltage - Output 2': '-',
        'Current - Output (Max)': index >= 1 ? `${index}A` : '500mA',
        'Power (Watts)': `${Math.round(volts * index * 100) / 100}W`,
        'Voltage - Isolation': '-',
        Efficiency: '94%',
        'Mounting Type': option === 'SM' ? 'Surface Mount' : 'Through Hole',
        'Package / Case': option === 'SM' ? '6-SMD Module' : '3-SIP Module',
        'Operating Temperature': '-40°C ~ 85°C',
      },
      price: 3.9 + index * 2.2,
      grams: 2,
      datasheetUrl: `https://www.tracopower.com/sites/default/files/products/datasheets/tsr${String(index).replace('.', '')}_datasheet.pdf`,
    };
  },
});
const MW_DC: DcSeries[] = [
  {
    isolated: true,
    powers: [15, 25, 50, 100, 350],
    ins: [
      ['A', 9.2, 18],
      ['B', 19, 72],
      ['C', 36, 72],
    ],
    outs: [
      ['3.3', 3.3, 0],
      ['5', 5, 0],
      ['12', 12, 0],
      ['15', 15, 0],
      ['24', 24, 0],
      ['48', 48, 0],
    ],
    opts: [''],
    code: (watts, inputCode, option) =>
      option === '3.3' && watts > 50 ? null : option === '48' && watts < 100 ? null : `SD-${watts}${inputCode}-${option}`,
    iso: () => '1.5kV',
    eff: '84%',
    pkg: 'Enclosed',
    mount: 'Chassis Mount',
    temp: '-10°C ~ 60°C',
    base: 14,
    perW: 0.22,
    pack: bulk,
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/SD-${watts}/SD-${watts}-SPEC.PDF`,
  },
  {
    isolated: true,
    powers: [15, 30, 60, 120],
    ins: [
      ['G', 9, 36],
      ['L', 18, 75],
    ],
    outs: [
      ['3.3', 3.3, 0],
      ['5', 5, 0],
      ['12', 12, 0],
      ['15', 15, 0],
      ['24', 24, 0],
    ],
    opts: [''],
    code: (watts, inputCode, option) => (watts === 120 && Number(option) < 12 ? null : `DDR-${watts}${inputCode}-${option}`),
    iso: () => '1.5kV',
    eff: '88%',
    pkg: 'DIN Rail',
    mount: 'DIN Rail',
    temp: '-40°C ~ 70°C',
    base: 16,
    perW: 0.25,
    pack: bulk,
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/DDR-${watts}/DDR-${watts}-SPEC.PDF`,
  },
  {
    isolated: true,
    powers: [1, 2, 3],
    ins: [
      ['L', 4.5, 5.5],
      ['M', 10.8, 13.2],
      ['N', 21.6, 26.4],
    ],
    outs: [
      ['05', 5, 0],
      ['09', 9, 0],
      ['12', 12, 0],
      ['15', 15, 0],
    ],
    opts: [''],
    code: (watts, inputCode, option) => `SPU0${watts}${inputCode}-${option}`,
    iso: () => '1.5kV',
    eff: '78%',
    pkg: '7-SIP Module',
    mount: 'Through Hole',
    temp: '-40°C ~ 85°C',
    base: 2.6,
    perW: 1,
    pack: (mpn) => tube(mpn, 25),
    ds: (watts) => `https://www.meanwell.com/Upload/PDF/SPU0${watts}/SPU0${watts}-SPEC.PDF`,
  },
];
const CUI_DC: Family = fam({
  key: 'cui-v78',
  leaf: DCDC,
  mfr: 'cui-devices',
  weight: 0.3,
  kind: 'module',
  dimensions: [
    ['V78', 'VXO78'],
    [
      ['03', 3.3],
      ['05', 5],
      ['09', 9],
      ['12', 12],
      ['15', 15],
    ],
    [500, 1000, 2000],
  ] as const,
  make: ([seriesName, [voltCode, volts], ma]) => {
    if (seriesName === 'VXO78' && ma > 1000) return null;
    const mpn = `${seriesName}${voltCode}-${ma}`;
    return {
      base: mpn,
      variants: [tube(mpn, 36)],
      description: `DC DC CONVERTER ${volts}V ${Math.round((volts * ma) / 10) / 100}W`,
      parameters: {
        Type: 'Non-Isolated PoL Module',
        'Number of Outputs': '1',
        'Voltage - Input (Min)': `${volts + 3}V`,
        'Voltage - Input (Max)': ma === 2000 ? '32V' : '36V',
        'Voltage - Output 1': `${volts}V`,
        'Voltage - Output 2': '-',
        'Current - Output (Max)': ma >= 1000 ? `${ma / 1000}A` : `${ma}mA`,
        'Power (Watts)': `${Math.round((volts * ma) / 10) / 100}W`,
        'Voltage - Isolation': '-',
        Efficiency: '92%',
        'Mounting Type': 'Through Hole',
        'Package / Case': '3-SIP Module',
        'Operating Temperature': '-40°C ~ 85°C',
      },
      price: 2.6 + (ma / 1000) * 1.9,
      grams: 2.2,
      datasheetUrl: `https://www.cuidevices.com/product/resource/${seriesName.toLowerCase()}xx-${ma}.pdf`,
    };
  },
});

export const SUPPLY_FAMILIES: Family[] = [
  acFam('meanwell-acdc', 'mean-well', 3.0, MEANWELL),
  acFam('recom-acdc', 'recom', 0.6, RECOM_AC),
  acFam('traco-acdc', 'traco-power', 0.5, TRACO_AC),
  acFam('cui-acdc', 'cui-devices', 0.5, CUI_AC),
  dcFam('recom-dcdc', 'recom', 1.6, RECOM_DC),
  R78,
  dcFam('traco-dcdc', 'traco-power', 1.4, TRACO_DC),
  TSR,
  dcFam('meanwell-dcdc', 'mean-well', 0.7, MW_DC),
  CUI_DC,
];

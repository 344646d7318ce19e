// Environmental sensors: temperature (IC sensors, IR thermometers, NTC thermistors) and humidity.
import { dallas, icFam, maxim, mchp, nxpLogic, ti, tiNsc, type Dev } from '../ics/ordering-codes';
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { cents, reel, reelOnly, tempRange, tray, tube } from '../packing-and-text';

// ---------------------------------------------------------------------------------------------
// Temperature sensors

const TEMP = 'temperature-sensors';

/** Every temperature-sensor part carries these keys (plus 'Package / Case' and 'Operating Temperature'). */
function tp(
  type: string,
  out: string,
  range: string,
  acc: string,
  res: string,
  supply: string,
  r25 = '-',
  beta = '-',
): Record<string, string> {
  return {
    'Sensor Type': type,
    'Output Type': out,
    'Sensing Temperature': range,
    Accuracy: acc,
    Resolution: res,
    'Voltage - Supply': supply,
    'Resistance @ 25°C': r25,
    'B Value': beta,
  };
}
const DL = 'Digital, Local';
const AL = 'Analog, Local';
const R55_150 = tempRange(-55, 150);
const R40_125 = tempRange(-40, 125);

const dv = (
  name: string,
  desc: string,
  params: Record<string, string>,
  price: number,
  pkgs: string[],
  temp: string,
  grade?: string,
  option?: string,
): Dev => ({
  n: name,
  d: desc,
  p: params,
  price,
  pkgs,
  temp,
  g: grade,
  o: option,
});

const tiTemp: Dev[] = [
  dv(
    'TMP117',
    'SENSOR DIGITAL -55C-150C',
    tp(DL, 'I²C/SMBus', R55_150, '±0.1°C (Max)', '0.0078°C', '1.7V ~ 5.5V'),
    2.65,
    ['WSON-6'],
    R55_150,
    'AI',
  ),
  dv(
    'TMP116',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±0.2°C (Max)', '0.0078°C', '1.9V ~ 5.5V'),
    2.1,
    ['WSON-6'],
    tempRange(-55, 125),
    'AI',
  ),
  dv(
    'TMP75',
    'SENSOR DIGITAL -40C-125C',
    tp(DL, 'I²C/SMBus', R40_125, '±1°C', '0.0625°C', '2.7V ~ 5.5V'),
    0.85,
    ['SOIC-8', 'MSOP-8'],
    R40_125,
    'AI',
  ),
  dv(
    'TMP275',
    'SENSOR DIGITAL -40C-125C',
    tp(DL, 'I²C/SMBus', R40_125, '±0.5°C', '0.0625°C', '2.7V ~ 5.5V'),
    1.35,
    ['SOIC-8', 'MSOP-8'],
    R40_125,
    'AI',
  ),
  dv(
    'TMP1075',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±1°C', '0.0625°C', '1.62V ~ 5.5V'),
    0.45,
    ['SOIC-8', 'MSOP-8', 'WSON-8'],
    tempRange(-55, 125),
  ),
  dv(
    'TMP235',
    'SENSOR ANALOG -40C-150C',
    tp(AL, 'Analog Voltage', tempRange(-40, 150), '±2.5°C', '-', '2.3V ~ 5.5V'),
    0.32,
    ['SOT23-3', 'SC70-5'],
    tempRange(-40, 150),
    'A2',
  ),
  dv(
    'TMP236',
    'SENSOR ANALOG -10C-125C',
    tp(AL, 'Analog Voltage', tempRange(-10, 125), '±2.5°C', '-', '3.1V ~ 5.5V'),
    0.34,
    ['SOT23-3', 'SC70-5'],
    tempRange(-10, 125),
    'A2',
  ),
];
const nscTemp: Dev[] = [
  dv(
    'LM35D',
    'SENSOR ANALOG 0C-100C',
    tp(AL, 'Analog Voltage', tempRange(0, 100), '±1.5°C', '-', '4V ~ 30V'),
    1.6,
    ['TO-92', 'SOIC-8'],
    tempRange(0, 100),
  ),
  dv(
    'LM35C',
    'SENSOR ANALOG -40C-110C',
    tp(AL, 'Analog Voltage', tempRange(-40, 110), '±1°C', '-', '4V ~ 30V'),
    5.2,
    ['TO-92'],
    tempRange(-40, 110),
  ),
  dv(
    'LM335',
    'SENSOR ANALOG -40C-100C',
    tp(AL, 'Analog Voltage', tempRange(-40, 100), '±3°C', '-', '-'),
    1.2,
    ['TO-92', 'SOIC-8'],
    tempRange(-40, 100),
  ),
  dv(
    'LM34D',
    'SENSOR ANALOG 32F-212F',
    tp(AL, 'Analog Voltage', tempRange(0, 100), '±2°F', '-', '5V ~ 30V'),
    2.9,
    ['TO-92'],
    tempRange(0, 100),
  ),
];
const mchpTemp: Dev[] = [
  dv(
    'MCP9808',
    'SENSOR DIGITAL -40C-125C',
    tp(DL, 'I²C/SMBus', R40_125, '±0.25°C', '0.0625°C', '2.7V ~ 5.5V'),
    1.05,
    ['MSOP-8', 'WSON-8'],
    R40_125,
    'E',
  ),
  dv(
    'MCP9700A',
    'SENSOR ANALOG -40C-125C',
    tp(AL, 'Analog Voltage', R40_125, '±2°C', '-', '2.3V ~ 5.5V'),
    0.25,
    ['TO-92', 'SOT23-3', 'SC70-5'],
    R40_125,
    'E',
  ),
  dv(
    'MCP9701A',
    'SENSOR ANALOG -40C-125C',
    tp(AL, 'Analog Voltage', R40_125, '±2°C', '-', '3.1V ~ 5.5V'),
    0.27,
    ['TO-92', 'SOT23-3', 'SC70-5'],
    R40_125,
    'E',
  ),
  dv(
    'MCP9800A0',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±1°C', '0.0625°C', '2.7V ~ 5.5V'),
    0.6,
    ['SOT23-5'],
    tempRange(-55, 125),
    'M',
  ),
  dv(
    'MCP9843',
    'SENSOR DIGITAL -40C-125C',
    tp(DL, 'I²C/SMBus', R40_125, '±0.5°C', '0.0625°C', '3V ~ 3.6V'),
    0.8,
    ['MSOP-8', 'WSON-8'],
    R40_125,
    'E',
  ),
];
const dallasTemp: Dev[] = [
  dv(
    'DS18B20',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, '1-Wire®', tempRange(-55, 125), '±0.5°C', '0.0625°C', '3V ~ 5.5V'),
    3.6,
    ['TO-92', 'SOIC-8', 'MSOP-8'],
    tempRange(-55, 125),
  ),
  dv(
    'DS18S20',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, '1-Wire®', tempRange(-55, 125), '±0.5°C', '0.5°C', '3V ~ 5.5V'),
    4.2,
    ['TO-92', 'SOIC-8'],
    tempRange(-55, 125),
  ),
  dv(
    'DS1822',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, '1-Wire®', tempRange(-55, 125), '±2°C', '0.0625°C', '3V ~ 5.5V'),
    2.9,
    ['TO-92', 'SOIC-8'],
    tempRange(-55, 125),
  ),
  dv(
    'DS28EA00',
    'SENSOR DIGITAL -40C-85C',
    tp(DL, '1-Wire®', tempRange(-40, 85), '±2°C', '0.0625°C', '3V ~ 5.25V'),
    3.1,
    ['TO-92', 'MSOP-8'],
    tempRange(-40, 85),
  ),
];
const maximTemp: Dev[] = [
  dv(
    'MAX31855K',
    'THERMOCOUPLE CONV K-TYPE',
    tp('Thermocouple, Digital Converter', 'SPI', tempRange(-200, 1350), '±2°C', '0.25°C', '3V ~ 3.6V'),
    5.8,
    ['SOIC-8'],
    tempRange(-40, 125),
    'A',
  ),
  dv(
    'MAX6675',
    'THERMOCOUPLE CONV K-TYPE',
    tp('Thermocouple, Digital Converter', 'SPI', tempRange(0, 1024), '±3°C', '0.25°C', '3V ~ 5.5V'),
    7.4,
    ['SOIC-8'],
    tempRange(-20, 85),
    'I',
  ),
  dv(
    'MAX31865',
    'RTD-TO-DIGITAL CONVERTER',
    tp('RTD, Digital Converter', 'SPI', tempRange(-200, 850), '±0.5°C', '0.03125°C', '3V ~ 3.6V'),
    6.1,
    ['VQFN-20'],
    tempRange(-40, 125),
    'A',
  ),
  dv(
    'MAX30205',
    'SENSOR DIGITAL 0C-50C',
    tp(DL, 'I²C/SMBus', tempRange(0, 50), '±0.1°C', '0.00390625°C', '2.7V ~ 3.3V'),
    3.4,
    ['WSON-8'],
    tempRange(0, 50),
    'M',
  ),
];
const nxpTemp: Dev[] = [
  dv(
    'LM75B',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±2°C', '0.125°C', '2.8V ~ 5.5V'),
    0.5,
    ['SOIC-8'],
    tempRange(-55, 125),
  ),
  dv(
    'PCT2075',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±1°C', '0.125°C', '2.7V ~ 5.5V'),
    0.42,
    ['SOIC-8'],
    tempRange(-55, 125),
  ),
  dv(
    'SE95',
    'SENSOR DIGITAL -55C-125C',
    tp(DL, 'I²C/SMBus', tempRange(-55, 125), '±1°C', '0.03125°C', '2.8V ~ 5.5V'),
    0.95,
    ['SOIC-8'],
    tempRange(-55, 125),
  ),
];
const tiDs = (device: Dev) => `https://www.ti.com/lit/ds/symlink/${device.n.toLowerCase()}.pdf`;

export interface Row {
  mpn: string;
  variants: Variant[];
  desc: string;
  params: Record<string, string>;
  price: number;
  g: number;
  ds: string;
}
/** One catalogue row per orderable device (sensors are named devices, not parametric series). */
export function rowFam(key: string, leaf: string, mfr: string, weight: number, rows: Row[]): Family {
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind: 'ic',
    dimensions: [rows],
    make: ([row]): BaseSpec => ({
      base: row.mpn,
      variants: row.variants,
      description: row.desc,
      parameters: row.params,
      price: row.price,
      grams: row.g,
      datasheetUrl: row.ds,
    }),
    siblingShare: 0.5,
  });
}
const withPkg = (params: Record<string, string>, pkg: string, temp: string) => ({
  ...params,
  'Package / Case': pkg,
  'Operating Temperature': temp,
});

const tempRows = {
  adi: [
    {
      mpn: 'TMP36GT9Z',
      variants: [{ mpn: 'TMP36GT9Z', pack: 'bulk', qty: 1 }],
      desc: 'SENSOR ANALOG -40C-125C TO92-3',
      params: withPkg(tp(AL, 'Analog Voltage', R40_125, '±2°C', '-', '2.7V ~ 5.5V'), 'TO-226-3, TO-92-3 (TO-226AA)', R40_125),
      price: 1.5,
      g: 0.2,
      ds: 'https://www.analog.com/media/en/technical-documentation/data-sheets/TMP35_36_37.pdf',
    },
    {
      mpn: 'TMP36GRTZ',
      variants: [reel('TMP36GRTZ-REEL7', 3000)],
      desc: 'SENSOR ANALOG -40C-125C SOT23-5',
      params: withPkg(tp(AL, 'Analog Voltage', R40_125, '±2°C', '-', '2.7V ~ 5.5V'), 'SC-74A, SOT-753', R40_125),
      price: 1.4,
      g: 0.009,
      ds: 'https://www.analog.com/media/en/technical-documentation/data-sheets/TMP35_36_37.pdf',
    },
    {
      mpn: 'TMP36GSZ',
      variants: [tube('TMP36GSZ', 98), reelOnly('TMP36GSZ-REEL7', 1000)],
      desc: 'SENSOR ANALOG -40C-125C 8SOIC',
      params: withPkg(tp(AL, 'Analog Voltage', R40_125, '±2°C', '-', '2.7V ~ 5.5V'), '8-SOIC (0.154", 3.90mm Width)', R40_125),
      price: 1.45,
      g: 0.076,
      ds: 'https://www.analog.com/media/en/technical-documentation/data-sheets/TMP35_36_37.pdf',
    },
    {
      mpn: 'ADT7410TRZ',
      variants: [tube('ADT7410TRZ', 98), reelOnly('ADT7410TRZ-REEL7', 1000)],
      desc: 'SENSOR DIGITAL -55C-150C 8SOIC',
      params: withPkg(tp(DL, 'I²C/SMBus', R55_150, '±0.5°C', '0.0078°C', '2.7V ~ 5.5V'), '8-SOIC (0.154", 3.90mm Width)', R55_150),
      price: 3.9,
      g: 0.076,
      ds: 'https://www.analog.com/media/en/technical-documentation/data-sheets/ADT7410.pdf',
    },
    {
      mpn: 'ADT7420UCPZ-R2',
      variants: [reel('ADT7420UCPZ-R2', 250), reelOnly('ADT7420UCPZ-RL7', 1500)],
      desc: 'SENSOR DIGITAL -40C-150C 16LFCSP',
      params: withPkg(
        tp(DL, 'I²C/SMBus', tempRange(-40, 150), '±0.25°C', '0.0078°C', '2.7V ~ 5.5V'),
        '16-WFQFN Exposed Pad, CSP',
        tempRange(-40, 150),
      ),
      price: 5.6,
      g: 0.05,
      ds: 'https://www.analog.com/media/en/technical-documentation/data-sheets/ADT7420.pdf',
    },
  ],
  st: [
    {
      mpn: 'STTS22HTR',
      variants: [reel('STTS22HTR', 5000)],
      desc: 'SENSOR DIGITAL -40C-125C 6UDFN',
      params: withPkg(tp(DL, 'I²C/SMBus', R40_125, '±0.5°C', '0.01°C', '1.5V ~ 3.6V'), '6-UFDFN Exposed Pad', R40_125),
      price: 0.95,
      g: 0.005,
      ds: 'https://www.st.com/resource/en/datasheet/stts22h.pdf',
    },
    {
      mpn: 'STTS751-0WB3F',
      variants: [reel('STTS751-0WB3F', 3000)],
      desc: 'SENSOR DIGITAL -40C-125C 6UDFN',
      params: withPkg(tp(DL, 'I²C/SMBus', R40_125, '±1°C', '0.0625°C', '2.25V ~ 3.6V'), '6-UFDFN Exposed Pad', R40_125),
      price: 0.7,
      g: 0.005,
      ds: 'https://www.st.com/resource/en/datasheet/stts751.pdf',
    },
    {
      mpn: 'STLM20W87F',
      variants: [reel('STLM20W87F', 3000)],
      desc: 'SENSOR ANALOG -55C-130C SC70-5',
      params: withPkg(
        tp(AL, 'Analog Voltage', tempRange(-55, 130), '±1.5°C', '-', '2.4V ~ 5.5V'),
        '5-TSSOP, SC-70-5, SOT-353',
        tempRange(-55, 130),
      ),
      price: 0.55,
      g: 0.006,
      ds: 'https://www.st.com/resource/en/datasheet/stlm20.pdf',
    },
  ],
  melexis: [
    {
      mpn: 'MLX90614ESF-BAA-000-TU',
      variants: [tube('MLX90614ESF-BAA-000-TU', 100)],
      desc: 'SENSOR IR THERMOMETER TO39-4',
      params: withPkg(
        tp('Infrared (IR), Non-Contact', 'I²C/SMBus, PWM', tempRange(-70, 380), '±0.5°C', '0.02°C', '3V'),
        'TO-39-4 Metal Can',
        tempRange(-40, 85),
      ),
      price: 17.5,
      g: 1.1,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf',
    },
    {
      mpn: 'MLX90614ESF-BCC-000-TU',
      variants: [tube('MLX90614ESF-BCC-000-TU', 100)],
      desc: 'SENSOR IR THERMOMETER 35DEG TO39-4',
      params: withPkg(
        tp('Infrared (IR), Non-Contact', 'I²C/SMBus, PWM', tempRange(-70, 380), '±0.5°C', '0.02°C', '3V'),
        'TO-39-4 Metal Can',
        tempRange(-40, 85),
      ),
      price: 22,
      g: 1.1,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf',
    },
    {
      mpn: 'MLX90614KSF-ACC-000-TU',
      variants: [tube('MLX90614KSF-ACC-000-TU', 100)],
      desc: 'SENSOR IR THERMOMETER 5V TO39-4',
      params: withPkg(
        tp('Infrared (IR), Non-Contact', 'I²C/SMBus, PWM', tempRange(-70, 380), '±0.5°C', '0.02°C', '5V'),
        'TO-39-4 Metal Can',
        tempRange(-40, 125),
      ),
      price: 24,
      g: 1.1,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90614-datasheet-melexis.pdf',
    },
    {
      mpn: 'MLX90632SLD-DCB-000-RE',
      variants: [reel('MLX90632SLD-DCB-000-RE', 2500)],
      desc: 'SENSOR IR THERMOMETER SMD QFN',
      params: withPkg(
        tp('Infrared (IR), Non-Contact', 'I²C/SMBus', tempRange(-20, 200), '±1°C', '0.02°C', '3.3V'),
        '16-VFQFN Exposed Pad',
        tempRange(-20, 85),
      ),
      price: 9.8,
      g: 0.04,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90632-datasheet-melexis.pdf',
    },
    {
      mpn: 'MLX90640ESF-BAA-000-TU',
      variants: [tube('MLX90640ESF-BAA-000-TU', 100)],
      desc: 'SENSOR IR ARRAY 32X24 110DEG TO39',
      params: withPkg(
        tp('Infrared (IR), Thermal Array', 'I²C/SMBus', tempRange(-40, 300), '±1°C', '0.1°C', '3.3V'),
        'TO-39-4 Metal Can',
        tempRange(-40, 85),
      ),
      price: 59,
      g: 1.2,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90640-datasheet-melexis.pdf',
    },
    {
      mpn: 'MLX90640ESF-BAB-000-TU',
      variants: [tube('MLX90640ESF-BAB-000-TU', 100)],
      desc: 'SENSOR IR ARRAY 32X24 55DEG TO39',
      params: withPkg(
        tp('Infrared (IR), Thermal Array', 'I²C/SMBus', tempRange(-40, 300), '±1°C', '0.1°C', '3.3V'),
        'TO-39-4 Metal Can',
        tempRange(-40, 85),
      ),
      price: 59,
      g: 1.2,
      ds: 'https://www.melexis.com/-/media/files/documents/datasheets/mlx90640-datasheet-melexis.pdf',
    },
  ],
} satisfies Record<string, Row[]>;

// NTC thermistors.
const NTC_R: [string, number][] = [
  ['471', 470],
  ['102', 1e3],
  ['222', 2.2e3],
  ['472', 4.7e3],
  ['103', 1e4],
  ['223', 2.2e4],
  ['473', 4.7e4],
  ['104', 1e5],
  ['224', 2.2e5],
  ['474', 4.7e5],
];
const rText = (ohms: number) => (ohms >= 1e3 ? `${ohms / 1e3} kOhms` : `${ohms} Ohms`);
const rDesc = (ohms: number) => (ohms >= 1e3 ? `${ohms / 1e3}K` : `${ohms}`);
function ntcSpec(
  r25: number,
  tol: string,
  beta: number,
  pkg: string,
  base: string,
  variants: Variant[],
  price: number,
  grams: number,
  ds: string,
  smd: boolean,
): BaseSpec {
  return {
    base,
    variants,
    description: `THERMISTOR NTC ${rDesc(r25)}OHM ${beta}K ${smd ? pkg.slice(0, 4) : 'BEAD'}`,
    parameters: withPkg(tp('NTC Thermistor', 'Resistance', R40_125, tol, '-', '-', rText(r25), `${beta}K`), pkg, R40_125),
    price: cents(price),
    grams,
    datasheetUrl: ds,
  };
}
// Murata NCP: size (15 = 0402, 18 = 0603, 21 = 0805) + B-constant code + resistance + tolerance + 03 + packing.
const NCP_B: [string, number, number, number][] = [
  ['XH', 3380, 1e3, 4.7e4],
  ['XV', 3900, 2.2e3, 1e5],
  ['XW', 4250, 1e4, 2.2e5],
  ['WF', 4250, 2.2e4, 4.7e5],
  ['WB', 4050, 4.7e3, 1e5],
];
const ntcFamilies: Family[] = [
  fam({
    key: 'murata-ncp',
    leaf: TEMP,
    mfr: 'murata',
    weight: 0.9,
    kind: 'passive',
    dimensions: [
      [
        ['15', '0402 (1005 Metric)', 'RC', 10000, 0.0006],
        ['18', '0603 (1608 Metric)', 'RB', 4000, 0.002],
        ['21', '0805 (2012 Metric)', 'RA', 4000, 0.005],
      ] as const,
      NCP_B.flatMap(([code, beta, lo, hi]) =>
        NTC_R.filter(([, ohms]) => ohms >= lo && ohms <= hi).map(([rc, ohms]) => [code, beta, rc, ohms] as const),
      ),
      [
        ['F', '±1%'],
        ['J', '±5%'],
      ] as const,
    ],
    make: ([[size, pkg, pack, qty, grams], [code, beta, rc, ohms], [tolCode, tol]]) => {
      const base = `NCP${size}${code}${rc}${tolCode}03`;
      return ntcSpec(
        ohms,
        tol,
        beta,
        pkg,
        base,
        [reel(`${base}${pack}`, qty)],
        tolCode === 'F' ? 0.12 : 0.1,
        grams,
        `https://www.murata.com/en-global/products/productdetail?partno=${base}${pack}`,
        true,
      );
    },
  }),
  // Vishay NTCS: size + E3 + resistance + tolerance + packing (MT 7-inch reel).
  fam({
    key: 'vishay-ntcs',
    leaf: TEMP,
    mfr: 'vishay',
    weight: 0.4,
    kind: 'passive',
    dimensions: [
      [
        ['0402', '0402 (1005 Metric)', 'LT', 10000, 0.0006],
        ['0603', '0603 (1608 Metric)', 'MT', 4000, 0.002],
        ['0805', '0805 (2012 Metric)', 'MT', 4000, 0.005],
      ] as const,
      NTC_R.slice(1, 9),
      [
        ['F', '±1%'],
        ['J', '±5%'],
      ] as const,
    ],
    make: ([[size, pkg, pack, qty, grams], [rc, ohms], [tolCode, tol]]) => {
      const base = `NTCS${size}E3${rc}${tolCode}`;
      return ntcSpec(
        ohms,
        tol,
        ohms < 1e4 ? 3560 : 3940,
        pkg,
        base,
        [reel(`${base}${pack}`, qty)],
        0.16,
        grams,
        'https://www.vishay.com/docs/29003/ntcs0603e3.pdf',
        true,
      );
    },
  }),
  // Vishay NTCLE100E3: leaded epoxy bead, resistance + tolerance + B0 (bulk).
  fam({
    key: 'vishay-ntcle100',
    leaf: TEMP,
    mfr: 'vishay',
    weight: 0.4,
    kind: 'passive',
    dimensions: [
      [['229', 22], ['339', 33], ['479', 47], ['101', 100], ['221', 220], ['331', 330], ...NTC_R] as const,
      [
        ['J', '±5%'],
        ['H', '±3%'],
        ['G', '±2%'],
      ] as const,
    ],
    make: ([[rc, ohms], [tolCode, tol]]) => {
      const mpn = `NTCLE100E3${rc}${tolCode}B0`;
      return ntcSpec(
        ohms,
        tol,
        ohms < 1e3 ? 3560 : ohms < 1e4 ? 3977 : 4190,
        'Radial',
        mpn,
        [{ mpn, pack: 'bulk', qty: 1 }],
        tolCode === 'G' ? 0.55 : 0.42,
        0.2,
        'https://www.vishay.com/docs/29049/ntcle100.pdf',
        false,
      );
    },
  }),
];

const tempFamilies: Family[] = [
  icFam('ti-temp', TEMP, 'texas-instruments', 0.9, tiTemp, ti, tiDs),
  icFam('ti-nsc-temp', TEMP, 'texas-instruments', 0.4, nscTemp, tiNsc, tiDs),
  icFam(
    'microchip-temp',
    TEMP,
    'microchip',
    0.8,
    mchpTemp,
    mchp,
    (device) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${device.n}.pdf`,
  ),
  icFam(
    'maxim-ds18b20',
    TEMP,
    'maxim-integrated',
    0.7,
    dallasTemp,
    dallas,
    (device) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${device.n}.pdf`,
  ),
  icFam(
    'maxim-temp-conv',
    TEMP,
    'maxim-integrated',
    0.4,
    maximTemp,
    maxim,
    (device) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${device.n}.pdf`,
  ),
  icFam('nxp-temp', TEMP, 'nxp', 0.3, nxpTemp, nxpLogic, (device) => `https://www.nxp.com/docs/en/data-sheet/${device.n}.pdf`),
  rowFam('adi-temp', TEMP, 'analog-devices', 0.3, tempRows.adi),
  rowFam('st-temp', TEMP, 'stmicroelectronics', 0.25, tempRows.st),
  rowFam('melexis-ir', TEMP, 'melexis', 0.3, tempRows.melexis),
  ...ntcFamilies,
];

// ---------------------------------------------------------------------------------------------
// Humidity sensors

const HUM = 'humidity-sensors';
function hp(
  type: string,
  range: string,
  accH: string,
  accT: string,
  out: string,
  resp: string,
  supply: string,
  pkg: string,
  temp: string,
): Record<string, string> {
  return {
    'Sensor Type': type,
    'Humidity Range': range,
    'Accuracy - Humidity': accH,
    'Accuracy - Temperature': accT,
    'Output Type': out,
    'Response Time': resp,
    'Voltage - Supply': supply,
    'Package / Case': pkg,
    'Operating Temperature': temp,
  };
}
const HT = 'Humidity, Temperature';
const H0_100 = '0 ~ 100% RH';
const I2C = 'I²C';
const hr = (
  mpn: string,
  variants: Variant[],
  desc: string,
  params: Record<string, string>,
  price: number,
  ds: string,
  grams = 0.02,
): Row => ({
  mpn,
  variants,
  desc,
  params,
  price,
  g: grams,
  ds,
});

const sensirionRows: Row[] = [
  ...(
    [
      ['SHT40', '±1.8% RH', '±0.2°C', 2.3],
      ['SHT41', '±1.8% RH', '±0.2°C', 2.6],
      ['SHT43', '±1.8% RH', '±0.2°C', 4.5],
      ['SHT45', '±1.0% RH', '±0.1°C', 4.9],
    ] as const
  ).flatMap(([dev, accH, accT, price]) =>
    (
      [
        ['AD1B', 'I²C Address 0x44'],
        ['BD1B', 'I²C Address 0x45'],
        ['AD1F', 'PTFE Membrane'],
      ] as const
    ).map(([opt, note]) =>
      hr(
        `${dev}-${opt}`,
        [reel(`${dev}-${opt}-R2`, 2500), reelOnly(`${dev}-${opt}-R3`, 10000)],
        `SENSOR HUMI/TEMP I2C ${note.startsWith('PTFE') ? 'PTFE COVER ' : ''}4DFN`,
        hp(HT, H0_100, accH, accT, I2C, '4s', '1.08V ~ 3.6V', '4-XFDFN Exposed Pad', tempRange(-40, 125)),
        price * (opt === 'AD1F' ? 1.4 : 1),
        `https://sensirion.com/media/documents/33FD6951/${dev}_Datasheet.pdf`,
        0.005,
      ),
    ),
  ),
  ...(
    [
      ['SHT30-DIS', '±2% RH', '±0.2°C', 3.5],
      ['SHT31-DIS', '±2% RH', '±0.2°C', 4.9],
      ['SHT35-DIS', '±1.5% RH', '±0.1°C', 8.4],
      ['SHT31-ARP', '±2% RH', '±0.2°C', 5.3],
    ] as const
  ).map(([dev, accH, accT, price]) =>
    hr(
      `${dev}-B`,
      [reel(`${dev}-B2.5kS`, 2500), reelOnly(`${dev}-B10kS`, 10000)],
      `SENSOR HUMI/TEMP ${dev.endsWith('ARP') ? 'ANALOG' : 'I2C'} 8DFN`,
      hp(
        HT,
        H0_100,
        accH,
        accT,
        dev.endsWith('ARP') ? 'Analog Voltage' : I2C,
        '8s',
        '2.15V ~ 5.5V',
        '8-VDFN Exposed Pad',
        tempRange(-40, 125),
      ),
      price,
      `https://sensirion.com/media/documents/213E6A3B/${dev.slice(0, 5)}_Datasheet.pdf`,
    ),
  ),
  hr(
    'SHTC3',
    [reel('SHTC3', 2500)],
    'SENSOR HUMI/TEMP I2C 4DFN',
    hp(HT, H0_100, '±2% RH', '±0.2°C', I2C, '8s', '1.62V ~ 3.6V', '4-XFDFN Exposed Pad', tempRange(-40, 125)),
    2.1,
    'https://sensirion.com/media/documents/643F9C8E/SHTC3_Datasheet.pdf',
    0.005,
  ),
];
const humidityFamilies: Family[] = [
  rowFam('sensirion-sht', HUM, 'sensirion', 0.7, sensirionRows),
  rowFam('honeywell-hih', HUM, 'honeywell', 0.4, [
    ...(
      [
        ['HIH6130-021-001', I2C, '±4% RH', 'SOIC-8', 10.5],
        ['HIH6131-021-001', I2C, '±4% RH', 'SOIC-8', 11.5],
        ['HIH6120-021-001', I2C, '±4% RH', 'SOIC-8', 9.9],
        ['HIH8120-021-001', I2C, '±2% RH', 'SIP-4', 14.9],
        ['HIH8130-021-001', I2C, '±2% RH', 'SOIC-8', 15.8],
      ] as const
    ).map(([mpn, out, acc, pkg, price]) =>
      hr(
        mpn,
        [tube(mpn, 100)],
        `SENSOR HUMI/TEMP ${pkg === 'SIP-4' ? '4SIP' : '8SOIC'} I2C`,
        hp(
          HT,
          H0_100,
          acc,
          '±1°C',
          out,
          '6s',
          '2.3V ~ 5.5V',
          pkg === 'SIP-4' ? '4-SIP' : '8-SOIC (0.154", 3.90mm Width)',
          tempRange(-25, 85),
        ),
        price,
        `https://prod-edam.honeywell.com/content/dam/honeywell-edam/sps/siot/en-us/products/sensors/humidity-with-temperature-sensors/` +
          `${mpn.slice(0, 7).toLowerCase()}-series/documents/sps-siot-${mpn.slice(0, 7).toLowerCase()}-series-datasheet.pdf`,
      ),
    ),
    ...(
      [
        ['HIH-4000-001', '3-SIP', 8.5],
        ['HIH-4000-003', '3-SIP', 9.5],
        ['HIH-4030-001', '3-SMD', 9.1],
        ['HIH-4031-001', '3-SMD', 10.2],
        ['HIH-5030-001', '3-SMD', 6.8],
        ['HIH-5031-001', '3-SMD', 7.6],
      ] as const
    ).map(([mpn, pkg, price]) =>
      hr(
        mpn,
        [tube(mpn, 100)],
        `SENSOR HUMIDITY ANALOG ${pkg.replace('-', '')}`,
        hp(
          'Humidity',
          H0_100,
          '±3.5% RH',
          '-',
          'Analog Voltage',
          '5s',
          mpn.startsWith('HIH-5') ? '2.7V ~ 5.5V' : '4V ~ 5.8V',
          pkg,
          tempRange(-40, 85),
        ),
        price,
        'https://prod-edam.honeywell.com/content/dam/honeywell-edam/sps/siot/en-us/products/sensors/' +
          'humidity-with-temperature-sensors/hih-4000-series/documents/sps-siot-hih-4000-series-datasheet.pdf',
        0.6,
      ),
    ),
  ]),
  rowFam(
    'ti-hdc',
    HUM,
    'texas-instruments',
    0.4,
    (
      [
        ['HDC1080', 'DMB', '6-WSON (3x3)', '±2% RH', '±0.2°C', 2.4],
        ['HDC2080', 'DMB', '6-WSON (3x3)', '±2% RH', '±0.2°C', 1.9],
        ['HDC2010', 'YPA', '6-DSBGA', '±2% RH', '±0.2°C', 1.8],
        ['HDC3020', 'DEF', '8-WSON (2.5x2.5)', '±1.5% RH', '±0.1°C', 3.2],
        ['HDC3021', 'DEJ', '8-WSON (2.5x2.5)', '±1.5% RH', '±0.1°C', 3.9],
        ['HDC3022', 'DEJ', '8-WSON (2.5x2.5)', '±1.5% RH', '±0.1°C', 4.3],
      ] as const
    ).map(([dev, code, pkg, accH, accT, price]) =>
      hr(
        `${dev}${code}`,
        [reel(`${dev}${code}R`, 3000), reelOnly(`${dev}${code}T`, 250)],
        `SENSOR HUMI/TEMP I2C ${pkg.split(' ')[0]?.replace('-', '')}`,
        hp(HT, H0_100, accH, accT, I2C, '8s', '1.62V ~ 5.5V', pkg, tempRange(-40, 125)),
        price,
        `https://www.ti.com/lit/ds/symlink/${dev.toLowerCase()}.pdf`,
        0.01,
      ),
    ),
  ),
  rowFam(
    'silabs-si70xx',
    HUM,
    'silicon-labs',
    0.3,
    (
      [
        ['Si7021-A20-GM1', '±3% RH', '±0.4°C', 2.9, tempRange(-40, 125)],
        ['Si7021-A20-IM1', '±3% RH', '±0.4°C', 2.6, tempRange(-40, 85)],
        ['Si7006-A20-IM1', '±5% RH', '±1°C', 1.9, tempRange(-40, 85)],
        ['Si7013-A20-GM1', '±3% RH', '±0.4°C', 3.4, tempRange(-40, 125)],
        ['Si7020-A20-GM1', '±4% RH', '±0.4°C', 2.5, tempRange(-40, 125)],
      ] as const
    ).map(([dev, accH, accT, price, temp]) =>
      hr(
        dev,
        [reel(`${dev}R`, 2500), tray(dev, 490)],
        'SENSOR HUMI/TEMP I2C 6DFN',
        hp(HT, H0_100, accH, accT, I2C, '18s', '1.9V ~ 3.6V', '6-VDFN Exposed Pad', temp),
        price,
        `https://www.silabs.com/documents/public/data-sheets/${dev.slice(0, 6).toLowerCase()}-a20.pdf`,
      ),
    ),
  ),
  rowFam('bosch-bme', HUM, 'bosch-sensortec', 0.4, [
    hr(
      'BME280',
      [reel('BME280', 10000)],
      'SENSOR HUMI/PRESS/TEMP I2C/SPI LGA',
      hp('Humidity, Pressure, Temperature', H0_100, '±3% RH', '±1°C', 'I²C, SPI', '1s', '1.71V ~ 3.6V', '8-LGA', tempRange(-40, 85)),
      4.8,
      'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme280-ds002.pdf',
      0.01,
    ),
    hr(
      'BME680',
      [reel('BME680', 10000)],
      'SENSOR GAS/HUMI/PRESS/TEMP I2C/SPI',
      hp('Gas, Humidity, Pressure, Temperature', H0_100, '±3% RH', '±1°C', 'I²C, SPI', '8s', '1.71V ~ 3.6V', '8-LGA', tempRange(-40, 85)),
      9.5,
      'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme680-ds001.pdf',
      0.01,
    ),
    hr(
      'BME688',
      [reel('BME688', 10000)],
      'SENSOR GAS/HUMI/PRESS/TEMP AI I2C/SPI',
      hp('Gas, Humidity, Pressure, Temperature', H0_100, '±3% RH', '±0.5°C', 'I²C, SPI', '8s', '1.71V ~ 3.6V', '8-LGA', tempRange(-40, 85)),
      12.5,
      'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme688-ds000.pdf',
      0.01,
    ),
    hr(
      'BME690',
      [reel('BME690', 10000)],
      'SENSOR GAS/HUMI/PRESS/TEMP AI I2C/SPI',
      hp('Gas, Humidity, Pressure, Temperature', H0_100, '±3% RH', '±0.5°C', 'I²C, SPI', '8s', '1.2V ~ 3.6V', '8-LGA', tempRange(-40, 85)),
      11.9,
      'https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-bme690-ds001.pdf',
      0.01,
    ),
  ]),
  rowFam('te-htu', HUM, 'te-connectivity', 0.2, [
    hr(
      'HPP845E031R5',
      [reel('HPP845E031R5', 5000)],
      'SENSOR HUMI/TEMP I2C (HTU21D) 6DFN',
      hp(HT, H0_100, '±2% RH', '±0.3°C', I2C, '5s', '1.5V ~ 3.6V', '6-VDFN Exposed Pad', tempRange(-40, 125)),
      3.1,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=HPC199_6&DocType=Data+Sheet&DocLang=English',
    ),
    hr(
      'HPP845E131R5',
      [reel('HPP845E131R5', 5000)],
      'SENSOR HUMI/TEMP I2C (HTU21DF) PTFE 6DFN',
      hp(HT, H0_100, '±2% RH', '±0.3°C', I2C, '5s', '1.5V ~ 3.6V', '6-VDFN Exposed Pad', tempRange(-40, 125)),
      3.9,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=HPC199_6&DocType=Data+Sheet&DocLang=English',
    ),
  ]),
];

export const ENV_SENSOR_FAMILIES: Family[] = [...tempFamilies, ...humidityFamilies];

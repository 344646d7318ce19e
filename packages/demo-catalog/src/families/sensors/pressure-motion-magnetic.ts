// Pressure, motion (accelerometers and IMUs) and magnetic/current sensors.
import { icFam, ti, type Dev } from '../ics/ordering-codes';
import { fam, type Family, type Variant } from '../family';
import { bulk, cents, reel, reelOnly, tempRange, tray, tube } from '../packing-and-text';
import { rowFam, type Row } from './temperature-and-humidity';

// ---------------------------------------------------------------------------------------------
// Pressure sensors

const PRESS = 'pressure-sensors';

/** Honeywell's sensor documents all live under this path. */
const HONEYWELL_SENSORS = 'https://prod-edam.honeywell.com/content/dam/honeywell-edam/sps/siot/en-us/products/sensors';

/** The pressure type as distributors abbreviate it in a description. */
const pressureTypeCode = (type: string): string => (type === 'Differential' ? 'DIFF' : type === 'Gauge' ? 'GAUGE' : 'ABS');
function pp(
  type: string,
  range: string,
  out: string,
  acc: string,
  port: string,
  supply: string,
  pkg: string,
  temp: string,
): Record<string, string> {
  return {
    Applications: 'Board Mount',
    'Pressure Type': type,
    'Operating Pressure': range,
    'Output Type': out,
    Accuracy: acc,
    'Port Style': port,
    'Voltage - Supply': supply,
    'Package / Case': pkg,
    'Operating Temperature': temp,
  };
}

// Honeywell TruStability / Basic: series + package (D DIP, M SMT, S SIP) + port + media + range + output + transfer function A + supply.
type Range = readonly [string, 'Differential' | 'Gauge' | 'Absolute', string];
const HW_RANGES: Range[] = [
  ['001PD', 'Differential', '±1 PSI'],
  ['005PD', 'Differential', '±5 PSI'],
  ['015PD', 'Differential', '±15 PSI'],
  ['030PD', 'Differential', '±30 PSI'],
  ['010MD', 'Differential', '±10 mbar'],
  ['060MD', 'Differential', '±60 mbar'],
  ['160MD', 'Differential', '±160 mbar'],
  ['001BD', 'Differential', '±1 bar'],
  ['001PG', 'Gauge', '0 PSI ~ 1 PSI'],
  ['005PG', 'Gauge', '0 PSI ~ 5 PSI'],
  ['015PG', 'Gauge', '0 PSI ~ 15 PSI'],
  ['030PG', 'Gauge', '0 PSI ~ 30 PSI'],
  ['060PG', 'Gauge', '0 PSI ~ 60 PSI'],
  ['100PG', 'Gauge', '0 PSI ~ 100 PSI'],
  ['150PG', 'Gauge', '0 PSI ~ 150 PSI'],
  ['060MG', 'Gauge', '0 mbar ~ 60 mbar'],
  ['001BG', 'Gauge', '0 bar ~ 1 bar'],
  ['004BG', 'Gauge', '0 bar ~ 4 bar'],
  ['001ND', 'Differential', '±1 inH2O'],
  ['002ND', 'Differential', '±2 inH2O'],
  ['005ND', 'Differential', '±5 inH2O'],
  ['010ND', 'Differential', '±10 inH2O'],
  ['030ND', 'Differential', '±30 inH2O'],
  ['001KD', 'Differential', '±1 kPa'],
  ['006KD', 'Differential', '±6 kPa'],
  ['010KD', 'Differential', '±10 kPa'],
  ['025KD', 'Differential', '±25 kPa'],
  ['100KD', 'Differential', '±100 kPa'],
  ['001NG', 'Gauge', '0 inH2O ~ 1 inH2O'],
  ['005NG', 'Gauge', '0 inH2O ~ 5 inH2O'],
  ['010NG', 'Gauge', '0 inH2O ~ 10 inH2O'],
  ['030NG', 'Gauge', '0 inH2O ~ 30 inH2O'],
  ['010KG', 'Gauge', '0 kPa ~ 10 kPa'],
  ['040KG', 'Gauge', '0 kPa ~ 40 kPa'],
  ['100KG', 'Gauge', '0 kPa ~ 100 kPa'],
  ['250KG', 'Gauge', '0 kPa ~ 250 kPa'],
  ['600KG', 'Gauge', '0 kPa ~ 600 kPa'],
  ['002BG', 'Gauge', '0 bar ~ 2 bar'],
  ['006BG', 'Gauge', '0 bar ~ 6 bar'],
  ['010BG', 'Gauge', '0 bar ~ 10 bar'],
  ['015PA', 'Absolute', '0 PSI ~ 15 PSI'],
  ['030PA', 'Absolute', '0 PSI ~ 30 PSI'],
  ['060PA', 'Absolute', '0 PSI ~ 60 PSI'],
  ['100PA', 'Absolute', '0 PSI ~ 100 PSI'],
  ['150PA', 'Absolute', '0 PSI ~ 150 PSI'],
  ['001BA', 'Absolute', '0 bar ~ 1 bar'],
  ['002BA', 'Absolute', '0 bar ~ 2 bar'],
  ['006BA', 'Absolute', '0 bar ~ 6 bar'],
  ['100KA', 'Absolute', '0 kPa ~ 100 kPa'],
  ['160KA', 'Absolute', '0 kPa ~ 160 kPa'],
  ['250KA', 'Absolute', '0 kPa ~ 250 kPa'],
  ['600KA', 'Absolute', '0 kPa ~ 600 kPa'],
];
const HW_PORTS: Record<string, [string, string][]> = {
  Differential: [['RR', 'Dual Radial Barbed']],
  Gauge: [
    ['AN', 'No Port'],
    ['RN', 'Single Radial Barbed'],
    ['LN', 'Single Axial Barbed'],
  ],
  Absolute: [
    ['AN', 'No Port'],
    ['RN', 'Single Radial Barbed'],
    ['LN', 'Single Axial Barbed'],
  ],
};
// N: dry gases only; V: liquid media on port 1 (single-port gauge and absolute parts only).
const HW_CASES = HW_RANGES.flatMap((range) =>
  (HW_PORTS[range[1]] as [string, string][]).flatMap((port) =>
    (port[0] === 'AN' || range[1] === 'Differential' ? ['N'] : ['N', 'V']).map((media) => [range, port, media] as const),
  ),
);
const HW_OUT: [string, string][] = [
  ['A', 'Analog Voltage'],
  ['2', 'I²C (0x28)'],
  ['3', 'I²C (0x38)'],
  ['S', 'SPI'],
];
function honeywell(key: string, ser: string, weight: number, acc: string, price: number, temp: string): Family {
  return fam({
    key,
    leaf: PRESS,
    mfr: 'honeywell',
    weight,
    kind: 'module',
    dimensions: [
      [
        ['D', 'DIP Module'],
        ['M', 'SMD Module'],
        ['S', 'SIP Module'],
      ] as const,
      HW_CASES,
      HW_OUT,
      [
        ['3', '3.3V'],
        ['5', '5V'],
      ] as const,
    ],
    make: ([[pk, pkg], [[range, type, text], [port, portText], media], [out, outText], [sup, supply]]) => {
      const mpn = `${ser}${pk}${port}${media}${range}${out}A${sup}`;
      return {
        base: mpn,
        variants: [tube(mpn, 50)],
        description: [
          'SENSOR',
          (text.split(' ~ ').pop() ?? text).replace(/[± ]/g, '').toUpperCase(),
          pressureTypeCode(type),
          out === 'A' ? 'ANALOG' : out === 'S' ? 'SPI' : 'I2C',
          sup === '3' ? '3.3V' : '5V',
        ].join(' '),
        parameters: pp(type, text, outText, acc, portText, supply, pkg, temp),
        price: cents(price * (type === 'Differential' ? 1.15 : 1) * (/(M|N)[DG]$/.test(range) ? 1.25 : 1)),
        grams: pk === 'M' ? 1.4 : 2.1,
        datasheetUrl:
          `${HONEYWELL_SENSORS}/pressure-sensors/board-mount-pressure-sensors/${ser.toLowerCase()}-series/documents/` +
          `sps-siot-${ser.toLowerCase()}-series-datasheet.pdf`,
      };
    },
  });
}

const pr = (
  mpn: string,
  variants: Variant[],
  desc: string,
  params: Record<string, string>,
  price: number,
  ds: string,
  grams = 0.05,
): Row => ({
  mpn,
  variants,
  desc,
  params,
  price,
  g: grams,
  ds,
});
const BAR = '300 hPa ~ 1100 hPa';
const A40_85 = tempRange(-40, 85);
const pressureFamilies: Family[] = [
  honeywell('honeywell-hsc', 'HSC', 0.5, '±0.25%', 42, tempRange(-20, 85)),
  honeywell('honeywell-ssc', 'SSC', 0.35, '±2%', 28, tempRange(-20, 85)),
  honeywell('honeywell-abp', 'ABP', 0.45, '±1.5%', 16.5, tempRange(0, 50)),
  rowFam(
    'bosch-bmp',
    PRESS,
    'bosch-sensortec',
    0.5,
    (
      [
        ['BMP280', '±1 hPa', '8-LGA', 1.9],
        ['BMP388', '±0.5 hPa', '10-LGA', 3.1],
        ['BMP390', '±0.5 hPa', '10-LGA', 3.3],
        ['BMP384', '±0.5 hPa', '10-LGA', 3.6],
        ['BMP581', '±0.5 hPa', '10-LGA', 3.4],
        ['BMP585', '±0.5 hPa', '10-LGA', 3.9],
      ] as const
    ).map(([mpn, acc, pkg, price]) =>
      pr(
        mpn,
        [reel(mpn, 10000)],
        'SENSOR PRESSURE ABS 300-1100HPA I2C/SPI',
        pp('Absolute', BAR, 'I²C, SPI', acc, 'No Port', '1.71V ~ 3.6V', pkg, A40_85),
        price,
        `https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-${mpn.toLowerCase()}-ds001.pdf`,
        0.01,
      ),
    ),
  ),
  rowFam(
    'st-lps',
    PRESS,
    'stmicroelectronics',
    0.4,
    (
      [
        ['LPS22HB', '260 hPa ~ 1260 hPa', '10-HLGA', 2.6],
        ['LPS25HB', '260 hPa ~ 1260 hPa', '10-HLGA', 3.4],
        ['LPS22DF', '260 hPa ~ 1260 hPa', '10-HLGA', 2.4],
        ['LPS33HW', '260 hPa ~ 1260 hPa', '10-CCLGA, Water Resistant', 4.9],
        ['LPS27HHW', '260 hPa ~ 1260 hPa', '10-CCLGA, Water Resistant', 4.5],
        ['LPS28DFW', '260 hPa ~ 4060 hPa', '7-CCLGA, Water Resistant', 5.1],
      ] as const
    ).map(([dev, range, pkg, price]) =>
      pr(
        `${dev}TR`,
        [reel(`${dev}TR`, 10000)],
        `SENSOR PRESSURE ABS ${range.includes('4060') ? '4060' : '1260'}HPA I2C/SPI`,
        pp('Absolute', range, 'I²C, SPI', '±1 hPa', pkg.includes('Water') ? 'Cylinder' : 'No Port', '1.7V ~ 3.6V', pkg, A40_85),
        price,
        `https://www.st.com/resource/en/datasheet/${dev.toLowerCase()}.pdf`,
        0.01,
      ),
    ),
  ),
  rowFam('infineon-dps', PRESS, 'infineon', 0.25, [
    pr(
      'DPS310XTSA1',
      [reel('DPS310XTSA1', 5000)],
      'SENSOR PRESSURE ABS 300-1200HPA I2C/SPI',
      pp('Absolute', '300 hPa ~ 1200 hPa', 'I²C, SPI', '±1 hPa', 'No Port', '1.7V ~ 3.6V', '8-VFLGA', A40_85),
      2.9,
      'https://www.infineon.com/dgdl/Infineon-DPS310-DataSheet.pdf',
      0.01,
    ),
    pr(
      'DPS368XTSA1',
      [reel('DPS368XTSA1', 5000)],
      'SENSOR PRESSURE ABS 300-1200HPA I2C/SPI',
      pp('Absolute', '300 hPa ~ 1200 hPa', 'I²C, SPI', '±1 hPa', 'No Port', '1.7V ~ 3.6V', '8-VFLGA', A40_85),
      3.6,
      'https://www.infineon.com/dgdl/Infineon-DPS368-DataSheet.pdf',
      0.01,
    ),
  ]),
  rowFam('te-ms5x', PRESS, 'te-connectivity', 0.35, [
    pr(
      'MS561101BA03-50',
      [reel('MS561101BA03-50', 1000)],
      'SENSOR PRESSURE ABS 10-1200MBAR I2C/SPI',
      pp('Absolute', '10 mbar ~ 1200 mbar', 'I²C, SPI', '±1.5 mbar', 'No Port', '1.8V ~ 3.6V', '8-SMD Module', A40_85),
      9.9,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS5611-01BA03&DocType=Data+Sheet&DocLang=English',
    ),
    pr(
      'MS560702BA03-50',
      [reel('MS560702BA03-50', 1000)],
      'SENSOR PRESSURE ABS 10-1200MBAR I2C/SPI',
      pp('Absolute', '10 mbar ~ 1200 mbar', 'I²C, SPI', '±2 mbar', 'No Port', '1.5V ~ 3.6V', '8-SMD Module', A40_85),
      6.4,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS5607-02BA03&DocType=Data+Sheet&DocLang=English',
    ),
    pr(
      'MS583730BA01-50',
      [reel('MS583730BA01-50', 1000)],
      'SENSOR PRESSURE ABS 0-30BAR I2C GEL',
      pp('Absolute', '0 bar ~ 30 bar', 'I²C', '±50 mbar', 'Cylinder', '1.5V ~ 3.6V', '4-SMD Module, Gel Filled', A40_85),
      11.5,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS5837-30BA&DocType=Data+Sheet&DocLang=English',
    ),
    pr(
      'MS583702BA01-50',
      [reel('MS583702BA01-50', 1000)],
      'SENSOR PRESSURE ABS 0-2BAR I2C GEL',
      pp('Absolute', '0 bar ~ 2 bar', 'I²C', '±2 mbar', 'Cylinder', '1.5V ~ 3.6V', '4-SMD Module, Gel Filled', A40_85),
      10.2,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS5837-02BA&DocType=Data+Sheet&DocLang=English',
    ),
    pr(
      'MS580314BA01-00',
      [tray('MS580314BA01-00', 100)],
      'SENSOR PRESSURE ABS 0-14BAR I2C/SPI',
      pp('Absolute', '0 bar ~ 14 bar', 'I²C, SPI', '±20 mbar', 'Cylinder', '1.8V ~ 3.6V', '8-SMD Module, Gel Filled', A40_85),
      24.5,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS5803-14BA&DocType=Data+Sheet&DocLang=English',
      0.6,
    ),
    pr(
      '4525DO-DS5AI030DP',
      [tray('4525DO-DS5AI030DP', 50)],
      'SENSOR PRESSURE DIFF ±30PSI I2C 5V',
      pp('Differential', '±30 PSI', 'I²C', '±0.25%', 'Dual Radial Barbed', '5V', '8-DIP Module', tempRange(-10, 85)),
      38,
      'https://www.te.com/commerce/DocumentDelivery/DDEController?Action=srchrtrv&DocNm=MS4525DO&DocType=Data+Sheet&DocLang=English',
      2,
    ),
  ]),
  rowFam(
    'nxp-mpx',
    PRESS,
    'nxp',
    0.4,
    (
      [
        ['MPX5010DP', 'Differential', '0 kPa ~ 10 kPa', 'Dual Port', '6-SIP Module', 12.8],
        ['MPX5010GP', 'Gauge', '0 kPa ~ 10 kPa', 'Single Port', '6-SIP Module', 11.9],
        ['MPX5050GP', 'Gauge', '0 kPa ~ 50 kPa', 'Single Port', '6-SIP Module', 13.6],
        ['MPX5100AP', 'Absolute', '15 kPa ~ 115 kPa', 'Single Port', '6-SIP Module', 13.1],
        ['MPX5100DP', 'Differential', '0 kPa ~ 100 kPa', 'Dual Port', '6-SIP Module', 14.2],
        ['MPX5700AP', 'Absolute', '15 kPa ~ 700 kPa', 'Single Port', '6-SIP Module', 14.9],
        ['MPX4115A', 'Absolute', '15 kPa ~ 115 kPa', 'No Port', '6-SIP Module', 12.4],
        ['MPX4250AP', 'Absolute', '20 kPa ~ 250 kPa', 'Single Port', '6-SIP Module', 13.4],
        ['MPXV5010DP', 'Differential', '0 kPa ~ 10 kPa', 'Dual Side Port', '8-SOP Module', 13.9],
        ['MPXV7002DP', 'Differential', '-2 kPa ~ 2 kPa', 'Dual Side Port', '8-SOP Module', 15.2],
      ] as const
    ).map(([mpn, type, range, port, pkg, price]) =>
      pr(
        mpn,
        [tray(mpn, pkg.startsWith('8') ? 50 : 24)],
        `SENSOR PRESSURE ${pressureTypeCode(type)} ${range.replace(/ /g, '').replace('~', '-').toUpperCase()} ANALOG`,
        pp(type, range, 'Analog Voltage', '±2.5%', port, '4.75V ~ 5.25V', pkg, tempRange(-40, 125)),
        price,
        `https://www.nxp.com/docs/en/data-sheet/${mpn.replace(/(DP|GP|AP|A)$/, '')}.pdf`,
        4,
      ),
    ),
  ),
];

// ---------------------------------------------------------------------------------------------
// Accelerometers & IMUs

const ACC = 'accelerometers-and-imus';
function ap(
  type: string,
  axis: string,
  range: string,
  gyro: string,
  out: string,
  supply: string,
  pkg: string,
  temp = A40_85,
): Record<string, string> {
  return {
    Type: type,
    Axis: axis,
    'Acceleration Range': range,
    'Gyroscope Range': gyro,
    'Output Type': out,
    'Voltage - Supply': supply,
    'Package / Case': pkg,
    'Operating Temperature': temp,
  };
}
const XL = 'Accelerometer';
const IMU = 'Accelerometer, Gyroscope (6-Axis IMU)';
const G16 = '±2g, 4g, 8g, 16g';
const DPS = '±125, 250, 500, 1000, 2000 °/s';
const SI = 'I²C, SPI';
const ar = (mpn: string, variants: Variant[], desc: string, params: Record<string, string>, price: number, ds: string): Row => ({
  mpn,
  variants,
  desc,
  params,
  price,
  g: 0.01,
  ds,
});

type StRow = readonly [string, string, string, string, string, string, number];
const ST_ACC: StRow[] = [
  ['LIS3DH', XL, G16, '-', '16-VFLGA', '1.71V ~ 3.6V', 1.3],
  ['LIS2DH12', XL, G16, '-', '12-VFLGA', '1.71V ~ 3.6V', 0.95],
  ['LIS2DW12', XL, G16, '-', '12-VFLGA', '1.62V ~ 3.6V', 1.1],
  ['LIS2HH12', XL, '±2g, 4g, 8g', '-', '12-VFLGA', '1.71V ~ 3.6V', 1.2],
  ['H3LIS331DL', XL, '±100g, 200g, 400g', '-', '16-TFLGA', '2.16V ~ 3.6V', 4.2],
  ['IIS2DLPC', XL, G16, '-', '12-VFLGA', '1.62V ~ 3.6V', 1.9],
  ['IIS3DWB', XL, G16, '-', '14-VFLGA', '2.1V ~ 3.6V', 5.2],
  ['LSM6DSOX', IMU, G16, DPS, '14-VFLGA', '1.71V ~ 3.6V', 2.5],
  ['LSM6DS3', IMU, G16, DPS, '14-VFLGA', '1.71V ~ 3.6V', 2.1],
  ['LSM6DSL', IMU, G16, DPS, '14-VFLGA', '1.71V ~ 3.6V', 2.3],
  ['LSM6DSR', IMU, G16, '±125 ~ 4000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 3.4],
  ['LSM6DSV16X', IMU, G16, '±125 ~ 4000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 3.9],
  ['ISM330DHCX', IMU, G16, '±125 ~ 4000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 8.9],
  ['ASM330LHH', IMU, G16, '±125 ~ 4000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 9.5],
  ['LSM9DS1', 'Accelerometer, Gyroscope, Magnetometer (9-Axis)', G16, '±245, 500, 2000 °/s', '24-VFLGA', '1.9V ~ 3.6V', 6.5],
  ['LSM303AGR', 'Accelerometer, Magnetometer', G16, '-', '12-VFLGA', '1.71V ~ 3.6V', 2.4],
];
const boschAcc: StRow[] = [
  ['BMI270', IMU, G16, DPS, '14-VFLGA', '1.71V ~ 3.6V', 2.9],
  ['BMI160', IMU, G16, DPS, '14-VFLGA', '1.71V ~ 3.6V', 2.6],
  ['BMI088', IMU, '±3g, 6g, 12g, 24g', DPS, '16-VFLGA', '2.4V ~ 3.6V', 7.4],
  ['BMI323', IMU, G16, DPS, '12-VFLGA', '1.71V ~ 3.6V', 2.7],
  ['BMA400', XL, G16, '-', '12-VFLGA', '1.71V ~ 3.6V', 1.6],
  ['BMA456', XL, G16, '-', '12-VFLGA', '1.62V ~ 3.6V', 1.4],
  ['BMA423', XL, G16, '-', '12-VFLGA', '1.62V ~ 3.6V', 1.2],
  ['BNO055', 'Absolute Orientation (9-Axis)', G16, DPS, '28-VFLGA', '2.4V ~ 3.6V', 11.5],
  ['BHI260AP', 'Accelerometer, Gyroscope (6-Axis), Sensor Hub', G16, DPS, '44-LGA', '1.71V ~ 3.6V', 8.2],
];
const tdkAcc: StRow[] = [
  ['ICM-42688-P', IMU, G16, '±15.6 ~ 2000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 4.1],
  ['ICM-42605', IMU, G16, '±15.6 ~ 2000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 3.1],
  ['ICM-42670-P', IMU, G16, '±250 ~ 2000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 2.4],
  ['ICM-20948', 'Accelerometer, Gyroscope, Magnetometer (9-Axis)', G16, '±250 ~ 2000 °/s', '24-QFN (3x3)', '1.71V ~ 3.6V', 5.9],
  ['ICM-20602', IMU, G16, '±250 ~ 2000 °/s', '16-LGA (3x3)', '1.71V ~ 3.45V', 3.3],
  ['ICM-40627', IMU, G16, '±15.6 ~ 2000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 3.6],
  ['IAM-20680', IMU, G16, '±250 ~ 2000 °/s', '16-LGA (3x3)', '1.71V ~ 3.45V', 6.8],
  ['MPU-6500', IMU, G16, '±250 ~ 2000 °/s', '24-QFN (3x3)', '1.71V ~ 3.45V', 3.9],
  ['MPU-6050', IMU, G16, '±250 ~ 2000 °/s', '24-QFN (4x4)', '2.375V ~ 3.46V', 5.5],
  ['ICM-45686', IMU, '±2g ~ 32g', '±15.6 ~ 4000 °/s', '14-VFLGA', '1.71V ~ 3.6V', 5.2],
];
const adiAcc: StRow[] = [
  ['ADXL345BCCZ', XL, G16, '-', '14-LGA', '2V ~ 3.6V', 5.9],
  ['ADXL343BCCZ', XL, G16, '-', '14-LGA', '2.16V ~ 3.46V', 4.4],
  ['ADXL362BCCZ', XL, '±2g, 4g, 8g', '-', '16-LGA', '1.6V ~ 3.5V', 7.9],
  ['ADXL375BCCZ', XL, '±200g', '-', '14-LGA', '2V ~ 3.6V', 14.5],
  ['ADXL372BCCZ', XL, '±200g', '-', '16-LGA', '1.6V ~ 3.5V', 11.2],
  ['ADXL335BCPZ', XL, '±3g', '-', '16-LFCSP (4x4)', '1.8V ~ 3.6V', 9.9],
  ['ADXL355BEZ', XL, '±2g, 4g, 8g', '-', '14-CLCC', '2.25V ~ 3.6V', 33],
  ['ADXL357BEZ', XL, '±10g, 20g, 40g', '-', '14-CLCC', '2.25V ~ 3.6V', 31],
];
const nxpAcc: StRow[] = [
  ['FXOS8700CQ', 'Accelerometer, Magnetometer', '±2g, 4g, 8g', '-', '16-QFN (3x3)', '1.95V ~ 3.6V', 3.9],
  ['MMA8452Q', XL, '±2g, 4g, 8g', '-', '16-QFN (3x3)', '1.95V ~ 3.6V', 1.9],
  ['MMA8451Q', XL, '±2g, 4g, 8g', '-', '16-QFN (3x3)', '1.95V ~ 3.6V', 2.3],
  ['MMA8653FC', XL, '±2g, 4g, 8g', '-', '10-DFN (2x2)', '1.95V ~ 3.6V', 1.2],
];
const accDesc = (type: string, out: string) =>
  type === XL
    ? `ACCEL ${out === 'Analog Voltage' ? 'ANALOG' : 'I2C/SPI'} 3-AXIS`
    : type.startsWith('Accelerometer, Gyroscope, Mag') || type.startsWith('Absolute')
      ? 'IMU ACCEL/GYRO/MAG 9-AXIS I2C/SPI'
      : type.includes('Magnetometer')
        ? 'ACCEL/MAG 6-AXIS I2C/SPI'
        : 'IMU ACCEL/GYRO 6-AXIS I2C/SPI';
function accRows(list: StRow[], mpnOf: (dev: string) => [string, Variant[]], ds: (dev: string) => string): Row[] {
  return list.map(([dev, type, range, gyro, pkg, supply, price]) => {
    const out = dev === 'ADXL335BCPZ' ? 'Analog Voltage' : SI;
    const [mpn, variants] = mpnOf(dev);
    return ar(mpn, variants, accDesc(type, out), ap(type, 'X, Y, Z', range, gyro, out, supply, pkg), price, ds(dev));
  });
}
const accFamilies: Family[] = [
  rowFam(
    'st-mems-acc',
    ACC,
    'stmicroelectronics',
    0.5,
    accRows(
      ST_ACC,
      (device) => [
        device === 'LSM6DS3' ? 'LSM6DS3TR-C' : `${device}TR`,
        [reel(device === 'LSM6DS3' ? 'LSM6DS3TR-C' : `${device}TR`, device.startsWith('LIS3') || device.startsWith('LSM9') ? 4000 : 5000)],
      ],
      (device) => `https://www.st.com/resource/en/datasheet/${device.toLowerCase()}.pdf`,
    ),
  ),
  rowFam(
    'bosch-imu',
    ACC,
    'bosch-sensortec',
    0.4,
    accRows(
      boschAcc,
      (device) => [device, [reel(device, device === 'BNO055' ? 5000 : 10000)]],
      (device) => `https://www.bosch-sensortec.com/media/boschsensortec/downloads/datasheets/bst-${device.toLowerCase()}-ds000.pdf`,
    ),
  ),
  rowFam(
    'tdk-invensense-imu',
    ACC,
    'tdk-invensense',
    0.35,
    accRows(
      tdkAcc,
      (device) => [device, [reel(device, 5000)]],
      (device) => `https://invensense.tdk.com/wp-content/uploads/${device.toLowerCase()}-datasheet.pdf`,
    ),
  ),
  rowFam(
    'adi-adxl',
    ACC,
    'analog-devices',
    0.3,
    accRows(
      adiAcc,
      (mpn) => [
        mpn,
        mpn.endsWith('BEZ')
          ? [tray(mpn, 100), reelOnly(`${mpn}-RL7`, 500)]
          : [tray(mpn, 490), reel(`${mpn}-RL7`, 1500), reelOnly(`${mpn}-RL`, 5000)],
      ],
      (device) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${device.slice(0, 7).toLowerCase()}.pdf`,
    ),
  ),
  rowFam(
    'nxp-acc',
    ACC,
    'nxp',
    0.15,
    accRows(
      nxpAcc,
      (device) => [`${device}R1`, [reel(`${device}R1`, 5000)]],
      (device) => `https://www.nxp.com/docs/en/data-sheet/${device}.pdf`,
    ),
  ),
];

// ---------------------------------------------------------------------------------------------
// Magnetic & current sensors

const MAG = 'magnetic-and-current-sensors';
function mp(type: string, out: string, range: string, sens: string, supply: string, icc: string): Record<string, string> {
  return {
    'Sensor Type': type,
    'Output Type': out,
    'Sensing Range': range,
    Sensitivity: sens,
    'Voltage - Supply': supply,
    'Current - Supply (Max)': icc,
  };
}
const CUR = 'Current Sensor, Hall Effect';
const withPkg = (params: Record<string, string>, pkg: string, temp: string) => ({
  ...params,
  'Package / Case': pkg,
  'Operating Temperature': temp,
});
const SO8 = '8-SOIC (0.154", 3.90mm Width)';

// Allegro current sensors: device + temperature + package (LC SOIC-8, CB CB-5) + TR + '-' + range
// + B/U (bi/unidirectional) + lead form + '-T'.
type AcsRow = readonly [string, string, number, number, string];
const ACS_SO8: AcsRow[] = [
  ['ACS712ELCTR', '05B', 5, 185, '4.5V ~ 5.5V'],
  ['ACS712ELCTR', '20A', 20, 100, '4.5V ~ 5.5V'],
  ['ACS712ELCTR', '30A', 30, 66, '4.5V ~ 5.5V'],
  ...(['05AB', '10AB', '20AB', '40AB', '10AU', '20AU', '40AU'] as const).map((rangeCode): AcsRow => {
    const amps = Number(rangeCode.slice(0, 2));
    return ['ACS723LLCTR', rangeCode, amps, (rangeCode.endsWith('U') ? 4000 : 2000) / amps, '4.5V ~ 5.5V'];
  }),
  ...(['10AB', '20AB', '30AB', '50AB', '10AU', '30AU'] as const).map((rangeCode): AcsRow => {
    const amps = Number(rangeCode.slice(0, 2));
    return ['ACS724LLCTR', rangeCode, amps, (rangeCode.endsWith('U') ? 4000 : 2000) / amps, '4.5V ~ 5.5V'];
  }),
  ...(['10AB', '20AB', '30AB', '40AB', '50AB'] as const).map((rangeCode): AcsRow => {
    const amps = Number(rangeCode.slice(0, 2));
    return ['ACS725LLCTR', rangeCode, amps, 1320 / amps, '3V ~ 3.6V'];
  }),
  ['ACS711ELCTR', '12AB', 12.5, 110, '3V ~ 5.5V'],
  ['ACS711ELCTR', '25AB', 25, 55, '3V ~ 5.5V'],
];
const ACS_CB = (['ACS758', 'ACS770'] as const).flatMap((dev) =>
  (
    [
      ['LCB', '050', 50],
      ['LCB', '100', 100],
      ['KCB', '150', 150],
      ['ECB', '200', 200],
    ] as const
  ).flatMap(([tp, rangeCode, amps]) => (['B', 'U'] as const).map((direction) => [dev, tp, rangeCode, amps, direction] as const)),
);
const allegroCurrent = rowFam('allegro-acs', MAG, 'allegro', 0.8, [
  ...ACS_SO8.map(([dev, rangeCode, amps, sens, supply]) => {
    const mpn = `${dev}-${rangeCode}-T`;
    return ar(
      mpn,
      [reel(mpn, 3000)],
      `SENSOR CURRENT HALL ${amps}A ${rangeCode.endsWith('U') ? 'DC' : 'AC/DC'}`,
      withPkg(
        mp(CUR, 'Analog Voltage', rangeCode.endsWith('U') ? `0A ~ ${amps}A` : `±${amps}A`, `${Math.round(sens)}mV/A`, supply, '14mA'),
        SO8,
        dev.includes('LLC') ? tempRange(-40, 150) : A40_85,
      ),
      dev.startsWith('ACS711') ? 1.7 : dev.startsWith('ACS712') ? 3.3 : 3.1,
      `https://www.allegromicro.com/-/media/files/datasheets/${dev.slice(0, 6).toLowerCase()}-datasheet.pdf`,
    );
  }),
  ...ACS_CB.map(([dev, tp, rangeCode, amps, direction]) => {
    const mpn = `${dev}${tp}-${rangeCode}${direction}-PFF-T`;
    return ar(
      mpn,
      [tube(mpn, 40)],
      `SENSOR CURRENT HALL ${amps}A ${direction === 'U' ? 'DC' : 'AC/DC'}`,
      withPkg(
        mp(
          CUR,
          'Analog Voltage',
          direction === 'U' ? `0A ~ ${amps}A` : `±${amps}A`,
          `${Math.round((direction === 'U' ? 4000 : 2000) / amps)}mV/A`,
          '4.5V ~ 5.5V',
          '13.5mA',
        ),
        'CB-5 (PFF lead form)',
        tp === 'LCB' ? tempRange(-40, 150) : tp === 'KCB' ? tempRange(-40, 125) : A40_85,
      ),
      dev === 'ACS770' ? 9.4 : 8.5,
      `https://www.allegromicro.com/-/media/files/datasheets/${dev.toLowerCase()}-datasheet.pdf`,
    );
  }),
]);

// Allegro Hall ICs: device + temperature + package (LH SOT-23W: LT 3k reel / LX 10k reel; UA SIP-3 bulk) + '-T'.
const allegroHall = fam({
  key: 'allegro-hall',
  leaf: MAG,
  mfr: 'allegro',
  weight: 0.5,
  kind: 'ic',
  dimensions: [
    [
      ['A1324L', 'Hall Effect, Linear', 'Analog, Ratiometric', '±400G', '5mV/G', 1.1],
      ['A1325L', 'Hall Effect, Linear', 'Analog, Ratiometric', '±640G', '3.125mV/G', 1.1],
      ['A1326L', 'Hall Effect, Linear', 'Analog, Ratiometric', '±800G', '2.5mV/G', 1.1],
      ['A1120E', 'Hall Effect Switch, Unipolar', 'Open Drain', '35G Trip, 25G Release', '-', 0.6],
      ['A1121E', 'Hall Effect Switch, Unipolar', 'Open Drain', '50G Trip, 40G Release', '-', 0.6],
      ['A1122E', 'Hall Effect Switch, Unipolar', 'Open Drain', '90G Trip, 60G Release', '-', 0.6],
      ['A3212E', 'Hall Effect Switch, Omnipolar', 'Push-Pull', '±55G Trip, ±35G Release', '-', 0.95],
      ['A3213E', 'Hall Effect Switch, Omnipolar', 'Push-Pull', '±87G Trip, ±60G Release', '-', 0.95],
      ['A1220L', 'Hall Effect Latch, Bipolar', 'Open Drain', '±35G', '-', 0.7],
    ] as const,
    [
      ['LH', 'SOT-23W'],
      ['UA', 'TO-226-3, TO-92-3 Short Body'],
    ] as const,
  ],
  make: ([[dev, type, out, range, sens, price], [pk, pkg]]) => {
    const base = `${dev}${pk}`;
    const variants: Variant[] = pk === 'LH' ? [reel(`${base}LT-T`, 3000), reelOnly(`${base}LX-T`, 10000)] : [bulk(`${base}-T`)];
    return {
      base,
      variants,
      description: `SENSOR HALL ${type.includes('Linear') ? 'ANALOG' : type.includes('Latch') ? 'LATCH' : 'SWITCH'} ${
        pk === 'LH' ? 'SOT23W' : 'SIP3'
      }`,
      parameters: withPkg(
        mp(type, out, range, sens, dev.startsWith('A3') ? '2.5V ~ 3.5V' : '3V ~ 5.5V', dev.startsWith('A3') ? '5µA' : '10mA'),
        pkg,
        dev.endsWith('L') ? tempRange(-40, 150) : A40_85,
      ),
      price: cents(price),
      grams: pk === 'LH' ? 0.01 : 0.12,
      datasheetUrl: `https://www.allegromicro.com/-/media/files/datasheets/${dev.slice(0, 5).toLowerCase()}-datasheet.pdf`,
    };
  },
});

const tiMag: Dev[] = [
  {
    n: 'DRV5032FB',
    d: 'HALL EFFECT SWITCH OMNIPOLAR',
    p: mp('Hall Effect Switch, Omnipolar', 'Push-Pull', '±4.8mT Trip', '-', '1.65V ~ 5.5V', '1.3µA'),
    price: 0.55,
    pkgs: ['SOT23-3'],
    temp: A40_85,
  },
  {
    n: 'DRV5032FA',
    d: 'HALL EFFECT SWITCH OMNIPOLAR',
    p: mp('Hall Effect Switch, Omnipolar', 'Open Drain', '±3.9mT Trip', '-', '1.65V ~ 5.5V', '0.6µA'),
    price: 0.5,
    pkgs: ['SOT23-3'],
    temp: A40_85,
  },
  ...(
    [
      ['A1', '±21mT', '100mV/mT'],
      ['A2', '±42mT', '50mV/mT'],
      ['A3', '±85mT', '25mV/mT'],
      ['A4', '±169mT', '12.5mV/mT'],
    ] as const
  ).map(([gainCode, range, sens]): Dev => ({
    n: `DRV5055${gainCode}Q`,
    d: 'HALL EFFECT SENSOR LINEAR',
    p: mp('Hall Effect, Linear', 'Analog, Ratiometric', range, sens, '3V ~ 5.5V', '10mA'),
    price: 0.62,
    pkgs: ['SOT23-3'],
    temp: tempRange(-40, 125),
  })),
  {
    n: 'DRV5053VAQ',
    d: 'HALL EFFECT SENSOR LINEAR',
    p: mp('Hall Effect, Linear', 'Analog Voltage', '±9mT', '-90mV/mT', '2.5V ~ 38V', '3.6mA'),
    price: 0.7,
    pkgs: ['SOT23-3'],
    temp: tempRange(-40, 125),
  },
  {
    n: 'DRV5013AGQ',
    d: 'HALL EFFECT LATCH BIPOLAR',
    p: mp('Hall Effect Latch, Bipolar', 'Open Drain', '±2.7mT', '-', '2.5V ~ 38V', '3.5mA'),
    price: 0.48,
    pkgs: ['SOT23-3'],
    temp: tempRange(-40, 125),
  },
  {
    n: 'TMAG5273A1Q',
    d: 'HALL EFFECT SENSOR 3D I2C',
    p: mp('Magnetometer, 3-Axis Hall', 'I²C', '±40mT, ±80mT', '-', '1.7V ~ 3.6V', '2.4mA'),
    price: 1.4,
    pkgs: ['SOT23-6'],
    temp: tempRange(-40, 125),
  },
  ...(
    [
      ['A1', 50, '±50A'],
      ['A2', 100, '±25A'],
      ['A3', 200, '±12.5A'],
      ['A4', 400, '±6.25A'],
    ] as const
  ).map(([gainCode, sensitivity, range]): Dev => ({
    n: `TMCS1100${gainCode}Q`,
    d: 'CURRENT SENSOR HALL ISOLATED',
    p: mp(CUR, 'Analog Voltage', range, `${sensitivity}mV/A`, '3V ~ 5.5V', '6mA'),
    price: 2.6,
    pkgs: ['SOIC-8'],
    temp: tempRange(-40, 125),
  })),
];

const magFamilies: Family[] = [
  allegroCurrent,
  allegroHall,
  icFam(
    'ti-hall',
    MAG,
    'texas-instruments',
    0.4,
    tiMag,
    ti,
    (device) => `https://www.ti.com/lit/ds/symlink/${device.n.replace(/A\dQ$|Q$/, '').toLowerCase()}.pdf`,
  ),
  rowFam('melexis-mag', MAG, 'melexis', 0.35, [
    ar(
      'MLX90393SLW-ABA-011-RE',
      [reel('MLX90393SLW-ABA-011-RE', 5000)],
      'SENSOR MAGNETOMETER 3D I2C/SPI QFN',
      withPkg(
        mp('Magnetometer, 3-Axis Hall', 'I²C, SPI', '±5mT ~ ±50mT', '0.15µT/LSB', '2.2V ~ 3.6V', '4mA'),
        '16-UFQFN Exposed Pad',
        A40_85,
      ),
      3.2,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx90393-datasheet-melexis.pdf',
    ),
    ar(
      'MLX90393SLW-ABA-012-RE',
      [reel('MLX90393SLW-ABA-012-RE', 5000)],
      'SENSOR MAGNETOMETER 3D I2C/SPI QFN',
      withPkg(
        mp('Magnetometer, 3-Axis Hall', 'I²C, SPI', '±5mT ~ ±50mT', '0.15µT/LSB', '2.2V ~ 3.6V', '4mA'),
        '16-UFQFN Exposed Pad',
        A40_85,
      ),
      3.2,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx90393-datasheet-melexis.pdf',
    ),
    ar(
      'MLX92211LSE-AAA-000-RE',
      [reel('MLX92211LSE-AAA-000-RE', 3000)],
      'SENSOR HALL LATCH TSOT-3',
      withPkg(
        mp('Hall Effect Latch, Bipolar', 'Open Drain', '±2mT', '-', '2.7V ~ 24V', '3.5mA'),
        'SOT-23-3 Thin, TSOT-23-3',
        tempRange(-40, 150),
      ),
      0.55,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx92211-datasheet-melexis.pdf',
    ),
    ar(
      'MLX92231LSE-AAA-000-RE',
      [reel('MLX92231LSE-AAA-000-RE', 3000)],
      'SENSOR HALL SWITCH TSOT-3',
      withPkg(
        mp('Hall Effect Switch, Unipolar', 'Open Drain', '8mT Trip', '-', '2.7V ~ 24V', '3.5mA'),
        'SOT-23-3 Thin, TSOT-23-3',
        tempRange(-40, 150),
      ),
      0.55,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx92231-datasheet-melexis.pdf',
    ),
    ar(
      'MLX90316KDC-BDG-100-RE',
      [reel('MLX90316KDC-BDG-100-RE', 2500)],
      'SENSOR ROTARY POSITION 360DEG SOIC8',
      withPkg(mp('Position, Angle (Rotary)', 'Analog, PWM, SPI', '0° ~ 360°', '-', '4.5V ~ 5.5V', '16mA'), SO8, tempRange(-40, 125)),
      4.9,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx90316-datasheet-melexis.pdf',
    ),
    ar(
      'MLX91220KDC-ABF-025-RE',
      [reel('MLX91220KDC-ABF-025-RE', 2500)],
      'SENSOR CURRENT HALL 25A SOIC8',
      withPkg(mp(CUR, 'Analog Voltage', '±25A', '80mV/A', '4.5V ~ 5.5V', '15mA'), SO8, tempRange(-40, 125)),
      3.5,
      'https://www.melexis.com/-/media/files/documents/datasheets/mlx91220-datasheet-melexis.pdf',
    ),
  ]),
  rowFam('honeywell-hall', MAG, 'honeywell', 0.3, [
    ar(
      'SS49E',
      [bulk('SS49E')],
      'SENSOR HALL LINEAR ANALOG TO92',
      withPkg(mp('Hall Effect, Linear', 'Analog Voltage', '±1000G', '1.4mV/G', '2.7V ~ 6.5V', '10mA'), 'TO-92-3 Flat', tempRange(-40, 100)),
      1.6,
      `${HONEYWELL_SENSORS}/magnetic-sensors/linear-and-angle-sensor-ics/common/documents/` +
        'sps-siot-ss39et-ss49e-ss59et-product-sheet-005850-2-en-ciid-50359.pdf',
    ),
    ar(
      'SS495A',
      [bulk('SS495A')],
      'SENSOR HALL LINEAR ANALOG TO92',
      withPkg(
        mp('Hall Effect, Linear', 'Analog Voltage', '±670G', '3.125mV/G', '4.5V ~ 10.5V', '10mA'),
        'TO-92-3 Flat',
        tempRange(-40, 150),
      ),
      3.9,
      `${HONEYWELL_SENSORS}/magnetic-sensors/linear-and-angle-sensor-ics/common/documents/sps-siot-ss490-series.pdf`,
    ),
    ar(
      'SS441A',
      [bulk('SS441A')],
      'SENSOR HALL SWITCH UNIPOLAR TO92',
      withPkg(
        mp('Hall Effect Switch, Unipolar', 'Open Collector', '85G Trip, 60G Release', '-', '3.8V ~ 30V', '10mA'),
        'TO-92-3 Flat',
        tempRange(-40, 150),
      ),
      1.1,
      `${HONEYWELL_SENSORS}/magnetic-sensors/common/documents/sps-siot-ss400-series.pdf`,
    ),
    ar(
      'SS41F',
      [bulk('SS41F')],
      'SENSOR HALL LATCH BIPOLAR TO92',
      withPkg(mp('Hall Effect Latch, Bipolar', 'Open Collector', '±40G', '-', '4.5V ~ 24V', '10mA'), 'TO-92-3 Flat', tempRange(-40, 150)),
      1.3,
      `${HONEYWELL_SENSORS}/magnetic-sensors/common/documents/sps-siot-ss40a-ss50at-series.pdf`,
    ),
    ar(
      'SS311PT',
      [reel('SS311PT', 3000)],
      'SENSOR HALL LATCH BIPOLAR SOT23',
      withPkg(
        mp('Hall Effect Latch, Bipolar', 'Open Collector', '±55G', '-', '2.7V ~ 7V', '6.2mA'),
        'TO-236-3, SC-59, SOT-23-3',
        tempRange(-40, 125),
      ),
      0.85,
      `${HONEYWELL_SENSORS}/magnetic-sensors/common/documents/sps-siot-ss311pt-ss411p-product-sheet.pdf`,
    ),
    ar(
      'SS361RT',
      [reel('SS361RT', 3000)],
      'SENSOR HALL LATCH BIPOLAR SOT23',
      withPkg(
        mp('Hall Effect Latch, Bipolar', 'Open Collector', '±30G', '-', '3V ~ 24V', '10mA'),
        'TO-236-3, SC-59, SOT-23-3',
        tempRange(-40, 125),
      ),
      0.9,
      `${HONEYWELL_SENSORS}/magnetic-sensors/common/documents/sps-siot-ss360nt-ss360st-ss361rt-ss461r.pdf`,
    ),
  ]),
  rowFam('infineon-mag', MAG, 'infineon', 0.25, [
    ar(
      'TLE493DA2B6HTSA1',
      [reel('TLE493DA2B6HTSA1', 3000)],
      'SENSOR MAGNETIC 3D HALL I2C TSOP6',
      withPkg(mp('Magnetometer, 3-Axis Hall', 'I²C', '±160mT', '7.7LSB/mT', '2.8V ~ 3.5V', '3.4mA'), 'SC-74, SOT-457', tempRange(-40, 125)),
      1.9,
      'https://www.infineon.com/dgdl/Infineon-TLE493D-A2B6-DataSheet.pdf',
    ),
    ar(
      'TLV493DA1B6HTSA2',
      [reel('TLV493DA1B6HTSA2', 3000)],
      'SENSOR MAGNETIC 3D HALL I2C TSOP6',
      withPkg(
        mp('Magnetometer, 3-Axis Hall', 'I²C', '±130mT', '10.2LSB/mT', '2.8V ~ 3.5V', '3.7mA'),
        'SC-74, SOT-457',
        tempRange(-40, 125),
      ),
      1.4,
      'https://www.infineon.com/dgdl/Infineon-TLV493D-A1B6-DataSheet.pdf',
    ),
    ar(
      'TLI4970D050T4XUMA1',
      [reel('TLI4970D050T4XUMA1', 1000)],
      'SENSOR CURRENT HALL 50A DIGITAL',
      withPkg(mp(CUR, 'SPI', '±50A', '-', '3.1V ~ 3.5V', '17mA'), '8-SMD Module', tempRange(-40, 105)),
      7.9,
      'https://www.infineon.com/dgdl/Infineon-TLI4970-D050T4-DataSheet.pdf',
    ),
  ]),
];

export const MOTION_SENSOR_FAMILIES: Family[] = [...pressureFamilies, ...accFamilies, ...magFamilies];

// Fixed-output LDOs in the full grid of output voltages their makers offer (TI, onsemi and ST in
// 50 mV steps, Microchip, Diodes' BCD parts and Maxim in 100 mV steps), in every package and grade.
// These continue the LDO families of linear-regulators-and-references.ts: the voltages those list are left out here, so the
// two never make the same code, and the parts made before a family runs out stay where they were.
import { type Dev } from './ordering-codes';
import { T_A85, T_J125, T_J150, maxx, reel, tix, vcode } from './more-packages-and-codes';
import {
  ADI_LDO,
  DIO_LDO,
  L,
  MCHP_LDO,
  PROT,
  PROT_R,
  ROHM_LDO,
  TI_LDO,
  adiLdo,
  dioLdo,
  ldoSpec,
  mchpLdo,
  rohmLdo,
  tiName,
  type LCode,
  type Ldo,
} from './linear-regulators-and-references';
import { fam, type Family } from '../family';

/** A regulator with the range of fixed outputs offered (inclusive) and the grid step in volts. */
type GLdo = Ldo & { lo: number; hi: number; step: number };

const grid = (lo: number, hi: number, step: number): number[] => {
  const out: number[] = [];
  for (let index = 0; lo + index * step <= hi + 1e-9; index++) out.push(Math.round((lo + index * step) * 100) / 100);
  return out;
};

/** Devices × output voltage × package × grade; null where the device lacks the voltage, package or grade. */
function gridFam(key: string, after: string, mfr: string, devices: GLdo[], code: LCode, ds: (l: Ldo) => string): Family {
  const steps = [...new Set(devices.map((ldo) => ldo.step))];
  const volts = [...new Set(steps.flatMap((st) => grid(0.6, 5.5, st)))].sort((left, index) => left - index);
  const pkgs = [...new Set(devices.flatMap((ldo) => ldo.pkgs))];
  const grades = [...new Set(devices.flatMap((ldo) => ldo.grades.map(([grade]) => grade)))];
  return fam({
    key,
    leaf: 'voltage-regulators-linear-ldo',
    mfr,
    weight: 0,
    kind: 'ic',
    after,
    dimensions: [devices, volts, pkgs, grades],
    make: ([ldo, outVolts, pkg, gradeCode]) => {
      if (outVolts < ldo.lo - 1e-9 || outVolts > ldo.hi + 1e-9 || ldo.volts.includes(outVolts) || !ldo.pkgs.includes(pkg)) return null;
      if (Math.abs(Math.round(outVolts / ldo.step) * ldo.step - outVolts) > 1e-6) return null;
      const grade = ldo.grades.find(([gradeKey]) => gradeKey === gradeCode);
      return grade ? ldoSpec(ldo, outVolts, pkg, gradeCode, grade[1], code, ds) : null;
    },
  });
}

/** An existing series widened to its full voltage range (its listed voltages stay with the original family). */
const widen = (ldo: Ldo, lo: number, hi: number, step: number): GLdo => ({ ...ldo, lo, hi, step });
/**
 * A new fixed-output series: [series, lowest V, highest V, step, packages, grades, Vin max, dropout, Iout, Iq, PSRR, price, data sheet].
 */
const G = (
  series: string,
  lo: number,
  hi: number,
  step: number,
  pkgs: string[],
  grades: [string, string][],
  vin: number,
  drop: string,
  io: string,
  iq: string,
  psrr: string,
  price: number,
  ds: string,
  prot = PROT,
): GLdo => ({ ...L(series, [], pkgs, grades, vin, drop, io, iq, psrr, prot, price, ds), lo, hi, step });

const dsBy =
  (base: string, tail = '') =>
  (ldo: Ldo) =>
    `${base}${ldo.ds}${tail}`;
const noDev = (name: string): Dev => ({ n: name, d: '', p: {}, price: 0, pkgs: [], temp: '' });

// ---------------------------------------------------------------------------------------------
// Texas Instruments: the voltage is part of the device name (TLV75533P, TPS7A2633), the package
// designator and R follow (TLV75533PDBVR); the automotive Q grade adds Q…Q1 (TLV75533PQDBVRQ1).

const TJQ: [string, string][] = [
  ['', T_J125],
  ['Q', T_J125],
];
const tiGrid: LCode = (ldo, volts, pkgKey, grade) =>
  tix({ ...noDev(tiName(ldo, volts, '')), g: grade, o: grade === 'Q' ? 'Q1' : undefined }, pkgKey);
const MODERN = new Set(['TLV700', 'TLV733P', 'TLV755P', 'TLV757P', 'TPS7A02P', 'TPS7A20P', 'TPS709', 'TPS793', 'TLV1117LV', 'TPS736']);
const NEW_Q = new Set(['TLV757P', 'TPS7A02P', 'TPS7A20P', 'TPS793', 'TLV1117LV']);
const TI_G: GLdo[] = [
  ...TI_LDO.filter((ldo) => MODERN.has(ldo.s)).map((ldo) => widen({ ...ldo, grades: NEW_Q.has(ldo.s) ? TJQ : ldo.grades }, 0.8, 5, 0.05)),
  G('TLV702', 1.2, 4.8, 0.05, ['SOT23-5', 'WSON-6'], TJQ, 5.5, '0.21V @ 300mA', '300 mA', '35 µA', '68dB (1kHz)', 0.18, 'tlv702'),
  G('TLV704', 1.8, 5, 0.05, ['SOT23-5', 'SOT-89'], TJQ, 24, '0.9V @ 150mA', '150 mA', '3.2 µA', '55dB (1kHz)', 0.32, 'tlv704'),
  G('TLV705', 0.7, 4.8, 0.05, ['DSBGA-4', 'WSON-6'], TJQ, 5.5, '0.175V @ 200mA', '200 mA', '35 µA', '70dB (1kHz)', 0.22, 'tlv705'),
  G('TLV713P', 1, 3.3, 0.05, ['SOT23-5', 'X2SON-4'], TJQ, 5.5, '0.23V @ 150mA', '150 mA', '50 µA', '65dB (1kHz)', 0.15, 'tlv713p'),
  G('TLV716P', 1.2, 3.3, 0.05, ['X2SON-4', 'SC70-5'], TJQ, 5.5, '0.26V @ 150mA', '150 mA', '35 µA', '60dB (1kHz)', 0.16, 'tlv716p'),
  G('TLV717P', 0.8, 3.6, 0.05, ['X2SON-4', 'SC70-5'], TJQ, 5.5, '0.26V @ 150mA', '150 mA', '35 µA', '70dB (1kHz)', 0.16, 'tlv717p'),
  G('TLV740P', 1, 3.3, 0.05, ['SOT23-5', 'X2SON-4'], TJQ, 5.5, '0.24V @ 300mA', '300 mA', '46 µA', '65dB (1kHz)', 0.14, 'tlv740p'),
  G('TLV741P', 1, 3.3, 0.05, ['SOT23-5', 'X2SON-4'], TJQ, 5.5, '0.24V @ 150mA', '150 mA', '46 µA', '65dB (1kHz)', 0.13, 'tlv741p'),
  G('TLV767', 0.8, 5, 0.05, ['WSON-6', 'SOT23-5'], TJQ, 16, '0.6V @ 1A', '1 A', '50 µA', '70dB (1kHz)', 0.38, 'tlv767'),
  G('TLV761', 1.2, 5, 0.05, ['SOT-223'], TJQ, 16, '1.3V @ 1A', '1 A', '5 mA', '65dB (1kHz)', 0.26, 'tlv761'),
  G(
    'TPS7A03',
    0.8,
    5,
    0.05,
    ['SOT23-5', 'X2SON-4', 'DSBGA-4'],
    TJQ,
    6,
    '0.22V @ 200mA',
    '200 mA',
    '200 nA',
    '45dB (1kHz)',
    0.42,
    'tps7a03',
  ),
  G('TPS7A05', 0.8, 5, 0.05, ['SOT23-5', 'X2SON-4'], TJQ, 5.5, '0.23V @ 200mA', '200 mA', '1 µA', '50dB (1kHz)', 0.3, 'tps7a05'),
  G('TPS7A21', 0.8, 5, 0.05, ['X2SON-4', 'SOT23-5'], TJQ, 6, '0.2V @ 500mA', '500 mA', '10 µA', '78dB (1kHz)', 0.34, 'tps7a21'),
  G('TPS7A24', 1.2, 5, 0.05, ['SOT23-5', 'WSON-6'], TJQ, 18, '0.3V @ 200mA', '200 mA', '2.2 µA', '55dB (1kHz)', 0.36, 'tps7a24'),
  G('TPS7A25', 1.2, 5, 0.05, ['SOT23-5', 'WSON-6'], TJQ, 18, '0.25V @ 300mA', '300 mA', '2.5 µA', '60dB (1kHz)', 0.4, 'tps7a25'),
  G('TPS7A26', 1.2, 5, 0.05, ['WSON-6', 'SOT23-5'], TJQ, 18, '0.4V @ 500mA', '500 mA', '1.8 µA', '60dB (1kHz)', 0.48, 'tps7a26'),
  G('TPS706', 1.2, 5, 0.05, ['WSON-6', 'SOT23-5'], TJQ, 6.5, '0.3V @ 150mA', '150 mA', '1 µA', '60dB (1kHz)', 0.36, 'tps706'),
  G('TPS715', 1.8, 5, 0.05, ['SC70-5', 'SON-8'], TJQ, 24, '0.415V @ 50mA', '80 mA', '3.2 µA', '60dB (1kHz)', 0.42, 'tps715'),
  G('TPS732', 1.2, 5, 0.05, ['SOT23-5', 'SOT-223', 'SON-8'], TJQ, 5.5, '0.04V @ 250mA', '250 mA', '400 µA', '58dB (1kHz)', 0.72, 'tps732'),
  G('TPS734', 1.2, 5, 0.05, ['WSON-6'], TJQ, 5.5, '0.125V @ 250mA', '250 mA', '45 µA', '72dB (1kHz)', 0.58, 'tps734'),
  G('TPS735', 1.2, 4.3, 0.05, ['SON-8', 'WSON-6'], TJQ, 6.5, '0.28V @ 500mA', '500 mA', '46 µA', '70dB (1kHz)', 0.62, 'tps735'),
  G('TPS782', 1.2, 5, 0.05, ['TSOT23-5', 'WSON-6'], TJQ, 5.5, '0.13V @ 150mA', '150 mA', '0.5 µA', '40dB (1kHz)', 0.55, 'tps782'),
  G('TPS796', 1.2, 5, 0.05, ['SOT-223', 'SON-8'], TJQ, 5.5, '0.25V @ 1A', '1 A', '265 µA', '70dB (10kHz)', 1.1, 'tps796'),
  // The classic TPS7xx families, still sold in many fixed outputs.
  G('TPS717', 0.9, 5, 0.05, ['WSON-6', 'SC70-5'], TJQ, 6.5, '0.17V @ 150mA', '150 mA', '45 µA', '70dB (1kHz)', 0.42, 'tps717'),
  G('TPS720', 0.9, 3.6, 0.05, ['WSON-6', 'DSBGA-4'], TJQ, 5.5, '0.11V @ 350mA', '350 mA', '40 µA', '60dB (1kHz)', 0.46, 'tps720'),
  G('TPS722', 0.9, 3.6, 0.05, ['SOT23-5', 'DSBGA-4'], TJQ, 6, '0.07V @ 50mA', '50 mA', '42 µA', '55dB (1kHz)', 0.4, 'tps722'),
  G('TPS725', 1.2, 5, 0.05, ['TO-263', 'SOT-223'], TJQ, 5.5, '0.17V @ 1A', '1 A', '75 µA', '60dB (1kHz)', 1.15, 'tps725'),
  G('TPS728', 0.9, 3.6, 0.05, ['WSON-6', 'DSBGA-4'], TJQ, 6, '0.13V @ 200mA', '200 mA', '45 µA', '70dB (1kHz)', 0.48, 'tps728'),
  G('TPS730', 1.2, 5, 0.05, ['SOT23-5'], TJQ, 5.5, '0.12V @ 200mA', '200 mA', '170 µA', '68dB (10kHz)', 0.55, 'tps730'),
  G('TPS731', 1.2, 5, 0.05, ['SOT23-5', 'SON-8'], TJQ, 5.5, '0.03V @ 150mA', '150 mA', '400 µA', '58dB (1kHz)', 0.62, 'tps731'),
  G('TPS760', 2.5, 5, 0.05, ['SOT23-5'], TJQ, 16, '0.3V @ 50mA', '50 mA', '850 µA', '45dB (1kHz)', 0.42, 'tps760'),
  G('TPS763', 1.5, 5, 0.05, ['SOT23-5'], TJQ, 10, '0.3V @ 150mA', '150 mA', '85 µA', '45dB (1kHz)', 0.48, 'tps763'),
  G('TPS767', 1.5, 5, 0.05, ['HTSSOP-20', 'SOIC-8'], TJQ, 10, '0.23V @ 1A', '1 A', '85 µA', '60dB (1kHz)', 1.45, 'tps767'),
  G('TPS768', 1.5, 5, 0.05, ['HTSSOP-20', 'SOIC-8'], TJQ, 10, '0.23V @ 1A', '1 A', '85 µA', '60dB (1kHz)', 1.5, 'tps768'),
  G('TPS769', 1.2, 5, 0.05, ['SOT23-5'], TJQ, 10, '0.17V @ 100mA', '100 mA', '17 µA', '40dB (1kHz)', 0.46, 'tps769'),
  G('TPS773', 1.5, 5, 0.05, ['MSOP-8', 'SOIC-8'], TJQ, 10, '0.17V @ 150mA', '150 mA', '92 µA', '60dB (1kHz)', 0.86, 'tps773'),
  G('TPS776', 1.5, 5, 0.05, ['SOIC-8', 'HTSSOP-20'], TJQ, 10, '0.17V @ 500mA', '500 mA', '85 µA', '60dB (1kHz)', 1.1, 'tps776'),
  G('TPS780', 1.2, 5, 0.05, ['TSOT23-5', 'WSON-6'], TJQ, 5.5, '0.13V @ 150mA', '150 mA', '0.5 µA', '40dB (1kHz)', 0.62, 'tps780'),
  G('TPS783', 1.2, 5, 0.05, ['TSOT23-5', 'WSON-6'], TJQ, 5.5, '0.13V @ 150mA', '150 mA', '0.42 µA', '40dB (1kHz)', 0.58, 'tps783'),
  G('TPS789', 1.2, 5, 0.05, ['SOT23-5'], TJQ, 5.5, '0.17V @ 100mA', '100 mA', '17 µA', '40dB (1kHz)', 0.48, 'tps789'),
  G('TPS792', 1.2, 5, 0.05, ['SOT23-5', 'SON-8'], TJQ, 5.5, '0.1V @ 100mA', '100 mA', '170 µA', '70dB (10kHz)', 0.66, 'tps792'),
  G('TPS794', 1.2, 5, 0.05, ['SOT-223', 'MSOP-8-EP'], TJQ, 5.5, '0.15V @ 250mA', '250 mA', '170 µA', '65dB (10kHz)', 0.82, 'tps794'),
  G('TPS795', 1.2, 5, 0.05, ['SOT-223', 'SON-8'], TJQ, 5.5, '0.11V @ 500mA', '500 mA', '265 µA', '65dB (10kHz)', 0.98, 'tps795'),
  G('TPS797', 1.2, 5, 0.05, ['SC70-5'], TJQ, 5.5, '0.21V @ 10mA', '10 mA', '1.2 µA', '-', 0.44, 'tps797'),
  G('TPS799', 1.2, 5, 0.05, ['TSOT23-5', 'WSON-6'], TJQ, 6.5, '0.1V @ 200mA', '200 mA', '40 µA', '66dB (1kHz)', 0.46, 'tps799'),
  G('TLV760', 1.8, 5, 0.05, ['SOT23-3', 'SOT-89'], TJQ, 30, '1V @ 100mA', '100 mA', '50 µA', '45dB (1kHz)', 0.14, 'tlv760'),
  G('TLV718P', 0.8, 3.6, 0.05, ['WSON-6', 'X2SON-4'], TJQ, 5.5, '0.23V @ 150mA', '150 mA', '50 µA', '65dB (1kHz)', 0.17, 'tlv718p'),
  G(
    'TPS7A66',
    1.2,
    5,
    0.05,
    ['TO-252', 'SOIC-8-EP'],
    [['Q', T_J150]],
    40,
    '0.3V @ 150mA',
    '150 mA',
    '12 µA',
    '60dB (100Hz)',
    0.95,
    'tps7a6601-q1',
    PROT_R,
  ),
  G(
    'TPS7A69',
    1.2,
    5,
    0.05,
    ['SOT-223', 'SOIC-8-EP'],
    [['Q', T_J150]],
    40,
    '0.3V @ 150mA',
    '150 mA',
    '12 µA',
    '60dB (100Hz)',
    0.92,
    'tps7a6901-q1',
    PROT_R,
  ),
  G(
    'TPS7B86',
    1.2,
    5,
    0.05,
    ['TO-252', 'SOIC-8-EP'],
    [['Q', T_J150]],
    40,
    '0.32V @ 500mA',
    '500 mA',
    '17 µA',
    '70dB (100Hz)',
    1.05,
    'tps7b86-q1',
    PROT_R,
  ),
  G(
    'TPS7B82',
    1.2,
    5,
    0.05,
    ['SOT23-5', 'SOT-223'],
    [['Q', T_J150]],
    40,
    '0.3V @ 150mA',
    '150 mA',
    '2.7 µA',
    '70dB (100Hz)',
    0.62,
    'tps7b82-q1',
    PROT_R,
  ),
  G(
    'TPS7B84',
    1.2,
    5,
    0.05,
    ['SOT-223', 'TO-252'],
    [['Q', T_J150]],
    40,
    '0.46V @ 500mA',
    '500 mA',
    '17 µA',
    '70dB (100Hz)',
    0.82,
    'tps7b84-q1',
    PROT_R,
  ),
];

// ---------------------------------------------------------------------------------------------
// onsemi: device + option letter (A with active output discharge, B without) + package + the output
// voltage in tens of millivolts + reel suffix: NCP114ASN330T1G, NCP114BMX180TCG, NCP161AFCT180T2G.
// The AEC-Q100 copies are NCV8 + the NCP number's last digits (NCV8114ASN330T1G, NCV8705…).

const ON_PKG: Record<string, [string, string, number]> = {
  'SOT23-5': ['SN', 'T1G', 3000],
  'X2SON-4': ['MX', 'TCG', 3000],
  'DSBGA-4': ['FCT', 'T2G', 5000],
};
const onGrid: LCode = (ldo, volts, pkgKey, grade) => {
  const pkgCode = ON_PKG[pkgKey];
  if (!pkgCode) return null;
  const auto = grade.startsWith('V');
  const dev = auto ? ldo.s.replace(/^NCP1(\d\d)$/, 'NCV81$1').replace(/^NCP(7\d\d)$/, 'NCV8$1') : ldo.s;
  if (auto && dev === ldo.s) return null;
  const base = `${dev}${grade.slice(-1)}${pkgCode[0]}${String(Math.round(volts * 100)).padStart(3, '0')}`;
  return [base, [reel(`${base}${pkgCode[1]}`, pkgCode[2])]];
};
const AB: [string, string][] = [
  ['A', T_J125],
  ['B', T_J125],
  ['VA', T_J125],
  ['VB', T_J125],
];
const ON_PKGS = ['SOT23-5', 'X2SON-4'];
const ON_G: GLdo[] = [
  G('NCP114', 0.75, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.135V @ 300mA', '300 mA', '50 µA', '75dB (1kHz)', 0.14, 'ncp114'),
  G('NCP115', 0.8, 4.2, 0.05, ON_PKGS, AB, 5.5, '0.18V @ 300mA', '300 mA', '50 µA', '75dB (1kHz)', 0.15, 'ncp115'),
  G('NCP133', 0.8, 3.3, 0.05, ON_PKGS, AB, 5.5, '0.13V @ 500mA', '500 mA', '50 µA', '70dB (1kHz)', 0.22, 'ncp133'),
  G('NCP148', 0.8, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.12V @ 150mA', '150 mA', '55 µA', '75dB (1kHz)', 0.16, 'ncp148'),
  G('NCP160', 1.8, 5, 0.05, [...ON_PKGS, 'DSBGA-4'], AB, 5.5, '0.16V @ 250mA', '250 mA', '18 µA', '98dB (1kHz)', 0.2, 'ncp160'),
  G('NCP161', 1.8, 5.1, 0.05, [...ON_PKGS, 'DSBGA-4'], AB, 5.5, '0.2V @ 450mA', '450 mA', '18 µA', '98dB (1kHz)', 0.22, 'ncp161'),
  G('NCP163', 1.8, 5, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.13V @ 250mA', '250 mA', '12 µA', '92dB (1kHz)', 0.24, 'ncp163'),
  G('NCP170', 1.2, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.17V @ 150mA', '150 mA', '0.5 µA', '40dB (1kHz)', 0.16, 'ncp170'),
  G('NCP171', 0.6, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.1V @ 80mA', '80 mA', '50 nA', '50dB (1kHz)', 0.18, 'ncp171'),
  G('NCP176', 0.7, 3.6, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.15V @ 500mA', '500 mA', '30 µA', '70dB (1kHz)', 0.24, 'ncp176'),
  G('NCP186', 0.8, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.1V @ 1A', '1 A', '35 µA', '70dB (1kHz)', 0.32, 'ncp186'),
  G('NCP187', 0.8, 3.6, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.12V @ 1.2A', '1.2 A', '40 µA', '70dB (1kHz)', 0.36, 'ncp187'),
  G('NCP189', 0.8, 3.3, 0.05, ['X2SON-4'], AB, 5.5, '0.1V @ 500mA', '500 mA', '12 µA', '70dB (1kHz)', 0.26, 'ncp189'),
  G('NCP702', 1.2, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.14V @ 200mA', '200 mA', '10 µA', '68dB (1kHz)', 0.2, 'ncp702'),
  G('NCP703', 1.2, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.14V @ 300mA', '300 mA', '90 µA', '82dB (1kHz)', 0.22, 'ncp703'),
  G('NCP705', 1.2, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.26V @ 500mA', '500 mA', '13 µA', '71dB (1kHz)', 0.26, 'ncp705'),
  G('NCP706', 1.2, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.15V @ 200mA', '200 mA', '12 µA', '70dB (1kHz)', 0.2, 'ncp706'),
  G('NCP730', 1.2, 5, 0.05, ['SOT23-5'], AB, 38, '0.29V @ 150mA', '150 mA', '1 µA', '60dB (1kHz)', 0.34, 'ncp730', PROT_R),
  G('NCP731', 1.2, 5, 0.05, ['SOT23-5'], AB, 38, '0.29V @ 150mA', '150 mA', '1 µA', '60dB (1kHz)', 0.36, 'ncp731', PROT_R),
  G('NCP752', 0.8, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.11V @ 200mA', '200 mA', '12 µA', '70dB (1kHz)', 0.18, 'ncp752'),
  G('NCP110', 0.6, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.1V @ 200mA', '200 mA', '50 µA', '70dB (1kHz)', 0.2, 'ncp110'),
  G('NCP113', 0.8, 3.6, 0.05, ON_PKGS, AB, 5.5, '0.14V @ 200mA', '200 mA', '50 µA', '70dB (1kHz)', 0.16, 'ncp113'),
  G('NCP130', 0.8, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.15V @ 300mA', '300 mA', '60 µA', '75dB (1kHz)', 0.22, 'ncp130'),
  G('NCP134', 0.8, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.1V @ 500mA', '500 mA', '60 µA', '75dB (1kHz)', 0.26, 'ncp134'),
  G('NCP135', 0.8, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.12V @ 500mA', '500 mA', '60 µA', '75dB (1kHz)', 0.27, 'ncp135'),
  G('NCP140', 1.2, 3.6, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.14V @ 150mA', '150 mA', '45 µA', '70dB (1kHz)', 0.18, 'ncp140'),
  G('NCP142', 0.8, 3.3, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.11V @ 150mA', '150 mA', '55 µA', '80dB (1kHz)', 0.2, 'ncp142'),
  G('NCP159', 1.2, 5, 0.05, [...ON_PKGS, 'DSBGA-4'], AB, 5.5, '0.17V @ 150mA', '150 mA', '12 µA', '75dB (1kHz)', 0.18, 'ncp159'),
  G('NCP162', 1.8, 5.1, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.23V @ 250mA', '250 mA', '12 µA', '98dB (1kHz)', 0.22, 'ncp162'),
  G('NCP164', 1.8, 5.1, 0.05, [...ON_PKGS, 'DSBGA-4'], AB, 5.5, '0.13V @ 300mA', '300 mA', '35 µA', '85dB (1kHz)', 0.24, 'ncp164'),
  G('NCP167', 1.8, 5.1, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.13V @ 700mA', '700 mA', '12 µA', '75dB (1kHz)', 0.3, 'ncp167'),
  G('NCP169', 1.2, 5, 0.05, ON_PKGS, AB, 5.5, '0.15V @ 150mA', '150 mA', '0.5 µA', '40dB (1kHz)', 0.18, 'ncp169'),
  G('NCP177', 0.8, 3.6, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.1V @ 500mA', '500 mA', '30 µA', '70dB (1kHz)', 0.24, 'ncp177'),
  G('NCP188', 0.8, 3.6, 0.05, ['X2SON-4', 'DSBGA-4'], AB, 5.5, '0.1V @ 1A', '1 A', '35 µA', '70dB (1kHz)', 0.34, 'ncp188'),
];

// ---------------------------------------------------------------------------------------------
// STMicroelectronics: device + package (M = SOT23-5, PU = DFN6) + voltage code + R (LD39015M33R, LDK120PU18R).

const stGrid: LCode = (ldo, volts, pkgKey) => {
  const pkgSuffix = pkgKey === 'SOT23-5' ? 'M' : pkgKey === 'DFN-6' ? 'PU' : '';
  if (!pkgSuffix) return null;
  const base = `${ldo.s}${pkgSuffix}${vcode(volts)}`;
  return [base, [reel(`${base}R`, 3000)]];
};
const TJ: [string, string][] = [['', T_J125]];
const ST2 = ['SOT23-5', 'DFN-6'];
const ST_G: GLdo[] = [
  G('LD39015', 0.8, 5, 0.05, ST2, TJ, 5.5, '0.08V @ 150mA', '150 mA', '18 µA', '65dB (1kHz)', 0.12, 'ld39015'),
  G('LD3985', 1.2, 4.7, 0.05, ST2, TJ, 6, '0.1V @ 150mA', '150 mA', '85 µA', '60dB (1kHz)', 0.16, 'ld3985'),
  G('LDK120', 0.8, 4.5, 0.05, ST2, TJ, 5.5, '0.1V @ 200mA', '200 mA', '30 µA', '65dB (1kHz)', 0.14, 'ldk120'),
  G('LDK320', 0.8, 5, 0.05, ST2, TJ, 18, '0.35V @ 200mA', '200 mA', '55 µA', '50dB (1kHz)', 0.2, 'ldk320'),
  G('LDLN015', 0.8, 3.3, 0.05, ['DFN-6'], TJ, 5.5, '0.08V @ 150mA', '150 mA', '12 µA', '75dB (1kHz)', 0.28, 'ldln015'),
  G('LDLN025', 0.8, 3.3, 0.05, ['DFN-6'], TJ, 5.5, '0.12V @ 250mA', '250 mA', '12 µA', '75dB (1kHz)', 0.3, 'ldln025'),
  G('LD59015', 0.8, 5, 0.05, ST2, TJ, 5.5, '0.11V @ 150mA', '150 mA', '31 µA', '76dB (1kHz)', 0.18, 'ld59015'),
  G('LDCL015', 1.2, 3.3, 0.05, ST2, TJ, 5.5, '0.15V @ 150mA', '150 mA', '20 µA', '60dB (1kHz)', 0.11, 'ldcl015'),
  G('STLQ015', 0.8, 5, 0.05, ST2, TJ, 5.5, '0.11V @ 150mA', '150 mA', '0.38 µA', '30dB (1kHz)', 0.26, 'stlq015'),
  G('STLQ020', 0.8, 5, 0.05, ST2, TJ, 5.5, '0.16V @ 200mA', '200 mA', '0.3 µA', '40dB (1kHz)', 0.28, 'stlq020'),
  G('LDL112', 1.2, 5, 0.05, ['DFN-6'], TJ, 18, '0.35V @ 1.2A', '1.2 A', '30 µA', '70dB (1kHz)', 0.36, 'ldl112'),
  G('LDL212', 1.2, 5, 0.05, ['DFN-6'], TJ, 18, '0.35V @ 1.2A', '1.2 A', '30 µA', '70dB (1kHz)', 0.38, 'ldl212'),
  G('LD39020', 0.8, 5, 0.05, ['DFN-6'], TJ, 5.5, '0.1V @ 200mA', '200 mA', '20 µA', '65dB (1kHz)', 0.16, 'ld39020'),
  G('LD39030', 0.8, 5, 0.05, ['DFN-6'], TJ, 5.5, '0.1V @ 300mA', '300 mA', '20 µA', '65dB (1kHz)', 0.18, 'ld39030sj'),
];

// ---------------------------------------------------------------------------------------------
// Microchip (device + T + '-' + voltage and tolerance code + temperature + '/' + package, 100 mV
// steps), Diodes (AP73xx '-33' codes in 50 mV steps, BCD AP21xx '-3.3' codes in 100 mV steps),
// Analog Devices ADP ('-2.85' after Z), Maxim (two-digit code before '+') and ROHM (BUxx…).

const E: [string, string][] = [['E', T_J125]];
const EI: [string, string][] = [
  ['E', T_J125],
  ['I', T_A85],
];
const MCHP_G: GLdo[] = [
  ...MCHP_LDO.map((ldo) => widen(ldo, 1.2, 5, 0.1)),
  G('MCP1711', 1.2, 4.2, 0.1, ['SOT23-5'], E, 5.5, '0.4V @ 150mA', '150 mA', '0.6 µA', '60dB (1kHz)', 0.36, '20005415C'),
  G('MCP1754', 1.8, 5, 0.1, ['SOT23-5', 'SOT-89', 'SOT-223'], EI, 16, '0.3V @ 150mA', '150 mA', '56 µA', '72dB (1kHz)', 0.42, '20002276C'),
  G('MCP1755', 1.8, 5, 0.1, ['SOT23-5', 'SOT-223', 'DFN-8-3x3'], EI, 16, '0.3V @ 300mA', '300 mA', '68 µA', '72dB (1kHz)', 0.52, '25160A'),
  G('MCP1801', 1.2, 5, 0.1, ['SOT23-5'], [['I', T_A85]], 10, '0.38V @ 150mA', '150 mA', '25 µA', '70dB (1kHz)', 0.3, '22051B'),
  G('MCP1804', 1.8, 5, 0.1, ['SOT23-5', 'SOT-89', 'SOT-223'], E, 28, '1.26V @ 150mA', '150 mA', '50 µA', '60dB (1kHz)', 0.48, '22200C'),
  G(
    'MCP1799',
    3.3,
    5,
    0.1,
    ['SOT-223', 'TO-252'],
    [['H', '-40°C ~ 150°C (TJ)']],
    45,
    '0.8V @ 80mA',
    '80 mA',
    '25 µA',
    '50dB (100Hz)',
    0.55,
    '20006016A',
  ),
  G(
    'MCP1790',
    3,
    5,
    0.1,
    ['SOT-223', 'TO-252'],
    [['H', '-40°C ~ 150°C (TJ)']],
    30,
    '0.7V @ 70mA',
    '70 mA',
    '70 µA',
    '50dB (100Hz)',
    0.62,
    '20002075B',
  ),
  G(
    'MCP1791',
    3,
    5,
    0.1,
    ['SOT-223', 'TO-252'],
    [['H', '-40°C ~ 150°C (TJ)']],
    30,
    '0.7V @ 70mA',
    '70 mA',
    '70 µA',
    '50dB (100Hz)',
    0.64,
    '20002075B',
  ),
  G('MCP1725', 0.8, 5, 0.1, ['DFN-8-3x3', 'SOIC-8'], E, 6, '0.21V @ 500mA', '500 mA', '120 µA', '60dB (1kHz)', 0.78, '22001C'),
  G(
    'MCP1703A',
    1.2,
    5,
    0.1,
    ['SOT23-3', 'SOT-89', 'SOT-223'],
    E,
    16,
    '0.625V @ 250mA',
    '250 mA',
    '2 µA',
    '44dB (100Hz)',
    0.44,
    '20005122B',
  ),
];
const AP73 = /^AP73/;
const DIO_G: GLdo[] = [
  ...DIO_LDO.filter((ldo) => ldo.s !== 'AZ1117C' && ldo.s !== 'AZ1117I').map((ldo) =>
    widen(ldo, 1, ldo.vin >= 12 ? 5 : 3.6, AP73.test(ldo.s) ? 0.05 : 0.1),
  ),
  G('AP7333', 1.2, 3.6, 0.05, ['SOT23-3', 'SOT23-5'], TJ, 6, '0.3V @ 300mA', '300 mA', '35 µA', '70dB (1kHz)', 0.09, 'AP7333'),
  G('AP7343', 0.8, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 5.5, '0.2V @ 300mA', '300 mA', '35 µA', '75dB (1kHz)', 0.1, 'AP7343'),
  G('AP7344', 0.8, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 5.5, '0.2V @ 300mA', '300 mA', '35 µA', '75dB (1kHz)', 0.11, 'AP7344'),
  G('AP7354', 0.8, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 5.5, '0.22V @ 150mA', '150 mA', '35 µA', '70dB (1kHz)', 0.1, 'AP7354'),
  G('AP7366', 0.8, 5, 0.05, ['SOT23-5', 'DFN-6', 'SOT-89'], TJ, 6, '0.28V @ 600mA', '600 mA', '60 µA', '75dB (1kHz)', 0.16, 'AP7366'),
  G('AP7370', 1.2, 5, 0.05, ['SOT23-3', 'SOT-89'], TJ, 36, '0.65V @ 100mA', '100 mA', '2.5 µA', '60dB (100Hz)', 0.14, 'AP7370'),
  G('AP7375', 1.2, 5, 0.05, ['SOT23-3', 'SOT-89'], TJ, 45, '1.2V @ 300mA', '300 mA', '3 µA', '60dB (100Hz)', 0.18, 'AP7375'),
  G('AP7380', 1.2, 5, 0.05, ['SOT23-3', 'SOT-89'], TJ, 24, '1.1V @ 150mA', '150 mA', '2.5 µA', '55dB (100Hz)', 0.12, 'AP7380'),
  G('AP7384', 1.2, 5, 0.05, ['SOT23-3', 'SOT-89'], TJ, 40, '1.1V @ 50mA', '50 mA', '2.5 µA', '55dB (100Hz)', 0.13, 'AP7384'),
  G('AP2120', 1.2, 3.6, 0.1, ['SOT23-5', 'SOT-89'], TJ, 6, '0.4V @ 150mA', '150 mA', '60 µA', '65dB (1kHz)', 0.07, 'AP2120'),
  G('AP2121', 1.2, 3.6, 0.1, ['SOT23-5', 'SOT23-3'], TJ, 6, '0.25V @ 150mA', '150 mA', '60 µA', '70dB (1kHz)', 0.08, 'AP2121'),
  G('AP2125', 1.2, 3.6, 0.1, ['SOT23-5', 'SOT23-3'], TJ, 6, '0.25V @ 300mA', '300 mA', '60 µA', '70dB (1kHz)', 0.09, 'AP2125'),
  G('AP2138', 1.2, 5, 0.1, ['SOT23-3', 'SOT-89'], TJ, 6, '0.2V @ 250mA', '250 mA', '1 µA', '45dB (1kHz)', 0.08, 'AP2138-39'),
  G('AP2139', 1.2, 5, 0.1, ['SOT23-5'], TJ, 6, '0.2V @ 250mA', '250 mA', '1 µA', '45dB (1kHz)', 0.09, 'AP2138-39'),
  G('AP7313', 1, 3.6, 0.05, ['SOT23-3', 'SOT23-5'], TJ, 6, '0.3V @ 150mA', '150 mA', '35 µA', '65dB (1kHz)', 0.08, 'AP7313'),
  G('AP7315', 1, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 6, '0.3V @ 150mA', '150 mA', '35 µA', '65dB (1kHz)', 0.09, 'AP7315'),
  G('AP7335', 1, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 6, '0.3V @ 300mA', '300 mA', '35 µA', '70dB (1kHz)', 0.1, 'AP7335'),
  G('AP7341', 0.8, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 5.5, '0.2V @ 300mA', '300 mA', '35 µA', '75dB (1kHz)', 0.1, 'AP7341'),
  G('AP7342', 0.8, 3.6, 0.05, ['SOT23-5', 'DFN-6'], TJ, 5.5, '0.2V @ 300mA', '300 mA', '35 µA', '75dB (1kHz)', 0.11, 'AP7342'),
  G('AP7362', 0.8, 5, 0.05, ['SOT-223', 'SOT-89', 'DFN-6'], TJ, 6, '0.36V @ 1.5A', '1.5 A', '60 µA', '75dB (1kHz)', 0.24, 'AP7362'),
  G('AP7363', 0.8, 5, 0.05, ['SOT-223', 'SOT-89', 'DFN-6'], TJ, 6, '0.36V @ 1.5A', '1.5 A', '60 µA', '75dB (1kHz)', 0.25, 'AP7363'),
  G('AP7383', 1.2, 5, 0.05, ['SOT23-3', 'SOT-89'], TJ, 40, '1.1V @ 100mA', '100 mA', '2.5 µA', '55dB (100Hz)', 0.14, 'AP7383'),
  G('AP2111', 1.2, 3.6, 0.1, ['SOT23-5', 'SOT-223'], TJ, 6, '0.4V @ 600mA', '600 mA', '55 µA', '65dB (1kHz)', 0.11, 'AP2111'),
  G('AP2202', 1.5, 5, 0.1, ['SOT23-5', 'SOT-89'], TJ, 13.2, '0.25V @ 150mA', '150 mA', '80 µA', '65dB (1kHz)', 0.12, 'AP2202'),
  G('AP2204', 1.5, 5, 0.1, ['SOT23-5', 'SOT-89', 'SOT23-3'], TJ, 24, '0.35V @ 150mA', '150 mA', '45 µA', '65dB (1kHz)', 0.13, 'AP2204'),
  G('AP2205', 1.5, 5, 0.1, ['SOT23-5', 'SOT-89'], TJ, 24, '0.4V @ 250mA', '250 mA', '45 µA', '65dB (1kHz)', 0.14, 'AP2205'),
];
const A: [string, string][] = [['A', T_J125]];
const ADI_G: GLdo[] = [
  ...ADI_LDO.filter((ldo) => ldo.s !== 'ADP7118').map((ldo) => widen(ldo, 1.2, ldo.vin >= 8 ? 5 : 3.6, 0.05)),
  G('ADP121', 1.2, 3.3, 0.05, ['TSOT23-5'], A, 5.5, '0.09V @ 150mA', '150 mA', '11 µA', '70dB (1kHz)', 0.45, 'ADP121'),
  G('ADP124', 1.2, 5, 0.05, ['MSOP-8', 'WSON-8'], A, 5.5, '0.13V @ 500mA', '500 mA', '45 µA', '68dB (1kHz)', 0.82, 'ADP124_125'),
  G('ADP125', 1.2, 5, 0.05, ['MSOP-8', 'WSON-8'], A, 5.5, '0.13V @ 500mA', '500 mA', '45 µA', '68dB (1kHz)', 0.82, 'ADP124_125'),
  G(
    'ADP160',
    1.2,
    4.2,
    0.05,
    ['TSOT23-5'],
    A,
    5.5,
    '0.2V @ 150mA',
    '150 mA',
    '0.56 µA',
    '40dB (1kHz)',
    0.52,
    'ADP160_ADP161_ADP162_ADP163',
  ),
  G(
    'ADP162',
    1.2,
    4.2,
    0.05,
    ['TSOT23-5'],
    A,
    5.5,
    '0.2V @ 150mA',
    '150 mA',
    '0.56 µA',
    '40dB (1kHz)',
    0.55,
    'ADP160_ADP161_ADP162_ADP163',
  ),
  G('ADP170', 1.2, 3.3, 0.05, ['TSOT23-5'], A, 3.6, '0.1V @ 300mA', '300 mA', '23 µA', '70dB (1kHz)', 0.58, 'ADP170_171'),
  G('ADP7102', 1.5, 5, 0.05, ['SOIC-8-EP', 'WSON-8'], A, 20, '0.2V @ 300mA', '300 mA', '400 µA', '80dB (10kHz)', 1.25, 'ADP7102'),
  G('ADP7104', 1.5, 5, 0.05, ['SOIC-8-EP', 'WSON-8'], A, 20, '0.35V @ 500mA', '500 mA', '400 µA', '80dB (10kHz)', 1.45, 'ADP7104'),
  G('ADP7105', 1.8, 5, 0.05, ['SOIC-8-EP', 'WSON-8'], A, 20, '0.35V @ 500mA', '500 mA', '400 µA', '80dB (10kHz)', 1.5, 'ADP7105'),
  G('ADP7142', 1.2, 5, 0.05, ['TSOT23-5', 'WSON-8'], A, 40, '0.2V @ 200mA', '200 mA', '50 µA', '88dB (10kHz)', 1.35, 'ADP7142'),
  G('ADP1715', 0.8, 3.3, 0.05, ['MSOP-8'], A, 5.5, '0.11V @ 500mA', '500 mA', '450 µA', '60dB (1kHz)', 0.95, 'ADP1715_1716'),
  G('ADP1716', 0.8, 3.3, 0.05, ['MSOP-8'], A, 5.5, '0.11V @ 500mA', '500 mA', '450 µA', '60dB (1kHz)', 0.98, 'ADP1715_1716'),
  G('ADP1740', 0.75, 2.5, 0.05, ['VQFN-16'], A, 3.6, '0.06V @ 2A', '2 A', '1.1 mA', '65dB (1kHz)', 1.95, 'ADP1740_1741'),
  G('ADP1752', 0.75, 2.5, 0.05, ['VQFN-16'], A, 3.6, '0.07V @ 800mA', '800 mA', '1.1 mA', '65dB (1kHz)', 1.55, 'ADP1752_1753'),
];
const maxGrid: LCode = (ldo, volts, pkgKey) => maxx({ ...noDev(ldo.s), g: 'E', o: String(Math.round(volts * 10)) }, pkgKey);
const MAX_G: GLdo[] = [
  G('MAX8510', 1.5, 4.5, 0.1, ['SC70-5'], [['E', T_A85]], 6, '0.12V @ 120mA', '120 mA', '40 µA', '78dB (1kHz)', 0.85, 'MAX8510-MAX8512'),
  G('MAX8511', 1.5, 4.5, 0.1, ['SC70-5'], [['E', T_A85]], 6, '0.12V @ 120mA', '120 mA', '40 µA', '78dB (1kHz)', 0.85, 'MAX8510-MAX8512'),
  G('MAX8867', 1.5, 5, 0.1, ['SOT23-5'], [['E', T_A85]], 6.5, '0.165V @ 150mA', '150 mA', '86 µA', '60dB (1kHz)', 0.95, 'MAX8867-MAX8868'),
  G('MAX8868', 1.5, 5, 0.1, ['SOT23-5'], [['E', T_A85]], 6.5, '0.165V @ 150mA', '150 mA', '86 µA', '60dB (1kHz)', 0.95, 'MAX8867-MAX8868'),
  G('MAX8877', 2.5, 5, 0.1, ['SOT23-5'], [['E', T_A85]], 6.5, '0.21V @ 150mA', '150 mA', '100 µA', '55dB (1kHz)', 0.78, 'MAX8877-MAX8878'),
  G('MAX8878', 2.5, 5, 0.1, ['SOT23-5'], [['E', T_A85]], 6.5, '0.21V @ 150mA', '150 mA', '100 µA', '55dB (1kHz)', 0.78, 'MAX8877-MAX8878'),
  G('MAX1818', 1.5, 5, 0.1, ['SOT23-6'], [['E', T_A85]], 5.5, '0.12V @ 500mA', '500 mA', '125 µA', '60dB (1kHz)', 1.4, 'MAX1818'),
];
const rohmNew =
  (suffix: string, reelSuffix: string, qty: number): LCode =>
  (ldo, volts) => {
    const base = `${ldo.s}${vcode(volts)}${suffix}`;
    return [base, [reel(`${base}${reelSuffix}`, qty)]];
  };
const ROHM_NEW: [GLdo, LCode][] = [
  [
    G('BUx', 1, 3.3, 0.05, ['X2SON-4'], TJ, 5.5, '0.25V @ 200mA', '200 mA', '33 µA', '70dB (1kHz)', 0.18, 'buxxja2mnvx-e'),
    rohmNew('JA2MNVX', '-CTL', 5000),
  ],
  [
    G('BH', 1.2, 3.3, 0.05, ['HVSOF-5'], TJ, 5.5, '0.25V @ 150mA', '150 mA', '60 µA', '70dB (1kHz)', 0.22, 'bhxxfb1whfv-e'),
    rohmNew('FB1WHFV', '-TR', 3000),
  ],
  [
    G('BD', 1.5, 5, 0.05, ['HTSOP-J8'], TJ, 14, '0.6V @ 500mA', '500 mA', '400 µA', '60dB (120Hz)', 0.48, 'bdxxga5wefj-e'),
    rohmNew('GA5WEFJ', '-E2', 2500),
  ],
];
// The new ROHM series share prefixes with the old ones, so each gets its own letters via the code.
const ROHM_G: GLdo[] = ROHM_LDO.filter((ldo) => ldo.s !== 'BD').map((ldo) => widen(ldo, 1, 3.3, 0.05));
const rohmAll: LCode = (ldo, volts, pkgKey, grade) => {
  const own = ROHM_NEW.find(([row]) => row === ldo);
  if (own) return own[1]({ ...ldo, s: ldo.s === 'BUx' ? 'BU' : ldo.s }, volts, pkgKey, grade);
  return rohmLdo(ldo, volts, pkgKey, grade);
};

const tiDs = dsBy('https://www.ti.com/lit/ds/symlink/', '.pdf');
const adiDs = dsBy('https://www.analog.com/media/en/technical-documentation/data-sheets/', '.pdf');

export const LDO_GRID_FAMILIES: Family[] = [
  gridFam('ti-ldo-grid', 'ti-ldo', 'texas-instruments', TI_G, tiGrid, tiDs),
  gridFam('onsemi-ldo-grid', 'onsemi-ldo', 'onsemi', ON_G, onGrid, dsBy('https://www.onsemi.com/pdf/datasheet/', '-d.pdf')),
  gridFam('st-ldo-grid', 'st-ldo', 'stmicroelectronics', ST_G, stGrid, dsBy('https://www.st.com/resource/en/datasheet/', '.pdf')),
  gridFam('mchp-ldo-grid', 'mchp-ldo', 'microchip', MCHP_G, mchpLdo, dsBy('https://ww1.microchip.com/downloads/en/DeviceDoc/', '.pdf')),
  gridFam('diodes-ldo-grid', 'diodes-ldo', 'diodes-incorporated', DIO_G, dioLdo, dsBy('https://www.diodes.com/assets/Datasheets/', '.pdf')),
  gridFam('adi-ldo-grid', 'adi-ldo', 'analog-devices', ADI_G, adiLdo, adiDs),
  gridFam('maxim-ldo-grid', 'adi-lt-ldo', 'maxim-integrated', MAX_G, maxGrid, adiDs),
  gridFam(
    'rohm-ldo-grid',
    'rohm-ldo',
    'rohm',
    [...ROHM_G, ...ROHM_NEW.map(([ldo]) => ldo)],
    rohmAll,
    (ldo) => `https://fscdn.rohm.com/en/products/databook/datasheet/ic/power/linear_regulator/${ldo.ds}.pdf`,
  ),
];

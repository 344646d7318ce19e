// Comparators, instrumentation amplifiers and audio power amplifiers.
import { T_IND, tiBB, type Dev } from './ics-common';
import { T_A125, T_A85, T_C70, adix, graded, icx, listed, ltx, maxx, mchx, nsc, onx, q1, stx, tix } from './fam-ic-shared';
import type { Family } from './lib';

const CMP = 'comparators';
const INA = 'instrumentation-amplifiers';
const AUDIO = 'audio-amplifiers';

const tiDs = (d: Dev) => `https://www.ti.com/lit/ds/symlink/${d.ds}.pdf`;
const adiDs = (d: Dev) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${d.ds}.pdf`;
const mchpDs = (d: Dev) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${d.ds}.pdf`;
const stDs = (d: Dev) => `https://www.st.com/resource/en/datasheet/${d.ds}.pdf`;
const onDs = (d: Dev) => `https://www.onsemi.com/pdf/datasheet/${d.ds}-d.pdf`;

// ---------------------------------------------------------------------------------------------
// Comparators: [name, elements, output, supply range, offset, bias, output current, Iq, delay, hysteresis, price, packages, data sheet].

type Out = 'Open-Collector' | 'Open-Drain' | 'Push-Pull' | 'CMOS, Push-Pull, Rail-to-Rail' | 'TTL' | 'Complementary, TTL';
type CRow = [string, 1 | 2 | 4, Out, string, string, string, string, string, string, string, number, string[], string];
function cmps(rows: CRow[]): Dev[] {
  return rows.map(([n, el, out, vs, vos, ib, io, iq, tpd, hyst, price, pkgs, ds]) => ({
    n,
    d: `IC COMPARATOR ${el} ${tpd.endsWith('ns') && Number(tpd.split(' ')[0]) < 100 ? 'HI-SPEED' : 'GEN PUR'}`,
    p: {
      Type: hyst === '-' ? 'General Purpose' : 'with Hysteresis',
      'Number of Elements': String(el),
      'Output Type': out,
      'Voltage - Supply, Single/Dual (±)': vs,
      'Voltage - Input Offset (Max)': vos,
      'Current - Input Bias (Max)': ib,
      'Current - Output (Typ)': io,
      'Current - Quiescent (Max)': iq,
      'Propagation Delay (Max)': tpd,
      Hysteresis: hyst,
    },
    price,
    pkgs,
    temp: T_IND,
    ds,
  }));
}
const OC36 = '2V ~ 36V, ±1V ~ 18V';
const TI_CMP: Dev[] = [
  ...graded(cmps([
    ['LM393', 2, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.28, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8', 'SOP-8'], 'lm393'],
    ['LM339', 4, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2mA', '1.3 µs', '-', 0.3, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'lm339'],
  ]), [['', T_C70, 1], ['A', T_C70, 1.1]]),
  ...graded(cmps([['LM311', 1, 'Open-Collector', '3.5V ~ 30V, ±1.75V ~ 15V', '7.5mV @ 15V', '0.25µA @ 15V', '50mA', '7.5mA', '200 ns', '-', 0.36, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'SOP-8'], 'lm311']]), [['', T_C70, 1]]),
  ...graded(cmps([
    ['LM2903', 2, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.3, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8', 'SOP-8'], 'lm2903'],
    ['LM2901', 4, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.32, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'lm2901'],
  ]), [['', T_A125, 1]]),
  ...graded(cmps([
    ['LM393B', 2, 'Open-Collector', OC36, '4mV @ 5V', '0.05µA @ 5V', '21mA @ 1.5V', '0.8mA', '1 µs', '-', 0.22, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm393b'],
    ['LM2903B', 2, 'Open-Collector', OC36, '4mV @ 5V', '0.05µA @ 5V', '21mA @ 1.5V', '0.8mA', '1 µs', '-', 0.24, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm2903b'],
    ['LM339B', 4, 'Open-Collector', OC36, '4mV @ 5V', '0.05µA @ 5V', '21mA @ 1.5V', '1.6mA', '1 µs', '-', 0.26, ['SOIC-14', 'TSSOP-14'], 'lm339b'],
    ['LM2901B', 4, 'Open-Collector', OC36, '4mV @ 5V', '0.05µA @ 5V', '21mA @ 1.5V', '1.6mA', '1 µs', '-', 0.28, ['SOIC-14', 'TSSOP-14'], 'lm2901b'],
    ['LMV331', 1, 'Open-Collector', '2.7V ~ 5.5V', '7mV @ 5V', '0.25µA @ 5V', '84mA @ 5V', '0.2mA', '200 ns', '-', 0.18, ['SOT23-5', 'SC70-5'], 'lmv331'],
    ['LMV393', 2, 'Open-Collector', '2.7V ~ 5.5V', '7mV @ 5V', '0.25µA @ 5V', '84mA @ 5V', '0.34mA', '200 ns', '-', 0.24, ['SOIC-8', 'MSOP-8', 'TSSOP-8'], 'lmv331'],
    ['LMV339', 4, 'Open-Collector', '2.7V ~ 5.5V', '7mV @ 5V', '0.25µA @ 5V', '84mA @ 5V', '0.6mA', '200 ns', '-', 0.3, ['SOIC-14', 'TSSOP-14'], 'lmv331'],
    ['TL331', 1, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '0.7mA', '1.3 µs', '-', 0.2, ['SOT23-5', 'SC70-5'], 'tl331'],
    ['TLV3691', 1, 'CMOS, Push-Pull, Rail-to-Rail', '0.9V ~ 6.5V', '15mV @ 5V', '0.01µA @ 5V', '5mA', '0.15µA', '30 µs', '17mV', 0.5, ['SC70-5', 'X2SON-6'], 'tlv3691'],
  ]), [['I', T_A125, 1]]),
  ...graded(cmps([
    ['TLV3201', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 5.5V', '5mV @ 5V', '0.005µA @ 5V', '30mA', '0.06mA', '40 ns', '1.2mV', 0.62, ['SOT23-5', 'SC70-5'], 'tlv3201'],
    ['TLV3202', 2, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 5.5V', '5mV @ 5V', '0.005µA @ 5V', '30mA', '0.12mA', '40 ns', '1.2mV', 0.95, ['SOIC-8', 'MSOP-8'], 'tlv3201'],
    ['TLV3011', 1, 'Open-Drain', '1.8V ~ 5.5V', '12mV @ 5V', '0.01µA @ 5V', '2.8mA', '0.0045mA', '12 µs', '-', 0.8, ['SOT23-6', 'SC70-6'], 'tlv3011'],
    ['TLV3501', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 5.5V', '6.5mV @ 5V', '0.01µA @ 5V', '30mA', '4.2mA', '6.4 ns', '6mV', 1.6, ['SOT23-6', 'SOIC-8'], 'tlv3501'],
    ['TLV1701', 1, 'Open-Collector', '2.2V ~ 36V, ±1.1V ~ 18V', '3.5mV @ 5V', '0.015µA @ 5V', '20mA', '0.075mA', '560 ns', '-', 0.42, ['SOT23-5', 'SC70-5'], 'tlv1701'],
    ['TLV1702', 2, 'Open-Collector', '2.2V ~ 36V, ±1.1V ~ 18V', '3.5mV @ 5V', '0.015µA @ 5V', '20mA', '0.15mA', '560 ns', '-', 0.56, ['SOIC-8', 'MSOP-8'], 'tlv1701'],
    ['TLV1704', 4, 'Open-Collector', '2.2V ~ 36V, ±1.1V ~ 18V', '3.5mV @ 5V', '0.015µA @ 5V', '20mA', '0.3mA', '560 ns', '-', 0.76, ['SOIC-14', 'TSSOP-14'], 'tlv1701'],
  ]), [['AI', T_A125, 1]]),
];

const ADI_CMP: Dev[] = [
  ...graded(cmps([
    ['ADCMP600', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '5mV @ 5V', '0.4µA @ 5V', '20mA', '4mA', '3.5 ns', '-', 1.9, ['SOT23-5'], 'ADCMP600_601_602'],
    ['ADCMP601', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '5mV @ 5V', '0.4µA @ 5V', '20mA', '4mA', '3.5 ns', 'Adjustable', 2.3, ['SOT23-6'], 'ADCMP600_601_602'],
  ]), [['B', T_A125, 1]]),
  ...graded(cmps([['AD8561', 1, 'Complementary, TTL', '5V ~ 10V, ±5V', '7mV @ 5V', '6µA @ 5V', '50mA', '6mA', '7 ns', '-', 3.1, ['SOIC-8', 'TSSOP-8'], 'AD8561']]), [['A', T_A85, 1]]),
  ...graded(cmps([['AD790', 1, 'TTL', '4.5V ~ 15V, ±4.5V ~ 7.5V', '1.5mV @ 5V', '5µA @ 5V', '10mA', '10mA', '45 ns', '-', 4.8, ['SOIC-8', 'DIP-8'], 'AD790']]), [['J', T_C70, 1], ['A', T_A85, 1.2]]),
];
const LT_CMP: Dev[] = graded(cmps([
  ['LT1016', 1, 'Complementary, TTL', '4.6V ~ 10V, ±4.6V ~ 6V', '3mV @ 5V', '10µA @ 5V', '20mA', '35mA', '10 ns', '-', 5.6, ['SOIC-8', 'DIP-8'], '1016fc'],
  ['LT1011', 1, 'Open-Collector', '4.5V ~ 36V, ±2.25V ~ 18V', '3mV @ 15V', '0.025µA @ 15V', '50mA', '6mA', '150 ns', '-', 3.2, ['SOIC-8', 'DIP-8'], '1011afb'],
  ['LT1719', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 10.5V, ±1.35V ~ 5.25V', '4mV @ 5V', '6µA @ 5V', '25mA', '7.5mA', '7 ns', '3.5mV', 2.9, ['TSOT23-6', 'SOIC-8'], '1719fb'],
  ['LT1720', 2, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 6V', '4.5mV @ 5V', '6µA @ 5V', '25mA', '8mA', '7 ns', '3.5mV', 3.9, ['SOIC-8', 'MSOP-8'], '17201fd'],
  ['LTC1440', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2V ~ 11V, ±1V ~ 5.5V', '10mV @ 5V', '0.005µA @ 5V', '40mA', '0.006mA', '12 µs', 'Adjustable', 2.6, ['SOIC-8', 'MSOP-8', 'DIP-8'], '14401234fa'],
  ['LTC1540', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2V ~ 11V, ±1V ~ 5.5V', '10mV @ 5V', '0.005µA @ 5V', '40mA', '0.0007mA', '60 µs', 'Adjustable', 2.4, ['SOIC-8', 'MSOP-8'], '1540fa'],
]), [['C', T_C70, 1], ['I', T_A85, 1.12]]);
const MAX_CMP: Dev[] = [
  ...graded(cmps([
    ['MAX9031', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '6mV @ 5V', '0.001µA @ 5V', '8mA', '0.035mA', '188 ns', '2mV', 0.75, ['SOT23-5', 'SC70-5'], 'MAX9030-MAX9034'],
    ['MAX9032', 2, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '6mV @ 5V', '0.001µA @ 5V', '8mA', '0.07mA', '188 ns', '2mV', 1.05, ['SOIC-8', 'MSOP-8', 'SOT23-8'], 'MAX9030-MAX9034'],
  ]), [['A', T_A125, 1]]),
  ...graded(cmps([
    ['MAX931', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 11V, ±1.25V ~ 5.5V', '10mV @ 5V', '0.005µA @ 5V', '40mA', '0.0045mA', '12 µs', 'Adjustable', 2.1, ['SOIC-8', 'DIP-8', 'MSOP-8'], 'MAX931-MAX934'],
    ['MAX941', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.7V ~ 6V', '3mV @ 5V', '0.3µA @ 5V', '8mA', '0.35mA', '80 ns', '3mV', 2.5, ['SOIC-8', 'DIP-8', 'MSOP-8'], 'MAX941-MAX944'],
    ['MAX985', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '5mV @ 5V', '0.001µA @ 5V', '8mA', '0.0048mA', '300 ns', '2mV', 0.9, ['SOT23-5'], 'MAX985-MAX994'],
    ['MAX986', 1, 'CMOS, Push-Pull, Rail-to-Rail', '2.5V ~ 5.5V', '5mV @ 5V', '0.001µA @ 5V', '8mA', '0.0048mA', '300 ns', '2mV', 0.95, ['SOT23-6', 'SOIC-8'], 'MAX985-MAX994'],
    ['MAX987', 1, 'Open-Drain', '2.5V ~ 5.5V', '5mV @ 5V', '0.001µA @ 5V', '8mA', '0.0048mA', '300 ns', '2mV', 0.9, ['SOT23-5'], 'MAX985-MAX994'],
  ]), [['C', T_C70, 1], ['E', T_A85, 1.1]]),
];
const mchpCmp = (n: string, el: 1 | 2 | 4, out: Out, vs: string, vos: string, iq: string, tpd: string, price: number, ds: string): CRow =>
  [n, el, out, vs, vos, '0.001µA @ 5V', '30mA', iq, tpd, '3.3mV', price, el === 1 ? ['SOT23-5', 'SC70-5', 'SOIC-8', 'DIP-8'] : el === 2 ? ['SOIC-8', 'MSOP-8', 'DIP-8'] : ['SOIC-14', 'TSSOP-14', 'DIP-14'], ds];
const MCHP_CMP: Dev[] = [
  ...graded(cmps([
    mchpCmp('MCP6541', 1, 'CMOS, Push-Pull, Rail-to-Rail', '1.6V ~ 5.5V', '7mV @ 5V', '0.001mA', '8 µs', 0.38, '21696h'),
    mchpCmp('MCP6542', 2, 'CMOS, Push-Pull, Rail-to-Rail', '1.6V ~ 5.5V', '7mV @ 5V', '0.002mA', '8 µs', 0.52, '21696h'),
    mchpCmp('MCP6544', 4, 'CMOS, Push-Pull, Rail-to-Rail', '1.6V ~ 5.5V', '7mV @ 5V', '0.004mA', '8 µs', 0.74, '21696h'),
    mchpCmp('MCP6546', 1, 'Open-Drain', '1.6V ~ 5.5V', '7mV @ 5V', '0.001mA', '8 µs', 0.4, '21714g'),
    mchpCmp('MCP6547', 2, 'Open-Drain', '1.6V ~ 5.5V', '7mV @ 5V', '0.002mA', '8 µs', 0.55, '21714g'),
    mchpCmp('MCP6549', 4, 'Open-Drain', '1.6V ~ 5.5V', '7mV @ 5V', '0.004mA', '8 µs', 0.78, '21714g'),
  ]), [['I', T_A85, 1], ['E', T_A125, 1.08]]),
  ...graded(cmps([
    mchpCmp('MCP6561', 1, 'CMOS, Push-Pull, Rail-to-Rail', '1.8V ~ 5.5V', '10mV @ 5V', '0.15mA', '80 ns', 0.36, '22139c'),
    mchpCmp('MCP6562', 2, 'CMOS, Push-Pull, Rail-to-Rail', '1.8V ~ 5.5V', '10mV @ 5V', '0.3mA', '80 ns', 0.5, '22139c'),
    mchpCmp('MCP6564', 4, 'CMOS, Push-Pull, Rail-to-Rail', '1.8V ~ 5.5V', '10mV @ 5V', '0.6mA', '80 ns', 0.72, '22139c'),
    mchpCmp('MCP6566', 1, 'Open-Drain', '1.8V ~ 5.5V', '10mV @ 5V', '0.15mA', '80 ns', 0.38, '22143c'),
    mchpCmp('MCP6567', 2, 'Open-Drain', '1.8V ~ 5.5V', '10mV @ 5V', '0.3mA', '80 ns', 0.52, '22143c'),
    mchpCmp('MCP6569', 4, 'Open-Drain', '1.8V ~ 5.5V', '10mV @ 5V', '0.6mA', '80 ns', 0.75, '22143c'),
  ]), [['E', T_A125, 1]]),
];
const ST_CMP: Dev[] = [
  ...graded(cmps([['LM393', 2, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.2, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8'], 'lm393'], ['LM339', 4, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2mA', '1.3 µs', '-', 0.22, ['SOIC-14', 'TSSOP-14'], 'lm339']]), [['', T_C70, 1]]),
  ...graded(cmps([['LM2903', 2, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.22, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8'], 'lm2903'], ['LM2901', 4, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2mA', '1.3 µs', '-', 0.24, ['SOIC-14', 'TSSOP-14'], 'lm2901']]), [['', T_A125, 1], ['Y', T_A125, 1.2]]),
  ...graded(cmps([
    ['TS391', 1, 'Open-Collector', '2V ~ 36V, ±1V ~ 18V', '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '0.7mA', '1.3 µs', '-', 0.2, ['SOT23-5'], 'ts391'],
    ['TS393', 2, 'Open-Drain', '2.7V ~ 16V', '5mV @ 5V', '0.001µA @ 5V', '25mA', '0.04mA', '1.5 µs', '-', 0.36, ['SOIC-8', 'MSOP-8', 'TSSOP-8'], 'ts393'],
    ['TS339', 4, 'Open-Drain', '2.7V ~ 16V', '5mV @ 5V', '0.001µA @ 5V', '25mA', '0.08mA', '1.5 µs', '-', 0.46, ['SOIC-14', 'TSSOP-14'], 'ts339'],
    ['TS3021', 1, 'CMOS, Push-Pull, Rail-to-Rail', '1.8V ~ 5V', '6mV @ 5V', '0.001µA @ 5V', '30mA', '0.09mA', '38 ns', '-', 0.46, ['SOT23-5', 'SOIC-8'], 'ts3021'],
    ['TS3022', 2, 'CMOS, Push-Pull, Rail-to-Rail', '1.8V ~ 5V', '6mV @ 5V', '0.001µA @ 5V', '30mA', '0.18mA', '38 ns', '-', 0.62, ['SOIC-8', 'MSOP-8'], 'ts3022'],
    ['TS881', 1, 'CMOS, Push-Pull, Rail-to-Rail', '0.85V ~ 5.5V', '6mV @ 5V', '0.001µA @ 5V', '14mA', '0.00021mA', '2.2 µs', '-', 0.42, ['SOT23-5', 'SC70-5'], 'ts881'],
    ['TS882', 2, 'CMOS, Push-Pull, Rail-to-Rail', '0.85V ~ 5.5V', '6mV @ 5V', '0.001µA @ 5V', '14mA', '0.0004mA', '2.2 µs', '-', 0.56, ['SOIC-8', 'MSOP-8'], 'ts882'],
    ['TSX393', 2, 'Open-Drain', '2.7V ~ 16V', '4.5mV @ 5V', '0.001µA @ 5V', '25mA', '0.012mA', '350 ns', '-', 0.48, ['SOIC-8', 'MSOP-8'], 'tsx393'],
  ]), [['I', T_A125, 1]]),
];
const ON_CMP: Dev[] = graded(cmps([
  ['LM393', 2, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.2, ['SOIC-8', 'MSOP-8', 'DIP-8'], 'lm393'],
  ['LM2903', 2, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2.5mA', '1.3 µs', '-', 0.22, ['SOIC-8', 'MSOP-8'], 'lm2903'],
  ['LM339', 4, 'Open-Collector', OC36, '5mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2mA', '1.3 µs', '-', 0.22, ['SOIC-14', 'TSSOP-14', 'DIP-14'], 'lm339'],
  ['LM2901', 4, 'Open-Collector', OC36, '7mV @ 5V', '0.25µA @ 5V', '16mA @ 1.5V', '2mA', '1.3 µs', '-', 0.24, ['SOIC-14', 'TSSOP-14'], 'lm339'],
  ['LM311', 1, 'Open-Collector', '3.5V ~ 30V, ±1.75V ~ 15V', '7.5mV @ 15V', '0.25µA @ 15V', '50mA', '7.5mA', '200 ns', '-', 0.3, ['SOIC-8'], 'lm311'],
]), [['', T_A125, 1]]);

// ---------------------------------------------------------------------------------------------
// Instrumentation amplifiers: [name, output, slew, -3 dB bandwidth at G = 1, gain range, bias, offset, Iq, min V, max V, price, packages, ds].

type IRow = [string, boolean, number, string, string, string, string, string, number, number, number, string[], string];
function inas(rows: IRow[]): Dev[] {
  return rows.map(([n, rro, sr, bw, gain, ib, vos, iq, vmin, vmax, price, pkgs, ds]) => ({
    n,
    d: `IC INST AMP 1 CIRCUIT`,
    p: {
      'Amplifier Type': 'Instrumentation',
      'Number of Circuits': '1',
      'Output Type': rro ? 'Rail-to-Rail' : '-',
      'Slew Rate': `${sr}V/µs`,
      '-3db Bandwidth': bw,
      'Gain Range': gain,
      'Current - Input Bias': ib,
      'Voltage - Input Offset': vos,
      'Current - Supply': iq,
      'Voltage - Supply Span (Min)': `${vmin} V`,
      'Voltage - Supply Span (Max)': `${vmax} V`,
    },
    price,
    pkgs,
    temp: T_IND,
    ds,
  }));
}
const TI_INA_BB: Dev[] = graded(inas([
  ['INA128', false, 4, '1.3 MHz', '1 ~ 10000', '2 nA', '50 µV', '700µA', 4.5, 36, 5.2, ['SOIC-8', 'DIP-8'], 'ina128'],
  ['INA129', false, 4, '1.3 MHz', '1 ~ 10000', '2 nA', '50 µV', '700µA', 4.5, 36, 5.4, ['SOIC-8', 'DIP-8'], 'ina129'],
  ['INA118', false, 0.9, '800 kHz', '1 ~ 10000', '1 nA', '50 µV', '350µA', 2.7, 36, 5.6, ['SOIC-8', 'DIP-8'], 'ina118'],
  ['INA126', false, 0.4, '200 kHz', '5 ~ 10000', '10 nA', '250 µV', '175µA', 2.7, 36, 2.2, ['SOIC-8', 'DIP-8'], 'ina126'],
  ['INA122', true, 0.08, '5 kHz', '5 ~ 10000', '10 nA', '250 µV', '60µA', 2.2, 36, 4.2, ['SOIC-8', 'DIP-8'], 'ina122'],
  ['INA141', false, 4, '1 MHz', '10, 100', '2 nA', '50 µV', '750µA', 4.5, 36, 5.8, ['SOIC-8', 'DIP-8'], 'ina141'],
]), [['', T_A85, 1.35], ['A', T_A85, 1]]);
const TI_INA: Dev[] = [
  ...graded(inas([
    ['INA333', true, 0.16, '150 kHz', '1 ~ 1000', '200 pA', '25 µV', '50µA', 1.8, 5.5, 2.4, ['MSOP-8', 'WSON-8'], 'ina333'],
    ['INA826', true, 1, '1 MHz', '1 ~ 1000', '35 nA', '150 µV', '200µA', 3, 36, 2.9, ['SOIC-8', 'MSOP-8', 'WSON-8'], 'ina826'],
  ]), [['AI', T_A125, 1]]),
  ...graded(inas([  ['INA821', true, 2, '4.7 MHz', '1 ~ 10000', '2 nA', '35 µV', '600µA', 4.5, 36, 4.1, ['SOIC-8', 'WSON-8'], 'ina821'],
  ['INA828', true, 1.2, '2 MHz', '1 ~ 1000', '150 pA', '50 µV', '600µA', 4.5, 36, 3.6, ['SOIC-8', 'WSON-8'], 'ina828'],
  ['INA819', true, 0.9, '2 MHz', '1 ~ 10000', '150 pA', '35 µV', '385µA', 4.5, 36, 3.2, ['SOIC-8', 'WSON-8'], 'ina819'],
  ['INA188', true, 0.9, '600 kHz', '1 ~ 10000', '2.5 nA', '55 µV', '1.4mA', 4, 36, 3.7, ['SOIC-8', 'WSON-8'], 'ina188'],
  ]), [['I', T_A125, 1]]),
];
// INA125 is a Burr-Brown part in 16-pin packages: U = SOIC (tube, /2K5 reel), P = DIP.
const TI_INA125: Dev[] = inas([['INA125', false, 0.6, '150 kHz', '4 ~ 10000', '10 nA', '250 µV', '460µA', 2.7, 36, 5.9, ['SOIC-16', 'DIP-16'], 'ina125']]).map((d) => ({ ...d, temp: T_A85 }));
const ina125Scheme = listed({ 'INA125|SOIC-16': [['INA125U', 'tube', 48], ['INA125U/2K5', 'reel-only', 2500]], 'INA125|DIP-16': [['INA125P', 'tube', 25]] });
const ADI_INA: Dev[] = [
  ...graded(inas([
    ['AD620', false, 1.2, '1 MHz', '1 ~ 10000', '1 nA', '125 µV', '1.3mA', 4.6, 36, 6.4, ['SOIC-8', 'DIP-8'], 'AD620'],
    ['AD623', true, 0.3, '800 kHz', '1 ~ 1000', '25 nA', '200 µV', '550µA', 2.7, 12, 3.8, ['SOIC-8', 'MSOP-8', 'DIP-8'], 'AD623'],
    ['AD627', true, 0.06, '80 kHz', '5 ~ 1000', '10 nA', '250 µV', '85µA', 2.2, 36, 4.4, ['SOIC-8', 'DIP-8'], 'AD627'],
    ['AD8221', false, 2, '825 kHz', '1 ~ 1000', '1.5 nA', '60 µV', '1mA', 4.6, 36, 6.9, ['SOIC-8', 'MSOP-8'], 'AD8221'],
    ['AD8226', true, 0.4, '1.5 MHz', '1 ~ 1000', '27 nA', '200 µV', '350µA', 2.2, 36, 2.4, ['SOIC-8', 'MSOP-8'], 'AD8226'],
    ['AD8421', false, 35, '10 MHz', '1 ~ 10000', '2 nA', '70 µV', '2mA', 5, 36, 7.4, ['SOIC-8', 'MSOP-8'], 'AD8421'],
    ['AD8422', true, 0.8, '2.2 MHz', '1 ~ 1000', '0.5 nA', '60 µV', '330µA', 4.6, 36, 5.8, ['SOIC-8', 'MSOP-8'], 'AD8422'],
  ]), [['A', T_A85, 1], ['B', T_A85, 1.45]]),
  ...graded(inas([
    ['AD8237', true, 0.1, '200 kHz', '1 ~ 1000', '1 nA', '75 µV', '115µA', 1.8, 5.5, 3.4, ['MSOP-8'], 'AD8237'],
    ['AD8220', true, 2, '1.5 MHz', '1 ~ 1000', '10 pA', '250 µV', '750µA', 4.5, 36, 4.6, ['MSOP-8'], 'AD8220'],
  ]), [['A', T_A125, 1]]),
];
const LT_INA: Dev[] = graded(inas([
  ['LT1167', false, 1.2, '1 MHz', '1 ~ 10000', '350 pA', '40 µV', '900µA', 4.6, 36, 8.9, ['SOIC-8', 'DIP-8'], '1167fc'],
  ['LT1168', false, 0.5, '400 kHz', '1 ~ 10000', '250 pA', '40 µV', '530µA', 4.6, 36, 8.2, ['SOIC-8', 'DIP-8'], '1168fa'],
  ['LTC2053', true, 0.2, '200 kHz', '1 ~ 1000', '4 nA', '10 µV', '750µA', 2.7, 11, 4.9, ['MSOP-8', 'WSON-8'], '2053syncfb'],
]), [['C', T_C70, 1], ['I', T_A85, 1.15]]);
const MCHP_INA: Dev[] = graded(inas([
  ['MCP6N11', true, 0.35, '500 kHz', '1 ~ 1000', '10 pA', '1.65 mV', '800µA', 1.8, 5.5, 1.1, ['SOIC-8', 'DFN-8'], '25073a'],
  ['MCP6N16', true, 0.35, '500 kHz', '1 ~ 1000', '10 pA', '17 µV', '1.1mA', 1.8, 5.5, 1.4, ['SOIC-8', 'MSOP-8'], '20005318a'],
]), [['001E', T_A125, 1], ['002E', T_A125, 1], ['005E', T_A125, 1], ['010E', T_A125, 1], ['100E', T_A125, 1]]).map((d) => ({ ...d, p: { ...d.p, 'Gain Range': `${Number((d.g ?? '').slice(0, 3))} ~ 1000` } }));
const MAX_INA: Dev[] = graded(inas([
  ['MAX4208', true, 0.08, '750 kHz', '1 ~ 1000', '1 pA', '20 µV', '1.4mA', 2.85, 5.5, 2.8, ['MSOP-8'], 'MAX4208-MAX4209'],
  ['MAX4460', true, 0.6, '2.5 MHz', '1 ~ 1000', '1 pA', '200 µV', '700µA', 2.85, 5.25, 2.2, ['SOT23-6', 'SOIC-8'], 'MAX4460-MAX4462'],
]), [['A', T_A125, 1], ['E', T_A85, 0.92]]);

// ---------------------------------------------------------------------------------------------
// Audio amplifiers: [name, class, channels, output power @ load, supply, features, price, packages, ds].

type ARow = [string, 'Class D' | 'Class AB', 'Mono' | 'Stereo' | 'Headphones', string, string, string, number, string[], string];
function auds(rows: ARow[]): Dev[] {
  return rows.map(([n, cls, ch, pout, vs, feat, price, pkgs, ds]) => ({
    n,
    d: `IC AMP ${cls === 'Class D' ? 'CLASS D' : 'AB'} ${ch === 'Mono' ? 'MONO' : 'STEREO'} ${pout.split(' ')[0]}`,
    p: {
      Type: cls,
      'Output Type': ch === 'Mono' ? '1-Channel (Mono)' : ch === 'Stereo' ? '2-Channel (Stereo)' : 'Headphones, 2-Channel (Stereo)',
      'Max Output Power x Channels @ Load': pout,
      'Voltage - Supply': vs,
      Features: feat,
    },
    price,
    pkgs,
    temp: T_IND,
    ds,
  }));
}
const PROT = 'Depop, Short-Circuit and Thermal Protection';
const TI_AUD: Dev[] = auds([
  ['TPA2005D1', 'Class D', 'Mono', '1.4W x 1 @ 8Ohm', '2.5V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 0.95, ['SON-8', 'MSOP-8-EP'], 'tpa2005d1'],
  ['TPA2010D1', 'Class D', 'Mono', '2.5W x 1 @ 4Ohm', '2.5V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 0.98, ['DSBGA-9'], 'tpa2010d1'],
  ['TPA2028D1', 'Class D', 'Mono', '3W x 1 @ 4Ohm', '2.5V ~ 5.5V', `AGC, I²C, Shutdown, ${PROT}`, 1.3, ['DSBGA-9'], 'tpa2028d1'],
  ['TPA2006D1', 'Class D', 'Mono', '1.45W x 1 @ 8Ohm', '2.5V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 0.85, ['SON-8'], 'tpa2006d1'],
  ['TPA3116D2', 'Class D', 'Stereo', '50W x 2 @ 4Ohm', '4.5V ~ 26V', `Differential Inputs, Mute, ${PROT}`, 3.4, ['HTSSOP-32'], 'tpa3116d2'],
  ['TPA3110D2', 'Class D', 'Stereo', '15W x 2 @ 8Ohm', '8V ~ 26V', `Differential Inputs, Mute, ${PROT}`, 2.2, ['HTSSOP-28'], 'tpa3110d2'],
  ['TPA3255', 'Class D', 'Stereo', '315W x 2 @ 4Ohm', '18V ~ 53.5V', `Differential Inputs, ${PROT}`, 9.8, ['HTSSOP-44'], 'tpa3255'],
  ['TPA6111A2', 'Class AB', 'Headphones', '150mW x 2 @ 16Ohm', '2.5V ~ 5.5V', 'Depop, Shutdown, Thermal Protection', 0.92, ['MSOP-8-EP'], 'tpa6111a2'],
  ['TAS5805M', 'Class D', 'Stereo', '23W x 2 @ 8Ohm', '4.5V ~ 26.4V', `I²S, DSP, ${PROT}`, 3.1, ['HTSSOP-28'], 'tas5805m'],
]);
// LM386 (National heritage): option -1/-3/-4 is the output-power grade after the package code.
const TI_LM386: Dev[] = [
  ...(['-1', '-3', '-4'] as const).flatMap((o): Dev[] =>
    auds([['LM386', 'Class AB', 'Mono', o === '-4' ? '1W x 1 @ 32Ohm' : o === '-3' ? '700mW x 1 @ 8Ohm' : '325mW x 1 @ 8Ohm', o === '-4' ? '5V ~ 18V' : '4V ~ 12V', 'Gain Select', 0.62, o === '-1' ? ['DIP-8', 'SOIC-8', 'MSOP-8'] : ['DIP-8'], 'lm386']]).map((d) => ({ ...d, o, temp: T_C70 })),
  ),
  ...auds([
    ['LM4871', 'Class AB', 'Mono', '3W x 1 @ 3Ohm', '2V ~ 5.5V', `Depop, Shutdown, Thermal Protection`, 0.9, ['SOIC-8', 'MSOP-8'], 'lm4871'],
    ['LM1875', 'Class AB', 'Mono', '20W x 1 @ 8Ohm', '±8V ~ 30V', 'Short-Circuit and Thermal Protection', 4.2, ['TO-220-5'], 'lm1875'],
    ['LM3886', 'Class AB', 'Mono', '68W x 1 @ 4Ohm', '±10V ~ 42V', 'Mute, Short-Circuit and Thermal Protection', 9.4, ['TO-220-11'], 'lm3886'],
  ]).map((d) => ({ ...d, temp: '-20°C ~ 85°C (TA)' })),
];
const ADI_AUD: Dev[] = auds([
  ['MAX98357A', 'Class D', 'Mono', '3.2W x 1 @ 4Ohm', '2.5V ~ 5.5V', `I²S, ${PROT}`, 2.1, ['VQFN-16', 'WLCSP-9'], 'MAX98357A-MAX98357B'],
  ['MAX98357B', 'Class D', 'Mono', '3.2W x 1 @ 4Ohm', '2.5V ~ 5.5V', `I²S, Left-Justified, ${PROT}`, 2.1, ['VQFN-16'], 'MAX98357A-MAX98357B'],
  ['MAX98306', 'Class D', 'Stereo', '3.7W x 2 @ 3Ohm', '2.6V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 2.6, ['DFN-14'], 'MAX98306'],
  ['MAX9744', 'Class D', 'Stereo', '20W x 2 @ 8Ohm', '4.5V ~ 14V', `I²C, Volume Control, ${PROT}`, 5.4, ['VQFN-44'], 'MAX9744'],
  ['MAX9718A', 'Class AB', 'Mono', '1.4W x 1 @ 8Ohm', '2.7V ~ 5.5V', 'Differential Inputs, Shutdown', 1.1, ['DFN-10'], 'MAX9718-MAX9719'],
  ['MAX98360A', 'Class D', 'Mono', '3.2W x 1 @ 4Ohm', '2.5V ~ 5.5V', `I²S, ${PROT}`, 1.6, ['WLCSP-9'], 'MAX98360A-MAX98360D'],
]);
const maxAudScheme = listed({
  'MAX98357A|VQFN-16': [['MAX98357AETE+T', 'reel', 2500]], 'MAX98357A|WLCSP-9': [['MAX98357AEWL+T', 'reel', 2500]], MAX98357B: [['MAX98357BETE+T', 'reel', 2500]], MAX98306: [['MAX98306ETD+T', 'reel', 2500]],
  MAX9744: [['MAX9744ETH+', 'tray', 260], ['MAX9744ETH+T', 'reel-only', 2500]], MAX9718A: [['MAX9718AETB+T', 'reel', 2500]], MAX98360A: [['MAX98360AEWL+T', 'reel', 2500]],
});
const ST_AUD: Dev[] = auds([
  ['TDA7294', 'Class AB', 'Mono', '70W x 1 @ 4Ohm', '±10V ~ 40V', 'Mute, Standby, Short-Circuit and Thermal Protection', 5.9, ['Multiwatt-15'], 'tda7294'],
  ['TDA7293', 'Class AB', 'Mono', '100W x 1 @ 8Ohm', '±12V ~ 50V', 'Mute, Standby, Short-Circuit and Thermal Protection', 7.8, ['Multiwatt-15'], 'tda7293'],
  ['TDA7297', 'Class AB', 'Stereo', '15W x 2 @ 8Ohm', '6.5V ~ 18V', 'Mute, Standby, Thermal Protection', 2.9, ['Multiwatt-15'], 'tda7297'],
  ['TDA7266D', 'Class AB', 'Stereo', '5W x 2 @ 8Ohm', '3.5V ~ 12V', 'Mute, Standby, Thermal Protection', 2.1, ['PowerSO-20'], 'tda7266d'],
  ['TDA7492PE', 'Class D', 'Stereo', '50W x 2 @ 6Ohm', '8V ~ 26V', `Differential Inputs, Mute, ${PROT}`, 3.4, ['PowerSSO-36'], 'tda7492pe'],
  ['TS4962', 'Class D', 'Mono', '3W x 1 @ 4Ohm', '2.4V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 0.9, ['DSBGA-9'], 'ts4962'],
]);
const stAudScheme = listed({
  TDA7294: [['TDA7294V', 'tube', 20]], TDA7293: [['TDA7293V', 'tube', 20]], TDA7297: [['TDA7297', 'tube', 20]],
  TDA7266D: [['TDA7266D13TR', 'reel', 600], ['TDA7266D', 'tube', 32]], TDA7492PE: [['TDA7492PE13TR', 'reel', 1000], ['TDA7492PE', 'tube', 49]], TS4962: [['TS4962IJT', 'reel', 5000]],
});
const DIODES_AUD: Dev[] = auds([
  ['PAM8403', 'Class D', 'Stereo', '3W x 2 @ 4Ohm', '2.5V ~ 5.5V', `Shutdown, ${PROT}`, 0.38, ['SOIC-16'], 'PAM8403'],
  ['PAM8302A', 'Class D', 'Mono', '2.5W x 1 @ 4Ohm', '2V ~ 5.5V', `Differential Inputs, Shutdown, ${PROT}`, 0.32, ['MSOP-8', 'DFN-8'], 'PAM8302A'],
  ['PAM8406', 'Class D', 'Stereo', '5W x 2 @ 4Ohm', '2.5V ~ 5.5V', `Mode Select, Shutdown, ${PROT}`, 0.6, ['SOIC-16'], 'PAM8406'],
  ['PAM8904', 'Class D', 'Mono', '30Vpp @ Piezo', '2.2V ~ 5.5V', 'Charge Pump, Piezo Driver', 0.55, ['DFN-12'], 'PAM8904'],
]);
const diodesAudScheme = listed({
  PAM8403: [['PAM8403DR', 'reel', 2500], ['PAM8403DR-H', 'reel-only', 2500]], 'PAM8302A|MSOP-8': [['PAM8302AASCR', 'reel', 2500]], 'PAM8302A|DFN-8': [['PAM8302AADCR', 'reel', 3000]],
  PAM8406: [['PAM8406DR', 'reel', 2500]], PAM8904: [['PAM8904JER', 'reel', 3000]],
});

export const AMP_FAMILIES: Family[] = [
  icx('ti-comparator', CMP, 'texas-instruments', 1.1, [...TI_CMP, ...q1(TI_CMP.filter((d) => /LM2903|LM2901|LMV393|TLV3201|TLV1701/.test(d.n) && d.g !== 'A'))], tix, tiDs),
  icx('adi-comparator', CMP, 'analog-devices', 0.3, ADI_CMP, adix({ 'SOT23-5': 'RJ' }), adiDs),
  icx('adi-lt-comparator', CMP, 'analog-devices', 0.3, LT_CMP, ltx, adiDs),
  icx('maxim-comparator', CMP, 'maxim-integrated', 0.4, MAX_CMP, maxx, adiDs),
  icx('mchp-comparator', CMP, 'microchip', 0.6, MCHP_CMP, mchx, mchpDs),
  icx('st-comparator', CMP, 'stmicroelectronics', 0.5, ST_CMP, stx, stDs),
  icx('onsemi-comparator', CMP, 'onsemi', 0.3, ON_CMP, onx, onDs),
  icx('ti-inamp-bb', INA, 'texas-instruments', 0.4, TI_INA_BB, tiBB, tiDs),
  icx('ti-inamp', INA, 'texas-instruments', 0.5, [...TI_INA, ...q1(TI_INA.filter((d) => d.n !== 'INA188'))], tix, tiDs),
  icx('ti-inamp-ina125', INA, 'texas-instruments', 0.1, TI_INA125, ina125Scheme, tiDs),
  icx('adi-inamp', INA, 'analog-devices', 0.6, ADI_INA, adix(), adiDs),
  icx('adi-lt-inamp', INA, 'analog-devices', 0.2, LT_INA, ltx, adiDs),
  icx('mchp-inamp', INA, 'microchip', 0.2, MCHP_INA, mchx, mchpDs),
  icx('maxim-inamp', INA, 'maxim-integrated', 0.1, MAX_INA, maxx, adiDs),
  icx('ti-audio-amp', AUDIO, 'texas-instruments', 1.0, TI_AUD, tix, tiDs),
  icx('ti-audio-amp-nsc', AUDIO, 'texas-instruments', 0.4, TI_LM386, nsc({ 'SOIC-8': 'M', 'MSOP-8': 'MM' }), tiDs),
  icx('maxim-audio-amp', AUDIO, 'maxim-integrated', 0.4, ADI_AUD, maxAudScheme, adiDs),
  icx('st-audio-amp', AUDIO, 'stmicroelectronics', 0.4, ST_AUD, stAudScheme, stDs),
  icx('diodes-audio-amp', AUDIO, 'diodes-incorporated', 0.3, DIODES_AUD, diodesAudScheme, (d) => `https://www.diodes.com/assets/Datasheets/${d.ds}.pdf`),
];

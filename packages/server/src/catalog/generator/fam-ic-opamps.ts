// Operational amplifiers: the classic bipolar and JFET parts second-sourced by every analog maker
// (LM358, LM324, TL07x), and each maker's own CMOS, zero-drift and audio lines, in their ordering schemes.
import { T_IND, tiBB, type Dev } from './ics-common';
import { T_A105, T_A125, T_A85, T_C70, adix, graded, icx, ltx, mchx, onx, q1, rnx, stx, tix } from './fam-ic-shared';
import type { Family } from './lib';

const OPAMP = 'op-amps';

type AmpType = 'General Purpose' | 'J-FET' | 'CMOS' | 'Zero-Drift' | 'Audio' | 'Voltage Feedback';
const TAG: Record<AmpType, string> = { 'General Purpose': 'GP', 'J-FET': 'JFET', CMOS: 'CMOS', 'Zero-Drift': 'ZER-DRIFT', Audio: 'AUDIO', 'Voltage Feedback': 'VFB' };

/**
 * One op-amp die: [name, circuits, type, rail-to-rail output, slew rate V/µs, GBW, input bias,
 * offset, supply current per amplifier, output current mA, min supply V, max supply V, price, packages, data-sheet stem].
 */
type Row = [string, 1 | 2 | 4, AmpType, boolean, number, string, string, string, string, number, number, number, number, string[], string];

function amps(rows: Row[]): Dev[] {
  return rows.map(([n, circ, type, rro, sr, gbw, ib, vos, iq, io, vmin, vmax, price, pkgs, ds]) => ({
    n,
    d: `IC OPAMP ${TAG[type]} ${circ} ${type === 'Zero-Drift' ? 'CIRC' : 'CIRCUIT'}`,
    p: {
      'Amplifier Type': type,
      'Number of Circuits': String(circ),
      'Output Type': rro ? 'Rail-to-Rail' : '-',
      'Slew Rate': `${sr}V/µs`,
      'Gain Bandwidth Product': gbw,
      'Current - Input Bias': ib,
      'Voltage - Input Offset': vos,
      'Current - Supply': iq,
      'Current - Output / Channel': `${io} mA`,
      'Voltage - Supply Span (Min)': `${vmin} V`,
      'Voltage - Supply Span (Max)': `${vmax} V`,
    },
    price,
    pkgs,
    temp: T_IND,
    ds,
  }));
}

const S1 = ['SOT23-5', 'SC70-5', 'SOIC-8'];
const S2 = ['SOIC-8', 'MSOP-8', 'TSSOP-8'];
const S4 = ['SOIC-14', 'TSSOP-14'];
const C70: [string, string, number] = ['', T_C70, 1];

// ---------------------------------------------------------------------------------------------
// Texas Instruments: device + grade + package designator + R / T / tube (LM358DR, OPA2333AIDGKR).

const tiDs = (d: Dev) => `https://www.ti.com/lit/ds/symlink/${d.ds}.pdf`;
const TI_CLASSIC: Dev[] = [
  ...graded(amps([['LM358', 2, 'General Purpose', false, 0.3, '700 kHz', '20 nA', '3 mV', '350µA', 30, 3, 32, 0.42, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8', 'SOP-8'], 'lm358']]), [C70, ['A', T_C70, 1.12]]),
  ...graded(amps([['LM324', 4, 'General Purpose', false, 0.5, '1.2 MHz', '20 nA', '3 mV', '175µA', 30, 3, 32, 0.45, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'lm324']]), [C70, ['A', T_C70, 1.12]]),
  ...graded(amps([['LM258', 2, 'General Purpose', false, 0.3, '700 kHz', '20 nA', '3 mV', '350µA', 30, 3, 32, 0.5, ['SOIC-8', 'DIP-8'], 'lm358']]), [['', '-25°C ~ 85°C (TA)', 1], ['A', '-25°C ~ 85°C (TA)', 1.1]]),
  ...graded(amps([['LM2904', 2, 'General Purpose', false, 0.3, '700 kHz', '20 nA', '3 mV', '350µA', 30, 3, 26, 0.46, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8', 'SOP-8'], 'lm2904']]), [['', T_A125, 1]]),
  ...graded(amps([['LM2902', 4, 'General Purpose', false, 0.5, '1.2 MHz', '20 nA', '3 mV', '175µA', 30, 3, 26, 0.5, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'lm2902']]), [['', T_A125, 1]]),
  ...graded(amps([
    ['LM358B', 2, 'General Purpose', false, 0.5, '1.2 MHz', '10 nA', '3 mV', '300µA', 30, 3, 36, 0.36, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm358b'],
    ['LM2904B', 2, 'General Purpose', false, 0.5, '1.2 MHz', '10 nA', '3 mV', '300µA', 30, 3, 36, 0.38, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm2904b'],
    ['LM324B', 4, 'General Purpose', false, 0.5, '1.2 MHz', '10 nA', '3 mV', '300µA', 30, 3, 36, 0.45, ['SOIC-14', 'TSSOP-14'], 'lm324b'],
    ['LM2902B', 4, 'General Purpose', false, 0.5, '1.2 MHz', '10 nA', '3 mV', '300µA', 30, 3, 36, 0.48, ['SOIC-14', 'TSSOP-14'], 'lm2902b'],
  ]), [['I', T_A85, 1]]),
  ...graded(amps([
    ['TL071', 1, 'J-FET', false, 20, '5.25 MHz', '65 pA', '10 mV', '1.4mA', 30, 10, 30, 0.38, ['SOIC-8', 'DIP-8'], 'tl071'],
    ['TL072', 2, 'J-FET', false, 20, '5.25 MHz', '65 pA', '10 mV', '1.4mA', 30, 10, 30, 0.45, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'SOP-8'], 'tl072'],
    ['TL074', 4, 'J-FET', false, 20, '5.25 MHz', '65 pA', '10 mV', '1.4mA', 30, 10, 30, 0.55, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'tl074'],
    ['TL081', 1, 'J-FET', false, 13, '3 MHz', '30 pA', '15 mV', '1.4mA', 30, 10, 30, 0.4, ['SOIC-8', 'DIP-8'], 'tl081'],
    ['TL082', 2, 'J-FET', false, 13, '3 MHz', '30 pA', '15 mV', '1.4mA', 30, 10, 30, 0.46, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'SOP-8'], 'tl082'],
    ['TL084', 4, 'J-FET', false, 13, '3 MHz', '30 pA', '15 mV', '1.4mA', 30, 10, 30, 0.56, ['SOIC-14', 'DIP-14', 'TSSOP-14', 'SOP-14'], 'tl084'],
  ]), [['C', T_C70, 1], ['I', T_A85, 1.08], ['AC', T_C70, 1.15], ['BC', T_C70, 1.3]]),
  ...graded(amps([
    ['NE5532', 2, 'Audio', false, 9, '10 MHz', '200 nA', '4 mV', '4mA', 38, 10, 30, 0.62, ['SOIC-8', 'DIP-8', 'SOP-8'], 'ne5532'],
    ['NE5534', 1, 'Audio', false, 13, '10 MHz', '500 nA', '4 mV', '4mA', 38, 10, 30, 0.6, ['SOIC-8', 'DIP-8', 'SOP-8'], 'ne5534'],
    ['RC4558', 2, 'General Purpose', false, 1.7, '3 MHz', '150 nA', '6 mV', '1.2mA', 20, 10, 30, 0.34, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'SOP-8'], 'rc4558'],
    ['LM833', 2, 'Audio', false, 7, '15 MHz', '500 nA', '3 mV', '2.5mA', 40, 10, 36, 0.52, ['SOIC-8', 'DIP-8', 'TSSOP-8'], 'lm833'],
  ]), [C70, ['AI', T_A85, 1.15]]),
];

const TI_CMOS: Dev[] = graded(amps([
  ['LMV321', 1, 'General Purpose', true, 1, '1 MHz', '15 nA', '7 mV', '130µA', 60, 2.7, 5.5, 0.2, ['SOT23-5', 'SC70-5'], 'lmv321'],
  ['LMV358', 2, 'General Purpose', true, 1, '1 MHz', '15 nA', '7 mV', '130µA', 60, 2.7, 5.5, 0.26, S2, 'lmv358'],
  ['LMV324', 4, 'General Purpose', true, 1, '1 MHz', '15 nA', '7 mV', '130µA', 60, 2.7, 5.5, 0.33, S4, 'lmv324'],
  ['LMV321A', 1, 'CMOS', true, 1.5, '1 MHz', '10 pA', '4 mV', '70µA', 40, 2.5, 5.5, 0.16, ['SOT23-5', 'SC70-5'], 'lmv324a'],
  ['LMV358A', 2, 'CMOS', true, 1.5, '1 MHz', '10 pA', '4 mV', '70µA', 40, 2.5, 5.5, 0.2, [...S2, 'SON-8'], 'lmv324a'],
  ['LMV324A', 4, 'CMOS', true, 1.5, '1 MHz', '10 pA', '4 mV', '70µA', 40, 2.5, 5.5, 0.28, S4, 'lmv324a'],
  ['TLV9001', 1, 'CMOS', true, 2, '1 MHz', '5 pA', '1.6 mV', '60µA', 40, 1.8, 5.5, 0.24, ['SOT23-5', 'SC70-5', 'X2SON-5'], 'tlv9002'],
  ['TLV9002', 2, 'CMOS', true, 2, '1 MHz', '5 pA', '1.6 mV', '60µA', 40, 1.8, 5.5, 0.32, [...S2, 'SON-8'], 'tlv9002'],
  ['TLV9004', 4, 'CMOS', true, 2, '1 MHz', '5 pA', '1.6 mV', '60µA', 40, 1.8, 5.5, 0.45, [...S4, 'VQFN-14'], 'tlv9002'],
  ['TLV9061', 1, 'CMOS', true, 6.5, '10 MHz', '0.5 pA', '1.6 mV', '538µA', 50, 1.8, 5.5, 0.38, ['SOT23-5', 'SC70-5'], 'tlv9062'],
  ['TLV9062', 2, 'CMOS', true, 6.5, '10 MHz', '0.5 pA', '1.6 mV', '538µA', 50, 1.8, 5.5, 0.52, [...S2, 'SON-8'], 'tlv9062'],
  ['TLV9064', 4, 'CMOS', true, 6.5, '10 MHz', '0.5 pA', '1.6 mV', '538µA', 50, 1.8, 5.5, 0.74, S4, 'tlv9062'],
  ['TLV9301', 1, 'General Purpose', true, 3, '1 MHz', '10 pA', '1.5 mV', '150µA', 60, 4.5, 40, 0.36, ['SOT23-5', 'SC70-5'], 'tlv9302'],
  ['TLV9302', 2, 'General Purpose', true, 3, '1 MHz', '10 pA', '1.5 mV', '150µA', 60, 4.5, 40, 0.48, S2, 'tlv9302'],
  ['TLV9304', 4, 'General Purpose', true, 3, '1 MHz', '10 pA', '1.5 mV', '150µA', 60, 4.5, 40, 0.7, S4, 'tlv9302'],
  ['TLV271', 1, 'CMOS', true, 2.4, '3 MHz', '1 pA', '5 mV', '550µA', 50, 2.7, 16, 0.42, ['SOT23-5', 'SOIC-8'], 'tlv272'],
  ['TLV272', 2, 'CMOS', true, 2.4, '3 MHz', '1 pA', '5 mV', '550µA', 50, 2.7, 16, 0.55, S2, 'tlv272'],
  ['TLV274', 4, 'CMOS', true, 2.4, '3 MHz', '1 pA', '5 mV', '550µA', 50, 2.7, 16, 0.72, S4, 'tlv272'],
  ['TLV2372', 2, 'CMOS', true, 2.1, '3 MHz', '1 pA', '4.5 mV', '550µA', 30, 2.7, 16, 0.95, ['SOIC-8', 'MSOP-8', 'DIP-8'], 'tlv2372'],
  ['OPA191', 1, 'CMOS', true, 7.5, '2.5 MHz', '5 pA', '25 µV', '140µA', 65, 4.5, 36, 1.05, ['SOT23-5', 'SOIC-8'], 'opa2191'],
  ['OPA2191', 2, 'CMOS', true, 7.5, '2.5 MHz', '5 pA', '25 µV', '140µA', 65, 4.5, 36, 1.45, S2, 'opa2191'],
  ['OPA4191', 4, 'CMOS', true, 7.5, '2.5 MHz', '5 pA', '25 µV', '140µA', 65, 4.5, 36, 2.3, S4, 'opa2191'],
  ['OPA990', 1, 'General Purpose', true, 4.5, '1.1 MHz', '10 pA', '1.5 mV', '120µA', 75, 2.7, 40, 0.42, ['SOT23-5', 'SC70-5'], 'opa2990'],
  ['OPA2990', 2, 'General Purpose', true, 4.5, '1.1 MHz', '10 pA', '1.5 mV', '120µA', 75, 2.7, 40, 0.55, [...S2, 'SOT23-8'], 'opa2990'],
  ['OPA4990', 4, 'General Purpose', true, 4.5, '1.1 MHz', '10 pA', '1.5 mV', '120µA', 75, 2.7, 40, 0.8, S4, 'opa2990'],
]), [['I', T_A125, 1]]);

const TI_PRECISION: Dev[] = graded(amps([
  ['OPA333', 1, 'Zero-Drift', true, 0.16, '350 kHz', '70 pA', '10 µV', '17µA', 5, 1.8, 5.5, 1.5, S1, 'opa333'],
  ['OPA2333', 2, 'Zero-Drift', true, 0.16, '350 kHz', '70 pA', '10 µV', '17µA', 5, 1.8, 5.5, 2.4, ['SOIC-8', 'MSOP-8', 'SON-8'], 'opa2333'],
  ['OPA188', 1, 'Zero-Drift', true, 0.8, '2 MHz', '160 pA', '25 µV', '415µA', 18, 4, 36, 1.6, ['SOT23-5', 'SOIC-8'], 'opa188'],
  ['OPA2188', 2, 'Zero-Drift', true, 0.8, '2 MHz', '160 pA', '25 µV', '415µA', 18, 4, 36, 2.6, ['SOIC-8', 'MSOP-8'], 'opa2188'],
  ['OPA4188', 4, 'Zero-Drift', true, 0.8, '2 MHz', '160 pA', '25 µV', '415µA', 18, 4, 36, 4.4, S4, 'opa4188'],
  ['OPA171', 1, 'General Purpose', true, 1.5, '3 MHz', '8 pA', '1.8 mV', '475µA', 25, 2.7, 36, 0.82, ['SOT23-5', 'SOIC-8'], 'opa171'],
  ['OPA2171', 2, 'General Purpose', true, 1.5, '3 MHz', '8 pA', '1.8 mV', '475µA', 25, 2.7, 36, 1.1, S2, 'opa171'],
  ['OPA4171', 4, 'General Purpose', true, 1.5, '3 MHz', '8 pA', '1.8 mV', '475µA', 25, 2.7, 36, 1.75, S4, 'opa171'],
  ['OPA376', 1, 'CMOS', true, 2, '5.5 MHz', '0.2 pA', '25 µV', '760µA', 30, 2.2, 5.5, 1.15, S1, 'opa376'],
  ['OPA2376', 2, 'CMOS', true, 2, '5.5 MHz', '0.2 pA', '25 µV', '760µA', 30, 2.2, 5.5, 1.7, ['SOIC-8', 'MSOP-8'], 'opa376'],
  ['OPA4376', 4, 'CMOS', true, 2, '5.5 MHz', '0.2 pA', '25 µV', '760µA', 30, 2.2, 5.5, 2.9, ['TSSOP-14'], 'opa376'],
  ['OPA1612', 2, 'Audio', false, 27, '40 MHz', '60 nA', '500 µV', '3.6mA', 40, 4.5, 36, 3.1, ['SOIC-8', 'SON-8'], 'opa1612'],
  ['OPA1611', 1, 'Audio', false, 27, '40 MHz', '60 nA', '500 µV', '3.6mA', 40, 4.5, 36, 2.7, ['SOIC-8'], 'opa1611'],
  ['OPA1642', 2, 'Audio', false, 20, '11 MHz', '2 pA', '1 mV', '1.8mA', 36, 4.5, 36, 2.2, ['SOIC-8', 'MSOP-8'], 'opa1642'],
  ['OPA1641', 1, 'Audio', false, 20, '11 MHz', '2 pA', '1 mV', '1.8mA', 36, 4.5, 36, 1.9, ['SOIC-8', 'MSOP-8'], 'opa1641'],
  ['OPA1644', 4, 'Audio', false, 20, '11 MHz', '2 pA', '1 mV', '1.8mA', 36, 4.5, 36, 3.6, ['SOIC-14', 'TSSOP-14'], 'opa1644'],
]), [['AI', T_A125, 1]]);

const TI_ZERO: Dev[] = graded(amps([
  ['OPA189', 1, 'Zero-Drift', true, 20, '14 MHz', '70 pA', '3 µV', '1.3mA', 65, 4.5, 36, 1.9, ['SOT23-5', 'SOIC-8'], 'opa189'],
  ['OPA2189', 2, 'Zero-Drift', true, 20, '14 MHz', '70 pA', '3 µV', '1.3mA', 65, 4.5, 36, 3.2, ['SOIC-8', 'MSOP-8'], 'opa2189'],
  ['TLV333', 1, 'Zero-Drift', true, 0.16, '350 kHz', '70 pA', '15 µV', '17µA', 5, 1.8, 5.5, 0.7, ['SOT23-5', 'SC70-5'], 'tlv333'],
  ['TLV2333', 2, 'Zero-Drift', true, 0.16, '350 kHz', '70 pA', '15 µV', '17µA', 5, 1.8, 5.5, 1.05, ['SOIC-8', 'MSOP-8'], 'tlv333'],
  ['TLV4333', 4, 'Zero-Drift', true, 0.16, '350 kHz', '70 pA', '15 µV', '17µA', 5, 1.8, 5.5, 1.6, ['SOIC-14', 'TSSOP-14'], 'tlv333'],
  ['OPA1656', 2, 'Audio', true, 24, '53 MHz', '10 pA', '250 µV', '3.9mA', 100, 4.5, 36, 2.1, ['SOIC-8'], 'opa1656'],
  ['OPA1678', 2, 'Audio', true, 9, '16 MHz', '10 pA', '500 µV', '2mA', 50, 4.5, 36, 0.95, ['SOIC-8', 'MSOP-8'], 'opa1678'],
]), [['I', T_A125, 1]]);

// Burr-Brown heritage: U = SOIC, P = DIP, N = SOT-23, A = the standard grade; /2K5 and /3K reels.
const TI_BB: Dev[] = [
  ...graded(amps([
    ['OPA2134', 2, 'Audio', false, 20, '8 MHz', '5 pA', '2 mV', '4mA', 35, 5, 36, 2.6, ['SOIC-8', 'DIP-8'], 'opa2134'],
    ['OPA134', 1, 'Audio', false, 20, '8 MHz', '5 pA', '2 mV', '4mA', 35, 5, 36, 1.9, ['SOIC-8', 'DIP-8'], 'opa134'],
    ['OPA4134', 4, 'Audio', false, 20, '8 MHz', '5 pA', '2 mV', '4mA', 35, 5, 36, 4.8, ['SOIC-14', 'DIP-14'], 'opa4134'],
    ['OPA2132', 2, 'J-FET', false, 20, '8 MHz', '5 pA', '2 mV', '4mA', 40, 5, 36, 3.9, ['SOIC-8', 'DIP-8'], 'opa2132'],
    ['OPA2227', 2, 'General Purpose', false, 2.3, '8 MHz', '2.5 nA', '75 µV', '3.7mA', 45, 5, 36, 4.1, ['SOIC-8', 'DIP-8'], 'opa2227'],
    ['OPA227', 1, 'General Purpose', false, 2.3, '8 MHz', '2.5 nA', '75 µV', '3.7mA', 45, 5, 36, 3.3, ['SOIC-8', 'DIP-8'], 'opa227'],
    ['OPA2277', 2, 'General Purpose', false, 0.8, '1 MHz', '500 pA', '20 µV', '790µA', 35, 4, 36, 3.4, ['SOIC-8', 'DIP-8'], 'opa2277'],
    ['OPA277', 1, 'General Purpose', false, 0.8, '1 MHz', '500 pA', '20 µV', '790µA', 35, 4, 36, 2.6, ['SOIC-8', 'DIP-8'], 'opa277'],
    ['OPA4277', 4, 'General Purpose', false, 0.8, '1 MHz', '500 pA', '20 µV', '790µA', 35, 4, 36, 6.1, ['SOIC-14', 'DIP-14'], 'opa4277'],
    ['OPA340', 1, 'CMOS', true, 6, '5.5 MHz', '0.2 pA', '150 µV', '750µA', 50, 2.7, 5.5, 1.6, ['SOT23-5', 'SOIC-8', 'DIP-8'], 'opa340'],
    ['OPA2340', 2, 'CMOS', true, 6, '5.5 MHz', '0.2 pA', '150 µV', '750µA', 50, 2.7, 5.5, 2.5, ['SOIC-8', 'DIP-8'], 'opa2340'],
    ['OPA4340', 4, 'CMOS', true, 6, '5.5 MHz', '0.2 pA', '150 µV', '750µA', 50, 2.7, 5.5, 4.3, ['SOIC-14'], 'opa4340'],
    ['OPA350', 1, 'CMOS', true, 22, '38 MHz', '0.5 pA', '150 µV', '5.2mA', 80, 2.7, 5.5, 2.4, ['SOT23-5', 'SOIC-8', 'DIP-8'], 'opa350'],
    ['OPA2350', 2, 'CMOS', true, 22, '38 MHz', '0.5 pA', '150 µV', '5.2mA', 80, 2.7, 5.5, 3.6, ['SOIC-8', 'DIP-8'], 'opa2350'],
  ]), [['A', T_A85, 1]]),
  ...graded(amps([
    ['OPA2277', 2, 'General Purpose', false, 0.8, '1 MHz', '500 pA', '10 µV', '790µA', 35, 4, 36, 5.6, ['SOIC-8', 'DIP-8'], 'opa2277'],
    ['OPA277', 1, 'General Purpose', false, 0.8, '1 MHz', '500 pA', '10 µV', '790µA', 35, 4, 36, 4.3, ['SOIC-8', 'DIP-8'], 'opa277'],
  ]), [['', T_A85, 1]]),
];

// ---------------------------------------------------------------------------------------------
// Analog Devices: AD/ADA parts (R = SOIC, RM = MSOP, RU = TSSOP, RT/UJ = SOT-23), the OP-series
// (S = SOIC, P = DIP) and Linear Technology's LT/LTC parts (S8, MS8, N8, S5/S6 + #PBF).

const adiDs = (d: Dev) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${d.ds}.pdf`;
const ADI_AMPS: Dev[] = [
  ...graded(amps([
    ['AD8605', 1, 'CMOS', true, 5, '10 MHz', '1 pA', '65 µV', '1.2mA', 80, 2.7, 5.5, 1.9, ['SOT23-5', 'SOIC-8'], 'AD8605_8606_8608'],
    ['AD8606', 2, 'CMOS', true, 5, '10 MHz', '1 pA', '65 µV', '1.2mA', 80, 2.7, 5.5, 2.6, ['SOIC-8', 'MSOP-8'], 'AD8605_8606_8608'],
    ['AD8608', 4, 'CMOS', true, 5, '10 MHz', '1 pA', '65 µV', '1.2mA', 80, 2.7, 5.5, 4.2, ['SOIC-14', 'TSSOP-14'], 'AD8605_8606_8608'],
    ['AD8541', 1, 'CMOS', true, 0.92, '1 MHz', '4 pA', '1 mV', '45µA', 30, 2.7, 5.5, 0.6, ['SOT23-5', 'SC70-5', 'SOIC-8'], 'AD8541_8542_8544'],
    ['AD8542', 2, 'CMOS', true, 0.92, '1 MHz', '4 pA', '1 mV', '45µA', 30, 2.7, 5.5, 0.9, ['SOIC-8', 'MSOP-8'], 'AD8541_8542_8544'],
    ['AD8544', 4, 'CMOS', true, 0.92, '1 MHz', '4 pA', '1 mV', '45µA', 30, 2.7, 5.5, 1.3, ['SOIC-14', 'TSSOP-14'], 'AD8541_8542_8544'],
    ['AD8628', 1, 'Zero-Drift', true, 1, '2.5 MHz', '30 pA', '1 µV', '850µA', 30, 2.7, 5.5, 2.1, ['TSOT23-5', 'SOIC-8'], 'AD8628_8629_8630'],
    ['AD8629', 2, 'Zero-Drift', true, 1, '2.5 MHz', '30 pA', '1 µV', '850µA', 30, 2.7, 5.5, 3.2, ['SOIC-8', 'MSOP-8'], 'AD8628_8629_8630'],
    ['AD8630', 4, 'Zero-Drift', true, 1, '2.5 MHz', '30 pA', '1 µV', '850µA', 30, 2.7, 5.5, 5.6, ['SOIC-14', 'TSSOP-14'], 'AD8628_8629_8630'],
    ['AD8031', 1, 'Voltage Feedback', true, 35, '80 MHz', '450 nA', '1 mV', '750µA', 15, 2.7, 12, 2.3, ['SOT23-5', 'SOIC-8'], 'AD8031_8032'],
    ['AD8032', 2, 'Voltage Feedback', true, 35, '80 MHz', '450 nA', '1 mV', '750µA', 15, 2.7, 12, 3.5, ['SOIC-8', 'MSOP-8'], 'AD8031_8032'],
    ['AD8065', 1, 'Voltage Feedback', true, 180, '145 MHz', '1 pA', '400 µV', '6.4mA', 35, 5, 24, 3.2, ['SOT23-5', 'SOIC-8'], 'AD8065_8066'],
    ['AD8066', 2, 'Voltage Feedback', true, 180, '145 MHz', '1 pA', '400 µV', '6.4mA', 35, 5, 24, 4.8, ['SOIC-8', 'MSOP-8'], 'AD8065_8066'],
    ['AD8655', 1, 'CMOS', true, 11, '28 MHz', '1 pA', '250 µV', '3.7mA', 220, 2.7, 5.5, 1.9, ['SOIC-8', 'MSOP-8'], 'AD8655_8656'],
    ['AD8656', 2, 'CMOS', true, 11, '28 MHz', '1 pA', '250 µV', '3.7mA', 220, 2.7, 5.5, 2.8, ['SOIC-8', 'MSOP-8'], 'AD8655_8656'],
    ['ADA4528-1', 1, 'Zero-Drift', true, 0.5, '4 MHz', '90 pA', '2.5 µV', '1.4mA', 30, 2.2, 5.5, 2.9, ['MSOP-8', 'DFN-8'], 'ADA4528-1_4528-2'],
    ['ADA4528-2', 2, 'Zero-Drift', true, 0.5, '4 MHz', '90 pA', '2.5 µV', '1.4mA', 30, 2.2, 5.5, 4.4, ['MSOP-8', 'DFN-8'], 'ADA4528-1_4528-2'],
    ['ADA4522-1', 1, 'Zero-Drift', true, 1.3, '3 MHz', '50 pA', '5 µV', '830µA', 22, 4.5, 55, 3.4, ['SOIC-8', 'MSOP-8'], 'ADA4522-1_4522-2_4522-4'],
    ['ADA4522-2', 2, 'Zero-Drift', true, 1.3, '3 MHz', '50 pA', '5 µV', '830µA', 22, 4.5, 55, 5.2, ['SOIC-8', 'MSOP-8'], 'ADA4522-1_4522-2_4522-4'],
    ['ADA4522-4', 4, 'Zero-Drift', true, 1.3, '3 MHz', '50 pA', '5 µV', '830µA', 22, 4.5, 55, 8.6, ['SOIC-14', 'TSSOP-14'], 'ADA4522-1_4522-2_4522-4'],
    ['OP1177', 1, 'General Purpose', false, 0.7, '1.3 MHz', '2 nA', '60 µV', '400µA', 10, 5, 36, 1.9, ['SOIC-8', 'MSOP-8'], 'OP1177_2177_4177'],
    ['OP2177', 2, 'General Purpose', false, 0.7, '1.3 MHz', '2 nA', '60 µV', '400µA', 10, 5, 36, 2.9, ['SOIC-8', 'MSOP-8'], 'OP1177_2177_4177'],
    ['OP4177', 4, 'General Purpose', false, 0.7, '1.3 MHz', '2 nA', '60 µV', '400µA', 10, 5, 36, 4.6, ['SOIC-14', 'TSSOP-14'], 'OP1177_2177_4177'],
  ]), [['A', T_A125, 1]]),
  ...graded(amps([
    ['AD822', 2, 'J-FET', true, 3, '1.8 MHz', '2 pA', '800 µV', '800µA', 20, 5, 36, 4.6, ['SOIC-8', 'MSOP-8', 'DIP-8'], 'AD822'],
    ['AD820', 1, 'J-FET', true, 3, '1.8 MHz', '2 pA', '400 µV', '800µA', 20, 5, 36, 3.6, ['SOIC-8', 'DIP-8'], 'AD820'],
    ['AD824', 4, 'J-FET', true, 2, '2 MHz', '3 pA', '1 mV', '625µA', 20, 3, 36, 6.4, ['SOIC-14', 'DIP-14'], 'AD824'],
    ['AD797', 1, 'Audio', false, 20, '110 MHz', '250 nA', '40 µV', '8.2mA', 50, 10, 36, 7.9, ['SOIC-8', 'DIP-8'], 'AD797'],
    ['AD8676', 2, 'General Purpose', true, 2.5, '10 MHz', '2 nA', '50 µV', '2.5mA', 40, 10, 36, 3.9, ['SOIC-8', 'MSOP-8'], 'AD8676'],
    ['ADA4077-2', 2, 'General Purpose', false, 1.2, '3.9 MHz', '1 nA', '35 µV', '400µA', 22, 4.5, 36, 3.3, ['SOIC-8', 'MSOP-8'], 'ADA4077-1_4077-2_4077-4'],
  ]), [['A', T_A85, 1], ['B', T_A85, 1.4]]),
];
const ADI_OP: Dev[] = [
  ...graded(amps([['OP07', 1, 'General Purpose', false, 0.3, '600 kHz', '4 nA', '150 µV', '4mA', 15, 6, 36, 1.4, ['SOIC-8', 'DIP-8'], 'OP07']]), [['C', T_A85, 1], ['E', T_A85, 1.5]]),
  ...graded(amps([
    ['OP27', 1, 'General Purpose', false, 2.8, '8 MHz', '80 nA', '100 µV', '3.3mA', 40, 8, 44, 3.9, ['SOIC-8', 'DIP-8'], 'OP27'],
    ['OP37', 1, 'General Purpose', false, 17, '63 MHz', '80 nA', '100 µV', '3.3mA', 40, 8, 44, 4.4, ['SOIC-8', 'DIP-8'], 'OP37'],
    ['OP177', 1, 'General Purpose', false, 0.3, '600 kHz', '2.8 nA', '60 µV', '2mA', 30, 6, 44, 3.6, ['SOIC-8', 'DIP-8'], 'OP177'],
    ['OP484', 4, 'General Purpose', true, 4, '3.25 MHz', '80 nA', '150 µV', '1.45mA', 10, 3, 36, 4.7, ['SOIC-14', 'DIP-14'], 'OP184_284_484'],
  ]), [['G', T_A85, 1], ['F', T_A85, 1.4]]),
];
const ltDs = (d: Dev) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${d.ds}.pdf`;
const LT_AMPS: Dev[] = graded(amps([
  ['LT1013', 2, 'General Purpose', false, 0.4, '700 kHz', '15 nA', '300 µV', '350µA', 20, 3.4, 44, 3.1, ['SOIC-8', 'DIP-8'], '1013fg'],
  ['LT1014', 4, 'General Purpose', false, 0.4, '700 kHz', '15 nA', '300 µV', '350µA', 20, 3.4, 44, 5.2, ['SOIC-16', 'DIP-14'], '1013fg'],
  ['LT1490A', 2, 'General Purpose', true, 0.06, '200 kHz', '1 nA', '700 µV', '40µA', 20, 2, 44, 3.4, ['SOIC-8', 'MSOP-8', 'DIP-8'], '1490afb'],
  ['LT1498', 2, 'General Purpose', true, 6, '10 MHz', '250 nA', '475 µV', '1.7mA', 30, 2.2, 36, 4.4, ['SOIC-8', 'DIP-8'], '14989fc'],
  ['LT1638', 2, 'General Purpose', true, 0.38, '1.2 MHz', '20 nA', '600 µV', '170µA', 20, 2.7, 44, 2.9, ['SOIC-8', 'MSOP-8', 'DIP-8'], '16389fa'],
  ['LT1677', 1, 'Audio', true, 2.5, '7.2 MHz', '2 nA', '20 µV', '2.6mA', 25, 2.7, 44, 4.6, ['SOIC-8', 'DIP-8'], '1677fa'],
  ['LT1028A', 1, 'Audio', false, 15, '75 MHz', '25 nA', '10 µV', '7.4mA', 30, 8, 44, 8.6, ['SOIC-8', 'DIP-8'], '1028fd'],
  ['LT6230', 1, 'Voltage Feedback', true, 60, '215 MHz', '5 µA', '100 µV', '3.5mA', 40, 3, 12.6, 2.9, ['TSOT23-6'], '623014fd'],
  ['LT6231', 2, 'Voltage Feedback', true, 60, '215 MHz', '5 µA', '100 µV', '3.5mA', 40, 3, 12.6, 4.1, ['SOIC-8', 'MSOP-8'], '623014fd'],
  ['LTC2050', 1, 'Zero-Drift', true, 2, '3 MHz', '75 pA', '3 µV', '800µA', 20, 2.7, 6, 2.4, ['TSOT23-5', 'SOIC-8'], '2050fc'],
  ['LTC2051', 2, 'Zero-Drift', true, 2, '3 MHz', '50 pA', '3 µV', '750µA', 20, 2.7, 6, 3.7, ['SOIC-8', 'MSOP-8'], '20512fb'],
  ['LTC6081', 2, 'CMOS', true, 0.2, '3.6 MHz', '1 pA', '70 µV', '330µA', 30, 2.7, 5.5, 3.1, ['MSOP-8', 'WSON-8'], '60812fd'],
]), [['C', T_C70, 1], ['I', T_A85, 1.12], ['H', T_A125, 1.35]]);

// ---------------------------------------------------------------------------------------------
// Microchip: MCP6002-I/SN (tube) / MCP6002T-I/SN (reel); SOT-23 and SC-70 parts come on reels only.

const mchpDs = (d: Dev) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${d.ds}.pdf`;
const mchpAmp = (n: string, circ: 1 | 2 | 4, type: AmpType, sr: number, gbw: string, ib: string, vos: string, iq: string, io: number, vmin: number, vmax: number, price: number, ds: string): Row =>
  [n, circ, type, true, sr, gbw, ib, vos, iq, io, vmin, vmax, price, circ === 1 ? ['SOT23-5', 'SC70-5', 'SOIC-8', 'DIP-8'] : circ === 2 ? ['SOIC-8', 'MSOP-8', 'DIP-8', 'WSON-8', 'TSSOP-8'] : ['SOIC-14', 'TSSOP-14', 'DIP-14'], ds];
const MCHP_AMPS: Dev[] = graded(amps([
  // The R and U pinout options exist in SOT-23-5 only.
  ...(['MCP6001', 'MCP6001R', 'MCP6001U'] as const).map((n): Row => [n, 1, 'General Purpose', true, 0.6, '1 MHz', '1 pA', '4.5 mV', '100µA', 23, 1.8, 6, 0.22, n === 'MCP6001' ? ['SOT23-5', 'SC70-5'] : ['SOT23-5'], 'MCP6001-1R-1U-2-4-1-MHz-Low-Power-Op-Amp-DS20001733L']),
  mchpAmp('MCP6002', 2, 'General Purpose', 0.6, '1 MHz', '1 pA', '4.5 mV', '100µA', 23, 1.8, 6, 0.3, 'MCP6001-1R-1U-2-4-1-MHz-Low-Power-Op-Amp-DS20001733L'),
  mchpAmp('MCP6004', 4, 'General Purpose', 0.6, '1 MHz', '1 pA', '4.5 mV', '100µA', 23, 1.8, 6, 0.42, 'MCP6001-1R-1U-2-4-1-MHz-Low-Power-Op-Amp-DS20001733L'),
  mchpAmp('MCP6L01', 1, 'General Purpose', 0.6, '1 MHz', '1 pA', '5 mV', '85µA', 20, 1.8, 6, 0.19, '22140b'),
  mchpAmp('MCP6L02', 2, 'General Purpose', 0.6, '1 MHz', '1 pA', '5 mV', '85µA', 20, 1.8, 6, 0.25, '22140b'),
  mchpAmp('MCP6L04', 4, 'General Purpose', 0.6, '1 MHz', '1 pA', '5 mV', '85µA', 20, 1.8, 6, 0.36, '22140b'),
  mchpAmp('MCP6231', 1, 'General Purpose', 0.15, '300 kHz', '1 pA', '5 mV', '20µA', 23, 1.8, 6, 0.32, '21881e'),
  mchpAmp('MCP6232', 2, 'General Purpose', 0.15, '300 kHz', '1 pA', '5 mV', '20µA', 23, 1.8, 6, 0.42, '21881e'),
  mchpAmp('MCP6234', 4, 'General Purpose', 0.15, '300 kHz', '1 pA', '5 mV', '20µA', 23, 1.8, 6, 0.62, '21881e'),
  mchpAmp('MCP6041', 1, 'General Purpose', 0.003, '14 kHz', '1 pA', '3 mV', '0.6µA', 20, 1.4, 6, 0.48, '21669d'),
  mchpAmp('MCP6042', 2, 'General Purpose', 0.003, '14 kHz', '1 pA', '3 mV', '0.6µA', 20, 1.4, 6, 0.62, '21669d'),
  mchpAmp('MCP6044', 4, 'General Purpose', 0.003, '14 kHz', '1 pA', '3 mV', '0.6µA', 20, 1.4, 6, 0.9, '21669d'),
  mchpAmp('MCP6271', 1, 'General Purpose', 0.9, '2 MHz', '1 pA', '3 mV', '170µA', 25, 2, 6, 0.42, '21810g'),
  mchpAmp('MCP6272', 2, 'General Purpose', 0.9, '2 MHz', '1 pA', '3 mV', '170µA', 25, 2, 6, 0.56, '21810g'),
  mchpAmp('MCP6274', 4, 'General Purpose', 0.9, '2 MHz', '1 pA', '3 mV', '170µA', 25, 2, 6, 0.78, '21810g'),
  mchpAmp('MCP6281', 1, 'General Purpose', 2.5, '5 MHz', '1 pA', '3 mV', '445µA', 25, 2.2, 6, 0.56, '21811f'),
  mchpAmp('MCP6282', 2, 'General Purpose', 2.5, '5 MHz', '1 pA', '3 mV', '445µA', 25, 2.2, 6, 0.74, '21811f'),
  mchpAmp('MCP6284', 4, 'General Purpose', 2.5, '5 MHz', '1 pA', '3 mV', '445µA', 25, 2.2, 6, 1.02, '21811f'),
  mchpAmp('MCP6291', 1, 'General Purpose', 7, '10 MHz', '1 pA', '3 mV', '1mA', 30, 2.4, 6, 0.68, '21812e'),
  mchpAmp('MCP6292', 2, 'General Purpose', 7, '10 MHz', '1 pA', '3 mV', '1mA', 30, 2.4, 6, 0.92, '21812e'),
  mchpAmp('MCP6294', 4, 'General Purpose', 7, '10 MHz', '1 pA', '3 mV', '1mA', 30, 2.4, 6, 1.3, '21812e'),
  mchpAmp('MCP6071', 1, 'General Purpose', 0.5, '1.2 MHz', '1 pA', '150 µV', '110µA', 25, 1.8, 6, 0.45, '22221b'),
  mchpAmp('MCP6072', 2, 'General Purpose', 0.5, '1.2 MHz', '1 pA', '150 µV', '110µA', 25, 1.8, 6, 0.62, '22221b'),
  mchpAmp('MCP6074', 4, 'General Purpose', 0.5, '1.2 MHz', '1 pA', '150 µV', '110µA', 25, 1.8, 6, 0.88, '22221b'),
  mchpAmp('MCP6401', 1, 'General Purpose', 0.5, '1 MHz', '1 pA', '4.5 mV', '45µA', 25, 1.8, 6, 0.26, '22229b'),
  mchpAmp('MCP6402', 2, 'General Purpose', 0.5, '1 MHz', '1 pA', '4.5 mV', '45µA', 25, 1.8, 6, 0.34, '22229b'),
  mchpAmp('MCP6404', 4, 'General Purpose', 0.5, '1 MHz', '1 pA', '4.5 mV', '45µA', 25, 1.8, 6, 0.48, '22229b'),
  mchpAmp('MCP601', 1, 'General Purpose', 2.3, '2.8 MHz', '1 pA', '2 mV', '230µA', 22, 2.7, 6, 0.55, '21314g'),
  mchpAmp('MCP602', 2, 'General Purpose', 2.3, '2.8 MHz', '1 pA', '2 mV', '230µA', 22, 2.7, 6, 0.72, '21314g'),
  mchpAmp('MCP604', 4, 'General Purpose', 2.3, '2.8 MHz', '1 pA', '2 mV', '230µA', 22, 2.7, 6, 1.05, '21314g'),
  mchpAmp('MCP6H01', 1, 'General Purpose', 0.8, '1.2 MHz', '5 pA', '3.5 mV', '135µA', 30, 3.5, 16, 0.62, '22243d'),
  mchpAmp('MCP6H02', 2, 'General Purpose', 0.8, '1.2 MHz', '5 pA', '3.5 mV', '135µA', 30, 3.5, 16, 0.82, '22243d'),
  mchpAmp('MCP6H04', 4, 'General Purpose', 0.8, '1.2 MHz', '5 pA', '3.5 mV', '135µA', 30, 3.5, 16, 1.1, '22243d'),
]), [['I', T_A85, 1], ['E', T_A125, 1.08]]);
const MCHP_ZERO: Dev[] = graded(amps([
  ['MCP6V01', 1, 'Zero-Drift', true, 0.5, '1.3 MHz', '1 pA', '2 µV', '300µA', 22, 1.8, 5.5, 1.05, ['SOIC-8', 'DFN-8'], '22058c'],
  ['MCP6V02', 2, 'Zero-Drift', true, 0.5, '1.3 MHz', '1 pA', '2 µV', '300µA', 22, 1.8, 5.5, 1.6, ['SOIC-8', 'DFN-8'], '22058c'],
  ['MCP6V31', 1, 'Zero-Drift', true, 0.15, '300 kHz', '1 pA', '8 µV', '23µA', 17, 1.8, 5.5, 0.65, ['SOT23-5', 'SC70-5', 'SOIC-8'], '20005124b'],
  ['MCP6V32', 2, 'Zero-Drift', true, 0.15, '300 kHz', '1 pA', '8 µV', '23µA', 17, 1.8, 5.5, 0.95, ['SOIC-8', 'MSOP-8'], '20005124b'],
  ['MCP6V34', 4, 'Zero-Drift', true, 0.15, '300 kHz', '1 pA', '8 µV', '23µA', 17, 1.8, 5.5, 1.4, ['SOIC-14', 'TSSOP-14'], '20005124b'],
]), [['E', T_A125, 1]]);

// ---------------------------------------------------------------------------------------------
// STMicroelectronics (DT reel, N DIP, PT TSSOP, ST MSOP, LT SOT-23), onsemi (R2G / G) and Renesas.

const stDs = (d: Dev) => `https://www.st.com/resource/en/datasheet/${d.ds}.pdf`;
const ST_AMPS: Dev[] = [
  ...graded(amps([
    ['LM358', 2, 'General Purpose', false, 0.6, '1.1 MHz', '20 nA', '7 mV', '350µA', 40, 3, 30, 0.3, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8'], 'lm358'],
    ['LM358A', 2, 'General Purpose', false, 0.6, '1.1 MHz', '20 nA', '3 mV', '350µA', 40, 3, 30, 0.34, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm358'],
    ['LM324', 4, 'General Purpose', false, 0.4, '1.3 MHz', '20 nA', '5 mV', '175µA', 40, 3, 30, 0.34, ['SOIC-14', 'TSSOP-14'], 'lm324'],
    ['LM833', 2, 'Audio', false, 7, '15 MHz', '500 nA', '5 mV', '2mA', 40, 5, 36, 0.46, ['SOIC-8', 'DIP-8', 'TSSOP-8'], 'lm833'],
    ['MC33078', 2, 'Audio', false, 7, '16 MHz', '750 nA', '2 mV', '2mA', 40, 5, 36, 0.52, ['SOIC-8', 'DIP-8'], 'mc33078'],
    ['MC33079', 4, 'Audio', false, 7, '16 MHz', '750 nA', '2 mV', '2mA', 40, 5, 36, 0.72, ['SOIC-14', 'DIP-14'], 'mc33079'],
  ]), [['', T_C70, 1]]),
  ...graded(amps([
    ['LM2904', 2, 'General Purpose', false, 0.6, '1.1 MHz', '20 nA', '7 mV', '350µA', 40, 3, 30, 0.32, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8'], 'lm2904'],
    ['LM2904W', 2, 'General Purpose', false, 0.6, '1.1 MHz', '20 nA', '7 mV', '350µA', 40, 3, 30, 0.35, ['SOIC-8', 'TSSOP-8', 'MSOP-8'], 'lm2904w'],
    ['LM2902', 4, 'General Purpose', false, 0.4, '1.3 MHz', '20 nA', '7 mV', '175µA', 40, 3, 30, 0.36, ['SOIC-14', 'TSSOP-14'], 'lm2902'],
  ]), [['', T_A125, 1]]),
  ...graded(amps([
    ['TL071', 1, 'J-FET', false, 16, '4 MHz', '20 pA', '10 mV', '1.4mA', 40, 6, 36, 0.36, ['SOIC-8', 'DIP-8'], 'tl071'],
    ['TL072', 2, 'J-FET', false, 16, '4 MHz', '20 pA', '10 mV', '1.4mA', 40, 6, 36, 0.4, ['SOIC-8', 'DIP-8', 'TSSOP-8'], 'tl072'],
    ['TL074', 4, 'J-FET', false, 16, '4 MHz', '20 pA', '10 mV', '1.4mA', 40, 6, 36, 0.48, ['SOIC-14', 'TSSOP-14'], 'tl074'],
    ['TL082', 2, 'J-FET', false, 16, '4 MHz', '20 pA', '10 mV', '1.4mA', 40, 6, 36, 0.42, ['SOIC-8', 'DIP-8', 'TSSOP-8'], 'tl082'],
    ['TL084', 4, 'J-FET', false, 16, '4 MHz', '20 pA', '10 mV', '1.4mA', 40, 6, 36, 0.5, ['SOIC-14', 'TSSOP-14'], 'tl084'],
  ]), [['C', T_C70, 1], ['I', T_A105, 1.1], ['AC', T_C70, 1.12]]),
  ...graded(amps([
    ['TSV911', 1, 'CMOS', true, 4.5, '8 MHz', '1 pA', '4.5 mV', '820µA', 35, 1.5, 5.5, 0.32, ['SOT23-5', 'SC70-5'], 'tsv911'],
    ['TSV912', 2, 'CMOS', true, 4.5, '8 MHz', '1 pA', '4.5 mV', '820µA', 35, 1.5, 5.5, 0.42, ['SOIC-8', 'MSOP-8', 'DFN-8'], 'tsv912'],
    ['TSV914', 4, 'CMOS', true, 4.5, '8 MHz', '1 pA', '4.5 mV', '820µA', 35, 1.5, 5.5, 0.6, ['SOIC-14', 'TSSOP-14'], 'tsv914'],
    ['TSV321', 1, 'CMOS', true, 0.6, '1.4 MHz', '1 pA', '4.5 mV', '85µA', 30, 2.5, 6, 0.18, ['SOT23-5', 'SC70-5'], 'tsv321'],
    ['TSV358', 2, 'CMOS', true, 0.6, '1.4 MHz', '1 pA', '4.5 mV', '85µA', 30, 2.5, 6, 0.22, ['SOIC-8', 'MSOP-8'], 'tsv358'],
    ['TSV324', 4, 'CMOS', true, 0.6, '1.4 MHz', '1 pA', '4.5 mV', '85µA', 30, 2.5, 6, 0.3, ['SOIC-14', 'TSSOP-14'], 'tsv324'],
    ['TSX711', 1, 'CMOS', true, 1.6, '2.7 MHz', '1 pA', '200 µV', '820µA', 45, 2.7, 16, 0.62, ['SOT23-5'], 'tsx711'],
    ['TSX712', 2, 'CMOS', true, 1.6, '2.7 MHz', '1 pA', '200 µV', '820µA', 45, 2.7, 16, 0.85, ['SOIC-8', 'MSOP-8'], 'tsx712'],
    ['TSZ121', 1, 'Zero-Drift', true, 0.2, '400 kHz', '200 pA', '5 µV', '40µA', 18, 1.8, 5.5, 0.82, ['SOT23-5', 'SC70-5'], 'tsz121'],
    ['TSZ122', 2, 'Zero-Drift', true, 0.2, '400 kHz', '200 pA', '5 µV', '40µA', 18, 1.8, 5.5, 1.2, ['SOIC-8', 'MSOP-8', 'DFN-8'], 'tsz122'],
    ['TSZ124', 4, 'Zero-Drift', true, 0.2, '400 kHz', '200 pA', '5 µV', '40µA', 18, 1.8, 5.5, 1.8, ['SOIC-14', 'TSSOP-14'], 'tsz124'],
    ['TSB712', 2, 'General Purpose', true, 3, '6 MHz', '10 pA', '3 mV', '700µA', 45, 2.7, 36, 0.62, ['SOIC-8', 'MSOP-8'], 'tsb712'],
    ['TS912', 2, 'CMOS', true, 0.8, '800 kHz', '1 pA', '10 mV', '200µA', 40, 2.7, 16, 0.42, ['SOIC-8', 'DIP-8'], 'ts912'],
  ]), [['I', T_A125, 1]]),
];

const onDs = (d: Dev) => `https://www.onsemi.com/pdf/datasheet/${d.ds}-d.pdf`;
const ON_AMPS: Dev[] = [
  ...graded(amps([
    ['LM358', 2, 'General Purpose', false, 0.6, '1 MHz', '45 nA', '7 mV', '350µA', 40, 3, 32, 0.28, ['SOIC-8', 'MSOP-8', 'DIP-8'], 'lm358'],
    ['LM324', 4, 'General Purpose', false, 0.6, '1 MHz', '45 nA', '7 mV', '350µA', 40, 3, 32, 0.3, ['SOIC-14', 'TSSOP-14', 'DIP-14'], 'lm324'],
    ['LM833', 2, 'Audio', false, 7, '15 MHz', '300 nA', '5 mV', '2mA', 40, 10, 36, 0.44, ['SOIC-8', 'DIP-8'], 'lm833'],
  ]), [['', T_C70, 1]]),
  ...graded(amps([
    ['LM2904', 2, 'General Purpose', false, 0.6, '1 MHz', '45 nA', '7 mV', '350µA', 40, 3, 26, 0.3, ['SOIC-8', 'MSOP-8'], 'lm358'],
    ['LM2902', 4, 'General Purpose', false, 0.6, '1 MHz', '45 nA', '7 mV', '350µA', 40, 3, 26, 0.32, ['SOIC-14', 'TSSOP-14'], 'lm324'],
    ['MC33078', 2, 'Audio', false, 7, '16 MHz', '300 nA', '2 mV', '2.05mA', 37, 10, 36, 0.5, ['SOIC-8'], 'mc33078'],
    ['MC33079', 4, 'Audio', false, 7, '16 MHz', '300 nA', '2 mV', '2.05mA', 37, 10, 36, 0.7, ['SOIC-14'], 'mc33078'],
    ['MC33171', 1, 'General Purpose', false, 2.1, '1.8 MHz', '20 nA', '2 mV', '180µA', 10, 3, 44, 0.62, ['SOIC-8'], 'mc33171'],
    ['MC33172', 2, 'General Purpose', false, 2.1, '1.8 MHz', '20 nA', '2 mV', '180µA', 10, 3, 44, 0.72, ['SOIC-8'], 'mc33171'],
    ['MC33174', 4, 'General Purpose', false, 2.1, '1.8 MHz', '20 nA', '2 mV', '180µA', 10, 3, 44, 0.95, ['SOIC-14', 'TSSOP-14'], 'mc33171'],
    ['MC33201', 1, 'General Purpose', true, 1, '2.2 MHz', '80 nA', '6 mV', '900µA', 80, 1.8, 12, 0.62, ['SOIC-8'], 'mc33201'],
    ['MC33202', 2, 'General Purpose', true, 1, '2.2 MHz', '80 nA', '6 mV', '900µA', 80, 1.8, 12, 0.8, ['SOIC-8', 'MSOP-8'], 'mc33201'],
    ['MC33204', 4, 'General Purpose', true, 1, '2.2 MHz', '80 nA', '6 mV', '900µA', 80, 1.8, 12, 1.1, ['SOIC-14', 'TSSOP-14'], 'mc33201'],
    ['NCS20072', 2, 'General Purpose', true, 3, '3 MHz', '5 pA', '3.5 mV', '405µA', 100, 2.7, 36, 0.42, ['SOIC-8', 'MSOP-8'], 'ncs20071'],
    ['NCS20074', 4, 'General Purpose', true, 3, '3 MHz', '5 pA', '3.5 mV', '405µA', 100, 2.7, 36, 0.6, ['SOIC-14', 'TSSOP-14'], 'ncs20071'],
  ]), [['', T_A125, 1]]),
];

const rnDs = (d: Dev) => `https://www.renesas.com/us/en/document/dst/${d.ds}-datasheet`;
const RN_AMPS: Dev[] = graded(amps([
  ['ISL28114', 1, 'General Purpose', true, 0.5, '2.2 MHz', '20 nA', '1 mV', '500µA', 35, 1.8, 5.5, 0.7, ['SOT23-5', 'SOIC-8'], 'isl28114-isl28214-isl28414'],
  ['ISL28214', 2, 'General Purpose', true, 0.5, '2.2 MHz', '20 nA', '1 mV', '500µA', 35, 1.8, 5.5, 0.95, ['SOIC-8', 'MSOP-8'], 'isl28114-isl28214-isl28414'],
  ['ISL28414', 4, 'General Purpose', true, 0.5, '2.2 MHz', '20 nA', '1 mV', '500µA', 35, 1.8, 5.5, 1.4, ['SOIC-14'], 'isl28114-isl28214-isl28414'],
  ['ISL28133', 1, 'Zero-Drift', true, 0.2, '400 kHz', '300 pA', '8 µV', '18µA', 10, 1.65, 5.5, 1.3, ['SOT23-5', 'SOIC-8'], 'isl28133'],
  ['ISL28233', 2, 'Zero-Drift', true, 0.2, '400 kHz', '300 pA', '8 µV', '18µA', 10, 1.65, 5.5, 1.9, ['SOIC-8', 'MSOP-8'], 'isl28233'],
]), [['F', T_A125, 1], ['I', T_A85, 0.95]]);

export const OPAMP_FAMILIES: Family[] = [
  icx('ti-opamp-classic', OPAMP, 'texas-instruments', 2.6, [...TI_CLASSIC, ...q1(TI_CLASSIC.filter((d) => d.g === '' && /LM2904|LM2902|LM358|LM324/.test(d.n)))], tix, tiDs),
  icx('ti-opamp-cmos', OPAMP, 'texas-instruments', 1.7, [...TI_CMOS, ...q1(TI_CMOS)], tix, tiDs),
  icx('ti-opamp-precision', OPAMP, 'texas-instruments', 1.2, [...TI_PRECISION, ...TI_ZERO, ...q1(TI_PRECISION)], tix, tiDs),
  icx('ti-opamp-bb', OPAMP, 'texas-instruments', 0.6, TI_BB, tiBB, tiDs),
  icx('adi-opamp', OPAMP, 'analog-devices', 1.0, ADI_AMPS, adix({ 'SOT23-5': 'RT' }), adiDs),
  icx('adi-opamp-op', OPAMP, 'analog-devices', 0.4, ADI_OP, adix({ 'SOIC-8': 'S', 'SOIC-14': 'S', 'DIP-8': 'P', 'DIP-14': 'P' }), adiDs),
  icx('adi-lt-opamp', OPAMP, 'analog-devices', 0.5, LT_AMPS, ltx, ltDs),
  icx('mchp-opamp', OPAMP, 'microchip', 1.3, [...MCHP_AMPS, ...MCHP_ZERO], mchx, mchpDs),
  icx('st-opamp', OPAMP, 'stmicroelectronics', 0.8, ST_AMPS, stx, stDs),
  icx('onsemi-opamp', OPAMP, 'onsemi', 0.5, ON_AMPS, onx, onDs),
  icx('renesas-opamp', OPAMP, 'renesas', 0.2, RN_AMPS, rnx, rnDs),
];

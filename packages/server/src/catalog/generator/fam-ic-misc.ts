// Data converters (ADCs, DACs), 555-type and programmable timers, real-time clocks, and wireless:
// RF transceiver ICs and certified radio modules.
import { type Dev, type Scheme } from './ics-common';
import { T_A105, T_A125, T_A85, T_C70, adix, graded, icx, listed, ltx, maxx, mchx, nsc, reel, tix, tray, tube } from './fam-ic-shared';
import type { Family, Variant } from './lib';

const ADC = 'adcs';
const DAC = 'dacs';
const TIMER = 'timers';
const RTC = 'real-time-clocks';
const RFM = 'rf-modules';
const RFIC = 'rf-transceiver-ics';

const tiDs = (d: Dev) => `https://www.ti.com/lit/ds/symlink/${d.ds}.pdf`;
const adiDs = (d: Dev) => `https://www.analog.com/media/en/technical-documentation/data-sheets/${d.ds}.pdf`;
const mchpDs = (d: Dev) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${d.ds}.pdf`;

// ---------------------------------------------------------------------------------------------
// ADCs: [name, bits, samples/s, inputs, input type, interface, architecture, reference, analog supply, price, packages, ds].

type ARow = [string, number, string, string, string, string, string, string, string, number, string[], string];
const adcs = (rows: ARow[]): Dev[] => rows.map(([n, bits, rate, ins, it, iface, arch, ref, va, price, pkgs, ds]) => ({
  n, d: `IC ADC ${bits}BIT ${arch.toUpperCase().replace('SUCCESSIVE APPROXIMATION', 'SAR').replace('SIGMA-DELTA', 'SIGMA-DELTA')}`,
  p: { 'Number of Bits': String(bits), 'Sampling Rate (Per Second)': rate, 'Number of Inputs': ins, 'Input Type': it, 'Data Interface': iface, Configuration: 'MUX-PGA-ADC', Architecture: arch, 'Reference Type': ref, 'Voltage - Supply, Analog': va, 'Voltage - Supply, Digital': va },
  price, pkgs, temp: T_A125, ds,
}));
const SAR = 'SAR';
const SD = 'Sigma-Delta';
const TI_ADC: Dev[] = graded(adcs([
  ['ADS1115', 16, '860', '2, 4', 'Differential, Single Ended', 'I²C', SD, 'Internal', '2V ~ 5.5V', 2.9, ['MSOP-10'], 'ads1115'],
  ['ADS1015', 12, '3.3k', '2, 4', 'Differential, Single Ended', 'I²C', SD, 'Internal', '2V ~ 5.5V', 1.9, ['MSOP-10'], 'ads1015'],
  ['ADS1113', 16, '860', '1', 'Differential', 'I²C', SD, 'Internal', '2V ~ 5.5V', 2.2, ['MSOP-10'], 'ads1115'],
  ['ADS1114', 16, '860', '1', 'Differential', 'I²C', SD, 'Internal', '2V ~ 5.5V', 2.5, ['MSOP-10'], 'ads1115'],
  ['ADS1118', 16, '860', '2, 4', 'Differential, Single Ended', 'SPI', SD, 'Internal', '2V ~ 5.5V', 3.1, ['MSOP-10'], 'ads1118'],
  ['ADS1220', 24, '2k', '2, 4', 'Differential, Single Ended', 'SPI', SD, 'External, Internal', '2.3V ~ 5.5V', 3.9, ['TSSOP-16', 'VQFN-16'], 'ads1220'],
  ['ADS1256', 24, '30k', '4, 8', 'Differential, Single Ended', 'SPI', SD, 'External', '4.75V ~ 5.25V', 13.5, ['SSOP-28'], 'ads1256'],
  ['ADS1263', 32, '38.4k', '5, 10', 'Differential, Single Ended', 'SPI', SD, 'External, Internal', '4.75V ~ 5.25V', 17.8, ['TSSOP-28'], 'ads1263'],
  ['ADS131M04', 24, '64k', '4', 'Differential', 'SPI', SD, 'Internal', '2.7V ~ 3.6V', 4.9, ['TSSOP-20', 'WQFN-24'], 'ads131m04'],
  ['ADS7830', 8, '70k', '4, 8', 'Differential, Single Ended', 'I²C', SAR, 'External, Internal', '2.7V ~ 5V', 1.6, ['TSSOP-16'], 'ads7830'],
  ['ADS8688', 16, '500k', '8', 'Single Ended', 'SPI', SAR, 'External, Internal', '5V', 14.2, ['TSSOP-24'], 'ads8688'],
  ['ADS7042', 12, '1M', '1', 'Single Ended', 'SPI', SAR, 'Supply', '1.65V ~ 3.6V', 1.2, ['VSSOP-8'], 'ads7042'],
  ['TLA2024', 12, '3.3k', '2, 4', 'Differential, Single Ended', 'I²C', SD, 'Internal', '2V ~ 5.5V', 0.9, ['MSOP-10'], 'tla2024'],
]), [['I', T_A125, 1]]);
const ADI_ADC: Dev[] = graded(adcs([
  ['AD7124-4', 24, '19.2k', '4, 7', 'Differential, Single Ended', 'SPI', SD, 'External, Internal', '2.7V ~ 3.6V', 8.9, ['TSSOP-24', 'VQFN-24'], 'ad7124-4'],
  ['AD7124-8', 24, '19.2k', '8, 15', 'Differential, Single Ended', 'SPI', SD, 'External, Internal', '2.7V ~ 3.6V', 10.9, ['VQFN-32'], 'ad7124-8'],
  ['AD7192', 24, '4.8k', '2, 4', 'Differential, Single Ended', 'SPI', SD, 'External', '4.75V ~ 5.25V', 9.4, ['TSSOP-24'], 'ad7192'],
  ['AD7793', 24, '470', '3', 'Differential', 'SPI', SD, 'External, Internal', '2.7V ~ 5.25V', 6.1, ['TSSOP-16'], 'ad7792_7793'],
  ['AD7680', 16, '100k', '1', 'Single Ended', 'SPI', SAR, 'Supply', '2.5V ~ 5.5V', 4.9, ['SOT23-6', 'MSOP-8'], 'ad7680'],
  ['AD7091R', 12, '1M', '1', 'Single Ended', 'SPI', SAR, 'External, Internal', '2.7V ~ 5.25V', 2.6, ['MSOP-10'], 'ad7091r'],
  ['AD7685', 16, '250k', '1', 'Pseudo-Differential', 'SPI', SAR, 'External', '2.3V ~ 5.5V', 7.8, ['MSOP-10', 'DFN-10'], 'ad7685'],
  ['AD4000', 16, '2M', '1', 'Pseudo-Differential', 'SPI', SAR, 'External', '1.71V ~ 5.5V', 10.4, ['MSOP-10', 'DFN-10'], 'ad4000-4004-4008'],
]), [['B', T_A125, 1], ['A', T_A85, 0.85]]);
const LT_ADC: Dev[] = graded(adcs([
  ['LTC2400', 24, '7.5', '1', 'Single Ended', 'SPI', SD, 'External', '2.7V ~ 5.5V', 8.6, ['SOIC-8'], '2400fa'],
  ['LTC2440', 24, '3.5k', '1', 'Differential', 'SPI', SD, 'External', '4.5V ~ 5.5V', 11.4, ['SSOP-16'], '2440fd'],
  ['LTC2308', 12, '500k', '8', 'Differential, Single Ended', 'SPI', SAR, 'External, Internal', '4.75V ~ 5.25V', 7.6, ['VQFN-24'], '2308fc'],
]), [['C', T_C70, 1], ['I', T_A85, 1.15]]);
const MAX_ADC: Dev[] = graded(adcs([
  ['MAX11613', 12, '94.4k', '4', 'Differential, Single Ended', 'I²C', SAR, 'External, Internal', '2.7V ~ 3.6V', 3.4, ['MSOP-8'], 'MAX11612-MAX11617'],
  ['MAX11100', 16, '200k', '1', 'Single Ended', 'SPI', SAR, 'External', '4.75V ~ 5.25V', 6.8, ['MSOP-10'], 'MAX11100'],
  ['MAX1247', 12, '133k', '4', 'Differential, Single Ended', 'SPI', SAR, 'External', '2.7V ~ 5.25V', 6.2, ['DIP-16', 'QSOP-16'], 'MAX1246-MAX1247'],
]), [['E', T_A85, 1], ['A', T_A125, 1.2]]);
const MCHP_ADC: Dev[] = [
  ...graded(adcs([
    ['MCP3008', 10, '200k', '4, 8', 'Pseudo-Differential, Single Ended', 'SPI', SAR, 'External', '2.7V ~ 5.5V', 2.3, ['DIP-16', 'SOIC-16'], '21295d'],
    ['MCP3004', 10, '200k', '2, 4', 'Pseudo-Differential, Single Ended', 'SPI', SAR, 'External', '2.7V ~ 5.5V', 2.1, ['DIP-14', 'SOIC-14', 'TSSOP-14'], '21295d'],
    ['MCP3002', 10, '200k', '1, 2', 'Pseudo-Differential, Single Ended', 'SPI', SAR, 'Supply', '2.7V ~ 5.5V', 1.6, ['DIP-8', 'SOIC-8', 'MSOP-8'], '21294e'],
    ['MCP3201', 12, '100k', '1', 'Pseudo-Differential', 'SPI', SAR, 'External', '2.7V ~ 5.5V', 2.2, ['DIP-8', 'SOIC-8', 'MSOP-8'], '21290f'],
  ]), [['I', T_A85, 1], ['E', T_A125, 1.1]]),
  ...graded(adcs([
    ['MCP3208', 12, '100k', '4, 8', 'Pseudo-Differential, Single Ended', 'SPI', SAR, 'External', '2.7V ~ 5.5V', 3.4, ['DIP-16', 'SOIC-16'], '21298e'],
    ['MCP3204', 12, '100k', '2, 4', 'Pseudo-Differential, Single Ended', 'SPI', SAR, 'External', '2.7V ~ 5.5V', 2.9, ['DIP-14', 'SOIC-14', 'TSSOP-14'], '21298e'],
  ]), [['BI', T_A85, 1.1], ['CI', T_A85, 1]]),
  ...graded(adcs([
    ['MCP3421A0', 18, '240', '1', 'Differential', 'I²C', SD, 'Internal', '2.7V ~ 5.5V', 2.1, ['SOT23-6'], '22003e'],
    ['MCP3424', 18, '240', '4', 'Differential', 'I²C', SD, 'Internal', '2.7V ~ 5.5V', 3.8, ['SOIC-14', 'TSSOP-14'], '22088c'],
    ['MCP3426A0', 16, '240', '2', 'Differential', 'I²C', SD, 'Internal', '2.7V ~ 5.5V', 2.6, ['SOIC-8', 'MSOP-8', 'DFN-8'], '22226a'],
    ['MCP3561', 24, '153.6k', '2', 'Differential, Single Ended', 'SPI', SD, 'External, Internal', '2.7V ~ 3.6V', 2.9, ['TSSOP-20', 'VQFN-20'], '20006181A'],
  ]), [['E', T_A125, 1]]),
];

// DACs: [name, bits, channels, settling, output, interface, reference, supply, INL, price, packages, ds].
type DRow = [string, number, number, string, string, string, string, string, string, number, string[], string];
const dacs = (rows: DRow[]): Dev[] => rows.map(([n, bits, ch, st, out, iface, ref, va, inl, price, pkgs, ds]) => ({
  n, d: `IC DAC ${bits}BIT ${out.startsWith('Voltage') ? 'V-OUT' : 'A-OUT'} ${pkgs.length ? '' : ''}`.trim(),
  p: { 'Number of Bits': String(bits), 'Number of D/A Converters': String(ch), 'Settling Time': st, 'Output Type': out, 'Data Interface': iface, 'Reference Type': ref, 'Voltage - Supply, Analog': va, 'Voltage - Supply, Digital': va, 'INL/DNL (LSB)': inl, Architecture: 'String DAC' },
  price, pkgs, temp: T_A125, ds,
}));
const VB = 'Voltage - Buffered';
const TI_DAC: Dev[] = graded(dacs([
  ['DAC7571', 12, 1, '9µs', VB, 'I²C', 'Supply', '2.7V ~ 5.5V', '±0.5, ±0.25', 1.6, ['SOT23-6'], 'dac7571'], ['DAC6571', 10, 1, '9µs', VB, 'I²C', 'Supply', '2.7V ~ 5.5V', '±0.5, ±0.25', 1.3, ['SOT23-6'], 'dac6571'],
  ['DAC5571', 8, 1, '9µs', VB, 'I²C', 'Supply', '2.7V ~ 5.5V', '±0.25, ±0.1', 1.1, ['SOT23-6'], 'dac5571'], ['DAC8552', 16, 2, '10µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±12, ±1', 7.4, ['MSOP-8'], 'dac8552'],
  ['DAC8568', 16, 8, '5µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±12, ±1', 13.9, ['TSSOP-16'], 'dac8568'], ['DAC7311', 12, 1, '6µs', VB, 'SPI', 'Supply', '2V ~ 5.5V', '±1, ±0.5', 1.05, ['SC70-6'], 'dac7311'],
  ['DAC80501', 16, 1, '5µs', VB, 'I²C, SPI', 'External, Internal', '2.7V ~ 5.5V', '±1, ±0.5', 4.9, ['SON-10', 'MSOP-10'], 'dac80501'], ['DAC60508', 12, 8, '5µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±1, ±0.5', 4.2, ['TSSOP-16', 'WQFN-24'], 'dac60508'],
]), [['I', T_A125, 1]]);
const ADI_DAC: Dev[] = graded(dacs([
  ['AD5693R', 16, 1, '5µs', VB, 'I²C', 'External, Internal', '2.7V ~ 5.5V', '±2, ±1', 4.1, ['MSOP-10', 'DFN-10'], 'AD5691R_5692R_5693R'], ['AD5683R', 16, 1, '5µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±2, ±1', 4.3, ['MSOP-10', 'DFN-10'], 'AD5683R_5682R_5681R_5683'],
  ['AD5686R', 16, 4, '5µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±2, ±1', 9.8, ['TSSOP-16', 'VQFN-16'], 'AD5686R_5685R_5684R'], ['AD5624R', 12, 4, '3µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±1, ±0.5', 6.4, ['MSOP-10', 'DFN-10'], 'AD5624R_5644R_5664R'],
  ['AD5660', 16, 1, '8µs', VB, 'SPI', 'Internal', '2.7V ~ 5.5V', '±16, ±1', 4.6, ['SOT23-8', 'MSOP-8'], 'AD5660'],
]), [['B', T_A125, 1], ['A', T_A125, 0.8]]);
const LT_DAC: Dev[] = graded(dacs([
  ['LTC2631', 12, 1, '4µs', VB, 'I²C', 'External, Internal', '2.7V ~ 5.5V', '±2.5, ±1', 2.8, ['TSOT23-8', 'DFN-8'], '2631fc'],
  ['LTC1661', 10, 2, '30µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±4, ±0.75', 3.6, ['MSOP-8', 'DIP-8'], '1661fa'],
]), [['C', T_C70, 1], ['I', T_A85, 1.12]]);
const MAX_DAC: Dev[] = graded(dacs([['MAX5216', 16, 1, '2.5µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±10, ±1', 5.2, ['MSOP-10'], 'MAX5214-MAX5216'], ['MAX5713', 12, 4, '4.5µs', VB, 'SPI', 'External, Internal', '2.7V ~ 5.5V', '±1, ±0.25', 5.6, ['TSSOP-14', 'VQFN-16'], 'MAX5713-MAX5715']]), [['A', T_A125, 1], ['G', T_A105, 0.9]]);
const MCHP_DAC: Dev[] = [
  ...(['A0', 'A1', 'A2', 'A3'] as const).flatMap((a) => graded(dacs([['MCP4725' + a, 12, 1, '6µs', VB, 'I²C', 'Supply', '2.7V ~ 5.5V', '±2, ±0.75', 1.2, ['SOT23-6'], '22039d'], ['MCP4716' + a, 10, 1, '6µs', VB, 'I²C', 'External, Supply', '2.7V ~ 5.5V', '±0.5, ±0.25', 0.95, ['SOT23-6'], '22272c']]), [['E', T_A125, 1]])),
  ...graded(dacs([
    ['MCP4728', 12, 4, '6µs', VB, 'I²C', 'External, Internal', '2.7V ~ 5.5V', '±2, ±0.75', 2.6, ['MSOP-10'], '22187e'],
    ['MCP4921', 12, 1, '4.5µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±2, ±0.2', 1.9, ['DIP-8', 'SOIC-8', 'MSOP-8'], '21897c'], ['MCP4922', 12, 2, '4.5µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±2, ±0.2', 2.6, ['DIP-14', 'SOIC-14', 'TSSOP-14'], '21897c'],
    ['MCP4911', 10, 1, '4.5µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±0.5, ±0.2', 1.5, ['DIP-8', 'SOIC-8', 'MSOP-8'], '22248a'], ['MCP4901', 8, 1, '4.5µs', VB, 'SPI', 'External', '2.7V ~ 5.5V', '±0.125, ±0.05', 1.2, ['DIP-8', 'SOIC-8', 'MSOP-8'], '22248a'],
    ['MCP4821', 12, 1, '4.5µs', VB, 'SPI', 'Internal', '2.7V ~ 5.5V', '±2, ±0.2', 1.9, ['DIP-8', 'SOIC-8', 'MSOP-8'], '22244b'], ['MCP4822', 12, 2, '4.5µs', VB, 'SPI', 'Internal', '2.7V ~ 5.5V', '±2, ±0.2', 2.5, ['DIP-8', 'SOIC-8', 'MSOP-8'], '20002249B'],
  ]), [['E', T_A125, 1]]),
];

// ---------------------------------------------------------------------------------------------
// Timers: [name, type, frequency, supply, supply current, price, packages, ds].
type TRow = [string, string, string, string, string, number, string[], string];
const timers = (rows: TRow[], temp: string): Dev[] => rows.map(([n, type, f, vs, is, price, pkgs, ds]) => ({
  n, d: `IC OSC ${type.includes('Dual') ? 'DUAL TIMER' : type.startsWith('555') ? 'SINGLE TIMER' : 'PROG TIMER'} ${f.replace(/ /g, '').toUpperCase()}`,
  p: { Type: type, Count: '-', Frequency: f, 'Voltage - Supply': vs, 'Current - Supply': is }, price, pkgs, temp, ds,
}));
const S555 = '555 Type, Timer/Oscillator (Single)';
const D555 = '555 Type, Timer/Oscillator (Dual)';
const TI_TIMER: Dev[] = [
  ...timers([['NE555', S555, '100kHz', '4.5V ~ 16V', '6mA', 0.32, ['DIP-8', 'SOIC-8', 'TSSOP-8', 'SOP-8'], 'ne555'], ['NE556', D555, '100kHz', '4.5V ~ 16V', '12mA', 0.55, ['DIP-14', 'SOIC-14'], 'ne556']], T_C70),
  ...timers([['SA555', S555, '100kHz', '4.5V ~ 16V', '6mA', 0.36, ['DIP-8', 'SOIC-8'], 'sa555'], ['NA555', S555, '100kHz', '4.5V ~ 16V', '6mA', 0.36, ['DIP-8', 'SOIC-8'], 'ne555']], T_A85),
  ...timers([['SE555', S555, '100kHz', '4.5V ~ 18V', '5mA', 0.9, ['DIP-8', 'SOIC-8'], 'se555']], '-55°C ~ 125°C (TA)'),
  ...graded(timers([['TLC555', S555, '2.1MHz', '2V ~ 15V', '250µA', 0.62, ['DIP-8', 'SOIC-8', 'TSSOP-8', 'SOP-8'], 'tlc555'], ['TLC556', D555, '2.1MHz', '2V ~ 15V', '500µA', 0.95, ['DIP-14', 'SOIC-14'], 'tlc556'], ['TLC551', S555, '1.8MHz', '1V ~ 15V', '170µA', 0.7, ['DIP-8', 'SOIC-8'], 'tlc551']], T_C70), [['C', T_C70, 1], ['I', T_A85, 1.1]]),
  ...timers([['TPL5010', 'Nano-Power System Timer', '-', '1.8V ~ 5.5V', '35nA', 0.62, ['TSOT23-6'], 'tpl5010'], ['TPL5110', 'Nano-Power System Timer', '-', '1.8V ~ 5.5V', '35nA', 0.66, ['TSOT23-6'], 'tpl5110'], ['TPL5111', 'Nano-Power System Timer', '-', '1.8V ~ 5.5V', '35nA', 0.66, ['TSOT23-6'], 'tpl5111']], T_A105),
];
const NSC_TIMER: Dev[] = timers([['LMC555', S555, '3MHz', '1.5V ~ 15V', '100µA', 0.74, ['DIP-8', 'SOIC-8', 'MSOP-8'], 'lmc555'], ['LM555', S555, '100kHz', '4.5V ~ 16V', '6mA', 0.42, ['DIP-8', 'SOIC-8', 'MSOP-8'], 'lm555'], ['LM556', D555, '100kHz', '4.5V ~ 16V', '12mA', 0.68, ['DIP-14', 'SOIC-14'], 'lm556']], '-40°C ~ 85°C (TA)').map((d) => ({ ...d, g: 'C' }));
const ST_TIMER: Dev[] = timers([['NE555', S555, '100kHz', '4.5V ~ 16V', '6mA', 0.3, ['DIP-8', 'SOIC-8'], 'ne555'], ['NE556', D555, '100kHz', '4.5V ~ 16V', '12mA', 0.5, ['SOIC-14'], 'ne556'], ['TS555C', S555, '2.7MHz', '2V ~ 16V', '110µA', 0.42, ['DIP-8', 'SOIC-8', 'MSOP-8'], 'ts555'], ['TS555I', S555, '2.7MHz', '2V ~ 16V', '110µA', 0.46, ['DIP-8', 'SOIC-8', 'MSOP-8'], 'ts555']], T_C70);
const ADI_TIMER: Dev[] = graded([
  ...(['LTC6990', 'LTC6991'] as const).flatMap((n) => timers([[n, 'Programmable, Oscillator', n === 'LTC6990' ? '2MHz' : '977Hz', '2.25V ~ 5.5V', '72µA', 1.9, ['TSOT23-6'], n === 'LTC6990' ? '6990fb' : '6991fb']], T_A85)),
  ...(['LTC6992-1', 'LTC6992-2', 'LTC6992-3', 'LTC6992-4', 'LTC6993-1', 'LTC6993-2', 'LTC6993-3', 'LTC6993-4'] as const).flatMap((n) => timers([[n, n.startsWith('LTC6992') ? 'Programmable, PWM' : 'Programmable, Monostable', '1MHz', '2.25V ~ 5.5V', '110µA', 2.3, ['TSOT23-6'], n.slice(0, 7).toLowerCase()]], T_A85)),
], [['C', T_C70, 1], ['I', T_A85, 1.1], ['H', T_A125, 1.3]]).map((d) => (d.n.includes('-') ? { ...d, n: d.n.split('-')[0] as string, o: `-${d.n.split('-')[1]}` } : d));
const RN_TIMER: Dev[] = graded(timers([['ICM7555', S555, '1MHz', '2V ~ 18V', '120µA', 0.9, ['SOIC-8', 'DIP-8'], 'icm7555-icm7556']], T_A85), [['I', T_A85, 1], ['C', T_C70, 0.9]]);
// Intersil heritage: BA = 8-pin SOIC, PA = 8-pin DIP, Z = lead-free, -T = reel.
const rnTimer: Scheme = (d, k) => {
  const base = `${d.n}${d.g ?? 'I'}${k.startsWith('SOIC') ? 'BA' : 'PA'}Z`;
  return [base, k.startsWith('SOIC') ? [reel(`${base}-T`, 2500), tube(base, 98)] : [tube(base, 50)]];
};
const mchpTimerScheme = listed({ 'MIC1555|SOT23-5': [['MIC1555YM5-TR', 'reel', 3000]], 'MIC1557|SOT23-5': [['MIC1557YM5-TR', 'reel', 3000]], 'MIC1555|DFN-8': [['MIC1555YMT-TR', 'reel', 5000]] });
const MCHP_TIMER: Dev[] = timers([['MIC1555', S555, '5MHz', '2.7V ~ 18V', '240µA', 0.52, ['SOT23-5', 'DFN-8'], 'mic1555'], ['MIC1557', S555, '5MHz', '2.7V ~ 18V', '240µA', 0.52, ['SOT23-5'], 'mic1557']], T_A85);

// ---------------------------------------------------------------------------------------------
// Real-time clocks: [name, features, memory, interface, supply, battery supply, timekeeping current, price, packages, ds].
type RRow = [string, string, string, string, string, string, string, number, string[], string];
const rtcs = (rows: RRow[], temp: string): Dev[] => rows.map(([n, feat, mem, iface, vs, vbat, ik, price, pkgs, ds]) => ({
  n, d: `IC RTC CLK/CALENDAR ${iface.startsWith('I²C') ? 'I2C' : iface.startsWith('SPI') ? 'SPI' : 'SER'}`,
  p: { Type: 'Clock/Calendar', Features: feat, 'Memory Size': mem, 'Time Format': 'HH:MM:SS (12/24 hr)', 'Date Format': 'YY-MM-DD-dd', Interface: iface, 'Voltage - Supply': vs, 'Voltage - Supply, Battery': vbat, 'Current - Timekeeping (Max)': ik },
  price, pkgs, temp, ds,
}));
const I2C = 'I²C, 2-Wire Serial';
const AL = 'Alarm, Leap Year, Square Wave Output';
const MAX_RTC: [Dev[], Record<string, [string, Variant['pack'], number][]>] = [
  [
    ...rtcs([['DS3231', `${AL}, Temperature Compensated`, '-', I2C, '2.3V ~ 5.5V', '2.3V ~ 5.5V', '3µA @ 3.3V', 7.9, ['SOICW-16'], 'DS3231'], ['DS3231M', `${AL}, MEMS Resonator`, '-', I2C, '2.3V ~ 5.5V', '2.3V ~ 5.5V', '3µA @ 3.3V', 5.6, ['SOIC-8'], 'DS3231M'], ['DS3232', `${AL}, Temperature Compensated`, '236B', I2C, '2.3V ~ 5.5V', '2.3V ~ 5.5V', '3µA @ 3.3V', 8.9, ['SOICW-16'], 'DS3232'], ['DS3234', `${AL}, Temperature Compensated`, '256B', 'SPI', '2V ~ 5.5V', '2V ~ 3.8V', '3µA @ 3.3V', 9.6, ['SOICW-16'], 'DS3234']], T_A85),
    ...rtcs([['DS1307', 'Leap Year, NVSRAM, Square Wave Output', '56B', I2C, '4.5V ~ 5.5V', '2V ~ 3.5V', '500nA @ 3V', 2.3, ['DIP-8', 'SOIC-8'], 'DS1307'], ['DS1302', 'Burst Mode, Leap Year, NVSRAM', '31B', 'SPI', '2V ~ 5.5V', '2V ~ 5.5V', '300nA @ 2V', 2.4, ['DIP-8', 'SOIC-8'], 'DS1302'], ['DS1337', AL, '-', I2C, '1.8V ~ 5.5V', '-', '600nA @ 1.8V', 2.2, ['SOIC-8', 'DIP-8', 'MSOP-8'], 'DS1337'], ['DS1338', 'Leap Year, NVSRAM, Square Wave Output', '56B', I2C, '2.7V ~ 5.5V', '1.3V ~ 3.7V', '800nA @ 3V', 2.6, ['SOIC-8', 'MSOP-8'], 'DS1338']], T_C70),
  ],
  {
    'DS3231|SOICW-16': [['DS3231SN#T&R', 'reel', 1000], ['DS3231SN#', 'tube', 44]], 'DS3231M|SOIC-8': [['DS3231MZ+T&R', 'reel', 2500], ['DS3231MZ+', 'tube', 96]], 'DS3232|SOICW-16': [['DS3232SN#T&R', 'reel', 1000], ['DS3232SN#', 'tube', 44]], 'DS3234|SOICW-16': [['DS3234SN#T&R', 'reel', 1000], ['DS3234SN#', 'tube', 44]],
    'DS1307|DIP-8': [['DS1307+', 'tube', 50]], 'DS1307|SOIC-8': [['DS1307Z+T&R', 'reel', 2500], ['DS1307Z+', 'tube', 96]], 'DS1302|DIP-8': [['DS1302+', 'tube', 50]], 'DS1302|SOIC-8': [['DS1302Z+T&R', 'reel', 2500], ['DS1302Z+', 'tube', 96]],
    'DS1337|SOIC-8': [['DS1337S+T&R', 'reel', 2500], ['DS1337S+', 'tube', 96]], 'DS1337|DIP-8': [['DS1337+', 'tube', 50]], 'DS1337|MSOP-8': [['DS1337U+T&R', 'reel', 3000]], 'DS1338|SOIC-8': [['DS1338Z-33+T&R', 'reel', 2500], ['DS1338Z-33+', 'tube', 96]], 'DS1338|MSOP-8': [['DS1338U-33+T&R', 'reel', 3000]],
  },
];
const MAX_RTC_IND: Dev[] = rtcs([['DS1307N', 'Leap Year, NVSRAM, Square Wave Output', '56B', I2C, '4.5V ~ 5.5V', '2V ~ 3.5V', '500nA @ 3V', 2.9, ['DIP-8', 'SOIC-8'], 'DS1307'], ['DS1302N', 'Burst Mode, Leap Year, NVSRAM', '31B', 'SPI', '2V ~ 5.5V', '2V ~ 5.5V', '300nA @ 2V', 2.9, ['DIP-8', 'SOIC-8'], 'DS1302']], T_A85);
const maxIndScheme = listed({ 'DS1307N|DIP-8': [['DS1307N+', 'tube', 50]], 'DS1307N|SOIC-8': [['DS1307ZN+T&R', 'reel', 2500], ['DS1307ZN+', 'tube', 96]], 'DS1302N|DIP-8': [['DS1302N+', 'tube', 50]], 'DS1302N|SOIC-8': [['DS1302ZN+T&R', 'reel', 2500], ['DS1302ZN+', 'tube', 96]] });
const NXP_RTC: Dev[] = rtcs([
  ['PCF8563T/5', `${AL}, Timer`, '-', I2C, '1V ~ 5.5V', '-', '250nA @ 3V', 0.9, ['SOIC-8'], 'PCF8563'], ['PCF8563TS/5', `${AL}, Timer`, '-', I2C, '1V ~ 5.5V', '-', '250nA @ 3V', 0.95, ['MSOP-8'], 'PCF8563'],
  ['PCF85063ATL/1', `${AL}, Timer`, '1B', I2C, '0.9V ~ 5.5V', '-', '220nA @ 3.3V', 0.62, ['DFN-10'], 'PCF85063A'], ['PCF85063TP/1', 'Leap Year, Square Wave Output', '1B', I2C, '0.9V ~ 5.5V', '-', '220nA @ 3.3V', 0.55, ['DFN-8'], 'PCF85063TP'],
  ['PCF8523T/1', `${AL}, Battery Switch-Over, Timer`, '-', I2C, '1V ~ 5.5V', '1.8V ~ 5.5V', '150nA @ 3V', 1.1, ['SOIC-8'], 'PCF8523'], ['PCF2129T/2', `${AL}, Temperature Compensated, Timestamp`, '-', 'I²C, SPI', '1.8V ~ 4.2V', '1.8V ~ 4.2V', '700nA @ 3.3V', 3.4, ['SOICW-16'], 'PCF2129'],
  ['PCF2129AT/2', `${AL}, Temperature Compensated, Timestamp`, '-', I2C, '1.8V ~ 4.2V', '1.8V ~ 4.2V', '700nA @ 3.3V', 3.2, ['SOICW-16'], 'PCF2129A'],
], '-40°C ~ 85°C');
const nxpRtc: Scheme = (d, k) => [d.n, [reel(`${d.n},${k === 'SOICW-16' ? '518' : k === 'SOIC-8' && d.n.startsWith('PCF8563') ? '518' : '118'}`, k === 'SOICW-16' ? 1000 : k.startsWith('DFN') ? 4000 : 2500)]];
const MCHP_RTC: Dev[] = graded(rtcs([
  ['MCP7940N', `${AL}, Battery Switch-Over, Power-Fail Timestamp`, '64B', I2C, '1.8V ~ 5.5V', '1.3V ~ 5.5V', '1.2µA @ 3.3V', 0.72, ['SOIC-8', 'DIP-8', 'TSSOP-8', 'MSOP-8', 'DFN-8'], '20005010H'],
  ['MCP7940M', AL, '64B', I2C, '1.8V ~ 5.5V', '-', '1.2µA @ 3.3V', 0.62, ['SOIC-8', 'DIP-8', 'MSOP-8', 'DFN-8'], '20002292B'],
  ['MCP79410', `${AL}, Battery Switch-Over, EEPROM`, '64B SRAM, 1Kbit EEPROM', I2C, '1.8V ~ 5.5V', '1.3V ~ 5.5V', '1.2µA @ 3.3V', 0.95, ['SOIC-8', 'TSSOP-8', 'MSOP-8', 'DFN-8'], '22266D'],
  ['MCP79411', `${AL}, Battery Switch-Over, EEPROM, EUI-48`, '64B SRAM, 1Kbit EEPROM', I2C, '1.8V ~ 5.5V', '1.3V ~ 5.5V', '1.2µA @ 3.3V', 1.05, ['SOIC-8', 'TSSOP-8', 'MSOP-8', 'DFN-8'], '22266D'],
  ['MCP79412', `${AL}, Battery Switch-Over, EEPROM, EUI-64`, '64B SRAM, 1Kbit EEPROM', I2C, '1.8V ~ 5.5V', '1.3V ~ 5.5V', '1.2µA @ 3.3V', 1.05, ['SOIC-8', 'TSSOP-8', 'MSOP-8', 'DFN-8'], '22266D'],
  ['MCP795W10', `${AL}, Battery Switch-Over, EEPROM, Watchdog`, '64B SRAM, 1Kbit EEPROM', 'SPI', '1.8V ~ 3.6V', '1.3V ~ 3.6V', '1.2µA @ 3.3V', 1.3, ['SOIC-14', 'TSSOP-14'], '22280A'],
], T_A85), [['I', T_A85, 1], ['E', T_A125, 1.1]]);
const ST_RTC: Dev[] = rtcs([['M41T81S', `${AL}, Watchdog`, '-', I2C, '2V ~ 5.5V', '1.8V ~ 5.5V', '600nA @ 3V', 1.6, ['SOIC-8'], 'm41t81s'], ['M41T00S', 'Leap Year, Oscillator Fail Detect', '-', I2C, '2V ~ 5.5V', '1.8V ~ 5.5V', '800nA @ 3V', 1.2, ['SOIC-8'], 'm41t00s'], ['M41T62', `${AL}, Watchdog`, '-', I2C, '1.3V ~ 4.4V', '-', '350nA @ 3V', 1.4, ['DFN-8'], 'm41t62']], T_A85);
const stRtc = listed({ M41T81S: [['M41T81SM6F', 'reel', 2500], ['M41T81SM6E', 'tube', 100]], M41T00S: [['M41T00SM6F', 'reel', 2500], ['M41T00SM6E', 'tube', 100]], M41T62: [['M41T62LC6F', 'reel', 2500]] });
const RN_RTC: Dev[] = graded(rtcs([['ISL1208', `${AL}, Battery Switch-Over`, '2B', I2C, '2.7V ~ 5.5V', '1.8V ~ 5.5V', '1.2µA @ 3V', 1.2, ['SOIC-8', 'MSOP-8'], 'isl1208'], ['ISL12022M', `${AL}, Temperature Compensated`, '128B', I2C, '2.7V ~ 5.5V', '1.8V ~ 5.5V', '1.8µA @ 3V', 6.9, ['SOICW-16'], 'isl12022m']], T_A85), [['I', T_A85, 1]]);
const TI_RTC: Dev[] = rtcs([['BQ32000', 'Leap Year, Oscillator Fail Detect, Trickle Charger', '-', I2C, '3V ~ 3.6V', '1.4V ~ 3.6V', '1.2µA @ 3V', 1.4, ['SOIC-8'], 'bq32000'], ['BQ32002', 'Leap Year, Oscillator Fail Detect', '-', I2C, '3V ~ 3.6V', '1.4V ~ 3.6V', '1.2µA @ 3V', 1.3, ['SOIC-8'], 'bq32002']], T_A85);
const ABR_RTC: Dev[] = rtcs([['AB1805', `${AL}, Battery Switch-Over, Watchdog`, '256B', I2C, '1.5V ~ 3.6V', '1.5V ~ 3.6V', '22nA @ 3V', 1.9, ['VQFN-16'], 'AB18X5-RTC'], ['AB0805', `${AL}, Watchdog`, '256B', I2C, '1.5V ~ 3.6V', '-', '22nA @ 3V', 1.6, ['VQFN-16'], 'AB08X5-RTC'], ['AB1815', `${AL}, Battery Switch-Over, Watchdog`, '256B', 'SPI', '1.5V ~ 3.6V', '1.5V ~ 3.6V', '22nA @ 3V', 1.95, ['VQFN-16'], 'AB18X5-RTC'], ['AB0815', `${AL}, Watchdog`, '256B', 'SPI', '1.5V ~ 3.6V', '-', '22nA @ 3V', 1.65, ['VQFN-16'], 'AB08X5-RTC']], T_A85);

// ---------------------------------------------------------------------------------------------
// RF: [name, family, protocol, frequency, data rate, output power, sensitivity, memory, interfaces, supply, rx, tx, price, packages, ds].
type FRow = [string, string, string, string, string, string, string, string, string, string, string, string, number, string[], string];
const rfKeys = (r: FRow, module: boolean): Record<string, string> => {
  const [, fam, proto, f, rate, pwr, sens, mem, ifs, vs, rx, tx] = r;
  return module
    ? { 'RF Family/Standard': fam, Protocol: proto, Frequency: f, 'Data Rate': rate, 'Power - Output': pwr, Sensitivity: sens, 'Memory Size': mem, 'Serial Interfaces': ifs, 'Voltage - Supply': vs, 'Current - Receiving': rx, 'Current - Transmitting': tx, 'Mounting Type': 'Surface Mount' }
    : { Type: mem === '-' ? 'TxRx Only' : 'TxRx + MCU', 'RF Family/Standard': fam, Protocol: proto, Frequency: f, 'Data Rate (Max)': rate, 'Power - Output': pwr, Sensitivity: sens, 'Memory Size': mem, 'Serial Interfaces': ifs, 'Voltage - Supply': vs, 'Current - Receiving': rx, 'Current - Transmitting': tx };
};
const rfs = (rows: FRow[], module: boolean, temp = T_A85): Dev[] => rows.map((r) => ({ n: r[0], d: module ? `RX TXRX MOD ${r[1].split(/[ ,]/)[0]?.toUpperCase()} ${r[3].split(' ')[0]?.replace('~', '')}` : `IC RF TXRX${r[7] === '-' ? '' : '+MCU'} ${r[1].split(/[ ,]/)[0]?.toUpperCase()}`, p: rfKeys(r, module), price: r[12], pkgs: r[13], temp, ds: r[14] }));
const WIFI = 'WiFi, 802.11b/g/n';
const BLE = 'Bluetooth';
const ESP_MOD: Dev[] = rfs([
  ...['', '-N8', '-N16', '-H4', '-H8'].map((o): FRow => [`ESP32-WROOM-32E${o}`, `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '150Mbps', '20dBm', '-97dBm', `${o.includes('16') ? 16 : o.includes('8') ? 8 : 4}MB Flash, 520kB SRAM`, 'GPIO, I²C, I²S, SDIO, SPI, UART', '3V ~ 3.6V', '100mA', '240mA', o.includes('16') ? 4.3 : o.includes('8') ? 3.7 : 3.2, ['Module'], 'esp32-wroom-32e_esp32-wroom-32ue_datasheet_en']),
  ...['', '-N8', '-N16'].map((o): FRow => [`ESP32-WROOM-32UE${o}`, `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '150Mbps', '20dBm', '-97dBm', `${o.includes('16') ? 16 : o.includes('8') ? 8 : 4}MB Flash, 520kB SRAM`, 'GPIO, I²C, I²S, SDIO, SPI, UART', '3V ~ 3.6V', '100mA', '240mA', o.includes('16') ? 4.5 : o.includes('8') ? 3.9 : 3.4, ['Module'], 'esp32-wroom-32e_esp32-wroom-32ue_datasheet_en']),
  ...['-N4R8', '-N8R8', '-N16R8'].map((o): FRow => [`ESP32-WROVER-E${o}`, `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '150Mbps', '20dBm', '-97dBm', `${o.slice(2, -2)}MB Flash, 8MB PSRAM`, 'GPIO, I²C, I²S, SDIO, SPI, UART', '3V ~ 3.6V', '100mA', '240mA', 4.6, ['Module'], 'esp32-wrover-e_esp32-wrover-ie_datasheet_en']),
  ...['-N4', '-N8', '-N16', '-N8R2', '-N16R2', '-N8R8', '-N16R8'].map((o): FRow => [`ESP32-S3-WROOM-1${o}`, `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-97dBm', `${o.split('R')[0]?.slice(2)}MB Flash${o.includes('R') ? `, ${o.split('R')[1]}MB PSRAM` : ''}`, 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '95mA', '340mA', 3.6 + (o.includes('R8') ? 1.5 : o.includes('R2') ? 0.6 : 0), ['Module'], 'esp32-s3-wroom-1_wroom-1u_datasheet_en']),
  ...['-N4', '-N8', '-N4R2'].map((o): FRow => [`ESP32-S3-MINI-1${o}`, `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-97dBm', `${o.split('R')[0]?.slice(2)}MB Flash`, 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '95mA', '340mA', 3.1, ['Module'], 'esp32-s3-mini-1_mini-1u_datasheet_en']),
  ...['ESP32-C3-WROOM-02-N4', 'ESP32-C3-WROOM-02U-N4', 'ESP32-C3-MINI-1-N4', 'ESP32-C3-MINI-1-H4', 'ESP32-C3-MINI-1U-N4'].map((n): FRow => [n, `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-98dBm', '4MB Flash, 400kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '82mA', '335mA', 2.1, ['Module'], n.includes('MINI') ? 'esp32-c3-mini-1_datasheet_en' : 'esp32-c3-wroom-02_datasheet_en']),
  ...['ESP32-C6-WROOM-1-N4', 'ESP32-C6-WROOM-1-N8', 'ESP32-C6-WROOM-1-N16', 'ESP32-C6-MINI-1-N4', 'ESP32-H2-MINI-1-N4'].map((n): FRow => [n, n.includes('H2') ? `${BLE}, 802.15.4` : `${BLE}, WiFi, 802.15.4`, n.includes('H2') ? 'Bluetooth v5.3, Thread, Zigbee®' : 'Bluetooth v5.3, 802.11ax, Thread, Zigbee®', '2.4GHz', n.includes('H2') ? '2Mbps' : '150Mbps', '20dBm', '-97dBm', `${n.endsWith('16') ? 16 : n.endsWith('8') ? 8 : 4}MB Flash`, 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '78mA', '354mA', n.includes('H2') ? 2.3 : 2.9, ['Module'], `${n.split('-').slice(0, 3).join('-').toLowerCase()}_datasheet_en`]),
], true, '-40°C ~ 85°C');
const espScheme: Scheme = (d) => [d.n, [reel(d.n, d.n.includes('MINI') ? 1000 : 650)]];
const OTHER_MOD: [string, string, FRow[], Record<string, [string, Variant['pack'], number][]>, string][] = [
  ['u-blox', 'https://www.u-blox.com/en/product/{ds}', [
    ['NINA-B301', BLE, 'Bluetooth v5.0', '2.4GHz', '2Mbps', '8dBm', '-95dBm', '1MB Flash, 256kB RAM', 'GPIO, I²C, SPI, UART, USB', '1.7V ~ 3.6V', '5.3mA', '16.4mA', 11.9, ['Module'], 'nina-b3-series'], ['NINA-B306', BLE, 'Bluetooth v5.0', '2.4GHz', '2Mbps', '8dBm', '-95dBm', '1MB Flash, 256kB RAM', 'GPIO, I²C, SPI, UART, USB', '1.7V ~ 3.6V', '5.3mA', '16.4mA', 12.4, ['Module'], 'nina-b3-series'],
    ['NINA-W102', `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '72Mbps', '16dBm', '-96dBm', '2MB Flash', 'GPIO, SPI, UART', '3V ~ 3.6V', '100mA', '250mA', 11.2, ['Module'], 'nina-w10-series'], ['ANNA-B112', BLE, 'Bluetooth v5.0', '2.4GHz', '2Mbps', '4dBm', '-93dBm', '512kB Flash', 'GPIO, I²C, SPI, UART', '1.7V ~ 3.6V', '5.4mA', '7.5mA', 10.4, ['Module'], 'anna-b112'],
    ['NORA-B106', BLE, 'Bluetooth v5.3, Thread', '2.4GHz', '2Mbps', '3dBm', '-98dBm', '1MB Flash, 512kB RAM', 'GPIO, I²C, SPI, UART, USB', '1.7V ~ 3.6V', '2.9mA', '5.1mA', 9.9, ['Module'], 'nora-b10-series'],
    ['NEO-M9N', 'Navigation', 'GNSS', '1.575GHz', '-', '-', '-167dBm', '-', 'I²C, SPI, UART, USB', '2.7V ~ 3.6V', '37mA', '-', 19.5, ['Module'], 'neo-m9n-module'], ['MAX-M10S', 'Navigation', 'GNSS', '1.575GHz', '-', '-', '-166dBm', '-', 'I²C, UART', '2.7V ~ 3.6V', '12mA', '-', 12.9, ['Module'], 'max-m10-series'],
    ['ZED-F9P', 'Navigation', 'GNSS, RTK', '1.2GHz, 1.5GHz', '-', '-', '-167dBm', '-', 'I²C, SPI, UART, USB', '2.7V ~ 3.6V', '68mA', '-', 199, ['Module'], 'zed-f9p-module'], ['SARA-R410M', 'Cellular', 'LTE Cat M1, NB-IoT', '700MHz ~ 2.1GHz', '375kbps', '23dBm', '-107dBm', '-', 'GPIO, I²C, UART, USB', '3.2V ~ 4.2V', '20mA', '190mA', 29.5, ['Module'], 'sara-r4-series'],
  ], { 'NINA-B301': [['NINA-B301-01B', 'tray', 200]], 'NINA-B306': [['NINA-B306-01B', 'tray', 200]], 'NINA-W102': [['NINA-W102-00B', 'tray', 200]], 'ANNA-B112': [['ANNA-B112-01B', 'tray', 240]], 'NORA-B106': [['NORA-B106-00B', 'tray', 240]], 'NEO-M9N': [['NEO-M9N-00B', 'tray', 250]], 'MAX-M10S': [['MAX-M10S-00B', 'reel', 500]], 'ZED-F9P': [['ZED-F9P-04B', 'tray', 100]], 'SARA-R410M': [['SARA-R410M-02B-03', 'tray', 100]] }, 'u-blox'],
  ['microchip', 'https://ww1.microchip.com/downloads/en/DeviceDoc/{ds}.pdf', [
    ['RN4871', BLE, 'Bluetooth v5.0', '2.4GHz', '1Mbps', '0dBm', '-90dBm', '-', 'UART', '1.9V ~ 3.6V', '10mA', '13mA', 7.9, ['Module'], 'RN4870-71-Bluetooth-Low-Energy-Module-Data-Sheet-DS50002489D'], ['RN4870', BLE, 'Bluetooth v5.0', '2.4GHz', '1Mbps', '0dBm', '-90dBm', '-', 'UART', '1.9V ~ 3.6V', '10mA', '13mA', 8.6, ['Module'], 'RN4870-71-Bluetooth-Low-Energy-Module-Data-Sheet-DS50002489D'],
    ['RN2483A', 'General ISM < 1GHz', 'LoRa™', '433MHz, 868MHz', '300kbps', '14dBm', '-148dBm', '-', 'GPIO, UART', '2.1V ~ 3.6V', '14mA', '38.9mA', 12.9, ['Module'], 'RN2483-LoRa-Technology-Module-Data-Sheet-DS50002346D'], ['RN2903A', 'General ISM < 1GHz', 'LoRa™', '915MHz', '300kbps', '18.5dBm', '-146dBm', '-', 'GPIO, UART', '2.1V ~ 3.6V', '13.5mA', '124.4mA', 12.9, ['Module'], 'RN2903-LoRa-Technology-Module-Data-Sheet-DS50002390J'],
    ['ATWINC1510', WIFI, '802.11b/g/n', '2.4GHz', '72Mbps', '18.5dBm', '-98dBm', '1MB Flash', 'SPI, UART', '3V ~ 4.2V', '60mA', '270mA', 8.9, ['Module'], 'ATWINC15x0-MR210xB-IEEE-802.11-b-g-n-SmartConnect-IoT-Module-Data-Sheet-DS70005304E'],
  ], { RN4871: [['RN4871-V/RM118', 'reel', 1000], ['RN4871-I/RM140', 'reel-only', 1000]], RN4870: [['RN4870-V/RM118', 'reel', 1000]], RN2483A: [['RN2483A-I/RM104', 'reel', 1000]], RN2903A: [['RN2903A-I/RM104', 'reel', 1000]], ATWINC1510: [['ATWINC1510-MR210PB1961', 'tray', 260]] }, 'microchip'],
  ['silicon-labs', 'https://www.silabs.com/documents/public/data-sheets/{ds}.pdf', [
    ['BGM220PC22HNA2', BLE, 'Bluetooth v5.3', '2.4GHz', '2Mbps', '8dBm', '-97.5dBm', '512kB Flash, 32kB RAM', 'GPIO, I²C, SPI, UART', '1.8V ~ 3.8V', '3.6mA', '8.2mA', 7.2, ['Module'], 'bgm220p-datasheet'], ['BGM220SC22HNA2', BLE, 'Bluetooth v5.3', '2.4GHz', '2Mbps', '6dBm', '-97.5dBm', '512kB Flash, 32kB RAM', 'GPIO, I²C, SPI, UART', '1.8V ~ 3.8V', '3.6mA', '8.2mA', 5.9, ['Module'], 'bgm220s-datasheet'],
    ['MGM240PB32VNA2', `${BLE}, 802.15.4`, 'Bluetooth v5.3, Matter, Thread, Zigbee®', '2.4GHz', '2Mbps', '20dBm', '-104dBm', '1.5MB Flash, 256kB RAM', 'GPIO, I²C, SPI, UART', '1.8V ~ 3.8V', '4.4mA', '160mA', 9.9, ['Module'], 'mgm240p-datasheet'],
  ], { BGM220PC22HNA2: [['BGM220PC22HNA2R', 'reel', 1000], ['BGM220PC22HNA2', 'tray', 260]], BGM220SC22HNA2: [['BGM220SC22HNA2R', 'reel', 1000], ['BGM220SC22HNA2', 'tray', 260]], MGM240PB32VNA2: [['MGM240PB32VNA2R', 'reel', 1000], ['MGM240PB32VNA2', 'tray', 260]] }, 'silabs'],
  ['murata', 'https://www.murata.com/-/media/webrenewal/products/connectivitymodule/{ds}.ashx', [
    ['LBEE5KL1DX-883', `${BLE}, WiFi`, 'Bluetooth v5.1, 802.11b/g/n', '2.4GHz', '65Mbps', '17dBm', '-94dBm', '-', 'SDIO, UART', '3V ~ 4.8V', '45mA', '320mA', 7.4, ['Module'], 'type1dx'], ['CMWX1ZZABZ-078', 'General ISM < 1GHz', 'LoRa™', '868MHz, 915MHz', '300kbps', '14dBm', '-137dBm', '192kB Flash, 20kB RAM', 'GPIO, I²C, SPI, UART, USB', '2.2V ~ 3.6V', '21mA', '128mA', 12.4, ['Module'], 'typeabz'],
  ], { 'LBEE5KL1DX-883': [['LBEE5KL1DX-883', 'reel', 1000]], 'CMWX1ZZABZ-078': [['CMWX1ZZABZ-078', 'reel', 1000]] }, 'murata'],
];
const NORDIC: Dev[] = rfs([
  ['nRF52832-QFAA', BLE, 'Bluetooth v5.0, ANT', '2.4GHz', '2Mbps', '4dBm', '-96dBm', '512kB Flash, 64kB RAM', 'I²C, I²S, SPI, UART', '1.7V ~ 3.6V', '5.4mA', '7.1mA', 2.9, ['VQFN-48'], 'nRF52832_PS_v1.8'], ['nRF52832-QFAB', BLE, 'Bluetooth v5.0, ANT', '2.4GHz', '2Mbps', '4dBm', '-96dBm', '256kB Flash, 32kB RAM', 'I²C, I²S, SPI, UART', '1.7V ~ 3.6V', '5.4mA', '7.1mA', 2.6, ['VQFN-48'], 'nRF52832_PS_v1.8'],
  ['nRF52840-QIAA', `${BLE}, 802.15.4`, 'Bluetooth v5.3, Thread, Zigbee®', '2.4GHz', '2Mbps', '8dBm', '-103dBm', '1MB Flash, 256kB RAM', 'I²C, I²S, QSPI, SPI, UART, USB', '1.7V ~ 5.5V', '6.4mA', '14.8mA', 4.9, ['AQFN-73'], 'nRF52840_PS_v1.7'], ['nRF52833-QIAA', `${BLE}, 802.15.4`, 'Bluetooth v5.3, Thread, Zigbee®', '2.4GHz', '2Mbps', '8dBm', '-103dBm', '512kB Flash, 128kB RAM', 'I²C, I²S, SPI, UART, USB', '1.7V ~ 5.5V', '6mA', '14.2mA', 3.6, ['AQFN-73'], 'nRF52833_PS_v1.6'],
  ['nRF52833-QDAA', `${BLE}, 802.15.4`, 'Bluetooth v5.3, Thread, Zigbee®', '2.4GHz', '2Mbps', '8dBm', '-103dBm', '512kB Flash, 128kB RAM', 'I²C, I²S, SPI, UART, USB', '1.7V ~ 5.5V', '6mA', '14.2mA', 3.3, ['VQFN-40'], 'nRF52833_PS_v1.6'], ['nRF52811-QCAA', `${BLE}, 802.15.4`, 'Bluetooth v5.3, Thread', '2.4GHz', '2Mbps', '4dBm', '-97dBm', '192kB Flash, 24kB RAM', 'I²C, SPI, UART', '1.7V ~ 3.6V', '4.6mA', '4.6mA', 1.9, ['VQFN-32'], 'nRF52811_PS_v1.0'],
  ['nRF52810-QCAA', BLE, 'Bluetooth v5.3', '2.4GHz', '2Mbps', '4dBm', '-96dBm', '192kB Flash, 24kB RAM', 'I²C, SPI, UART', '1.7V ~ 3.6V', '4.6mA', '4.6mA', 1.7, ['VQFN-32'], 'nRF52810_PS_v1.3'], ['nRF5340-QKAA', `${BLE}, 802.15.4`, 'Bluetooth v5.3, LE Audio, Thread', '2.4GHz', '2Mbps', '3dBm', '-98dBm', '1MB Flash, 512kB RAM', 'I²C, I²S, QSPI, SPI, UART, USB', '1.7V ~ 5.5V', '2.6mA', '3.2mA', 5.9, ['AQFN-94'], 'nRF5340_PS_v1.3'],
  ['nRF24L01P', 'General ISM > 1GHz', 'Enhanced ShockBurst', '2.4GHz', '2Mbps', '0dBm', '-94dBm', '-', 'SPI', '1.9V ~ 3.6V', '13.5mA', '11.3mA', 1.4, ['VQFN-20'], 'nRF24L01P_PS_v1.0'],
], false);
const nordicScheme: Scheme = (d) => [d.n, [reel(`${d.n}-R`, 3000), { mpn: `${d.n}-R7`, pack: 'reel-only', qty: 1000 }, tray(`${d.n}-T`, 490)]];
const SEMTECH: Dev[] = rfs(['SX1276', 'SX1277', 'SX1278', 'SX1279', 'SX1272', 'SX1261', 'SX1262', 'SX1268', 'SX1280', 'LR1110', 'LR1121'].map((n): FRow => [n, n === 'SX1280' ? 'General ISM > 1GHz' : 'General ISM < 1GHz', n === 'SX1280' ? 'LoRa™ 2.4GHz, FLRC' : 'LoRa™, (G)FSK', n === 'SX1280' ? '2.4GHz' : n === 'SX1278' ? '137MHz ~ 525MHz' : n === 'SX1268' ? '410MHz ~ 810MHz' : '150MHz ~ 960MHz', n === 'SX1280' ? '2Mbps' : '300kbps', n === 'SX1262' || n === 'SX1268' ? '22dBm' : n === 'SX1280' ? '12.5dBm' : '20dBm', n === 'SX1280' ? '-132dBm' : '-148dBm', '-', 'SPI', n === 'SX1276' || n === 'SX1278' || n === 'SX1272' ? '1.8V ~ 3.7V' : '1.8V ~ 3.7V', '4.6mA', n === 'SX1262' ? '118mA' : '120mA', n.startsWith('LR') ? 6.4 : n === 'SX1280' ? 4.4 : 4.1, [n.startsWith('SX127') ? 'QFN-28' : 'VQFN-24'], n.toLowerCase()]), false);
const TI_RF: Dev[] = rfs([
  ['CC1101', 'General ISM < 1GHz', '-', '300MHz ~ 348MHz, 387MHz ~ 464MHz, 779MHz ~ 928MHz', '600kbps', '12dBm', '-116dBm', '-', 'SPI', '1.8V ~ 3.6V', '14.7mA', '34.2mA', 2.2, ['VQFN-20'], 'cc1101'], ['CC2500', 'General ISM > 1GHz', '-', '2.4GHz', '500kbps', '1dBm', '-104dBm', '-', 'SPI', '1.8V ~ 3.6V', '13.3mA', '21.2mA', 1.9, ['VQFN-20'], 'cc2500'],
  ['CC2640R2F', BLE, 'Bluetooth v5.1', '2.4GHz', '2Mbps', '5dBm', '-97dBm', '128kB Flash, 28kB SRAM', 'I²C, I²S, SPI, UART', '1.8V ~ 3.8V', '5.9mA', '9.1mA', 3.1, ['VQFN-48', 'VQFN-32'], 'cc2640r2f'], ['CC2652R', `${BLE}, 802.15.4`, 'Bluetooth v5.2, Thread, Zigbee®', '2.4GHz', '2Mbps', '5dBm', '-100dBm', '352kB Flash, 80kB SRAM', 'I²C, I²S, SPI, UART', '1.8V ~ 3.8V', '6.9mA', '7.3mA', 4.6, ['VQFN-48'], 'cc2652r'],
  ['CC1310F128', 'General ISM < 1GHz', '-', '315MHz, 433MHz, 868MHz, 915MHz', '4Mbps', '15dBm', '-124dBm', '128kB Flash, 20kB SRAM', 'I²C, I²S, SPI, UART', '1.8V ~ 3.8V', '5.4mA', '13.4mA', 3.4, ['VQFN-48', 'VQFN-32'], 'cc1310'], ['CC1352P1F3', `${BLE}, 802.15.4, ISM < 1GHz`, 'Bluetooth v5.2, Thread, Zigbee®', '868MHz, 915MHz, 2.4GHz', '2Mbps', '20dBm', '-121dBm', '352kB Flash, 80kB SRAM', 'I²C, I²S, SPI, UART', '1.8V ~ 3.8V', '5.8mA', '24.9mA', 6.9, ['VQFN-48'], 'cc1352p'],
], false);
const ccScheme: Scheme = (d, k) => {
  const code = k === 'VQFN-20' ? 'RGP' : k === 'VQFN-32' ? 'RHB' : 'RGZ';
  const stem = `${d.n}${code}`;
  return [stem, [reel(`${stem}R`, k === 'VQFN-48' ? 2500 : 3000), { mpn: `${stem}T`, pack: 'reel-only', qty: 250 }]];
};
const ESP_IC: Dev[] = rfs([
  ['ESP32-D0WD-V3', `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '150Mbps', '20dBm', '-97dBm', '448kB ROM, 520kB SRAM', 'GPIO, I²C, I²S, SDIO, SPI, UART', '2.3V ~ 3.6V', '100mA', '240mA', 1.9, ['VQFN-48'], 'esp32_datasheet_en'], ['ESP32-D0WDR2-V3', `${BLE}, WiFi`, 'Bluetooth v4.2, 802.11b/g/n', '2.4GHz', '150Mbps', '20dBm', '-97dBm', '2MB PSRAM, 520kB SRAM', 'GPIO, I²C, I²S, SDIO, SPI, UART', '2.3V ~ 3.6V', '100mA', '240mA', 2.3, ['VQFN-48'], 'esp32_datasheet_en'],
  ['ESP32-S3', `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-97dBm', '384kB ROM, 512kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '95mA', '340mA', 2.2, ['VQFN-56'], 'esp32-s3_datasheet_en'], ['ESP32-S3R8', `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-97dBm', '8MB PSRAM, 512kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '95mA', '340mA', 3.3, ['VQFN-56'], 'esp32-s3_datasheet_en'],
  ['ESP32-C3', `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-98dBm', '384kB ROM, 400kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '82mA', '335mA', 1.1, ['VQFN-32'], 'esp32-c3_datasheet_en'], ['ESP32-C3FH4', `${BLE}, WiFi`, 'Bluetooth v5.0, 802.11b/g/n', '2.4GHz', '150Mbps', '21dBm', '-98dBm', '4MB Flash, 400kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '82mA', '335mA', 1.5, ['VQFN-32'], 'esp32-c3_datasheet_en'],
  ['ESP32-C6', `${BLE}, WiFi, 802.15.4`, 'Bluetooth v5.3, 802.11ax, Thread, Zigbee®', '2.4GHz', '150Mbps', '20dBm', '-97dBm', '320kB ROM, 512kB SRAM', 'GPIO, I²C, I²S, SPI, UART, USB', '3V ~ 3.6V', '78mA', '354mA', 1.3, ['VQFN-40'], 'esp32-c6_datasheet_en'], ['ESP8266EX', WIFI, '802.11b/g/n', '2.4GHz', '72.2Mbps', '20dBm', '-91dBm', '160kB SRAM', 'GPIO, I²C, I²S, SDIO, SPI, UART', '2.5V ~ 3.6V', '56mA', '170mA', 0.9, ['VQFN-32'], '0a-esp8266ex_datasheet_en'],
], false, '-40°C ~ 105°C');
const espIcScheme: Scheme = (d) => [d.n, [reel(d.n, 3000)]];
const semtechScheme: Scheme = (d) => [`${d.n}IMLTR`, [reel(`${d.n}IMLTRT`, 3000)]];

export const MISC_FAMILIES: Family[] = [
  icx('ti-adc', ADC, 'texas-instruments', 1.3, [...TI_ADC, ...TI_ADC.filter((d) => /ADS1[01]1[358]|TLA|ADS1220/.test(d.n)).map((d) => ({ ...d, g: 'Q', o: 'Q1', temp: T_A125 }))], tix, tiDs),
  icx('adi-adc', ADC, 'analog-devices', 0.9, ADI_ADC, adix({ 'SOT23-6': 'RJ', 'DFN-10': 'CP' }), adiDs),
  icx('adi-lt-adc', ADC, 'analog-devices', 0.3, LT_ADC, ltx, adiDs),
  icx('maxim-adc', ADC, 'maxim-integrated', 0.3, MAX_ADC, maxx, adiDs),
  icx('mchp-adc', ADC, 'microchip', 1.2, MCHP_ADC, mchx, mchpDs),
  icx('ti-dac', DAC, 'texas-instruments', 0.7, TI_DAC, tix, tiDs),
  icx('adi-dac', DAC, 'analog-devices', 0.5, ADI_DAC, adix({ 'DFN-10': 'CP', 'SOT23-8': 'RJ' }), adiDs),
  icx('adi-lt-dac', DAC, 'analog-devices', 0.2, LT_DAC, ltx, adiDs),
  icx('maxim-dac', DAC, 'maxim-integrated', 0.2, MAX_DAC, maxx, adiDs),
  icx('mchp-dac', DAC, 'microchip', 0.9, MCHP_DAC, mchx, mchpDs),
  icx('ti-timer', TIMER, 'texas-instruments', 0.8, TI_TIMER, tix, tiDs),
  icx('ti-timer-nsc', TIMER, 'texas-instruments', 0.3, NSC_TIMER.map((d) => ({ ...d, n: `${d.n}C`, g: '' })), nsc(), tiDs),
  icx('st-timer', TIMER, 'stmicroelectronics', 0.3, ST_TIMER, (d, k) => (d.n === 'NE555' && k === 'DIP-8' ? ['NE555N', [tube('NE555N', 50)]] : d.n === 'NE555' ? ['NE555DT', [reel('NE555DT', 2500)]] : d.n === 'NE556' ? ['NE556DT', [reel('NE556DT', 2500)]] : k === 'DIP-8' ? [`${d.n}N`, [tube(`${d.n}N`, 50)]] : k === 'MSOP-8' ? [`${d.n}ST`, [reel(`${d.n}ST`, 4000)]] : [`${d.n}DT`, [reel(`${d.n}DT`, 2500)]]), (d) => `https://www.st.com/resource/en/datasheet/${d.ds}.pdf`),
  icx('adi-timer', TIMER, 'analog-devices', 0.3, ADI_TIMER, ltx, adiDs),
  icx('renesas-timer', TIMER, 'renesas', 0.2, RN_TIMER, rnTimer, (d) => `https://www.renesas.com/us/en/document/dst/${d.ds}-datasheet`),
  icx('mchp-timer', TIMER, 'microchip', 0.1, MCHP_TIMER, mchpTimerScheme, (d) => `https://ww1.microchip.com/downloads/en/DeviceDoc/${d.ds}.pdf`),
  icx('maxim-rtc', RTC, 'maxim-integrated', 0.6, MAX_RTC[0], listed(MAX_RTC[1]), adiDs),
  icx('maxim-rtc-ind', RTC, 'maxim-integrated', 0.1, MAX_RTC_IND, maxIndScheme, adiDs),
  icx('nxp-rtc', RTC, 'nxp', 0.4, NXP_RTC, nxpRtc, (d) => `https://www.nxp.com/docs/en/data-sheet/${d.ds}.pdf`),
  icx('mchp-rtc', RTC, 'microchip', 0.5, MCHP_RTC, mchx, mchpDs),
  icx('st-rtc', RTC, 'stmicroelectronics', 0.1, ST_RTC, stRtc, (d) => `https://www.st.com/resource/en/datasheet/${d.ds}.pdf`),
  icx('renesas-rtc', RTC, 'renesas', 0.1, RN_RTC, listed({ 'ISL1208|SOIC-8': [['ISL1208IB8Z-TK', 'reel', 2500], ['ISL1208IB8Z', 'tube', 98]], 'ISL1208|MSOP-8': [['ISL1208IU8Z-TK', 'reel', 2500]], ISL12022M: [['ISL12022MIBZ-T', 'reel', 1000], ['ISL12022MIBZ', 'tube', 37]] }), (d) => `https://www.renesas.com/us/en/document/dst/${d.ds}-datasheet`),
  icx('ti-rtc', RTC, 'texas-instruments', 0.1, TI_RTC, tix, tiDs),
  icx('abracon-rtc', RTC, 'abracon', 0.1, ABR_RTC, (d) => [d.n, [reel(`${d.n}-T3`, 3000)]], (d) => `https://abracon.com/Precisiontiming/${d.ds}.pdf`),
  icx('espressif-module', RFM, 'espressif', 1.8, ESP_MOD, espScheme, (d) => `https://www.espressif.com/sites/default/files/documentation/${d.ds}.pdf`, 'module'),
  ...OTHER_MOD.map(([mfr, ds, rows, codes]) => icx(`${mfr}-rf-module`, RFM, mfr, mfr === 'u-blox' ? 0.8 : 0.45, rfs(rows, true, '-40°C ~ 85°C'), listed(codes), (d) => ds.replace('{ds}', d.ds ?? d.n), 'module')),
  icx('nordic-rf', RFIC, 'nordic-semiconductor', 0.9, NORDIC, nordicScheme, (d) => `https://infocenter.nordicsemi.com/pdf/${d.ds}.pdf`),
  icx('semtech-rf', RFIC, 'semtech', 0.6, SEMTECH, semtechScheme, (d) => `https://www.semtech.com/products/wireless-rf/lora-connect/${d.ds}`),
  icx('ti-rf', RFIC, 'texas-instruments', 0.8, TI_RF, ccScheme, tiDs),
  icx('espressif-rf', RFIC, 'espressif', 0.7, ESP_IC, espIcScheme, (d) => `https://www.espressif.com/sites/default/files/documentation/${d.ds}.pdf`),
];

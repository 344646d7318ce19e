// Shared pieces of the second wave of discrete, protection and optoelectronics families: package
// texts, value grids and the E24 steps makers code into their part numbers.
import { E24, decimal } from '../values';

export interface Pkg {
  disp: string;
  short: string;
  g: number;
  mount: 'Surface Mount' | 'Through Hole';
}
const smd = (disp: string, short: string, grams: number): Pkg => ({ disp, short, g: grams, mount: 'Surface Mount' });
const tht = (disp: string, short: string, grams: number): Pkg => ({ disp, short, g: grams, mount: 'Through Hole' });

/** Package texts as distributors print them, keyed by the short name the families use. */
export const PKG: Record<string, Pkg> = {
  'SOT-23': smd('TO-236-3, SC-59, SOT-23-3', 'SOT23-3', 0.008),
  'SOT-23-6': smd('SOT-23-6', 'SOT23-6', 0.015),
  'SOT-323': smd('SC-70, SOT-323', 'SOT323', 0.006),
  'SOT-363': smd('6-TSSOP, SC-88, SOT-363', 'SOT363', 0.007),
  'SOT-523': smd('SC-89, SOT-523F', 'SOT523', 0.003),
  'SOT-89': smd('TO-243AA', 'SOT89', 0.05),
  'SOT-223': smd('TO-261-4, TO-261AA', 'SOT223', 0.12),
  'SOD-123': smd('SOD-123', 'SOD123', 0.01),
  'SOD-123F': smd('SOD-123F', 'SOD123F', 0.012),
  'SOD-323': smd('SC-76, SOD-323', 'SOD323', 0.005),
  'SOD-323F': smd('SOD-323F', 'SOD323F', 0.005),
  'SOD-523': smd('SC-79, SOD-523', 'SOD523', 0.002),
  'SOD-882': smd('2-XFDFN', 'SOD882', 0.001),
  'DFN1006-2': smd('2-XDFN', 'DFN1006', 0.001),
  MiniMELF: smd('DO-213AC, MINI-MELF, SOD-80', 'MINIMELF', 0.03),
  SMA: smd('DO-214AC, SMA', 'SMA', 0.064),
  SMAF: smd('DO-221AC, SMA Flat Leads', 'SMAF', 0.03),
  SMB: smd('DO-214AA, SMB', 'SMB', 0.093),
  SMC: smd('DO-214AB, SMC', 'SMC', 0.21),
  PowerDI123: smd('PowerDI™ 123', 'PWRDI123', 0.017),
  PowerDI5: smd('PowerDI™ 5', 'PWRDI5', 0.09),
  SlimSMA: smd('DO-221AC, SlimSMA', 'SLIMSMA', 0.03),
  'DO-35': tht('DO-204AH, DO-35, Axial', 'DO35', 0.13),
  'DO-41': tht('DO-204AL, DO-41, Axial', 'DO41', 0.33),
  'DO-15': tht('DO-204AC, DO-15, Axial', 'DO15', 0.4),
  'DO-201AD': tht('DO-201AD, Axial', 'DO201AD', 1.1),
  'TO-92': tht('TO-226-3, TO-92-3 (TO-226AA)', 'TO92-3', 0.2),
  'TO-126': tht('TO-225AA, TO-126-3', 'TO126', 0.8),
  DPAK: smd('TO-252-3, DPAK (2 Leads + Tab), SC-63', 'DPAK', 0.33),
  IPAK: tht('TO-251-3 Short Leads, IPak, TO-251AA', 'IPAK', 0.4),
  D2PAK: smd('TO-263-3, D²Pak (2 Leads + Tab), TO-263AB', 'D2PAK', 1.5),
  'D2PAK-7': smd('TO-263-8, D²Pak (7 Leads + Tab)', 'D2PAK-7', 1.6),
  'TO-262': tht('TO-262-3 Long Leads, I²Pak, TO-262AA', 'I2PAK', 1.5),
  'TO-220': tht('TO-220-3', 'TO220-3', 2),
  'TO-220FP': tht('TO-220-3 Full Pack', 'TO220FP', 2.2),
  'TO-247': tht('TO-247-3', 'TO247-3', 6),
  'TO-247-4': tht('TO-247-4', 'TO247-4', 6.2),
  'TO-3P': tht('TO-3P-3, SC-65-3', 'TO3P', 5.5),
  'SO-8': smd('8-SOIC (0.154", 3.90mm Width)', '8SOIC', 0.075),
  TOLL: smd('8-PowerSFN (TOLL)', 'TOLL', 0.8),
  ThinPAK: smd('8-PowerTDFN (8x8)', 'THINPAK8X8', 0.2),
  DFN5x6: smd('8-PowerVDFN (5x6)', '8DFN', 0.1),
  DFN3x3: smd('8-PowerVDFN (3.3x3.3)', '8DFN3X3', 0.04),
  DFN2x2: smd('6-WDFN Exposed Pad (2x2)', '6WDFN', 0.01),
  DFN1006: smd('3-XFDFN (1x0.6)', 'DFN1006-3', 0.001),
  LFPAK33: smd('8-PowerTDFN, LFPAK33', 'LFPAK33', 0.03),
  LFPAK56: smd('SC-100, SOT-669 (LFPAK56)', 'LFPAK56', 0.1),
  LFPAK88: smd('SOT-1235 (LFPAK88)', 'LFPAK88', 0.4),
  'PowerPAK 1212-8': smd('PowerPAK® 1212-8', 'PPAK1212', 0.035),
  'PowerPAK SO-8L': smd('PowerPAK® SO-8L', 'PPAK SO8L', 0.1),
  'PowerPAK SC-70': smd('PowerPAK® SC-70-6', 'PPAK SC70', 0.008),
  'TO-220SIS': tht('TO-220-3 Full Pack (TO-220SIS)', 'TO220SIS', 1.7),
  'TSON Advance': smd('8-PowerTDFN (TSON Advance)', 'TSONADV', 0.03),
  HSMT8: smd('8-PowerVDFN (HSMT8)', 'HSMT8', 0.03),
  HSOP8: smd('8-PowerTDFN (HSOP8)', 'HSOP8', 0.08),
};
export const pkg = (pkgKey: string): Pkg => {
  const known = PKG[pkgKey];
  if (!known) throw new Error(`Unknown package '${pkgKey}'`);
  return known;
};

/** E24 values from 10^lo to below 10^hi, as plain numbers (0.47, 1.2, 3300). */
export function e24(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let decade = lo; decade < hi; decade++) for (const mantissa of E24) out.push(Number(decimal(String(mantissa), decade - 2)));
  return out;
}

/** E12 values from 10^lo to below 10^hi. */
export function e12(lo: number, hi: number): number[] {
  return e24(lo, hi).filter((_, index) => index % 2 === 0);
}

/** Two significant digits with R (or K) as the decimal point, Nexperia / Toshiba style: 1.2 → '1R2', 12 → '012', 1200 → '1K2'. */
export function rCode(ohms: number): string {
  if (ohms < 10) return `${Math.floor(ohms)}R${Math.round((ohms * 10) % 10)}`;
  if (ohms < 1000) return String(Math.round(ohms)).padStart(3, '0');
  return `${Math.floor(ohms / 1000)}K${Math.round((ohms / 100) % 10)}`;
}

/** Zener-style voltage code: 5.1 → '5V1', 12 → '12'. */
export function vCode(volts: number): string {
  return Number.isInteger(volts) ? String(volts) : `${Math.floor(volts)}V${Math.round((volts % 1) * 10)}`;
}

/** A sub-1 A or amps current as text: 0.5 → '500 mA', 2 → '2 A'. */
export function ampsText(amps: number): string {
  return amps < 1 ? `${Math.round(amps * 1000)} mA` : `${amps} A`;
}

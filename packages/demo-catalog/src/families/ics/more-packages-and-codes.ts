// Shared by the IC family files: more package outlines than ordering-codes.ts knows (exposed-pad, thin and
// chip-scale packages), the ordering-code schemes those files need beyond ordering-codes.ts's, and a family
// builder that uses them.
import { microchipScheme, pkg, type Dev, type PkgInfo, type Scheme } from './ordering-codes';
import { fam, type Family, type Kind, type Variant } from '../family';
import { bag, bulk, reel, reelOnly, tray, tube } from '../packing-and-text';

// Re-exported: the family files take their packaging from here as well.
export { bag, bulk, reel, reelOnly, tray, tube };

export const T_A85 = '-40°C ~ 85°C (TA)';
export const T_A105 = '-40°C ~ 105°C (TA)';
export const T_A125 = '-40°C ~ 125°C (TA)';
export const T_C70 = '0°C ~ 70°C (TA)';
export const T_J125 = '-40°C ~ 125°C (TJ)';
export const T_J150 = '-40°C ~ 150°C (TJ)';

const p = (disp: string, short: string, g: number, pins: number): PkgInfo => ({ disp, short, g, pins });
const EXTRA: Record<string, PkgInfo> = {
  'SOIC-8-EP': p('8-PowerSOIC (0.154", 3.90mm Width) Exposed Pad', '8SO PWRPAD', 0.08, 8),
  'SOIC-8W': p('8-SOIC (0.209", 5.30mm Width)', '8SOIC', 0.12, 8),
  'SOP-8': p('8-SOIC (0.209", 5.30mm Width)', '8SO', 0.1, 8),
  'SOP-14': p('14-SOIC (0.209", 5.30mm Width)', '14SO', 0.18, 14),
  'SOP-16': p('16-SOIC (0.209", 5.30mm Width)', '16SO', 0.2, 16),
  'SOP-20': p('20-SOIC (0.209", 5.30mm Width)', '20SO', 0.25, 20),
  'SOICW-24': p('24-SOIC (0.295", 7.50mm Width)', '24SOIC', 0.6, 24),
  'DIP-24': p('24-DIP (0.600", 15.24mm)', '24DIP', 3.5, 24),
  'SOICW-6': p('6-SOIC (0.295", 7.50mm Width)', '6SOIC', 0.3, 6),
  'SOICW-8': p('8-SOIC (0.295", 7.50mm Width)', '8SOIC', 0.35, 8),
  'SOICW-18': p('18-SOIC (0.295", 7.50mm Width)', '18SOIC', 0.45, 18),
  'MSOP-8-EP': p('8-TSSOP, 8-MSOP (0.118", 3.00mm Width) Exposed Pad', '8MSOP-PWRPAD', 0.03, 8),
  'MSOP-10-EP': p('10-TFSOP, 10-MSOP (0.118", 3.00mm Width) Exposed Pad', '10MSOP-PWRPAD', 0.04, 10),
  'MSOP-12-EP': p('12-TFSOP, 12-MSOP (0.118", 3.00mm Width) Exposed Pad', '12MSOP-PWRPAD', 0.045, 12),
  'HTSSOP-14': p('14-PowerTSSOP (0.173", 4.40mm Width)', '14HTSSOP', 0.06, 14),
  'HTSSOP-16': p('16-PowerTSSOP (0.173", 4.40mm Width)', '16HTSSOP', 0.065, 16),
  'HTSSOP-20': p('20-PowerTSSOP (0.173", 4.40mm Width)', '20HTSSOP', 0.08, 20),
  'HTSSOP-28': p('28-PowerTSSOP (0.173", 4.40mm Width)', '28HTSSOP', 0.12, 28),
  'HTSSOP-32': p('32-TSSOP (0.240", 6.10mm Width) Exposed Pad', '32HTSSOP', 0.18, 32),
  'HTSSOP-44': p('44-TSSOP (0.240", 6.10mm Width) Exposed Pad', '44HTSSOP', 0.25, 44),
  'TVSOP-14': p('14-TFSOP (0.173", 4.40mm Width)', '14TVSOP', 0.03, 14),
  'TVSOP-20': p('20-TFSOP (0.173", 4.40mm Width)', '20TVSOP', 0.04, 20),
  'VSSOP-8': p('8-VFSOP (0.091", 2.30mm Width)', '8VSSOP', 0.01, 8),
  'SSOP-8': p('8-LSSOP, 8-SSOP (0.110", 2.80mm Width)', '8SSOP', 0.015, 8),
  'SSOP-24': p('24-SSOP (0.209", 5.30mm Width)', '24SSOP', 0.2, 24),
  'QSOP-16': p('16-SSOP (0.154", 3.90mm Width)', '16QSOP', 0.07, 16),
  'QSOP-24': p('24-SSOP (0.154", 3.90mm Width)', '24QSOP', 0.1, 24),
  'SOT23-8': p('SOT-23-8', 'SOT23-8', 0.015, 8),
  'SOT-553': p('SOT-553', 'SOT553', 0.003, 5),
  'SOT-583': p('SOT-583', 'SOT583', 0.004, 8),
  'SOT-89-5': p('SOT-89-5', 'SOT89-5', 0.06, 5),
  'SOT-143': p('TO-253-4, TO-253AA', 'SOT143-4', 0.01, 4),
  'SC70-3': p('SC-70, SOT-323', 'SC70-3', 0.006, 3),
  'X2SON-4': p('4-XFDFN Exposed Pad', '4X2SON', 0.001, 4),
  'X2SON-5': p('5-XFDFN', '5X2SON', 0.001, 5),
  'X2SON-6': p('6-XFDFN', '6X2SON', 0.001, 6),
  'XSON-6': p('6-XFDFN', '6XSON', 0.001, 6),
  'XSON-8': p('8-XFDFN', '8XSON', 0.0015, 8),
  'USON-8': p('8-UFDFN Exposed Pad', '8USON', 0.008, 8),
  'DFN-6': p('6-UFDFN Exposed Pad', '6DFN', 0.006, 6),
  'DFN-10': p('10-WFDFN Exposed Pad', '10DFN', 0.015, 10),
  'DFN-12': p('12-WFDFN Exposed Pad', '12DFN', 0.018, 12),
  'WSON-8-6x5': p('8-WDFN Exposed Pad', '8WSON', 0.07, 8),
  'WSON-8-8x6': p('8-WDFN Exposed Pad', '8WSON', 0.1, 8),
  'SON-8': p('8-VDFN Exposed Pad', '8SON', 0.02, 8),
  'DFN-8-3x3': p('8-VDFN Exposed Pad', '8DFN', 0.02, 8),
  'TSON-8': p('8-XFDFN Exposed Pad', 'PG-TSON-8', 0.015, 8),
  'QFN-28': p('28-VFQFN Exposed Pad', '28QFN', 0.07, 28),
  'TQFP-32': p('32-TQFP', '32TQFP', 0.2, 32),
  'LQFP-32': p('32-LQFP', '32LQFP', 0.2, 32),
  'BGA-121': p('121-LFBGA', '121FBGA', 0.3, 121),
  'SON-10': p('10-VFDFN Exposed Pad', '10VSON', 0.02, 10),
  'QFN-12': p('12-XFQFN', '12X2QFN', 0.002, 12),
  'WQFN-14': p('14-WFQFN Exposed Pad', '14WQFN', 0.02, 14),
  'WQFN-24': p('24-WFQFN Exposed Pad', '24WQFN', 0.03, 24),
  'VQFN-14': p('14-VFQFN Exposed Pad', '14VQFN', 0.02, 14),
  'VQFN-36': p('36-VFQFN Exposed Pad', '36VQFN', 0.06, 36),
  'VQFN-40': p('40-VFQFN Exposed Pad', '40VQFN', 0.07, 40),
  'VQFN-44': p('44-VFQFN Exposed Pad', '44VQFN', 0.08, 44),
  'VQFN-56': p('56-VFQFN Exposed Pad', '56VQFN', 0.12, 56),
  'VQFN-64': p('64-VFQFN Exposed Pad', '64VQFN', 0.15, 64),
  'DSBGA-4': p('4-XFBGA, DSBGA', '4DSBGA', 0.001, 4),
  'DSBGA-5': p('5-XFBGA, DSBGA', '5DSBGA', 0.001, 5),
  'DSBGA-6': p('6-XFBGA, DSBGA', '6DSBGA', 0.001, 6),
  'DSBGA-9': p('9-UFBGA, DSBGA', '9DSBGA', 0.002, 9),
  'TSOP-28': p('28-TSOP (0.465", 11.80mm Width)', '28TSOP', 0.25, 28),
  'TSOP-32': p('32-TFSOP (0.724", 18.40mm Width)', '32TSOP', 0.3, 32),
  'TSOP-48': p('48-TFSOP (0.724", 18.40mm Width)', '48TSOP', 0.5, 48),
  'TSOP2-44': p('44-TSOP (0.400", 10.16mm Width)', '44TSOP II', 0.45, 44),
  'TSOP2-54': p('54-TSOP (0.400", 10.16mm Width)', '54TSOP II', 0.55, 54),
  'SOJ-44': p('44-BSOJ (0.400", 10.16mm Width)', '44SOJ', 1.3, 44),
  'SOIC-28W': p('28-SOIC (0.330", 8.38mm Width)', '28SOIC', 0.8, 28),
  'DIP-28W': p('28-DIP (0.600", 15.24mm)', '28DIP', 4, 28),
  'DIP-32': p('32-DIP (0.600", 15.24mm)', '32DIP', 4.6, 32),
  'PLCC-32': p('32-LCC (J-Lead)', '32PLCC', 1.1, 32),
  'BGA-24': p('24-TBGA', '24TBGA', 0.15, 24),
  'BGA-48': p('48-TFBGA', '48TFBGA', 0.1, 48),
  'BGA-54': p('54-TFBGA', '54TFBGA', 0.15, 54),
  'BGA-78': p('78-TFBGA', '78FBGA', 0.2, 78),
  'BGA-90': p('90-TFBGA', '90TFBGA', 0.25, 90),
  'BGA-96': p('96-TFBGA', '96FBGA', 0.25, 96),
  'SIP-4': p('4-SIP Module', 'SIP4', 1.2, 4),
  'Multiwatt-15': p('Multiwatt-15 (Vertical, Bent and Staggered Leads)', 'MULTIWATT15', 6.5, 15),
  'TO-220-11': p('TO-220-11 (Formed Leads), Isolated Tab', 'TO220-11', 4.5, 11),
  'TO-220-7': p('TO-220-7 (Formed Leads)', 'TO220-7', 2.2, 7),
  'TO-252-5': p('TO-252-5, DPAK (4 Leads + Tab)', 'TO252-5', 0.4, 5),
  'PowerSO-20': p('20-PowerSOIC (0.433", 11.00mm Width)', 'POWERSO20', 0.8, 20),
  'PowerSSO-36': p('36-PowerSSOP (0.295", 7.50mm Width) Exposed Pad', 'POWERSSO36', 0.35, 36),
  'HSOP-8': p('8-PowerSOIC (0.154", 3.90mm Width) Exposed Pad', '8HSOP', 0.08, 8),
  'HTSOP-J8': p('8-SOIC (0.154", 3.90mm Width) Exposed Pad', 'HTSOP-J8', 0.08, 8),
  'SOP-J8': p('8-SOIC (0.154", 3.90mm Width)', 'SOP-J8', 0.07, 8),
  'HVSOF-5': p('5-SMD, Flat Lead', 'HVSOF5', 0.003, 5),
  'SSOP-5': p('SC-74A, SOT-753', 'SSOP5', 0.009, 5),
  'TSSOP-B8': p('8-TSSOP (0.173", 4.40mm Width)', 'TSSOP-B8', 0.035, 8),
};

/** ordering-codes.ts's pkg() plus the outlines above. */
export function P(key: string): PkgInfo {
  return EXTRA[key] ?? pkg(key);
}

/** Like ordering-codes.ts's icFam, with the extra packages and a data-sheet URL that may depend on the ordering code. */
export function icx(
  key: string,
  leaf: string,
  mfr: string,
  weight: number,
  devices: Dev[],
  scheme: Scheme,
  ds: (d: Dev, base: string) => string,
  kind: Kind = 'ic',
  sib?: number,
): Family {
  const cases = devices.flatMap((device) => device.pkgs.map((pkgKey) => [device, pkgKey] as const));
  return fam({
    key,
    leaf,
    mfr,
    weight,
    kind,
    siblingShare: sib,
    dimensions: [cases],
    make: ([[device, pkgKey]]) => {
      const ordering = scheme(device, pkgKey);
      if (!ordering) return null;
      const info = P(pkgKey);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `${device.d} ${info.short}`,
        parameters: { ...device.p, 'Package / Case': info.disp, 'Operating Temperature': device.temp },
        // Through-hole DIPs cost a little more than the same die in a plastic SMD package, leadless ones a little less.
        price: Math.round(device.price * (pkgKey.startsWith('DIP') ? 1.12 : /QFN|SON|DFN|BGA/.test(pkgKey) ? 0.95 : 1) * 10000) / 10000,
        grams: info.g,
        datasheetUrl: ds(device, ordering[0]),
      };
    },
  });
}

/** Copies of devices in each of the given grades: [grade letters, temperature, price factor]. */
export function graded(devs: Dev[], grades: readonly (readonly [string, string, number])[]): Dev[] {
  return devs.flatMap((device) =>
    grades.map(([grade, temp, priceFactor]) => ({
      ...device,
      g: grade,
      temp,
      price: Math.round(device.price * priceFactor * 10000) / 10000,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Texas Instruments, with the packages ordering-codes.ts's table lacks and the automotive '-Q1' grade
// (device + Q grade + package + R + Q1: TLV9002QDGKRQ1, LM2904QDRQ1), which TI sells on reels only.

const TIX: Record<string, [string, number, number]> = {
  'SOIC-8': ['D', 2500, 75],
  'SOIC-14': ['D', 2500, 50],
  'SOIC-16': ['D', 2500, 40],
  'SOICW-16': ['DW', 2000, 40],
  'SOICW-20': ['DW', 2000, 25],
  'SOICW-28': ['DW', 1000, 20],
  'SOICW-8': ['DWV', 1000, 64],
  'SOICW-6': ['DWY', 1000, 0],
  'MSOP-8': ['DGK', 2500, 0],
  'MSOP-10': ['DGS', 2500, 0],
  'MSOP-8-EP': ['DGN', 2500, 80],
  'MSOP-10-EP': ['DGQ', 2500, 80],
  'SOIC-8-EP': ['DDA', 2500, 75],
  'TSSOP-8': ['PW', 2000, 150],
  'TSSOP-14': ['PW', 2000, 90],
  'TSSOP-16': ['PW', 2000, 90],
  'TSSOP-20': ['PW', 2000, 70],
  'TSSOP-24': ['PW', 2000, 60],
  'TSSOP-28': ['PW', 2000, 50],
  'HTSSOP-14': ['PWP', 2000, 90],
  'HTSSOP-16': ['PWP', 2000, 90],
  'HTSSOP-20': ['PWP', 2000, 70],
  'HTSSOP-28': ['PWP', 2000, 50],
  'HTSSOP-32': ['DAD', 2000, 46],
  'HTSSOP-44': ['DDV', 2000, 35],
  'SSOP-14': ['DB', 2000, 80],
  'SSOP-16': ['DB', 2000, 80],
  'SSOP-20': ['DB', 2000, 70],
  'SSOP-24': ['DB', 2000, 60],
  'SSOP-28': ['DB', 2000, 50],
  'QSOP-16': ['DBQ', 2500, 75],
  'TVSOP-14': ['DGV', 2000, 0],
  'TVSOP-20': ['DGV', 2000, 0],
  'SOP-8': ['PS', 2000, 0],
  'SOP-14': ['NS', 2000, 0],
  'SOP-16': ['NS', 2000, 0],
  'SOT23-3': ['DBZ', 3000, 0],
  'SOT23-5': ['DBV', 3000, 0],
  'SOT23-6': ['DBV', 3000, 0],
  'SOT23-8': ['DCN', 3000, 0],
  'TSOT23-5': ['DDC', 3000, 0],
  'TSOT23-6': ['DDC', 3000, 0],
  'SC70-5': ['DCK', 3000, 0],
  'SC70-6': ['DCK', 3000, 0],
  'SOT-553': ['DRL', 4000, 0],
  'SOT-583': ['DRL', 4000, 0],
  'SOT-89': ['PK', 1000, 0],
  'SSOP-8': ['DCT', 3000, 0],
  'VSSOP-8': ['DCU', 3000, 0],
  'X2SON-4': ['DQN', 3000, 0],
  'X2SON-5': ['DPW', 3000, 0],
  'X2SON-6': ['DRY', 5000, 0],
  'DSBGA-4': ['YKA', 3000, 0],
  'DSBGA-5': ['YZP', 3000, 0],
  'DSBGA-6': ['YZP', 3000, 0],
  'DSBGA-9': ['YZF', 3000, 0],
  'WSON-6': ['DRV', 3000, 0],
  'WSON-8': ['DSG', 3000, 0],
  'WSON-10': ['DSQ', 3000, 0],
  'SON-8': ['DRB', 3000, 0],
  'SON-10': ['DRC', 3000, 0],
  'QFN-12': ['RWB', 3000, 0],
  'VQFN-14': ['RGY', 3000, 0],
  'VQFN-16': ['RGT', 3000, 0],
  'VQFN-20': ['RGY', 3000, 0],
  'VQFN-24': ['RGE', 3000, 0],
  'WQFN-24': ['RTW', 3000, 0],
  'VQFN-32': ['RHB', 3000, 0],
  'VQFN-48': ['RGZ', 2500, 0],
  'VQFN-64': ['RGC', 2000, 0],
  'DIP-8': ['P', 0, 50],
  'DIP-14': ['N', 0, 25],
  'DIP-16': ['N', 0, 25],
  'DIP-20': ['N', 0, 20],
  'DIP-28': ['N', 0, 13],
  'SOT-223': ['DCY', 2500, 80],
  'TO-252': ['KVU', 2500, 0],
  'TO-263': ['KTT', 500, 0],
  'TO-220': ['KCS', 0, 50],
  'TO-92': ['LP', 0, 0],
};
export const tix: Scheme = (device, pkgKey) => {
  const pkgCode = TIX[pkgKey];
  if (!pkgCode) return null;
  const [code, reelQty, tubeQty] = pkgCode;
  const stem = `${device.n}${device.g ?? ''}${code}`;
  if (device.o === 'Q1')
    return pkgKey.startsWith('DIP') || pkgKey === 'TO-92' ? null : [`${stem}Q1`, [reel(`${stem}RQ1`, reelQty || 2500)]];
  // TO-92 comes loose in bags of 1,000 (LP) or on ammo-packed tape (LPR).
  if (pkgKey === 'TO-92') return [stem, [bulk(stem), reelOnly(`${stem}R`, 2000)]];
  if (reelQty === 0) return [stem, [tube(stem, tubeQty)]];
  const variants: Variant[] = [reel(`${stem}R`, reelQty)];
  if (tubeQty > 0) variants.push(tube(stem, tubeQty));
  else if (pkgKey.startsWith('SOT') || pkgKey.startsWith('SC70') || /SON|QFN|BGA/.test(pkgKey)) variants.push(reelOnly(`${stem}T`, 250));
  return [stem, variants];
};

/** The automotive (-Q1) copy of a TI device: Q grade, -40 to 125 °C, reels only. */
export function q1(devs: Dev[], grade = 'Q'): Dev[] {
  return devs.map((device) => ({
    ...device,
    g: (device.g ?? '').replace(/I$/, '').replace(/C$/, '') + grade,
    o: 'Q1',
    temp: T_A125,
    price: Math.round(device.price * 1.3 * 10000) / 10000,
  }));
}

// National Semiconductor heritage (TI): device + package + X (large reel) + option + '/NOPB'. The SOT-23
// code depends on the product line (M5 for amplifiers and LDOs, MF for newer regulators, M3 for 3-pin).
const NSC: Record<string, [string, Variant['pack'], number, number]> = {
  'SOIC-8': ['M', 'tube', 95, 2500],
  'SOIC-14': ['M', 'tube', 55, 2500],
  'MSOP-8': ['MM', 'reel-only', 1000, 3500],
  'MSOP-10': ['MM', 'reel-only', 1000, 3500],
  'SOT23-5': ['M5', 'reel-only', 1000, 3000],
  'SOT23-3': ['M3', 'reel-only', 1000, 3000],
  'SOT-223': ['MP', 'reel-only', 1000, 2000],
  'TO-252': ['DT', 'tube', 75, 2500],
  'TO-263': ['S', 'tube', 45, 500],
  'TO-263-5': ['S', 'tube', 45, 500],
  'TO-220': ['T', 'tube', 45, 0],
  'TO-220-5': ['T', 'tube', 45, 0],
  'TO-220-11': ['TA', 'tube', 20, 0],
  'DIP-8': ['N', 'tube', 40, 0],
  'DIP-14': ['N', 'tube', 25, 0],
  'TO-92': ['Z', 'bulk', 1, 0],
  'WSON-6': ['SD', 'reel-only', 1000, 4500],
  'WSON-8': ['SD', 'reel-only', 1000, 4500],
  'DSBGA-4': ['UV', 'reel-only', 250, 3000],
  'TSSOP-14': ['MT', 'tube', 94, 2500],
};
/** `over` replaces the package code for this product line ({'SOT23-5': 'MF'}, {'SOIC-8': 'MA'}). */
export const nsc =
  (over: Record<string, string> = {}): Scheme =>
  (device, pkgKey) => {
    const pkgCode = NSC[pkgKey];
    if (!pkgCode) return null;
    const [std, pack, qty, reelQty] = pkgCode;
    const code = `${device.g ?? ''}${over[pkgKey] ?? std}`;
    const first: Variant = { mpn: `${device.n}${code}${device.o ?? ''}/NOPB`, pack, qty };
    return [first.mpn, reelQty ? [reel(`${device.n}${code}X${device.o ?? ''}/NOPB`, reelQty), first] : [first]];
  };

// Analog Devices: device + grade + package letters + Z (RoHS) + option + reel suffix. `over` carries
// a product line's own package letters (OP-amps' S and P, SOT-23 RT/RJ…).
const ADIX: Record<string, [string, 'ic' | 'sot' | 'tray']> = {
  'SOIC-8': ['R', 'ic'],
  'SOIC-14': ['R', 'ic'],
  'SOIC-16': ['R', 'ic'],
  'SOICW-16': ['RW', 'ic'],
  'SOICW-20': ['RW', 'ic'],
  'SOICW-8': ['RI', 'ic'],
  'SOICW-6': ['RI', 'ic'],
  'MSOP-8': ['RM', 'ic'],
  'MSOP-10': ['RM', 'ic'],
  'SOIC-8-EP': ['RD', 'ic'],
  'TSSOP-8': ['RU', 'ic'],
  'TSSOP-14': ['RU', 'ic'],
  'TSSOP-16': ['RU', 'ic'],
  'TSSOP-20': ['RU', 'ic'],
  'TSSOP-24': ['RU', 'ic'],
  'TSSOP-28': ['RU', 'ic'],
  'QSOP-16': ['RQ', 'ic'],
  'SSOP-28': ['RS', 'ic'],
  'SOT23-3': ['RT', 'sot'],
  'SOT23-5': ['RJ', 'sot'],
  'SOT23-6': ['RJ', 'sot'],
  'SOT23-8': ['RJ', 'sot'],
  'TSOT23-5': ['UJ', 'sot'],
  'TSOT23-6': ['UJ', 'sot'],
  'SC70-5': ['KS', 'sot'],
  'SC70-6': ['KS', 'sot'],
  'SOT-223': ['KC', 'sot'],
  'WSON-8': ['CP', 'sot'],
  'DFN-10': ['CP', 'sot'],
  'VQFN-16': ['CP', 'sot'],
  'VQFN-20': ['CP', 'sot'],
  'VQFN-24': ['CP', 'sot'],
  'VQFN-32': ['CP', 'sot'],
  'VQFN-40': ['CP', 'sot'],
  'VQFN-48': ['CP', 'sot'],
  'LQFP-48': ['ST', 'tray'],
  'LQFP-64': ['ST', 'tray'],
  'DIP-8': ['N', 'ic'],
  'DIP-14': ['N', 'ic'],
  'DIP-16': ['N', 'ic'],
};
export const adix =
  (over: Record<string, string> = {}): Scheme =>
  (device, pkgKey) => {
    const pkgCode = ADIX[pkgKey];
    if (!pkgCode) return null;
    const base = `${device.n}${device.g ?? ''}${over[pkgKey] ?? pkgCode[0]}Z${device.o ?? ''}`;
    if (pkgKey.startsWith('DIP')) return [base, [tube(base, 50)]];
    if (pkgCode[1] === 'tray') return [base, [tray(base, 160), reelOnly(`${base}-RL`, 1000)]];
    if (pkgCode[1] === 'sot')
      return [
        base,
        [
          reel(`${base}-R7`, pkgKey.startsWith('SOT') || pkgKey.startsWith('SC') || pkgKey.startsWith('TSOT') ? 3000 : 1500),
          reelOnly(`${base}-RL`, pkgKey.startsWith('SOT') ? 10000 : 5000),
        ],
      ];
    return [base, [tube(base, pkgKey.startsWith('SOICW') ? 47 : 98), reel(`${base}-REEL7`, 1000), reelOnly(`${base}-REEL`, 2500)]];
  };

// Linear Technology heritage (ADI): device + temperature + package + option + #PBF / #TRPBF / #TRMPBF.
const LTX: Record<string, [string, boolean]> = {
  'SOIC-8': ['S8', true],
  'SOIC-14': ['S', true],
  'SOIC-16': ['S', true],
  'MSOP-8': ['MS8', true],
  'MSOP-10': ['MS', true],
  'MSOP-8-EP': ['MS8E', true],
  'MSOP-10-EP': ['MSE', true],
  'MSOP-12-EP': ['MSE', true],
  'TSOT23-5': ['S5', false],
  'TSOT23-6': ['S6', false],
  'TSOT23-8': ['TS8', false],
  'SOT23-3': ['S3', false],
  'WSON-6': ['DC', false],
  'WSON-8': ['DD', false],
  'DFN-10': ['DD', false],
  'DFN-12': ['DE', false],
  'VQFN-16': ['UD', false],
  'VQFN-20': ['UF', false],
  'VQFN-24': ['UF', false],
  'VQFN-32': ['UH', false],
  'TSSOP-16': ['FE', true],
  'TSSOP-20': ['FE', true],
  'SSOP-24': ['G', true],
  'SSOP-28': ['G', true],
  'DIP-8': ['N8', true],
  'TO-92': ['Z', true],
  'TO-220': ['T', true],
  'SOT-223': ['ST', false],
  'TO-220-5': ['T', true],
  'TO-263-5': ['Q', true],
};
export const ltx: Scheme = (device, pkgKey) => {
  const pkgCode = LTX[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'C'}${pkgCode[0]}${device.o ?? ''}`;
  if (pkgKey.startsWith('DIP') || pkgKey.startsWith('TO-')) return [base, [tube(`${base}#PBF`, pkgKey === 'TO-92' ? 1 : 50)]];
  if (pkgCode[1]) return [base, [tube(`${base}#PBF`, 100), reel(`${base}#TRPBF`, 2500)]];
  return [base, [reel(`${base}#TRMPBF`, 500), reelOnly(`${base}#TRPBF`, 2500)]];
};

// Maxim heritage (ADI): device + grade + temperature + package + option + '+' (lead-free) + 'T' (reel).
const MAXX: Record<string, string> = {
  'SOIC-8': 'SA',
  'SOIC-14': 'SD',
  'SOIC-16': 'SE',
  'SOICW-16': 'WE',
  'SOICW-18': 'WN',
  'SOICW-20': 'WP',
  'SOICW-28': 'WI',
  'DIP-8': 'PA',
  'DIP-14': 'PD',
  'DIP-16': 'PE',
  'TSSOP-16': 'UE',
  'TSSOP-20': 'UP',
  'TSSOP-14': 'UD',
  'MSOP-8': 'UA',
  'MSOP-10': 'UB',
  'SOT23-3': 'UR',
  'SOT23-5': 'UK',
  'SOT23-6': 'UT',
  'SOT23-8': 'KA',
  'SC70-5': 'XK',
  'SC70-6': 'XT',
  'WSON-8': 'TA',
  'DFN-10': 'TB',
  'DFN-6': 'TT',
  'VQFN-16': 'TE',
  'VQFN-20': 'TP',
  'VQFN-24': 'TG',
  'VQFN-28': 'TI',
  'VQFN-32': 'TJ',
  'VQFN-44': 'TH',
  'SSOP-20': 'AP',
  'SSOP-28': 'AI',
  'QSOP-16': 'EE',
  'QSOP-24': 'EG',
};
export const maxx: Scheme = (device, pkgKey) => {
  const pkgCode = MAXX[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'E'}${pkgCode}${device.o ?? ''}+`;
  if (pkgKey.startsWith('DIP')) return [base, [tube(base, 50)]];
  if (pkgKey.startsWith('SOT') || pkgKey.startsWith('SC70') || /QFN|SON|DFN/.test(pkgKey)) return [base, [reel(`${base}T`, 2500)]];
  return [base, [reel(`${base}T`, 2500), tube(base, pkgKey.startsWith('SOICW') ? 50 : 100)]];
};

// Microchip: device + T (reel) + '-' + temperature + option + '/' + package code.
const MCHX: Record<string, [string, number, number]> = {
  'SOIC-8': ['SN', 3300, 100],
  'SOIC-8W': ['SM', 2100, 90],
  'SOIC-14': ['SL', 2600, 57],
  'SOIC-16': ['SL', 2600, 45],
  'SOICW-16': ['SO', 1600, 47],
  'SOICW-18': ['SO', 1100, 42],
  'SOICW-20': ['SO', 1100, 38],
  'SOICW-28': ['SO', 1600, 27],
  'MSOP-8': ['MS', 2500, 100],
  'MSOP-10': ['UN', 2500, 100],
  'TSSOP-8': ['ST', 2500, 100],
  'TSSOP-14': ['ST', 2500, 96],
  'TSSOP-16': ['ST', 2500, 94],
  'TSSOP-20': ['ST', 2500, 74],
  'SSOP-20': ['SS', 1600, 66],
  'SSOP-28': ['SS', 1600, 47],
  'DIP-8': ['P', 0, 60],
  'DIP-14': ['P', 0, 30],
  'DIP-16': ['P', 0, 25],
  'DIP-18': ['P', 0, 25],
  'DIP-20': ['P', 0, 22],
  'DIP-28': ['SP', 0, 15],
  'SOT23-3': ['TT', 3000, 0],
  'SOT23-5': ['OT', 3000, 0],
  'SOT23-6': ['CH', 3000, 0],
  'SC70-5': ['LT', 3000, 0],
  'SOT-89': ['MB', 1000, 0],
  'SOT-223': ['DB', 2500, 0],
  'TO-92': ['TO', 0, 0],
  'TO-252': ['EB', 1000, 0],
  'TO-220': ['AB', 0, 50],
  'WSON-8': ['MC', 3300, 0],
  'DFN-8': ['MNY', 3300, 0],
  'DFN-8-3x3': ['MF', 3300, 0],
  'QFN-28': ['ML', 1600, 0],
  'WSON-8-6x5': ['MF', 3300, 0],
  'DFN-10': ['MF', 3300, 0],
  'VQFN-16': ['ML', 3300, 0],
  'VQFN-20': ['ML', 3300, 0],
  'VQFN-24': ['MJ', 3300, 0],
  'VQFN-28': ['ML', 1600, 0],
  'TSOT23-5': ['OT', 3000, 0],
  'TSOT23-6': ['CHY', 3000, 0],
  'SC70-6': ['LT', 3000, 0],
};
export const mchx: Scheme = microchipScheme(MCHX, (mpn) => bag(mpn, 1000));

// STMicroelectronics analog: device + grade + package designator (D/DT SO, N DIP, PT TSSOP, LT SOT-23, ST MSOP).
const STX: Record<string, [string, number]> = {
  'SOIC-8': ['DT', 2500],
  'SOIC-14': ['DT', 2500],
  'SOIC-16': ['DT', 2500],
  'MSOP-8': ['ST', 4000],
  'MSOP-10': ['ST', 4000],
  'SOT23-5': ['LT', 3000],
  'SOT23-6': ['LT', 3000],
  'SC70-5': ['CT', 3000],
  'TSSOP-8': ['PT', 3000],
  'TSSOP-14': ['PT', 2500],
  'TSSOP-16': ['PT', 2500],
  'DIP-8': ['N', 0],
  'DIP-14': ['N', 0],
  'DIP-16': ['N', 0],
  'WSON-8': ['Q2T', 3000],
  'DFN-8': ['Q2T', 3000],
};
export const stx: Scheme = (device, pkgKey) => {
  const pkgCode = STX[pkgKey];
  if (!pkgCode) return null;
  const mpn = `${device.n}${device.g ?? ''}${pkgCode[0]}`;
  return [mpn, [pkgCode[1] ? reel(mpn, pkgCode[1]) : tube(mpn, pkgKey === 'DIP-16' ? 25 : 50)]];
};

// onsemi: device + package letters + R2G (reel) / G (tube); SOT-23 and SC-70 are T1G reels.
const ONX: Record<string, [string, number, number]> = {
  'SOIC-8': ['D', 2500, 98],
  'SOIC-14': ['D', 2500, 55],
  'SOIC-16': ['D', 2500, 48],
  'DIP-8': ['N', 0, 50],
  'DIP-14': ['N', 0, 25],
  'DIP-16': ['N', 0, 25],
  'TSSOP-14': ['DTB', 2500, 0],
  'TSSOP-16': ['DTB', 2500, 0],
  'TSSOP-8': ['DTB', 2500, 0],
  'MSOP-8': ['DM', 4000, 0],
  'SOT23-5': ['SN', 3000, 0],
  'SC70-5': ['SQ', 3000, 0],
};
export const onx: Scheme = (device, pkgKey) => {
  const pkgCode = ONX[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${pkgCode[0]}${device.o ?? ''}`;
  if (pkgCode[1] === 0) return [base, [tube(`${base}G`, pkgCode[2])]];
  if (pkgKey.startsWith('SOT') || pkgKey.startsWith('SC70')) return [base, [reel(`${base}T1G`, pkgCode[1])]];
  return [base, pkgCode[2] ? [reel(`${base}R2G`, pkgCode[1]), tube(`${base}G`, pkgCode[2])] : [reel(`${base}R2G`, pkgCode[1])]];
};

// Renesas (Intersil heritage): device + temperature + package letters + option + Z, '-T' / '-T7' reels.
const RNX: Record<string, [string, number]> = {
  'SOIC-8': ['B', 2500],
  'SOIC-14': ['B', 2500],
  'SOIC-16': ['B', 2500],
  'SOICW-16': ['B', 1000],
  'SOICW-18': ['B', 1000],
  'MSOP-8': ['U', 2500],
  'MSOP-10': ['U', 2500],
  'DIP-8': ['P', 0],
  'DIP-14': ['P', 0],
  'DIP-16': ['P', 0],
  'TSSOP-16': ['V', 2500],
  'SOT23-5': ['H', 3000],
  'SOT23-6': ['H', 3000],
  'VQFN-16': ['R', 6000],
  'DFN-8': ['R', 6000],
};
export const rnx: Scheme = (device, pkgKey) => {
  const pkgCode = RNX[pkgKey];
  if (!pkgCode) return null;
  const base = `${device.n}${device.g ?? 'I'}${pkgCode[0]}${device.o ?? ''}Z`;
  if (pkgCode[1] === 0) return [base, [tube(base, 50)]];
  if (pkgKey.startsWith('SOT') || /QFN|DFN/.test(pkgKey))
    return [base, [reel(`${base}-T7`, pkgCode[1] >= 6000 ? 1000 : 3000), reelOnly(`${base}-T`, pkgCode[1])]];
  return [base, [reel(`${base}-T`, pkgCode[1]), tube(base, 98)]];
};

/** Ordering codes typed out in full: [mpn, pack, qty] per variant; the base is the first code without its packing suffix. */
export const listed =
  (codes: Record<string, [string, Variant['pack'], number][]>): Scheme =>
  (device, pkgKey) => {
    const entries = codes[`${device.n}|${pkgKey}`] ?? codes[device.n];
    if (!entries || entries.length === 0) return null;
    // The base is what the codes share: 'INA125U' of INA125U and INA125U/2K5, 'TDA7266D' of TDA7266D13TR.
    let base = entries[0]![0];
    for (const [mpn] of entries) while (!mpn.startsWith(base)) base = base.slice(0, -1);
    return [base.replace(/[-/ ]+$/, ''), entries.map(([mpn, pack, qty]) => ({ mpn, pack, qty }))];
  };

/** '3.3' → '33', '1.25' → '125', '5' → '50': the two-or-three digit voltage code of many fixed-output parts. */
export function vcode(volts: number): string {
  const voltDigits = volts.toFixed(2).replace('.', '');
  return voltDigits.endsWith('0') ? voltDigits.slice(0, -1) : voltDigits;
}

/** '3.3V', '12V', '1.25V' */
export const V = (volts: number): string => `${volts}V`;

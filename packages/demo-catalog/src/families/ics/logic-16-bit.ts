// 16-bit ('Widebus') 74-series buffers, transceivers, latches and flip-flops in 48-pin packages, which
// the logic.ts families do not list: TI SN74LVC16245ADGGR (family + 16 + function + A on LVC,
// LVCH and LVTH + DGG / DL / DGV + R or tube) and Nexperia 74LVC16245ADGG,118. They continue the
// TI and Nexperia 74-series families of each leaf (see continuation.ts).
import { T_A125, T_A85, reel, tube } from './more-packages-and-codes';
import { cont, price4 } from './continuation';
import { fam, type Family, type Variant } from '../family';

const GATES = 'logic-gates';
const FFS = 'flip-flops-latches-and-shift-registers';

/** Function, Logic Type facet, elements and bits, whether it is a latch / flip-flop, description. */
type Wide = [fn: string, type: string, n: number, k: number, ff: boolean, desc: string];
const WIDE: Wide[] = [
  ['16244', 'Buffer, Non-Inverting', 4, 4, false, 'BUFFER NON-INVERT 16BIT 3ST'],
  ['16245', 'Transceiver, Non-Inverting', 2, 8, false, 'TXRX NON-INVERT 16BIT 3ST'],
  ['16240', 'Buffer, Inverting', 4, 4, false, 'BUFFER INVERT 16BIT 3ST'],
  ['16541', 'Buffer, Non-Inverting', 2, 8, false, 'BUFFER NON-INVERT 16BIT 3ST'],
  ['162244', 'Buffer, Non-Inverting', 4, 4, false, 'BUFFER NON-INVERT 16BIT 3ST 26R'],
  ['16373', 'D-Type, Transparent Latch', 2, 8, true, 'LATCH 16BIT TRANSP 3ST'],
  ['16374', 'D-Type', 2, 8, true, 'FF D-TYPE DUAL 8BIT 3ST'],
];
/** Logic family: supply, output drive, delay, which functions it has, price of a 16245 in TSSOP. */
type Lf = [name: string, vcc: string, iout: string, tpd: string, fns: string[], price: number];
const ALL = WIDE.map((wide) => wide[0]);
const TI_LF: Lf[] = [
  ['LVC', '1.65V ~ 3.6V', '24mA, 24mA', '4.5ns @ 3.3V, 50pF', ALL, 0.62],
  ['LVCH', '1.65V ~ 3.6V', '24mA, 24mA', '4.5ns @ 3.3V, 50pF', ALL, 0.66],
  ['ALVCH', '1.65V ~ 3.6V', '24mA, 24mA', '3.7ns @ 3.3V, 50pF', ['16244', '16245', '16373', '16374', '162244'], 0.78],
  ['LVTH', '2.7V ~ 3.6V', '32mA, 64mA', '3.5ns @ 3.3V, 50pF', ['16244', '16245'], 0.92],
  ['AHC', '2V ~ 5.5V', '8mA, 8mA', '8ns @ 5V, 50pF', ['16244', '16245', '16373', '16374', '16240', '16541'], 0.72],
  ['AHCT', '4.5V ~ 5.5V', '8mA, 8mA', '9ns @ 5V, 50pF', ['16244', '16245', '16373', '16374', '16240', '16541'], 0.74],
];
/** A on LVC, LVCH and LVTH Widebus parts (SN74LVC16245A, SN74LVTH16245A). */
const suffixA = (lf: string) => (lf === 'LVC' || lf === 'LVCH' || lf === 'LVTH' ? 'A' : '');

/** Outline, package facet, description short form, grams. */
const PKG48: Record<string, [disp: string, short: string, g: number]> = {
  'TSSOP-48': ['48-TFSOP (0.240", 6.10mm Width)', '48TSSOP', 0.2],
  'SSOP-48': ['48-BSSOP (0.295", 7.50mm Width)', '48SSOP', 0.6],
  'TVSOP-48': ['48-TFSOP (0.173", 4.40mm Width)', '48TVSOP', 0.12],
};

function params(wide: Wide, lf: Lf, pkgKey: string, temp: string): Record<string, string> {
  const [type, n, bits, ff] = [wide[1], wide[2], wide[3], wide[4]];
  const common = {
    'Voltage - Supply': lf[1],
    'Current - Output High, Low': lf[2],
    'Max Propagation Delay @ V, Max CL': lf[3],
    'Package / Case': (PKG48[pkgKey] as [string, string, number])[0],
    'Operating Temperature': temp,
  };
  if (ff)
    return {
      'Logic Type': type,
      Function: 'Standard',
      'Output Type': 'Tri-State, Non-Inverted',
      'Number of Elements': String(n),
      'Number of Bits per Element': String(bits),
      ...common,
    };
  return { 'Logic Type': type, 'Number of Circuits': String(n), 'Number of Inputs': String(bits), Features: '3-State', ...common };
}

type Code = (w: Wide, lf: Lf, k: string) => [string, Variant[]] | null;
function wideFam(
  key: string,
  after: string,
  leaf: string,
  mfr: string,
  lfs: Lf[],
  pkgs: string[],
  temp: string,
  code: Code,
  ds: (w: Wide, lf: Lf) => string,
): Family {
  return cont(
    after,
    fam({
      key,
      leaf,
      mfr,
      weight: 0,
      kind: 'ic',
      dimensions: [WIDE.filter((wide) => wide[4] === (leaf === FFS)), lfs, pkgs],
      make: ([wide, lf, pkg]) => {
        if (!lf[4].includes(wide[0])) return null;
        const ordering = code(wide, lf, pkg);
        if (!ordering) return null;
        const info = PKG48[pkg] as [string, string, number];
        return {
          base: ordering[0],
          variants: ordering[1],
          description: `IC ${wide[5]} ${info[1]}`,
          parameters: params(wide, lf, pkg, temp),
          price: price4(lf[5] * (wide[4] ? 1.1 : 1) * (pkg === 'SSOP-48' ? 1.08 : 1)),
          grams: info[2],
          datasheetUrl: ds(wide, lf),
        };
      },
    }),
  );
}

const TI_48: Record<string, [string, number, number]> = {
  'TSSOP-48': ['DGG', 2000, 40],
  'SSOP-48': ['DL', 1000, 25],
  'TVSOP-48': ['DGV', 2000, 0],
};
const tiWide: Code = (wide, lf, pkgKey) => {
  const pkgCode = TI_48[pkgKey];
  if (!pkgCode) return null;
  const stem = `SN74${lf[0]}${wide[0]}${suffixA(lf[0])}${pkgCode[0]}`;
  return [stem, pkgCode[2] ? [reel(`${stem}R`, pkgCode[1]), tube(stem, pkgCode[2])] : [reel(`${stem}R`, pkgCode[1])]];
};
const tiWideDs = (wide: Wide, lf: Lf) =>
  `https://www.ti.com/lit/ds/symlink/sn74${lf[0].toLowerCase()}${wide[0]}${suffixA(lf[0]).toLowerCase()}.pdf`;

// Nexperia: 74 + family + function (+ A on LVC / LVCH) + DGG (TSSOP-48) / DL (SSOP-48) + ',118' (reel).
const NXP_48: Record<string, string> = { 'TSSOP-48': 'DGG', 'SSOP-48': 'DL' };
const nxpWide: Code = (wide, lf, pkgKey) => {
  const pkgCode = NXP_48[pkgKey];
  if (!pkgCode || wide[0] === '162244') return null;
  const stem = `74${lf[0]}${wide[0]}${lf[0].startsWith('LVC') ? 'A' : ''}${pkgCode}`;
  return [stem, [reel(`${stem},118`, pkgCode === 'DL' ? 1000 : 2000)]];
};
const NXP_LF = TI_LF.filter((lf) => lf[0] === 'LVC' || lf[0] === 'LVCH' || lf[0] === 'AHC' || lf[0] === 'AHCT');
const nxpWideDs = (wide: Wide, lf: Lf) =>
  `https://assets.nexperia.com/documents/data-sheet/74${lf[0]}${wide[0]}${lf[0].startsWith('LVC') ? 'A' : ''}.pdf`;

const TI_PKGS = ['TSSOP-48', 'SSOP-48', 'TVSOP-48'];
export const LOGIC2_FAMILIES: Family[] = [
  wideFam('ti-widebus-gates', 'ti-sn74-more-gates', GATES, 'texas-instruments', TI_LF, TI_PKGS, T_A85, tiWide, tiWideDs),
  wideFam('ti-widebus-ff', 'ti-sn74-more-ff', FFS, 'texas-instruments', TI_LF, TI_PKGS, T_A85, tiWide, tiWideDs),
  wideFam(
    'nexperia-widebus-gates',
    'nexperia-74-more-gates',
    GATES,
    'nexperia',
    NXP_LF,
    ['TSSOP-48', 'SSOP-48'],
    T_A125,
    nxpWide,
    nxpWideDs,
  ),
  wideFam('nexperia-widebus-ff', 'nexperia-74-more-ff', FFS, 'nexperia', NXP_LF, ['TSSOP-48', 'SSOP-48'], T_A125, nxpWide, nxpWideDs),
];

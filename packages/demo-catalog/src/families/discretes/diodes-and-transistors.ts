// Discrete semiconductors: rectifier, Schottky, small-signal and Zener diodes; BJTs, MOSFETs,
// IGBTs and silicon-carbide MOSFETs. Each manufacturer's real naming and packaging-suffix scheme.
import { fam, type Family, type Variant } from '../family';
import { bulk, reel, reelOnly, tube } from '../packing-and-text';
import { pad, sig } from '../values';

interface Pkg {
  disp: string;
  short: string;
  g: number;
  mount: 'Surface Mount' | 'Through Hole';
}
const P: Record<string, Pkg> = {
  'SOD-123': { disp: 'SOD-123', short: 'SOD123', g: 0.01, mount: 'Surface Mount' },
  'SOD-123F': { disp: 'SOD-123F', short: 'SOD123F', g: 0.012, mount: 'Surface Mount' },
  'SOD-323': { disp: 'SC-76, SOD-323', short: 'SOD323', g: 0.005, mount: 'Surface Mount' },
  'SOD-523': { disp: 'SC-79, SOD-523', short: 'SOD523', g: 0.002, mount: 'Surface Mount' },
  'SOT-23': { disp: 'TO-236-3, SC-59, SOT-23-3', short: 'SOT23-3', g: 0.008, mount: 'Surface Mount' },
  'SOT-323': { disp: 'SC-70, SOT-323', short: 'SOT323', g: 0.006, mount: 'Surface Mount' },
  'SOT-89': { disp: 'TO-243AA', short: 'SOT89', g: 0.05, mount: 'Surface Mount' },
  'SOT-223': { disp: 'TO-261-4, TO-261AA', short: 'SOT223', g: 0.12, mount: 'Surface Mount' },
  SMA: { disp: 'DO-214AC, SMA', short: 'SMA', g: 0.064, mount: 'Surface Mount' },
  SMB: { disp: 'DO-214AA, SMB', short: 'SMB', g: 0.093, mount: 'Surface Mount' },
  SMC: { disp: 'DO-214AB, SMC', short: 'SMC', g: 0.21, mount: 'Surface Mount' },
  'DO-35': { disp: 'DO-204AH, DO-35, Axial', short: 'DO35', g: 0.13, mount: 'Through Hole' },
  'DO-41': { disp: 'DO-204AL, DO-41, Axial', short: 'DO41', g: 0.33, mount: 'Through Hole' },
  'DO-201AD': { disp: 'DO-201AD, Axial', short: 'DO201AD', g: 1.1, mount: 'Through Hole' },
  'TO-92': { disp: 'TO-226-3, TO-92-3 (TO-226AA)', short: 'TO92-3', g: 0.2, mount: 'Through Hole' },
  DPAK: { disp: 'TO-252-3, DPAK (2 Leads + Tab), SC-63', short: 'DPAK', g: 0.33, mount: 'Surface Mount' },
  D2PAK: { disp: 'TO-263-3, D²Pak (2 Leads + Tab), TO-263AB', short: 'D2PAK', g: 1.5, mount: 'Surface Mount' },
  'D2PAK-7': { disp: 'TO-263-8, D²Pak (7 Leads + Tab)', short: 'D2PAK-7', g: 1.6, mount: 'Surface Mount' },
  'TO-220': { disp: 'TO-220-3', short: 'TO220-3', g: 2, mount: 'Through Hole' },
  'TO-247': { disp: 'TO-247-3', short: 'TO247-3', g: 6, mount: 'Through Hole' },
  'TO-247-4': { disp: 'TO-247-4', short: 'TO247-4', g: 6.2, mount: 'Through Hole' },
  'SO-8': { disp: '8-SOIC (0.154", 3.90mm Width)', short: '8SOIC', g: 0.075, mount: 'Surface Mount' },
  SSO8: { disp: '8-PowerTDFN', short: '8TDSON', g: 0.1, mount: 'Surface Mount' },
  TSDSON: { disp: '8-PowerTDFN (3.3x3.3)', short: '8TSDSON', g: 0.04, mount: 'Surface Mount' },
  LFPAK56: { disp: 'SC-100, SOT-669 (LFPAK56)', short: 'LFPAK56', g: 0.1, mount: 'Surface Mount' },
  DFN5x6: { disp: '8-PowerVDFN (5x6)', short: '8DFN', g: 0.1, mount: 'Surface Mount' },
  TOLL: { disp: '8-PowerSFN (TOLL)', short: 'TOLL', g: 0.8, mount: 'Surface Mount' },
  'PowerPAK SO-8': { disp: 'PowerPAK® SO-8', short: 'PPAK SO8', g: 0.1, mount: 'Surface Mount' },
  'SOT-23F': { disp: 'SOT-23F', short: 'SOT23F', g: 0.01, mount: 'Surface Mount' },
};
const pk = (pkgKey: string): Pkg => P[pkgKey] as Pkg;

// ---------------------------------------------------------------------------------------------
// Rectifiers

const RECT = 'rectifier-diodes';
const VLETTER: [string, number][] = [
  ['A', 50],
  ['B', 100],
  ['D', 200],
  ['G', 400],
  ['J', 600],
  ['K', 800],
  ['M', 1000],
];
interface RectType {
  name: (letter: string, i: number) => string;
  amps: number;
  pkg: string;
  speed: 'std' | 'fast' | 'ultra';
  maxV: number;
}
const RECT_TYPES: RectType[] = [
  { name: (_l, index) => `1N400${index + 1}`, amps: 1, pkg: 'DO-41', speed: 'std', maxV: 1000 },
  { name: (_l, index) => `1N540${[0, 1, 2, 4, 6, 7, 8][index]}`, amps: 3, pkg: 'DO-201AD', speed: 'std', maxV: 1000 },
  { name: (voltLetter) => `S1${voltLetter}`, amps: 1, pkg: 'SMA', speed: 'std', maxV: 1000 },
  { name: (voltLetter) => `S2${voltLetter}`, amps: 2, pkg: 'SMB', speed: 'std', maxV: 1000 },
  { name: (voltLetter) => `S3${voltLetter}`, amps: 3, pkg: 'SMC', speed: 'std', maxV: 1000 },
  { name: (voltLetter) => `RS1${voltLetter}`, amps: 1, pkg: 'SMA', speed: 'fast', maxV: 1000 },
  { name: (voltLetter) => `US1${voltLetter}`, amps: 1, pkg: 'SMA', speed: 'ultra', maxV: 1000 },
  { name: (voltLetter) => `ES1${voltLetter}`, amps: 1, pkg: 'SMA', speed: 'ultra', maxV: 600 },
  { name: (voltLetter) => `ES2${voltLetter}`, amps: 2, pkg: 'SMB', speed: 'ultra', maxV: 600 },
  { name: (voltLetter) => `ES3${voltLetter}`, amps: 3, pkg: 'SMC', speed: 'ultra', maxV: 600 },
];
const SMX_REEL: Record<string, [number, number]> = { SMA: [1800, 7500], SMB: [750, 3200], SMC: [850, 3500] };

function rect(key: string, mfr: string, weight: number, code: (dev: string, t: RectType) => [string, Variant[]] | null): Family {
  return fam({
    key,
    leaf: RECT,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [RECT_TYPES, VLETTER.map((entry, index) => [entry[0], entry[1], index] as const)],
    make: ([rectType, [voltLetter, volts, index]]) => {
      if (volts > rectType.maxV) return null;
      const dev = rectType.name(voltLetter, index);
      const ordering = code(dev, rectType);
      if (!ordering) return null;
      const pkg = pk(rectType.pkg);
      const forwardVolts = rectType.speed === 'ultra' ? (volts > 400 ? '1.7' : '0.95') : rectType.speed === 'fast' ? '1.3' : '1.1';
      const datasheetFolder =
        mfr === 'diodes-incorporated'
          ? 'diodes.com/assets/Datasheets'
          : mfr === 'vishay'
            ? 'vishay.com/docs/88503'
            : 'onsemi.com/pdf/datasheet';
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `DIODE GEN PURP ${volts}V ${rectType.amps}A ${pkg.short}`,
        parameters: {
          'Voltage - DC Reverse (Vr) (Max)': `${volts} V`,
          'Current - Average Rectified (Io)': `${rectType.amps} A`,
          'Voltage - Forward (Vf) (Max) @ If': `${forwardVolts} V @ ${rectType.amps} A`,
          Speed: rectType.speed === 'std' ? 'Standard Recovery >500ns, > 200mA (Io)' : 'Fast Recovery =< 500ns, > 200mA (Io)',
          'Reverse Recovery Time (trr)':
            rectType.speed === 'std' ? '-' : rectType.speed === 'fast' ? '500 ns' : volts > 400 ? '75 ns' : '35 ns',
          'Package / Case': pkg.disp,
          'Mounting Type': pkg.mount,
          'Operating Temperature - Junction': '-55°C ~ 150°C',
        },
        price: (rectType.pkg.startsWith('DO') ? 0.1 : 0.18) * (1 + rectType.amps * 0.15) * (rectType.speed === 'std' ? 1 : 1.5),
        grams: pkg.g,
        datasheetUrl: `https://www.${datasheetFolder}/${rectType.name('X', 0).slice(0, -1).toLowerCase() || 'rectifier'}.pdf`,
      };
    },
  });
}
const rectFamilies: Family[] = [
  rect('diodes-rect', 'diodes-incorporated', 2, (device, rectType) => {
    if (rectType.pkg.startsWith('DO'))
      return [
        device,
        [
          { mpn: `${device}-T`, pack: 'reel-only', qty: rectType.amps > 1 ? 1250 : 5000 },
          { mpn: `${device}-B`, pack: 'bulk', qty: 1 },
        ],
      ];
    const [r7, r13] = SMX_REEL[rectType.pkg] as [number, number];
    return [device, [reel(`${device}-13-F`, r13), reelOnly(`${device}-7-F`, r7)]];
  }),
  rect('vishay-rect', 'vishay', 2, (device, rectType) => {
    if (rectType.pkg.startsWith('DO'))
      return [
        `${device}-E3`,
        [{ mpn: `${device}-E3/54`, pack: 'reel', qty: rectType.amps > 1 ? 1400 : 5500 }, reelOnly(`${device}-E3/73`, 3000)],
      ];
    const code = { SMA: ['61T', '5AT'], SMB: ['52T', '5BT'], SMC: ['57T', '9AT'] }[rectType.pkg] as [string, string];
    const [r7, r13] = SMX_REEL[rectType.pkg] as [number, number];
    return [`${device}-E3`, [reel(`${device}-E3/${code[0]}`, r7), reelOnly(`${device}-E3/${code[1]}`, r13)]];
  }),
  rect('onsemi-rect', 'onsemi', 1.5, (device, rectType) => {
    if (rectType.pkg.startsWith('DO')) return [device, [bulk(`${device}G`), reelOnly(`${device}RLG`, rectType.amps > 1 ? 1200 : 5000)]];
    if (rectType.speed !== 'std') return null;
    return [device, [reel(`${device}FA`, 5000)]];
  }),
];

// ---------------------------------------------------------------------------------------------
// Schottky

const SCH = 'schottky-diodes';
const SCH_V = [20, 30, 40, 45, 50, 60, 90, 100, 150, 200];
const SCH_A = [0.5, 1, 2, 3, 5];
function schottky(
  key: string,
  mfr: string,
  weight: number,
  ds: string,
  code: (v: number, a: number) => [string, string, Variant[]] | null,
): Family {
  return fam({
    key,
    leaf: SCH,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [SCH_A, SCH_V],
    make: ([amps, reelCode]) => {
      const ordering = code(reelCode, amps);
      if (!ordering) return null;
      const pkg = pk(ordering[1]);
      const vf = reelCode <= 40 ? 0.5 : reelCode <= 60 ? 0.7 : reelCode <= 100 ? 0.85 : 0.95;
      return {
        base: ordering[0],
        variants: ordering[2],
        description: `DIODE SCHOTTKY ${reelCode}V ${amps}A ${pkg.short}`,
        parameters: {
          'Voltage - DC Reverse (Vr) (Max)': `${reelCode} V`,
          'Current - Average Rectified (Io)': amps < 1 ? `${amps * 1000} mA` : `${amps} A`,
          'Voltage - Forward (Vf) (Max) @ If': `${vf} V @ ${amps < 1 ? `${amps * 1000} mA` : `${amps} A`}`,
          'Current - Reverse Leakage @ Vr': `${reelCode <= 40 ? 500 : 100} µA @ ${reelCode} V`,
          Speed: 'Fast Recovery =< 500ns, > 200mA (Io)',
          'Package / Case': pkg.disp,
          'Mounting Type': pkg.mount,
          'Operating Temperature - Junction': reelCode >= 100 ? '-65°C ~ 175°C' : '-65°C ~ 150°C',
        },
        price: 0.15 * (1 + amps * 0.2) * (reelCode >= 100 ? 1.3 : 1),
        grams: pkg.g,
        datasheetUrl: ds,
      };
    },
  });
}
const smxPkg = (amps: number) => (amps <= 1 ? 'SMA' : amps <= 2 ? 'SMB' : 'SMC');
const vShort = (volts: number) =>
  volts === 100 ? '10' : volts === 150 ? '15' : volts === 200 ? '20' : String(volts / 10).replace('.5', '');
const schFamilies: Family[] = [
  schottky('onsemi-mbr', 'onsemi', 2, 'https://www.onsemi.com/pdf/datasheet/mbrs340t3-d.pdf', (volts, amps) => {
    if (amps === 0.5)
      return volts > 40 ? null : [`MBR05${volts}`, 'SOD-123', [reel(`MBR05${volts}T1G`, 3000), reelOnly(`MBR05${volts}T3G`, 10000)]];
    if (amps === 5 || volts > 100 || volts === 45 || volts === 150) return null;
    const pre = amps === 1 ? 'MBRA' : 'MBRS';
    return [`${pre}${amps}${volts}`, amps === 1 ? 'SMA' : 'SMB', [reel(`${pre}${amps}${volts}T3G`, amps === 1 ? 5000 : 2500)]];
  }),
  schottky('diodes-b', 'diodes-incorporated', 2, 'https://www.diodes.com/assets/Datasheets/ds13002.pdf', (volts, amps) => {
    if (amps < 1 || volts === 45 || volts > 100) return null;
    const smx = smxPkg(amps);
    const dev = `B${amps}${volts}${smx === 'SMA' ? 'A' : smx === 'SMB' ? 'B' : ''}`;
    const [r7, r13] = SMX_REEL[smx] as [number, number];
    return [dev, smx, [reel(`${dev}-13-F`, r13), reelOnly(`${dev}-7-F`, r7)]];
  }),
  schottky('vishay-ss', 'vishay', 2, 'https://www.vishay.com/docs/88751/ss32.pdf', (volts, amps) => {
    if (amps < 1 || volts === 45 || volts > 100) return null;
    const smx = smxPkg(amps);
    const dev = `SS${amps}${vShort(volts)}`;
    const code = { SMA: ['61T', '5AT'], SMB: ['52T', '5BT'], SMC: ['57T', '9AT'] }[smx] as [string, string];
    const [r7, r13] = SMX_REEL[smx] as [number, number];
    return [`${dev}-E3`, smx, [reel(`${dev}-E3/${code[0]}`, r7), reelOnly(`${dev}-E3/${code[1]}`, r13)]];
  }),
  schottky('nexperia-pmeg', 'nexperia', 1.5, 'https://assets.nexperia.com/documents/data-sheet/PMEG_SERIES.pdf', (volts, amps) => {
    if (volts > 100 || volts === 90 || volts === 50) return null;
    const dev = `PMEG${volts === 100 ? '10' : volts}${pad(amps * 10, 2)}${amps >= 2 ? 'E' : 'CE'}H`;
    return [dev, 'SOD-123F', [reel(`${dev},115`, 3000), reelOnly(`${dev},135`, 10000)]];
  }),
  schottky('st-stps', 'stmicroelectronics', 1.5, 'https://www.st.com/resource/en/datasheet/stps2l40.pdf', (volts, amps) => {
    if (amps < 1 || ![40, 45, 60, 100, 150, 200].includes(volts)) return null;
    const smx = smxPkg(amps);
    const dev = `STPS${amps}${volts <= 45 ? 'L' : 'H'}${volts}${smx === 'SMA' ? 'AF' : smx === 'SMB' ? 'U' : 'S'}`;
    return [dev, smx, [reel(dev, smx === 'SMA' ? 10000 : 2500)]];
  }),
];

// ---------------------------------------------------------------------------------------------
// Small-signal diodes

const SIG = 'small-signal-diodes';
interface SigDev {
  name: string;
  pkg: string;
  cfg: string;
  vr: number;
  io: number;
  vf: string;
  trr: string;
  cap: string;
  schottky?: boolean;
}
const sd = (
  name: string,
  pkg: string,
  cfg: string,
  vr: number,
  io: number,
  vf: string,
  trr: string,
  cap: string,
  schottky = false,
): SigDev => ({ name, pkg, cfg, vr, io, vf, trr, cap, schottky });
const SIG_DEVS: SigDev[] = [
  sd('1N4148', 'DO-35', 'Single', 100, 200, '1 V @ 10 mA', '4 ns', '4pF @ 0V, 1MHz'),
  sd('1N914', 'DO-35', 'Single', 100, 200, '1 V @ 10 mA', '4 ns', '4pF @ 0V, 1MHz'),
  sd('1N4148W', 'SOD-123', 'Single', 100, 300, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('1N4148WS', 'SOD-323', 'Single', 75, 150, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('1N4148WT', 'SOD-523', 'Single', 75, 150, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('BAS16', 'SOT-23', 'Single', 100, 215, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('BAS16W', 'SOT-323', 'Single', 100, 175, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('BAS21', 'SOT-23', 'Single', 250, 200, '1.25 V @ 200 mA', '50 ns', '5pF @ 0V, 1MHz'),
  sd('BAV99', 'SOT-23', '1 Pair Series Connection', 100, 215, '1.25 V @ 150 mA', '4 ns', '1.5pF @ 0V, 1MHz'),
  sd('BAV99W', 'SOT-323', '1 Pair Series Connection', 100, 150, '1.25 V @ 150 mA', '4 ns', '1.5pF @ 0V, 1MHz'),
  sd('BAW56', 'SOT-23', '1 Pair Common Anode', 90, 215, '1.25 V @ 150 mA', '4 ns', '2pF @ 0V, 1MHz'),
  sd('BAV70', 'SOT-23', '1 Pair Common Cathode', 100, 215, '1.25 V @ 150 mA', '4 ns', '1.5pF @ 0V, 1MHz'),
  sd('BAT54', 'SOT-23', 'Single', 30, 200, '800 mV @ 100 mA', '5 ns', '10pF @ 1V, 1MHz', true),
  sd('BAT54S', 'SOT-23', '1 Pair Series Connection', 30, 200, '800 mV @ 100 mA', '5 ns', '10pF @ 1V, 1MHz', true),
  sd('BAT54C', 'SOT-23', '1 Pair Common Cathode', 30, 200, '800 mV @ 100 mA', '5 ns', '10pF @ 1V, 1MHz', true),
  sd('BAT54A', 'SOT-23', '1 Pair Common Anode', 30, 200, '800 mV @ 100 mA', '5 ns', '10pF @ 1V, 1MHz', true),
  sd('BAT54W', 'SOT-323', 'Single', 30, 200, '800 mV @ 100 mA', '5 ns', '10pF @ 1V, 1MHz', true),
  sd('BAS40', 'SOT-23', 'Single', 40, 200, '1 V @ 40 mA', '5 ns', '5pF @ 0V, 1MHz', true),
  sd('BAS316', 'SOD-323', 'Single', 100, 250, '1.25 V @ 150 mA', '4 ns', '1.5pF @ 0V, 1MHz'),
  sd('BAV21W', 'SOD-123', 'Single', 200, 200, '1.25 V @ 200 mA', '50 ns', '5pF @ 0V, 1MHz'),
];
function sig1(key: string, mfr: string, weight: number, code: (d: SigDev) => [string, Variant[]] | null, ds: string): Family {
  return fam({
    key,
    leaf: SIG,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [SIG_DEVS],
    make: ([sigDevice]) => {
      const ordering = code(sigDevice);
      if (!ordering) return null;
      const pkg = pk(sigDevice.pkg);
      const kind = sigDevice.schottky ? 'SCHOTTKY' : sigDevice.cfg === 'Single' ? 'STANDARD' : 'ARRAY GP';
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `DIODE ${kind} ${sigDevice.vr}V ${sigDevice.io}MA ${pkg.short}`,
        parameters: {
          'Diode Configuration': sigDevice.cfg,
          'Voltage - DC Reverse (Vr) (Max)': `${sigDevice.vr} V`,
          'Current - Average Rectified (Io)': `${sigDevice.io} mA`,
          'Voltage - Forward (Vf) (Max) @ If': sigDevice.vf,
          'Reverse Recovery Time (trr)': sigDevice.trr,
          'Capacitance @ Vr, F': sigDevice.cap,
          'Package / Case': pkg.disp,
          'Operating Temperature - Junction': '-65°C ~ 150°C',
        },
        price: sigDevice.pkg.startsWith('DO') ? 0.1 : 0.12,
        grams: pkg.g,
        datasheetUrl: ds.replace('{dev}', sigDevice.name.toLowerCase()),
      };
    },
  });
}
const sigFamilies: Family[] = [
  sig1(
    'diodes-sig',
    'diodes-incorporated',
    2,
    (sigDevice) =>
      sigDevice.pkg.startsWith('DO')
        ? null
        : [sigDevice.name, [reel(`${sigDevice.name}-7-F`, 3000), reelOnly(`${sigDevice.name}-13-F`, 10000)]],
    'https://www.diodes.com/assets/Datasheets/ds{dev}.pdf',
  ),
  sig1(
    'nexperia-sig',
    'nexperia',
    2,
    (sigDevice) => {
      if (sigDevice.pkg.startsWith('DO'))
        return [sigDevice.name, [{ mpn: `${sigDevice.name},113`, pack: 'reel-only', qty: 10000 }, bulk(`${sigDevice.name},133`)]];
      const packSuffixes = sigDevice.pkg === 'SOT-23' ? [',215', ',235'] : [',115', ',135'];
      return [sigDevice.name, [reel(`${sigDevice.name}${packSuffixes[0]}`, 3000), reelOnly(`${sigDevice.name}${packSuffixes[1]}`, 10000)]];
    },
    'https://assets.nexperia.com/documents/data-sheet/{dev}.pdf',
  ),
  sig1(
    'onsemi-sig',
    'onsemi',
    1.5,
    (sigDevice) => {
      if (sigDevice.pkg.startsWith('DO'))
        return [sigDevice.name, [bulk(sigDevice.name), reelOnly(`${sigDevice.name}TR`, 10000), reelOnly(`${sigDevice.name}TA`, 5000)]];
      if (sigDevice.pkg === 'SOT-23')
        return [sigDevice.name, [reel(`${sigDevice.name}LT1G`, 3000), reelOnly(`${sigDevice.name}LT3G`, 10000)]];
      if (sigDevice.pkg === 'SOD-123') return [sigDevice.name, [reel(`${sigDevice.name}T1G`, 3000)]];
      return null;
    },
    'https://www.onsemi.com/pdf/datasheet/{dev}-d.pdf',
  ),
  sig1(
    'vishay-sig',
    'vishay',
    1.5,
    (sigDevice) => {
      if (sigDevice.pkg.startsWith('DO'))
        return [sigDevice.name, [reel(`${sigDevice.name}-TR`, 10000), reelOnly(`${sigDevice.name}-TAP`, 10000)]];
      if (sigDevice.pkg === 'SOT-323' || sigDevice.pkg === 'SOD-523') return null;
      return [`${sigDevice.name}-E3`, [reel(`${sigDevice.name}-E3-08`, 3000), reelOnly(`${sigDevice.name}-E3-18`, 10000)]];
    },
    'https://www.vishay.com/docs/85748/{dev}.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Zener

const ZEN = 'zener-diodes';
const ZV = [
  2.4, 2.7, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43,
  47, 51, 56, 62, 68, 75,
];
const JEDEC_52: Record<number, number> = {
  2.4: 5221,
  2.7: 5223,
  3: 5225,
  3.3: 5226,
  3.6: 5227,
  3.9: 5228,
  4.3: 5229,
  4.7: 5230,
  5.1: 5231,
  5.6: 5232,
  6.2: 5234,
  6.8: 5235,
  7.5: 5236,
  8.2: 5237,
  9.1: 5239,
  10: 5240,
  11: 5241,
  12: 5242,
  13: 5243,
  15: 5245,
  16: 5246,
  18: 5248,
  20: 5250,
  22: 5251,
  24: 5252,
  27: 5254,
  30: 5256,
  33: 5257,
  36: 5258,
  39: 5259,
  43: 5260,
  47: 5261,
  51: 5262,
  56: 5263,
  62: 5265,
  68: 5266,
  75: 5267,
};
const vz = (volts: number) =>
  Number.isInteger(volts) && volts >= 10 ? String(volts) : `${Math.floor(volts)}V${Math.round((volts % 1) * 10)}`;
interface ZenType {
  code: (v: number) => string | null;
  pkg: string;
  power: string;
  tol: string;
}
function zener(
  key: string,
  mfr: string,
  weight: number,
  types: ZenType[],
  variants: (dev: string, t: ZenType) => [string, Variant[]],
  ds: string,
): Family {
  return fam({
    key,
    leaf: ZEN,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [types, ZV],
    make: ([zenType, volts]) => {
      const dev = zenType.code(volts);
      if (!dev) return null;
      const [base, vs] = variants(dev, zenType);
      const pkg = pk(zenType.pkg);
      return {
        base,
        variants: vs,
        description: `DIODE ZENER ${volts}V ${zenType.power.replace(' ', '').toUpperCase()} ${pkg.short}`,
        parameters: {
          'Voltage - Zener (Nom) (Vz)': `${volts} V`,
          Tolerance: zenType.tol,
          'Power - Max': zenType.power,
          'Impedance (Max) (Zzt)': `${volts < 5 ? 100 : volts < 12 ? 15 : Math.round(volts * 2)} Ohms`,
          'Current - Reverse Leakage @ Vr': `${volts < 5 ? '5 µA' : '100 nA'} @ ${volts < 5 ? 1 : sig(volts * 0.7)} V`,
          'Voltage - Forward (Vf) (Max) @ If': '900 mV @ 10 mA',
          'Package / Case': pkg.disp,
          'Operating Temperature': '-65°C ~ 150°C',
        },
        price: zenType.pkg.startsWith('DO') ? 0.15 : 0.1,
        grams: pkg.g,
        datasheetUrl: ds,
      };
    },
  });
}
const zt = (code: (v: number) => string | null, pkg: string, power: string, tol: string): ZenType => ({ code, pkg, power, tol });
const zenFamilies: Family[] = [
  zener(
    'nexperia-bzx',
    'nexperia',
    2,
    [
      zt((volts) => `BZX84-C${vz(volts)}`, 'SOT-23', '250 mW', '±5%'),
      zt((volts) => `BZX84-B${vz(volts)}`, 'SOT-23', '250 mW', '±2%'),
      zt((volts) => `BZX384-C${vz(volts)}`, 'SOD-323', '300 mW', '±5%'),
      zt((volts) => `BZX585-C${vz(volts)}`, 'SOD-523', '300 mW', '±5%'),
    ],
    (dev, zenType) => [
      dev,
      [reel(`${dev},${zenType.pkg === 'SOT-23' ? 215 : 115}`, 3000), reelOnly(`${dev},${zenType.pkg === 'SOT-23' ? 235 : 135}`, 10000)],
    ],
    'https://assets.nexperia.com/documents/data-sheet/BZX84_SER.pdf',
  ),
  zener(
    'diodes-zener',
    'diodes-incorporated',
    2,
    [
      zt((volts) => `BZT52C${vz(volts)}`, 'SOD-123', '500 mW', '±5%'),
      zt((volts) => `BZT52C${vz(volts)}S`, 'SOD-323', '200 mW', '±5%'),
      zt((volts) => (JEDEC_52[volts] ? `MMSZ${JEDEC_52[volts]}B` : null), 'SOD-123', '500 mW', '±5%'),
      zt((volts) => `BZX84C${vz(volts)}`, 'SOT-23', '300 mW', '±5%'),
    ],
    (dev) => [dev, [reel(`${dev}-7-F`, 3000), reelOnly(`${dev}-13-F`, 10000)]],
    'https://www.diodes.com/assets/Datasheets/ds18004.pdf',
  ),
  zener(
    'onsemi-zener',
    'onsemi',
    1.5,
    [
      zt((volts) => (JEDEC_52[volts] ? `MMSZ${JEDEC_52[volts]}B` : null), 'SOD-123', '500 mW', '±5%'),
      zt((volts) => `MM3Z${vz(volts)}`, 'SOD-323', '300 mW', '±5%'),
      zt((volts) => (volts >= 3.3 ? `1N${4728 + ZV.indexOf(volts) - 3}A` : null), 'DO-41', '1 W', '±5%'),
    ],
    (dev, zenType) =>
      zenType.pkg === 'DO-41'
        ? [dev, [bulk(`${dev}G`), reelOnly(`${dev}RLG`, 6000)]]
        : [dev, [reel(`${dev}T1G`, 3000), reelOnly(`${dev}T3G`, 10000)]],
    'https://www.onsemi.com/pdf/datasheet/mmsz5221bt1-d.pdf',
  ),
  zener(
    'vishay-zener',
    'vishay',
    1,
    [
      zt((volts) => `BZX55C${vz(volts)}`, 'DO-35', '500 mW', '±5%'),
      zt((volts) => `BZT52C${vz(volts)}`, 'SOD-123', '410 mW', '±5%'),
      zt((volts) => `TZMC${vz(volts)}`, 'SOD-323', '500 mW', '±5%'),
    ],
    (dev, zenType) =>
      zenType.pkg === 'DO-35'
        ? [dev, [reel(`${dev}-TR`, 10000), reelOnly(`${dev}-TAP`, 10000)]]
        : [`${dev}-E3`, [reel(`${dev}-E3-08`, 3000), reelOnly(`${dev}-E3-18`, 10000)]],
    'https://www.vishay.com/docs/85604/bzx55.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// Bipolar transistors

const BJT = 'bipolar-transistors-bjt';
interface BjtDev {
  name: string;
  type: 'NPN' | 'PNP' | 'NPN - Darlington' | 'PNP - Darlington';
  ic: number;
  vce: number;
  hfe: number;
  pkgs: string[];
  power: Record<string, string>;
  ft: number;
}
const bj = (name: string, type: BjtDev['type'], ic: number, vce: number, hfe: number, pkgs: string[], ft = 100): BjtDev => ({
  name,
  type,
  ic,
  vce,
  hfe,
  pkgs,
  ft,
  power: {
    'SOT-23': '250 mW',
    'SOT-323': '200 mW',
    'TO-92': '625 mW',
    'SOT-223': '1.5 W',
    'SOT-89': '1 W',
    DPAK: '15 W',
    'TO-220': '40 W',
  },
});
const BJTS: BjtDev[] = [
  ...['A', 'B', 'C'].flatMap((gainGroup, index) => [
    bj(`BC847${gainGroup}`, 'NPN', 100, 45, [110, 200, 420][index] as number, ['SOT-23', 'SOT-323']),
    bj(`BC857${gainGroup}`, 'PNP', 100, 45, [125, 220, 420][index] as number, ['SOT-23', 'SOT-323']),
    bj(`BC848${gainGroup}`, 'NPN', 100, 30, [110, 200, 420][index] as number, ['SOT-23']),
    bj(`BC858${gainGroup}`, 'PNP', 100, 30, [125, 220, 420][index] as number, ['SOT-23']),
    bj(`BC547${gainGroup}`, 'NPN', 100, 45, [110, 200, 420][index] as number, ['TO-92']),
    bj(`BC557${gainGroup}`, 'PNP', 100, 45, [125, 220, 420][index] as number, ['TO-92']),
  ]),
  bj('BC846B', 'NPN', 100, 65, 200, ['SOT-23']),
  bj('BC856B', 'PNP', 100, 65, 220, ['SOT-23']),
  ...['16', '25', '40'].flatMap((gainGroup, index) => [
    bj(`BC817-${gainGroup}`, 'NPN', 500, 45, [100, 160, 250][index] as number, ['SOT-23']),
    bj(`BC807-${gainGroup}`, 'PNP', 500, 45, [100, 160, 250][index] as number, ['SOT-23']),
    bj(`BC337-${gainGroup}`, 'NPN', 800, 45, [100, 160, 250][index] as number, ['TO-92']),
    bj(`BC327-${gainGroup}`, 'PNP', 800, 45, [100, 160, 250][index] as number, ['TO-92']),
    bj(`BCP56-${gainGroup}`, 'NPN', 1000, 80, [100, 160, 250][index] as number, ['SOT-223']),
    bj(`BCX56-${gainGroup}`, 'NPN', 1000, 80, [100, 160, 250][index] as number, ['SOT-89']),
  ]),
  bj('MMBT3904', 'NPN', 200, 40, 100, ['SOT-23'], 300),
  bj('MMBT3906', 'PNP', 200, 40, 100, ['SOT-23'], 250),
  bj('MMBT2222A', 'NPN', 600, 40, 100, ['SOT-23'], 300),
  bj('MMBT2907A', 'PNP', 600, 60, 100, ['SOT-23'], 200),
  bj('MMBTA42', 'NPN', 500, 300, 40, ['SOT-23'], 50),
  bj('MMBT5551', 'NPN', 600, 160, 80, ['SOT-23'], 100),
  bj('2N3904', 'NPN', 200, 40, 100, ['TO-92'], 300),
  bj('2N3906', 'PNP', 200, 40, 100, ['TO-92'], 250),
  bj('PN2222A', 'NPN', 1000, 40, 100, ['TO-92'], 300),
  bj('MJD31C', 'NPN', 3000, 100, 10, ['DPAK'], 3),
  bj('MJD32C', 'PNP', 3000, 100, 10, ['DPAK'], 3),
  bj('TIP31C', 'NPN', 3000, 100, 10, ['TO-220'], 3),
  bj('TIP32C', 'PNP', 3000, 100, 10, ['TO-220'], 3),
  bj('TIP120', 'NPN - Darlington', 5000, 60, 1000, ['TO-220'], 4),
  bj('TIP127', 'PNP - Darlington', 5000, 100, 1000, ['TO-220'], 4),
];
const BJT_CASES = BJTS.flatMap((bjtDevice) => bjtDevice.pkgs.map((pkg) => [bjtDevice, pkg] as const));
function bjt(key: string, mfr: string, weight: number, code: (d: BjtDev, p: string) => [string, Variant[]] | null, ds: string): Family {
  return fam({
    key,
    leaf: BJT,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [BJT_CASES],
    make: ([[bjtDevice, pkgKey]]) => {
      const ordering = code(bjtDevice, pkgKey);
      if (!ordering) return null;
      const pkg = pk(pkgKey);
      const ic = bjtDevice.ic >= 1000 ? `${bjtDevice.ic / 1000} A` : `${bjtDevice.ic} mA`;
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `TRANS ${bjtDevice.type.replace(' - ', ' ').toUpperCase()} ${bjtDevice.vce}V ${bjtDevice.ic / 1000}A ${pkg.short}`,
        parameters: {
          'Transistor Type': bjtDevice.type,
          'Current - Collector (Ic) (Max)': ic,
          'Voltage - Collector Emitter Breakdown (Max)': `${bjtDevice.vce} V`,
          'Vce Saturation (Max) @ Ib, Ic': bjtDevice.type.includes('Darlington')
            ? '2V @ 12mA, 3A'
            : bjtDevice.ic >= 1000
              ? '1.2V @ 375mA, 3A'
              : '600mV @ 5mA, 100mA',
          'DC Current Gain (hFE) (Min) @ Ic, Vce': `${bjtDevice.hfe} @ ${bjtDevice.ic >= 1000 ? '1A' : '2mA'}, 5V`,
          'Power - Max': bjtDevice.power[pkgKey] ?? '250 mW',
          'Frequency - Transition': `${bjtDevice.ft}MHz`,
          'Package / Case': pkg.disp,
          'Operating Temperature': '-55°C ~ 150°C (TJ)',
        },
        price: pkgKey === 'TO-220' ? 0.55 : pkgKey === 'DPAK' ? 0.4 : pkgKey.startsWith('SOT-2') && pkgKey.length > 6 ? 0.3 : 0.1,
        grams: pkg.g,
        datasheetUrl: ds.replace(
          '{dev}',
          bjtDevice.name
            .replace(/-?\d*$/, '')
            .replace(/[ABC]$/, '')
            .toLowerCase(),
        ),
      };
    },
  });
}
const bjtFamilies: Family[] = [
  bjt(
    'nexperia-bjt',
    'nexperia',
    2.5,
    (bjtDevice, pkgKey) => {
      if (pkgKey === 'SOT-23') return [bjtDevice.name, [reel(`${bjtDevice.name},215`, 3000), reelOnly(`${bjtDevice.name},235`, 10000)]];
      if (pkgKey === 'SOT-323')
        return [`${bjtDevice.name}W`, [reel(`${bjtDevice.name}W,115`, 3000), reelOnly(`${bjtDevice.name}W,135`, 10000)]];
      if (pkgKey === 'TO-92') return [bjtDevice.name, [bulk(`${bjtDevice.name},112`), reelOnly(`${bjtDevice.name},116`, 2000)]];
      if (pkgKey === 'SOT-223') return [bjtDevice.name, [reel(`${bjtDevice.name},115`, 1000), reelOnly(`${bjtDevice.name},135`, 4000)]];
      if (pkgKey === 'SOT-89') return [bjtDevice.name, [reel(`${bjtDevice.name},115`, 1000)]];
      return null;
    },
    'https://assets.nexperia.com/documents/data-sheet/{dev}_SER.pdf',
  ),
  bjt(
    'onsemi-bjt',
    'onsemi',
    2,
    (bjtDevice, pkgKey) => {
      if (pkgKey === 'SOT-23') return [bjtDevice.name, [reel(`${bjtDevice.name}LT1G`, 3000), reelOnly(`${bjtDevice.name}LT3G`, 10000)]];
      if (pkgKey === 'SOT-323') return [`${bjtDevice.name}W`, [reel(`${bjtDevice.name}WT1G`, 3000)]];
      if (pkgKey === 'TO-92')
        return [
          bjtDevice.name,
          [bulk(`${bjtDevice.name}BU`), reelOnly(`${bjtDevice.name}TA`, 2000), reelOnly(`${bjtDevice.name}TFR`, 2000)],
        ];
      if (pkgKey === 'DPAK') return [bjtDevice.name, [reel(`${bjtDevice.name}T4G`, 2500), tube(`${bjtDevice.name}G`, 75)]];
      if (pkgKey === 'TO-220') return [bjtDevice.name, [tube(`${bjtDevice.name}G`, 50)]];
      if (pkgKey === 'SOT-223') return [bjtDevice.name, [reel(`${bjtDevice.name}T1G`, 1000)]];
      return null;
    },
    'https://www.onsemi.com/pdf/datasheet/{dev}-d.pdf',
  ),
  bjt(
    'diodes-bjt',
    'diodes-incorporated',
    1.5,
    (bjtDevice, pkgKey) => {
      if (pkgKey === 'SOT-23') return [bjtDevice.name, [reel(`${bjtDevice.name}-7-F`, 3000), reelOnly(`${bjtDevice.name}-13-F`, 10000)]];
      if (pkgKey === 'SOT-323') return [`${bjtDevice.name}W`, [reel(`${bjtDevice.name}W-7-F`, 3000)]];
      if (pkgKey === 'SOT-223' || pkgKey === 'SOT-89')
        return [bjtDevice.name, [reel(`${bjtDevice.name}TA`, 1000), reelOnly(`${bjtDevice.name}TC`, 4000)]];
      return null;
    },
    'https://www.diodes.com/assets/Datasheets/{dev}.pdf',
  ),
  bjt(
    'st-bjt',
    'stmicroelectronics',
    0.5,
    (bjtDevice, pkgKey) =>
      pkgKey === 'TO-220' || pkgKey === 'DPAK'
        ? [bjtDevice.name, pkgKey === 'DPAK' ? [reel(`${bjtDevice.name}T4`, 2500)] : [tube(bjtDevice.name, 50)]]
        : null,
    'https://www.st.com/resource/en/datasheet/{dev}.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// MOSFETs

const FET = 'mosfets';
interface FetSpec {
  ch: 'N' | 'P';
  v: number;
  rds: number;
  pkg: string;
  logic: boolean;
}
const RDS = [0.7, 1, 1.2, 1.5, 1.9, 2.3, 2.8, 3.4, 4, 4.7, 5.6, 6.8, 8.2, 10, 12, 16, 20, 25, 33, 45, 60, 80, 110, 160, 220, 330];
const MIN_RDS: Record<number, number> = { 20: 0.7, 25: 0.7, 30: 0.9, 40: 1, 60: 1.5, 80: 2.3, 100: 3.4, 150: 6.8, 200: 12, 250: 20 };
const PKG_RDS: Record<string, number> = {
  SSO8: 1,
  TSDSON: 2.3,
  DPAK: 2,
  D2PAK: 1,
  'TO-220': 1.2,
  TOLL: 0.7,
  LFPAK56: 1,
  DFN5x6: 1,
  'PowerPAK SO-8': 1,
  'SOT-23': 20,
  'SO-8': 4,
};
const PKG_W: Record<string, number> = {
  SSO8: 125,
  TSDSON: 60,
  DPAK: 100,
  D2PAK: 200,
  'TO-220': 150,
  TOLL: 300,
  LFPAK56: 130,
  DFN5x6: 110,
  'PowerPAK SO-8': 100,
  'SOT-23': 1.3,
  'SO-8': 2.5,
};
function fetSpec(fet: FetSpec, base: string, variants: Variant[], ds: string) {
  const pkg = pk(fet.pkg);
  const pkgWatts = PKG_W[fet.pkg] ?? 2;
  const id = Math.min(fet.pkg === 'SOT-23' ? 6 : fet.pkg === 'SO-8' ? 15 : 400, Math.sqrt((pkgWatts * 1000) / fet.rds) * 0.7);
  const qg = Math.round((60 * fet.v) / 40 / Math.sqrt(fet.rds));
  return {
    base,
    variants,
    description: `MOSFET ${fet.ch}-CH ${fet.v}V ${sig(id)}A ${pkg.short}`,
    parameters: {
      'FET Type': `${fet.ch}-Channel`,
      Technology: 'MOSFET (Metal Oxide)',
      'Drain to Source Voltage (Vdss)': `${fet.v} V`,
      'Current - Continuous Drain (Id) @ 25°C': `${sig(id)}A (Tc)`,
      'Rds On (Max) @ Id, Vgs': `${fet.rds} mOhm @ ${sig(id / 2)}A, ${fet.logic ? '4.5' : '10'}V`,
      'Vgs(th) (Max) @ Id': `${fet.logic ? '2.2' : '3.8'}V @ 250µA`,
      'Gate Charge (Qg) (Max) @ Vgs': `${Math.max(2, qg)} nC @ ${fet.logic ? '4.5' : '10'} V`,
      'Power Dissipation (Max)': `${pkgWatts} W (Tc)`,
      'Package / Case': pkg.disp,
      'Operating Temperature': '-55°C ~ 175°C (TJ)',
    },
    price: fet.pkg === 'SOT-23' ? 0.35 : Math.min(9, 0.6 + (8 * fet.v) / 100 / Math.sqrt(fet.rds)),
    grams: pkg.g,
    datasheetUrl: ds,
  };
}
function fetFam(
  key: string,
  mfr: string,
  weight: number,
  pkgs: readonly string[],
  volts: readonly number[],
  code: (f: FetSpec) => [string, Variant[]] | null,
  ds: string,
  logicOptions: readonly boolean[] = [true, false],
): Family {
  return fam({
    key,
    leaf: FET,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [pkgs, volts, RDS, logicOptions],
    make: ([pkg, vds, rds, logic]) => {
      if (rds < (MIN_RDS[vds] as number) * (PKG_RDS[pkg] ?? 1)) return null;
      if (rds > (MIN_RDS[vds] as number) * 40) return null;
      if (logic && vds > 100) return null;
      const fet: FetSpec = { ch: 'N', v: vds, rds, pkg, logic };
      const ordering = code(fet);
      return ordering ? fetSpec(fet, ordering[0], ordering[1], ds) : null;
    },
  });
}
const r3 = (rds: number) => pad(Math.round(rds * 10), 3);
const rR = (rds: number) => (rds < 10 ? `${Math.floor(rds)}R${Math.round((rds % 1) * 10)}` : pad(Math.round(rds), 3));
const INF_SUFFIX: Record<string, [string, number]> = {
  SSO8: ['ATMA1', 5000],
  TSDSON: ['ATMA1', 5000],
  DPAK: ['ATMA1', 2500],
  D2PAK: ['ATMA1', 1000],
  TOLL: ['ATMA1', 2000],
  'TO-220': ['AKSA1', 50],
};
const INF_PRE: Record<string, string> = { SSO8: 'BSC', TSDSON: 'BSZ', DPAK: 'IPD', D2PAK: 'IPB', TOLL: 'IPT', 'TO-220': 'IPP' };

interface SmallFet {
  name: string;
  ch: 'N' | 'P';
  v: number;
  rds: number;
  pkg: string;
}
const sf = (name: string, ch: 'N' | 'P', volts: number, rds: number, pkg = 'SOT-23'): SmallFet => ({ name, ch, v: volts, rds, pkg });
function smallFets(
  key: string,
  mfr: string,
  weight: number,
  list: SmallFet[],
  code: (f: SmallFet) => [string, Variant[]],
  ds: string,
): Family {
  return fam({
    key,
    leaf: FET,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [list],
    make: ([fet]) => {
      const [base, variants] = code(fet);
      return fetSpec(
        { ch: fet.ch, v: fet.v, rds: fet.rds, pkg: fet.pkg, logic: true },
        base,
        variants,
        ds.replace('{dev}', fet.name.toLowerCase()),
      );
    },
  });
}

/** Alpha & Omega AON6: the voltage digit of the code. */
const AOS_AON6_VOLTAGE: Record<number, string> = { 25: '1', 30: '2', 40: '3', 60: '4', 80: '5', 100: '6', 150: '7' };

/** Vishay SiR: the voltage digit of the code. */
const VISHAY_SIR_VOLTAGE: Record<number, string> = { 20: '1', 25: '2', 30: '4', 40: '5', 60: '6', 80: '7', 100: '8', 150: '9', 200: '0' };

/** onsemi NTMFS: the voltage digit of the code. */
const ONSEMI_NTMFS_VOLTAGE: Record<number, string> = { 25: '2', 30: '3', 40: '4', 60: '6', 80: '8', 100: 'A' };

const fetFamilies: Family[] = [
  fetFam(
    'infineon-optimos',
    'infineon',
    4,
    ['SSO8', 'TSDSON', 'DPAK', 'D2PAK', 'TOLL', 'TO-220'],
    [25, 30, 40, 60, 80, 100, 150, 200, 250],
    (fet) => {
      const dev = `${INF_PRE[fet.pkg]}${r3(fet.rds)}N${fet.v === 25 ? 'E2' : pad(fet.v / 10, 2)}${fet.logic ? 'LS' : 'NS'}`;
      const [sfx, qty] = INF_SUFFIX[fet.pkg] as [string, number];
      return [dev, [fet.pkg === 'TO-220' ? tube(`${dev}${sfx}`, qty) : reel(`${dev}${sfx}`, qty)]];
    },
    'https://www.infineon.com/dgdl/Infineon-OptiMOS-DataSheet.pdf',
  ),
  smallFets(
    'infineon-hexfet',
    'infineon',
    1.5,
    [
      sf('IRLML6344', 'N', 30, 29),
      sf('IRLML2502', 'N', 20, 45),
      sf('IRLML6402', 'P', 20, 65),
      sf('IRLML2060', 'N', 60, 480),
      sf('IRLML0030', 'N', 30, 40),
      sf('IRLML0040', 'N', 40, 56),
      sf('IRLML0060', 'N', 60, 92),
      sf('IRLML0100', 'N', 100, 220),
      sf('IRLML9301', 'P', 30, 64),
      sf('IRLML9303', 'P', 30, 165),
      sf('IRLML2244', 'P', 20, 54),
      sf('IRLML2246', 'P', 20, 135),
      sf('IRF540N', 'N', 100, 44, 'TO-220'),
      sf('IRF530N', 'N', 100, 90, 'TO-220'),
      sf('IRF640N', 'N', 200, 150, 'TO-220'),
      sf('IRF3205', 'N', 55, 8, 'TO-220'),
      sf('IRLZ44N', 'N', 55, 22, 'TO-220'),
      sf('IRLZ34N', 'N', 55, 35, 'TO-220'),
      sf('IRF9540N', 'P', 100, 117, 'TO-220'),
      sf('IRFZ44N', 'N', 55, 17.5, 'TO-220'),
      sf('IRF1404', 'N', 40, 4, 'TO-220'),
      sf('IRF3710', 'N', 100, 23, 'TO-220'),
      sf('IRLB8721', 'N', 30, 8.7, 'TO-220'),
      sf('IRF4905', 'P', 55, 20, 'TO-220'),
      sf('IRFB4110', 'N', 100, 4.5, 'TO-220'),
      sf('IRFB7430', 'N', 40, 1.3, 'TO-220'),
      sf('IRLR024N', 'N', 55, 65, 'DPAK'),
      sf('IRFR5305', 'P', 55, 65, 'DPAK'),
      sf('IRLR7843', 'N', 30, 3.3, 'DPAK'),
      sf('IRF7480M', 'N', 40, 1.2, 'DFN5x6'),
      sf('IRF7413', 'N', 30, 11, 'SO-8'),
      sf('IRF7404', 'P', 20, 40, 'SO-8'),
    ],
    (fet) =>
      fet.pkg === 'TO-220'
        ? [fet.name, [tube(`${fet.name}PBF`, 50)]]
        : [
            fet.name,
            [
              reel(`${fet.name}TRPBF`, fet.pkg === 'SOT-23' ? 3000 : fet.pkg === 'DPAK' ? 2000 : 4000),
              ...(fet.pkg === 'DPAK' ? [tube(`${fet.name}PBF`, 75)] : []),
            ],
          ],
    'https://www.infineon.com/dgdl/{dev}.pdf',
  ),
  fetFam(
    'nexperia-psmn',
    'nexperia',
    2,
    ['LFPAK56', 'TO-220', 'D2PAK'],
    [25, 30, 40, 60, 80, 100],
    (fet) => {
      const pc =
        fet.pkg === 'LFPAK56' ? (fet.logic ? 'YL' : 'YS') : fet.pkg === 'TO-220' ? (fet.logic ? 'PL' : 'PS') : fet.logic ? 'BL' : 'BS';
      const dev = `PSMN${rR(fet.rds)}-${fet.v}${pc}`;
      return [
        dev,
        fet.pkg === 'TO-220'
          ? [tube(`${dev},127`, 50)]
          : [reel(`${dev},${fet.pkg === 'D2PAK' ? 118 : 115}`, fet.pkg === 'D2PAK' ? 800 : 1500)],
      ];
    },
    'https://assets.nexperia.com/documents/data-sheet/PSMN_SERIES.pdf',
  ),
  smallFets(
    'nexperia-small',
    'nexperia',
    1.5,
    [
      sf('PMV65XP', 'P', 20, 76),
      sf('PMV30UN2', 'N', 20, 32),
      sf('PMV16XN', 'N', 20, 20),
      sf('PMV45EN2', 'N', 30, 45),
      sf('PMV27UPE', 'P', 20, 33),
      sf('PMV50EPEA', 'P', 30, 62),
      sf('2N7002', 'N', 60, 5000),
      sf('2N7002BK', 'N', 60, 1600),
      sf('BSS138BK', 'N', 60, 1600),
      sf('BSS84', 'P', 50, 10000),
      sf('NX3008NBK', 'N', 30, 2100),
      sf('NX7002AK', 'N', 60, 3000),
      sf('BSH105', 'N', 20, 250),
      sf('PMN40LN', 'N', 30, 45),
    ],
    (fet) => [fet.name, [reel(`${fet.name},215`, 3000), reelOnly(`${fet.name},235`, 10000)]],
    'https://assets.nexperia.com/documents/data-sheet/{dev}.pdf',
  ),
  fetFam(
    'onsemi-ntmfs',
    'onsemi',
    1.5,
    ['DFN5x6'],
    [25, 30, 40, 60, 80, 100],
    (fet) => {
      const dev = `NTMFS${fet.v <= 40 ? 5 : 6}C${ONSEMI_NTMFS_VOLTAGE[fet.v]}${pad(RDS.indexOf(fet.rds), 2)}N${fet.logic ? 'L' : ''}`;
      return [dev, [reel(`${dev}T1G`, 1500), reelOnly(`${dev}T3G`, 5000)]];
    },
    'https://www.onsemi.com/pdf/datasheet/ntmfs5c404nl-d.pdf',
  ),
  fetFam(
    'vishay-sir',
    'vishay',
    1.5,
    ['PowerPAK SO-8'],
    [20, 25, 30, 40, 60, 80, 100, 150, 200],
    (fet) => {
      const dev = `SiR${VISHAY_SIR_VOLTAGE[fet.v]}${pad(RDS.indexOf(fet.rds) * 2 + (fet.logic ? 1 : 0), 2)}${fet.logic ? 'ADP' : 'DP'}`;
      return [dev, [reel(`${dev}-T1-GE3`, 3000), reelOnly(`${dev}-T1-RE3`, 3000)]];
    },
    'https://www.vishay.com/docs/63990/sir640adp.pdf',
  ),
  smallFets(
    'vishay-si23',
    'vishay',
    1,
    [
      sf('Si2302CDS', 'N', 20, 57),
      sf('Si2301CDS', 'P', 20, 112),
      sf('Si2305CDS', 'P', 8, 52),
      sf('Si2333DDS', 'P', 12, 28),
      sf('Si2343CDS', 'P', 30, 45),
      sf('Si2312CDS', 'N', 20, 31),
      sf('Si2319CDS', 'P', 40, 80),
      sf('Si2318CDS', 'N', 40, 42),
      sf('Si2308BDS', 'N', 60, 160),
      sf('Si2315BDS', 'P', 12, 50),
    ],
    (fet) => [fet.name, [reel(`${fet.name}-T1-GE3`, 3000), reelOnly(`${fet.name}-T1-BE3`, 10000)]],
    'https://www.vishay.com/docs/68741/{dev}.pdf',
  ),
  smallFets(
    'aos-ao3',
    'alpha-omega',
    1,
    [
      sf('AO3400A', 'N', 30, 32),
      sf('AO3401A', 'P', 30, 60),
      sf('AO3402', 'N', 30, 55),
      sf('AO3404A', 'N', 30, 33),
      sf('AO3406', 'N', 30, 60),
      sf('AO3407A', 'P', 30, 54),
      sf('AO3413', 'P', 20, 97),
      sf('AO3414', 'N', 20, 50),
      sf('AO3415A', 'P', 20, 55),
      sf('AO3416', 'N', 20, 26),
      sf('AO3418', 'N', 30, 60),
      sf('AO3420', 'N', 20, 24),
      sf('AO3422', 'N', 55, 160),
      sf('AO3423', 'P', 20, 92),
      sf('AO4406A', 'N', 30, 11, 'SO-8'),
      sf('AO4407A', 'P', 30, 12, 'SO-8'),
      sf('AO4410', 'N', 30, 7, 'SO-8'),
      sf('AO4435', 'P', 30, 14, 'SO-8'),
      sf('AO4459', 'P', 30, 46, 'SO-8'),
      sf('AO4468', 'N', 30, 17, 'SO-8'),
    ],
    (fet) => [fet.name, [reel(fet.name, fet.pkg === 'SO-8' ? 3000 : 3000)]],
    'https://www.aosmd.com/res/datasheets/{dev}.pdf',
  ),
  fetFam(
    'aos-aon6',
    'alpha-omega',
    1,
    ['DFN5x6'],
    [25, 30, 40, 60, 80, 100, 150],
    (fet) => {
      const dev = `AON6${AOS_AON6_VOLTAGE[fet.v]}${pad(RDS.indexOf(fet.rds) * 2 + (fet.logic ? 0 : 1), 2)}`;
      return [dev, [reel(dev, 3000)]];
    },
    'https://www.aosmd.com/res/datasheets/AON6260.pdf',
  ),
  fetFam(
    'diodes-dmn',
    'diodes-incorporated',
    1.5,
    ['SOT-23'],
    [20, 30, 40, 60, 100],
    (fet) => {
      const dev = `DMN${fet.v === 100 ? 10 : fet.v / 10}${pad(Math.round(fet.rds), 3)}${fet.logic ? 'L' : 'U'}`;
      return [dev, [reel(`${dev}-7`, 3000), reelOnly(`${dev}-13`, 10000)]];
    },
    'https://www.diodes.com/assets/Datasheets/DMN3404L.pdf',
  ),
  smallFets(
    'diodes-small',
    'diodes-incorporated',
    0.8,
    [
      sf('DMG2302U', 'N', 20, 100),
      sf('DMG3415U', 'P', 20, 71),
      sf('DMP3099L', 'P', 30, 99),
      sf('DMG1012T', 'N', 20, 700, 'SOT-323'),
      sf('DMP2035U', 'P', 20, 35),
      sf('DMG3420U', 'N', 20, 29),
    ],
    (fet) => [fet.name, [reel(`${fet.name}-7`, 3000), reelOnly(`${fet.name}-13`, 10000)]],
    'https://www.diodes.com/assets/Datasheets/{dev}.pdf',
  ),
  fetFam(
    'toshiba-tph',
    'toshiba',
    1,
    ['SSO8', 'DPAK'],
    [30, 40, 60, 80, 100, 150, 200, 250],
    (fet) => {
      const dev = `${fet.pkg === 'SSO8' ? 'TPH' : 'TK'}${rR(fet.rds)}${pad(fet.v / 10, 2).replace(/\.5$/, '')}${fet.logic ? 'PL' : 'NL'}`;
      return [dev, [reel(`${dev},L1Q`, fet.pkg === 'SSO8' ? 5000 : 2500)]];
    },
    'https://toshiba.semicon-storage.com/info/TPH1R306PL_datasheet_en.pdf',
  ),
  fetFam(
    'st-stripfet',
    'stmicroelectronics',
    1,
    ['DPAK', 'D2PAK', 'TO-220'],
    [30, 40, 60, 80, 100, 150, 200],
    (fet) => {
      const id = Math.round(Math.min(120, Math.sqrt(((PKG_W[fet.pkg] as number) * 1000) / fet.rds) * 0.7));
      const packageLetter = fet.pkg === 'DPAK' ? 'D' : fet.pkg === 'D2PAK' ? 'B' : 'P';
      const voltsCode = pad(fet.v / 10, 2).replace(/\.5$/, '');
      const dev = `ST${packageLetter}${id}N${fet.logic ? 'F' : 'H'}${voltsCode}${fet.logic ? 'L' : ''}-${rR(fet.rds)}`;
      return fet.pkg === 'TO-220' ? [dev, [tube(dev, 50)]] : [dev, [reel(`${dev}T4`, fet.pkg === 'DPAK' ? 2500 : 1000)]];
    },
    'https://www.st.com/resource/en/datasheet/std30nf06l.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// IGBTs

const IGBT = 'igbts';
const IGBT_IC = [10, 15, 20, 25, 30, 40, 50, 60, 75, 100];
const IGBT_V = [600, 650, 1200];
function igbt(
  key: string,
  mfr: string,
  weight: number,
  pkgs: readonly string[],
  series: readonly string[],
  code: (ic: number, v: number, pkg: string, s: string) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: IGBT,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [pkgs, IGBT_V, IGBT_IC, series],
    make: ([pkg, volts, ic, seriesCode]) => {
      if (pkg === 'TO-220' && ic > 40) return null;
      if (pkg === 'DPAK' && ic > 20) return null;
      const ordering = code(ic, volts, pkg, seriesCode);
      if (!ordering) return null;
      const pkgInfo = pk(pkg);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `IGBT TRENCH FS ${volts}V ${ic * 2}A ${pkgInfo.short}`,
        parameters: {
          'IGBT Type': 'Trench Field Stop',
          'Voltage - Collector Emitter Breakdown (Max)': `${volts} V`,
          'Current - Collector (Ic) (Max)': `${ic * 2} A`,
          'Vce(on) (Max) @ Vge, Ic': `${volts >= 1200 ? '2.4' : '2.05'}V @ 15V, ${ic}A`,
          'Power - Max': `${Math.round(ic * (volts >= 1200 ? 12 : 8))} W`,
          'Switching Energy': `${sig(ic * (volts >= 1200 ? 0.09 : 0.04))}mJ (on), ${sig(ic * 0.02)}mJ (off)`,
          'Gate Charge': `${Math.round(ic * 4.5)} nC`,
          'Package / Case': pkgInfo.disp,
          'Operating Temperature': '-40°C ~ 175°C (TJ)',
        },
        price: 1 + ic * (volts >= 1200 ? 0.16 : 0.09),
        grams: pkgInfo.g,
        datasheetUrl: ds,
      };
    },
  });
}
const igbtFamilies: Family[] = [
  igbt(
    'infineon-igbt',
    'infineon',
    2,
    ['TO-247', 'TO-220', 'TO-247-4'],
    ['H3', 'T2', 'EH7'],
    (ic, volts, pkg, seriesCode) => {
      const dev = `${pkg === 'TO-220' ? 'IKP' : pkg === 'TO-247-4' ? 'IKZ' : 'IKW'}${ic}N${volts / 10}${seriesCode}`;
      return [dev, [tube(`${dev}${pkg === 'TO-247-4' ? 'XKSA1' : 'FKSA1'}`, pkg === 'TO-220' ? 50 : 30)]];
    },
    'https://www.infineon.com/dgdl/Infineon-IKW40N120H3-DataSheet.pdf',
  ),
  igbt(
    'onsemi-igbt',
    'onsemi',
    1.5,
    ['TO-247', 'TO-220', 'DPAK'],
    ['SMD', 'UFD', 'FL2'],
    (ic, volts, pkg, seriesCode) => {
      if (seriesCode === 'FL2')
        return pkg === 'TO-247' ? [`NGTB${ic}N${volts / 10}FL2W`, [tube(`NGTB${ic}N${volts / 10}FL2WG`, 30)]] : null;
      const dev = `${pkg === 'TO-220' ? 'FGP' : pkg === 'DPAK' ? 'FGD' : 'FGH'}${ic}N${volts / 10}${seriesCode}`;
      return [dev, pkg === 'DPAK' ? [reel(`${dev}TM`, 2500)] : [tube(dev, pkg === 'TO-220' ? 50 : 30)]];
    },
    'https://www.onsemi.com/pdf/datasheet/fgh40n60smd-d.pdf',
  ),
  igbt(
    'st-igbt',
    'stmicroelectronics',
    1.5,
    ['TO-247', 'TO-220', 'D2PAK'],
    ['H', 'V', 'M'],
    (ic, volts, pkg, series) => {
      const dev = `STG${pkg === 'TO-220' ? 'P' : pkg === 'D2PAK' ? 'B' : 'W'}${ic}${series}${volts / 10}DF${series === 'H' ? 'B' : '2'}`;
      return [dev, pkg === 'D2PAK' ? [reel(`${dev}T4`, 1000)] : [tube(dev, pkg === 'TO-220' ? 50 : 30)]];
    },
    'https://www.st.com/resource/en/datasheet/stgw40h65dfb.pdf',
  ),
];

// ---------------------------------------------------------------------------------------------
// SiC MOSFETs

const SIC = 'sic-mosfets';
const SIC_RDS = [16, 21, 25, 32, 40, 45, 60, 65, 75, 80, 120, 160, 280, 1000];
const SIC_V = [650, 900, 1000, 1200, 1700];
function sic(
  key: string,
  mfr: string,
  weight: number,
  pkgs: readonly string[],
  code: (rds: number, v: number, pkg: string) => [string, Variant[]] | null,
  ds: string,
): Family {
  return fam({
    key,
    leaf: SIC,
    mfr,
    weight,
    kind: 'discrete',
    dimensions: [pkgs, SIC_V, SIC_RDS],
    make: ([pkg, volts, rds]) => {
      if (rds < volts / 60) return null;
      const ordering = code(rds, volts, pkg);
      if (!ordering) return null;
      const pkgInfo = pk(pkg);
      const id = Math.min(120, Math.round(Math.sqrt(150000 / rds) * 0.9));
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `SICFET N-CH ${volts}V ${id}A ${pkgInfo.short}`,
        parameters: {
          'FET Type': 'N-Channel',
          Technology: 'SiCFET (Silicon Carbide)',
          'Drain to Source Voltage (Vdss)': `${volts} V`,
          'Current - Continuous Drain (Id) @ 25°C': `${id}A (Tc)`,
          'Rds On (Max) @ Id, Vgs': `${Math.round(rds * 1.3)} mOhm @ ${Math.round(id / 2)}A, 15V`,
          'Vgs(th) (Max) @ Id': '3.6V @ 5mA',
          'Gate Charge (Qg) (Max) @ Vgs': `${Math.round(2000 / rds + 10)} nC @ 15 V`,
          'Power Dissipation (Max)': `${Math.round(id * 4.5)}W (Tc)`,
          'Package / Case': pkgInfo.disp,
          'Operating Temperature': '-55°C ~ 175°C (TJ)',
        },
        price: 2.5 + (900 / rds) * (volts / 900),
        grams: pkgInfo.g,
        datasheetUrl: ds,
      };
    },
  });
}
const sicFamilies: Family[] = [
  sic(
    'wolfspeed-c3m',
    'wolfspeed',
    2,
    ['TO-247', 'TO-247-4', 'D2PAK-7'],
    (rds, volts, pkg) => {
      const dev = `C3M${pad(rds, 4)}${pad(volts / 10, 3)}${pkg === 'TO-247' ? 'D' : pkg === 'TO-247-4' ? 'K' : 'J'}`;
      return [dev, pkg === 'D2PAK-7' ? [reel(`${dev}-TR`, 800), tube(dev, 50)] : [tube(dev, 30)]];
    },
    'https://assets.wolfspeed.com/uploads/2024/01/Wolfspeed_C3M0065090D_data_sheet.pdf',
  ),
  sic(
    'wolfspeed-c2m',
    'wolfspeed',
    0.5,
    ['TO-247'],
    (rds, volts) =>
      volts === 1200 || volts === 1700 ? [`C2M${pad(rds, 4)}${volts / 10}D`, [tube(`C2M${pad(rds, 4)}${volts / 10}D`, 30)]] : null,
    'https://assets.wolfspeed.com/uploads/2020/12/C2M0080120D.pdf',
  ),
  sic(
    'onsemi-sic',
    'onsemi',
    1.5,
    ['TO-247', 'TO-247-4', 'D2PAK-7'],
    (rds, volts, pkg) => {
      if (volts === 900 || volts === 1000) return null;
      const dev = `NT${pkg === 'TO-247' ? 'HL' : pkg === 'TO-247-4' ? 'H4L' : 'BG'}${pad(rds, 3)}N${volts / 10}SC1`;
      return [dev, pkg === 'D2PAK-7' ? [reel(dev, 800)] : [tube(dev, 30)]];
    },
    'https://www.onsemi.com/pdf/datasheet/nthl080n120sc1-d.pdf',
  ),
  sic(
    'infineon-coolsic',
    'infineon',
    1.5,
    ['TO-247', 'TO-247-4', 'D2PAK-7'],
    (rds, volts, pkg) => {
      if (volts === 900 || volts === 1000) return null;
      const dev = `${pkg === 'TO-247' ? 'IMW' : pkg === 'TO-247-4' ? 'IMZ' : 'IMBG'}${volts / 10}R${pad(rds, 3)}M1H`;
      return [dev, pkg === 'D2PAK-7' ? [reel(`${dev}XTMA1`, 1000)] : [tube(`${dev}XKSA1`, 30)]];
    },
    'https://www.infineon.com/dgdl/Infineon-IMW120R045M1-DataSheet.pdf',
  ),
  sic(
    'rohm-sct',
    'rohm',
    1,
    ['TO-247', 'TO-247-4'],
    (rds, volts, pkg) => {
      if (volts !== 650 && volts !== 1200) return null;
      const dev = `SCT3${pad(rds, 3)}${volts === 1200 ? 'K' : 'A'}${pkg === 'TO-247' ? 'L' : 'W7'}`;
      return [dev, [tube(`${dev}HR`, 30)]];
    },
    'https://fscdn.rohm.com/en/products/databook/datasheet/discrete/sic/mosfet/sct3080kl-e.pdf',
  ),
];

export const DISCRETE_FAMILIES: Family[] = [
  ...rectFamilies,
  ...schFamilies,
  ...sigFamilies,
  ...zenFamilies,
  ...bjtFamilies,
  ...fetFamilies,
  ...igbtFamilies,
  ...sicFamilies,
];

// Industry-standard diodes and transistors as the second-source makers list them: the same JEDEC and
// pro-electron device names (SS34, 1N4007, BZT52C5V1, MMBT3904…) with each maker's own ordering suffix
// (MCC `-TP`, Taiwan Semiconductor ` R7G`, Panjit `_R1_00001`, Comchip `-HF`, LRC `L…LT1G`) and the
// big makers' automotive codes (onsemi `SZ`/`NRVB`/`NSV` prefixes, Diodes `Q`, Vishay `-HE3`), which
// the first families don't list.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { sig } from '../values';
import { bulk, reel, reelOnly } from '../packing-and-text';
import { ampsText, e24, pkg, vCode } from './packages-and-grids';

/** How a maker packs a package class. */
type PkgClass = 'sot' | 'sod' | 'smx' | 'axial' | 'melf' | 'power';
const CLASS: Record<string, PkgClass> = {
  'SOT-23': 'sot',
  'SOT-323': 'sot',
  'SOT-523': 'sot',
  'SOT-363': 'sot',
  'SOT-89': 'sot',
  'SOT-223': 'sot',
  'SOD-123': 'sod',
  'SOD-123F': 'sod',
  'SOD-323': 'sod',
  'SOD-323F': 'sod',
  'SOD-523': 'sod',
  SMA: 'smx',
  SMAF: 'smx',
  SMB: 'smx',
  SMC: 'smx',
  MiniMELF: 'melf',
  'DO-35': 'axial',
  'DO-41': 'axial',
  'DO-15': 'axial',
  'DO-201AD': 'axial',
  'TO-92': 'axial',
  'TO-220': 'power',
  'TO-220FP': 'power',
  'TO-247': 'power',
  DPAK: 'power',
  D2PAK: 'power',
  'TO-126': 'power',
};
const SMX_QTY: Record<string, [number, number]> = { SMA: [1800, 7500], SMAF: [3000, 10000], SMB: [750, 3200], SMC: [850, 3500] };
const small = (pkgKey: string) =>
  pkgKey === 'SOT-23' || pkgKey === 'SOT-323' || pkgKey === 'SOT-523' || pkgKey === 'SOT-363' || CLASS[pkgKey] === 'sod';

export interface Maker {
  key: string;
  mfr: string;
  /** Leaves this maker lists (not every second source makes everything). */
  leaves: readonly string[];
  code(dev: string, pk: string, kind: DevKind): [string, Variant[]] | null;
  ds(dev: string): string;
}
export type DevKind = 'zener' | 'diode' | 'bjt';

export const MAKERS: Maker[] = [
  {
    key: 'mcc',
    mfr: 'mcc',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey) =>
      CLASS[pkgKey] === 'axial' || CLASS[pkgKey] === 'power'
        ? [device, [bulk(`${device}-BP`), reelOnly(`${device}-AP`, pkgKey === 'TO-92' ? 2000 : 5000)]]
        : [device, [reel(`${device}-TP`, small(pkgKey) ? 3000 : (SMX_QTY[pkgKey]?.[1] ?? 4000))]],
    ds: (device) => `https://www.mccsemi.com/pdf/Products/${device}(${device.slice(0, 4)}).pdf`,
  },
  {
    key: 'tsc',
    mfr: 'taiwan-semi',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey) =>
      CLASS[pkgKey] === 'axial'
        ? [device, [reelOnly(`${device} R0G`, 5000), bulk(`${device} B0G`), reelOnly(`${device} A0G`, 3000)]]
        : CLASS[pkgKey] === 'power'
          ? [device, [bulk(`${device} C0G`)]]
          : [
              device,
              [
                reel(`${device} R${small(pkgKey) ? 'F' : '7'}G`, small(pkgKey) ? 3000 : (SMX_QTY[pkgKey] ?? [1800])[0]!),
                reelOnly(`${device} R${small(pkgKey) ? 'H' : '3'}G`, small(pkgKey) ? 10000 : (SMX_QTY[pkgKey] ?? [0, 7500])[1]!),
              ],
            ],
    ds: (device) => `https://www.taiwansemi.com/assets/Uploads/datasheet/${device.replace(/\d+$/, '')}.pdf`,
  },
  {
    key: 'panjit',
    mfr: 'panjit',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey) =>
      CLASS[pkgKey] === 'power'
        ? null
        : [
            device,
            CLASS[pkgKey] === 'axial'
              ? [reelOnly(`${device}_R2_00001`, 5000), bulk(`${device}_B0_00001`)]
              : [
                  reel(`${device}_R1_00001`, small(pkgKey) ? 3000 : (SMX_QTY[pkgKey] ?? [1800])[0]!),
                  reelOnly(`${device}_R2_00001`, small(pkgKey) ? 10000 : (SMX_QTY[pkgKey] ?? [0, 7500])[1]!),
                ],
          ],
    ds: (device) => `https://www.panjit.com.tw/upload/datasheet/${device}.pdf`,
  },
  {
    key: 'comchip',
    mfr: 'comchip',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes'],
    code: (device, pkgKey) =>
      CLASS[pkgKey] === 'power'
        ? null
        : [
            device,
            [
              reel(`${device}-HF`, small(pkgKey) ? 3000 : (SMX_QTY[pkgKey]?.[1] ?? 4000)),
              reelOnly(`${device}-G`, small(pkgKey) ? 3000 : 5000),
            ],
          ],
    ds: (device) => `https://www.comchiptech.com/admin/files/product/${device}-RevB.pdf`,
  },
  {
    key: 'lrc',
    mfr: 'lrc',
    leaves: ['zener-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt', 'schottky-diodes'],
    code: (device, pkgKey) =>
      pkgKey === 'SOT-23'
        ? [`L${device}`, [reel(`L${device}LT1G`, 3000), reelOnly(`L${device}LT3G`, 10000)]]
        : CLASS[pkgKey] === 'sod' || pkgKey === 'SOT-323'
          ? [`L${device}`, [reel(`L${device}T1G`, 3000), reelOnly(`L${device}T3G`, 10000)]]
          : null,
    ds: (device) => `https://www.lrc.cn/upload/datasheet/L${device}.pdf`,
  },
  {
    key: 'yangjie',
    mfr: 'yangjie',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey) => [
      `${device}`,
      [reel(`${device}-YJ`, small(pkgKey) ? 3000 : 5000), ...(CLASS[pkgKey] === 'axial' ? [bulk(`${device}-YJ-B`)] : [])],
    ],
    ds: (device) => `https://www.21yangjie.com/uploads/datasheet/${device}.pdf`,
  },
  {
    // onsemi's automotive (AEC-Q101) codes: SZ for Zeners, NRVB for rectifiers and Schottkys, NSV for transistors.
    key: 'onsemi-auto',
    mfr: 'onsemi',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey, kind) => {
      const pre = kind === 'zener' ? 'SZ' : kind === 'bjt' ? 'NSV' : 'NRVB';
      const dev = `${pre}${device}`;
      if (pkgKey === 'SOT-23') return [dev, [reel(`${dev}LT1G`, 3000), reelOnly(`${dev}LT3G`, 10000)]];
      if (CLASS[pkgKey] === 'sod' || pkgKey === 'SOT-323') return [dev, [reel(`${dev}T1G`, 3000)]];
      if (CLASS[pkgKey] === 'smx') return [dev, [reel(`${dev}T3G`, SMX_QTY[pkgKey]![1])]];
      return null;
    },
    ds: (device) => `https://www.onsemi.com/download/data-sheet/pdf/${device.toLowerCase()}-d.pdf`,
  },
  {
    key: 'diodes-auto',
    mfr: 'diodes-incorporated',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes', 'bipolar-transistors-bjt'],
    code: (device, pkgKey) =>
      CLASS[pkgKey] === 'axial' || CLASS[pkgKey] === 'melf' || CLASS[pkgKey] === 'power'
        ? null
        : [
            `${device}Q`,
            [
              reel(`${device}Q-7-F`, small(pkgKey) ? 3000 : (SMX_QTY[pkgKey]?.[0] ?? 3000)),
              reelOnly(`${device}Q-13-F`, small(pkgKey) ? 10000 : (SMX_QTY[pkgKey]?.[1] ?? 10000)),
            ],
          ],
    ds: (device) => `https://www.diodes.com/assets/Datasheets/${device}.pdf`,
  },
  {
    key: 'vishay-auto',
    mfr: 'vishay',
    leaves: ['tvs-diodes', 'zener-diodes', 'rectifier-diodes', 'schottky-diodes', 'small-signal-diodes'],
    code: (device, pkgKey) => {
      if (CLASS[pkgKey] === 'smx') {
        const reelCodes = (
          { SMA: ['61T', '5AT'], SMAF: ['6A', '6B'], SMB: ['52T', '5BT'], SMC: ['57T', '9AT'] } as Record<string, [string, string]>
        )[pkgKey]!;
        return [
          `${device}-M3`,
          [reel(`${device}-M3/${reelCodes[0]}`, SMX_QTY[pkgKey]![0]), reelOnly(`${device}-M3/${reelCodes[1]}`, SMX_QTY[pkgKey]![1])],
        ];
      }
      if (CLASS[pkgKey] === 'axial') return [`${device}-M3`, [reel(`${device}-M3/54`, 5500), reelOnly(`${device}-M3/73`, 3000)]];
      if (CLASS[pkgKey] === 'power') return null;
      return [`${device}-HE3`, [reel(`${device}-HE3-08`, 3000), reelOnly(`${device}-HE3-18`, 10000)]];
    },
    ds: (device) => `https://www.vishay.com/docs/8${String(device.length * 1013).slice(0, 4)}/${device.toLowerCase()}.pdf`,
  },
];

export interface Dev {
  name: string;
  pkg: string;
  kind: DevKind;
  desc: string;
  params: Record<string, string>;
  price: number;
}

/** One family per maker and device list; `set` tells a later device list's family from the first. */
export function devFam(leaf: string, maker: Maker, devs: Dev[], set = ''): Family {
  return fam({
    key: `d2-${leaf.replace(/-diodes$|-transistors-bjt$/, '')}-${maker.key}${set}`,
    leaf,
    mfr: maker.mfr,
    weight: 0,
    kind: 'discrete',
    siblingShare: 0.5,
    dimensions: [devs],
    make: ([device]): BaseSpec | null => {
      const ordering = maker.code(device.name, device.pkg, device.kind);
      if (!ordering) return null;
      const pkgInfo = pkg(device.pkg);
      return {
        base: ordering[0],
        variants: ordering[1],
        description: `${device.desc} ${pkgInfo.short}`,
        parameters: { ...device.params, 'Package / Case': pkgInfo.disp, 'Mounting Type': pkgInfo.mount },
        price: device.price,
        grams: pkgInfo.g,
        datasheetUrl: maker.ds(device.name),
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Zener diodes: series × E24 voltage × tolerance letter

const ZV = e24(0, 3).filter((volts) => volts >= 2.4 && volts <= 200);
const JEDEC_52 = [
  2.4, 2.5, 2.7, 2.8, 3, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6, 6.2, 6.8, 7.5, 8.2, 8.7, 9.1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22,
  24, 25, 27, 28, 30, 33, 36, 39, 43, 47, 51, 56, 60, 62, 68, 75,
];
interface ZSeries {
  name: (v: number, tol: string) => string | null;
  pkg: string;
  watts: number;
  tols: readonly string[];
  lo: number;
  hi: number;
}
const TOL: Record<string, string> = { A: '±1%', B: '±2%', C: '±5%', D: '±10%', '': '±5%' };
const zenerSeries = (name: ZSeries['name'], pk: string, watts: number, tols: readonly string[], lo: number, hi: number): ZSeries => ({
  name,
  pkg: pk,
  watts,
  tols,
  lo,
  hi,
});
const Z_SERIES: ZSeries[] = [
  zenerSeries((volts, tolCode) => `BZX84${tolCode}${vCode(volts)}`, 'SOT-23', 0.3, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `BZT52${tolCode}${vCode(volts)}`, 'SOD-123', 0.5, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `BZT52${tolCode}${vCode(volts)}S`, 'SOD-323', 0.2, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `BZT52${tolCode}${vCode(volts)}T`, 'SOD-523', 0.15, ['C'], 2.4, 39),
  zenerSeries(
    (volts, tolCode) => (JEDEC_52.includes(volts) ? `MMSZ${5221 + JEDEC_52.indexOf(volts)}${tolCode}` : null),
    'SOD-123',
    0.5,
    ['B', 'C'],
    2.4,
    75,
  ),
  zenerSeries(
    (volts, tolCode) => (JEDEC_52.includes(volts) ? `MMBZ${5221 + JEDEC_52.indexOf(volts)}${tolCode}` : null),
    'SOT-23',
    0.35,
    ['B', 'C'],
    2.4,
    75,
  ),
  zenerSeries(
    (volts, tolCode) => (JEDEC_52.includes(volts) ? `1N${5221 + JEDEC_52.indexOf(volts)}${tolCode}` : null),
    'DO-35',
    0.5,
    ['B', 'C'],
    2.4,
    75,
  ),
  zenerSeries((volts, tolCode) => `1N${4728 + ZV.indexOf(volts) - ZV.indexOf(3.3)}${tolCode}`, 'DO-41', 1, ['A', ''], 3.3, 100),
  zenerSeries((volts, tolCode) => `BZX55${tolCode}${vCode(volts)}`, 'DO-35', 0.5, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `BZX79${tolCode}${vCode(volts)}`, 'DO-35', 0.5, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `BZX85${tolCode}${vCode(volts)}`, 'DO-41', 1.3, ['C'], 3.3, 100),
  zenerSeries((volts, tolCode) => `BZV55${tolCode}${vCode(volts)}`, 'MiniMELF', 0.5, ['B', 'C'], 2.4, 75),
  zenerSeries((volts) => `ZMM${vCode(volts)}`, 'MiniMELF', 0.5, [''], 2.4, 75),
  zenerSeries((volts, tolCode) => `MM3Z${vCode(volts)}${tolCode}`, 'SOD-323', 0.3, ['B', 'C'], 2.4, 75),
  zenerSeries((volts, tolCode) => `MM5Z${vCode(volts)}${tolCode}`, 'SOD-523', 0.2, ['B', 'C'], 2.4, 39),
  zenerSeries((volts) => `SMAZ${vCode(volts)}`, 'SMA', 1, [''], 3.3, 100),
  zenerSeries((volts, tolCode) => `1SMA${5913 + ZV.indexOf(volts) - ZV.indexOf(3.3)}${tolCode}`, 'SMA', 1.5, ['B'], 3.3, 200),
  zenerSeries((volts, tolCode) => `1SMB${5913 + ZV.indexOf(volts) - ZV.indexOf(3.3)}${tolCode}`, 'SMB', 3, ['B'], 3.3, 200),
];
const ZEN_DEVS: Dev[] = Z_SERIES.flatMap((zSeries) =>
  ZV.filter((volts) => volts >= zSeries.lo && volts <= zSeries.hi).flatMap((volts) =>
    zSeries.tols.flatMap((tolerance) => {
      const name = zSeries.name(volts, tolerance);
      if (!name) return [];
      const watts = zSeries.watts;
      return [
        {
          name,
          pkg: zSeries.pkg,
          kind: 'zener' as const,
          desc: `DIODE ZENER ${volts}V ${watts < 1 ? `${Math.round(watts * 1000)}MW` : `${watts}W`}`,
          params: {
            'Voltage - Zener (Nom) (Vz)': `${volts} V`,
            Tolerance: TOL[tolerance] ?? '±5%',
            'Power - Max': watts < 1 ? `${Math.round(watts * 1000)} mW` : `${watts} W`,
            'Impedance (Max) (Zzt)': `${volts < 5 ? 100 : volts < 12 ? 15 : Math.round(volts * 2)} Ohms`,
            'Current - Reverse Leakage @ Vr': `${volts < 5 ? '5 µA' : '100 nA'} @ ${volts < 5 ? 1 : sig(volts * 0.7)} V`,
            'Operating Temperature': '-65°C ~ 150°C',
          },
          price: watts >= 1 ? 0.2 : 0.1,
        },
      ];
    }),
  ),
);

// ---------------------------------------------------------------------------------------------
// Rectifiers and Schottkys: JEDEC and industry series × voltage letter or code

export const VL: [string, number][] = [
  ['A', 50],
  ['B', 100],
  ['D', 200],
  ['G', 400],
  ['J', 600],
  ['K', 800],
  ['M', 1000],
];
const VL8: [string, number][] = [
  ['A', 50],
  ['B', 100],
  ['C', 150],
  ['D', 200],
  ['E', 300],
  ['F', 400],
];
export function diode(name: string, pk: string, volts: number, amps: number, trr: string, schottky = false): Dev {
  return {
    name,
    pkg: pk,
    kind: 'diode',
    desc: `DIODE ${schottky ? 'SCHOTTKY' : trr === '-' ? 'GEN PURP' : 'FAST'} ${volts}V ${amps < 1 ? `${amps * 1000}MA` : `${amps}A`}`,
    params: {
      'Voltage - DC Reverse (Vr) (Max)': `${volts} V`,
      'Current - Average Rectified (Io)': ampsText(amps),
      'Voltage - Forward (Vf) (Max) @ If':
        `${schottky ? (volts <= 40 ? '0.55' : volts <= 60 ? '0.7' : '0.85') : trr === '-' ? '1.1' : '1.3'} V @ ` + `${ampsText(amps)}`,
      Speed: trr === '-' ? 'Standard Recovery >500ns, > 200mA (Io)' : 'Fast Recovery =< 500ns, > 200mA (Io)',
      'Reverse Recovery Time (trr)': trr,
      'Operating Temperature - Junction': schottky ? '-65°C ~ 150°C' : '-55°C ~ 150°C',
    },
    price: (CLASS[pk] === 'axial' ? 0.1 : 0.15) * (1 + amps * 0.12) * (trr === '-' ? 1 : 1.4),
  };
}
const RECT_DEVS: Dev[] = [
  ...VL.map(([, volts], index) => diode(`1N400${index + 1}`, 'DO-41', volts, 1, '-')),
  ...VL.map(([, volts], index) => diode(`1N540${[0, 1, 2, 4, 6, 7, 8][index]}`, 'DO-201AD', volts, 3, '-')),
  ...VL.map(([, volts], index) => diode(`M${index + 1}`, 'SMA', volts, 1, '-')),
  ...[1, 2, 3, 5, 8].flatMap((amps) =>
    VL.map(([voltCode, volts]) =>
      diode(`S${amps}${voltCode}${amps === 1 ? 'B' : ''}`, amps <= 1 ? 'SMA' : amps <= 2 ? 'SMB' : 'SMC', volts, amps, '-'),
    ),
  ),
  ...[1, 2, 3].flatMap((amps) =>
    VL.map(([voltCode, volts]) =>
      diode(
        `RS${amps}${voltCode}${amps === 1 ? 'B' : ''}`,
        amps === 1 ? 'SMA' : amps === 2 ? 'SMB' : 'SMC',
        volts,
        amps,
        volts > 600 ? '500 ns' : '250 ns',
      ),
    ),
  ),
  ...[1, 2, 3].flatMap((amps) =>
    VL.map(([voltCode, volts]) =>
      diode(
        `US${amps}${voltCode}${amps === 1 ? 'B' : ''}`,
        amps === 1 ? 'SMA' : amps === 2 ? 'SMB' : 'SMC',
        volts,
        amps,
        volts > 400 ? '75 ns' : '50 ns',
      ),
    ),
  ),
  ...[1, 2, 3, 5].flatMap((amps) =>
    VL8.map(([voltCode, volts]) =>
      diode(`ES${amps}${voltCode}${amps === 1 ? 'B' : ''}`, amps === 1 ? 'SMA' : amps === 2 ? 'SMB' : 'SMC', volts, amps, '35 ns'),
    ),
  ),
  ...VL.map(([, volts], index) => diode(`FR10${index + 1}`, 'DO-41', volts, 1, volts > 400 ? '500 ns' : '150 ns')),
  ...VL.map(([, volts], index) => diode(`FR30${index + 1}`, 'DO-201AD', volts, 3, volts > 400 ? '500 ns' : '150 ns')),
  ...VL.map(([, volts], index) => diode(`UF400${index + 1}`, 'DO-41', volts, 1, volts > 400 ? '75 ns' : '50 ns')),
  ...VL.map(([, volts], index) => diode(`UF540${[0, 1, 2, 4, 6, 7, 8][index]}`, 'DO-201AD', volts, 3, volts > 400 ? '75 ns' : '50 ns')),
  ...[...VL8, ['G', 600], ['H', 800]].map(([, volts], index) => diode(`HER10${index + 1}`, 'DO-41', volts as number, 1, '75 ns')),
  ...[...VL8, ['G', 600], ['H', 800]].map(([, volts], index) => diode(`HER30${index + 1}`, 'DO-201AD', volts as number, 3, '75 ns')),
  ...[...VL8, ['G', 600]].map(([, volts], index) => diode(`SF1${index + 1}`, 'DO-41', volts as number, 1, '35 ns')),
  ...[...VL8, ['G', 600]].map(([, volts], index) => diode(`SF3${index + 1}`, 'DO-201AD', volts as number, 3, '35 ns')),
  ...[
    [5, 50],
    [10, 100],
    [15, 150],
    [20, 200],
    [40, 400],
    [60, 600],
  ].map(([voltCode, volts]) => diode(`MUR1${voltCode! < 10 ? `0${voltCode}` : voltCode}`, 'DO-41', volts!, 1, '50 ns')),
  ...[
    [5, 50],
    [10, 100],
    [15, 150],
    [20, 200],
    [40, 400],
    [60, 600],
  ].map(([voltCode, volts]) => diode(`MURS1${voltCode! < 10 ? `0${voltCode}` : voltCode}`, 'SMB', volts!, 1, '50 ns')),
  ...[
    [5, 50],
    [10, 100],
    [15, 150],
    [20, 200],
    [40, 400],
    [60, 600],
  ].map(([voltCode, volts]) => diode(`MURS3${voltCode! < 10 ? `0${voltCode}` : voltCode}`, 'SMC', volts!, 3, '50 ns')),
  ...VL.map(([voltCode, volts]) => diode(`6A${voltCode === 'A' ? '05' : String(volts / 100).padStart(1, '')}`, 'DO-201AD', volts, 6, '-')),
  ...VL.map(([voltCode, volts]) => diode(`10A${voltCode === 'A' ? '05' : String(volts / 100)}`, 'DO-201AD', volts, 10, '-')),
  ...VL.map(([voltCode, volts]) => diode(`GS1${voltCode}`, 'SMA', volts, 1, '-')),
  ...VL.map(([voltCode, volts]) => diode(`GF1${voltCode}`, 'SMA', volts, 1, '-')),
  ...VL.map(([voltCode, volts]) => diode(`SM400${VL.findIndex((row) => row[0] === voltCode) + 1}`, 'MiniMELF', volts, 1, '-')),
];
export const SV: [string, number][] = [
  ['2', 20],
  ['3', 30],
  ['4', 40],
  ['5', 50],
  ['6', 60],
  ['8', 80],
  ['9', 90],
  ['10', 100],
  ['15', 150],
  ['20', 200],
];
const SCH_DEVS: Dev[] = [
  ...[1, 2, 3, 5, 8, 10].flatMap((amps) =>
    SV.map(([voltCode, volts]) => diode(`SS${amps}${voltCode}`, amps <= 1 ? 'SMA' : amps <= 2 ? 'SMB' : 'SMC', volts, amps, '-', true)),
  ),
  ...[1, 2, 3, 5].flatMap((amps) =>
    SV.map(([voltCode, volts]) => diode(`SK${amps}${voltCode}`, amps <= 1 ? 'SMA' : amps <= 2 ? 'SMB' : 'SMC', volts, amps, '-', true)),
  ),
  ...[1, 2, 3].flatMap((amps) => SV.map(([voltCode, volts]) => diode(`SS${amps}${voltCode}F`, 'SMAF', volts, amps, '-', true))),
  ...[1, 2, 3].flatMap((amps) => SV.map(([voltCode, volts]) => diode(`SK${amps}${voltCode}L`, 'SOD-123F', volts, amps, '-', true))),
  ...[1, 3, 5].flatMap((amps) =>
    SV.slice(0, 8).map(([voltCode, volts]) => diode(`SB${amps}${voltCode}0`, amps === 1 ? 'DO-41' : 'DO-201AD', volts, amps, '-', true)),
  ),
  ...[1, 2, 3, 5].flatMap((amps) =>
    SV.slice(0, 8).map(([, volts]) =>
      diode(`SR${amps}${volts < 100 ? volts / 10 : '10'}0`, amps === 1 ? 'DO-41' : 'DO-201AD', volts, amps, '-', true),
    ),
  ),
  ...[1, 2, 3].flatMap((amps) =>
    SV.map(([, volts]) => diode(`MBR${amps}${volts}`, amps === 1 ? 'DO-41' : 'DO-201AD', volts, amps, '-', true)),
  ),
  ...[
    [7, 'MBR7'],
    [10, 'MBR10'],
    [16, 'MBR16'],
    [20, 'MBR20'],
    [30, 'MBR30'],
  ].flatMap(([amps, pre]) =>
    SV.slice(2).map(([, volts]) =>
      diode(`${pre}${volts}${Number(amps) >= 16 ? 'CT' : ''}`, Number(amps) >= 30 ? 'TO-247' : 'TO-220', volts, Number(amps), '-', true),
    ),
  ),
  ...[5, 10, 20].flatMap((amps) =>
    SV.slice(2).map(([, volts]) => diode(`MBRB${amps}${volts}${amps === 20 ? 'CT' : ''}`, 'D2PAK', volts, amps, '-', true)),
  ),
  ...[3, 6, 10].flatMap((amps) =>
    SV.slice(1, 8).map(([, volts]) => diode(`MBRD${amps}${volts}${amps === 6 ? 'CT' : ''}`, 'DPAK', volts, amps, '-', true)),
  ),
  ...[0.5, 1, 2, 3].flatMap((amps) =>
    SV.slice(0, 8).map(([voltCode, volts]) =>
      diode(`MSS${amps < 1 ? '05' : `${amps}`}${voltCode}${amps < 1 ? 'W' : 'A'}`, amps < 1 ? 'SOD-123' : 'SMA', volts, amps, '-', true),
    ),
  ),
  ...[
    ['17', 20, 1],
    ['18', 30, 1],
    ['19', 40, 1],
    ['20', 20, 3],
    ['21', 30, 3],
    ['22', 40, 3],
  ].map(([partNo, volts, amps]) =>
    diode(`1N58${partNo}`, Number(amps) === 1 ? 'DO-41' : 'DO-201AD', Number(volts), Number(amps), '-', true),
  ),
];

// ---------------------------------------------------------------------------------------------
// Small-signal diodes and switching Schottkys

export function sigDiode(name: string, pk: string, cfg: string, vr: number, io: number, schottky = false): Dev {
  return {
    name,
    pkg: pk,
    kind: 'diode',
    desc: `DIODE ${schottky ? 'SCHOTTKY' : cfg === 'Single' ? 'STANDARD' : 'ARRAY GP'} ${vr}V ${io}MA`,
    params: {
      'Diode Configuration': cfg,
      'Voltage - DC Reverse (Vr) (Max)': `${vr} V`,
      'Current - Average Rectified (Io)': `${io} mA`,
      'Voltage - Forward (Vf) (Max) @ If': schottky ? '1 V @ 100 mA' : '1.25 V @ 150 mA',
      'Reverse Recovery Time (trr)': schottky ? '5 ns' : vr > 150 ? '50 ns' : '4 ns',
      'Operating Temperature - Junction': '-65°C ~ 150°C',
    },
    price: 0.08,
  };
}
const SIG_DEVS: Dev[] = [
  ...[
    ['1N4148', 'DO-35'],
    ['1N4148W', 'SOD-123'],
    ['1N4148WS', 'SOD-323'],
    ['1N4148WT', 'SOD-523'],
    ['LL4148', 'MiniMELF'],
    ['1N914', 'DO-35'],
    ['1N4448', 'DO-35'],
    ['1N4448W', 'SOD-123'],
    ['1N4448WS', 'SOD-323'],
    ['LL4448', 'MiniMELF'],
    ['BAS16', 'SOT-23'],
    ['BAS16W', 'SOT-323'],
    ['BAS16T', 'SOT-523'],
    ['BAS316', 'SOD-323'],
    ['BAS116', 'SOT-23'],
    ['BAL99', 'SOT-23'],
    ['BAS19', 'SOT-23'],
    ['BAS20', 'SOT-23'],
    ['BAS21', 'SOT-23'],
    ['BAS21W', 'SOT-323'],
    ['BAV19W', 'SOD-123'],
    ['BAV20W', 'SOD-123'],
    ['BAV21W', 'SOD-123'],
    ['BAV16W', 'SOD-123'],
    ['BAV103', 'MiniMELF'],
    ['1SS355', 'SOD-323'],
    ['1SS400', 'SOD-523'],
  ].map(([partNo, pkgName]) => sigDiode(partNo!, pkgName!, 'Single', /BAS2[01]|BAV2[01]|BAV103|BAS19/.test(partNo!) ? 200 : 100, 200)),
  ...[
    ['BAV99', '1 Pair Series Connection'],
    ['BAW56', '1 Pair Common Anode'],
    ['BAV70', '1 Pair Common Cathode'],
    ['BAV23', '1 Pair Series Connection'],
  ].flatMap(([partNo, cfg]) =>
    [
      ['', 'SOT-23'],
      ['W', 'SOT-323'],
      ['T', 'SOT-523'],
      ['S', 'SOT-363'],
    ].map(([suffix, pkgName]) =>
      sigDiode(`${partNo}${suffix}`, pkgName!, suffix === 'S' ? '2 Pairs Series Connection' : cfg!, partNo === 'BAV23' ? 200 : 75, 200),
    ),
  ),
  ...['BAT54', 'BAS40', 'BAS70', 'BAT42', 'BAT43', 'BAT46', 'BAT85', 'BAT86', 'BAT60A', 'BAT165', 'BAT721', 'RB751'].flatMap((partNo) =>
    [
      ['', partNo.startsWith('BAT4') || partNo.startsWith('BAT8') ? 'DO-35' : 'SOT-23'],
      ['W', 'SOD-123'],
      ['WS', 'SOD-323'],
      ['T', 'SOD-523'],
      ['-04', 'SOT-23'],
      ['-05', 'SOT-23'],
      ['-06', 'SOT-23'],
    ].flatMap(([suffix, pkgName]) => {
      if (suffix!.startsWith('-') && !/^BA[ST](54|40|70)$/.test(partNo)) return [];
      return [
        sigDiode(
          `${partNo}${suffix}`,
          pkgName!,
          suffix === '-04'
            ? '1 Pair Series Connection'
            : suffix === '-05'
              ? '1 Pair Common Cathode'
              : suffix === '-06'
                ? '1 Pair Common Anode'
                : 'Single',
          partNo === 'BAS70' ? 70 : partNo === 'BAS40' ? 40 : 30,
          partNo === 'BAT165' ? 750 : 200,
          true,
        ),
      ];
    }),
  ),
];

// ---------------------------------------------------------------------------------------------
// Bipolar transistors

export function bjt(name: string, type: 'NPN' | 'PNP', ic: number, vce: number, hfe: number, pk: string): Dev {
  return {
    name,
    pkg: pk,
    kind: 'bjt',
    desc: `TRANS ${type} ${vce}V ${ic >= 1000 ? ic / 1000 : ic / 1000}A`,
    params: {
      'Transistor Type': type,
      'Current - Collector (Ic) (Max)': ic >= 1000 ? `${ic / 1000} A` : `${ic} mA`,
      'Voltage - Collector Emitter Breakdown (Max)': `${vce} V`,
      'DC Current Gain (hFE) (Min) @ Ic, Vce': `${hfe} @ ${ic >= 1000 ? '1A' : '2mA'}, 5V`,
      'Operating Temperature': '-55°C ~ 150°C (TJ)',
    },
    price: CLASS[pk] === 'power' ? 0.45 : pk === 'SOT-223' || pk === 'SOT-89' ? 0.25 : 0.08,
  };
}
const G3: [string, number][] = [
  ['A', 110],
  ['B', 200],
  ['C', 420],
];
const BJT_DEVS: Dev[] = [
  ...['846', '847', '848', '849', '850'].flatMap((partNo) =>
    G3.flatMap(([gainGroup, hfe]) =>
      [
        ['', 'SOT-23'],
        ['W', 'SOT-323'],
        ['T', 'SOT-523'],
      ].map(([suffix, pkgName]) =>
        bjt(
          `BC${partNo}${gainGroup}${suffix}`,
          'NPN',
          100,
          partNo === '846' ? 65 : partNo === '847' || partNo === '850' ? 45 : 30,
          hfe,
          pkgName!,
        ),
      ),
    ),
  ),
  ...['856', '857', '858', '859', '860'].flatMap((partNo) =>
    G3.flatMap(([gainGroup, hfe]) =>
      [
        ['', 'SOT-23'],
        ['W', 'SOT-323'],
        ['T', 'SOT-523'],
      ].map(([suffix, pkgName]) =>
        bjt(
          `BC${partNo}${gainGroup}${suffix}`,
          'PNP',
          100,
          partNo === '856' ? 65 : partNo === '857' || partNo === '860' ? 45 : 30,
          hfe,
          pkgName!,
        ),
      ),
    ),
  ),
  ...['817', '807', '818', '808'].flatMap((partNo) =>
    [
      ['16', 100],
      ['25', 160],
      ['40', 250],
    ].flatMap(([gainGroup, hfe]) =>
      [
        ['', 'SOT-23'],
        ['W', 'SOT-323'],
      ].map(([suffix, pkgName]) =>
        bjt(
          `BC${partNo}${suffix}-${gainGroup}`,
          partNo === '817' || partNo === '818' ? 'NPN' : 'PNP',
          500,
          partNo.endsWith('7') ? 45 : 25,
          Number(hfe),
          pkgName!,
        ),
      ),
    ),
  ),
  ...['546', '547', '548', '549', '550', '556', '557', '558', '559', '560'].flatMap((partNo) =>
    G3.map(([gainGroup, hfe]) => bjt(`BC${partNo}${gainGroup}`, Number(partNo) < 556 ? 'NPN' : 'PNP', 100, 45, hfe, 'TO-92')),
  ),
  ...['337', '327', '338', '328'].flatMap((partNo) =>
    [
      ['16', 100],
      ['25', 160],
      ['40', 250],
    ].map(([gainGroup, hfe]) => bjt(`BC${partNo}-${gainGroup}`, partNo.startsWith('33') ? 'NPN' : 'PNP', 800, 45, Number(hfe), 'TO-92')),
  ),
  ...[
    ['3904', 'NPN', 200, 40],
    ['3906', 'PNP', 200, 40],
    ['2222A', 'NPN', 600, 40],
    ['2907A', 'PNP', 600, 60],
    ['4401', 'NPN', 600, 40],
    ['4403', 'PNP', 600, 40],
    ['5401', 'PNP', 600, 150],
    ['5551', 'NPN', 600, 160],
    ['A42', 'NPN', 500, 300],
    ['A92', 'PNP', 500, 300],
    ['A06', 'NPN', 500, 80],
    ['A56', 'PNP', 500, 80],
    ['2369A', 'NPN', 200, 15],
    ['5087', 'PNP', 50, 50],
    ['5089', 'NPN', 50, 25],
    ['6427', 'NPN', 500, 40],
    ['A13', 'NPN', 300, 30],
    ['A14', 'NPN', 300, 30],
  ].flatMap(([partNo, polarity, ic, vceo]) =>
    [
      ['MMBT', 'SOT-23'],
      ['PMBT', 'SOT-23'],
      ['MMST', 'SOT-323'],
      ['2N', 'TO-92'],
      ['PN', 'TO-92'],
      ['MPS', 'TO-92'],
    ].flatMap(([pre, pkgName]) =>
      ((pre === '2N' || pre === 'PN') && String(partNo).startsWith('A')) || (pre === 'MPS' && !String(partNo).startsWith('A'))
        ? []
        : [bjt(`${pre}${partNo}`, polarity as 'NPN', Number(ic), Number(vceo), 100, pkgName!)],
    ),
  ),
  ...['51', '52', '53', '54', '55', '56'].flatMap((partNo) =>
    [
      ['10', 63],
      ['16', 100],
    ].flatMap(([gainGroup, hfe]) =>
      [
        ['BCP', 'SOT-223'],
        ['BCX', 'SOT-89'],
      ].map(([pre, pkgName]) =>
        bjt(
          `${pre}${partNo}-${gainGroup}`,
          Number(partNo) % 2 === 0 ? 'NPN' : 'PNP',
          1000,
          partNo === '51' || partNo === '52' ? 45 : partNo === '53' || partNo === '54' ? 60 : 80,
          Number(hfe),
          pkgName!,
        ),
      ),
    ),
  ),
  ...['135', '136', '137', '138', '139', '140'].flatMap((partNo) =>
    [
      ['', 40],
      ['-10', 63],
      ['-16', 100],
    ].map(([gainGroup, hfe]) =>
      bjt(
        `BD${partNo}${gainGroup}`,
        Number(partNo) % 2 === 1 ? 'NPN' : 'PNP',
        1500,
        partNo < '137' ? 45 : partNo < '139' ? 60 : 80,
        Number(hfe),
        'TO-126',
      ),
    ),
  ),
  ...[
    ['TIP29', 'NPN', 1000],
    ['TIP30', 'PNP', 1000],
    ['TIP31', 'NPN', 3000],
    ['TIP32', 'PNP', 3000],
    ['TIP41', 'NPN', 6000],
    ['TIP42', 'PNP', 6000],
    ['MJE13003', 'NPN', 1500],
    ['MJE13005', 'NPN', 4000],
    ['MJE13007', 'NPN', 8000],
  ].flatMap(([partNo, polarity, ic]) =>
    (String(partNo).startsWith('MJE') ? [''] : ['', 'A', 'B', 'C']).map((gainGroup, index) =>
      bjt(`${partNo}${gainGroup}`, polarity as 'NPN', Number(ic), String(partNo).startsWith('MJE') ? 400 : 40 + index * 20, 15, 'TO-220'),
    ),
  ),
  ...[
    ['D44H', 'NPN'],
    ['D45H', 'PNP'],
  ].flatMap(([partNo, polarity]) =>
    ['8', '11'].map((gainGroup) => bjt(`${partNo}${gainGroup}`, polarity as 'NPN', 10000, gainGroup === '8' ? 60 : 80, 40, 'TO-220')),
  ),
];

// ---------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------
// TVS diodes: standoff-voltage series (SMAJ5.0A) and breakdown-voltage series (P6KE6.8A) × direction

export const VR = [
  5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43, 45, 48, 51, 54, 58, 60, 64, 70,
  75, 78, 85, 90, 100, 110, 120, 130, 150, 160, 170, 180, 188, 200, 220, 250, 300, 350, 400, 440,
];
export const VBR = [
  6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39, 43, 47, 51, 56, 62, 68, 75, 82, 91, 100, 110, 120, 130,
  150, 160, 170, 180, 200, 220, 250, 300, 350, 400, 440,
];
export function tvs(name: string, pk: string, vr: number, vbr: number, vc: number, watts: number, bi: boolean): Dev {
  return {
    name,
    pkg: pk,
    kind: 'zener',
    desc: `TVS DIODE ${sig(vr, 3)}VWM ${sig(vc, 3)}VC`,
    params: {
      Type: 'Zener',
      'Unidirectional Channels': bi ? '-' : '1',
      'Bidirectional Channels': bi ? '1' : '-',
      'Voltage - Reverse Standoff (Typ)': `${sig(vr, 3)}V`,
      'Voltage - Breakdown (Min)': `${sig(vbr, 3)}V`,
      'Voltage - Clamping (Max) @ Ipp': `${sig(vc, 3)}V`,
      'Current - Peak Pulse (10/1000µs)': `${sig(watts / vc, 3)}A`,
      'Power - Peak Pulse': `${watts}W`,
      'Operating Temperature': '-55°C ~ 150°C (TJ)',
    },
    price: watts >= 1500 ? 0.4 : watts >= 600 ? 0.25 : 0.18,
  };
}
export const vrName = (volts: number) => (Number.isInteger(volts) && volts < 10 ? `${volts}.0` : String(volts));
const TVS_DEVS: Dev[] = [
  ...(
    [
      ['SMAJ', 'SMA', 400, 200],
      ['SMBJ', 'SMB', 600, 440],
      ['SMCJ', 'SMC', 1500, 440],
      ['SMF', 'SOD-123F', 200, 58],
      ['SA', 'DO-15', 500, 180],
      ['SMLJ', 'SMC', 3000, 170],
    ] as const
  ).flatMap(([ser, pk, watts, max]) =>
    VR.filter((volts) => volts <= max).flatMap((volts) =>
      [false, true].map((bi) =>
        tvs(`${ser}${vrName(volts)}${bi ? 'CA' : 'A'}`, pk, volts, volts === 5 ? 6.4 : volts * 1.111, volts * 1.62, watts, bi),
      ),
    ),
  ),
  ...(
    [
      ['P6KE', 'DO-15', 600],
      ['1.5KE', 'DO-201AD', 1500],
      ['P4SMA', 'SMA', 400],
      ['P6SMB', 'SMB', 600],
      ['1.5SMC', 'SMC', 1500],
    ] as const
  ).flatMap(([ser, pk, watts]) =>
    VBR.flatMap((volts) =>
      [false, true].map((bi) => tvs(`${ser}${volts}${bi ? 'CA' : 'A'}`, pk, volts * 0.855, volts * 0.95, volts * 1.45, watts, bi)),
    ),
  ),
];

const LEAF_DEVS: [string, Dev[]][] = [
  ['tvs-diodes', TVS_DEVS],
  ['zener-diodes', ZEN_DEVS],
  ['rectifier-diodes', RECT_DEVS],
  ['schottky-diodes', SCH_DEVS],
  ['small-signal-diodes', SIG_DEVS],
  ['bipolar-transistors-bjt', BJT_DEVS],
];

export const DISC2_DIODE_FAMILIES: Family[] = LEAF_DEVS.flatMap(([leaf, devs]) =>
  MAKERS.filter((maker) => maker.leaves.includes(leaf)).map((maker) => devFam(leaf, maker, devs)),
);

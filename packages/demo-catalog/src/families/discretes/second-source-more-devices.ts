// A second device list for the second-source diode and transistor makers of second-source-diodes-and-transistors.ts: more
// industry-standard names (Diodes-style B340A Schottkys, SL and MBRS/MBRA/MBR05 series, GP/RGP/1N539x
// rectifiers, MMBD/BAT54A-C-S switching diodes, BCW/BCX/PZT/MJD transistors) and the ±10% (no 'A')
// TVS types of the breakdown-voltage series plus P4KE, SMDJ and 3.0SMCJ. Each list gets its own family
// per maker (key suffix '-b'), so the first lists' families and their parts stay as they were.
import type { Family } from '../family';
import { MAKERS, SV, VBR, VL, VR, bjt, devFam, diode, sigDiode, tvs, vrName, type Dev } from './second-source-diodes-and-transistors';

const VL7 = VL;
const sch = (name: string, pk: string, volts: number, amps: number) => diode(name, pk, volts, amps, '-', true);

const SCH_B: Dev[] = [
  ...SV.slice(0, 7).map(([voltCode, volts]) => sch(`B1${voltCode}0`, 'SMA', volts, 1)),
  ...[2, 3].flatMap((amps) =>
    SV.slice(0, 7).flatMap(([voltCode, volts]) => [
      sch(`B${amps}${voltCode}0`, amps === 2 ? 'SMB' : 'SMC', volts, amps),
      sch(`B${amps}${voltCode}0A`, 'SMA', volts, amps),
      ...(amps === 3 ? [sch(`B3${voltCode}0B`, 'SMB', volts, amps)] : []),
    ]),
  ),
  ...SV.slice(0, 7).map(([voltCode, volts]) => sch(`B5${voltCode}0C`, 'SMC', volts, 5)),
  ...[1, 2, 3].flatMap((amps) =>
    SV.slice(0, 3).map(([voltCode, volts]) => sch(`SL${amps}${voltCode}`, amps === 1 ? 'SMA' : amps === 2 ? 'SMB' : 'SMC', volts, amps)),
  ),
  ...[
    ['20', 20],
    ['30', 30],
    ['40', 40],
    ['60', 60],
    ['80', 80],
    ['100', 100],
  ].map(([partNo, volts]) => sch(`MBR05${partNo}`, 'SOD-123', Number(volts), 0.5)),
  ...[
    ['120', 20, 1],
    ['130', 30, 1],
    ['140', 40, 1],
    ['160', 60, 1],
    ['190', 90, 1],
    ['1100', 100, 1],
    ['240', 40, 2],
    ['260', 60, 2],
    ['2100', 100, 2],
    ['320', 20, 3],
    ['330', 30, 3],
    ['340', 40, 3],
    ['360', 60, 3],
    ['3100', 100, 3],
  ].map(([partNo, volts, amps]) => sch(`MBRS${partNo}`, Number(amps) === 3 ? 'SMC' : 'SMB', Number(volts), Number(amps))),
  ...[
    ['120', 20, 1],
    ['130', 30, 1],
    ['140', 40, 1],
    ['160', 60, 1],
    ['210', 100, 2],
    ['340', 40, 3],
  ].map(([partNo, volts, amps]) => sch(`MBRA${partNo}`, 'SMA', Number(volts), Number(amps))),
  ...['101', '103'].flatMap((partNo) =>
    ['A', 'B', 'C'].flatMap((gainGroup, index) => [
      sch(`SD${partNo}${gainGroup}`, 'DO-35', partNo === '101' ? 60 - index * 10 : 40 - index * 10, partNo === '101' ? 0.015 : 0.35),
      sch(`SD${partNo}${gainGroup}W`, 'SOD-123', partNo === '101' ? 60 - index * 10 : 40 - index * 10, partNo === '101' ? 0.015 : 0.35),
    ]),
  ),
  ...[
    ['1045', 45, 10],
    ['1060', 60, 10],
    ['10100', 100, 10],
    ['1545', 45, 15],
    ['2045CT', 45, 20],
    ['2060CT', 60, 20],
    ['20100CT', 100, 20],
    ['20150CT', 150, 20],
    ['20200CT', 200, 20],
    ['3045CT', 45, 30],
    ['30100CT', 100, 30],
  ].map(([partNo, volts, amps]) => sch(`MBRF${partNo}`, 'TO-220FP', Number(volts), Number(amps))),
  ...[
    ['1N5819HW', 40, 1],
    ['1N5819W', 40, 1],
    ['1N5818W', 30, 1],
    ['1N5817W', 20, 1],
  ].map(([partNo, volts, amps]) => sch(String(partNo), 'SOD-123', Number(volts), Number(amps))),
];

const fast = (name: string, pk: string, volts: number, amps: number, trr: string) => diode(name, pk, volts, amps, trr);
const RECT_B: Dev[] = [
  ...[50, 100, 200, 400, 600].map((volts, index) => fast(`1N493${3 + index}`, 'DO-41', volts, 1, '200 ns')),
  ...[
    [1, 50],
    [2, 100],
    [3, 200],
    [5, 400],
    [7, 600],
    [8, 800],
    [9, 1000],
  ].map(([partNo, volts]) => fast(`1N539${partNo}`, 'DO-15', volts!, 1.5, '-')),
  ...VL7.flatMap(([voltCode, volts]) => [
    fast(`GP10${voltCode}`, 'DO-41', volts, 1, '-'),
    fast(`GP15${voltCode}`, 'DO-15', volts, 1.5, '-'),
    fast(`GP30${voltCode}`, 'DO-201AD', volts, 3, '-'),
  ]),
  ...VL7.flatMap(([voltCode, volts]) => [
    fast(`RGP10${voltCode}`, 'DO-41', volts, 1, volts > 600 ? '500 ns' : '150 ns'),
    fast(`RGP15${voltCode}`, 'DO-15', volts, 1.5, volts > 600 ? '500 ns' : '150 ns'),
    fast(`RGP30${voltCode}`, 'DO-201AD', volts, 3, volts > 600 ? '500 ns' : '150 ns'),
  ]),
  ...VL7.map(([, volts], index) => fast(`RL20${index + 1}`, 'DO-15', volts, 2, '-')),
  ...VL7.map(([, volts], index) => fast(`2A0${index + 1}`, 'DO-15', volts, 2, '-')),
  ...VL7.map(([, volts], index) => fast(`UF200${index + 1}`, 'DO-15', volts, 2, volts > 400 ? '75 ns' : '50 ns')),
  ...VL7.map(([, volts], index) => fast(`HER20${index + 1}`, 'DO-15', volts, 2, '75 ns')),
  ...VL7.map(([voltCode, volts]) => fast(`FR1${voltCode}`, 'SMA', volts, 1, volts > 400 ? '500 ns' : '150 ns')),
  ...[
    [5, 50],
    [10, 100],
    [15, 150],
    [20, 200],
    [40, 400],
    [60, 600],
  ].map(([voltCode, volts]) => fast(`MUR4${voltCode! < 10 ? `0${voltCode}` : voltCode}`, 'DO-201AD', volts!, 4, '50 ns')),
  ...[
    [20, 200],
    [40, 400],
    [60, 600],
  ].flatMap(([voltCode, volts]) => [
    fast(`MUR8${voltCode}`, 'TO-220', volts!, 8, '35 ns'),
    fast(`MUR15${voltCode}`, 'TO-220', volts!, 15, '35 ns'),
    fast(`MUR16${voltCode}CT`, 'TO-220', volts!, 16, '35 ns'),
  ]),
];

const SIG_B: Dev[] = [
  ...[
    ['1N4150', 'DO-35'],
    ['1N4151', 'DO-35'],
    ['1N4149', 'DO-35'],
    ['1N4454', 'DO-35'],
    ['LL4150', 'MiniMELF'],
    ['LL4151', 'MiniMELF'],
    ['LL914', 'MiniMELF'],
    ['MMBD4148', 'SOT-23'],
    ['MMBD914', 'SOT-23'],
    ['MMBD4448', 'SOT-23'],
    ['MMBD7000', 'SOT-23'],
    ['MMBD6050', 'SOT-23'],
    ['MMBD6100', 'SOT-23'],
    ['BAV170', 'SOT-23'],
    ['BAV199', 'SOT-23'],
    ['BAS28', 'SOT-23'],
    ['BAS56', 'SOT-23'],
    ['BAV74', 'SOT-23'],
    ['BAS32L', 'MiniMELF'],
    ['BAV21', 'DO-35'],
    ['BAV20', 'DO-35'],
    ['BAV19', 'DO-35'],
  ].map(([partNo, pkgName]) =>
    sigDiode(
      partNo!,
      pkgName!,
      /BAV170|BAV199|MMBD7000|BAS28|BAS56|BAV74|MMBD6100/.test(partNo!) ? '1 Pair Common Cathode' : 'Single',
      /BAV2[01]|BAV19/.test(partNo!) ? 200 : 100,
      200,
    ),
  ),
  ...['BAT54', 'BAS40', 'BAS70']
    .flatMap((partNo) =>
      [
        ['A', '1 Pair Common Anode'],
        ['C', '1 Pair Common Cathode'],
        ['S', '1 Pair Series Connection'],
      ].flatMap(([gainGroup, cfg]) =>
        [
          ['', 'SOT-23'],
          ['W', 'SOT-323'],
          ['T', 'SOT-523'],
        ].map(([suffix, pkgName]) =>
          sigDiode(
            partNo === 'BAT54'
              ? `BAT54${gainGroup}${suffix}`
              : `${partNo}-0${gainGroup === 'S' ? '4' : gainGroup === 'C' ? '5' : '6'}${suffix}`,
            pkgName!,
            cfg!,
            partNo === 'BAS70' ? 70 : partNo === 'BAS40' ? 40 : 30,
            200,
            true,
          ),
        ),
      ),
    )
    .filter((device) => !/^BA[S]\d\d-0\d$/.test(device.name)),
  ...[
    ['BAT41', 'DO-35'],
    ['BAT48', 'DO-35'],
    ['BAT49', 'DO-35'],
    ['BAT81', 'DO-35'],
    ['BAT83', 'DO-35'],
    ['1N5711', 'DO-35'],
    ['1N6263', 'DO-35'],
    ['1N5711W', 'SOD-123'],
    ['BAT17', 'SOT-23'],
    ['BAR43', 'SOT-23'],
    ['BAR43A', 'SOT-23'],
    ['BAR43C', 'SOT-23'],
    ['BAR43S', 'SOT-23'],
    ['BAR42', 'SOD-123'],
  ].map(([partNo, pkgName]) =>
    sigDiode(
      partNo!,
      pkgName!,
      partNo!.endsWith('43A')
        ? '1 Pair Common Anode'
        : partNo!.endsWith('43C')
          ? '1 Pair Common Cathode'
          : partNo!.endsWith('43S')
            ? '1 Pair Series Connection'
            : 'Single',
      /5711|BAT41/.test(partNo!) ? 70 : 30,
      200,
      true,
    ),
  ),
];

const BJT_B: Dev[] = [
  ...[
    ['BCW60', 'NPN', 32],
    ['BCW61', 'PNP', 32],
    ['BCX70', 'NPN', 45],
    ['BCX71', 'PNP', 45],
  ].flatMap(([partNo, polarity, vceo]) =>
    (String(partNo).startsWith('BCW')
      ? [
          ['A', 120],
          ['B', 180],
          ['C', 250],
          ['D', 380],
        ]
      : [
          ['G', 120],
          ['H', 180],
          ['J', 250],
          ['K', 380],
        ]
    ).map(([gainGroup, hfe]) => bjt(`${partNo}${gainGroup}`, polarity as 'NPN', 100, Number(vceo), Number(hfe), 'SOT-23')),
  ),
  ...['846', '847', '856', '857'].map((partNo) =>
    bjt(`BC${partNo}BS`, Number(partNo) < 850 ? 'NPN' : 'PNP', 100, partNo.endsWith('6') ? 65 : 45, 200, 'SOT-363'),
  ),
  ...[
    ['BC868', 'NPN'],
    ['BC869', 'PNP'],
  ].flatMap(([partNo, polarity]) =>
    ['', '-16', '-25'].map((gainGroup, index) =>
      bjt(`${partNo}${gainGroup}`, polarity as 'NPN', 1000, 20, [85, 100, 160][index]!, 'SOT-89'),
    ),
  ),
  ...[
    ['4124', 'NPN', 200, 25],
    ['4126', 'PNP', 200, 25],
    ['5086', 'PNP', 50, 50],
    ['5088', 'NPN', 50, 30],
    ['6428', 'NPN', 200, 50],
    ['6429', 'NPN', 200, 45],
    ['6517', 'NPN', 500, 350],
    ['6520', 'PNP', 500, 350],
    ['3640', 'PNP', 80, 12],
    ['918', 'NPN', 50, 15],
    ['5179', 'NPN', 50, 12],
    ['H10', 'NPN', 50, 25],
  ].flatMap(([partNo, polarity, ic, vceo]) => [
    bjt(`MMBT${partNo}`, polarity as 'NPN', Number(ic), Number(vceo), 100, 'SOT-23'),
    ...(String(partNo).startsWith('H') ? [] : [bjt(`2N${partNo}`, polarity as 'NPN', Number(ic), Number(vceo), 100, 'TO-92')]),
  ]),
  ...[
    ['2222A', 'NPN', 600, 40],
    ['2907A', 'PNP', 600, 60],
    ['A42', 'NPN', 500, 300],
    ['A92', 'PNP', 500, 300],
    ['3904', 'NPN', 200, 40],
    ['3906', 'PNP', 200, 40],
    ['651', 'NPN', 2000, 60],
    ['751', 'PNP', 2000, 60],
  ].map(([partNo, polarity, ic, vceo]) => bjt(`PZT${partNo}`, polarity as 'NPN', Number(ic), Number(vceo), 100, 'SOT-223')),
  ...[
    ['31C', 'NPN', 3000, 100],
    ['32C', 'PNP', 3000, 100],
    ['44H11', 'NPN', 8000, 80],
    ['45H11', 'PNP', 8000, 80],
    ['122', 'NPN', 8000, 100],
    ['127', 'PNP', 8000, 100],
    ['340', 'NPN', 500, 300],
    ['350', 'PNP', 500, 300],
  ].map(([partNo, polarity, ic, vceo]) => bjt(`MJD${partNo}`, polarity as 'NPN', Number(ic), Number(vceo), 40, 'DPAK')),
  ...[
    ['120', 'NPN', 60],
    ['121', 'NPN', 80],
    ['122', 'NPN', 100],
    ['125', 'PNP', 60],
    ['126', 'PNP', 80],
    ['127', 'PNP', 100],
    ['47', 'NPN', 250],
    ['48', 'NPN', 300],
    ['49', 'NPN', 350],
    ['50', 'NPN', 400],
  ].map(([partNo, polarity, vceo]) =>
    bjt(`TIP${partNo}`, polarity as 'NPN', Number(partNo) < 100 ? 1000 : 5000, Number(vceo), 1000, 'TO-220'),
  ),
  ...[
    ['340', 'NPN'],
    ['350', 'PNP'],
    ['180', 'NPN'],
    ['182', 'NPN'],
    ['170', 'PNP'],
    ['172', 'PNP'],
  ].map(([partNo, polarity]) =>
    bjt(`MJE${partNo}`, polarity as 'NPN', partNo!.startsWith('3') ? 500 : 3000, partNo!.startsWith('3') ? 300 : 40, 30, 'TO-126'),
  ),
  ...['675', '676', '677', '678', '679', '680', '681', '682', '433', '434', '435', '436', '437', '438', '439', '440', '441', '442'].map(
    (partNo) =>
      bjt(
        `BD${partNo}`,
        Number(partNo) % 2 === 1 ? 'NPN' : 'PNP',
        Number(partNo) > 600 ? 4000 : 4000,
        Number(partNo) > 600 ? 45 + Math.floor((Number(partNo) - 675) / 2) * 15 : 22 + Math.floor((Number(partNo) - 433) / 2) * 15,
        Number(partNo) > 600 ? 750 : 85,
        'TO-126',
      ),
  ),
];

/** ±10% types (no 'A') of the breakdown-voltage series, P4KE on DO-41, and the 3 kW SMDJ / 3.0SMCJ in SMC. */
const TVS_B: Dev[] = [
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
      [false, true].map((bi) => tvs(`${ser}${volts}${bi ? 'C' : ''}`, pk, volts * 0.81, volts * 0.9, volts * 1.5, watts, bi)),
    ),
  ),
  ...VBR.flatMap((volts) =>
    [
      ['', false],
      ['A', false],
      ['C', true],
      ['CA', true],
    ].map(([suffix, bi]) =>
      tvs(
        `P4KE${volts}${suffix}`,
        'DO-41',
        volts * (String(suffix).endsWith('A') ? 0.855 : 0.81),
        volts * (String(suffix).endsWith('A') ? 0.95 : 0.9),
        volts * 1.45,
        400,
        bi as boolean,
      ),
    ),
  ),
  ...(['SMDJ', '3.0SMCJ'] as const).flatMap((ser) =>
    VR.filter((volts) => volts <= 170).flatMap((volts) =>
      [false, true].map((bi) =>
        tvs(`${ser}${vrName(volts)}${bi ? 'CA' : 'A'}`, 'SMC', volts, volts === 5 ? 6.4 : volts * 1.111, volts * 1.62, 3000, bi),
      ),
    ),
  ),
];

const LEAF_DEVS: [string, Dev[]][] = [
  ['tvs-diodes', TVS_B],
  ['rectifier-diodes', RECT_B],
  ['schottky-diodes', SCH_B],
  ['small-signal-diodes', SIG_B],
  ['bipolar-transistors-bjt', BJT_B],
];

export const DISC3_DIODE_FAMILIES: Family[] = LEAF_DEVS.flatMap(([leaf, devs]) =>
  MAKERS.filter((maker) => maker.leaves.includes(leaf)).map((maker) => devFam(leaf, maker, devs, '-b')),
);

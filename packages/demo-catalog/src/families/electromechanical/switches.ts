// Tactile, toggle, rocker and DIP switches. Omron's tactile codes are catalogue numbers (force and
// height encoded by position in the list), C&K and E-Switch build codes field by field.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { pad } from '../values';
import { bulk, gr, jitter, reel, tube, usd } from '../electromechanical-helpers';

const TACT = 'tactile-switches';
const TOGGLE = 'toggle-and-rocker-switches';
const DIP = 'dip-switches';

// ---------------------------------------------------------------------------------------------
// Tactile switches

interface Tact {
  series: string;
  size: string;
  height: number;
  /** Operating force in newtons; grams-force is derived. */
  force: number;
  smd: boolean;
  term: string;
  actuator: 'Flat' | 'Round' | 'Square' | 'Side Actuated';
  ground: boolean;
  rating: string;
  ip?: string;
  gold?: boolean;
}

function tactSpec(tact: Tact, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const gf = Math.round((tact.force * 102) / 10) * 10;
  return {
    base,
    variants,
    description:
      `SWITCH TACTILE SPST-NO ${tact.rating.split(' @ ')[0]?.replace(' ', '').toUpperCase()} ` +
      `${tact.rating.split(' @ ')[1]?.replace('VDC', 'V')}`,
    parameters: {
      Series: tact.series,
      Size: tact.size,
      'Actuator Height off PCB': `${tact.height.toFixed(2)}mm`,
      'Operating Force': `${tact.force}N (${gf}gf)`,
      Circuit: 'SPST-NO',
      'Contact Rating @ Voltage': tact.rating,
      'Mounting Type': tact.smd ? 'Surface Mount' : 'Through Hole',
      'Termination Style': tact.term,
      'Actuator Type': tact.actuator,
      'Ground Terminal': tact.ground ? 'Yes' : 'No',
      'Contact Material': tact.gold ? 'Gold' : 'Silver',
      'Ingress Protection': tact.ip ?? '-',
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const OMRON_DS = 'https://omronfs.omron.com/en_US/ecb/products/pdf/';
/** Omron B3F: [number, height mm, force N, actuator, ground terminal, sold in sticks too]. */
const B3F: [string, number, number, 'Flat' | 'Round' | 'Side Actuated', boolean, boolean][] = [
  ...(
    [
      ['1000', 0.98],
      ['1002', 1.47],
      ['1005', 2.55],
      ['1006', 4.9],
    ] as const
  ).map(
    ([partCode, force]) => [partCode, 4.3, force, 'Flat', false, partCode !== '1006'] as [string, number, number, 'Flat', boolean, boolean],
  ),
  ...(
    [
      ['1020', 0.98],
      ['1022', 1.47],
      ['1025', 2.55],
      ['1026', 4.9],
    ] as const
  ).map(
    ([partCode, force]) => [partCode, 5, force, 'Flat', false, partCode !== '1026'] as [string, number, number, 'Flat', boolean, boolean],
  ),
  ...(
    [
      ['1060', 7, 0.98],
      ['1062', 7, 1.47],
      ['1070', 9.5, 0.98],
      ['1072', 9.5, 1.47],
      ['1075', 9.5, 2.55],
    ] as const
  ).map(
    ([partCode, height, force]) => [partCode, height, force, 'Flat', false, false] as [string, number, number, 'Flat', boolean, boolean],
  ),
  ...(
    [
      ['1050', 0.98],
      ['1052', 1.47],
      ['1055', 2.55],
      ['1056', 4.9],
    ] as const
  ).map(
    ([partCode, force]) =>
      [partCode, 7.3, force, 'Round', false, partCode !== '1056'] as [string, number, number, 'Round', boolean, boolean],
  ),
  ...(
    [
      ['1100', 4.3, 0.98],
      ['1102', 4.3, 1.47],
      ['1105', 4.3, 2.55],
      ['1120', 5, 0.98],
      ['1122', 5, 1.47],
      ['1125', 5, 2.55],
      ['1110', 5, 0.98],
    ] as const
  ).map(
    ([partCode, height, force]) =>
      [partCode, height, force, 'Flat', true, partCode !== '1110'] as [string, number, number, 'Flat', boolean, boolean],
  ),
  ...(
    [
      ['1150', 0.98],
      ['1152', 1.47],
      ['1155', 2.55],
    ] as const
  ).map(([partCode, force]) => [partCode, 7.3, force, 'Round', true, true] as [string, number, number, 'Round', boolean, boolean]),
  ...(
    [
      ['3100', 3.15, 0.98],
      ['3102', 3.15, 1.47],
      ['3105', 3.15, 2.55],
      ['3120', 3.85, 0.98],
      ['3122', 3.85, 1.47],
      ['3125', 3.85, 2.55],
      ['3150', 6.15, 0.98],
      ['3152', 6.15, 1.47],
      ['3155', 6.15, 2.55],
    ] as const
  ).map(
    ([partCode, height, force]) =>
      [partCode, height, force, 'Side Actuated', true, false] as [string, number, number, 'Side Actuated', boolean, boolean],
  ),
  ...(
    [
      ['1002-G', 4.3, false],
      ['1102-G', 4.3, true],
      ['1022-G', 5, false],
      ['1122-G', 5, true],
      ['1062-G', 7, false],
      ['1072-G', 9.5, false],
      ['1052-G', 7.3, false],
    ] as const
  ).map(
    ([partCode, height, g]) =>
      [partCode, height, 1.76, partCode === '1052-G' ? 'Round' : 'Flat', g, false] as [
        string,
        number,
        number,
        'Flat' | 'Round',
        boolean,
        boolean,
      ],
  ),
  ...(
    [
      ['4000', 7.3, 1.47],
      ['4005', 7.3, 2.55],
      ['4050', 13, 1.47],
      ['4055', 13, 2.55],
      ['4100', 7.3, 1.47],
      ['4150', 13, 1.47],
    ] as const
  ).map(
    ([partCode, height, force]) =>
      [partCode, height, force, 'Round', partCode.startsWith('41'), false] as [string, number, number, 'Round', boolean, boolean],
  ),
];
const B3FS: [string, number, number, 'Flat' | 'Round', boolean][] = [
  ['1000', 3.1, 0.98, 'Flat', false],
  ['1002', 3.1, 1.47, 'Flat', false],
  ['1005', 3.1, 2.55, 'Flat', false],
  ['1010', 4.3, 0.98, 'Flat', false],
  ['1012', 4.3, 1.47, 'Flat', false],
  ['1015', 4.3, 2.55, 'Flat', false],
  ['1050', 7.3, 0.98, 'Round', false],
  ['1052', 7.3, 1.47, 'Round', false],
  ['1100', 3.1, 0.98, 'Flat', true],
  ['1102', 3.1, 1.47, 'Flat', true],
  ['1110', 4.3, 0.98, 'Flat', true],
  ['1112', 4.3, 1.47, 'Flat', true],
  ['1150', 7.3, 0.98, 'Round', true],
];
const B3U: [string, number, 'Flat' | 'Side Actuated', boolean][] = [
  ['1000P', 1.53, 'Flat', false],
  ['1000P-B', 1.53, 'Flat', true],
  ['1100P', 2.55, 'Flat', false],
  ['1100P-B', 2.55, 'Flat', true],
  ['3000P', 1.53, 'Side Actuated', false],
  ['3000P-B', 1.53, 'Side Actuated', true],
  ['3100P', 2.55, 'Side Actuated', false],
  ['3100P-B', 2.55, 'Side Actuated', true],
];
const PTS_FORCE = [
  ['K', 1.0],
  ['L', 1.6],
  ['M', 2.6],
  ['H', 3.2],
] as const;
const CK_DS = 'https://www.ckswitches.com/media/';
const ESW_DS = 'https://www.e-switch.com/wp-content/uploads/2022/06/';
const PANA_DS = 'https://industry.panasonic.com/cdbs/www-data/pdf/ATK0000/';

const tactFamilies: Family[] = [
  fam({
    key: 'omron-b3f',
    leaf: TACT,
    mfr: 'omron',
    weight: 1.3,
    kind: 'emech',
    dimensions: [B3F],
    make: ([[code, height, force, act, ground, stick]]) => {
      const mpn = `B3F-${code}`;
      const big = code.startsWith('4');
      const variants = stick ? [bulk(mpn), tube(`${mpn}S`, ground ? 75 : 90)] : [bulk(mpn)];
      return tactSpec(
        {
          series: 'B3F',
          size: big ? '12mm x 12mm' : '6mm x 6mm',
          height,
          force,
          smd: false,
          term: 'PC Pin',
          actuator: act,
          ground,
          rating: '0.05A @ 24VDC',
          gold: code.endsWith('-G'),
        },
        mpn,
        variants,
        big ? 0.62 : code.endsWith('-G') ? 0.58 : code.startsWith('3') ? 0.34 : 0.21,
        big ? 1.6 : 0.45,
        `${OMRON_DS}en-b3f.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-b3fs',
    leaf: TACT,
    mfr: 'omron',
    weight: 0.5,
    kind: 'emech',
    dimensions: [B3FS],
    make: ([[code, height, force, act, ground]]) => {
      const base = `B3FS-${code}`;
      return tactSpec(
        {
          series: 'B3FS',
          size: '6mm x 6mm',
          height,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: act,
          ground,
          rating: '0.05A @ 24VDC',
        },
        base,
        [reel(`${base}P`, 1000), bulk(base)],
        0.36,
        0.4,
        `${OMRON_DS}en-b3fs.pdf`,
      );
    },
  }),
  fam({
    key: 'omron-b3u',
    leaf: TACT,
    mfr: 'omron',
    weight: 0.5,
    kind: 'emech',
    dimensions: [B3U],
    make: ([[code, force, act, boss]]) => {
      const mpn = `B3U-${code}`;
      return tactSpec(
        {
          series: 'B3U',
          size: '3mm x 2.5mm',
          height: act === 'Flat' ? 1.2 : 1.85,
          force,
          smd: true,
          term: boss ? 'Gull Wing, Locating Post' : 'Gull Wing',
          actuator: act,
          ground: false,
          rating: '0.05A @ 12VDC',
        },
        mpn,
        [reel(mpn, 3000)],
        0.56,
        0.02,
        `${OMRON_DS}en-b3u.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-pts645',
    leaf: TACT,
    mfr: 'c-and-k',
    weight: 0.8,
    kind: 'emech',
    dimensions: [
      PTS_FORCE,
      [
        ['43', 4.3],
        ['50', 5],
        ['70', 7],
        ['95', 9.5],
        ['130', 13],
      ] as const,
      ['SMTR92', '-2'],
    ],
    make: ([[fc, force], [hc, height], term]) => {
      const smd = term === 'SMTR92';
      const mpn = `PTS645S${fc}${hc}${term} LFS`;
      return tactSpec(
        {
          series: 'PTS645',
          size: '6mm x 6mm',
          height,
          force,
          smd,
          term: smd ? 'J-Lead' : 'PC Pin',
          actuator: 'Round',
          ground: false,
          rating: '0.05A @ 12VDC',
        },
        mpn,
        [smd ? reel(mpn, 1000) : bulk(mpn)],
        0.19 + (height > 9 ? 0.05 : 0),
        0.35,
        `${CK_DS}1479/pts645.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-pts810',
    leaf: TACT,
    mfr: 'c-and-k',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      [
        ['SJS', 1.6],
        ['SJG', 2.0],
        ['SJM', 2.5],
        ['SJK', 3.5],
      ] as const,
      ['PTS810', 'PTS815'],
    ],
    make: ([[fc, force], model]) => {
      const mpn = `${model} ${fc} 250 SMTR LFS`;
      return tactSpec(
        {
          series: model,
          size: '4.2mm x 3.2mm',
          height: 2.5,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Flat',
          ground: model === 'PTS815',
          rating: '0.05A @ 32VDC',
          ip: 'IP40',
        },
        mpn,
        [reel(mpn, 5000)],
        0.27,
        0.03,
        `${CK_DS}1476/pts810.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-kmr2',
    leaf: TACT,
    mfr: 'c-and-k',
    weight: 0.2,
    kind: 'emech',
    dimensions: [
      [
        ['1', 1.2],
        ['2', 2.0],
        ['3', 3.0],
        ['4', 4.0],
      ] as const,
      ['G', 'NG'],
    ],
    make: ([[fc, force], groundCode]) => {
      const mpn = `KMR2${fc}1${groundCode}LFS`;
      return tactSpec(
        {
          series: 'KMR2',
          size: '4.2mm x 2.8mm',
          height: 1.9,
          force,
          smd: true,
          term: 'J-Lead',
          actuator: 'Flat',
          ground: groundCode === 'G',
          rating: '0.01A @ 32VDC',
          ip: 'IP40',
        },
        mpn,
        [reel(mpn, 4000)],
        0.42,
        0.03,
        `${CK_DS}1480/kmr2.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-pts636',
    leaf: TACT,
    mfr: 'c-and-k',
    weight: 0.2,
    kind: 'emech',
    dimensions: [
      [
        ['L', 1.6],
        ['M', 2.6],
        ['K', 1.0],
      ] as const,
      [
        ['25', 2.5],
        ['43', 4.3],
        ['50', 5],
      ] as const,
    ],
    make: ([[fc, force], [hc, height]]) => {
      const mpn = `PTS636 S${fc}${hc} SMTR LFS`;
      return tactSpec(
        {
          series: 'PTS636',
          size: '6mm x 3.5mm',
          height,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Flat',
          ground: false,
          rating: '0.05A @ 12VDC',
        },
        mpn,
        [reel(mpn, 3000)],
        0.17,
        0.1,
        `${CK_DS}1478/pts636.pdf`,
      );
    },
  }),
  fam({
    key: 'eswitch-tl3301',
    leaf: TACT,
    mfr: 'e-switch',
    weight: 0.5,
    kind: 'emech',
    dimensions: [
      [
        ['N', 3.5],
        ['A', 4.3],
        ['E', 5],
        ['F', 7],
        ['P', 9.5],
      ] as const,
      [
        [100, 0.98],
        [160, 1.57],
        [260, 2.55],
      ] as const,
    ],
    make: ([[hc, height], [forceCode, force]]) => {
      const mpn = `TL3301${hc}F${forceCode}QG`;
      return tactSpec(
        {
          series: 'TL3301',
          size: '6mm x 6mm',
          height,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Round',
          ground: false,
          rating: '0.05A @ 12VDC',
          gold: true,
        },
        mpn,
        [reel(mpn, 1000)],
        0.24,
        0.3,
        `${ESW_DS}TL3301.pdf`,
      );
    },
  }),
  fam({
    key: 'eswitch-tl1105',
    leaf: TACT,
    mfr: 'e-switch',
    weight: 0.4,
    kind: 'emech',
    dimensions: [
      [
        ['A', 5],
        ['B', 7],
        ['C', 9.5],
        ['D', 13],
        ['SP', 5],
      ] as const,
      [
        [100, 0.98],
        [160, 1.57],
        [250, 2.45],
      ] as const,
    ],
    make: ([[act, height], [forceCode, force]]) => {
      const mpn = `TL1105${act}F${forceCode}Q`;
      return tactSpec(
        {
          series: 'TL1105',
          size: '6mm x 6mm',
          height,
          force,
          smd: false,
          term: 'PC Pin',
          actuator: act === 'SP' ? 'Square' : 'Round',
          ground: false,
          rating: '0.05A @ 12VDC',
        },
        mpn,
        [bulk(mpn)],
        0.22,
        0.35,
        `${ESW_DS}TL1105.pdf`,
      );
    },
  }),
  fam({
    key: 'panasonic-evq-q2',
    leaf: TACT,
    mfr: 'panasonic',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      [
        ['B', 1.57],
        ['F', 1.96],
        ['K', 2.55],
        ['P', 3.43],
        ['U', 4.9],
      ] as const,
      [
        ['01', 3.1],
        ['02', 4.3],
        ['03', 5],
      ] as const,
    ],
    make: ([[fc, force], [hc, height]]) => {
      const mpn = `EVQ-Q2${fc}${hc}W`;
      return tactSpec(
        {
          series: 'EVQQ2',
          size: '6mm x 6mm',
          height,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Flat',
          ground: false,
          rating: '0.02A @ 15VDC',
          ip: 'IP67',
        },
        mpn,
        [reel(mpn, 1000)],
        0.48,
        0.3,
        `${PANA_DS}ATK0000CE28.pdf`,
      );
    },
  }),
  fam({
    key: 'panasonic-evq-p7',
    leaf: TACT,
    mfr: 'panasonic',
    weight: 0.25,
    kind: 'emech',
    dimensions: [
      [
        ['A', 1.3],
        ['C', 1.6],
        ['J', 2.0],
        ['L', 2.5],
      ] as const,
      ['01', '02'],
    ],
    make: ([[fc, force], hc]) => {
      const mpn = `EVQ-P7${fc}${hc}P`;
      return tactSpec(
        {
          series: 'EVQP7',
          size: '3.5mm x 2.9mm',
          height: hc === '01' ? 1.7 : 2.5,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Side Actuated',
          ground: false,
          rating: '0.02A @ 15VDC',
        },
        mpn,
        [reel(mpn, 2000)],
        0.41,
        0.02,
        `${PANA_DS}ATK0000CE7.pdf`,
      );
    },
  }),
  fam({
    key: 'panasonic-evq-pu',
    leaf: TACT,
    mfr: 'panasonic',
    weight: 0.25,
    kind: 'emech',
    dimensions: [
      [
        ['A', 1.57],
        ['B', 1.96],
        ['C', 2.55],
        ['J', 1.18],
        ['L', 0.98],
      ] as const,
    ],
    make: ([[fc, force]]) => {
      const mpn = `EVQ-PU${fc}02K`;
      return tactSpec(
        {
          series: 'EVQPU',
          size: '4.7mm x 3.5mm',
          height: 1.5,
          force,
          smd: true,
          term: 'Gull Wing',
          actuator: 'Side Actuated',
          ground: false,
          rating: '0.02A @ 15VDC',
        },
        mpn,
        [reel(mpn, 2500)],
        0.38,
        0.03,
        `${PANA_DS}ATK0000CE3.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Toggle and rocker switches

interface Toggle {
  series: string;
  actuator: string;
  circuit: string;
  fn: string;
  rating: string;
  mount: string;
  term: string;
  bushing: string;
  gold: boolean;
  ip: string;
}

function toggleSpec(toggle: Toggle, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const rocker = toggle.actuator.startsWith('Rocker');
  return {
    base,
    variants,
    description:
      `SWITCH ${rocker ? 'ROCKER' : 'TOGGLE'} ${toggle.circuit} ` +
      `${toggle.rating.split(' @ ')[0]?.replace(' ', '').toUpperCase()} ${toggle.rating.split(' @ ')[1]?.replace('VAC', 'V')}`,
    parameters: {
      Series: toggle.series,
      'Actuator Type': toggle.actuator,
      Circuit: toggle.circuit,
      'Switch Function': toggle.fn,
      'Contact Rating @ Voltage': toggle.rating,
      'Mounting Type': toggle.mount,
      'Termination Style': toggle.term,
      'Bushing Thread': toggle.bushing,
      'Contact Material': toggle.gold ? 'Gold' : 'Silver',
      'Ingress Protection': toggle.ip,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

/** C&K 7000 models: [model, circuit, function]; the last digit pattern is C&K's own. */
const CK7000 = [
  ['7101', 'SPDT', 'On-None-On'],
  ['7103', 'SPDT', 'On-Off-On'],
  ['7105', 'SPDT', '(On)-Off-(On)'],
  ['7107', 'SPDT', 'On-Off-(On)'],
  ['7108', 'SPDT', 'On-None-(On)'],
  ['7201', 'DPDT', 'On-None-On'],
  ['7203', 'DPDT', 'On-Off-On'],
  ['7205', 'DPDT', '(On)-Off-(On)'],
  ['7207', 'DPDT', 'On-Off-(On)'],
  ['7208', 'DPDT', 'On-None-(On)'],
] as const;
const CK_TERMS = [
  ['C', 'PC Pin', 'Panel Mount, Through Hole'],
  ['Z', 'Solder Lug', 'Panel Mount'],
  ['V3', 'PC Pin, Right Angle', 'Panel Mount, Right Angle'],
  ['A', 'PC Pin, Vertical', 'Panel Mount, Through Hole'],
] as const;
const ES_POLES = [
  ['SP1', 'SPDT', 'On-On'],
  ['SP2', 'SPDT', 'On-(On)'],
  ['SP3', 'SPDT', 'On-Off-On'],
  ['SP4', 'SPDT', 'On-Off-(On)'],
  ['SP5', 'SPDT', '(On)-Off-(On)'],
  ['DP1', 'DPDT', 'On-On'],
  ['DP2', 'DPDT', 'On-(On)'],
  ['DP3', 'DPDT', 'On-Off-On'],
  ['DP4', 'DPDT', 'On-Off-(On)'],
  ['DP5', 'DPDT', '(On)-Off-(On)'],
] as const;
const ES_TERMS = [
  ['M1', 'Solder Lug', 'Panel Mount'],
  ['M2', 'PC Pin', 'Panel Mount, Through Hole'],
  ['M7', 'PC Pin, Right Angle', 'Panel Mount, Right Angle'],
] as const;

function eswitchToggle(key: string, prefix: '100' | '200M', weight: number, price: number): Family {
  const mini = prefix === '200M';
  return fam({
    key,
    leaf: TOGGLE,
    mfr: 'e-switch',
    weight,
    kind: 'emech',
    dimensions: [ES_POLES, ['T1', 'T2'], ['B1', 'B4'], ES_TERMS, ['Q', 'G']],
    make: ([[pc, circuit, fn], act, bush, [tc, term, mount], platingCode]) => {
      const mpn = `${prefix}${pc}${act}${bush}${tc}${platingCode}E`;
      return toggleSpec(
        {
          series: mini ? '200' : '100',
          actuator: act === 'T1' ? 'Standard Round (Bat)' : 'Flatted (Lever)',
          circuit,
          fn,
          rating: platingCode === 'G' ? '0.4VA @ 20VAC' : mini ? '2A @ 250VAC' : '5A @ 120VAC',
          mount,
          term,
          bushing: bush === 'B4' ? (mini ? '1/4-40' : '15/32-32') : 'Unthreaded',
          gold: platingCode === 'G',
          ip: 'IP67 - Dust Tight, Waterproof',
        },
        mpn,
        [bulk(mpn)],
        price + (circuit === 'DPDT' ? 2.1 : 0) + (platingCode === 'G' ? 1.4 : 0),
        mini ? 3.5 : 7,
        `${ESW_DS}${prefix}.pdf`,
      );
    },
  });
}

const toggleFamilies: Family[] = [
  fam({
    key: 'ck-7000-toggle',
    leaf: TOGGLE,
    mfr: 'c-and-k',
    weight: 0.9,
    kind: 'emech',
    dimensions: [
      CK7000,
      [
        ['S', 'Standard Round (Bat)'],
        ['K2', 'Flatted (Lever)'],
        ['L1', 'Lever, Locking'],
      ] as const,
      ['D', 'Y'],
      CK_TERMS,
      ['Q', 'G'],
    ],
    make: ([[model, circuit, fn], [act, actName], bush, [tc, term, mount], platingCode]) => {
      if (act === 'L1' && tc === 'V3') return null;
      const mpn = `${model}${act}${bush}${tc}${platingCode}E`;
      return toggleSpec(
        {
          series: '7000',
          actuator: actName,
          circuit,
          fn,
          rating: platingCode === 'G' ? '0.4VA @ 20VAC' : '5A @ 120VAC',
          mount,
          term,
          bushing: bush === 'D' ? '1/4-40' : 'M6 x 0.75',
          gold: platingCode === 'G',
          ip: 'IP67 - Dust Tight, Waterproof',
        },
        mpn,
        [bulk(mpn)],
        6.9 + (circuit === 'DPDT' ? 2.4 : 0) + (platingCode === 'G' ? 1.6 : 0) + (act === 'L1' ? 3.5 : 0),
        5.5,
        `${CK_DS}1431/7000.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-7000-rocker',
    leaf: TOGGLE,
    mfr: 'c-and-k',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      CK7000,
      [
        ['J1', 'Rocker, Flat'],
        ['J2', 'Rocker, Raised'],
      ] as const,
      CK_TERMS.slice(0, 3),
      ['Q', 'G'],
    ],
    make: ([[model, circuit, fn], [act, actName], [tc, term, mount], platingCode]) => {
      const mpn = `${model}${act}${tc}${platingCode}E`;
      return toggleSpec(
        {
          series: '7000',
          actuator: actName,
          circuit,
          fn,
          rating: platingCode === 'G' ? '0.4VA @ 20VAC' : '5A @ 120VAC',
          mount: mount.replace('Panel Mount', 'Panel Mount, Snap-In'),
          term,
          bushing: '-',
          gold: platingCode === 'G',
          ip: 'IP67 - Dust Tight, Waterproof',
        },
        mpn,
        [bulk(mpn)],
        8.1 + (circuit === 'DPDT' ? 2.4 : 0) + (platingCode === 'G' ? 1.6 : 0),
        6,
        `${CK_DS}1432/7000_rocker.pdf`,
      );
    },
  }),
  eswitchToggle('eswitch-100', '100', 0.7, 5.6),
  eswitchToggle('eswitch-200', '200M', 0.3, 4.2),
  fam({
    key: 'eswitch-r1966',
    leaf: TOGGLE,
    mfr: 'e-switch',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      ['A', 'B', 'C'],
      ['BLK', 'RED', 'WHT', 'GRN'],
      ['BLK', 'WHT'],
      ['FF', 'EF'],
    ],
    make: ([fnc, act, housing, term]) => {
      const mpn = `R1966${fnc}${act}${housing}${term}`;
      const fn = fnc === 'A' ? 'Off-On' : fnc === 'B' ? 'On-On' : 'On-Off-On';
      return toggleSpec(
        {
          series: 'R1966',
          actuator: `Rocker, ${{ BLK: 'Black', RED: 'Red', WHT: 'White', GRN: 'Green' }[act]}`,
          circuit: fnc === 'A' ? 'SPST' : 'SPDT',
          fn,
          rating: '6A @ 125VAC',
          mount: 'Panel Mount, Snap-In',
          term: term === 'FF' ? 'Quick Connect - 0.187" (4.8mm)' : 'Solder Lug',
          bushing: '-',
          gold: false,
          ip: '-',
        },
        mpn,
        [bulk(mpn)],
        fnc === 'C' ? 1.9 : 1.45,
        4,
        `${ESW_DS}R1966.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// DIP switches

interface Dip {
  series: string;
  positions: number;
  actuator: string;
  level: string;
  smd: boolean;
  term: string;
  washable: string;
  rating: string;
}

function dipSpec(dip: Dip, base: string, variants: Variant[], price: number, ds: string): BaseSpec {
  return {
    base,
    variants,
    description:
      `SWITCH ${dip.actuator.startsWith('Piano') ? 'PIANO' : 'SLIDE'} DIP SPST ` +
      `${dip.rating.split(' @ ')[0]?.replace(' ', '').toUpperCase()} ${dip.rating.split(' @ ')[1]?.replace('VDC', 'V')}`,
    parameters: {
      Series: dip.series,
      'Number of Positions': String(dip.positions),
      Circuit: 'SPST',
      'Actuator Type': dip.actuator,
      'Actuator Level': dip.level,
      Pitch: '0.100" (2.54mm)',
      'Mounting Type': dip.smd ? 'Surface Mount' : 'Through Hole',
      'Termination Style': dip.term,
      Washable: dip.washable,
      'Contact Rating @ Voltage': dip.rating,
    },
    price: usd((price + 0.09 * dip.positions) * jitter(base, 0.04)),
    grams: gr(0.25 + 0.12 * dip.positions),
    datasheetUrl: ds,
  };
}

const POSITIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12] as const;

const dipFamilies: Family[] = [
  fam({
    key: 'ck-tda',
    leaf: DIP,
    mfr: 'c-and-k',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      POSITIONS,
      [
        ['SB1', 'Flush'],
        ['SK1', 'Raised'],
      ] as const,
    ],
    make: ([positions, [opt, level]]) => {
      if (positions === 1) return null;
      const mpn = `TDA${pad(positions, 2)}H0${opt}`;
      return dipSpec(
        {
          series: 'TDA',
          positions,
          actuator: 'Slide (Standard)',
          level,
          smd: false,
          term: 'PC Pin',
          washable: 'Yes - Tape Seal',
          rating: '25mA @ 24VDC',
        },
        mpn,
        [tube(mpn, 50)],
        0.7,
        `${CK_DS}1446/tda.pdf`,
      );
    },
  }),
  fam({
    key: 'ck-sda',
    leaf: DIP,
    mfr: 'c-and-k',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      POSITIONS,
      [
        ['SB', 'Flush'],
        ['K', 'Raised'],
      ] as const,
    ],
    make: ([positions, [opt, level]]) => {
      if (positions === 1) return null;
      const base = `SDA${pad(positions, 2)}H1${opt}`;
      return dipSpec(
        {
          series: 'SD',
          positions,
          actuator: 'Slide (Standard)',
          level,
          smd: true,
          term: 'Gull Wing',
          washable: 'Yes - Tape Seal',
          rating: '25mA @ 24VDC',
        },
        base,
        [reel(`${base}R`, 1000), tube(`${base}D`, 50)],
        0.85,
        `${CK_DS}1447/sda.pdf`,
      );
    },
  }),
  fam({
    key: 'cts-206',
    leaf: DIP,
    mfr: 'cts',
    weight: 0.3,
    kind: 'emech',
    dimensions: [POSITIONS, ['', 'ST', 'RA', 'RAST']],
    make: ([positions, opt]) => {
      const mpn = `206-${positions === 10 ? '10' : positions === 12 ? '12' : positions}${opt}`;
      const ra = opt.startsWith('RA');
      return dipSpec(
        {
          series: '206',
          positions,
          actuator: ra ? 'Piano' : 'Slide (Standard)',
          level: ra ? 'Side Actuated' : 'Raised',
          smd: false,
          term: ra ? 'PC Pin, Right Angle' : 'PC Pin',
          washable: opt.endsWith('ST') ? 'Yes - Tape Seal' : 'No',
          rating: '100mA @ 50VDC',
        },
        mpn,
        [tube(mpn, 50)],
        ra ? 0.9 : 0.55,
        'https://www.ctscorp.com/wp-content/uploads/206.pdf',
      );
    },
  }),
  fam({
    key: 'cts-219',
    leaf: DIP,
    mfr: 'cts',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      POSITIONS,
      [
        ['MST', 'Raised', 'Slide (Standard)'],
        ['LPST', 'Flush', 'Slide (Low Profile)'],
      ] as const,
    ],
    make: ([positions, [opt, level, act]]) => {
      const base = `219-${positions}${opt}`;
      return dipSpec(
        {
          series: '219',
          positions,
          actuator: act,
          level,
          smd: true,
          term: 'Gull Wing',
          washable: 'Yes - Tape Seal',
          rating: '100mA @ 50VDC',
        },
        base,
        [reel(`${base}R`, 1000), tube(base, 50)],
        0.75,
        'https://www.ctscorp.com/wp-content/uploads/219.pdf',
      );
    },
  }),
  fam({
    key: 'grayhill-76sb',
    leaf: DIP,
    mfr: 'grayhill',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      POSITIONS,
      [
        ['76SB', 'Slide (Standard)', 'Raised'],
        ['76PSB', 'Piano', 'Side Actuated'],
        ['78B', 'Slide (Standard)', 'Recessed'],
      ] as const,
      ['ST', 'T'],
    ],
    make: ([positions, [series, act, level], opt]) => {
      const mpn = `${series}${pad(positions, 2)}${opt}`;
      return dipSpec(
        {
          series,
          positions,
          actuator: act,
          level,
          smd: false,
          term: 'PC Pin',
          washable: opt === 'ST' ? 'Yes - Tape Seal' : 'No',
          rating: '150mA @ 30VDC',
        },
        mpn,
        [tube(mpn, 40)],
        1.15,
        `https://www.grayhill.com/wp-content/uploads/${series}.pdf`,
      );
    },
  }),
];

export const SWITCH_FAMILIES: Family[] = [...tactFamilies, ...toggleFamilies, ...dipFamilies];

// Fans, heat sinks, buzzers and speakers. Fan codes carry size, thickness, voltage, bearing and
// speed; performance is derived from one table per frame so that a family's curve is consistent.
import { fam, type BaseSpec, type Family, type Variant } from '../family';
import { sig } from '../values';
import { bulk, gr, jitter, reel, tray, usd } from '../electromechanical-helpers';

const FANS = 'fans';
const SINKS = 'heat-sinks';
const BUZZ = 'buzzers-and-speakers';

// ---------------------------------------------------------------------------------------------
// Fans

interface Frame {
  size: number;
  thick: number;
  /** Air flow at the 'high' speed grade, CFM. */
  cfm: number;
  rpm: number;
  /** Static pressure at high speed, inches of water. */
  inH2O: number;
  noise: number;
  grams: number;
  price: number;
}
const FRAMES: Frame[] = [
  { size: 25, thick: 10, cfm: 2.8, rpm: 10000, inH2O: 0.12, noise: 24, grams: 5, price: 7.5 },
  { size: 30, thick: 10, cfm: 4.4, rpm: 9000, inH2O: 0.14, noise: 25, grams: 7, price: 7.2 },
  { size: 40, thick: 10, cfm: 7.5, rpm: 6500, inH2O: 0.16, noise: 26, grams: 12, price: 6.4 },
  { size: 40, thick: 20, cfm: 9.2, rpm: 6500, inH2O: 0.22, noise: 28, grams: 20, price: 8.1 },
  { size: 50, thick: 10, cfm: 11, rpm: 5000, inH2O: 0.15, noise: 27, grams: 18, price: 7.4 },
  { size: 50, thick: 15, cfm: 13, rpm: 5000, inH2O: 0.19, noise: 29, grams: 24, price: 7.9 },
  { size: 60, thick: 15, cfm: 17, rpm: 4200, inH2O: 0.17, noise: 29, grams: 30, price: 8.3 },
  { size: 60, thick: 25, cfm: 21, rpm: 4200, inH2O: 0.24, noise: 31, grams: 44, price: 9.6 },
  { size: 70, thick: 15, cfm: 23, rpm: 3400, inH2O: 0.14, noise: 30, grams: 38, price: 9.2 },
  { size: 80, thick: 15, cfm: 28, rpm: 3000, inH2O: 0.13, noise: 30, grams: 48, price: 9.8 },
  { size: 80, thick: 25, cfm: 36, rpm: 3000, inH2O: 0.17, noise: 32, grams: 70, price: 10.4 },
  { size: 92, thick: 25, cfm: 48, rpm: 2600, inH2O: 0.18, noise: 33, grams: 88, price: 11.8 },
  { size: 120, thick: 25, cfm: 80, rpm: 2000, inH2O: 0.2, noise: 35, grams: 150, price: 14.5 },
  { size: 120, thick: 38, cfm: 105, rpm: 2400, inH2O: 0.32, noise: 38, grams: 230, price: 21 },
];

interface FanSpec {
  series: string;
  frame: Frame;
  volts: number;
  /** Speed relative to the frame's 'high' grade. */
  sf: number;
  bearing: string;
  features: string;
  wires: number;
}

function fanSpec(fan: FanSpec, base: string, variants: Variant[], price: number, ds: string): BaseSpec {
  const cfm = fan.frame.cfm * fan.sf;
  const watts = 0.25 + cfm * 0.042 * fan.sf * fan.sf;
  return {
    base,
    variants,
    description: `FAN AXIAL ${fan.frame.size}X${fan.frame.thick}MM ${fan.volts}VDC WIRE`,
    parameters: {
      Series: fan.series,
      'Fan Type': 'Tubeaxial',
      'Size / Dimension': `Square - ${fan.frame.size}mm L x ${fan.frame.size}mm H`,
      Width: `${fan.frame.thick.toFixed(2)}mm`,
      'Voltage - Rated': `${fan.volts}VDC`,
      'Air Flow': `${sig(cfm, 3)} CFM (${sig(cfm * 0.0283, 3)}m³/min)`,
      'Static Pressure': `${sig(fan.frame.inH2O * fan.sf * fan.sf, 2)} in H2O (${sig(fan.frame.inH2O * fan.sf * fan.sf * 249, 3)} Pa)`,
      'Fan Speed': `${Math.round((fan.frame.rpm * fan.sf) / 100) * 100} RPM`,
      Noise: `${(fan.frame.noise + 20 * Math.log10(fan.sf) * 2.5).toFixed(1)} dB(A)`,
      'Power (Watts)': `${sig(watts, 2)} W`,
      'Current Rating (Amps)': `${sig(watts / fan.volts, 2)} A`,
      'Bearing Type': fan.bearing,
      Features: fan.features,
      Termination: `${fan.wires} Wire Leads`,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(fan.frame.grams),
    datasheetUrl: ds,
  };
}

/** Sunon's model numbering: series, frame, thickness, voltage digit, bearing, speed, function code, customer code. */
const SUNON_SERIES = [
  ['HA', 'V', 'Vapo (Maglev)', 25, 60],
  ['ME', 'V', 'Vapo (Maglev)', 60, 120],
  ['EE', 'S', 'Sleeve', 25, 120],
  ['PF', 'B', 'Ball', 40, 120],
] as const;
const SUNON_VOLTS = [
  ['0', 5],
  ['1', 12],
  ['2', 24],
  ['4', 48],
] as const;
const SUNON_CELLS = SUNON_SERIES.flatMap((series) =>
  FRAMES.filter((frame) => frame.size >= series[3] && frame.size <= series[4]).flatMap((frame) =>
    SUNON_VOLTS.filter(([, volts]) => (volts !== 5 || frame.size <= 60) && (volts !== 48 || frame.size >= 60)).map((volts) => ({
      s: series,
      f: frame,
      v: volts,
    })),
  ),
);
const SUNON_SPEEDS = [
  ['X', 1.3, 'Super High'],
  ['1', 1, 'High'],
  ['2', 0.82, 'Medium'],
  ['3', 0.66, 'Low'],
] as const;

const DELTA_FRAMES = [
  ['04', 40, 20],
  ['05', 50, 15],
  ['06', 60, 25],
  ['07', 70, 15],
  ['08', 80, 25],
  ['09', 92, 25],
  ['12', 120, 25],
] as const;
const DELTA_CELLS = DELTA_FRAMES.flatMap((frame) =>
  [5, 12, 24, 48]
    .filter((volts) => (volts !== 5 || frame[1] <= 60) && (volts !== 48 || frame[1] >= 60))
    .map((volts) => ({ d: frame, v: volts })),
);

const fanFamilies: Family[] = [
  fam({
    key: 'sunon-dc-fans',
    leaf: FANS,
    mfr: 'sunon',
    weight: 0.9,
    kind: 'emech',
    dimensions: [
      SUNON_CELLS,
      SUNON_SPEEDS,
      [
        ['000U', 2, '-'],
        ['1000U', 3, 'Speed Sensor (Tach)'],
      ] as const,
    ],
    make: ([
      {
        s: [series, bearingCode, bearing],
        f: frame,
        v: [vc, volts],
      },
      [sc, sf],
      [fc, wires, features],
    ]) => {
      const mpn = `${series}${frame.size}${String(frame.thick).padStart(2, '0')}${vc}${bearingCode}${sc}-${fc}-A99`;
      return fanSpec(
        { series, frame, volts, sf, bearing, features, wires },
        mpn,
        [bulk(mpn)],
        frame.price * (bearingCode === 'B' ? 1.35 : bearingCode === 'V' ? 1.15 : 1) * (volts === 48 ? 1.3 : 1) * (sf > 1.1 ? 1.15 : 1),
        `https://www.sunon.com/uploads/pdf/${series}${frame.size}${String(frame.thick).padStart(2, '0')}.pdf`,
      );
    },
  }),
  fam({
    key: 'delta-afb',
    leaf: FANS,
    mfr: 'delta-electronics',
    weight: 0.7,
    kind: 'emech',
    dimensions: [
      DELTA_CELLS,
      [
        ['M', 0.75],
        ['H', 0.9],
        ['HH', 1],
        ['VH', 1.15],
        ['SH', 1.3],
      ] as const,
      [
        ['', 2, '-'],
        ['-F00', 3, 'Speed Sensor (Tach)'],
        ['-R00', 3, 'Locked Rotor Alarm'],
      ] as const,
    ],
    make: ([
      {
        d: [code, size, thick],
        v: volts,
      },
      [sp, sf],
      [sfx, wires, features],
    ]) => {
      const frame =
        FRAMES.find((candidate) => candidate.size === size && candidate.thick === thick) ??
        (FRAMES.find((candidate) => candidate.size === size) as Frame);
      const base = `AFB${code}${String(volts).padStart(2, '0')}${sp}B`;
      return fanSpec(
        { series: 'AFB', frame: { ...frame, thick }, volts, sf, bearing: 'Ball', features, wires },
        base + sfx,
        [bulk(base + sfx)],
        frame.price * 1.45 * (volts === 48 ? 1.3 : 1) * (sf > 1.1 ? 1.2 : 1) + (sfx ? 1.1 : 0),
        `https://www.delta-fan.com/Download/Spec/AFB${code}${String(volts).padStart(2, '0')}${sp}B.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Heat sinks

interface Sink {
  series: string;
  type: string;
  pkg: string;
  attach: string;
  shape: string;
  l: number;
  w: number;
  h: number;
  /** °C/W at natural convection. */
  rth: number;
  finish: string;
}

function sinkSpec(sink: Sink, base: string, variants: Variant[], price: number, ds: string): BaseSpec {
  const watts = Math.round((40 / sink.rth) * 10) / 10;
  const tags = [
    sink.pkg === 'BGA' ? `BGA ${sink.l}X${sink.w}X${sink.h}MM` : sink.pkg.split(',')[0]?.toUpperCase(),
    sink.attach === 'Clip' ? 'CLIP-ON' : sink.attach.startsWith('Thermal') ? 'W/TAPE' : sink.attach.endsWith('Solder') ? 'W/PINS' : '',
    sink.finish.startsWith('Black') ? 'BLK' : '',
  ];
  return {
    base,
    variants,
    description: `HEATSINK ${tags.filter(Boolean).join(' ')}`,
    parameters: {
      Series: sink.series,
      Type: sink.type,
      'Package Cooled': sink.pkg,
      'Attachment Method': sink.attach,
      Shape: sink.shape,
      Length: `${(sink.l / 25.4).toFixed(3)}" (${sink.l.toFixed(2)}mm)`,
      Width: `${(sink.w / 25.4).toFixed(3)}" (${sink.w.toFixed(2)}mm)`,
      'Height Off Base (Height of Fin)': `${(sink.h / 25.4).toFixed(3)}" (${sink.h.toFixed(2)}mm)`,
      'Power Dissipation @ Temperature Rise': `${watts}W @ 40°C`,
      'Thermal Resistance @ Natural': `${sink.rth}°C/W`,
      Material: 'Aluminum',
      'Material Finish': sink.finish,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(Math.round(sink.l * sink.w * sink.h * 0.0006 * 10) / 10 + 1),
    datasheetUrl: ds,
  };
}

/** Aavid (Boyd) board-level models: [model, package, L, W, H, °C/W, clip-on, pin option]. */
const AAVID = [
  ['5298', 'TO-220', 34.9, 25.4, 12.7, 15.2, false, true],
  ['5300', 'TO-220', 25.4, 41.9, 12.7, 13.3, false, true],
  ['5302', 'TO-220', 38.1, 41.9, 12.7, 10.1, false, true],
  ['5312', 'TO-220, TO-202', 25.4, 19.1, 12.7, 18.6, false, true],
  ['5297', 'TO-220', 19.1, 25.4, 9.5, 21.5, false, true],
  ['5772', 'TO-220', 19.1, 13.2, 9.5, 24.5, false, false],
  ['5073', 'TO-220', 19.1, 13.2, 9.5, 26.8, true, false],
  ['5745', 'TO-220', 19.1, 13.2, 12.7, 22, true, false],
  ['5768', 'TO-220, TO-218', 25.4, 22.9, 12.7, 17.5, false, false],
  ['5733', 'TO-220', 16.5, 19, 9.5, 25.5, true, false],
  ['5292', 'TO-247, TO-218', 41.9, 34.9, 20.3, 8.2, false, true],
  ['5340', 'TO-247, TO-264', 50.8, 41.9, 25.4, 6.1, false, true],
] as const;

const BGA_SIZES = [10, 12, 14, 15, 17, 19, 21, 23, 25, 27, 30, 35, 40, 45, 50] as const;
const BGA_HEIGHTS = [5, 6, 7, 8, 10, 12, 15, 20] as const;

const sinkFamilies: Family[] = [
  fam({
    key: 'boyd-aavid-board',
    leaf: SINKS,
    mfr: 'boyd',
    weight: 1,
    kind: 'emech',
    dimensions: [AAVID.flatMap((row) => (row[7] ? ['00000', '02500'] : ['00000']).map((pin) => ({ r: row, pin })))],
    make: ([
      {
        r: [model, pkg, length, width, height, rth, clip],
        pin,
      },
    ]) => {
      const mpn = `${model}02B${pin}G`;
      return sinkSpec(
        {
          series: model,
          type: clip ? 'Board Level' : 'Board Level, Vertical',
          pkg,
          attach: clip ? 'Clip' : pin === '02500' ? 'Bolt On and Solder' : 'Bolt On',
          shape: 'Rectangular, Fins',
          l: length,
          w: width,
          h: height,
          rth,
          finish: 'Black Anodized',
        },
        mpn,
        [bulk(mpn)],
        0.45 + length * width * height * 0.00011 + (pin === '02500' ? 0.25 : 0),
        `https://www.boydcorp.com/resources/datasheets/aavid/${model}.pdf`,
      );
    },
  }),
  fam({
    key: 'wakefield-637',
    leaf: SINKS,
    mfr: 'wakefield-vette',
    weight: 0.6,
    kind: 'emech',
    dimensions: [
      [
        ['637', 'TO-220', 19.1, 34.9, 18],
        ['647', 'TO-220', 25.4, 41.9, 12.5],
        ['657', 'TO-220', 25.4, 41.3, 10.6],
        ['658', 'TO-218, TO-247', 34.9, 41.9, 8.6],
      ] as const,
      [
        ['10', 25.4],
        ['15', 38.1],
        ['20', 50.8],
        ['25', 63.5],
      ] as const,
      ['P', ''],
    ],
    make: ([[series, pkg, width, hfin, rth0], [hc, length], pinCode]) => {
      const mpn = `${series}-${hc}AB${pinCode}E`;
      const rth = Math.round(((rth0 * 25.4) / length) * 10) / 10;
      return sinkSpec(
        {
          series,
          type: 'Board Level, Vertical',
          pkg,
          attach: pinCode ? 'Bolt On and Solder' : 'Bolt On',
          shape: 'Rectangular, Fins',
          l: length,
          w: width,
          h: hfin,
          rth,
          finish: 'Black Anodized',
        },
        mpn,
        [bulk(mpn)],
        0.9 + length * 0.04 + (pinCode ? 0.3 : 0),
        `https://www.wakefield-vette.com/Portals/0/resources/datasheets/${series}.pdf`,
      );
    },
  }),
  fam({
    key: 'cui-hsb-bga',
    leaf: SINKS,
    mfr: 'cui-devices',
    weight: 0.4,
    kind: 'emech',
    dimensions: [BGA_SIZES, BGA_HEIGHTS],
    make: ([size, height]) => {
      if (height > size) return null;
      const series = size <= 15 ? '01' : size <= 25 ? '02' : size <= 35 ? '03' : '04';
      const mpn = `HSB${series}-${size}${size}${String(height).padStart(2, '0')}`;
      const rth = Math.round((5200 / (size * size * Math.sqrt(height))) * 10) / 10;
      return sinkSpec(
        {
          series: 'HSB',
          type: 'Top Mount',
          pkg: 'BGA',
          attach: 'Thermal Tape, Adhesive',
          shape: 'Square, Pin Fins',
          l: size,
          w: size,
          h: height,
          rth,
          finish: 'Black Anodized',
        },
        mpn,
        [tray(mpn, 100)],
        0.8 + size * size * height * 0.00012,
        `https://www.cuidevices.com/product/resource/hsb${series}.pdf`,
      );
    },
  }),
];

// ---------------------------------------------------------------------------------------------
// Buzzers and speakers

interface Sounder {
  series: string;
  type: 'Buzzer' | 'Transducer' | 'Speaker';
  tech: 'Magnetic' | 'Piezo' | 'Dynamic';
  driver: string;
  volts: string;
  mA: string;
  freq: string;
  spl: string;
  imp: string;
  dia: number;
  h: number;
  smd: boolean;
  term: string;
}

function sounderSpec(sounder: Sounder, base: string, variants: Variant[], price: number, grams: number, ds: string): BaseSpec {
  const what =
    sounder.type === 'Speaker'
      ? `SPEAKER ${sounder.imp.replace(' ', '').toUpperCase()} ${sounder.spl.split(' @ ')[0]?.replace(' ', '')}`
      : `${sounder.type === 'Buzzer' ? 'BUZZER' : 'AUDIO'} ${sounder.tech.toUpperCase()} ` +
        `${sounder.type === 'Transducer' ? 'TRANSDUCER ' : ''}${sounder.volts.replace(/V.*/, 'V')}`;
  return {
    base,
    variants,
    description: `${what} ${sounder.dia}MM ${sounder.smd ? 'SMD' : sounder.term.startsWith('Wire') ? 'WIRE' : 'TH'}`,
    parameters: {
      Series: sounder.series,
      Type: sounder.type,
      Technology: sounder.tech,
      'Driver Circuitry': sounder.driver,
      'Voltage - Rated': sounder.volts,
      'Current - Supply': sounder.mA,
      Frequency: sounder.freq,
      'Sound Pressure Level (SPL)': sounder.spl,
      Impedance: sounder.imp,
      'Size / Dimension': `${sounder.dia.toFixed(2)}mm Dia`,
      'Height - Seated (Max)': `${sounder.h.toFixed(2)}mm`,
      'Mounting Type': sounder.smd ? 'Surface Mount' : sounder.term.startsWith('Wire') ? 'Chassis Mount' : 'Through Hole',
      Termination: sounder.term,
    },
    price: usd(price * jitter(base, 0.05)),
    grams: gr(grams),
    datasheetUrl: ds,
  };
}

const CUI_SIZES = [
  ['9605', 9.6, 5],
  ['1205', 12, 5],
  ['1206', 12, 6.5],
  ['1295', 12, 9.5],
  ['1609', 16, 9],
] as const;
const CUI_DS = 'https://www.cuidevices.com/product/resource/';

const buzzFamilies: Family[] = [
  fam({
    key: 'cui-cmi',
    leaf: BUZZ,
    mfr: 'cui-devices',
    weight: 0.5,
    kind: 'emech',
    dimensions: [
      CUI_SIZES,
      [
        ['03', 3],
        ['05', 5],
        ['12', 12],
        ['24', 24],
      ] as const,
      ['80', '85'],
    ],
    make: ([[size, dia, height], [vc, volts], db]) => {
      if (volts === 24 && dia < 12) return null;
      const mpn = `CMI-${size}IC-${vc}${db}T`;
      return sounderSpec(
        {
          series: 'CMI',
          type: 'Buzzer',
          tech: 'Magnetic',
          driver: 'Indicator (Internal Drive)',
          volts: `${volts}V`,
          mA: `${volts >= 12 ? 20 : 30} mA`,
          freq: '2.3 kHz',
          spl: `${db}dB @ ${volts}V, 10cm`,
          imp: '-',
          dia,
          h: height,
          smd: false,
          term: 'PC Pins',
        },
        mpn,
        [bulk(mpn)],
        0.95 + dia * 0.04 + (db === '85' ? 0.1 : 0),
        dia < 12 ? 1 : 2,
        `${CUI_DS}cmi-${size}ic-t.pdf`,
      );
    },
  }),
  fam({
    key: 'cui-cmt',
    leaf: BUZZ,
    mfr: 'cui-devices',
    weight: 0.35,
    kind: 'emech',
    dimensions: [
      CUI_SIZES,
      [
        ['03', 3],
        ['05', 5],
        ['12', 12],
      ] as const,
      ['80', '85'],
    ],
    make: ([[size, dia, height], [vc, volts], db]) => {
      const mpn = `CMT-${size}-${vc}${db}T`;
      return sounderSpec(
        {
          series: 'CMT',
          type: 'Transducer',
          tech: 'Magnetic',
          driver: 'Transducer (External Drive)',
          volts: `${volts}Vp-p`,
          mA: `${volts >= 12 ? 25 : 40} mA`,
          freq: '2.7 kHz',
          spl: `${db}dB @ ${volts}V, 10cm`,
          imp: `${volts * 8} Ohms`,
          dia,
          h: height,
          smd: false,
          term: 'PC Pins',
        },
        mpn,
        [bulk(mpn)],
        0.8 + dia * 0.035,
        dia < 12 ? 1 : 2,
        `${CUI_DS}cmt-${size}-t.pdf`,
      );
    },
  }),
  fam({
    key: 'cui-cms-speakers',
    leaf: BUZZ,
    mfr: 'cui-devices',
    weight: 0.3,
    kind: 'emech',
    dimensions: [
      [
        [20, 4, '0.5', 85],
        [23, 4.5, '0.7', 86],
        [28, 5.5, '1', 88],
        [36, 5.5, '1', 88],
        [40, 5, '2', 89],
        [50, 7, '2', 90],
        [57, 12, '3', 91],
      ] as const,
      ['4', '8', '16'],
      ['100', '152'],
    ],
    make: ([[dia, depth, width, spl], ohm, lead]) => {
      if (ohm === '4' && dia < 36) return null;
      const mpn = `CMS-${dia}${Math.round(depth * 10)}${ohm === '8' ? 'N' : ohm === '4' ? 'F' : 'S'}-L${lead}`;
      return sounderSpec(
        {
          series: 'CMS',
          type: 'Speaker',
          tech: 'Dynamic',
          driver: '-',
          volts: '-',
          mA: '-',
          freq: `${dia < 30 ? 700 : 400} Hz ~ 20 kHz`,
          spl: `${spl}dB @ ${width}W, 10cm`,
          imp: `${ohm} Ohms`,
          dia,
          h: depth,
          smd: false,
          term: `Wire Leads, ${lead}mm`,
        },
        mpn,
        [bulk(mpn)],
        1.4 + dia * 0.06 + Number(width) * 0.4,
        Math.round(dia * dia * 0.004 * 10) / 10 + 1,
        `${CUI_DS}cms-${dia}${Math.round(depth * 10)}.pdf`,
      );
    },
  }),
  fam({
    key: 'tdk-ps-piezo',
    leaf: BUZZ,
    mfr: 'tdk',
    weight: 0.2,
    kind: 'emech',
    dimensions: [
      [
        ['PS1240P02BT', 12.2, 6.5, '4 kHz', '70dB @ 3V, 10cm', false],
        ['PS1240P02CT3', 12.2, 6.5, '4 kHz', '70dB @ 3V, 10cm', false],
        ['PS1420P02CT', 14, 7, '4 kHz', '75dB @ 3V, 10cm', false],
        ['PS1550L40N', 15, 8.5, '4 kHz', '80dB @ 5V, 10cm', false],
        ['PS1720P02', 17, 7.2, '2 kHz', '75dB @ 3V, 10cm', false],
        ['PS1740P02E', 17, 7.2, '4 kHz', '78dB @ 3V, 10cm', false],
      ] as const,
    ],
    make: ([[mpn, dia, height, freq, spl, smd]]) =>
      sounderSpec(
        {
          series: 'PS',
          type: 'Transducer',
          tech: 'Piezo',
          driver: 'Transducer (External Drive)',
          volts: '30Vp-p',
          mA: '-',
          freq,
          spl,
          imp: '-',
          dia,
          h: height,
          smd,
          term: smd ? 'SMD (SMT) Tab' : 'PC Pins',
        },
        mpn,
        [smd ? reel(mpn, 1000) : bulk(mpn)],
        0.62 + dia * 0.02,
        1,
        'https://product.tdk.com/system/files/dam/doc/product/sw_piezo/sw_piezo/piezo-buzzer/catalog/piezoelectronic_buzzer_ps_en.pdf',
      ),
  }),
  fam({
    key: 'murata-pkm-pklcs',
    leaf: BUZZ,
    mfr: 'murata',
    weight: 0.25,
    kind: 'emech',
    dimensions: [
      [
        ['PKM13EPYH4000-A0', 13, 6.9, '4 kHz', '70dB @ 3V, 10cm', false],
        ['PKM17EPPH4001-B0', 17, 7, '4 kHz', '70dB @ 3V, 10cm', false],
        ['PKM22EPPH4001-B0', 22, 7.5, '4 kHz', '75dB @ 3V, 10cm', false],
        ['PKM22EPPH2001-B0', 22, 7.5, '2 kHz', '70dB @ 3V, 10cm', false],
        ['PKLCS1212E4001-R1', 12, 3, '4 kHz', '70dB @ 3V, 10cm', true],
        ['PKLCS1212E2000-R1', 12, 3, '2 kHz', '65dB @ 3V, 10cm', true],
        ['PKMCS0909E4000-R1', 9, 1.9, '4 kHz', '60dB @ 3V, 10cm', true],
      ] as const,
    ],
    make: ([[mpn, dia, height, freq, spl, smd]]) =>
      sounderSpec(
        {
          series: mpn.slice(0, mpn.startsWith('PKM1') || mpn.startsWith('PKM2') ? 3 : 5),
          type: 'Transducer',
          tech: 'Piezo',
          driver: 'Transducer (External Drive)',
          volts: '3Vp-p',
          mA: '-',
          freq,
          spl,
          imp: '-',
          dia,
          h: height,
          smd,
          term: smd ? 'SMD (SMT) Tab' : 'PC Pins',
        },
        mpn,
        [smd ? reel(mpn, 1500) : bulk(mpn)],
        smd ? 1.15 : 0.85,
        smd ? 0.4 : 1.2,
        `https://www.murata.com/en-global/products/productdata/8796836626462/${mpn.slice(0, 6)}.pdf`,
      ),
  }),
];

export const THERMAL_AUDIO_FAMILIES: Family[] = [...fanFamilies, ...sinkFamilies, ...buzzFamilies];

// More power-supply series in the makers' own grids: MEAN WELL's enclosed, open-frame, DIN-rail,
// medical and LED-driver lines; RECOM's REC-series DC/DC converters with their input-range, isolation
// and case options (REC5-2405SRW/H4/A); TRACO's THL, TEC, THB and TEQ lines. They continue the
// families of fam-ic-supplies (Family.after), so they never reorder the parts made before.
import {
  type AcSeries, type DcSeries, UNI, acFam, box, dcFam, mwDs, pad2, recomDs, sizeBy, traco, vtxt,
} from './fam-ic-supplies';
import { bulk, tube } from './fam-ic-shared';
import type { Family } from './lib';

const MEDICAL = '80 ~ 264 VAC, 113 ~ 370 VDC';
/** A MEAN WELL series 'NAME-{power}-{volts}{option}' with the common fields filled in. */
const mw = (
  name: string, type: string, mount: string, powers: number[], volts: number[], opts: string[], perW: number, base: number, eff: string, temp: string,
  small: [number, number, number], big: [number, number, number], ok: (p: number, v: number, o: string) => boolean = () => true, vin = UNI,
  optDesc?: (o: string) => string,
): AcSeries => ({
  type, mount, powers, volts, opts, perW, base, eff, vin, temp, pack: box, ds: mwDs(name), optDesc,
  size: sizeBy(small, big),
  code: (p, v, o) => (ok(p, v, o) ? `${name}-${p}-${vtxt(v)}${o}` : null),
});
const V_STD = [3.3, 5, 7.5, 12, 13.5, 15, 24, 27, 36, 48];
const LED_V = [12, 15, 20, 24, 30, 36, 42, 48, 54];
const lowV = (limit: number) => (p: number, v: number) => !(v < 12 && p > limit);
const dim = (o: string) => (o === 'D' || o === 'DA' ? ' DIM' : o === 'A' ? ' ADJ' : o === 'KN' ? ' KNX' : o === 'DA2' ? ' DALI-2' : '');

const MEANWELL_MORE: AcSeries[] = [
  mw('SE', 'Enclosed', 'Chassis Mount', [350, 450, 600, 1000, 1500], [5, 12, 15, 24, 27, 36, 48], [''], 0.08, 18, '89%', '-20°C ~ 70°C', [8.5, 4.5, 1.9], [11, 5.0, 2.5], lowV(600)),
  mw('SP', 'Enclosed', 'Chassis Mount', [75, 100, 150, 200, 240, 320, 480, 750], [3.3, 5, 7.5, 12, 13.5, 15, 24, 27, 48], [''], 0.13, 16, '88%', '-20°C ~ 70°C', [6.3, 3.9, 1.6], [9.8, 5.0, 2.5], (p, v) => !(v < 5 && p > 200)),
  mw('MSP', 'Enclosed, Medical', 'Chassis Mount', [100, 200, 300, 450, 600, 1000], [3.3, 5, 7.5, 12, 15, 24, 36, 48], [''], 0.22, 30, '90%', '-20°C ~ 70°C', [7.9, 3.9, 1.6], [11, 5.0, 2.5], lowV(300), MEDICAL),
  mw('RSP', 'Enclosed', 'Chassis Mount', [75, 100, 150, 200, 320, 500, 750, 1000, 1500, 2000, 2400, 3000], V_STD, [''], 0.11, 15, '90%', '-30°C ~ 70°C', [7.9, 3.9, 1.6], [11.6, 5.0, 2.5], (p, v) => (p >= 1500 ? [12, 24, 48].includes(v) : !(v < 5 && p > 320))),
  mw('HRPG', 'Enclosed', 'Chassis Mount', [150, 200, 300, 450, 600, 1000], [3.3, 5, 7.5, 12, 15, 24, 36, 48], [''], 0.14, 20, '91%', '-40°C ~ 70°C', [6.3, 3.9, 1.6], [11, 5.0, 2.5], lowV(300)),
  mw('NES', 'Enclosed', 'Chassis Mount', [15, 25, 35, 50, 75, 100, 150, 200, 350], [3.3, 5, 7.5, 9, 12, 13.5, 15, 24, 27, 36, 48], [''], 0.1, 6, '86%', '-10°C ~ 60°C', [3.1, 2.0, 1.1], [8.5, 4.5, 1.9], (p, v) => !(v < 5 && p > 100) && !(v === 9 && p > 35)),
  mw('EPP', 'Open Frame', 'Chassis Mount', [100, 150, 200, 300, 400, 500], [3.3, 5, 12, 15, 24, 27, 36, 48], [''], 0.13, 12, '93%', '-40°C ~ 70°C', [4.0, 2.0, 1.1], [6.0, 3.5, 1.4], lowV(200)),
  mw('LOP', 'Open Frame', 'Chassis Mount', [200, 300, 400, 600], [12, 15, 24, 36, 48, 54], [''], 0.11, 14, '94%', '-40°C ~ 70°C', [4.0, 2.0, 1.1], [6.0, 3.0, 1.2]),
  mw('MFM', 'Board Mount, Medical', 'Through Hole', [10, 15, 20, 30, 40, 60, 90], [5, 12, 15, 24, 48], [''], 0.45, 8, '86%', '-30°C ~ 70°C', [2.0, 1.0, 0.9], [3.0, 2.0, 1.1], () => true, MEDICAL),
  mw('MPM', 'Board Mount, Medical', 'Through Hole', [5, 10, 20, 30, 45, 65, 90], [3.3, 5, 12, 15, 24, 48], [''], 0.5, 7, '85%', '-30°C ~ 70°C', [1.5, 1.0, 0.8], [3.5, 2.0, 1.2], (p, v) => !(v === 3.3 && p > 30)),
  mw('DR', 'DIN Rail', 'DIN Rail', [15, 30, 45, 60, 75, 100, 120], [5, 12, 15, 24, 48], [''], 0.22, 8, '84%', '-20°C ~ 60°C', [3.5, 1.0, 2.2], [3.5, 2.6, 4.0], (p, v) => !(v === 5 && p > 30)),
  mw('EDR', 'DIN Rail', 'DIN Rail', [75, 120, 150], [12, 24, 48], [''], 0.13, 10, '88%', '-25°C ~ 70°C', [3.5, 2.2, 4.5], [3.5, 2.6, 4.5]),
  mw('SDR', 'DIN Rail', 'DIN Rail', [75, 120, 240, 480, 960], [12, 24, 48], [''], 0.15, 16, '93%', '-25°C ~ 70°C', [3.5, 1.3, 4.5], [3.5, 4.3, 4.5], (p, v) => !(v === 12 && p > 240)),
  mw('WDR', 'DIN Rail', 'DIN Rail', [60, 120, 240, 480], [12, 24, 48], [''], 0.14, 12, '90%', '-30°C ~ 70°C', [3.5, 1.6, 4.5], [3.5, 3.3, 4.5], (p, v) => !(v === 12 && p > 240), '180 ~ 550 VAC, 254 ~ 780 VDC'),
  mw('TDR', 'DIN Rail', 'DIN Rail', [240, 480, 960], [24, 48], [''], 0.16, 30, '93%', '-25°C ~ 70°C', [3.5, 2.5, 4.9], [3.5, 5.9, 4.9], () => true, '340 ~ 550 VAC, 480 ~ 780 VDC'),
  mw('DRP', 'DIN Rail', 'DIN Rail', [240, 480], [24, 48], [''], 0.14, 22, '93%', '-25°C ~ 70°C', [3.5, 2.5, 4.9], [3.5, 3.3, 4.9]),
  mw('HEP', 'LED Driver, Enclosed', 'Chassis Mount', [100, 150, 185, 240, 320, 480, 600, 1000], [12, 15, 24, 36, 42, 48, 54, 55], ['', 'A'], 0.19, 20, '94%', '-55°C ~ 70°C (TC)', [7.0, 2.7, 1.5], [11.5, 4.5, 2.5], (p, v) => !(v < 24 && p >= 480), '90 ~ 305 VAC, 127 ~ 431 VDC', dim),
  mw('APV', 'LED Driver, Enclosed', 'Free Hanging (In-Line)', [8, 12, 16, 25, 35], [5, 12, 15, 24, 36], [''], 0.2, 3.5, '80%', '-30°C ~ 70°C', [3.3, 1.5, 1.3], [5.0, 1.6, 1.3], (p, v) => !(v === 5 && p > 16), '90 ~ 264 VAC'),
  mw('PWM', 'LED Driver, Enclosed', 'Chassis Mount', [60, 120, 200], [12, 24, 36, 48], ['', 'KN', 'DA2'], 0.2, 12, '90%', '-40°C ~ 80°C (TC)', [6.5, 2.5, 1.5], [8.3, 2.7, 1.5], () => true, '100 ~ 305 VAC, 142 ~ 431 VDC', dim),
  {
    ...mw('NPF', 'LED Driver, Enclosed', 'Chassis Mount', [25, 40, 60, 90, 120, 200], LED_V, ['', 'D', 'DA'], 0.16, 6, '90%', '-40°C ~ 70°C (TC)', [5.5, 1.7, 1.3], [8.1, 2.5, 1.6], () => true, '90 ~ 305 VAC, 127 ~ 431 VDC', dim),
    code: (p, v, o) => (o === 'DA' && p < 60 ? null : `NPF-${p}${o}-${v}`),
  },
  {
    ...mw('LPF', 'LED Driver, Enclosed', 'Chassis Mount', [16, 25, 40, 60, 90], LED_V, ['', 'D'], 0.15, 5, '89%', '-40°C ~ 70°C (TC)', [5.2, 1.7, 1.2], [6.7, 2.3, 1.4], () => true, '90 ~ 305 VAC, 127 ~ 431 VDC', dim),
    code: (p, v, o) => `LPF-${p}${o}-${v}`,
  },
  {
    ...mw('SGA', 'Adapter, Wall', 'Wall Mount', [12, 18, 24, 40, 60], [5, 9, 12, 15, 18, 24, 48], ['P1J'], 0.3, 4, '85%', '0°C ~ 40°C', [2.7, 1.6, 1.3], [3.3, 2.1, 1.6], () => true, '90 ~ 264 VAC'),
    code: (p, v, o) => (v === 5 && p > 18 ? null : `SGA${pad2(p)}E${pad2(v)}-${o}`),
    pack: bulk,
  },
  {
    ...mw('GSM', 'Adapter, Desktop, Medical', 'Free Hanging (In-Line)', [18, 25, 36, 40, 60, 90, 120, 160, 220], [5, 7.5, 9, 12, 15, 18, 20, 24, 48], ['P1J', 'P1M', 'R7B'], 0.3, 12, '89%', '0°C ~ 40°C', [3.8, 2.2, 1.3], [8.0, 3.4, 1.8], () => true, MEDICAL),
    code: (p, v, o) => (v < 9 && p > 40 ? null : `GSM${p}A${v === 7.5 ? '07' : pad2(v)}-${o}`),
  },
];

// ---------------------------------------------------------------------------------------------
// RECOM REC-series: REC{power}-{input}{output}{S|D}RW[Z]/H{isolation}[/A][/M]. SRW is a 2:1 input range,
// SRWZ 4:1; H2 to H6 are 2 kV to 6 kV isolation; /A is the open-frame version, /M the metal case.

const REC_OUT = [['3.3', 3.3, 0], ['05', 5, 0], ['09', 9, 0], ['12', 12, 0], ['15', 15, 0], ['24', 24, 0], ['05D', 5, -5], ['12D', 12, -12], ['15D', 15, -15]] as const;
const REC_2TO1 = [['05', 4.5, 9], ['12', 9, 18], ['24', 18, 36], ['48', 36, 72]] as const;
const REC_4TO1 = [['12', 4.5, 18], ['24', 9, 36], ['48', 18, 72]] as const;
const REC_OPTS = ['/H2', '/H3', '/H4', '/H6'].flatMap((h) => ['', '/A', '/M', '/A/M'].map((c) => `${h}${c}`));
const rec = (power: number, wide: boolean, base: number): DcSeries => ({
  isolated: true, powers: [power], ins: wide ? REC_4TO1 : REC_2TO1, outs: REC_OUT, opts: REC_OPTS,
  code: (_p, i, o, x) => {
    // The 6 kV versions start at REC5; the metal case exists up to 10 W.
    if ((x.startsWith('/H6') && power < 5) || (x.includes('/M') && power > 10)) return null;
    const out = o.endsWith('D') ? `${o.slice(0, 2)}D` : `${o}S`;
    return `REC${power}-${i}${out}RW${wide ? 'Z' : ''}${x}`;
  },
  iso: (x) => `${x.slice(2, 3)}kV`,
  eff: power >= 10 ? '86%' : '80%', pkg: power <= 10 ? '24-DIP Module' : '2" x 1" Module', mount: 'Through Hole', temp: '-40°C ~ 85°C',
  base, perW: 0.8, pack: (m) => tube(m, 20), ds: recomDs(`REC${power}-S_DRW${wide ? 'Z' : ''}`),
});
const RECOM_MORE: DcSeries[] = ([[3, 6], [3.5, 6.5], [5, 8], [6, 8.5], [7.5, 10], [8, 10.5], [10, 12], [15, 16]] as const).flatMap(([p, b]) => [rec(p, false, b), rec(p, true, b + 1.5)]);

// TRACO: 'SERIES {power}-{input}{output}[WI]' like the TEN and TEL lines.
const TRACO_MORE: DcSeries[] = [false, true].flatMap((wi) => [
  traco('THL', [3, 6, 10, 15, 20, 25], wi, '24-DIP Module', 11),
  traco('TEC', [2, 3, 6], wi, '8-SIP Module', 6),
  traco('THB', [3, 6, 10], wi, '24-DIP Module', 9),
  traco('TEQ', [20, 40, 60, 100], wi, '1" x 1" Module', 22),
]);

export const SUPPLY_MORE_FAMILIES: Family[] = [
  { ...acFam('meanwell-acdc-more', 'mean-well', 0, MEANWELL_MORE), after: 'meanwell-acdc' },
  { ...dcFam('recom-dcdc-more', 'recom', 0, RECOM_MORE), after: 'recom-dcdc' },
  { ...dcFam('traco-dcdc-more', 'traco-power', 0, TRACO_MORE), after: 'traco-dcdc' },
];

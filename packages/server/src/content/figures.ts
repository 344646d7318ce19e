/**
 * Diagrams for the community articles, drawn as inline SVG from formulas and published tables,
 * so they need no image files and pass the content sanitiser (plain shapes and text only).
 * Each figure is `{{figure name}}` in an article's Markdown.
 */

const INK = '#334155';
const GRID = '#e2e8f0';
const SERIES = ['#c8102e', '#1d4ed8', '#0f766e', '#a16207'];
const FONT = 'system-ui, sans-serif';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const num = (value: number) => String(Math.round(value * 10) / 10);

function text(
  x: number,
  y: number,
  content: string,
  options: { anchor?: 'start' | 'middle' | 'end'; size?: number; weight?: 'bold'; fill?: string; rotate?: boolean } = {},
): string {
  const transform = options.rotate ? ` transform="rotate(-90 ${num(x)} ${num(y)})"` : '';
  return `<text x="${num(x)}" y="${num(y)}" font-size="${options.size ?? 12}" font-family="${FONT}" text-anchor="${options.anchor ?? 'start'}" fill="${options.fill ?? INK}"${options.weight ? ` font-weight="${options.weight}"` : ''}${transform}>${esc(content)}</text>`;
}

const line = (x1: number, y1: number, x2: number, y2: number, stroke = INK, width = 1, dash?: string) =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

const rect = (x: number, y: number, w: number, h: number, fill: string, stroke = 'none', rx = 0) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${rx}" fill="${fill}" stroke="${stroke}"/>`;

const polyline = (points: [number, number][], stroke: string, width = 2.5, dash?: string) =>
  `<polyline points="${points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;

const circle = (cx: number, cy: number, r: number, fill: string) => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${r}" fill="${fill}"/>`;

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>`;
}

function figure(label: string, caption: string, body: string, width = 640, height = 380): string {
  return `<figure class="fe-figure">${svg(width, height, label, body)}<figcaption>${esc(caption)}</figcaption></figure>\n`;
}

interface Axis {
  label: string;
  min: number;
  max: number;
  ticks: number[];
  log?: boolean;
  format?: (value: number) => string;
}

interface Series {
  name: string;
  points: [number, number][];
  dash?: string;
}

/** A line chart with labelled axes, a light grid and a legend; returns the SVG body and the scale. */
function lineChart(x: Axis, y: Axis, series: Series[], extra: (sx: (v: number) => number, sy: (v: number) => number) => string = () => '') {
  const left = 64;
  const right = 620;
  const top = 20;
  const bottom = 300;
  const scale = (axis: Axis, from: number, to: number) => (value: number) => {
    const t = axis.log
      ? (Math.log10(value) - Math.log10(axis.min)) / (Math.log10(axis.max) - Math.log10(axis.min))
      : (value - axis.min) / (axis.max - axis.min);
    return from + t * (to - from);
  };
  const sx = scale(x, left, right);
  const sy = scale(y, bottom, top);
  const format = (axis: Axis, value: number) => (axis.format ? axis.format(value) : String(value));
  let body = rect(0, 0, 640, 380, '#ffffff');
  for (const tick of x.ticks)
    body += line(sx(tick), top, sx(tick), bottom, GRID) + text(sx(tick), bottom + 16, format(x, tick), { anchor: 'middle', size: 11 });
  for (const tick of y.ticks)
    body += line(left, sy(tick), right, sy(tick), GRID) + text(left - 6, sy(tick) + 4, format(y, tick), { anchor: 'end', size: 11 });
  body += line(left, bottom, right, bottom) + line(left, top, left, bottom);
  body += text((left + right) / 2, bottom + 38, x.label, { anchor: 'middle' });
  body += text(16, (top + bottom) / 2, y.label, { anchor: 'middle', rotate: true });
  let legendX = left;
  series.forEach((s, index) => {
    const color = SERIES[index % SERIES.length]!;
    body += polyline(
      s.points.map(([px, py]) => [sx(px), sy(py)]),
      color,
      2.5,
      s.dash,
    );
    const legendY = 370;
    body += line(legendX, legendY - 4, legendX + 22, legendY - 4, color, 3, s.dash) + text(legendX + 28, legendY, s.name, { size: 11 });
    legendX += 28 + s.name.length * 6.2 + 24;
  });
  body += extra(sx, sy);
  return body;
}

const range = (from: number, to: number, steps: number) => Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);
const logRange = (from: number, to: number, steps: number) => range(Math.log10(from), Math.log10(to), steps).map((e) => 10 ** e);

/** Interpolates a smooth-enough curve through table points (monotone piecewise-linear at 0.25 steps). */
function through(points: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i]!;
    const [x1, y1] = points[i + 1]!;
    for (let t = 0; t < 1; t += 0.25) out.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
  }
  out.push(points[points.length - 1]!);
  return out;
}

function mlccDcBias(): string {
  const body = lineChart(
    { label: 'Applied DC voltage (V)', min: 0, max: 16, ticks: [0, 2, 4, 6, 8, 10, 12, 14, 16] },
    { label: 'Capacitance change (%)', min: -100, max: 10, ticks: [-100, -80, -60, -40, -20, 0], format: (v) => `${v}%` },
    [
      {
        name: 'C0G, 1 nF 0603',
        points: [
          [0, 0],
          [16, -0.2],
        ],
      },
      {
        name: 'X7R, 1 µF 0805',
        points: through([
          [0, 0],
          [2, -3],
          [4, -9],
          [6, -17],
          [8, -25],
          [10, -33],
          [12, -40],
          [14, -46],
          [16, -52],
        ]),
      },
      {
        name: 'X5R, 10 µF 0603',
        points: through([
          [0, 0],
          [2, -15],
          [4, -38],
          [6, -55],
          [8, -66],
          [10, -73],
          [12, -78],
          [14, -82],
          [16, -85],
        ]),
      },
    ],
    (sx, sy) => line(sx(5), sy(-100), sx(5), sy(10), INK, 1, '4 4') + text(sx(5) + 4, sy(6), '5 V rail', { size: 11 }),
  );
  return figure(
    'Capacitance change versus DC bias for three 16 V rated MLCCs',
    'Typical DC-bias curves of three 16 V rated capacitors. The C0G part does not move; the small, high-value X5R part keeps under half its capacitance on a 5 V rail. Shapes are representative of published curves: use the maker’s data for your exact part.',
    body,
  );
}

function mosfetRdsOn(): string {
  const logic: [number, number][] = range(2.3, 10, 40).map((v) => [v, 4 + 25 / (v - 1.6)]);
  const standard: [number, number][] = range(3.75, 10, 40).map((v) => [v, 5 + 30 / (v - 3.2)]);
  const body = lineChart(
    { label: 'Gate-source voltage VGS (V)', min: 0, max: 10, ticks: [0, 2, 4, 6, 8, 10] },
    { label: 'RDS(on) (mΩ)', min: 0, max: 60, ticks: [0, 10, 20, 30, 40, 50, 60] },
    [
      { name: 'Logic-level part', points: logic.filter(([, r]) => r <= 60) },
      { name: 'Standard-level part', points: standard.filter(([, r]) => r <= 60) },
    ],
    (sx, sy) =>
      line(sx(4.5), sy(0), sx(4.5), sy(60), INK, 1, '4 4') +
      text(sx(4.5) + 4, sy(57), 'VGS = 4.5 V', { size: 11 }) +
      line(sx(10), sy(0), sx(10), sy(60), INK, 1, '4 4') +
      text(sx(10) - 4, sy(57), 'VGS = 10 V', { size: 11, anchor: 'end' }) +
      circle(sx(4.5), sy(4 + 25 / 2.9), 4, SERIES[0]!) +
      circle(sx(4.5), sy(5 + 30 / 1.3), 4, SERIES[1]!),
  );
  return figure(
    'On-resistance versus gate drive for a logic-level and a standard-level MOSFET',
    'On-resistance falls steeply once the gate is driven past the threshold, then flattens. At 4.5 V the logic-level part is nearly fully on, while the standard-level part still has about three times its 10 V resistance.',
    body,
  );
}

function ldoBuckEfficiency(): string {
  const currents = logRange(0.001, 1, 60);
  const ldo = (vin: number) => currents.map((i): [number, number] => [i * 1000, (100 * 3.3 * i) / (vin * (i + 50e-6))]);
  const buck = currents.map((i): [number, number] => {
    const pout = 3.3 * i;
    const loss = 0.0015 + 0.05 * pout + i * i * 0.15;
    return [i * 1000, (100 * pout) / (pout + loss)];
  });
  const body = lineChart(
    { label: 'Load current (mA, log scale)', min: 1, max: 1000, ticks: [1, 10, 100, 1000], log: true },
    { label: 'Efficiency (%)', min: 0, max: 100, ticks: [0, 20, 40, 60, 80, 100], format: (v) => `${v}%` },
    [
      { name: 'Buck, 5 V → 3.3 V', points: buck },
      { name: 'LDO, 5 V → 3.3 V', points: ldo(5) },
      { name: 'LDO, 3.6 V → 3.3 V', points: ldo(3.6), dash: '6 4' },
    ],
  );
  return figure(
    'Efficiency of an LDO and a buck converter from 1 mA to 1 A',
    'An LDO’s efficiency is fixed by the ratio of output to input voltage (66% from 5 V to 3.3 V, 92% from 3.6 V). A buck converter stays near 90% over most of its range but loses ground at very light load, where its own operating current dominates. Buck curve modelled with 1.5 mW fixed loss, 5% switching loss and 0.15 Ω conduction loss.',
    body,
  );
}

/** IEC 60063 E6, E12 and E24 series. */
const E_SERIES = {
  E6: [1.0, 1.5, 2.2, 3.3, 4.7, 6.8],
  E12: [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2],
  E24: [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1],
} as const;

function eSeriesScale(): string {
  const left = 60;
  const right = 610;
  const sx = (v: number) => left + Math.log10(v) * (right - left);
  let body = rect(0, 0, 640, 240, '#ffffff');
  const rows: [keyof typeof E_SERIES, number, string][] = [
    ['E6', 60, '±20%'],
    ['E12', 120, '±10%'],
    ['E24', 180, '±5%'],
  ];
  rows.forEach(([name, y, tolerance], index) => {
    const color = SERIES[index]!;
    body +=
      line(left, y, right, y, GRID, 2) + text(8, y + 4, name, { weight: 'bold', size: 12 }) + text(8, y + 18, tolerance, { size: 10 });
    for (const value of E_SERIES[name]) {
      body += line(sx(value), y - 10, sx(value), y + 10, color, 2);
      if (name !== 'E24' || index === 2)
        body += text(sx(value), y - 14, value.toFixed(1), { anchor: 'middle', size: name === 'E24' ? 9 : 11 });
    }
    body += line(sx(10), y - 10, sx(10), y + 10, INK, 1, '3 3');
  });
  body += text(sx(10), 222, '10 (next decade)', { anchor: 'end', size: 10 });
  return figure(
    'E6, E12 and E24 values on a logarithmic scale from 1 to 10',
    'Each series divides a decade into equal ratios: E6 steps by about 1.47×, E12 by 1.21×, E24 by 1.10×. The same values repeat in every decade (10 Ω, 100 Ω, 1 kΩ…).',
    body,
    640,
    240,
  );
}

function resistorDerating(): string {
  const body = lineChart(
    { label: 'Ambient temperature (°C)', min: -55, max: 175, ticks: [-55, -25, 0, 25, 70, 100, 125, 155, 175] },
    { label: 'Allowed power (% of rating)', min: 0, max: 120, ticks: [0, 20, 40, 60, 80, 100, 120], format: (v) => `${v}%` },
    [
      {
        name: 'Thick-film chip resistor',
        points: [
          [-55, 100],
          [70, 100],
          [155, 0],
        ],
      },
    ],
    (sx, sy) => {
      const at100 = (100 * (155 - 100)) / (155 - 70);
      return (
        line(sx(100), sy(0), sx(100), sy(at100), INK, 1, '4 4') +
        line(sx(-55), sy(at100), sx(100), sy(at100), INK, 1, '4 4') +
        circle(sx(100), sy(at100), 4, SERIES[0]!) +
        text(sx(100) + 8, sy(at100) - 6, `${at100.toFixed(0)}% at 100 °C`, { size: 11 }) +
        text(sx(70), sy(100) - 8, 'knee 70 °C', { size: 11, anchor: 'middle' })
      );
    },
  );
  return figure(
    'Power derating curve of a typical thick-film chip resistor',
    'Full rated power up to 70 °C ambient, falling linearly to zero at 155 °C. Inside a warm enclosure at 100 °C, a 0.1 W 0603 resistor may only dissipate about 65 mW.',
    body,
  );
}

function tvsCurve(): string {
  let body = rect(0, 0, 640, 400, '#ffffff');
  const ox = 80;
  const oy = 290;
  body += line(ox, oy, 600, oy) + line(ox, oy, ox, 20);
  body +=
    text(600, oy + 20, 'Voltage across the diode', { anchor: 'end', size: 11 }) + text(ox - 10, 30, 'Current', { anchor: 'end', size: 11 });
  // Leakage, knee at VBR, then the dynamic-resistance slope up to the clamping voltage at IPP.
  const curve: [number, number][] = [
    [ox, oy],
    [250, oy - 2],
    [300, oy - 6],
    [330, oy - 20],
    [345, oy - 60],
    [380, oy - 160],
    [430, 60],
  ];
  body += polyline(curve, SERIES[0]!, 3);
  const marks: [number, string, string][] = [
    [250, 'VRWM', 'stand-off (working) voltage: only the leakage current IR flows'],
    [330, 'VBR', 'breakdown voltage, measured at the test current IT'],
    [430, 'VC', 'clamping voltage while the peak pulse current IPP flows'],
  ];
  marks.forEach(([x, name, note], index) => {
    body += line(x, oy, x, 40, INK, 1, '4 4') + text(x, oy + 18, name, { anchor: 'middle', weight: 'bold', size: 12 });
    body += text(ox, 336 + index * 20, name, { weight: 'bold', size: 11 }) + text(ox + 44, 336 + index * 20, note, { size: 11 });
  });
  body += line(ox, 60, 430, 60, INK, 1, '4 4') + text(ox + 6, 54, 'IPP', { weight: 'bold', size: 12 });
  body +=
    rect(100, 90, 150, 56, '#fdecee', SERIES[0]!, 4) +
    text(108, 110, 'Protected IC must', { size: 11 }) +
    text(108, 126, 'survive VC at the', { size: 11 }) +
    text(108, 142, 'surge current', { size: 11 });
  return figure(
    'Current-voltage characteristic of a unidirectional TVS diode',
    'A TVS diode leaks only a little current at its stand-off voltage VRWM, starts conducting at the breakdown voltage VBR and holds the line at the clamping voltage VC while the surge current flows. VC, not VBR, is what the protected pin sees.',
    body,
    640,
    400,
  );
}

function crystalLoad(): string {
  let body = rect(0, 0, 640, 300, '#ffffff');
  body += rect(40, 60, 150, 160, '#f1f5f9', INK, 6) + text(115, 100, 'MCU', { anchor: 'middle', weight: 'bold', size: 14 });
  body +=
    text(115, 124, 'inverting amplifier', { anchor: 'middle', size: 11 }) +
    text(115, 140, '+ feedback resistor', { anchor: 'middle', size: 11 });
  body += text(186, 84, 'OSC_IN', { anchor: 'end', size: 11 }) + text(186, 204, 'OSC_OUT', { anchor: 'end', size: 11 });
  // Pins to the crystal.
  body += line(190, 80, 360, 80, INK, 2) + line(190, 200, 360, 200, INK, 2);
  body += line(360, 80, 360, 118, INK, 2) + line(360, 162, 360, 200, INK, 2);
  body += line(340, 118, 380, 118, INK, 2) + rect(344, 126, 32, 28, '#ffffff', INK) + line(340, 162, 380, 162, INK, 2);
  body += text(392, 145, 'Crystal', { size: 12, weight: 'bold' });
  // Load capacitors to ground.
  for (const [y, name] of [
    [80, 'CL1'],
    [200, 'CL2'],
  ] as const) {
    body += line(470, y, 520, y, INK, 2) + line(360, y, 470, y, INK, 2);
    body +=
      line(520, y, 520, y + 14, INK, 2) +
      line(506, y + 14, 534, y + 14, INK, 2) +
      line(506, y + 20, 534, y + 20, INK, 2) +
      line(520, y + 20, 520, y + 36, INK, 2);
    body += line(510, y + 36, 530, y + 36, INK, 2) + line(514, y + 40, 526, y + 40, INK, 2);
    body += text(542, y + 22, name, { weight: 'bold', size: 12 });
    body += circle(360, y, 3, INK);
  }
  body += text(40, 262, 'Load the crystal sees:  CL = (CL1 × CL2) / (CL1 + CL2) + Cstray', { size: 13, weight: 'bold' });
  body += text(40, 284, 'Cstray (pins + traces) is typically 2–5 pF. For CL = 8 pF and Cstray = 3 pF: CL1 = CL2 = 2 × (8 − 3) = 10 pF.', {
    size: 11,
  });
  return figure(
    'Pierce oscillator with a crystal and two load capacitors',
    'The crystal is specified to oscillate at its nominal frequency into one load capacitance CL. The two capacitors appear in series, plus the stray capacitance of the pins and traces.',
    body,
    640,
    300,
  );
}

/** IPC-2221 conductor sizing: I = k · ΔT^0.44 · A^0.725, A in mil², k = 0.048 outer, 0.024 inner. */
export function ipc2221WidthMm(currentA: number, riseC: number, copperOz: number, layer: 'external' | 'internal'): number {
  const k = layer === 'external' ? 0.048 : 0.024;
  const areaMil2 = (currentA / (k * riseC ** 0.44)) ** (1 / 0.725);
  const thicknessMil = 1.378 * copperOz;
  return (areaMil2 / thicknessMil) * 0.0254;
}

function traceWidthChart(): string {
  const currents = range(0.25, 10, 39);
  const body = lineChart(
    { label: 'Current (A)', min: 0, max: 10, ticks: [0, 2, 4, 6, 8, 10] },
    { label: 'Trace width, 1 oz copper (mm)', min: 0, max: 8, ticks: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    [
      { name: 'Outer layer, 10 °C rise', points: currents.map((i) => [i, ipc2221WidthMm(i, 10, 1, 'external')]) },
      { name: 'Outer layer, 20 °C rise', points: currents.map((i) => [i, ipc2221WidthMm(i, 20, 1, 'external')]) },
      {
        name: 'Inner layer, 10 °C rise',
        points: currents.map((i): [number, number] => [i, ipc2221WidthMm(i, 10, 1, 'internal')]).filter(([, w]) => w <= 8),
      },
    ],
    (sx, sy) => {
      const w = ipc2221WidthMm(3, 10, 1, 'external');
      return (
        circle(sx(3), sy(w), 4, SERIES[0]!) +
        line(sx(3), sy(w), sx(4.4), sy(0.5), INK, 1) +
        text(sx(4.5), sy(0.4), `3 A, outer, 10 °C: ${w.toFixed(2)} mm`, { size: 11 })
      );
    },
  );
  return figure(
    'IPC-2221 trace width versus current for 1 oz copper',
    'Widths from the IPC-2221 formula for 1 oz (35 µm) copper. Inner layers need roughly 2.6 times the width of outer layers for the same temperature rise, because the laminate around them carries heat away more slowly.',
    body,
  );
}

function stm32Decoder(): string {
  let body = rect(0, 0, 640, 250, '#ffffff');
  const fields: [string, string, string][] = [
    ['STM32', 'Family', 'Arm Cortex-M MCU'],
    ['F', 'Type', 'F = mainstream / high perf.'],
    ['103', 'Line', 'Cortex-M3, 72 MHz, USB'],
    ['C', 'Pin count', 'C = 48 pins'],
    ['8', 'Flash size', '8 = 64 KB'],
    ['T', 'Package', 'T = LQFP'],
    ['6', 'Temp. range', '6 = −40 to +85 °C'],
  ];
  let x = 20;
  fields.forEach(([code, name, meaning], index) => {
    const width = code.length * 22 + 30;
    const color = SERIES[index % SERIES.length]!;
    body +=
      rect(x, 30, width, 54, '#f8fafc', color, 6) +
      text(x + width / 2, 66, code, { anchor: 'middle', size: 24, weight: 'bold', fill: color });
    const labelY = 110 + (index % 2) * 62;
    body += line(x + width / 2, 84, x + width / 2, labelY - 14, color, 1.5);
    body +=
      text(x + width / 2, labelY, name, { anchor: 'middle', weight: 'bold', size: 12 }) +
      text(x + width / 2, labelY + 16, meaning, { anchor: 'middle', size: 10 });
    x += width + 8;
  });
  return figure(
    'The STM32F103C8T6 part number split into its fields',
    'Every field of an STM32 part number means something: STM32F103C8T6 is a mainstream Cortex-M3 with 64 KB of flash in a 48-pin LQFP, rated for the industrial temperature range. A suffix after the temperature digit (TR) would mean tape and reel.',
    body,
    640,
    250,
  );
}

function packagingFormats(): string {
  let body = rect(0, 0, 640, 260, '#ffffff');
  // Cut tape strip
  body += text(20, 30, 'Cut tape', { weight: 'bold', size: 13 });
  body += rect(20, 44, 260, 40, '#fef3c7', INK, 2);
  for (let i = 0; i < 8; i++) {
    body += circle(34 + i * 32, 52, 3, '#ffffff') + rect(26 + i * 32, 62, 16, 16, '#1f2937');
  }
  body +=
    text(20, 104, 'Any quantity cut from a reel; fine for', { size: 11 }) +
    text(20, 118, 'prototypes, awkward for feeders (short leader).', { size: 11 });
  // Reel
  body += text(340, 30, 'Full reel', { weight: 'bold', size: 13 });
  body +=
    `<circle cx="410" cy="100" r="60" fill="#e2e8f0" stroke="${INK}" stroke-width="2"/>` +
    `<circle cx="410" cy="100" r="46" fill="#fef3c7" stroke="${INK}"/>` +
    `<circle cx="410" cy="100" r="13" fill="#ffffff" stroke="${INK}" stroke-width="2"/>`;
  body +=
    text(485, 84, 'Manufacturer reel', { size: 11 }) +
    text(485, 100, 'e.g. 2,500–10,000 pcs', { size: 11 }) +
    text(485, 116, '(0402 MLCC: 10,000)', { size: 11 });
  // Tray
  body += text(20, 160, 'Tray / tube', { weight: 'bold', size: 13 });
  body += rect(20, 172, 260, 64, '#dbeafe', INK, 4);
  for (let r = 0; r < 2; r++) for (let c = 0; c < 6; c++) body += rect(30 + c * 42, 180 + r * 28, 30, 22, '#1f2937', 'none', 2);
  body +=
    text(300, 204, 'Trays (QFP, BGA) and tubes (SOIC, DIP) protect', { size: 11 }) +
    text(300, 220, 'leads; MOQ is often one tray or tube.', { size: 11 });
  return figure(
    'Cut tape, full reel and tray packaging compared',
    'The same silicon ships in several packing formats, each with its own ordering code and minimum quantity.',
    body,
    640,
    260,
  );
}

function lifecycleTimeline(): string {
  let body = rect(0, 0, 640, 230, '#ffffff');
  const phases: [string, string, string, number, string][] = [
    ['Active', 'in production,', 'recommended', 130, SERIES[2]!],
    ['NRND', 'not recommended', 'for new designs', 130, SERIES[3]!],
    ['LTB window', 'last orders', 'accepted', 110, SERIES[0]!],
    ['Last ships', 'open orders', 'delivered', 110, '#7c3aed'],
    ['Obsolete', 'broker stock', 'only', 120, '#475569'],
  ];
  let x = 20;
  for (const [name, note1, note2, width, color] of phases) {
    body +=
      rect(x, 60, width - 6, 40, color, 'none', 4) +
      text(x + (width - 6) / 2, 85, name, { anchor: 'middle', fill: '#ffffff', weight: 'bold', size: 12 });
    body +=
      text(x + (width - 6) / 2, 120, note1, { anchor: 'middle', size: 10 }) +
      text(x + (width - 6) / 2, 134, note2, { anchor: 'middle', size: 10 });
    x += width;
  }
  body += line(20, 165, 600, 165, INK, 2);
  const events: [number, string, number][] = [
    [150, 'PCN / PDN issued', 196],
    [280, 'Last-time-buy date', 214],
    [390, 'Last ship date', 196],
  ];
  for (const [ex, label, ly] of events)
    body += circle(ex, 165, 5, SERIES[0]!) + line(ex, 165, ex, ly - 12, INK) + text(ex, ly, label, { anchor: 'middle', size: 11 });
  body += text(20, 40, 'Time →', { size: 12, weight: 'bold' });
  return figure(
    'Product lifecycle from active to obsolete',
    'A typical discontinuation: the product change notice announces the end, the last-time-buy date closes orders and the last ship date closes deliveries. Exact windows vary by manufacturer.',
    body,
    640,
    230,
  );
}

/** J-STD-033 floor life at ≤ 30 °C / 60% RH (MSL 1: ≤ 30 °C / 85% RH), hours. */
const MSL_FLOOR_LIFE: [string, number | null, string][] = [
  ['MSL 1', null, 'unlimited'],
  ['MSL 2', 8760, '1 year'],
  ['MSL 2a', 672, '4 weeks'],
  ['MSL 3', 168, '168 hours'],
  ['MSL 4', 72, '72 hours'],
  ['MSL 5', 48, '48 hours'],
  ['MSL 5a', 24, '24 hours'],
  ['MSL 6', null, 'bake before use; time on label'],
];

function mslFloorLife(): string {
  let body = rect(0, 0, 640, 330, '#ffffff');
  const left = 90;
  const right = 560;
  const sx = (hours: number) => left + (Math.log10(hours) / Math.log10(10_000)) * (right - left);
  for (const tick of [1, 10, 100, 1000, 10_000])
    body +=
      line(sx(tick), 20, sx(tick), 290, GRID) + text(sx(tick), 306, `${tick.toLocaleString('en-US')} h`, { anchor: 'middle', size: 10 });
  MSL_FLOOR_LIFE.forEach(([level, hours, label], index) => {
    const y = 28 + index * 33;
    body += text(left - 8, y + 16, level, { anchor: 'end', weight: 'bold', size: 12 });
    const end = hours === null ? (level === 'MSL 1' ? right : sx(6)) : sx(hours);
    const color = hours === null && level !== 'MSL 1' ? '#475569' : SERIES[index < 3 ? 2 : index < 5 ? 3 : 0]!;
    body += rect(left, y, end - left, 22, color, 'none', 3) + text(end + 6, y + 16, label, { size: 11 });
  });
  body += text(left, 326, 'Floor life out of the dry bag at ≤ 30 °C / 60% RH (J-STD-033), logarithmic scale', { size: 11 });
  return figure(
    'Floor life by moisture sensitivity level',
    'Floor life falls from unlimited at MSL 1 to a few hours at MSL 6. The clock starts when the moisture barrier bag is opened.',
    body,
    640,
    330,
  );
}

function connectorPitch(): string {
  let body = rect(0, 0, 640, 250, '#ffffff');
  const pitches = [2.54, 2.0, 1.27, 1.0, 0.5];
  const scale = 16; // px per mm
  pitches.forEach((pitch, index) => {
    const y = 30 + index * 42;
    body += text(20, y + 14, `${pitch.toFixed(2)} mm`, { weight: 'bold', size: 12 });
    for (let pin = 0; pin < 10; pin++) {
      const cx = 110 + pin * pitch * scale;
      const width = Math.max(4, pitch * scale * 0.45);
      body += rect(cx - width / 2, y, width, 20, '#b45309', 'none', 1);
    }
    body += text(110 + 10 * pitch * scale + 8, y + 14, `10 pins = ${(9 * pitch).toFixed(1)} mm`, { size: 11 });
  });
  body += text(20, 244, 'Drawn to the same scale: every step down roughly halves the room for current, hand work and probing.', {
    size: 11,
  });
  return figure(
    'Common connector pitches drawn to scale',
    'Ten contacts at 2.54, 2.00, 1.27, 1.00 and 0.50 mm pitch, to the same scale.',
    body,
    640,
    250,
  );
}

const FIGURES: Record<string, () => string> = {
  'mlcc-dc-bias': mlccDcBias,
  'mosfet-rdson-vgs': mosfetRdsOn,
  'ldo-buck-efficiency': ldoBuckEfficiency,
  'e-series-scale': eSeriesScale,
  'resistor-derating': resistorDerating,
  'tvs-iv-curve': tvsCurve,
  'crystal-load': crystalLoad,
  'trace-width-chart': traceWidthChart,
  'stm32-decoder': stm32Decoder,
  'packaging-formats': packagingFormats,
  'lifecycle-timeline': lifecycleTimeline,
  'msl-floor-life': mslFloorLife,
  'connector-pitch': connectorPitch,
};

export const FIGURE_NAMES = Object.keys(FIGURES);

/** The figure's `<figure>` HTML, or undefined for an unknown name. */
export function renderFigure(name: string): string | undefined {
  return FIGURES[name]?.();
}

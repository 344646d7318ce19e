// Simplified national flags as 3:2 SVGs (shapes only, no emblems or script), one per language
// of docs/product.md §9. Flag colours are content, like a picture, so they are data here, not theme tokens.
import type { ReactNode } from 'react';
import type { LanguageCode } from './languages';

const W = 24;
const H = 16;

const stripes = (direction: 'h' | 'v', colours: readonly string[], weights?: readonly number[]): ReactNode => {
  const parts = weights ?? colours.map(() => 1);
  const total = parts.reduce((sum, part) => sum + part, 0);
  let at = 0;
  return colours.map((fill, index) => {
    const size = ((parts[index] ?? 1) / total) * (direction === 'h' ? H : W);
    const rect =
      direction === 'h' ? (
        <rect key={index} x={0} y={at} width={W} height={size} fill={fill} />
      ) : (
        <rect key={index} x={at} y={0} width={size} height={H} fill={fill} />
      );
    at += size;
    return rect;
  });
};

/** A five-pointed star centred on (cx, cy) with outer radius r. */
const star = (cx: number, cy: number, r: number, fill: string): ReactNode => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon key={`star-${cx}-${cy}`} points={points.join(' ')} fill={fill} />;
};

const field = (fill: string): ReactNode => <rect key="field" width={W} height={H} fill={fill} />;

const flagShapes: Record<LanguageCode, () => ReactNode> = {
  en: () => [
    field('#012169'),
    <path key="saltire" d="M0 0L24 16M24 0L0 16" stroke="#ffffff" strokeWidth={3} />,
    <path key="saltire-red" d="M0 0L24 16M24 0L0 16" stroke="#c8102e" strokeWidth={1} />,
    <path key="cross" d="M12 0V16M0 8H24" stroke="#ffffff" strokeWidth={5} />,
    <path key="cross-red" d="M12 0V16M0 8H24" stroke="#c8102e" strokeWidth={3} />,
  ],
  zh: () => [field('#de2910'), star(5, 4.5, 3, '#ffde00')],
  ja: () => [field('#ffffff'), <circle key="sun" cx={12} cy={8} r={4.8} fill="#bc002d" />],
  ko: () => [
    field('#ffffff'),
    <path key="yang" d="M8 8a4 4 0 0 1 8 0z" fill="#cd2e3a" />,
    <path key="yin" d="M8 8a4 4 0 0 0 8 0z" fill="#0047a0" />,
  ],
  fr: () => stripes('v', ['#0055a4', '#ffffff', '#ef4135']),
  es: () => stripes('h', ['#aa151b', '#f1bf00', '#aa151b'], [1, 2, 1]),
  it: () => stripes('v', ['#009246', '#ffffff', '#ce2b37']),
  de: () => stripes('h', ['#000000', '#dd0000', '#ffce00']),
  tr: () => [
    field('#e30a17'),
    <circle key="moon" cx={9} cy={8} r={4} fill="#ffffff" />,
    <circle key="moon-cut" cx={10} cy={8} r={3.2} fill="#e30a17" />,
    star(15, 8, 2, '#ffffff'),
  ],
  ru: () => stripes('h', ['#ffffff', '#0039a6', '#d52b1e']),
  pt: () => [stripes('v', ['#006600', '#ff0000'], [2, 3]), <circle key="sphere" cx={9.6} cy={8} r={3.4} fill="#ffcc00" />],
  vi: () => [field('#da251d'), star(12, 8, 5, '#ffff00')],
  id: () => stripes('h', ['#ce1126', '#ffffff']),
  ms: () => [
    stripes('h', ['#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001', '#ffffff', '#cc0001']),
    <rect key="canton" width={12} height={9.2} fill="#010066" />,
    <circle key="moon" cx={5} cy={4.6} r={3} fill="#ffcc00" />,
    <circle key="moon-cut" cx={5.8} cy={4.6} r={2.5} fill="#010066" />,
    star(9.2, 4.6, 1.8, '#ffcc00'),
  ],
  th: () => stripes('h', ['#a51931', '#f4f5f8', '#2d2a4a', '#f4f5f8', '#a51931'], [1, 1, 2, 1, 1]),
  ar: () => [field('#006c35'), <rect key="band" x={5} y={10} width={14} height={1.5} fill="#ffffff" />],
};

export type FlagProps = {
  /** Language whose flag to draw. */
  code: LanguageCode;
  /** Class of the svg. */
  className?: string;
};

/** A small decorative flag (the language's name is always next to it). */
export function Flag({ code, className }: FlagProps) {
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className={className} aria-hidden="true" focusable="false">
      {flagShapes[code]()}
    </svg>
  );
}

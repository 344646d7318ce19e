// Icon geometry on a 24×24 grid, drawn as 2px strokes (Feather-style shapes, redrawn as paths).
// Kept as small path builders so each icon is a few bytes of data, not a component.

const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
const line = (x1: number, y1: number, x2: number, y2: number) => `M${x1} ${y1}L${x2} ${y2}`;
const poly = (...points: number[]) => points.reduce((d, n, i) => d + (i % 2 === 0 ? `${i === 0 ? 'M' : 'L'}${n}` : ` ${n}`), '');

export const iconPaths = {
  search: [circle(11, 11, 7), line(21, 21, 16, 16)],
  cart: [circle(9, 20, 1), circle(19, 20, 1), 'M1 2h4l2.7 12.4a2 2 0 0 0 2 1.6h9.1a2 2 0 0 0 2-1.5L23 6H6'],
  user: ['M20 21v-2a4 4 0 0 0-4-4H8a4 4 0 0 0-4 4v2', circle(12, 7, 4)],
  menu: [line(3, 6, 21, 6), line(3, 12, 21, 12), line(3, 18, 21, 18)],
  close: [line(18, 6, 6, 18), line(6, 6, 18, 18)],
  chevron: [poly(6, 9, 12, 15, 18, 9)],
  'chevron-down': [poly(6, 9, 12, 15, 18, 9)],
  'chevron-up': [poly(18, 15, 12, 9, 6, 15)],
  'chevron-left': [poly(15, 18, 9, 12, 15, 6)],
  'chevron-right': [poly(9, 18, 15, 12, 9, 6)],
  globe: [circle(12, 12, 10), line(2, 12, 22, 12), 'M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z'],
  heart: ['M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21.2l7.8-7.7 1-1.1a5.5 5.5 0 0 0 0-7.8z'],
  compare: [poly(8, 3, 4, 7, 8, 11), line(4, 7, 20, 7), poly(16, 21, 20, 17, 16, 13), line(20, 17, 4, 17)],
  'arrow-up': [line(12, 19, 12, 5), poly(5, 12, 12, 5, 19, 12)],
  trash: [poly(3, 6, 21, 6), 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6m3 0V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'],
  plus: [line(12, 5, 12, 19), line(5, 12, 19, 12)],
  minus: [line(5, 12, 19, 12)],
  check: [poly(20, 6, 9, 17, 4, 12)],
  'check-circle': [circle(12, 12, 10), poly(16, 9, 10.5, 15, 8, 12.5)],
  info: [circle(12, 12, 10), line(12, 16, 12, 11), line(12, 8, 12.01, 8)],
  warning: ['M10.3 3.9L1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z', line(12, 9, 12, 13), line(12, 17, 12.01, 17)],
  error: [circle(12, 12, 10), line(15, 9, 9, 15), line(9, 9, 15, 15)],
  phone: [
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8.1 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.9.6 2.8.7a2 2 0 0 1 1.7 2z',
  ],
  mail: ['M4 4h16a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z', poly(22, 6, 12, 13, 2, 6)],
  file: ['M13 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z', poly(13, 2, 13, 9, 20, 9)],
  logout: ['M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4', poly(16, 17, 21, 12, 16, 7), line(21, 12, 9, 12)],
  external: ['M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6', poly(15, 3, 21, 3, 21, 9), line(10, 14, 21, 3)],
  filter: [poly(22, 3, 2, 3, 10, 12.5, 10, 19, 14, 21, 14, 12.5, 22, 3)],
} as const satisfies Record<string, readonly string[]>;

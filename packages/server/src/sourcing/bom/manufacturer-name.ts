/**
 * Whether a manufacturer name written in a BOM ('TI', 'Yageo Corp.', 'Murata Manufacturing')
 * names the catalogue's manufacturer ('Texas Instruments', 'YAGEO', 'Murata Electronics').
 */

const NOISE_WORDS = new Set([
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'llc',
  'gmbh',
  'ag',
  'sa',
  'bv',
  'nv',
  'plc',
  'kk',
  'semiconductor',
  'semiconductors',
  'electronics',
  'electronic',
  'technology',
  'technologies',
  'devices',
  'international',
  'group',
  'components',
  'manufacturing',
  'mfg',
  'america',
  'americas',
  'usa',
  'industries',
  'industrial',
  'the',
  'and',
  'of',
  'systems',
]);

/** Short forms buyers write, by the normalised name they stand for. */
const ABBREVIATIONS: Record<string, string> = {
  ti: 'texasinstruments',
  st: 'stmicroelectronics',
  stm: 'stmicroelectronics',
  stmicro: 'stmicroelectronics',
  adi: 'analog',
  on: 'onsemi',
  onsemiconductor: 'onsemi',
  mchp: 'microchip',
  atmel: 'microchip',
  linear: 'analog',
  lineartechnology: 'analog',
  maxim: 'maximintegratedadi',
  avx: 'kyoceraavx',
  dale: 'vishay',
  vishaydale: 'vishay',
  vishaybccomponents: 'vishay',
  epcos: 'tdk',
  tdkepcos: 'tdk',
  kemetcorp: 'kemet',
  wurth: 'wurthelektronik',
  we: 'wurthelektronik',
  seielectronics: 'stackpole',
  sei: 'stackpole',
  koa: 'koaspeer',
};

export function manufacturerKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE_WORDS.has(word));
  const key = words.join('');
  return ABBREVIATIONS[key] ?? key;
}

/** True when the BOM's manufacturer text names the part's manufacturer (name or URL slug). */
export function manufacturerMatches(bomText: string, name: string, slug: string): boolean {
  const wanted = manufacturerKey(bomText);
  if (!wanted) return true;
  for (const candidate of [manufacturerKey(name), manufacturerKey(slug.replace(/-/g, ' '))]) {
    if (!candidate) continue;
    if (candidate === wanted) return true;
    const [shorter, longer] = candidate.length < wanted.length ? [candidate, wanted] : [wanted, candidate];
    if (shorter.length >= 3 && longer.startsWith(shorter)) return true;
  }
  return false;
}

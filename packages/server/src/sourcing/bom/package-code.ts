/**
 * Package and footprint names reduced to comparable codes, so an 0603 part is never offered for
 * 1206 pads. Chip sizes become imperial codes whatever the spelling ('0603 (1608 Metric)',
 * 'R_0603_1608Metric', 'RESC1608X55N', 'C0603'); leaded and IC packages become family + pins
 * ('8-SOIC', 'SOIC-8_3.9x4.9mm' → 'SOIC8'). Anything else is unknown and never blocks a match.
 */

const IMPERIAL_CHIPS = ['01005', '0201', '0402', '0603', '0805', '1008', '1206', '1210', '1806', '1812', '2010', '2220', '2512'] as const;
const METRIC_TO_IMPERIAL: Record<string, string> = {
  '0402': '01005',
  '0603': '0201',
  '1005': '0402',
  '1608': '0603',
  '2012': '0805',
  '2520': '1008',
  '3216': '1206',
  '3225': '1210',
  '4516': '1806',
  '4532': '1812',
  '5025': '2010',
  '5750': '2220',
  '6332': '2512',
  '6432': '2512',
};

export interface PackageCode {
  /** Imperial chip size ('0603') when the text names one. */
  chip?: string;
  /** Family + pins of other packages ('SOIC8', 'SOT23', 'TO220', 'QFN32'), all that the text names. */
  others: string[];
}

const FAMILY_ALIASES: Record<string, string> = {
  SO: 'SOIC',
  SOIC: 'SOIC',
  PDIP: 'DIP',
  DIP: 'DIP',
  TO236: 'SOT23',
  SOT233: 'SOT23',
  // JEDEC's TO-261 is SOT-223: 'TO-261-4' (Digi-Key, counting the tab) and 'SOT-223-3_TabPin2' (KiCad) are one package.
  TO261: 'SOT223',
};
/**
 * Pin counts that name the usual form of a package whose name already says it (SOT-223 has 3 leads
 * and a tab; DPAK is 'TO-252-2' in EasyEDA and KiCad, counting the leads, and 'TO-252-3' at Digi-Key).
 */
const USUAL_PINS: Record<string, readonly string[]> = { SOT23: ['3'], SOT223: ['3', '4'], TO252: ['2', '3'], TO263: ['2', '3'] };
const FAMILIES =
  'SOIC|SO|SOP|TSSOP|HTSSOP|SSOP|MSOP|VSSOP|QFN|VQFN|UQFN|WQFN|DFN|WSON|VSON|SON|LQFP|TQFP|QFP|BGA|LGA|PDIP|DIP|SOT|SOD|TO|SC|SMA|SMB|SMC|DO';

// Built once: a BOM of 3,000 lines asks for the package of every candidate part, many times each.
const CHIP_PATTERNS = IMPERIAL_CHIPS.map((code) => [code, new RegExp(`(?<![0-9.])${code}(?![0-9])`)] as const);
const OTHERS_FORWARD = new RegExp(`(?<![A-Z0-9])(${FAMILIES})-?\\s?(\\d{1,3})(?:-(\\d{1,2}))?(?![0-9])`, 'g');
const OTHERS_PINS_FIRST = new RegExp(`(?<![0-9A-Z])(\\d{1,3})-(${FAMILIES})(?![A-Z])`, 'g');

function chipOf(text: string): string | undefined {
  const upper = text.toUpperCase();
  const metric = /(?<![0-9])(\d{4})[\s_-]*(?:METRIC|M\b)/.exec(upper);
  if (metric && METRIC_TO_IMPERIAL[metric[1]!]) return METRIC_TO_IMPERIAL[metric[1]!];
  // IPC-7351 land-pattern names carry the metric size: RESC1608X55N, CAPC1005X55N.
  const ipc = /\b(?:RES|CAP|IND|LED|DIO|FUS|BEAD)C(\d{4})X/.exec(upper);
  if (ipc && METRIC_TO_IMPERIAL[ipc[1]!]) return METRIC_TO_IMPERIAL[ipc[1]!];
  for (const [code, pattern] of CHIP_PATTERNS) if (pattern.test(upper)) return code;
  return undefined;
}

function othersOf(text: string): string[] {
  const upper = text.toUpperCase().replace(/_/g, '-');
  const found = new Set<string>();
  const add = (familyRaw: string, digits: string, pins?: string) => {
    let family = familyRaw;
    let number = digits;
    // SOT-23 and TO-220 keep their number as part of the name; SOIC-8 and QFN-32 give a pin count.
    if (['SOT', 'TO', 'SC', 'SOD', 'DO'].includes(family)) {
      family = FAMILY_ALIASES[family + number] ?? family + number;
      const usual = (USUAL_PINS[family] ?? []).includes(pins ?? '') || (family.startsWith('TO') && pins === '3');
      number = pins && !usual ? `-${pins}` : '';
    }
    // EasyEDA's 'SOP-8_150mil' is the 150-mil (3.9 mm) body JEDEC calls SOIC; a bare SOP may be wider.
    else if (family === 'SOP' && /150MIL|3\.9X/.test(upper)) family = 'SOIC';
    else family = FAMILY_ALIASES[family] ?? family;
    found.add(`${family}${number}`);
  };
  // Not inside a longer code: the 'SC1' of NTBG280N120SC1 is no SC-70 package.
  for (const match of upper.matchAll(OTHERS_FORWARD)) add(match[1]!, match[2]!, match[3]);
  // Digi-Key style: '8-SOIC', '48-LQFP'.
  for (const match of upper.matchAll(OTHERS_PINS_FIRST)) add(match[2]!, match[1]!);
  return [...found];
}

// Package texts repeat (every 0603 part of the catalogue says '0603 (1608 Metric)'): read each once.
const CODE_CACHE = new Map<string, PackageCode | undefined>();
const CODE_CACHE_SIZE = 10_000;

export function packageCode(text: string): PackageCode | undefined {
  if (CODE_CACHE.has(text)) return CODE_CACHE.get(text);
  const code = readPackageCode(text);
  if (CODE_CACHE.size >= CODE_CACHE_SIZE) CODE_CACHE.clear();
  CODE_CACHE.set(text, code);
  return code;
}

function readPackageCode(text: string): PackageCode | undefined {
  if (!text.trim()) return undefined;
  const chip = chipOf(text);
  const others = chip ? [] : othersOf(text);
  if (!chip && others.length === 0) return undefined;
  return chip ? { chip, others } : { others };
}

/** Display form of a code: '0603', 'SOIC8'. */
export function packageLabel(code: PackageCode): string {
  return code.chip ?? code.others[0] ?? '';
}

/**
 * True when two package texts are both understood and cannot be the same package: two different
 * chip sizes, a chip size against an IC package, or IC packages with no family+pins in common.
 */
export function packagesConflict(a: PackageCode | undefined, b: PackageCode | undefined): boolean {
  if (!a || !b) return false;
  if (a.chip && b.chip) return a.chip !== b.chip;
  if (a.chip || b.chip) return true;
  return !a.others.some((code) => b.others.includes(code));
}

const TWO_DIGIT: Record<string, string> = { '03': '0201', '05': '0402', '10': '0603', '21': '0805', '31': '1206', '32': '1210' };
const MURATA: Record<string, string> = { '03': '0201', '15': '0402', '18': '0603', '21': '0805', '31': '1206', '32': '1210' };
const TAIYO: Record<string, string> = { '063': '0201', '105': '0402', '107': '0603', '212': '0805', '316': '1206', '325': '1210' };
const KOA: Record<string, string> = { '1H': '0201', '1E': '0402', '1J': '0603', '2A': '0805', '2B': '1206', '2E': '1210', '3A': '2512' };
const PANASONIC: Record<string, string> = { '1G': '0201', '2': '0402', '3': '0603', '6': '0805', '8': '1206' };
const SIZE = '(0201|0402|0603|0805|1206|1210|2010|2512)';

type SizedKind = 'resistor' | 'capacitor' | 'inductor';
const PART_NUMBER_SIZES: [RegExp, SizedKind, (m: RegExpExecArray) => string | undefined][] = [
  [new RegExp(`^(?:RC|RT|RL|AC|AF|RE)${SIZE}[A-Z]{2}-`), 'resistor', (m) => m[1]],
  [new RegExp(`^(?:CRCW|RMCF|RMCP|RNCP|CSR|CRGCQ)${SIZE}`), 'resistor', (m) => m[1]],
  [new RegExp(`^CR${SIZE}-`), 'resistor', (m) => m[1]],
  [/^RK73[HBZ]?(1H|1E|1J|2A|2B|2E|3A)/, 'resistor', (m) => KOA[m[1]!]],
  [/^ERJ-?(1G|2|3|6|8)[A-Z]/, 'resistor', (m) => PANASONIC[m[1]!]],
  [new RegExp(`^CC${SIZE}[A-Z]`), 'capacitor', (m) => m[1]],
  [/^(?:GRM|GCM|GRT|GJM|GQM|GCJ)(03|15|18|21|31|32)/, 'capacitor', (m) => MURATA[m[1]!]],
  [/^CL(03|05|10|21|31|32)[A-Z]/, 'capacitor', (m) => TWO_DIGIT[m[1]!]],
  [new RegExp(`^C${SIZE}C\\d{3}`), 'capacitor', (m) => m[1]],
  // TDK writes the metric size: C1608X7R… is 0603 (after KEMET's imperial C0603C104…).
  [/^C(0603|1005|1608|2012|3216|3225)[A-Z]/, 'capacitor', (m) => METRIC_TO_IMPERIAL[m[1]!]],
  [/^[A-Z]MK(063|105|107|212|316|325)/, 'capacitor', (m) => TAIYO[m[1]!]],
  [new RegExp(`^${SIZE}[0-9A-Z][ACDG]\\d{3}[A-Z]`), 'capacitor', (m) => m[1]],
  [/^(?:LQM|LQG|LQW)(03|15|18|21|31)/, 'inductor', (m) => MURATA[m[1]!]],
];

/**
 * The chip size written inside a passive's part number, for the makers whose numbering says it
 * (Yageo RC0402…, CC0805…; Murata GRM155…; Samsung CL05…; TDK C1608…; Taiyo Yuden EMK105…; KEMET
 * C0603C…; AVX 0805…; Vishay CRCW0603…; KOA RK73H1J…; Panasonic ERJ-3…; Stackpole RMCF0603…). A BOM
 * that names such a part but no footprint still says its size; any other number says nothing.
 */
export function chipOfPartNumber(partNo: string): { chip: string; kind: SizedKind } | undefined {
  const text = partNo.trim().toUpperCase();
  for (const [pattern, kind, size] of PART_NUMBER_SIZES) {
    const match = pattern.exec(text);
    const chip = match ? size(match) : undefined;
    if (chip) return { chip, kind };
  }
  return undefined;
}

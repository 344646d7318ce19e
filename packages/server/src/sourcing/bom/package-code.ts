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

const FAMILY_ALIASES: Record<string, string> = { SO: 'SOIC', SOIC: 'SOIC', PDIP: 'DIP', DIP: 'DIP', TO236: 'SOT23', SOT233: 'SOT23' };
const FAMILIES =
  'SOIC|SO|SOP|TSSOP|HTSSOP|SSOP|MSOP|VSSOP|QFN|VQFN|UQFN|WQFN|DFN|WSON|VSON|SON|LQFP|TQFP|QFP|BGA|LGA|PDIP|DIP|SOT|SOD|TO|SC|SMA|SMB|SMC|DO';

function chipOf(text: string): string | undefined {
  const upper = text.toUpperCase();
  const metric = /(?<![0-9])(\d{4})[\s_-]*(?:METRIC|M\b)/.exec(upper);
  if (metric && METRIC_TO_IMPERIAL[metric[1]!]) return METRIC_TO_IMPERIAL[metric[1]!];
  // IPC-7351 land-pattern names carry the metric size: RESC1608X55N, CAPC1005X55N.
  const ipc = /\b(?:RES|CAP|IND|LED|DIO|FUS|BEAD)C(\d{4})X/.exec(upper);
  if (ipc && METRIC_TO_IMPERIAL[ipc[1]!]) return METRIC_TO_IMPERIAL[ipc[1]!];
  for (const code of IMPERIAL_CHIPS) {
    if (new RegExp(`(?<![0-9.])${code}(?![0-9])`).test(upper)) return code;
  }
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
      number = pins && !(family === 'SOT23' && pins === '3') && !(family.startsWith('TO') && pins === '3') ? `-${pins}` : '';
    } else family = FAMILY_ALIASES[family] ?? family;
    found.add(`${family}${number}`);
  };
  // Not inside a longer code: the 'SC1' of NTBG280N120SC1 is no SC-70 package.
  for (const match of upper.matchAll(new RegExp(`(?<![A-Z0-9])(${FAMILIES})-?\\s?(\\d{1,3})(?:-(\\d{1,2}))?(?![0-9])`, 'g')))
    add(match[1]!, match[2]!, match[3]);
  // Digi-Key style: '8-SOIC', '48-LQFP'.
  for (const match of upper.matchAll(new RegExp(`(?<![0-9A-Z])(\\d{1,3})-(${FAMILIES})(?![A-Z])`, 'g'))) add(match[2]!, match[1]!);
  return [...found];
}

export function packageCode(text: string): PackageCode | undefined {
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

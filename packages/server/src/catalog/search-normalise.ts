import { partNumberKey } from './part-number';

/**
 * Suffixes distributors and buyers add to a manufacturer part number to name a packaging
 * (Digi-Key's -ND/-CT/-TR/-DKR, "cut tape", "reel"). They are not part of the MPN, so search
 * drops them; suffixes that ARE the manufacturer's own code (TI's R/T, Yageo's L) stay.
 */
const PACKAGING_SUFFIX = /(?:[\s_/-]+(?:ND|CT|TR|DKR|REEL|MINI-?REEL|CUT\s*TAPE|TAPE\s*(?:&|AND)?\s*REEL|T&R|BULK))+$/i;

export interface NormalisedQuery {
  /** The keyword as typed, trimmed. */
  text: string;
  /** Upper-case letters and digits of the part number, packaging suffix removed. */
  key: string;
}

export function normaliseQuery(raw: string): NormalisedQuery {
  const text = raw.trim();
  const withoutPackaging = text.replace(PACKAGING_SUFFIX, '');
  return { text, key: partNumberKey(withoutPackaging || text) };
}

/** Escapes LIKE wildcards; keys are letters and digits only, so this is belt and braces. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * What kind of part a line is, from three witnesses: the designator prefixes (R, C, L, FB, Y/X,
 * RN, D, Q, U, J…), the footprint name ('R_Array_Convex_4x0603', 'L_0603', 'C_0402_1005Metric')
 * and the words of the value and description ('FERRITE BEAD', 'CRYSTAL', 'RES ARRAY').
 */

/** The passives the tool matches by value; every other kind is matched by part number only. */
export type PassiveKind = 'resistor' | 'capacitor' | 'inductor';
export type PartKind = PassiveKind | 'ferriteBead' | 'crystal' | 'resistorArray' | 'other';

export const PASSIVE_KINDS: readonly PartKind[] = ['resistor', 'capacitor', 'inductor'];
export const isPassive = (kind: PartKind | undefined): kind is PassiveKind => kind !== undefined && PASSIVE_KINDS.includes(kind);

/** Prefixes as IEEE 315 / IEC 81346 and the EDA libraries use them; longer prefixes are looked up first. */
const PREFIX_KINDS: Record<string, PartKind> = {
  R: 'resistor',
  VR: 'other',
  RV: 'other',
  RT: 'other',
  TH: 'other',
  RN: 'resistorArray',
  RA: 'resistorArray',
  RP: 'resistorArray',
  RR: 'resistorArray',
  AR: 'resistorArray',
  C: 'capacitor',
  L: 'inductor',
  FB: 'ferriteBead',
  FL: 'other',
  Y: 'crystal',
  X: 'crystal',
  XTAL: 'crystal',
  D: 'other',
  LED: 'other',
  Q: 'other',
  U: 'other',
  IC: 'other',
  J: 'other',
  P: 'other',
  CN: 'other',
  CON: 'other',
  SW: 'other',
  S: 'other',
  F: 'other',
  K: 'other',
  T: 'other',
  TP: 'other',
  BT: 'other',
  M: 'other',
  MH: 'other',
  H: 'other',
  LS: 'other',
  BZ: 'other',
};

/** The kind all the designators agree on; 'mixed' when they name different kinds; undefined when none is known. */
export function kindOfDesignators(designators: readonly string[]): PartKind | 'mixed' | undefined {
  const kinds = new Set<PartKind | undefined>();
  for (const designator of designators) {
    const prefix = /^[A-Za-z]+/.exec(designator.trim())?.[0]?.toUpperCase() ?? '';
    kinds.add(PREFIX_KINDS[prefix]);
  }
  if (kinds.size === 0) return undefined;
  if (kinds.size > 1) return 'mixed';
  return [...kinds][0];
}

/** KiCad library and IPC-7351 names first ('Resistor_SMD:R_0603…', 'RESC1608X55N'), then common words. */
const FOOTPRINT_KINDS: [RegExp, PartKind][] = [
  [/R_Array|R_Pack|Resistor_Array|RESCAV|\bRN\d|_Array_/i, 'resistorArray'],
  [/Crystal|XTAL|Resonator|Oscillator/i, 'crystal'],
  [/Ferrite|Bead|(^|[:_\s])FB_/i, 'ferriteBead'],
  [/(^|:)(Fuse|LED|D|Diode|SOD|Q|SOT|TO|SOIC|QFN|TSSOP|SW|Button|Conn|Connector|Pin_?Header|Jumper|TestPoint|MountingHole)[_-]/i, 'other'],
  [/(^|:)R_|Resistor_|\bRESC\d/i, 'resistor'],
  [/(^|:)C_|Capacitor_|\bCAPC\d|\bCP_Elec/i, 'capacitor'],
  [/(^|:)L_|Inductor_|\bINDC\d|\bINDM\d/i, 'inductor'],
];

export function kindOfFootprint(footprint: string): PartKind | undefined {
  const text = footprint.trim();
  if (!text) return undefined;
  return FOOTPRINT_KINDS.find(([pattern]) => pattern.test(text))?.[1];
}

const WORD_KINDS: [RegExp, PartKind][] = [
  [/\b(FERRITE|BEAD|EMI\s+FILTER)\b/i, 'ferriteBead'],
  [/\b(CRYSTAL|XTAL|RESONATOR|OSCILLATOR|OSC)\b/i, 'crystal'],
  [/\b(RES(ISTOR)?\s+(ARRAY|NETWORK)|ARRAY|NETWORK|\d\s*x\s*\d+\s*(k|R|ohm))\b/i, 'resistorArray'],
  [
    /\b(IC|MCU|DIODE|LED|TRANSISTOR|MOSFET|FET|BJT|FUSE|PTC|NTC|THERMISTOR|VARISTOR|CONN|CONNECTOR|HEADER|SWITCH|RELAY|REGULATOR|LDO|OPAMP|TVS|ZENER|SCHOTTKY|TRIMMER|POT|POTENTIOMETER|BUZZER|BATTERY|TESTPOINT|TEST\s+(POINT|PAD)|FIDUCIAL|MOUNTING\s+HOLE|LOGO|SCREW|LABEL|PCB)\b/i,
    'other',
  ],
  [/\b(RES|RESISTOR|RESISTANCE)\b/i, 'resistor'],
  [/\b(CAP|CAPACITOR|MLCC|CERAMIC|TANTALUM|ELECTROLYTIC)\b/i, 'capacitor'],
  [/\b(IND|INDUCTOR|CHOKE)\b/i, 'inductor'],
];

/** The kind the words of a text name, most specific first (a 'RES ARRAY' is an array, not a resistor). */
export function kindOfWords(text: string): PartKind | undefined {
  return WORD_KINDS.find(([pattern]) => pattern.test(text))?.[1];
}

/**
 * One kind from the witnesses, or undefined when they disagree or say nothing: a more specific
 * witness refines a general one (FB or 'FERRITE' on an L line is a bead, RN or 'R_Array' on an
 * R line an array, 'CRYSTAL 18pF' a crystal), anything else that differs is a disagreement.
 */
export function agreedKind(witnesses: readonly (PartKind | 'mixed' | undefined)[]): PartKind | 'conflict' | undefined {
  if (witnesses.includes('mixed')) return 'conflict';
  const kinds = new Set(witnesses.filter((kind): kind is PartKind => kind !== undefined && kind !== 'mixed'));
  if (kinds.has('ferriteBead')) kinds.delete('inductor');
  if (kinds.has('resistorArray')) kinds.delete('resistor');
  if (kinds.has('crystal')) kinds.delete('capacitor');
  if (kinds.size === 0) return undefined;
  if (kinds.size > 1) return 'conflict';
  return [...kinds][0];
}

/**
 * Not-fitted markers written in a value or description cell: 'DNP', 'DNF', 'do not place',
 * 'Leave empty', 'NC', 'not fitted', '10k (DNP)'. A whole cell of 'NC' is a marker; inside a
 * longer text 'NC' is not ('NC contact').
 */

/** Cells that are a marker and nothing else, compared lower case with only letters and digits. */
const WHOLE_CELL = new Set([
  'dnp',
  'dnf',
  'dni',
  'nf',
  'nc',
  'nopop',
  'nostuff',
  'donotplace',
  'donotfit',
  'donotpopulate',
  'donotmount',
  'donotinstall',
  'notfitted',
  'notplaced',
  'notpopulated',
  'notmounted',
  'nofit',
  'leaveempty',
  'leaveopen',
  'empty',
  'excluded',
  'exclude',
]);

/** Markers inside a longer text: '10k DNP', '100n (do not place)', 'leave empty for now'. */
const IN_TEXT =
  /(?<![A-Za-z])(DNP|DNF|DNI|NOPOP|DO[\s_-]*NOT[\s_-]*(PLACE|FIT|POPULATE|MOUNT|INSTALL|ASSEMBLE)|NOT[\s_-]*(FITTED|PLACED|POPULATED|MOUNTED)|LEAVE[\s_-]*(EMPTY|OPEN|UNPOPULATED)|NO[\s_-]*STUFF)(?![A-Za-z])/i;

/** True when a value or description cell says the part is not to be fitted. */
export function saysNotFitted(cell: string): boolean {
  const text = cell.trim();
  if (!text) return false;
  return isMarkerCell(text) || IN_TEXT.test(text);
}

/** True when the whole cell is a marker ('DNP', 'NC', 'Leave empty'): in any column, even one no field claims. */
export function isMarkerCell(cell: string): boolean {
  return WHOLE_CELL.has(
    cell
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, ''),
  );
}

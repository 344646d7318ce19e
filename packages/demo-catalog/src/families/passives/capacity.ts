// Second pass of capacity for resistors, capacitors and inductors: every family continues a
// first-pass family (Family.after), so the parts made before that family runs out stay where they were.
import type { Family } from '../family';
import { ALU_PASS2 } from './aluminium-electrolytic-capacity';
import { IND_PASS2 } from './power-inductor-capacity';
import { MLCC_PASS2 } from './mlcc-capacity';
import { RES_PASS2 } from './current-sense-capacity';
import { TANT_FILM_PASS2 } from './tantalum-and-film-capacity';

export const PASS2_FAMILIES: Family[] = [...RES_PASS2, ...MLCC_PASS2, ...ALU_PASS2, ...TANT_FILM_PASS2, ...IND_PASS2];

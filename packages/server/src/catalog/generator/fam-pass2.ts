// Second pass of capacity for resistors, capacitors and inductors: every family continues a
// first-pass family (Family.after), so the parts made before that family runs out stay where they were.
import type { Family } from './lib';
import { ALU_PASS2 } from './fam-pass2-alu';
import { IND_PASS2 } from './fam-pass2-ind';
import { MLCC_PASS2 } from './fam-pass2-mlcc';
import { RES_PASS2 } from './fam-pass2-res';
import { TANT_FILM_PASS2 } from './fam-pass2-tant';

export const PASS2_FAMILIES: Family[] = [...RES_PASS2, ...MLCC_PASS2, ...ALU_PASS2, ...TANT_FILM_PASS2, ...IND_PASS2];

// Second pass of capacity for resistors, capacitors and inductors: every family continues a
// first-pass family (Family.after), so the parts made before that family runs out stay where they were.
import type { Family } from './lib';
import { ALU_PASS2 } from './fam-pass2-alu';
import { MLCC_PASS2 } from './fam-pass2-mlcc';
import { TANT_FILM_PASS2 } from './fam-pass2-tant';

export const PASS2_FAMILIES: Family[] = [...MLCC_PASS2, ...ALU_PASS2, ...TANT_FILM_PASS2];

// Third pass of capacity for inductors, resistors and capacitors: every family continues a
// first-pass family of its leaf (Family.after), so the parts made before that family runs out stay where they were.
import type { Family } from '../family';
import { IND_PASS3 } from './inductor-e24-and-rf-capacity';

export const PASS3_FAMILIES: Family[] = [...IND_PASS3];

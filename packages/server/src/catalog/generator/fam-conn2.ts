// The second wave of connector, relay (more capacity for the 2,000,000-part catalogue). Every family
// here continues a first-wave family of its leaf (see continueLeaf), so it adds capacity without
// moving any part made before that family runs out.
import type { Family } from './lib';
import { CONN_FFC_FAMILIES } from './fam-conn-ffc';
import { CONN_IO_FAMILIES } from './fam-conn-io';
import { CONN_RECT_FAMILIES } from './fam-conn-rect';
import { FFC2_FAMILIES, RELAY2_FAMILIES, TB2_FAMILIES } from './fam-conn2-io';
import { RELAY_FAMILIES } from './fam-relays';
import { HEADER2_FAMILIES } from './fam-conn2-headers';
import { CRIMP2_FAMILIES, WTB2_FAMILIES } from './fam-conn2-wtb';
import { continueLeaf } from './fam-conn2-lib';

export const CONN2_FAMILIES: Family[] = [
  ...continueLeaf('headers-and-pin-strips', CONN_RECT_FAMILIES, HEADER2_FAMILIES),
  ...continueLeaf('wire-to-board-connectors', CONN_RECT_FAMILIES, WTB2_FAMILIES),
  ...continueLeaf('crimp-terminals-and-housings', CONN_RECT_FAMILIES, CRIMP2_FAMILIES),
  ...continueLeaf('terminal-blocks', CONN_IO_FAMILIES, TB2_FAMILIES),
  ...continueLeaf('ffc-and-fpc-connectors', CONN_FFC_FAMILIES, FFC2_FAMILIES),
  ...continueLeaf('power-relays', RELAY_FAMILIES, RELAY2_FAMILIES),
];

// The second wave of connector, relay (more capacity for the 2,000,000-part catalogue). Every family
// here continues a first-wave family of its leaf (see continueLeaf), so it adds capacity without
// moving any part made before that family runs out.
import type { Family } from '../family';
import { CONN_FFC_FAMILIES } from './ffc-fpc';
import { CONN_IO_FAMILIES } from './terminal-blocks-usb-dsub-rj45-rf';
import { CONN_RECT_FAMILIES } from './headers-wire-to-board-crimp';
import { FFC2_FAMILIES, RELAY2_FAMILIES, TB2_FAMILIES } from './terminal-block-ffc-relay-capacity';
import { RELAY_FAMILIES } from '../electromechanical/relays';
import { HEADER2_FAMILIES } from './header-capacity';
import { CRIMP2_FAMILIES, WTB2_FAMILIES } from './wire-to-board';
import { continueLeaf } from './capacity-helpers';
import { CONN3 } from './configurable-series-capacity';

export const CONN2_FAMILIES: Family[] = [
  ...continueLeaf('headers-and-pin-strips', CONN_RECT_FAMILIES, HEADER2_FAMILIES),
  ...continueLeaf('wire-to-board-connectors', CONN_RECT_FAMILIES, WTB2_FAMILIES),
  ...continueLeaf('crimp-terminals-and-housings', CONN_RECT_FAMILIES, CRIMP2_FAMILIES),
  ...continueLeaf('terminal-blocks', CONN_IO_FAMILIES, TB2_FAMILIES),
  ...continueLeaf('ffc-and-fpc-connectors', CONN_FFC_FAMILIES, FFC2_FAMILIES),
  ...continueLeaf('power-relays', RELAY_FAMILIES, RELAY2_FAMILIES),
  // Third wave: appended to the same chains, after the second wave's pieces.
  ...continueLeaf('wire-to-board-connectors', CONN_RECT_FAMILIES, CONN3.WTB3_FAMILIES),
  ...continueLeaf('crimp-terminals-and-housings', CONN_RECT_FAMILIES, CONN3.CRIMP3_FAMILIES),
  ...continueLeaf('terminal-blocks', CONN_IO_FAMILIES, CONN3.TB3_FAMILIES),
  ...continueLeaf('ffc-and-fpc-connectors', CONN_FFC_FAMILIES, CONN3.FFC3_FAMILIES),
  ...continueLeaf('usb-connectors', CONN_IO_FAMILIES, CONN3.USB3_FAMILIES),
  ...continueLeaf('d-sub-connectors', CONN_IO_FAMILIES, CONN3.DSUB3_FAMILIES),
  ...continueLeaf('rj45-modular-connectors', CONN_IO_FAMILIES, CONN3.RJ3_FAMILIES),
];

import { mediaQueries, vars } from '@ferrite/tokens';
import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../private/styles';

// The `cards` layout: below 600 px each row becomes a card of "label: value" lines, so a phone
// shows every column without sideways scrolling. Above it the table is an ordinary table.

const phone = mediaQueries.xsOnly;

export const cardsWrapper = style({
  '@media': { [phone]: { overflowX: 'visible', border: 0, background: 'transparent' } },
});

export const cardsTable = style({
  '@media': { [phone]: { display: 'block' } },
});

export const cardsHead = style({
  '@media': { [phone]: { display: 'block' } },
});

export const cardsHeadRow = style({
  '@media': { [phone]: { display: 'flex', paddingBlockEnd: vars.space.small } },
});

/** Header cells on a phone: kept for screen readers (the explicit roles tie the cells to them). */
export const cardsHeadCell = style({
  '@media': {
    // Without the pattern's -1 px margin: the header row keeps its place above the cards, and the
    // margin moved every card up a pixel.
    [phone]: { ...visuallyHidden, margin: 0 },
  },
});

/** A header that stays in view above the cards (a select-all checkbox). */
export const cardsHeadCellKept = style({
  '@media': { [phone]: { display: 'block', border: 0, background: 'transparent', paddingInline: vars.space.small } },
});

export const cardsBody = style({
  '@media': { [phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.small } },
});

export const cardsRow = style({
  '@media': {
    [phone]: {
      display: 'flex',
      flexDirection: 'column',
      border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      borderRadius: vars.radius.standard,
      background: vars.color.surface,
      paddingBlock: vars.space.xsmall,
    },
  },
});

export const cardsCell = style({
  '@media': {
    [phone]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      justifyContent: 'space-between',
      gap: vars.space.small,
      borderBottom: 0,
      paddingBlock: vars.space.xsmall,
      textAlign: 'start',
    },
  },
});

/** The header text repeated in a cell: shown only in the cards layout on a phone. */
export const cardLabel = style({
  display: 'none',
  '@media': {
    [phone]: {
      display: 'inline',
      color: vars.color.textMuted,
      fontSize: vars.font.size.small,
      fontWeight: vars.font.weight.medium,
    },
  },
});

/** A column that stays in view while the others scroll sideways (the scroll layout). */
export const pinned = style({
  position: 'sticky',
  insetInlineStart: 0,
  zIndex: 1,
  background: vars.color.surface,
  selectors: { 'th&': { background: vars.color.surfaceSunken } },
  '@media': { [phone]: { position: 'static' } },
});

export const highlighted = style({ background: vars.color.brandSoft });

export const muted = style({ color: vars.color.textMuted });

/** The cell's content beside its label in the cards layout. */
export const cardValue = style({
  '@media': { [phone]: { flex: '1 1 auto', minWidth: 0, textAlign: 'end' } },
});

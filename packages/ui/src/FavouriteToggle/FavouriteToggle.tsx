import { IconButton } from '../IconButton';
import { root } from './FavouriteToggle.css';

export type FavouriteToggleLabels = {
  /** Accessible name; the same whether saved or not (the pressed state says which); `{partNo}` is replaced. */
  toggle: string;
};

/** The toggle's English texts: the default of `labels`. */
export const favouriteToggleLabels: FavouriteToggleLabels = {
  toggle: 'Favourite {partNo}',
};

export type FavouriteToggleProps = {
  /** The part it saves, read in the accessible name. */
  partNumber: string;
  /** Whether the part is a favourite (aria-pressed). */
  pressed: boolean;
  /** Called with the state asked for: true to save, false to remove. */
  onToggle: (pressed: boolean) => void;
  /** A change is on its way: clicks are ignored until it is done. @default false */
  busy?: boolean;
  /** Button size: small 28, standard 36px. @default 'small' */
  size?: 'small' | 'standard';
  /** Texts, e.g. from a language pack. @default favouriteToggleLabels (English) */
  labels?: Partial<FavouriteToggleLabels>;
};

/** A heart that saves a part to the favourites or removes it: a toggle button with a fixed name and a pressed state. */
export function FavouriteToggle({ partNumber, pressed, onToggle, busy = false, size = 'small', labels }: FavouriteToggleProps) {
  const text = { ...favouriteToggleLabels, ...labels };
  return (
    <span className={root}>
      <IconButton
        icon="heart"
        label={text.toggle.replace('{partNo}', partNumber)}
        size={size}
        variant="outline"
        aria-pressed={pressed}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onToggle(!pressed);
        }}
      />
    </span>
  );
}

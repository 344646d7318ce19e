export { FavouriteToggle, favouriteToggleLabels } from './FavouriteToggle';
export type { FavouriteToggleLabels, FavouriteToggleProps } from './FavouriteToggle';

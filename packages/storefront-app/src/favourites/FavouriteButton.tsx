import { FavouriteToggle } from '@ferrite/ui';
import { useI18n } from '../i18n';
import { useServices } from '../state/context';
import { setFavourite, useFavourites } from './favourites';

/**
 * The heart for one part. It needs JavaScript (the API call), so it is not rendered before the
 * page has hydrated: without JavaScript there is no button that does nothing.
 */
export function FavouriteButton({ part }: { part: { ProductID: number; PartNo: string } }) {
  const services = useServices();
  const favourites = useFavourites();
  const { section } = useI18n();
  if (favourites.loadedFor === null) return null;
  return (
    <FavouriteToggle
      partNumber={part.PartNo}
      pressed={Boolean(favourites.ids[part.ProductID])}
      busy={Boolean(favourites.busy[part.ProductID])}
      onToggle={(next) => void setFavourite(services, part.ProductID, next)}
      labels={section('kitFavouriteToggle')}
    />
  );
}

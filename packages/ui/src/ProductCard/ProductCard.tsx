import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { useLinkComponent } from '../LinkProvider';
import { formatPrice } from '../PriceBreakTable';
import type { Currency } from '../PriceBreakTable';
import { StockBadge } from '../StockBadge';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  actions,
  body,
  card,
  description as descriptionClass,
  image,
  manufacturer as manufacturerClass,
  media,
  price as priceClass,
  priceNote,
  skeletonBlock,
  skeletonLine,
  title as titleClass,
  titleLink,
} from './ProductCard.css';
import { variantOptions } from '../private/variant-options';
import type { ProductCardVariants } from './ProductCard.css';

export const productCardLayouts = variantOptions<NonNullable<ProductCardVariants['layout']>>()(['grid', 'list']);

export type ProductCardLabels = {
  addToCart: string;
  compare: string;
  favourite: string;
  unfavourite: string;
  from: string;
  noImage: string;
  loading: string;
};

/** The card's English texts: the default of `labels`. */
export const productCardLabels: ProductCardLabels = {
  addToCart: 'Add to Cart',
  compare: 'Add to compare',
  favourite: 'Add to favourites',
  unfavourite: 'Remove from favourites',
  from: 'from',
  noImage: 'No image',
  loading: 'Loading product',
};

export type ProductCardProps = {
  /** Manufacturer part number: the card's title. */
  partNumber: string;
  /** Product page; the title links there through the injected link component. */
  href: string;
  /** Manufacturer name. @default undefined */
  manufacturer?: string;
  /** One-line description, clamped to two lines. @default undefined */
  description?: string;
  /** Picture URL. @default undefined (placeholder) */
  imageSrc?: string;
  /** Pieces in stock; null when on request. @default null */
  stock?: number | null;
  /** Lowest unit price (shown as "from"). @default undefined */
  unitPrice?: number;
  /** Currency of the price. @default 'USD' */
  currency?: Currency;
  /** Card arrangement: grid tile or list row. @default 'grid' */
  layout?: ProductCardVariants['layout'];
  /** Heading level of the title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Called by "Add to Cart"; without it there is no button. @default undefined */
  onAddToCart?: () => void;
  /** Called by the compare button; without it there is no button. @default undefined */
  onCompare?: () => void;
  /** Called by the favourite button; without it there is no button. @default undefined */
  onToggleFavourite?: () => void;
  /** Whether it is a favourite (pressed state). @default false */
  favourite?: boolean;
  /** Adding to cart is in progress. @default false */
  adding?: boolean;
  /** Shows a skeleton instead of content. @default false */
  loading?: boolean;
  /** Button and note texts. @default English */
  labels?: Partial<ProductCardLabels>;
  /** Locale for prices and counts. @default 'en-US' */
  locale?: string;
};

/** A part in a listing: picture, part number, manufacturer, stock, price and actions. */
export function ProductCard({
  partNumber,
  href,
  manufacturer,
  description,
  imageSrc,
  stock = null,
  unitPrice,
  currency = 'USD',
  layout,
  headingLevel = 3,
  onAddToCart,
  onCompare,
  onToggleFavourite,
  favourite = false,
  adding = false,
  loading = false,
  labels,
  locale = 'en-US',
}: ProductCardProps) {
  const LinkComponent = useLinkComponent();
  const titleId = useId();
  const text = { ...productCardLabels, ...labels };
  const Title = `h${headingLevel}` as const;

  if (loading) {
    return (
      <article className={card({ layout })} aria-busy="true" aria-label={text.loading}>
        <div className={`${media} ${skeletonBlock}`} />
        <div className={body}>
          <div className={`${skeletonBlock} ${skeletonLine.title}`} />
          <div className={`${skeletonBlock} ${skeletonLine.short}`} />
          <div className={`${skeletonBlock} ${skeletonLine.long}`} />
        </div>
        <VisuallyHidden>{text.loading}</VisuallyHidden>
      </article>
    );
  }

  return (
    <article className={card({ layout })} aria-labelledby={titleId}>
      <div className={media}>
        {imageSrc ? (
          <img className={image} src={imageSrc} alt={partNumber} loading="lazy" width={160} height={160} />
        ) : (
          <span role="img" aria-label={text.noImage}>
            <Icon name="file" size="xlarge" />
          </span>
        )}
      </div>
      <div className={body}>
        <Title className={titleClass} id={titleId}>
          <LinkComponent href={href} className={titleLink}>
            {partNumber}
          </LinkComponent>
        </Title>
        {manufacturer ? <span className={manufacturerClass}>{manufacturer}</span> : null}
        {description ? <p className={descriptionClass}>{description}</p> : null}
        <div>
          <StockBadge quantity={stock} locale={locale} />
        </div>
        {unitPrice !== undefined ? (
          <span className={priceClass}>
            <span className={priceNote}>{text.from} </span>
            {formatPrice(unitPrice, currency, locale)}
          </span>
        ) : null}
      </div>
      {onAddToCart || onCompare || onToggleFavourite ? (
        <div className={actions}>
          {onAddToCart ? (
            <Button icon="cart" size="small" onClick={onAddToCart} loading={adding} disabled={stock === 0}>
              {text.addToCart}
            </Button>
          ) : null}
          {onCompare ? (
            <IconButton icon="compare" label={`${text.compare}: ${partNumber}`} size="small" variant="outline" onClick={onCompare} />
          ) : null}
          {onToggleFavourite ? (
            <IconButton
              icon="heart"
              label={`${favourite ? text.unfavourite : text.favourite}: ${partNumber}`}
              size="small"
              variant="outline"
              aria-pressed={favourite}
              onClick={onToggleFavourite}
            />
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

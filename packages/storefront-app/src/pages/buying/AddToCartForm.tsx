import type { ReactNode } from 'react';
import { useFetcher } from 'react-router-dom';
import { Box, Button, QuantityInput, Text } from '@ferrite/ui';
import { backOrderable, type PartSummary } from '@ferrite/contract';
import { useI18n } from '../../i18n';
import type { CartActionResult } from './cart-action';
import { CsrfField, useHydrated } from './shared';

export interface AddToCartFormProps {
  part: Pick<PartSummary, 'ProductID' | 'PartNo' | 'MOQ' | 'OrderMultiple' | 'Stock'> &
    Partial<Pick<PartSummary, 'Lifecycle'>> & {
      /** The maker's lead time, where the page knows it: a part with one may be ordered beyond stock. */
      LeadTimeWeeks?: number;
    };
  /** The quantity control; by default a QuantityInput named OrderQty starting at the MOQ. */
  children?: ReactNode;
  /** Also offer Buy Now (docs/product.md §4), straight to checkout with this line alone. */
  buyNow?: boolean;
  /** Smaller layout for table rows. */
  compact?: boolean;
}

/**
 * Add to cart (and Buy Now) for one part: a real form posting to /shopcart, so it works without
 * JavaScript (the server adds and shows the cart); with JavaScript a fetcher posts it in place and
 * the snackbar confirms.
 */
export function AddToCartForm({ part, children, buyNow = false, compact = false }: AddToCartFormProps) {
  const fetcher = useFetcher<CartActionResult>();
  const hydrated = useHydrated();
  const { t, section, locale } = useI18n();
  const busy = fetcher.state !== 'idle';
  const outOfStock =
    part.Stock <= 0 &&
    !(part.LeadTimeWeeks !== undefined && backOrderable({ leadTimeWeeks: part.LeadTimeWeeks, lifecycle: part.Lifecycle ?? '' }));
  const result = fetcher.data;
  return (
    <fetcher.Form method="post" action="/shopcart" aria-label={t('buying.addPartToCart', { partNo: part.PartNo })}>
      <Box
        display="flex"
        flexDirection={compact ? 'row' : 'column'}
        flexWrap={compact ? 'wrap' : undefined}
        alignItems={compact ? 'center' : undefined}
        gap={compact ? 'xsmall' : 'small'}
      >
        <CsrfField />
        <input type="hidden" name="ProductID" value={part.ProductID} />
        {/* Without JavaScript an add ends on the cart page; with it the visitor stays here. */}
        <input type="hidden" name="after" value={hydrated ? 'stay' : 'cart'} />
        {children ?? (
          <QuantityInput
            label={t('buying.quantityOf', { partNo: part.PartNo })}
            labels={section('kitQuantityInput')}
            locale={locale}
            name="OrderQty"
            defaultValue={part.MOQ}
            min={part.MOQ}
            step={part.OrderMultiple}
            hint={compact ? '' : undefined}
          />
        )}
        <Box as="span" display="flex" flexWrap="wrap" gap="small">
          <Button
            type="submit"
            name="intent"
            value="add"
            size={compact ? 'small' : 'standard'}
            icon="cart"
            disabled={outOfStock}
            loading={busy && fetcher.formData?.get('intent') === 'add'}
          >
            {t('buying.addToCart')}
          </Button>
          {buyNow ? (
            <Button
              type="submit"
              name="intent"
              value="buynow"
              variant="secondary"
              disabled={outOfStock}
              loading={busy && fetcher.formData?.get('intent') === 'buynow'}
            >
              {t('buying.buyNow')}
            </Button>
          ) : null}
        </Box>
        {result && !result.ok ? (
          <Box as="span" role="alert">
            <Text size="xsmall" tone="critical">
              {result.message}
            </Text>
          </Box>
        ) : result?.ok ? (
          <Box as="span" role="status">
            <Text size="xsmall" tone="positive">
              {result.message}
            </Text>
          </Box>
        ) : null}
      </Box>
    </fetcher.Form>
  );
}

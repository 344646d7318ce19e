import { Box, ButtonLink, Text } from '@ferrite/ui';
import { Link } from 'react-router-dom';
import { formatCents, CART_PANEL_LIMIT } from '@ferrite/contract';
import { formatQuantity } from '../../format/money';
import { FavouriteButton } from '../../favourites/FavouriteButton';
import { useI18n } from '../../i18n';
import { useCartSummary } from './cart-summary';

/**
 * The sidebar's cart panel (docs/product.md §2 sidebar, §4: at most 9 items). The shell mounts it in the
 * sidebar's cart view; the count for the header comes from `useCartSummary().Count`.
 */
export function CartPanel() {
  const cart = useCartSummary();
  const { t, plural, locale } = useI18n();
  if (!cart.loaded)
    return (
      <Text as="p" tone="muted" size="xsmall">
        {t('buying.cartLoading')}
      </Text>
    );
  if (cart.Count === 0) {
    return <Text as="p">{t('buying.cartEmpty')}</Text>;
  }
  return (
    <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
      <Text as="p">
        <strong>{cart.Count}</strong> {plural('buying.lineWord', cart.Count)} · {formatCents(cart.SubtotalCents, cart.Currency, locale)}
      </Text>
      <Box as="ul" display="flex" flexDirection="column" gap="small" width="full">
        {cart.Lines.slice(0, CART_PANEL_LIMIT).map((line) => (
          <Box as="li" key={line.DtlID} display="flex" gap="small" alignItems="center">
            <img src={line.Product.PicUrl} alt="" width={32} height={32} />
            <Box as="span" display="flex" flexDirection="column">
              <Link to={line.Product.ProductUrl}>{line.PartNo}</Link>
              <Text tone="muted" size="xsmall">
                {t('buying.pieces', { count: formatQuantity(line.Product.OrderQty, locale) })} ·{' '}
                {formatCents(line.Product.ItemAmount, line.Currency, locale)}
              </Text>
            </Box>
            <FavouriteButton part={line} />
          </Box>
        ))}
      </Box>
      {cart.Count > CART_PANEL_LIMIT ? (
        <Text as="p" tone="muted" size="xsmall">
          {t('buying.andMore', { count: cart.Count - CART_PANEL_LIMIT })}
        </Text>
      ) : null}
      <ButtonLink href="/shopcart" size="small">
        {t('buying.viewCart')}
      </ButtonLink>
    </Box>
  );
}

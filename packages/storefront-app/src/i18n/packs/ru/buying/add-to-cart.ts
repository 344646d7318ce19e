import type { PartShape } from '../../../pack';
import type { buying as english } from '../../en/buying/add-to-cart';

/** Russian for add-to-cart forms, which catalogue pages show too. */
export const buying: PartShape<typeof english> = {
  // Добавление в корзину
  addPartToCart: 'Добавить {partNo} в корзину',
  quantityOf: 'Количество {partNo}',
  addToCart: 'Добавить в корзину',
  buyNow: 'Купить сейчас',
};

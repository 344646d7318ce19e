import type { PartShape } from '../../../pack';
import type { buying as english } from '../../en/buying/add-to-cart';

/** Russian for add-to-cart forms, which catalogue pages show too. */
export const buying: PartShape<typeof english> = {
  // Добавление в корзину
  addPartToCart: 'Добавить {partNo} в корзину',
  quantityOf: 'Количество {partNo}',
  addToCart: 'Добавить в корзину',
  buyNow: 'Купить сейчас',
  // Количество больше наличия (под заказ): {count} — срок поставки производителя в неделях.
  shipSplit_one: '{now} шт. отправим сейчас, {later} шт. — примерно через {count} неделю',
  shipSplit_few: '{now} шт. отправим сейчас, {later} шт. — примерно через {count} недели',
  shipSplit_many: '{now} шт. отправим сейчас, {later} шт. — примерно через {count} недель',
  shipSplit_other: '{now} шт. отправим сейчас, {later} шт. — примерно через {count} недели',
  shipAllLater_one: 'Под заказ: {later} шт. отправим примерно через {count} неделю',
  shipAllLater_few: 'Под заказ: {later} шт. отправим примерно через {count} недели',
  shipAllLater_many: 'Под заказ: {later} шт. отправим примерно через {count} недель',
  shipAllLater_other: 'Под заказ: {later} шт. отправим примерно через {count} недели',
  noBackOrder: 'В наличии только {stock} шт., и эту деталь нельзя заказать сверх наличия.',
};

import type { PartShape } from '../../../pack';
import type { catalog as english } from '../../en/catalog/product';

/** Russian for the product page and its head. */
export const catalog: PartShape<typeof english> = {
  productDescriptionInStock: '{partNo}, производитель {mfg}: {description}. В наличии: {stock} шт.',
  productDescriptionOnOrder: '{partNo}, производитель {mfg}: {description}. Под заказ.',

  // Карточка товара
  representativeImage: '{category} (изображение для примера)',
  leadTimeWeeks_one: '{count} неделя',
  leadTimeWeeks_few: '{count} недели',
  leadTimeWeeks_many: '{count} недель',
  leadTimeWeeks_other: '{count} недели',
  leadTime: 'Срок поставки',
  leadTimeFromManufacturer_one: '{count} неделя от производителя',
  leadTimeFromManufacturer_few: '{count} недели от производителя',
  leadTimeFromManufacturer_many: '{count} недель от производителя',
  leadTimeFromManufacturer_other: '{count} недели от производителя',
  minimumOrder: 'Мин. заказ',
  minimumOrderInMultiples: '{moq}, кратность {multiple}',
  packaging: 'Упаковка',
  alsoPackaged: 'также',
  lifecycle: 'Жизненный цикл',
  rohs: 'RoHS',
  rohsCompliant: 'Соответствует',
  rohsNotCompliant: 'Не соответствует',
  datasheetPdf: 'Техническая документация {partNo} (PDF)',
  datasheetNotAvailable: 'Нет',
  pricing: 'Цены',
  quantity: 'Количество',
  requestQuote: 'Запросить цену',
  specifications: 'Технические характеристики',
  category: 'Категория',
  specification: 'Характеристика',
  value: 'Значение',
  unitWeight: 'Вес единицы',
  grams: '{weight} г',
  alternates: 'Аналоги других производителей',
  similarParts: 'Похожие товары',
};

import type { SectionShape } from '../../pack';

/** Russian strings of the home section. */
export const home: SectionShape<'home'> = {
  metaDescription: 'Поиск и покупка электронных компонентов: позиции в наличии, цены от количества, документация.',
  heroTitle: 'Электронные компоненты в наличии, с ценой за каждую штуку',
  heroTotals: 'Позиций в каталоге: {parts}, производителей: {manufacturers}, готово к отгрузке: {inStock}.',
  categoriesTitle: 'Каталог по категориям',
  categoryParts_one: '{count} позиция',
  categoryParts_few: '{count} позиции',
  categoryParts_many: '{count} позиций',
  categoryParts_other: '{count} позиции',
  manufacturersTitle: 'Ведущие производители',
  popularTitle: 'Популярные позиции',
  columnPartNumber: 'Партномер',
  columnManufacturer: 'Производитель',
  columnDescription: 'Описание',
  columnStock: 'На складе',
  columnPriceFrom: 'Цена от',
};

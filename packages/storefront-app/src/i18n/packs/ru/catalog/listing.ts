import type { PartShape } from '../../../pack';
import type { catalog as english } from '../../en/catalog/listing';

/** Russian for the listing pages: search results, categories, manufacturers, the product index, compare and the parts table. */
export const catalog: PartShape<typeof english> = {
  // Заголовки и описания страниц
  searchTitle: '{keyword} — результаты поиска',
  searchDescription: 'Найдено позиций по запросу {keyword}: {total}. Наличие, цены от количества и техническая документация.',
  categoryDescription: '{name}: позиций на складе и под заказ — {total}.',
  manufacturersTitle: 'Производители — линейка брендов A–Z',
  allProducts: 'Все товары',
  allCategories: 'Все категории товаров',
  jumpToCategory: 'Перейти к категории',
  subcategories: 'Подкатегории',
  manufacturers: 'Производители',
  allManufacturers: 'Все производители',
  categories: 'Категории',
  featuredBrands: 'Избранные бренды',
  linecard: 'Производители A–Z',
  jumpToLetter: 'Перейти к букве',

  // Количества
  parts_one: '{count} позиция',
  parts_few: '{count} позиции',
  parts_many: '{count} позиций',
  parts_other: '{count} позиции',
  overParts_one: 'более {count} позиции',
  overParts_few: 'более {count} позиций',
  overParts_many: 'более {count} позиций',
  overParts_other: 'более {count} позиции',
  noParts: 'нет позиций',

  // Списки и результаты поиска
  parts: 'Товары',
  partsOf: 'Товары: {name}',
  resultsFor: 'Результаты поиска «{keyword}»',
  searchResults: 'Результаты поиска',
  partsMatching: 'Товары по запросу {keyword}',
  noMatch: 'По запросу «{keyword}» ничего не найдено. Проверьте номер детали, попробуйте ввести только его начало или {quoteLink}.',
  askForQuote: 'отправьте нам запрос цены',
  noPartsMatch: 'Ничего не найдено. Уберите часть фильтров или измените запрос.',
  sortBy: 'Сортировка',
  sortRelevance: 'По релевантности',
  sortPriceAsc: 'Сначала дешевле',
  sortPriceDesc: 'Сначала дороже',
  sortStockDesc: 'По наличию на складе',
  sortPartNoAsc: 'По номеру детали A–Z',
  inStockOnly: 'Только в наличии',
  apply: 'Применить',
  price: 'Цена',
  actions: 'Действия',
  alsoAs: 'Другие упаковки:',
  moq: 'Мин. заказ {count}',
  multiplesOf: 'кратность {count}',
  rfq: 'Запрос цены',
  compareTitle: 'Сравнение товаров',
  compareLoading: 'Загрузка списка сравнения…',
  compareEmpty: 'Список сравнения пуст. Нажмите «Сравнить» у любого товара, чтобы добавить его сюда.',
  compareCaption: 'Параметры рядом друг с другом; строки с различающимися значениями отмечены.',
  parameter: 'Параметр',
  remove: 'Удалить',
  removeFromCompare: 'Удалить {partNo} из сравнения',
  priceFrom: 'Цена от',
  differs: '(различается)',

  // Страница производителя
  manufacturerLogo: 'Логотип {name}',
  manufacturerCategories: 'Категории {name}',
  founded: 'основан в {year} г.',
  website: 'Сайт',

  // Указатель номеров
  productIndexTitle: 'Номера деталей, начинающиеся с {index}',
  partNumberIndex: 'Указатель номеров деталей',
  noPartNumbers: 'Нет номеров деталей, начинающихся с {index}.',
};

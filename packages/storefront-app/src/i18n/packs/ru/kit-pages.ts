import type { SectionShape } from '../../pack';

// Russian for the kit components that only pages use (not the shell's): loaded with those pages.
export const kitAboutLayout: SectionShape<'kitAboutLayout'> = {
  nav: 'О компании',
  skipToContent: 'Перейти к содержимому',
  'company-profile': 'Профиль компании',
  'developmental-ideal': 'Принципы развития',
  'application-area': 'Области применения',
  'news-centre': 'Новости',
  'contact-us': 'Контакты',
};

export const kitProductCard: SectionShape<'kitProductCard'> = {
  addToCart: 'В корзину',
  compare: 'Добавить к сравнению',
  favourite: 'Добавить в избранное',
  unfavourite: 'Удалить из избранного',
  from: 'от',
  noImage: 'Нет изображения',
  loading: 'Загрузка товара',
};

export const kitStockBadge: SectionShape<'kitStockBadge'> = {
  inStock: 'В наличии',
  low: 'Мало на складе',
  out: 'Нет в наличии',
  onRequest: 'Под заказ',
};

export const kitPriceBreakTable: SectionShape<'kitPriceBreakTable'> = {
  quantity: 'Кол-во',
  unitPrice: 'Цена за шт.',
  extendedPrice: 'Сумма',
  current: '(ваша цена)',
  caption: 'Цены в зависимости от количества',
  empty: 'Нет данных',
};

export const kitParametricFilter: SectionShape<'kitParametricFilter'> = {
  title: 'Фильтры',
  apply: 'Применить фильтры',
  clear: 'Сбросить все',
  selected: '(выбрано)',
  empty: 'Нет данных',
};

export const kitPagination: SectionShape<'kitPagination'> = {
  nav: 'Страницы',
  previous: 'Назад',
  next: 'Вперёд',
  page: 'Страница {page}',
};

export const kitQuantityInput: SectionShape<'kitQuantityInput'> = {
  quantity: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  rules: 'Мин. {min} · кратно {step}',
  adjusted: 'Будет добавлено {quantity}: {reason}',
  reasonMinimum: 'минимальный заказ {min}',
  reasonMultiple: 'продаётся кратно {step}',
  reasonMaximum: 'доступно только {max}',
};

export const kitDataTable: SectionShape<'kitDataTable'> = {
  empty: 'Нет данных',
  loading: 'Загрузка',
};

export const kitBreadcrumbs: SectionShape<'kitBreadcrumbs'> = {
  nav: 'Навигационная цепочка',
};

export const kitSelect: SectionShape<'kitSelect'> = {
  placeholder: 'Выберите…',
  empty: 'Нет данных',
};

export const kitDialog: SectionShape<'kitDialog'> = {
  close: 'Закрыть',
};

export const kitPartsTable: SectionShape<'kitPartsTable'> = {
  partNumber: 'Номер детали',
  description: 'Описание',
  stock: 'Наличие',
  price: 'Цена',
  actions: 'Действия',
  empty: 'Подходящих деталей нет.',
};

export const kitLineItems: SectionShape<'kitLineItems'> = {
  lineNo: '№',
  part: 'Товар',
  description: 'Описание',
  availability: 'Наличие',
  unitPrice: 'Цена за шт.',
  quantity: 'Количество',
  amount: 'Сумма',
  remove: 'Удалить',
  select: 'Выбрать',
};

export const kitFacetPanel: SectionShape<'kitFacetPanel'> = {
  filters: 'Фильтры',
  filtersCount: 'Фильтры ({count})',
  close: 'Закрыть',
  showResults: 'Показать результаты',
  selected: '(выбрано)',
};

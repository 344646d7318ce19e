import type { PartShape } from '../../../pack';
import type { catalog as english } from '../../en/catalog/common';

/** Russian the product page and the listing pages both read. */
export const catalog: PartShape<typeof english> = {
  // Навигация
  home: 'Главная',
  manufacturer: 'Производитель',

  // Таблица товаров
  partNumber: 'Номер детали',
  description: 'Описание',
  stock: 'Наличие',
  datasheet: 'Документация',

  // Сравнение
  compare: 'Сравнить',
  addedToCompare: '{partNo} добавлен к сравнению ({count})',
  lifecycleActive: 'Выпускается',
  lifecycleNewProduct: 'Новинка',
  lifecycleNrnd: 'Не рекомендуется для новых разработок',
  lifecycleLastTimeBuy: 'Последняя закупка',
  lifecycleObsolete: 'Снят с производства',
};

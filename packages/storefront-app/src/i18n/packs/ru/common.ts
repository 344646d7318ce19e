import type { SectionShape } from '../../pack';

/** Russian strings used across sections. */
export const common: SectionShape<'common'> = {
  save: 'Сохранить',
  cancel: 'Отмена',
  close: 'Закрыть',
  loading: 'Загрузка…',
  noData: 'Нет данных',
  networkError: 'Ошибка сети',
  requestFailed: 'Запрос завершился ошибкой, код {status}',
  referenceNote: 'Цены пересчитываются по обменному курсу и приводятся для справки.',
  rateOfDate: '{rate}, курс на {date}',
  pieces_one: '{count} штука',
  pieces_few: '{count} штуки',
  pieces_many: '{count} штук',
  pieces_other: '{count} штуки',
};

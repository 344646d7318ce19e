import type { PartShape } from '../../../pack';
import type { sourcing as english } from '../../en/sourcing/common';

/** Russian every sourcing page reads: titles, descriptions and shared words. */
export const sourcing: PartShape<typeof english> = {
  quickOrderTitle: 'Быстрый заказ',
  quickOrderDescription: 'Вставьте партномера и количества прямо из таблицы и добавьте их все в корзину.',
  quickOrderResultTitle: 'Результат быстрого заказа',
  bomTitle: 'Спецификация (BOM)',
  bomDescription:
    'Загрузите спецификацию (BOM): каждая строка будет сопоставлена с компонентом, рассчитана с учётом ценовых порогов и готова к добавлению в корзину.',
  bomPageTitle: 'BOM: {name}',
  bomDefaultName: 'спецификация',
  rfqTitle: 'Запрос цены (RFQ)',
  rfqDescription: 'Запросите цену на крупные партии, компоненты с длительным сроком поставки и труднодоступные электронные компоненты.',
  rfqDetailTitle: 'Ваш запрос цены',

  colLine: 'Строка',
  colPartNumber: 'Партномер',
  colManufacturer: 'Производитель',
  colQty: 'Кол-во',
  colQuantity: 'Количество',
  colReference: 'Примечание',
  colStatus: 'Статус',
  colPart: 'Компонент',
  choose: 'Выберите…',
  partForLine: 'Компонент для строки {line}',
  goToCart: 'Перейти в корзину',
  signIn: 'Войдите',
  name: 'Название',
  confidenceExact: 'Точное',
  confidencePartial: 'Частичное',
  confidenceNone: 'Нет',
  dnpBadge: 'Не устан.',
  rfqStatusSubmitted: 'Отправлен',
  rfqStatusQuoted: 'Цена предложена',
  rfqStatusClosed: 'Закрыт',
};

import type { PartShape } from '../../../pack';
import type { buying as english } from '../../en/buying/states';

/** Russian for order and payment states: buying pages and the order history. */
export const buying: PartShape<typeof english> = {
  // Статусы
  orderStatusAwaitingPayment: 'Ожидает оплаты',
  orderStatusPaid: 'Оплачен, готовится к отправке',
  orderStatusShipped: 'Отправлен',
  orderStatusDelivered: 'Доставлен',
  orderStatusCancelled: 'Отменён',
  paymentStatusUnpaid: 'Не оплачен',
  paymentStatusRequiresAction: 'Ожидает 3-D Secure',
  paymentStatusPaid: 'Оплачен',
  paymentStatusDeclined: 'Отклонён',
  paymentStatusRefunded: 'Возвращён',
  historyAwaitingPayment: 'ожидает оплаты',
  historyPaid: 'оплачен',
  historyShipped: 'отправлен',
  historyDelivered: 'доставлен',
  historyCancelled: 'отменён',
  attemptProcessing: 'обрабатывается',
  attemptRequiresAction: 'требуется 3-D Secure',
  attemptSucceeded: 'успешно',
  attemptDeclined: 'отклонён',
  attemptFailed: 'ошибка',
};

/** English for order and payment states (by their codes): buying pages and the order history. */
export const buying = {
  // Order and payment states (by their codes)
  orderStatusAwaitingPayment: 'Awaiting payment',
  orderStatusPaid: 'Paid, being prepared',
  orderStatusShipped: 'Shipped',
  orderStatusDelivered: 'Delivered',
  orderStatusCancelled: 'Cancelled',
  paymentStatusUnpaid: 'Not paid yet',
  paymentStatusRequiresAction: 'Waiting for 3-D Secure',
  paymentStatusPaid: 'Paid',
  paymentStatusDeclined: 'Declined',
  paymentStatusRefunded: 'Refunded',
  historyAwaitingPayment: 'awaiting payment',
  historyPaid: 'paid',
  historyShipped: 'shipped',
  historyDelivered: 'delivered',
  historyCancelled: 'cancelled',
  attemptProcessing: 'processing',
  attemptRequiresAction: 'requires_action',
  attemptSucceeded: 'succeeded',
  attemptDeclined: 'declined',
  attemptFailed: 'failed',
};

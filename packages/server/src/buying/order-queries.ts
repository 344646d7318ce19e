import crypto from 'node:crypto';
import {
  BUYING_MESSAGES,
  ORDER_STATUS_TEXT,
  PAYMENT_STATUS_TEXT,
  orderDetailUrl,
  type OrderDetail,
  type OrderHistoryRow,
  type OrderPayment,
  type OrderStatus,
  type PaymentStatus,
  type ShipmentPlan,
  type ShippingMethod,
} from '@ferrite/contract/buying';
import { productUrl } from '@ferrite/contract';
import { normaliseRate } from '@ferrite/contract/currency';
import type { Queryable } from '../db/database';
import { countryList } from '../api/common/countries';
import { notFound } from '../api/errors';
import { METHOD_NAMES } from './shipping';

export interface OrderRow {
  id: number;
  order_no: string;
  access_key: string;
  user_id: number | null;
  cart_id: string | null;
  email: string;
  ship_first_name: string;
  ship_last_name: string;
  ship_company: string;
  ship_phone: string;
  ship_line1: string;
  ship_line2: string;
  ship_city: string;
  ship_state: string;
  ship_postal_code: string;
  ship_country: string;
  shipping_method: ShippingMethod;
  weight_grams: number;
  subtotal_cents: number;
  shipping_cents: number;
  tax_label: string;
  tax_rate_bp: number;
  tax_cents: number;
  total_cents: number;
  currency: string;
  /** NUMERIC as text: units of currency per US dollar. */
  exchange_rate: string;
  /** The rate's effective date as YYYY-MM-DD (null for US dollars). */
  exchange_rate_day: string | null;
  status: OrderStatus;
  payment_status: PaymentStatus;
  shipments: ShipmentPlan;
  payment_due_at: Date;
  created_at: Date;
}

/** Who asks for an order: a signed-in user, a guest's cart cookie, or the access key from the mail. */
export interface OrderCaller {
  userId: number | null;
  cartId: string | undefined;
  key: string | undefined;
}

const sameSecret = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function mayOpen(order: Pick<OrderRow, 'user_id' | 'cart_id' | 'access_key'>, caller: OrderCaller): boolean {
  if (caller.userId !== null && order.user_id === caller.userId) return true;
  if (caller.key && sameSecret(caller.key, order.access_key)) return true;
  // A guest order opens in the browser that placed it.
  return order.user_id === null && order.cart_id !== null && caller.cartId === order.cart_id;
}

/** The order if this caller may see it; else 404 (not 403: order numbers are not to be probed). */
export async function findOrder(db: Queryable, orderNo: string, caller: OrderCaller, lock = false): Promise<OrderRow> {
  const { rows } = await db.query<OrderRow>(
    `SELECT *, to_char(exchange_rate_date, 'YYYY-MM-DD') AS exchange_rate_day FROM orders WHERE order_no = $1${lock ? ' FOR UPDATE' : ''}`,
    [orderNo],
  );
  const order = rows[0];
  if (!order || !mayOpen(order, caller)) throw notFound(BUYING_MESSAGES.orderMissing);
  return order;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function orderDetail(db: Queryable, order: OrderRow): Promise<OrderDetail> {
  const [lines, history, payments] = await Promise.all([
    db.query<{
      line_no: number;
      part_id: number;
      mpn: string;
      manufacturer: string;
      description: string;
      qty: number;
      reference: string;
      unit_price_micros: number;
      amount_cents: number;
      backorder_qty: number;
      lead_time_weeks: number;
    }>('SELECT * FROM order_lines WHERE order_id = $1 ORDER BY line_no', [order.id]),
    db.query<{ status: string; note: string; created_at: Date }>(
      'SELECT status, note, created_at FROM order_status_history WHERE order_id = $1 ORDER BY id',
      [order.id],
    ),
    db.query<{
      public_id: string;
      status: OrderPayment['Status'];
      card_brand: string;
      card_last4: string;
      amount_cents: number;
      message: string;
      created_at: Date;
    }>(
      'SELECT public_id, status, card_brand, card_last4, amount_cents, message, created_at FROM payments WHERE order_id = $1 ORDER BY id',
      [order.id],
    ),
  ]);
  const pending = payments.rows.filter((p) => p.status === 'requires_action').at(-1);
  return {
    OrderNo: order.order_no,
    CreatedAt: iso(order.created_at),
    Status: order.status,
    StatusText: ORDER_STATUS_TEXT[order.status],
    PaymentStatus: order.payment_status,
    PaymentStatusText: PAYMENT_STATUS_TEXT[order.payment_status],
    PaymentDueAt: iso(order.payment_due_at),
    Email: order.email,
    Address: {
      FirstName: order.ship_first_name,
      LastName: order.ship_last_name,
      Company: order.ship_company,
      Phone: order.ship_phone,
      Address1: order.ship_line1,
      Address2: order.ship_line2,
      City: order.ship_city,
      State: order.ship_state,
      PostalCode: order.ship_postal_code,
      Country: order.ship_country,
      CountryName: countryList().find((c) => c.RegionValue === order.ship_country)?.NameEN ?? order.ship_country,
    },
    ShippingMethod: order.shipping_method,
    ShippingName: METHOD_NAMES[order.shipping_method],
    Shipments: order.shipments,
    WeightGrams: order.weight_grams,
    Lines: lines.rows.map((l) => ({
      LineNo: l.line_no,
      ProductID: l.part_id,
      PartNo: l.mpn,
      MFG: l.manufacturer,
      Description: l.description,
      ProductUrl: productUrl(l.mpn),
      Qty: l.qty,
      Reference: l.reference,
      UnitPriceMicros: l.unit_price_micros,
      AmountCents: l.amount_cents,
      BackOrderQty: l.backorder_qty,
      LeadTimeWeeks: l.lead_time_weeks,
    })),
    SubtotalCents: order.subtotal_cents,
    ShippingCents: order.shipping_cents,
    TaxLabel: order.tax_label,
    TaxRateBasisPoints: order.tax_rate_bp,
    TaxCents: order.tax_cents,
    TotalCents: order.total_cents,
    Currency: order.currency,
    ExchangeRate: normaliseRate(order.exchange_rate),
    ExchangeRateDate: order.exchange_rate_day ?? '',
    History: history.rows.map((h) => ({ Status: h.status, Note: h.note, At: iso(h.created_at) })),
    Payments: payments.rows.map((p) => ({
      PaymentID: p.public_id,
      Status: p.status,
      Card: p.card_brand ? `${p.card_brand} •••• ${p.card_last4}` : '',
      AmountCents: p.amount_cents,
      Message: p.message,
      At: iso(p.created_at),
    })),
    PendingChallenge:
      order.status === 'awaiting_payment' && order.payment_status === 'requires_action' ? (pending?.public_id ?? null) : null,
    AccessKey: order.access_key,
    Guest: order.user_id === null,
  };
}

/** The signed-in user's orders, newest first (GET /order/History; /account/orderstatushistory). */
export async function orderHistory(db: Queryable, userId: number, limit = 200): Promise<OrderHistoryRow[]> {
  const { rows } = await db.query<{
    order_no: string;
    created_at: Date;
    status: OrderStatus;
    payment_status: PaymentStatus;
    total_cents: number;
    currency: string;
    line_count: number;
  }>(
    `SELECT o.order_no, o.created_at, o.status, o.payment_status, o.total_cents, o.currency,
            (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS line_count
       FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    OrderNo: r.order_no,
    CreatedAt: iso(r.created_at),
    Status: r.status,
    StatusText: ORDER_STATUS_TEXT[r.status],
    PaymentStatus: r.payment_status,
    TotalCents: r.total_cents,
    Currency: r.currency,
    LineCount: r.line_count,
    DetailUrl: orderDetailUrl(r.order_no),
  }));
}

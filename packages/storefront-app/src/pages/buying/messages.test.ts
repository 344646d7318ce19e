import { beforeAll, describe, expect, it } from 'vitest';
import { addToCartMessage, BUYING_MESSAGES, payInput, shippingAddressInput } from '@ferrite/contract/buying';
import { createTranslator, loadPackParts, PACK_PARTS } from '../../i18n';
import { en } from '../../i18n/packs/en';
import type { Pack } from '../../i18n/pack';
import { ru } from '../../i18n/packs/ru';
import { countryName, localMessage } from './messages';

const russian = createTranslator('ru', ru as Pack, en);
const english = createTranslator('en', en, en);

// A page loads its parts of the pack before it renders; messages are recognised among the loaded English.
beforeAll(() => loadPackParts(createTranslator('en', en, en), PACK_PARTS));

describe('buying messages in the reader language', () => {
  it('has a buying entry with the same English for every BUYING_MESSAGES text', () => {
    const texts = new Set(Object.values(en.buying));
    const missing = Object.entries(BUYING_MESSAGES).filter(([, text]) => !texts.has(text) && !/\d,\d{3}/.test(text));
    expect(missing).toEqual([]);
  });

  it("translates docs/product.md §8's add-to-cart codes and delete message, and leaves English as it is", () => {
    expect(localMessage(russian, addToCartMessage('0'))).toBe('Этот товар недоступен для заказа');
    expect(localMessage(russian, addToCartMessage('1'))).toBe('Укажите количество');
    expect(localMessage(russian, BUYING_MESSAGES.deleted)).toBe('Удалено');
    expect(localMessage(english, BUYING_MESSAGES.deleted)).toBe('Delete successfully');
  });

  it('fills templates with the reader’s numbers and field names', () => {
    expect(localMessage(russian, 'LM358DR is sold in multiples of 2,500: order 2,500 or 5,000.')).toBe(
      'LM358DR продаётся партиями, кратными 2\u00a0500: закажите 2\u00a0500 или 5\u00a0000 шт.',
    );
    expect(localMessage(russian, 'Only 1,200 of NE555P in stock.')).toBe('В наличии только 1\u00a0200 шт. NE555P.');
    expect(localMessage(russian, 'VAT DE 19%')).toBe('НДС DE 19%');
    expect(localMessage(russian, 'Not offered to Asia-Pacific.')).toBe('Не доставляется в регион «Азиатско-Тихоокеанский регион».');
  });

  it('translates the notes of an order status history', () => {
    expect(localMessage(russian, 'Order placed; parts reserved until payment.')).toBe('Заказ оформлен; товары зарезервированы до оплаты.');
    expect(localMessage(russian, 'Order placed; parts reserved until payment. The buyer accepted 2 changed price(s).')).toBe(
      'Заказ оформлен; товары зарезервированы до оплаты. Покупатель принял изменённые цены: 2.',
    );
    expect(localMessage(russian, 'Payment received (Visa •••• 4242).')).toBe('Оплата получена (Visa •••• 4242).');
    expect(localMessage(russian, '3-D Secure check requested by the card issuer (Visa •••• 3220).')).toBe(
      'Банк-эмитент запросил проверку 3-D Secure (Visa •••• 3220).',
    );
    expect(localMessage(russian, 'Payment not completed (Visa •••• 0002): Your card was declined. Please use another card.')).toBe(
      `Оплата не завершена (Visa •••• 0002): ${ru.buying.msgCardDeclined}`,
    );
    expect(localMessage(russian, 'Cancelled: not paid within 48 hours; the parts were released.')).toBe(
      'Отменён: не оплачен в течение 48 ч; товары возвращены на склад.',
    );
    expect(localMessage(english, 'Payment received (Visa •••• 4242).')).toBe('Payment received (Visa •••• 4242).');
  });

  it('translates every checkout and payment validation message', () => {
    const issues = [
      ...(shippingAddressInput.safeParse({}).error?.issues ?? []),
      ...(shippingAddressInput.safeParse({ FirstName: 'x'.repeat(61), Phone: 'abc', Country: 'Germany' }).error?.issues ?? []),
      ...(payInput.safeParse({ OrderNo: 'FE000001', CardHolder: '', CardNumber: '1234', Expiry: '13/99', Cvc: '1' }).error?.issues ?? []),
    ].filter((issue) => issue.path[0] !== 'OrderNo');
    expect(issues.length).toBeGreaterThan(8);
    for (const issue of issues) expect(localMessage(russian, issue.message), issue.message).toMatch(/[а-я]/);
    expect(localMessage(russian, 'First name is required.')).toMatch(/имя/i);
  });

  it('leaves a message no pack has as it came', () => {
    expect(localMessage(russian, 'Something the pack does not know.')).toBe('Something the pack does not know.');
  });

  it('names countries in the reader’s language', () => {
    expect(countryName('ru-RU', 'DE', 'Germany')).toBe('Германия');
    expect(countryName('en-US', 'DE', 'Germany')).toBe('Germany');
  });
});

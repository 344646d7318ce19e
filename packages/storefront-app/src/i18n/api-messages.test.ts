import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, addressInput, changePasswordInput, registerInput } from '../api/contract/account';
import { bomMappingInput, bomPlanInput, bomSaveInput, QUICK_ORDER_MESSAGES, quickOrderTextInput, RFQ_MESSAGES, rfqInput } from '../api/contract/sourcing';
import { MESSAGES } from '../api/contract/validation';
import { COMPOSED_MESSAGES, englishMessage, messageRef } from '../api/contract/message-codes';
import { apiMessageText, composedMessageText, messageKeyOf, translateMessage } from './api-messages';
import { en } from './packs/en';
import { ru } from './packs/ru';
import type { Pack } from './pack';
import { createTranslator } from './translator';
import { loadPackParts, PACK_PARTS } from './load';

const russian = createTranslator('ru', ru as Pack, en);

// A page loads its parts of the pack before it renders; messages are recognised among the loaded English.
beforeAll(() => loadPackParts(createTranslator('en', en, en), PACK_PARTS));

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

const long = (n: number) => 'x'.repeat(n + 1);

describe('API messages in the reader language', () => {
  it('has an account entry with the same English for every ACCOUNT_MESSAGES text', () => {
    for (const [key, text] of Object.entries(ACCOUNT_MESSAGES)) expect(en.account[key as keyof typeof en.account], key).toBe(text);
  });

  it('finds a pack entry for every message the contracts can give a page', () => {
    const messages = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(QUICK_ORDER_MESSAGES),
      ...Object.values(RFQ_MESSAGES),
      ...Object.values(MESSAGES),
      ...messagesOf(addressInput, {}),
      ...messagesOf(addressInput, { Phone: 'abc' }),
      ...messagesOf(addressInput, Object.fromEntries(['FirstName', 'LastName', 'Company', 'Phone', 'Address1', 'Address2', 'City', 'State', 'PostalCode'].map((f) => [f, long(120)]))),
      ...messagesOf(registerInput, { Email: 'a@b', UserName: long(50), Password: 'short', ConfirmPassword: 'other' }),
      ...messagesOf(changePasswordInput, { OldPassword: 'Secret123', NewPassword: 'Secret123' }),
      ...messagesOf(quickOrderTextInput, { text: long(60_000) }),
      ...messagesOf(rfqInput, {}),
      ...messagesOf(rfqInput, { lines: [{ partNo: long(60), manufacturer: long(60), quantity: '0', targetPrice: 'x' }], name: long(100), company: long(100), email: 'x', phone: long(20), country: 'DE', message: long(2000) }),
      ...messagesOf(bomPlanInput, { id: long(64), builds: 'x', attrition: 'x' }),
      ...messagesOf(bomPlanInput, { builds: '0.5', attrition: '101' }),
      ...messagesOf(bomPlanInput, { id: 'a', builds: '0' }),
      ...messagesOf(bomPlanInput, { id: 'a', builds: '100001' }),
      ...messagesOf(bomMappingInput, { id: 'a', headerRow: 'x' }),
      ...messagesOf(bomMappingInput, { id: 'a', headerRow: '51' }),
      ...messagesOf(bomSaveInput, { id: 'a', name: ' ' }),
      ...messagesOf(bomSaveInput, { id: 'a', name: long(100) }),
    ];
    expect(messages.length).toBeGreaterThan(60);
    expect(messages.filter((message) => !messageKeyOf(message))).toEqual([]);
  });

  it('translates a message, fills a template message, and leaves unknown text alone', () => {
    expect(translateMessage(russian, ACCOUNT_MESSAGES.emailInvalid, ['account'])).toBe('Укажите корректный адрес электронной почты, например name@example.com.');
    expect(translateMessage(russian, 'Part chosen for line 7.', ['sourcing'])).toBe('Компонент для строки 7 выбран.');
    expect(translateMessage(russian, 'Saved “Main board” to your BOMs.', ['sourcing'])).toBe('Спецификация «Main board» сохранена.');
    expect(translateMessage(russian, RFQ_MESSAGES.emailInvalid, ['sourcing'])).toBe(ru.sourcing.rfqEmailInvalid);
    expect(translateMessage(russian, 'A message no pack has.')).toBe('A message no pack has.');
  });

  it('keeps every placeholder of the English in the Russian account and sourcing entries', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const section of ['account', 'sourcing'] as const) {
      const english = en[section] as Record<string, string>;
      const translated = ru[section] as Record<string, string>;
      for (const [key, text] of Object.entries(translated)) {
        const source = english[key] ?? english[key.replace(/_(zero|one|two|few|many|other)$/, '_other')];
        expect(source, `${section}.${key}`).toBeDefined();
        expect(names(text), `${section}.${key}`).toEqual(names(source!));
      }
    }
  });
});

describe('composed API messages (message codes)', () => {
  const entry = (pack: Record<string, Record<string, string>>, code: string, suffix = '') => {
    const [section, key] = code.split('.') as [string, string];
    return pack[section]?.[`${key}${suffix}`];
  };
  const english = createTranslator('en', en, en);

  it('has an English entry with the contract’s exact sentence for every code, and a Russian one', () => {
    for (const [code, text] of Object.entries(COMPOSED_MESSAGES)) {
      const plain = entry(en as unknown as Record<string, Record<string, string>>, code);
      expect(plain ?? entry(en as unknown as Record<string, Record<string, string>>, code, '_other'), code).toBe(text);
      const russianText = entry(ru as unknown as Record<string, Record<string, string>>, code) ?? entry(ru as unknown as Record<string, Record<string, string>>, code, '_other');
      expect(russianText, code).toBeDefined();
      expect(russianText, code).not.toBe(text);
    }
  });

  it('words a composed message in English exactly as the API did', () => {
    const ref = messageRef('buying.msgMultipleChoice', { partNo: 'RC0603', multiple: 2_500, below: 5_000, above: 7_500 });
    expect(composedMessageText(english, ref)).toBe(englishMessage(ref));
  });

  it('words it in Russian with Russian numbers, plural forms and lists', () => {
    const shortages = [messageRef('buying.msgShortageOut', { partNo: 'A1' }), messageRef('buying.msgShortageOnly', { partNo: 'B2', count: 1_500 }), messageRef('buying.msgShortageOnly', { partNo: 'C3', count: 21 })];
    expect(composedMessageText(russian, messageRef('buying.msgInsufficientStockOf', { shortages }))).toBe(
      'Недостаточно товара на складе: A1 нет в наличии; B2: осталось только 1\u00a0500 штук; C3: осталась только 21 штука.',
    );
    expect(composedMessageText(russian, messageRef('buying.msgShortageOnly', { partNo: 'D4', count: 3 }))).toBe('D4: осталось только 3 штуки');
    expect(composedMessageText(russian, messageRef('buying.msgLinesAtOnce', { count: 3_000 }))).toBe('Не больше 3\u00a0000 строк за раз.');
    expect(composedMessageText(russian, messageRef('buying.msgMinimumOrder', { partNo: 'RC0603', qty: 5_000 }))).toBe('Минимальный заказ RC0603 — 5\u00a0000 шт.');
    const empty = messageRef('sourcing.bomFileEmpty', { fileName: 'bom.csv' });
    expect(composedMessageText(russian, messageRef('sourcing.bomNotStored', { reason: [empty] }))).toBe('Файл «bom.csv» пуст. Ничего не сохранено.');
  });

  it('uses the code when the envelope has one, else the English text, else the text as it came', () => {
    const ref = messageRef('buying.msgCheckoutOrderedAs', { orderNo: 'FE250101000001' });
    expect(apiMessageText(russian, { message: englishMessage(ref), messageCode: ref.code, messageParams: ref.params })).toBe('По этому оформлению заказ уже создан: FE250101000001.');
    expect(apiMessageText(russian, { message: 'Quantity is required', messageCode: 'some.futureCode', messageParams: {} })).toBe(russian.t('buying.msgQuantityRequired'));
    expect(apiMessageText(russian, 'Something new from the server.')).toBe('Something new from the server.');
  });
});

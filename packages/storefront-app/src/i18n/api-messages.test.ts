import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, addressInput, changePasswordInput, registerInput } from '../api/contract/account';
import { bomMappingInput, bomPlanInput, bomSaveInput, QUICK_ORDER_MESSAGES, quickOrderTextInput, RFQ_MESSAGES, rfqInput } from '../api/contract/sourcing';
import { MESSAGES } from '../api/contract/validation';
import { messageKeyOf, translateMessage } from './api-messages';
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

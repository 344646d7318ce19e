import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, addressInput, changePasswordInput, registerInput } from '@ferrite/contract/account';
import {
  bomMappingInput,
  bomPlanInput,
  bomSaveInput,
  QUICK_ORDER_MESSAGES,
  quickOrderTextInput,
  RFQ_MESSAGES,
  rfqInput,
} from '@ferrite/contract/sourcing';
import { MESSAGES } from '@ferrite/contract/validation';
import { COMPOSED_MESSAGES, englishMessage, messageRef } from '@ferrite/contract/message-codes';
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
      ...messagesOf(
        addressInput,
        Object.fromEntries(
          ['FirstName', 'LastName', 'Company', 'Phone', 'Address1', 'Address2', 'City', 'State', 'PostalCode'].map((f) => [f, long(120)]),
        ),
      ),
      ...messagesOf(registerInput, { Email: 'a@b', UserName: long(50), Password: 'short', ConfirmPassword: 'other' }),
      ...messagesOf(changePasswordInput, { OldPassword: 'Secret123', NewPassword: 'Secret123' }),
      ...messagesOf(quickOrderTextInput, { text: long(60_000) }),
      ...messagesOf(rfqInput, {}),
      ...messagesOf(rfqInput, {
        lines: [{ partNo: long(60), manufacturer: long(60), quantity: '0', targetPrice: 'x' }],
        name: long(100),
        company: long(100),
        email: 'x',
        phone: long(20),
        country: 'DE',
        message: long(2000),
      }),
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
    expect(translateMessage(russian, ACCOUNT_MESSAGES.emailInvalid, ['account'])).toBe(
      'Укажите корректный адрес электронной почты, например name@example.com.',
    );
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
        // English may spell its one out ('One row …'); a Russian `_one` also covers 21, 31…, so it names the count.
        const spelledOne =
          key.endsWith('_one') && !names(source!).includes('count') ? names(text).filter((name) => name !== 'count') : names(text);
        expect(spelledOne, `${section}.${key}`).toEqual(names(source!));
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
    for (const [code, english] of Object.entries(COMPOSED_MESSAGES)) {
      // A sentence with an English singular ('One row …') holds it in `_one`.
      const text: string = typeof english === 'string' ? english : english.other;
      if (typeof english !== 'string')
        expect(entry(en as unknown as Record<string, Record<string, string>>, code, '_one'), code).toBe(english.one);
      const plain = entry(en as unknown as Record<string, Record<string, string>>, code);
      expect(plain ?? entry(en as unknown as Record<string, Record<string, string>>, code, '_other'), code).toBe(text);
      const russianText =
        entry(ru as unknown as Record<string, Record<string, string>>, code) ??
        entry(ru as unknown as Record<string, Record<string, string>>, code, '_other');
      expect(russianText, code).toBeDefined();
      expect(russianText, code).not.toBe(text);
    }
  });

  it('words a composed message in English exactly as the API did', () => {
    const ref = messageRef('buying.msgMultipleChoice', { partNo: 'RC0603', multiple: 2_500, below: 5_000, above: 7_500 });
    expect(composedMessageText(english, ref)).toBe(englishMessage(ref));
  });

  it('words it in Russian with Russian numbers, plural forms and lists', () => {
    const shortages = [
      messageRef('buying.msgShortageOut', { partNo: 'A1' }),
      messageRef('buying.msgShortageOnly', { partNo: 'B2', count: 1_500 }),
      messageRef('buying.msgShortageOnly', { partNo: 'C3', count: 21 }),
    ];
    expect(composedMessageText(russian, messageRef('buying.msgInsufficientStockOf', { shortages }))).toBe(
      'Недостаточно товара на складе: A1 нет в наличии; B2: осталось только 1\u00a0500 штук; C3: осталась только 21 штука.',
    );
    expect(composedMessageText(russian, messageRef('buying.msgShortageOnly', { partNo: 'D4', count: 3 }))).toBe(
      'D4: осталось только 3 штуки',
    );
    expect(composedMessageText(russian, messageRef('buying.msgLinesAtOnce', { count: 3_000 }))).toBe('Не больше 3\u00a0000 строк за раз.');
    expect(composedMessageText(russian, messageRef('buying.msgMinimumOrder', { partNo: 'RC0603', qty: 5_000 }))).toBe(
      'Минимальный заказ RC0603 — 5\u00a0000 шт.',
    );
    const empty = messageRef('sourcing.bomFileEmpty', { fileName: 'bom.csv' });
    expect(composedMessageText(russian, messageRef('sourcing.bomNotStored', { reason: [empty] }))).toBe(
      'Файл «bom.csv» пуст. Ничего не сохранено.',
    );
  });

  it('uses the code when the envelope has one, else the English text, else the text as it came', () => {
    const ref = messageRef('buying.msgCheckoutOrderedAs', { orderNo: 'FE250101000001' });
    expect(apiMessageText(russian, { message: englishMessage(ref), messageCode: ref.code, messageParams: ref.params })).toBe(
      'По этому оформлению заказ уже создан: FE250101000001.',
    );
    expect(apiMessageText(russian, { message: 'Quantity is required', messageCode: 'some.futureCode', messageParams: {} })).toBe(
      russian.t('buying.msgQuantityRequired'),
    );
    expect(apiMessageText(russian, 'Something new from the server.')).toBe('Something new from the server.');
  });
});

describe('BOM row errors, line notes and match reasons (message codes)', () => {
  const english = createTranslator('en', en, en);
  const wide = messageRef('sourcing.bomRowTooWide', { count: 151, max: 100 });
  const long = messageRef('sourcing.bomCellTooLong', { cell: '2', max: 2_000 });
  const at = (row: string, error: ReturnType<typeof messageRef>) => messageRef('sourcing.bomRowErrorAt', { row, error: [error] });
  const wrong = messageRef('sourcing.bomReasonExactWrongPackage', { partNo: 'RC0603FR-0710KL', has: '0603', wanted: '1206' });
  const samples = [
    wide,
    long,
    messageRef('sourcing.bomQuoteNeverClosed', { row: '3' }),
    messageRef('sourcing.bomRowsUnreadable', { count: 1, rows: [at('3', wide)] }),
    messageRef('sourcing.bomRowsUnreadable', { count: 2, rows: [at('3', wide), at('4', long)] }),
    messageRef('sourcing.bomQuantityNotNumber', { text: 'ten' }),
    messageRef('sourcing.bomQuantityTooLarge', { text: '99999999', max: 1_000_000 }),
    messageRef('sourcing.bomQuantityCounted', { count: 3 }),
    messageRef('sourcing.bomNoQuantityColumn'),
    messageRef('sourcing.bomDesignatorMismatch', { quantity: 4, count: 1 }),
    messageRef('sourcing.bomDesignatorMismatch', { quantity: 4, count: 3 }),
    messageRef('sourcing.bomReasonExactOtherMaker', { maker: 'YAGEO', named: 'Vishay' }),
    messageRef('sourcing.bomReasonMatchedPackaging', { partNo: 'RC0603FR-0710KL', count: 3 }),
    messageRef('sourcing.bomReasonRightPackageOffered', { reason: [wrong] }),
    messageRef('sourcing.bomReasonNotFoundThen', { reason: [messageRef('sourcing.bomReasonNoCapacitor', { value: '3.3pF 0402' })] }),
    messageRef('sourcing.bomReasonNoPartMeets', {
      value: '10kΩ 0603 ±1%',
      shortfall: [messageRef('sourcing.bomShortfallTolerance', { has: '5', wanted: '1' })],
    }),
    messageRef('sourcing.bomReasonChosen', { reason: [messageRef('sourcing.bomReasonMatchedAs', { partNo: 'RC0603FR-0710KL' })] }),
  ];

  it('words each in English on the page exactly as the API writes it', () => {
    for (const ref of samples) expect(composedMessageText(english, ref), ref.code).toBe(englishMessage(ref));
  });

  it('words the designator note in Russian with the plural form of its count', () => {
    const note = (count: number) => composedMessageText(russian, messageRef('sourcing.bomDesignatorMismatch', { quantity: 4, count }));
    expect(note(1)).toBe('4 шт. на плату, но указано 1 позиционное обозначение.');
    expect(note(3)).toBe('4 шт. на плату, но указано 3 позиционных обозначения.');
    expect(note(5)).toBe('4 шт. на плату, но указано 5 позиционных обозначений.');
    expect(note(21)).toBe('4 шт. на плату, но указано 21 позиционное обозначение.');
    expect(composedMessageText(russian, messageRef('sourcing.bomDesignatorMismatch', { quantity: 1_500, count: 2 }))).toBe(
      '1\u00a0500 шт. на плату, но указано 2 позиционных обозначения.',
    );
    expect(composedMessageText(russian, messageRef('sourcing.bomQuantityCounted', { count: 12 }))).toBe(
      'Количество не указано: 12 — посчитано по позиционным обозначениям.',
    );
    expect(composedMessageText(russian, messageRef('sourcing.bomNoQuantityColumn'))).toBe(
      'Нет столбца количества: принято 1 шт. на плату.',
    );
    expect(composedMessageText(russian, messageRef('sourcing.bomQuantityNotNumber', { text: 'ten' }))).toBe('Количество «ten» — не число.');
  });

  it('words row errors and their summary in Russian: counts in plural, rows listed with spaces', () => {
    expect(composedMessageText(russian, at('3', wide))).toBe('строка 3: В ней 151 ячейка, а в строке BOM может быть не больше 100.');
    const summary = (count: number) =>
      composedMessageText(
        russian,
        messageRef('sourcing.bomNotStored', {
          reason: [messageRef('sourcing.bomRowsUnreadable', { count, rows: [at('3', wide), at('4', long)] })],
        }),
      );
    expect(summary(2)).toBe(
      'Не удалось прочитать 2 строки (строка 3: В ней 151 ячейка, а в строке BOM может быть не больше 100. строка 4: Ячейка 2 длиннее 2\u00a0000 символов.) Ничего не сохранено.',
    );
    expect(summary(1)).toMatch(/^Не удалось прочитать 1 строку \(/);
    expect(summary(5)).toMatch(/^Не удалось прочитать 5 строк \(/);
    expect(summary(21)).toMatch(/^Не удалось прочитать 21 строку \(/);
    expect(composedMessageText(russian, messageRef('sourcing.bomRowTooWide', { count: 105, max: 100 }))).toBe(
      'В ней 105 ячеек, а в строке BOM может быть не больше 100.',
    );
  });

  it('words match reasons in Russian, keeping part numbers, makers, packages and values as they are', () => {
    expect(composedMessageText(russian, messageRef('sourcing.bomReasonExactOtherMaker', { maker: 'YAGEO', named: 'Vishay' }))).toBe(
      'точное совпадение партномера, но производитель — YAGEO, а не «Vishay»',
    );
    expect(composedMessageText(russian, messageRef('sourcing.bomReasonRightPackageOffered', { reason: [wrong] }))).toBe(
      'точное совпадение партномера, но корпус RC0603FR-0710KL — 0603, а не 1206: предложен тот же номинал в нужном корпусе',
    );
    expect(
      composedMessageText(
        russian,
        messageRef('sourcing.bomReasonNotFoundThen', { reason: [messageRef('sourcing.bomReasonByValue', { value: '10kΩ 0603' })] }),
      ),
    ).toBe('партномер не найден; сопоставлено по номиналу: 10kΩ 0603');
    const packagings = (count: number) =>
      composedMessageText(russian, messageRef('sourcing.bomReasonMatchedPackaging', { partNo: 'GRM155R71C104KA88D', count }));
    expect(packagings(2)).toBe('партномер сопоставлен как GRM155R71C104KA88D, одна из 2 упаковок');
    expect(packagings(21)).toBe('партномер сопоставлен как GRM155R71C104KA88D, одна из 21 упаковки');
    expect(composedMessageText(russian, messageRef('sourcing.bomReasonChosen', { reason: [messageRef('sourcing.bomReasonExact')] }))).toBe(
      'выбрано вами (точное совпадение партномера)',
    );
    for (const ref of samples)
      expect(composedMessageText(russian, ref), ref.code).not.toMatch(
        /part number|per board|designator|could not be read|cells|characters|matched|made by|chosen by/,
      );
  });

  it('shows a line stored before codes by its English: a known sentence in Russian, a plural note by the Russian rule', () => {
    expect(apiMessageText(russian, 'part number exact', ['sourcing'])).toBe('точное совпадение партномера');
    expect(apiMessageText(russian, '4 per board, but 5 designators listed.', ['sourcing'])).toBe(
      '4 шт. на плату, но указано 5 позиционных обозначений.',
    );
    expect(apiMessageText(russian, '4 per board, but 1 designator listed.', ['sourcing'])).toBe(
      '4 шт. на плату, но указано 1 позиционное обозначение.',
    );
    expect(apiMessageText(english, '4 per board, but 3 designators listed.', ['sourcing'])).toBe('4 per board, but 3 designators listed.');
    expect(
      apiMessageText(russian, { message: 'part number exact', messageCode: 'sourcing.bomReasonFromTheFuture', messageParams: {} }),
    ).toBe('точное совпадение партномера');
  });
});

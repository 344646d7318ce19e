import { describe, expect, it } from 'vitest';
import { en } from './packs/en';
import { ru } from './packs/ru';
import { flattenPack, type Pack } from './pack';
import { createTranslator } from './translator';
import { buying as enAddToCart } from './packs/en/buying/add-to-cart';
import { buying as enCart } from './packs/en/buying/cart';
import { buying as ruAddToCart } from './packs/ru/buying/add-to-cart';
import { buying as ruCart } from './packs/ru/buying/cart';
import { batchTexts } from './remote';
import { formatDate, shortenNumber } from './format';
import { languageFromCookie } from './languages';

describe('translator', () => {
  it('reads section.key from the pack and fills placeholders', () => {
    const t = createTranslator('ru', ru as Pack, en).t;
    expect(t('common.save')).toBe('Сохранить');
    expect(t('common.requestFailed', { status: 502 })).toBe('Запрос завершился ошибкой, код 502');
  });

  it('falls back to English for an entry the pack lacks, and to the key when nobody has it', () => {
    const partial = { ...en, common: { ...en.common, save: undefined } } as unknown as Pack;
    const { t } = createTranslator('de', partial, en, { 'common.cancel': 'Abbrechen' });
    expect(t('common.save')).toBe('Save');
    expect(t('common.cancel')).toBe('Abbrechen');
    expect(t('common.nothing' as never)).toBe('common.nothing');
  });

  it('chooses Russian plural forms by count', () => {
    const { plural } = createTranslator('ru', ru as Pack, en);
    expect(plural('common.pieces', 1)).toBe('1 штука');
    expect(plural('common.pieces', 3)).toBe('3 штуки');
    expect(plural('common.pieces', 5)).toBe('5 штук');
    expect(plural('common.pieces', 21)).toBe('21 штука');
    expect(createTranslator('en', en, en).plural('common.pieces', 2500)).toBe('2,500 pieces');
  });

  it('gives kit components whole translated sections', () => {
    const { section } = createTranslator('ru', ru as Pack, en);
    expect(section('kitHeader').signIn).toBe('Войти');
    expect(Object.keys(section('kitHeader'))).toEqual(Object.keys(en.kitHeader));
  });

  it('adds a section that comes in parts to what it holds, and gives kit components the grown section', () => {
    const { t, section, addSections } = createTranslator('ru', {}, {});
    addSections({ buying: ruAddToCart }, { buying: enAddToCart });
    expect(t('buying.addToCart')).toBe('Добавить в корзину');
    expect(t('buying.cartTitle')).toBe('buying.cartTitle');
    expect(Object.keys(section('buying'))).toEqual(Object.keys(enAddToCart));
    addSections({ buying: ruCart }, { buying: enCart });
    expect(t('buying.addToCart')).toBe('Добавить в корзину');
    expect(t('buying.cartTitle')).toBe('Корзина');
    expect(section('buying').cartTitle).toBe('Корзина');
    // The part modules' own objects are never changed by a merge.
    expect(Object.keys(enAddToCart)).toEqual([
      'addPartToCart',
      'quantityOf',
      'addToCart',
      'buyNow',
      'shipSplit_one',
      'shipSplit_other',
      'shipAllLater_one',
      'shipAllLater_other',
      'noBackOrder',
    ]);
  });

  it('the Russian pack has every English entry and keeps every placeholder', () => {
    const russian = new Map(flattenPack(ru as unknown as Record<string, Record<string, string>>));
    const holes = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1])
        .sort()
        .join(',');
    for (const [key, text] of flattenPack(en as unknown as Record<string, Record<string, string>>)) {
      const translated = russian.get(key);
      expect(translated, key).toBeTypeOf('string');
      // English may spell its one out ('One row …'); Russian `_one` also covers 21, 31…, so it names the count.
      const spelledOne = key.endsWith('_one') && !text.includes('{count}') ? translated!.replace('{count}', '') : translated!;
      expect(holes(spelledOne), key).toBe(holes(text));
    }
  });

  it('knows the 16 languages of the cookie and nothing else', () => {
    expect(languageFromCookie('ar')).toBe('ar');
    expect(languageFromCookie('xx')).toBe('en');
    expect(languageFromCookie(undefined)).toBe('en');
    expect(createTranslator('ar', en, en).dir).toBe('rtl');
    expect(createTranslator('de', en, en).dir).toBe('ltr');
  });
});

describe('translation batches', () => {
  it('keeps each batch near 5,000 characters and loses no text', () => {
    const texts = Array.from({ length: 400 }, (_, i) => `text number ${i} `.repeat(3));
    const batches = batchTexts(texts);
    expect(batches.flat()).toEqual(texts);
    for (const batch of batches) expect(batch.join('').length).toBeLessThanOrEqual(5000);
    expect(batches.length).toBeGreaterThan(1);
    expect(batchTexts(['x'.repeat(6000), 'y'])).toEqual([['x'.repeat(6000)], ['y']]);
  });
});

describe('formats', () => {
  it('shortens numbers with K, M, G, T, P, E', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(12_500)).toBe('12.5K');
    expect(shortenNumber(2_000_000)).toBe('2M');
    expect(shortenNumber(3.2e9)).toBe('3.2G');
    expect(shortenNumber(1e18)).toBe('1E');
    expect(shortenNumber(999_999)).toBe('1M');
    expect(shortenNumber(-1500)).toBe('-1.5K');
    expect(shortenNumber(1500, 'de')).toBe('1,5K');
  });

  it('writes dates as Month day, year', () => {
    expect(formatDate('2026-11-24T10:00:00Z')).toBe('November 24, 2026');
    expect(formatDate('2026-11-24T10:00:00Z', 'ru')).toBe('24 ноября 2026 г.');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('catalogue terms', () => {
  const english = en as unknown as Pack;
  it('translates names, values, generated descriptions and words among figures; keeps what it does not know', async () => {
    const i18n = createTranslator('ru', english, english);
    expect(i18n.term('Resistors')).toBe('Resistors');
    i18n.addTerms((await import('./terms/ru')).terms);
    expect(i18n.term('Resistors')).toBe('Резисторы');
    expect(i18n.term('Package / Case')).toBe('Корпус');
    expect(i18n.term('Header, Shrouded')).toBe('Штыревой разъём, В кожухе');
    expect(i18n.term('0603 (1608 Metric)')).toBe('0603 (1608 метрич.)');
    expect(i18n.term('STM32F103C8T6')).toBe('STM32F103C8T6');
    expect(
      i18n.term(
        'Chip Resistors - Surface Mount (Resistors): in-stock parts with datasheets, quantity price breaks and parametric filters.',
      ),
    ).toBe(
      'Чип-резисторы для поверхностного монтажа (Резисторы): товары в наличии с документацией, ценами по количеству и параметрическими фильтрами.',
    );
    expect(i18n.term('Logic: Logic Gates, Flip-Flops, Latches & Shift Registers.')).toBe(
      'Логика: Логические вентили, Триггеры, защёлки и сдвиговые регистры.',
    );
  });

  it('names and sums up every calculator of the tools index in Russian and Arabic', async () => {
    const { calculatorCatalogue } = await import('@ferrite/calculators/catalogue');
    const texts = calculatorCatalogue.flatMap((entry) => [entry.category, entry.title, entry.summary]);
    const [russian, arabic] = await Promise.all([import('./terms/ru'), import('./terms/ar')]);
    for (const { terms } of [russian, arabic]) expect(texts.filter((text) => !(text in terms.words))).toEqual([]);
  });
});

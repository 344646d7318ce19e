import { describe, expect, it } from 'vitest';
import { messageKeyOf, translateMessage } from './api-messages';
import { loadPackParts, prepareTranslator } from './load';
import { buying as ruMessages } from './packs/ru/buying/messages';

describe('loadPackParts', () => {
  it('recognises the API messages of a section part that loads after another part of the same section', async () => {
    const expired = 'This checkout has expired. Please start again from your cart.';
    const i18n = await prepareTranslator('ru');
    expect(messageKeyOf(expired)).toBeUndefined();
    await loadPackParts(i18n, ['buyingAddToCart']);
    expect(i18n.t('buying.addToCart')).toBe('Добавить в корзину');
    expect(messageKeyOf(expired)).toBeUndefined();
    await loadPackParts(i18n, ['buyingMessages']);
    expect(messageKeyOf(expired)?.key).toBe('buying.msgCheckoutExpired');
    expect(translateMessage(i18n, expired)).toBe(ruMessages.msgCheckoutExpired);
    // The part loaded first is still there.
    expect(i18n.t('buying.addToCart')).toBe('Добавить в корзину');
  });
});

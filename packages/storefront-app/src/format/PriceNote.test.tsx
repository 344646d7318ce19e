// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n';
import { en } from '../i18n/packs/en';
import { ru } from '../i18n/packs/ru';
import { ServicesProvider, type AppServices } from '../state/context';
import { RateText } from './PriceNote';
import { moneyFor } from './use-money';

afterEach(cleanup);

function rateText(lang: 'en' | 'ru' | 'de', pack: typeof en) {
  const i18n = createTranslator(lang, pack as never, en);
  const { container } = render(
    <ServicesProvider services={{ i18n } as AppServices}>
      <RateText money={moneyFor('EUR', '0.8532', '2025-06-30', lang)} />
    </ServicesProvider>,
  );
  return container.querySelector('[data-rate]')!;
}

describe('RateText', () => {
  it('writes the rate as the reader writes numbers, keeping the exact rate in data-rate', () => {
    expect(rateText('en', en).textContent).toMatch(/^1 USD = 0\.8532 EUR, rate of /);
    // A decimal comma in Russian and German, as every price beside it has.
    expect(rateText('ru', ru as unknown as typeof en).textContent).toMatch(/^1 USD = 0,8532 EUR, курс на /);
    const german = rateText('de', en);
    expect(german.textContent).toMatch(/^1 USD = 0,8532 EUR/);
    expect(german.getAttribute('data-rate')).toBe('0.8532');
  });
});

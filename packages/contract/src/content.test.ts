// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleListInput, articleUrl, contactInput, CONTENT_MESSAGES, contentPageUrl, feedbackInput, feedbackPageOf } from './content';
import { subscribeInput } from './newsletter';
import { MESSAGES } from './validation';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('feedbackPageOf', () => {
  it.each([
    ['/community/x?y=1', '/community/x?y=1'],
    ['  /help  ', '/help'],
    ['//evil.example', ''],
    ['/\\evil.example', ''],
    ['https://evil.example/', ''],
    ['/with space', ''],
    [42, ''],
  ])('%j → %j', (input, expected) => expect(feedbackPageOf(input)).toBe(expected));
});

describe('contactInput', () => {
  const good = { Name: 'Ada', Email: 'ada@example.com', Subject: 'Stock', Message: 'Ten pieces, please.' };
  it('trims and accepts a good message', () => {
    expect(contactInput.parse({ ...good, Name: '  Ada  ' }).Name).toBe('Ada');
  });
  it.each([
    [{ ...good, Name: '' }, CONTENT_MESSAGES.nameRequired],
    [{ ...good, Email: 'ada@' }, CONTENT_MESSAGES.emailInvalid],
    [{ ...good, Subject: ' ' }, CONTENT_MESSAGES.subjectRequired],
    [{ ...good, Message: 'too short' }, CONTENT_MESSAGES.messageTooShort],
  ])('says what is wrong with %j', (input, message) => expect(firstMessage(contactInput.safeParse(input))).toBe(message));
});

describe('feedbackInput', () => {
  it('coerces a form rating and keeps only a same-site page', () => {
    expect(feedbackInput.parse({ Rating: '5', Page: '//x' })).toEqual({ Rating: 5, Comment: '', Email: '', Page: '' });
  });
  it.each([undefined, '', '0', '6', '3.5', 'x'])('refuses rating %j', (Rating) => {
    expect(firstMessage(feedbackInput.safeParse({ Rating }))).toBe(CONTENT_MESSAGES.ratingRequired);
  });
});

describe('subscribeInput', () => {
  // How quickly (a hostile address must not backtrack): tests/bench/validation.ts.
  it("gives docs/product.md §5's message for every bad address", () => {
    for (const Email of [undefined, '', 'x', 'a@b', `${'a'.repeat(40)}!`]) {
      expect(firstMessage(subscribeInput.safeParse({ Email }))).toBe(MESSAGES.invalidEmail);
    }
  });
});

describe('articleListInput and URLs', () => {
  it('defaults page 1, drops a malformed category', () => {
    expect(articleListInput.parse({ category: 'Robert"); DROP', page: '2' })).toEqual({ category: undefined, keyword: '', page: 2 });
  });
  it('builds page URLs', () => {
    expect(contentPageUrl('privacy-policy')).toBe('/PrivacyPolicy');
    expect(contentPageUrl('help/ordering')).toBe('/help/ordering');
    expect(articleUrl('choosing-mlcc-dielectrics')).toBe('/community/choosing-mlcc-dielectrics');
  });
});

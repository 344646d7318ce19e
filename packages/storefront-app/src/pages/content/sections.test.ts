// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { slugOf, splitSections } from './sections';

describe('slugOf', () => {
  it.each([
    ['Company Profile', 'company-profile'],
    ['Shipping & delivery', 'shipping-delivery'],
    ['  Orders  ', 'orders'],
    ['Crème brûlée', 'creme-brulee'],
    ['!!!', 'section'],
  ])('%s → %s', (input, expected) => expect(slugOf(input)).toBe(expected));
});

describe('splitSections', () => {
  it('splits at each h2 and keeps the text before the first one', () => {
    const html = '<p>intro</p><h2 id="one">One</h2><p>1</p><h2 id="two">Two</h2><p>2</p>';
    expect(splitSections(html)).toEqual([
      { id: '', html: '<p>intro</p>' },
      { id: 'one', html: '<h2 id="one">One</h2><p>1</p>' },
      { id: 'two', html: '<h2 id="two">Two</h2><p>2</p>' },
    ]);
  });

  it('returns one section when there is no h2', () => {
    expect(splitSections('<p>only</p>')).toEqual([{ id: '', html: '<p>only</p>' }]);
  });
});

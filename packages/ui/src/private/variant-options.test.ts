import { describe, expect, it } from 'vitest';
import { variantOptions } from './variant-options';

type Size = 'small' | 'large';

describe('variantOptions', () => {
  it('gives back the list, and the compiler refuses one that differs from the recipe options', () => {
    expect(variantOptions<Size>()(['small', 'large'])).toEqual(['small', 'large']);
    // @ts-expect-error a list that misses an option of the recipe
    expect(variantOptions<Size>()(['small'])).toEqual(['small']);
    // @ts-expect-error a list that names an option the recipe does not have
    expect(variantOptions<Size>()(['small', 'large', 'huge'])).toHaveLength(3);
  });
});

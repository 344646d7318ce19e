import { describe, expect, it } from 'vitest';
import { regionSiteUrl } from './site-map';

const maps = { English: 'https://www.ferrite.example', China: 'https://www.ferrite.cn' };
const on = (origin: string) => ({ origin, pathname: '/product/LM358', search: '?qty=10', hash: '#specs' });

describe('region save: which site to go to (docs/product.md §4)', () => {
  it("goes to the chosen language's site, same page, when it is another origin", () => {
    expect(regionSiteUrl(maps, 'Chinese', 'zh', on('https://www.ferrite.example'))).toBe(
      'https://www.ferrite.cn/product/LM358?qty=10#specs',
    );
    expect(regionSiteUrl(maps, 'English', 'en', on('https://www.ferrite.cn'))).toBe(
      'https://www.ferrite.example/product/LM358?qty=10#specs',
    );
  });
  it('stays (reload) when the language maps to this site or to no site', () => {
    expect(regionSiteUrl(maps, 'English', 'en', on('https://www.ferrite.example'))).toBeUndefined();
    expect(regionSiteUrl(maps, 'Russian', 'ru', on('https://www.ferrite.example'))).toBeUndefined();
  });
  it('stays on a host the map does not know (preview, test server) and ignores bad addresses', () => {
    expect(regionSiteUrl(maps, 'Chinese', 'zh', on('http://127.0.0.1:8070'))).toBeUndefined();
    expect(regionSiteUrl({ ...maps, China: 'not a url' }, 'Chinese', 'zh', on('https://www.ferrite.example'))).toBeUndefined();
  });
});

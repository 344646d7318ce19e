import { describe, expect, it } from 'vitest';
import { scrollKey } from './scroll-restoration';

describe('scrollKey', () => {
  it("keeps the router's key for the entries it made", () => {
    expect(scrollKey({ key: 'x7k2m9qa', pathname: '/Glossary', search: '', hash: '#moq' })).toBe('x7k2m9qa');
  });

  it('tells the entries the browser made without a key apart by their address', () => {
    const loaded = scrollKey({ key: 'default', pathname: '/Glossary', search: '?q=1', hash: '' });
    const anchor = scrollKey({ key: 'default', pathname: '/Glossary', search: '?q=1', hash: '#letter-r' });
    expect(loaded).toBe('/Glossary?q=1');
    expect(anchor).toBe('/Glossary?q=1#letter-r');
  });
});

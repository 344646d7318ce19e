// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('SITE_MAPS (GET /Home/GetMaps)', () => {
  it('defaults to English on the public origin', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.ferrite.example' }).siteMaps).toEqual({ English: 'https://www.ferrite.example' });
  });
  it('reads a JSON map of language to site and keeps only origins', () => {
    const env = { SITE_MAPS: '{"English":"https://www.ferrite.example/","China":"https://www.ferrite.cn/zh"}' };
    expect(loadConfig(env).siteMaps).toEqual({ English: 'https://www.ferrite.example', China: 'https://www.ferrite.cn' });
  });
  it.each(['not json', '["https://a.example"]', '{"China":"ftp://files.example"}', '{"China":42}', '{" ":"https://a.example"}'])(
    'refuses %s at start',
    (raw) => {
      expect(() => loadConfig({ SITE_MAPS: raw })).toThrow(ConfigError);
    },
  );
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeNames } from '@ferrite/tokens/values';
import { brandThemeFrom, ConfigError, loadConfig } from './config';

describe('BRAND_THEME', () => {
  it('serves the ferrite theme when unset or empty', () => {
    expect(loadConfig({}).brandTheme).toBe('ferrite');
    expect(brandThemeFrom('  ')).toBe('ferrite');
  });

  it('takes every theme the kit exports', () => {
    for (const name of themeNames) expect(loadConfig({ BRAND_THEME: name }).brandTheme).toBe(name);
    expect(brandThemeFrom(' cobalt ')).toBe('cobalt');
  });

  it.each(['Cobalt', 'green', 'fe-theme-cobalt'])('refuses %s, naming the themes there are', (raw) => {
    expect(() => brandThemeFrom(raw)).toThrow(ConfigError);
    expect(() => brandThemeFrom(raw)).toThrow(`BRAND_THEME: "${raw}" is not a theme of the kit; choose one of ${themeNames.join(', ')}`);
  });
});

import { describe, expect, it } from 'vitest';
import { cobaltTheme, ferriteTheme, themes, vars } from './index';

describe('theme contract', () => {
  it('exposes stable fe- variable names', () => {
    expect(vars.color.brand).toBe('var(--fe-color-brand)');
    expect(vars.color.surfaceRaised).toBe('var(--fe-color-surface-raised)');
    expect(vars.layout.headerHeight).toBe('var(--fe-layout-header-height)');
    expect(vars.zIndex.snackbar).toBe('var(--fe-z-index-snackbar)');
    expect(vars.borderWidth.strong).toBe('var(--fe-border-width-strong)');
    expect(vars.size.touchTarget).toBe('var(--fe-size-touch-target)');
    expect(vars.measure.large).toBe('var(--fe-measure-large)');
  });
  it('exports stable theme class names', () => {
    expect(ferriteTheme).toBe('fe-theme-ferrite');
    expect(cobaltTheme).toBe('fe-theme-cobalt');
    expect(themes).toEqual({ ferrite: ferriteTheme, cobalt: cobaltTheme });
  });
});

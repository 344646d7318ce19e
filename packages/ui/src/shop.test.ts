// The export surface of the two entry points: the store's composites (shell and pages) come from
// `@ferrite/ui/shop`; the root keeps the shell ones only as deprecated aliases until 0.3.0.
import { describe, expect, it } from 'vitest';
import * as root from './index';
import * as shell from './shell';
import * as shop from './shop';

// Plain records, so the loops below can look names up (namespaces are read statically).
const shellExports = Object.entries(shell);
const shopExports: Record<string, unknown> = { ...shop };
const rootExports: Record<string, unknown> = { ...root };

describe('@ferrite/ui/shop', () => {
  it('exports every shell composite: header, top bar, menus, search, sidebar, footer, cookie notice, region pickers, layouts', () => {
    for (const name of [
      'Header',
      'TopBar',
      'MainNav',
      'MegaMenu',
      'ManufacturerMenu',
      'SearchBox',
      'Sidebar',
      'Footer',
      'CookieNotice',
      'RegionPicker',
      'LanguagePicker',
      'DefaultLayout',
      'AboutLayout',
    ]) {
      expect(shop, name).toHaveProperty(name);
    }
    for (const [name, value] of shellExports) expect(shopExports[name], name).toBe(value);
    expect(shellExports.length).toBeGreaterThan(30);
    expect(shop).toHaveProperty('PartsTable');
  });

  it('keeps the root brand-neutral apart from the deprecated shell aliases: the page composites and EmptyLayout stay where they were', () => {
    expect(root).not.toHaveProperty('PartsTable');
    expect(root).not.toHaveProperty('LineItems');
    expect(root).not.toHaveProperty('FacetPanel');
    expect(root).not.toHaveProperty('MatchConfidence');
    expect(shop).toHaveProperty('MatchConfidence');
    expect(root).toHaveProperty('EmptyLayout');
    expect(shell).not.toHaveProperty('EmptyLayout');
    // The deprecated aliases are the same objects, so a site can move import by import.
    for (const [name, value] of shellExports) expect(rootExports[name], name).toBe(value);
  });
});

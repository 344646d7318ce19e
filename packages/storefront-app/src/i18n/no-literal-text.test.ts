import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findLiteralText } from './literal-text';

const appSource = path.resolve(import.meta.dirname, '..');

function componentFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // Stories and their recorded fixtures are not shipped: their data is the store's, not the app's text.
    if (entry.isDirectory()) return entry.name === 'packs' || entry.name === 'stories' ? [] : componentFiles(full);
    return /\.(tsx|ts)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('user-visible text comes from the language packs', () => {
  it('finds literal text, attributes, visible properties and snackbar messages', () => {
    const found = findLiteralText(
      [
        'const a = <p>Add to cart</p>;',
        'const b = <input placeholder="Your email" aria-label={\'Email\'} />;',
        "const c = { title: 'Shopping Cart', type: 'warning' };",
        "showSnackbar(stores, 'warning', 'Delete successfully');",
        "const d = <span>{t('catalog.x')} EUR ×</span>;",
        '// i18n-ignore: a brand name',
        'const e = <b>Ferrite</b>;',
      ].join('\n'),
    );
    expect(found.map((f) => f.text)).toEqual(['Add to cart', 'Your email', 'Email', 'Shopping Cart', 'Delete successfully']);
  });

  it('no component of the storefront renders text that is not from a pack', () => {
    const offenders = componentFiles(appSource).flatMap((file) =>
      findLiteralText(fs.readFileSync(file, 'utf8'), file).map(
        (hit) => `${path.relative(appSource, file)}:${hit.line} ${hit.kind} "${hit.text}"`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});

// The visual baselines are taken by a Chromium that sees no font of the machine (visual.test.ts).
// Here Chromium has all of this machine's fonts: stories in Latin, Cyrillic, Arabic (right to left)
// and monospace text must still be drawn in the fonts the kit ships, every text node of them, and
// match their baselines. A story that fell back to a system font fails both checks.
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontFamilies } from '../../packages/tokens/src/fonts';
import { ensureStorybookBuild, serveStatic, staticDir } from './storybookStatic';
import { compareWithBaseline, contextOptions, desktop, launchStoryBrowser, openStory, settle, stableScreenshot } from './storyShots';

/** The token stories (monospace values, the type scale) and stories in each shipped script. */
const stories = [
  'foundations-tokens--all-tokens',
  'foundations-tokens--space-and-type',
  'foundations-tokens--color-tokens',
  'foundations-tokens--cobalt-theme',
  'navigation-tabs--right-to-left',
  'data-datatable--right-to-left',
  'commerce-pricebreaktable--right-to-left',
  'primitives-text--right-to-left',
  'shop-shell-regionpicker--russian',
];

/**
 * Signs no shipped subset has (Noto Sans leaves ≤ and ≥ to a maths font the kit does not ship): the
 * machine may draw these, one glyph each, and nothing else.
 */
const unshippedSigns = /[≤≥]/g;

type DomNode = { nodeId: number; nodeType: number; nodeName: string; nodeValue: string; children?: DomNode[] };
type PlatformFont = { familyName: string; isCustomFont: boolean; glyphCount: number };

/** Every platform font that drew a text node of the page, with the text it drew. */
async function fontsUsed(session: CDPSession): Promise<Array<{ font: PlatformFont; text: string }>> {
  const { root } = (await session.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const holders: Array<{ nodeId: number; text: string }> = [];
  const visit = (node: DomNode) => {
    if (['SCRIPT', 'STYLE', 'TITLE', 'HEAD'].includes(node.nodeName)) return;
    const text = (node.children ?? [])
      .filter((child) => child.nodeType === 3)
      .map((child) => child.nodeValue)
      .join('')
      .trim();
    if (node.nodeType === 1 && text) holders.push({ nodeId: node.nodeId, text });
    for (const child of node.children ?? []) visit(child);
  };
  visit(root);
  const used: Array<{ font: PlatformFont; text: string }> = [];
  for (const holder of holders) {
    const { fonts } = (await session.send('CSS.getPlatformFontsForNode', { nodeId: holder.nodeId })) as { fonts: PlatformFont[] };
    for (const font of fonts) used.push({ font, text: holder.text });
  }
  return used;
}

let browser: Awaited<ReturnType<typeof launchStoryBrowser>>;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  ensureStorybookBuild();
  server = await serveStatic(staticDir);
  browser = await launchStoryBrowser({ systemFonts: true });
});

afterAll(async () => {
  await browser?.cleanUp();
  await server?.close();
});

describe('stories with the machine’s fonts installed', () => {
  it('draw every text in a shipped font and match the baselines taken with no system font', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: desktop, ...contextOptions });
    const systemFonts: string[] = [];
    const mismatches: string[] = [];
    const shippedSeen = new Set<string>();
    for (const id of stories) {
      // A fresh page per story: the DOM read below is the story's own.
      const page: Page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const problem = await openStory(page, server.url, id, errors);
      expect(problem, id).toBe('');
      await settle(page);
      const session = await context.newCDPSession(page);
      await session.send('DOM.enable');
      await session.send('CSS.enable');
      const used = await fontsUsed(session);
      expect(used.length, `${id} draws text`).toBeGreaterThan(0);
      for (const { font, text } of used) {
        if (font.isCustomFont) shippedSeen.add(font.familyName);
        else if (font.glyphCount !== (text.match(unshippedSigns) ?? []).length)
          systemFonts.push(`${id}: "${text.slice(0, 40)}" in ${font.familyName} (${font.glyphCount} glyphs)`);
      }
      const compared = compareWithBaseline(id, await stableScreenshot(page), '.system-fonts');
      if (compared.problem) mismatches.push(`${id}: ${compared.problem}`);
      await page.close();
    }
    await context.close();
    expect(systemFonts).toEqual([]);
    expect(mismatches).toEqual([]);
    // All three shipped families drew something (the font files name themselves without " Variable").
    expect([...shippedSeen].sort()).toEqual(
      expect.arrayContaining(Object.values(fontFamilies).map((family) => family.replace(/ Variable$/, ''))),
    );
  });
});

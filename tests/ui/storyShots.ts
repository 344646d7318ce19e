// Screenshots of stories, shared by the visual regression test and the font-independence test:
// open a story in a reused preview page, wait until it and its fonts have settled, screenshot it
// and compare with the committed baseline in tests/ui/__screenshots__/ (pixelmatch).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { CHROMIUM_ARGS as BASE_ARGS, CHROMIUM_PATH } from '../support/browser';
import { repoRoot } from './storybookStatic';

const CHROMIUM_ARGS = [...BASE_ARGS, '--font-render-hinting=none'];
export const baselineDir = join(repoRoot, 'tests/ui/__screenshots__');
export const diffDir = join(repoRoot, 'tests/.artifacts/visual');
/** Share of pixels allowed to differ (anti-aliasing noise), and pixelmatch's per-pixel colour threshold. */
export const maxDiffRatio = Number(process.env.VISUAL_MAX_DIFF_RATIO ?? 0.002);
const pixelThreshold = 0.1;
export const desktop = { width: 1024, height: 720 };
/** Storybook's `mobile1` viewport, used for stories tagged `mobile`. */
export const mobile = { width: 320, height: 568 };
/** The Pages stories (tag `page`): a laptop-wide store page, or (tag `page-phone`) a phone's. */
export const pageDesktop = { width: 1440, height: 900 };
export const pagePhone = { width: 390, height: 844 };
/** A page story is shot whole, down to this height (px): the top of a long page is what changes. */
export const pageShotMaxHeight = 2000;
export const contextOptions = { deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' } as const;

/** Freezes everything that moves: CSS animations, transitions and the text caret. */
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; }`;

/**
 * An icon font with no letter in it (VS Code's codicons, inside the pinned playwright-core). Chromium
 * loads no web font at all when fontconfig offers it no font, so it is offered this one: text can
 * then be drawn in the kit's web fonts or not at all.
 */
function letterlessFont(): string {
  const assets = join(dirname(createRequire(import.meta.url).resolve('playwright-core/package.json')), 'lib/vite/recorder/assets');
  const file = readdirSync(assets).find((name) => /^codicon.*\.ttf$/.test(name));
  if (!file) throw new Error(`no codicon*.ttf in ${assets} (playwright-core changed its files)`);
  return join(assets, file);
}

/** Where Debian and most Linux systems keep their fonts. */
const machineFontDirs = ['/usr/share/fonts', '/usr/local/share/fonts'];

/**
 * Chromium with a fontconfig of our own, so that neither the machine's fonts nor its rendering
 * settings (hinting, antialiasing: they change glyph widths, hence layout) reach the screenshots.
 * It offers a letterless icon font and, with `systemFonts: true`, the machine's font folders too.
 * Without them (the visual test) text is drawn in the fonts the kit ships (@ferrite/tokens/fonts.css)
 * or not at all, and the baselines hold on any machine, whatever fonts it has; with them (the fonts
 * test) a character the shipped fonts lack would be drawn by a machine font and show.
 */
export async function launchStoryBrowser({ systemFonts }: { systemFonts: boolean }): Promise<Browser & { cleanUp: () => Promise<void> }> {
  const fontconfigDir = mkdtempSync(join(tmpdir(), 'ferrite-fontconfig-'));
  mkdirSync(join(fontconfigDir, 'fonts'));
  copyFileSync(letterlessFont(), join(fontconfigDir, 'fonts', 'letterless.ttf'));
  const dirs = [join(fontconfigDir, 'fonts'), ...(systemFonts ? machineFontDirs.filter((dir) => existsSync(dir)) : [])];
  writeFileSync(
    join(fontconfigDir, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>${dirs.map((dir) => `<dir>${dir}</dir>`).join('')}<cachedir>${fontconfigDir}/cache</cachedir></fontconfig>\n`,
  );
  const env: Record<string, string> = { FONTCONFIG_FILE: join(fontconfigDir, 'fonts.conf') };
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined && key !== 'FONTCONFIG_FILE') env[key] = value;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env });
  return Object.assign(browser, {
    async cleanUp() {
      await browser.close();
      rmSync(fontconfigDir, { recursive: true, force: true });
    },
  });
}

type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * Opens a story. The first story of a page loads iframe.html; later ones switch through the
 * preview's channel (as the Storybook manager does), which is several times faster than reloading.
 * Returns a problem, or '' when the story rendered.
 */
export async function openStory(page: Page, baseUrl: string, id: string, errors: string[]): Promise<string> {
  if (page.url().startsWith(baseUrl)) {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
    await page.addStyleTag({ content: stillCss });
  }
  const done = await page.waitForFunction(
    (storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      if (!render || render.id !== storyId) return false;
      return ['completed', 'afterEach', 'finished', 'errored', 'aborted'].includes(render.phase ?? '') ? render.phase : false;
    },
    id,
    { timeout: 20_000 },
  );
  const phase = String(await done.jsonValue());
  return phase === 'errored' || phase === 'aborted' ? `story ${phase}: ${errors.join(' | ')}` : '';
}

/**
 * Waits until the story's fonts and images are in. `document.fonts.ready` alone is not enough: a
 * face is asked for only when layout meets a character in its unicode-range, so until then the set
 * is "loaded" with the face missing. Layout is forced first, and the wait repeats until a laid-out
 * frame leaves no face loading. Images get at most 3 s: one from an unreachable host must not hang the run.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 20; round += 1) {
      document.body.getBoundingClientRect();
      await document.fonts.ready;
      await frames();
      if (document.fonts.status === 'loaded') break;
    }
    const images = Promise.all([...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))));
    await Promise.race([images, new Promise((done) => setTimeout(done, 3000))]);
    await frames();
  });
}

/** Screenshots until two in a row are identical (a play function or timer may still be settling). */
export async function stableScreenshot(page: Page, { wholePage = false } = {}): Promise<Buffer> {
  const shoot = async () => {
    if (!wholePage) return page.screenshot({ animations: 'disabled', caret: 'hide' });
    const { width } = page.viewportSize()!;
    const height = Math.min(pageShotMaxHeight, await page.evaluate(() => document.documentElement.scrollHeight));
    return page.screenshot({ animations: 'disabled', caret: 'hide', fullPage: true, clip: { x: 0, y: 0, width, height } });
  };
  let previous = await shoot();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(150);
    const next = await shoot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Compares a screenshot with the story's baseline; on a difference, writes the diff and the shot to tests/.artifacts/visual. */
export function compareWithBaseline(id: string, actual: Buffer, artifactSuffix = ''): { problem?: string; ratio: number } {
  const file = join(baselineDir, `${id}.png`);
  if (!existsSync(file)) return { problem: 'no baseline', ratio: 1 };
  const expected = PNG.sync.read(readFileSync(file));
  const current = PNG.sync.read(actual);
  if (expected.width !== current.width || expected.height !== current.height) {
    return { problem: `size ${current.width}×${current.height}, baseline ${expected.width}×${expected.height}`, ratio: 1 };
  }
  const diff = new PNG({ width: current.width, height: current.height });
  const changed = pixelmatch(expected.data, current.data, diff.data, current.width, current.height, { threshold: pixelThreshold });
  const ratio = changed / (current.width * current.height);
  if (ratio > maxDiffRatio) {
    mkdirSync(diffDir, { recursive: true });
    writeFileSync(join(diffDir, `${id}${artifactSuffix}.diff.png`), PNG.sync.write(diff));
    writeFileSync(join(diffDir, `${id}${artifactSuffix}.actual.png`), actual);
    return { problem: `${(ratio * 100).toFixed(2)}% of pixels differ (diff in tests/.artifacts/visual)`, ratio };
  }
  return { ratio };
}

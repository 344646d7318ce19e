// Visual regression of every story: screenshot in headless Chromium, compare with the committed
// baseline in tests/ui/__screenshots__/ (pixelmatch). A missing baseline is written and passes;
// UPDATE_SCREENSHOTS=1 (npm run test:visual:update) rewrites them all.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorybookBuild, repoRoot, serveStatic, staticDir } from './storybookStatic';
import type { IndexEntry } from './storybookStatic';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];
const baselineDir = join(repoRoot, 'tests/ui/__screenshots__');
const diffDir = join(repoRoot, 'tests/.artifacts/visual');
const update = process.env.UPDATE_SCREENSHOTS === '1';
/** Share of pixels allowed to differ (anti-aliasing noise), and pixelmatch's per-pixel colour threshold. */
const maxDiffRatio = Number(process.env.VISUAL_MAX_DIFF_RATIO ?? 0.002);
const pixelThreshold = 0.1;
const desktop = { width: 1024, height: 720 };
/** Storybook's `mobile1` viewport, used for stories tagged `mobile`. */
const mobile = { width: 320, height: 568 };
const parallelPages = 4;
/** Longest a single story may take (render, play, screenshot). */
const storyTimeout = 30_000;

/** Freezes everything that moves: CSS animations, transitions and the text caret. */
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; }`;

let browser: Browser;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  ensureStorybookBuild();
  server = await serveStatic(staticDir);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  mkdirSync(baselineDir, { recursive: true });
  rmSync(diffDir, { recursive: true, force: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Outcome = { id: string; problem?: string; wrote?: boolean };
type PreviewWindow = Window & {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * Opens a story. The first story of a page loads iframe.html; later ones switch through the
 * preview's channel (as the Storybook manager does), which is several times faster than reloading.
 */
async function openStory(page: Page, id: string, errors: string[]): Promise<string> {
  if (page.url().startsWith(server.url)) {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  } else {
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`, { waitUntil: 'load' });
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

/** Screenshots until two in a row are identical (a play function or timer may still be settling). */
async function stableScreenshot(page: Page): Promise<Buffer> {
  let previous = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(150);
    const next = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

async function shoot(page: Page, story: IndexEntry): Promise<Outcome> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const problem = await openStory(page, story.id, errors);
    if (problem) return { id: story.id, problem };
    // Fonts and images settle, but never wait more than 3 s: an image from an unreachable host
    // must not hang the run.
    await page.evaluate(async () => {
      const settled = Promise.all([
        document.fonts.ready,
        ...[...document.images].map((image) => (image.complete ? null : image.decode().catch(() => null))),
      ]);
      await Promise.race([settled, new Promise((done) => setTimeout(done, 3000))]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const actual = await stableScreenshot(page);
    const file = join(baselineDir, `${story.id}.png`);
    if (!existsSync(file) && !update && process.env.CI) {
      // On CI a missing baseline is a forgotten commit, not a first run.
      return { id: story.id, problem: 'no committed baseline (run npm run test:visual:update and commit it)' };
    }
    if (update || !existsSync(file)) {
      writeFileSync(file, actual);
      return { id: story.id, wrote: true };
    }
    const expected = PNG.sync.read(readFileSync(file));
    const current = PNG.sync.read(actual);
    if (expected.width !== current.width || expected.height !== current.height) {
      return { id: story.id, problem: `size ${current.width}×${current.height}, baseline ${expected.width}×${expected.height}` };
    }
    const diff = new PNG({ width: current.width, height: current.height });
    const changed = pixelmatch(expected.data, current.data, diff.data, current.width, current.height, { threshold: pixelThreshold });
    const ratio = changed / (current.width * current.height);
    if (ratio > maxDiffRatio) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, `${story.id}.diff.png`), PNG.sync.write(diff));
      writeFileSync(join(diffDir, `${story.id}.actual.png`), actual);
      return { id: story.id, problem: `${(ratio * 100).toFixed(2)}% of pixels differ (diff in tests/.artifacts/visual)` };
    }
    return { id: story.id };
  } catch (error) {
    return { id: story.id, problem: (error as Error).message.split('\n')[0] };
  } finally {
    page.off('pageerror', onError);
  }
}

describe('visual regression of every story', () => {
  it('matches the committed screenshots', { timeout: 240_000 }, async () => {
    const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'));
    expect(stories.length).toBeGreaterThan(0);

    const contexts = {
      desktop: await browser.newContext({ viewport: desktop, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC' }),
      mobile: await browser.newContext({ viewport: mobile, deviceScaleFactor: 1, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'UTC', isMobile: true, hasTouch: true }),
    };
    const queue = [...stories];
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: parallelPages }, async () => {
        // One page per viewport per worker, reused from story to story.
        const pages: Partial<Record<keyof typeof contexts, Page>> = {};
        for (let story = queue.shift(); story; story = queue.shift()) {
          const kind = story.tags?.includes('mobile') ? 'mobile' : 'desktop';
          pages[kind] ??= await contexts[kind].newPage();
          const page = pages[kind];
          let timer: ReturnType<typeof setTimeout> | undefined;
          const timedOut = new Promise<Outcome>((settle) => {
            timer = setTimeout(() => settle({ id: story.id, problem: `no screenshot within ${storyTimeout} ms` }), storyTimeout);
          });
          let outcome = await Promise.race([shoot(page, story), timedOut]);
          clearTimeout(timer);
          if (outcome.problem?.includes('pixels differ')) {
            // A page reused from story to story keeps some browser state (focus-visible heuristics,
            // pointer, scroll) from earlier stories. A story that differs is shot once more on a
            // fresh page: a real regression differs there too, leftover state does not.
            const fresh = await contexts[kind].newPage();
            outcome = await shoot(fresh, story);
            if (outcome.problem) outcome.problem += ' (also on a fresh page)';
            else console.info(`visual: ${story.id} differed on a reused page and matched on a fresh one`);
            void fresh.close().catch(() => undefined);
          }
          outcomes.push(outcome);
          if (outcome.problem?.startsWith('no screenshot')) {
            // A hung page (a story stuck in a loop) is thrown away; the next story gets a fresh one.
            delete pages[kind];
            void page.close().catch(() => undefined);
          }
        }
      }),
    );
    await Promise.all(Object.values(contexts).map((context) => context.close()));

    const written = outcomes.filter((o) => o.wrote).length;
    if (written > 0) console.info(`visual: wrote ${written} baseline screenshot(s) to tests/ui/__screenshots__`);
    const failures = outcomes.filter((o) => o.problem).map((o) => `${o.id}: ${o.problem}`);
    expect(failures).toEqual([]);
    expect(outcomes).toHaveLength(stories.length);
  });
});

// Visual regression of every story: screenshot in headless Chromium, compare with the committed
// baseline in tests/ui/__screenshots__/ (pixelmatch). A missing baseline is written and passes;
// UPDATE_SCREENSHOTS=1 (npm run test:visual:update) rewrites them all. Chromium runs without the
// machine's fonts (storyShots.ts), so text is drawn in the fonts the kit ships, on every machine.
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStorybookBuild, serveStatic, staticDir } from './storybookStatic';
import type { IndexEntry } from './storybookStatic';
import {
  baselineDir,
  compareWithBaseline,
  contextOptions,
  desktop,
  diffDir,
  launchStoryBrowser,
  mobile,
  openStory,
  pageDesktop,
  pagePhone,
  settle,
  stableScreenshot,
} from './storyShots';

const update = process.env.UPDATE_SCREENSHOTS === '1';
const parallelPages = 4;
/** Longest a single story may take (render, play, screenshot). */
const storyTimeout = 30_000;

let browser: Awaited<ReturnType<typeof launchStoryBrowser>>;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  ensureStorybookBuild();
  server = await serveStatic(staticDir);
  // No system font: text is drawn in the kit's shipped fonts only, so the baselines hold on any machine.
  browser = await launchStoryBrowser({ systemFonts: false });
  mkdirSync(baselineDir, { recursive: true });
  rmSync(diffDir, { recursive: true, force: true });
});

afterAll(async () => {
  await browser?.cleanUp();
  await server?.close();
});

type Outcome = { id: string; problem?: string; wrote?: boolean };

async function shoot(page: Page, story: IndexEntry): Promise<Outcome> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    const problem = await openStory(page, server.url, story.id, errors);
    if (problem) return { id: story.id, problem };
    await settle(page);
    const actual = await stableScreenshot(page, { wholePage: story.tags?.includes('page') });
    const file = join(baselineDir, `${story.id}.png`);
    if (!existsSync(file) && !update && process.env.CI) {
      // On CI a missing baseline is a forgotten commit, not a first run.
      return { id: story.id, problem: 'no committed baseline (run npm run test:visual:update and commit it)' };
    }
    if (update || !existsSync(file)) {
      writeFileSync(file, actual);
      return { id: story.id, wrote: true };
    }
    const compared = compareWithBaseline(story.id, actual);
    if (compared.problem) return { id: story.id, problem: compared.problem };
    return { id: story.id };
  } catch (error) {
    return { id: story.id, problem: (error as Error).message.split('\n')[0] };
  } finally {
    page.off('pageerror', onError);
  }
}

describe('visual regression of every story', () => {
  it('matches the committed screenshots', { timeout: 600_000 }, async () => {
    const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
    // VISUAL_STORIES=id,id… shoots only those stories (to rewrite a few baselines).
    const only = process.env.VISUAL_STORIES?.split(',').filter(Boolean);
    const stories = Object.values(index.entries).filter(
      (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual') && (!only || only.includes(entry.id)),
    );
    expect(stories.length).toBeGreaterThan(0);

    const contexts = {
      desktop: await browser.newContext({ viewport: desktop, ...contextOptions }),
      mobile: await browser.newContext({ viewport: mobile, ...contextOptions, isMobile: true, hasTouch: true }),
      page: await browser.newContext({ viewport: pageDesktop, ...contextOptions }),
      pagePhone: await browser.newContext({ viewport: pagePhone, ...contextOptions, isMobile: true, hasTouch: true }),
    };
    /** Which context shoots a story: its tags say (`mobile`, `page`, `page-phone`). */
    const contextOf = (tags: string[] = []): keyof typeof contexts =>
      tags.includes('page-phone') ? 'pagePhone' : tags.includes('page') ? 'page' : tags.includes('mobile') ? 'mobile' : 'desktop';
    const queue = [...stories];
    const outcomes: Outcome[] = [];
    await Promise.all(
      Array.from({ length: parallelPages }, async () => {
        // One page per viewport per worker, reused from story to story.
        const pages: Partial<Record<keyof typeof contexts, Page>> = {};
        for (let story = queue.shift(); story; story = queue.shift()) {
          const kind = contextOf(story.tags);
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

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium, with the flags this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface TestBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh Chromium with its own empty profile folder. */
export async function launchBrowser(options: { javaScriptEnabled?: boolean } = {}): Promise<TestBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1366, height: 900 },
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export type { Browser };

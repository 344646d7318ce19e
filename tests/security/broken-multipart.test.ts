// A multipart body that breaks off or is malformed gets one clear 400, is logged once, and leaves
// the server healthy. The server runs as its own process: an error thrown outside a request
// would end it, which an in-process server would hide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../support/process';

const BOUNDARY = 'ferrite-broken';
const LOGGED = 'multipart body could not be read';

const BROKEN_BODIES: [string, string][] = [
  // The upload stops inside the file: no closing boundary ("Unexpected end of form").
  [
    'a file part cut short',
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bom.csv"\r\nContent-Type: text/csv\r\n\r\nPart Number,Quantity\r\nRC0603,1`,
  ],
  // A part header that is not a header.
  ['a malformed part header', `--${BOUNDARY}\r\nthis is not a header\r\n\r\nPart Number,Quantity\r\n--${BOUNDARY}--\r\n`],
];

describe('a broken multipart body', () => {
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-multipart-'));
    server = await spawnServer({ PGLITE_DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, body: string) =>
    fetch(url, { method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
  const loggedTimes = () => server.output().split(LOGGED).length - 1;

  it.each(BROKEN_BODIES)('to the API (%s): one 400 with the error envelope, one log line, the server still up', async (_name, body) => {
    const before = loggedTimes();
    const answer = await post(`${server.url}/api/bom/Upload`, body);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ state: 'error', message: 'The upload could not be read.', code: 400, data: null });
    await expect.poll(loggedTimes).toBe(before + 1);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/Unexpected end of form\n\s+at |uncaught|ERR_HTTP_HEADERS_SENT/i);
    // Logged once: a health check later, still the same count.
    expect(loggedTimes()).toBe(before + 1);
  });

  it.each(BROKEN_BODIES)('to a page form (%s): one plain 400, one log line, the server still up', async (_name, body) => {
    const before = loggedTimes();
    const answer = await post(`${server.url}/bom`, body);
    expect(answer.status).toBe(400);
    expect(await answer.text()).toBe('The upload could not be read.');
    await expect.poll(loggedTimes).toBe(before + 1);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(loggedTimes()).toBe(before + 1);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('logs', () => {
  let child: ChildProcess;
  let url = '';
  let output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-logs-'));

  beforeAll(async () => {
    child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/log-server.ts'), dataDir], {
      cwd: path.resolve(here, '../..'),
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
      const poll = setInterval(() => {
        const match = /READY (\S+)/.exec(output);
        if (match) {
          clearInterval(poll);
          clearTimeout(timer);
          url = match[1]!;
          resolve();
        }
      }, 50);
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('never contain a password, a session token or a reset token, even at trace level', async () => {
    const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${url}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const password = 'Leak$Check91';
    const email = `logs.${Date.now()}@example.com`;
    await post('/account/register', { Email: email, UserName: 'Logger', Password: password, ConfirmPassword: password });
    const html = await (await fetch(`${url}/dev/outbox`)).text();
    const token = /verify\?token=([A-Za-z0-9_-]{43})/.exec(html)![1]!;
    await post('/account/verify', { Token: token });
    await post('/account/login', { Email: email, Password: 'Wrong$Guess77' });
    const login = await post('/account/login', { Email: email, Password: password });
    const session = ((await login.json()) as { data: { AccessToken: string } }).data.AccessToken;
    await post(
      '/account/ChangePassword',
      { OldPassword: password, NewPassword: 'Leak$Check92', ConfirmPassword: 'Leak$Check92' },
      { authorization: `Bearer ${session}` },
    );
    await post(
      '/account/ChangePassword',
      { OldPassword: 'Wrong$Guess78', NewPassword: 'Leak$Check93' },
      { authorization: `Bearer ${session}` },
    );
    await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"Email":"${email}","Password":"Leak$Check94"`,
    });
    // The last request names itself, so the test can wait for its access-log line: everything logged before it is in.
    const lastRequestId = `logs-test-${Date.now()}`;
    await fetch(`${url}/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': lastRequestId },
      body: `Email=${encodeURIComponent(email)}&Password=Leak%24Check95`,
    });
    await vi.waitFor(() => expect(output).toMatch(new RegExp(`"requestId":"${lastRequestId}"[^\n]*"msg":"request"`)), { timeout: 30_000 });

    expect(output).toContain('"msg":"request"');
    for (const secret of [
      password,
      'Leak$Check92',
      'Leak$Check93',
      'Leak$Check94',
      'Leak$Check95',
      'Wrong$Guess77',
      'Wrong$Guess78',
      session,
      token,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});

/**
 * Secrets come only from the environment: production refuses to start without them (one clear
 * message, no stack trace), never prints them, and no source file holds one.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { productionProblems } from '../../packages/server/src/config';
import { repoRoot, spawnServer, type ServerProcess } from '../support/process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ferrite-secrets-'));

/** The environment of a real deployment's process, minus anything this machine's shell might supply. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    PGLITE_DATA_DIR: dataDir,
    ...extra,
  };
  for (const name of ['SMTP_URL', 'PUBLIC_ORIGIN', 'FERRITE_DEMO', 'DATABASE_URL', 'REDIS_URL', 'DATABASE_REPLICA_URL'])
    if (!(name in extra)) delete env[name];
  return env;
}

/** Runs the server entry until it exits (or 60 s pass); its exit code and everything it printed. */
function runMain(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`still running after 60 s (it should have refused to start):\n${output}`));
    }, 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('secrets from the environment', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start in production without SMTP_URL and PUBLIC_ORIGIN, naming both, without a stack trace', async () => {
    const { code, output } = await runMain(productionEnv({}));
    expect(code).toBe(1);
    expect(output).toContain('Cannot start: NODE_ENV=production needs these settings from the environment:');
    expect(output).toMatch(/- SMTP_URL \(smtp:\/\/ or smtps:\/\/user:password@host:port\)/);
    expect(output).toMatch(/- PUBLIC_ORIGIN \(such as https:\/\/www\.ferrite\.example\)/);
    expect(output).toContain('FERRITE_DEMO=1');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('names the one that is missing, and refuses an SMTP_URL that is not smtp:// or smtps://', async () => {
    const onlyMail = await runMain(productionEnv({ SMTP_URL: 'smtp://mailer:pw@127.0.0.1:2525' }));
    expect(onlyMail.code).toBe(1);
    expect(onlyMail.output).toContain('- PUBLIC_ORIGIN');
    expect(onlyMail.output).not.toContain('- SMTP_URL');
    expect(onlyMail.output).not.toContain('mailer:pw');

    const wrongScheme = await runMain(
      productionEnv({ SMTP_URL: 'http://mailer:pw@127.0.0.1:2525', PUBLIC_ORIGIN: 'https://shop.example' }),
    );
    expect(wrongScheme.code).toBe(1);
    expect(wrongScheme.output).toContain('Cannot start: SMTP_URL must start with smtp:// or smtps://');
    expect(wrongScheme.output).not.toContain('mailer:pw');
    expect(wrongScheme.output).not.toMatch(/\n\s+at /);
  });

  it('starts in production once both are given, and never prints the SMTP password', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    server = await spawnServer({
      FERRITE_DEMO: '',
      PGLITE_DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://mailer:${password}@127.0.0.1:1`,
      PUBLIC_ORIGIN: 'https://shop.example',
    });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    // Production mode is on: HSTS goes out, the development outbox page is gone.
    expect(health.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    expect((await fetch(`${server.url}/dev/outbox?format=json`)).status).toBe(404);
    expect(server.output()).not.toContain(password);
  });

  it('lets a demonstration (FERRITE_DEMO=1) and development go without them', () => {
    expect(productionProblems({ production: true }, { FERRITE_DEMO: '1' })).toEqual([]);
    expect(productionProblems({ production: false }, {})).toEqual([]);
    expect(productionProblems({ production: true }, { SMTP_URL: 'smtp://x@y', PUBLIC_ORIGIN: 'https://shop.example' })).toEqual([]);
    expect(productionProblems({ production: true }, {})).toHaveLength(2);
  });

  it('keeps no secret in the repository: no credentials in URLs, no private keys, no .env files', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(
        (file) =>
          file &&
          !file.startsWith('tests/') &&
          !/\.(test|stories)\.tsx?$/.test(file) &&
          /\.(ts|tsx|mjs|cjs|js|json|md|ya?ml|sh|env|html)$|(^|\/)\.env/.test(file) &&
          file !== 'package-lock.json',
      );
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /(^|\/)\.env(\.|$)/.test(file))).toEqual([]);
    const findings: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
      } catch {
        continue;
      }
      // user:password@ in a connection URL (a bare user@, as in the README's local examples, is fine).
      for (const match of text.matchAll(/\b(postgres(?:ql)?|smtps?|redis|rediss|amqp|mongodb):\/\/[^\s:@/'"`]+:([^\s@/'"`]+)@/g)) {
        // Placeholders in documentation ("user:password@host") name the shape, not a secret.
        if (!/^(password|pass|pw|secret|\$\{?\w+\}?|<[^>]+>|\*+|…)$/i.test(match[2]!)) findings.push(`${file}: ${match[0]}`);
      }
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) findings.push(`${file}: a private key`);
      for (const match of text.matchAll(/\b(secret|password|passwd|api[_-]?key|signing[_-]?key)\s*[:=]\s*['"`]([^'"`\s]{8,})['"`]/gi)) {
        // A label ("Password") is a word; a secret is not.
        if (!/^[A-Za-z][a-z]+$/.test(match[2]!)) findings.push(`${file}: ${match[0]}`);
      }
    }
    expect(findings).toEqual([]);
  });
});

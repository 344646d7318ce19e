// Login latency with argon2id (m=19456 KiB, t=2, p=1) under 16 concurrent sign-ins.
// Run: npx tsx tests/bench/login.ts [rounds]   (prints figures; never fails on time)
import os from 'node:os';
import { ARGON2_OPTIONS, hashPassword, MAX_HASHES_IN_FLIGHT } from '../../packages/server/src/accounts/auth/passwords';
import { openDatabase } from '../../packages/server/src/db/database';
import { startServer } from '../../packages/server/src/server';

const CONCURRENCY = 16;
const rounds = Number(process.argv[2] ?? 10);
const password = 'Bench1234';

// DATABASE_URL benchmarks a PostgreSQL server (use a throwaway database); otherwise an in-memory PGlite.
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const server = await startServer({ db, config: { port: 0, host: '127.0.0.1', logLevel: 'silent' } });
try {
  const passwordHash = await hashPassword(password);
  const alone: number[] = [];
  for (let i = 0; i < 7; i++) {
    const hashStarted = performance.now();
    await hashPassword(password);
    alone.push(performance.now() - hashStarted);
  }
  const singleHashMs = alone.sort((a, b) => a - b)[3]!;
  for (let i = 0; i < CONCURRENCY; i++) {
    await db.query('INSERT INTO users (email, email_key, user_name, password_hash, email_verified_at) VALUES ($1, $1, $2, $3, now())', [
      `bench${i}@example.com`,
      `Bench ${i}`,
      passwordHash,
    ]);
  }
  const login = async (i: number, round: number): Promise<number> => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/account/login`, {
      method: 'POST',
      // A different client address per request, so the per-address throttle measures nothing here.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${round}.${i + 1}` },
      body: JSON.stringify({ Email: `bench${i}@example.com`, Password: password }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`login answered ${response.status}`);
    return performance.now() - started;
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => login(i, 250))); // warm-up
  const samples: number[] = [];
  const wallStarted = performance.now();
  for (let round = 0; round < rounds; round++) {
    samples.push(...(await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => login(i, round)))));
  }
  const wallMs = performance.now() - wallStarted;
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  console.log(
    `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}, at most ${MAX_HASHES_IN_FLIGHT} hashes in flight`,
  );
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, database ${db.kind}`);
  console.log(`one hash alone (median of 7): ${fmt(singleHashMs)}`);
  console.log(
    `${samples.length} sign-ins, ${CONCURRENCY} at a time, ${rounds} rounds: ${(samples.length / (wallMs / 1000)).toFixed(1)} sign-ins/s`,
  );
  console.log(`latency p50 ${fmt(at(0.5))}, p95 ${fmt(at(0.95))}, p99 ${fmt(at(0.99))}, max ${fmt(samples[samples.length - 1]!)}`);
} finally {
  await server.close();
  await db.close();
}

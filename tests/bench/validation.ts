// How long refusing bad input takes: the email rule on addresses that make a backtracking pattern
// take seconds (target: well under 50 ms each, linear in the length), and the round trip of a
// refused POST /api/account/register and /api/Content/ContactUs per bad input against the real
// server on PGlite (target: under 2 s each on a loaded machine; a password check or a mail must
// never be reached). The tests check what is refused and with which message; this prints how fast.
// Prints figures; never fails on a number.
//   npx tsx tests/bench/validation.ts [--runs 5]
import { isValidEmail } from '@ferrite/contract/account';
import { subscribeInput } from '@ferrite/contract/newsletter';
import { startTestStore } from '../support/server';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 5);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const worst = (values: number[]) => Math.max(...values);
const ms = (value: number) => value.toFixed(2);
const timed = async (work: () => unknown): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

console.log('| email rule on | length | median ms | worst ms |');
console.log('| --- | ---: | ---: | ---: |');
for (const n of [40, 200, 2_000]) {
  for (const [label, address] of [
    ['a…a!', `${'a'.repeat(n)}!`],
    ['a…a@b…b.c', `${'a'.repeat(n)}@${'b'.repeat(n)}.c`],
  ] as const) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await timed(() => isValidEmail(address)));
    console.log(`| isValidEmail ${label} | ${address.length} | ${ms(median(samples))} | ${ms(worst(samples))} |`);
    const parse: number[] = [];
    for (let run = 0; run < RUNS; run++) parse.push(await timed(() => subscribeInput.safeParse({ Email: address })));
    console.log(`| subscribeInput ${label} | ${address.length} | ${ms(median(parse))} | ${ms(worst(parse))} |`);
  }
}

const store = await startTestStore('pglite', { parts: 300 });
try {
  let ip = 0;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${store.url}/api${path}`, {
      method: 'POST',
      // Each request from its own address, so the per-address limits measure nothing here.
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.91.${Math.floor(++ip / 250)}.${(ip % 250) + 1}` },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    if (response.status !== 400) throw new Error(`${path} answered ${response.status} to ${JSON.stringify(body).slice(0, 80)}`);
  };
  const email = 'bench.validation@example.com';
  const cases: [string, string, unknown][] = [
    ['register {}', '/account/register', {}],
    ['register hostile email', '/account/register', { Email: `${'a'.repeat(40)}!`, UserName: 'A', Password: 'Secret123' }],
    ['register short password', '/account/register', { Email: email, UserName: 'A', Password: 'short1' }],
    [
      'register passwords differ',
      '/account/register',
      { Email: email, UserName: 'A', Password: 'Secret123', ConfirmPassword: 'Secret124' },
    ],
    ['register an array', '/account/register', [1, 2, 3]],
    ['contact {}', '/Content/ContactUs', {}],
    [
      'contact hostile email',
      '/Content/ContactUs',
      { Name: 'Ada', Email: `${'a'.repeat(40)}!`, Subject: 'S', Message: 'Where is my order?' },
    ],
    ['contact 5,001-character message', '/Content/ContactUs', { Name: 'Ada', Email: email, Subject: 'S', Message: 'x'.repeat(5001) }],
  ];
  for (const [, path, body] of cases) await post(path, body); // warm-up
  console.log(`\n| refused request (real server, PGlite, ${RUNS} runs) | median ms | worst ms |`);
  console.log('| --- | ---: | ---: |');
  for (const [label, path, body] of cases) {
    const samples: number[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await timed(() => post(path, body)));
    console.log(`| ${label} | ${ms(median(samples))} | ${ms(worst(samples))} |`);
  }
} finally {
  await store.stop();
}

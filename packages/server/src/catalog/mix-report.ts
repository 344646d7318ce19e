// The demo catalogue's mix without a database: share per top-level category, per group (resistors,
// capacitors, ICs, connectors…) and the biggest leaf categories, for one or more part counts.
//   npx tsx packages/server/src/catalog/mix-report.ts [--parts 50000,2000000] [--seed N] [--plan] [--exact]
// --plan also prints the planned allocation and each leaf's capacity against its demand at the
// largest count (from weights and capacities, without generating); --exact counts every combination
// of every family for the capacities (slow) instead of sampling the big ones.
import { allocate, formatShares, leafPlaces, measureMix, planLeaves, planSlots, sharesBy } from '@ferrite/demo-catalog/mix';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const counts = (option('parts') ?? '50000,2000000').split(',').map((s) => Number(s.replace(/_/g, '')));
const seed = option('seed') === undefined ? undefined : Number(option('seed'));
const places = leafPlaces();
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

for (const parts of counts) {
  const mix = measureMix(parts, seed);
  console.log(`\n=== ${parts.toLocaleString('en')} parts: generated in ${mix.seconds.toFixed(2)} s, peak RSS ${mix.rssMb.toFixed(0)} MB`);
  console.log(
    formatShares(
      'Top-level categories',
      sharesBy(mix.leaves, (p) => p.top, places),
    ),
  );
  console.log(
    formatShares(
      'Groups',
      sharesBy(mix.leaves, (p) => p.group, places),
    ),
  );
  console.log(
    formatShares(
      'Top 15 leaf categories',
      sharesBy(mix.leaves, (p) => p.name, places),
      15,
    ),
  );
}

if (argv.includes('--plan')) {
  const parts = Math.max(...counts);
  const start = performance.now();
  const slots = planSlots(undefined, argv.includes('--exact') ? Infinity : 400);
  const plan = planLeaves(slots);
  const seconds = (performance.now() - start) / 1000;
  const planned = allocate(slots, parts);
  console.log(`\n=== Plan for ${parts.toLocaleString('en')} parts (capacities in ${seconds.toFixed(1)} s)`);
  console.log(
    formatShares(
      'Groups (planned)',
      sharesBy(planned, (p) => p.group, places),
    ),
  );
  console.log(
    formatShares(
      'Top 15 leaf categories (planned)',
      sharesBy(planned, (p) => p.name, places),
      15,
    ),
  );
  const groups = new Map<string, { bases: number; parts: number }>();
  for (const l of plan) {
    const g = groups.get(l.place.group) ?? { bases: 0, parts: 0 };
    groups.set(l.place.group, { bases: g.bases + l.capacity.bases, parts: g.parts + l.capacity.parts });
  }
  console.log('Capacity per group (bases / parts with siblings)');
  for (const [name, c] of [...groups].sort((a, b) => b[1].parts - a[1].parts)) {
    console.log(`  ${name.padEnd(40)} ${String(c.bases).padStart(9)} ${String(c.parts).padStart(9)}`);
  }
  console.log('Leaves: weight share, demand at that share, capacity (parts), fill');
  for (const l of [...plan].sort((a, b) => b.share - a.share)) {
    const demand = l.share * parts;
    console.log(
      `  ${l.place.name.padEnd(40)} ${pct(l.share).padStart(6)} ${String(Math.round(demand)).padStart(8)} ${String(l.capacity.parts).padStart(9)}${l.capacity.exact ? ' ' : '~'} ${pct(demand / Math.max(1, l.capacity.parts)).padStart(7)}`,
    );
  }
}

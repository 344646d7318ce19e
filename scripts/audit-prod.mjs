// `npm run audit:prod`: `npm audit --omit=dev`, failing on a high or critical advisory in what the
// storefront ships (dev tools are not deployed). Prints one line per advisory and a summary.
// Exit codes: 0 clean (low/moderate only), 1 high or critical found, 2 the audit could not run
// (the registry's advisory endpoint unreachable: say so plainly rather than pass silently).
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(result.stdout);
} catch {
  console.error(`npm audit printed no report (exit ${result.status}):\n${result.stderr.trim()}`);
  process.exit(2);
}
if (report.error || report.message) {
  const detail = report.error?.summary || report.message || JSON.stringify(report.error);
  console.error(`npm audit could not reach the registry's advisory service: ${detail}`);
  console.error('No verdict: run it again where the registry answers POST /-/npm/v1/security/advisories/bulk.');
  process.exit(2);
}
const counts = report.metadata?.vulnerabilities ?? {};
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  const titles = (entry.via ?? []).filter((via) => typeof via === 'object').map((via) => `${via.title} (${via.url})`);
  console.log(
    `${entry.severity.padEnd(8)} ${name} ${entry.range}${titles.length ? `: ${titles.join('; ')}` : ` (through ${entry.via.join(', ')})`}`,
  );
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
console.log(
  `production dependencies: ${report.metadata?.dependencies?.prod ?? '?'}; advisories: ` +
    ['critical', 'high', 'moderate', 'low', 'info'].map((level) => `${counts[level] ?? 0} ${level}`).join(', '),
);
process.exit(serious > 0 ? 1 : 0);

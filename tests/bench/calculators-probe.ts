// Counts what the issue-23 bad-input probe found, for a before/after comparison: thousands
// separators misread, units ignored, ±1e300 accepted, and SI-formatted outputs that print nonsense.
// The test packages/calculators/src/bad-input-probe.test.ts asserts each count is 0; this prints
// them, also for an older checkout of the package (pass its src folder).
//   npx tsx tests/bench/calculators-probe.ts [path/to/packages/calculators/src]
// Prints figures; never fails on a number.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CalculatorDescriptor, CalculatorResult, RawInputs } from '../../packages/calculators/src/descriptor';

const source = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../../packages/calculators/src'));
const load = (file: string) => import(pathToFileURL(path.join(source, file)).href);
const { calculators } = (await load('registry.ts')) as { calculators: readonly CalculatorDescriptor[] };
const { defaultInputs, formatOutput, formatSi } = (await load('index.ts')) as typeof import('../../packages/calculators/src/index');

const SI_NONSENSE = [/\de-?\d+ [yzafpnµmkMGTPEZY]\S/, /^-?0(\.0*)? [yzafpnµmkMGTPEZY]\S/, /^-?\d{4,}(\.\d*)? [yzafpnµmkMGTPEZY]\S/];

function withInput(calculator: CalculatorDescriptor, key: string, change: RawInputs): RawInputs {
  const input = calculator.inputs.find((each) => each.key === key);
  const raw: Record<string, string | number | undefined> = { ...defaultInputs(calculator) };
  if (input?.visibleWhen) raw[input.visibleWhen.key] = input.visibleWhen.values[0];
  return { ...raw, ...change };
}

const same = (a: CalculatorResult, b: CalculatorResult) => JSON.stringify(a) === JSON.stringify(b);

const counts = { probes: 0, misread: 0, unitProbes: 0, ignoredUnits: 0, rangeProbes: 0, accepted1e300: 0, formatted: 0, nonsense: 0 };
const examples: string[] = [];

for (const calculator of calculators) {
  for (const input of calculator.inputs) {
    if (input.kind !== 'number') continue;
    const key = input.key;
    for (const [grouped, plain] of [
      ['1,000', '1000'],
      ['2,200', '2200'],
      ['10,000', '10000'],
    ] as const) {
      counts.probes += 1;
      const read = calculator.run(withInput(calculator, key, { [key]: grouped }));
      if (read.ok && !same(read, calculator.run(withInput(calculator, key, { [key]: plain })))) {
        counts.misread += 1;
        if (examples.length < 3) examples.push(`${calculator.slug}.${key}=${grouped} read as something else than ${plain}`);
      }
    }
    for (const unit of ['parsec', 'mA']) {
      if (input.units?.some((choice) => choice.id === unit) || input.unit === unit) continue;
      counts.unitProbes += 1;
      if (calculator.run(withInput(calculator, key, { [key]: '1', [`${key}Unit`]: unit })).ok) counts.ignoredUnits += 1;
    }
    for (const extreme of ['1e300', '-1e300']) {
      counts.rangeProbes += 1;
      if (calculator.run(withInput(calculator, key, { [key]: extreme })).ok) counts.accepted1e300 += 1;
    }
    for (const extreme of ['1e300', '-1e300', '1e-300', '1e30', '1e-30', '1e-20']) {
      const result = calculator.run(withInput(calculator, key, { [key]: extreme }));
      if (!result.ok) continue;
      for (const output of calculator.outputs) {
        const value = result.values[output.key];
        if (value === undefined || output.format !== 'si') continue;
        counts.formatted += 1;
        const text = formatOutput(output, value);
        if (/NaN|Infinity|e\+/.test(text) || SI_NONSENSE.some((pattern) => pattern.test(text))) {
          counts.nonsense += 1;
          if (examples.length < 6) examples.push(`${calculator.slug}.${key}=${extreme} → ${output.key} ${text}`);
        }
      }
    }
  }
}

// The formatter alone, on magnitudes from 1e-300 to 1e300 of both signs.
let formatterNonsense = 0;
let formatterProbes = 0;
for (let power = -300; power <= 300; power += 6) {
  for (const value of [1.59 * 10 ** power, -(10 ** power)]) {
    formatterProbes += 1;
    const text = formatSi(value, 'Ω', 2);
    if (/NaN|Infinity|e\+/.test(text) || SI_NONSENSE.some((pattern) => pattern.test(text))) formatterNonsense += 1;
  }
}

console.log(`calculator bad-input probe on ${path.relative(process.cwd(), source) || '.'} (${calculators.length} calculators)`);
console.log(`thousands separators misread  ${counts.misread} of ${counts.probes} probes`);
console.log(`unknown units ignored         ${counts.ignoredUnits} of ${counts.unitProbes} probes`);
console.log(`±1e300 accepted               ${counts.accepted1e300} of ${counts.rangeProbes} probes`);
console.log(`SI outputs printed as nonsense ${counts.nonsense} of ${counts.formatted} formatted`);
console.log(`formatSi nonsense             ${formatterNonsense} of ${formatterProbes} magnitudes`);
for (const example of examples) console.log(`  e.g. ${example}`);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calculatorBySlug,
  calculatorCategories,
  calculators,
  defaultInputs,
  formatOutput,
  type CalculatorDescriptor,
} from '../../packages/calculators/src/index';
import { clientFor, mainText } from '../content/support';
import { startTestStore, type TestStore } from '../support/server';

/** The canonical page of a calculator, spelled out here so a change in the app's helpers shows up. */
const canonicalOf = (calculator: CalculatorDescriptor) =>
  `/tools/components/${calculator.category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}/${calculator.slug}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the page should show for the default inputs: each output's label and formatted value. */
function defaultLines(calculator: CalculatorDescriptor): string[] {
  const result = calculator.run(defaultInputs(calculator));
  if (!result.ok) throw new Error(`${calculator.slug} does not compute its defaults`);
  return calculator.outputs
    .filter((output) => result.values[output.key] !== undefined)
    .map((output) => `${output.label} ${formatOutput(output, result.values[output.key]!)}`);
}

/** The opening tag of the page's GET form to `action`, whatever the attribute order. */
const getFormTo = (html: string, action: string) =>
  (html.match(/<form[^>]*>/g) ?? []).find((tag) => tag.includes(`action="${action}"`) && tag.includes('method="get"'));

/** Calculator pages linked from the <main> of a page. */
const calculatorLinks = (html: string) =>
  [...(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').matchAll(/href="(\/tools\/components\/[^"]+)"/g)].map((match) => match[1]!);

describe('tools pages, server-rendered', () => {
  let store: TestStore;
  beforeAll(async () => {
    // The calculators need no database; the smallest catalogue keeps the start quick.
    store = await startTestStore('pglite', { parts: 300 });
  });
  afterAll(async () => {
    await store?.stop();
  });

  it.each(calculators.map((calculator) => [calculator.slug, calculator] as const))(
    '%s renders its title and the result of its defaults',
    async (_slug, calculator) => {
      const path = canonicalOf(calculator);
      const { status, html } = await clientFor(store).page(path);
      expect(status).toBe(200);
      expect(html).toMatch(/<title>[^<]+ \| Ferrite<\/title>/);
      expect(html).toContain(
        `<title>${escapeHtml(
          /calculator|converter/i.test(calculator.title) ? calculator.title : `${calculator.title} calculator`,
        )} | Ferrite</title>`,
      );
      expect(html).toContain(`<meta name="description" content="${escapeHtml(calculator.summary).replace(/"/g, '&quot;')}">`);
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${escapeRegExp(path)}">`));
      expect(getFormTo(html, path)).toBeDefined();
      const text = mainText(html);
      expect(text).toContain(`Home Tools`);
      expect(text).toContain(calculator.title);
      const lines = defaultLines(calculator);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(text).toContain(line);
      expect(text).toContain('Formula');
      expect(text).toContain(calculator.source.title);
      expect(html).not.toMatch(/NaN|Infinity/);
    },
  );

  it('names each field by its input key and each unit select {key}Unit, for a GET form', async () => {
    const { html } = await clientFor(store).page('/tools/components/basic-circuits/voltage-divider');
    for (const name of ['inputVoltage', 'r1', 'r1Unit', 'r2', 'r2Unit']) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<button[^>]+type="submit"[^>]*>[\s\S]*?Calculate/);
    expect(html).not.toContain('Copy result');
  });

  it('computes the inputs in the query, so a URL shares a result', async () => {
    const divider = calculatorBySlug('voltage-divider')!;
    const query = 'inputVoltage=5&r1=22&r1Unit=kohm&r2=10&r2Unit=kohm';
    const result = divider.run(Object.fromEntries(new URLSearchParams(query)));
    expect(result.ok).toBe(true);
    const expected = result.ok ? formatOutput(divider.outputs[0]!, result.values[divider.outputs[0]!.key]!) : '';
    const { status, html } = await clientFor(store).page(`/tools/components/basic-circuits/voltage-divider?${query}`);
    expect(status).toBe(200);
    expect(mainText(html)).toContain(`${divider.outputs[0]!.label} ${expected}`);
    expect(html).toContain('value="22"');
    expect(html).toMatch(/<option value="kohm" selected="">kΩ<\/option>/);
  });

  it('moves /tools/{slug} to the canonical URL with a 301, keeping the query', async () => {
    const client = clientFor(store);
    const moved = await client.page('/tools/voltage-divider?r1=22&r1Unit=kohm');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/tools/components/basic-circuits/voltage-divider?r1=22&r1Unit=kohm');
    expect(await client.page('/tools/PCB-Trace-Width')).toMatchObject({
      status: 301,
      location: '/tools/components/pcb-design/pcb-trace-width',
    });
    expect(await client.page('/tools/components/PCB-Design/pcb-trace-width?current=2')).toMatchObject({
      status: 301,
      location: '/tools/components/pcb-design/pcb-trace-width?current=2',
    });
  });

  it.each([
    '/tools/no-such-calculator',
    '/tools/components/basic-circuits/no-such-calculator',
    '/tools/components/power/voltage-divider',
    '/tools/components/basic-circuits',
    '/tools/components/basic-circuits/voltage-divider/extra',
    // Calculators load by slug from a map: a key every object has must not pass for one.
    '/tools/constructor',
    '/tools/components/basic-circuits/__proto__',
  ])('%s answers 404', async (path) => {
    const { status, html } = await clientFor(store).page(path);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });

  it('lists every calculator on /tools, grouped by category in order, each with its summary', async () => {
    const { status, html } = await clientFor(store).page('/tools');
    expect(status).toBe(200);
    expect(html).toContain('<link rel="canonical"');
    expect(calculatorLinks(html)).toEqual(
      calculatorCategories.flatMap((category) => calculators.filter((c) => c.category === category).map(canonicalOf)),
    );
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const headings = [...main.matchAll(/<h2[^>]* id="[^"]+"[^>]*>([^<]+)<\/h2>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
    expect(headings).toEqual([...calculatorCategories]);
    const text = mainText(html);
    for (const calculator of calculators) expect(text).toContain(calculator.summary);
    expect(getFormTo(html, '/tools')).toMatch(/role="search"/);
  });

  it('filters /tools?q=resistor on the server to the matching calculators only', async () => {
    const { status, html } = await clientFor(store).page('/tools?q=resistor');
    expect(status).toBe(200);
    const expected = calculators
      .filter((c) => `${c.title} ${c.summary} ${c.category} ${c.slug}`.toLowerCase().includes('resistor'))
      .map(canonicalOf);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(calculators.length);
    expect(calculatorLinks(html).sort()).toEqual([...expected].sort());
    expect(html).toContain('value="resistor"');
    expect(mainText(html)).toContain(`${expected.length} of ${calculators.length} calculators match “resistor”`);
    const none = await clientFor(store).page('/tools?q=flux+capacitor+overdrive');
    expect(calculatorLinks(none.html)).toEqual([]);
    expect(mainText(none.html)).toContain('No calculator matches');
  });

  it('renders the message of a bad value under its field, with 200 and no result', async () => {
    const trace = calculatorBySlug('pcb-trace-width')!;
    const result = trace.run({ length: '-5' });
    const message = result.ok ? '' : result.errors.length!;
    expect(message).toMatch(/Trace length/);
    const { status, html } = await clientFor(store).page('/tools/components/pcb-design/pcb-trace-width?length=-5&lengthUnit=mm');
    expect(status).toBe(200);
    expect(html).toMatch(
      // The kit's error line: its icon, then the message.
      new RegExp(
        `<span id="calc-length-error"[^>]*>(<svg.*?</svg>)?(<span lang="en" dir="ltr">)?${escapeRegExp(escapeHtml(message))}</span>`,
      ),
    );
    expect(html).toMatch(/<input[^>]+id="calc-length"[^>]+aria-invalid="true"/);
    expect(html).not.toContain('data-output=');
    expect(mainText(html)).toContain('No result yet: correct the marked fields.');
  });

  it('isolates the English calculator texts left to right on an Arabic page, so their full stops stay at their ends', async () => {
    const trace = calculatorBySlug('pcb-trace-width')!;
    const response = await fetch(`${store.url}/tools/components/pcb-design/pcb-trace-width?current=50&length=-5&lengthUnit=mm`, {
      headers: { cookie: '_lang=ar' },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/<html[^>]+dir="rtl"/);
    const isolated = (text: string) => `<span lang="en" dir="ltr">${escapeHtml(text)}</span>`;
    const result = trace.run({ current: '50', length: '-5', lengthUnit: 'mm' });
    expect(result.ok).toBe(false);
    // The name and summary are catalogue terms, shown in Arabic; the calculator's own texts are not yet.
    expect(html).not.toContain(isolated(trace.title));
    expect(html).toMatch(/<h1[^>]*>[^<]*[\u0600-\u06ff][^<]*<\/h1>/);
    const texts = [
      trace.inputs.find((input) => input.key === 'length')!.help!,
      result.ok ? '' : result.errors.length!,
      trace.source.citation,
    ];
    for (const text of texts) expect(html.includes(isolated(text)), text).toBe(true);
    const ok = await fetch(`${store.url}/tools/components/pcb-design/pcb-trace-width?current=50`, { headers: { cookie: '_lang=ar' } }).then(
      (r) => r.text(),
    );
    const computed = trace.run({ current: '50' });
    if (!computed.ok) throw new Error('50 A computes');
    expect(computed.notes?.length).toBeGreaterThan(0);
    for (const note of computed.notes!) expect(ok.includes(isolated(note)), note).toBe(true);
    expect(ok.includes(isolated(trace.outputs[0]!.label))).toBe(true);
  });

  it('shows a message that belongs to no field above the form', async () => {
    const { status, html } = await clientFor(store).page('/tools/components/basic-circuits/ohms-law?voltage=&resistance=&current=');
    expect(status).toBe(200);
    expect(mainText(html)).toContain('Enter exactly two of voltage, current, resistance and power');
    expect(html).not.toContain('data-output=');
  });
});

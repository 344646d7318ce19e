// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { calculatorBySlug } from '@ferrite/calculators';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../i18n';
import { en } from '../../i18n/packs/en';
import type { RouteDeps } from '../../routing/deps';
import { ServicesProvider, type AppServices } from '../../state/context';
import { toolsRoutes } from './routes';
import { calculatorPath } from './tool-urls';
import { URL_UPDATE_DELAY_MS } from './use-search-state';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The tools routes alone, in a memory router, in English; their loaders need no API. */
async function open(url: string, lang = 'en') {
  // Languages without a pack of their own still read numbers in their own locale.
  const i18n = createTranslator(lang, en, en);
  const router = createMemoryRouter(toolsRoutes({ i18n } as RouteDeps), { initialEntries: [url] });
  render(
    <ServicesProvider services={{ i18n } as AppServices}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  // The first page of a run imports its lazy route cold: on a busy machine that outlasts findBy's 1 s default.
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  return router;
}

const outputText = (key: string) => document.querySelector(`[data-output="${key}"] dd`)?.textContent;

describe('a generated calculator page', () => {
  it('labels every control and shows the fields its selects make visible', async () => {
    await open('/tools/components/passive-components/resistor-colour-code?bands=5');
    const form = screen.getByRole('form', { name: 'Resistor colour code inputs' });
    for (const control of within(form).getAllByRole('combobox')) expect(control).toHaveProperty('labels.length', 1);
    expect(screen.getByLabelText('3rd digit')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number of bands'), { target: { value: '4' } });
    // The form re-renders with the other field set after the change is handled, not inside it.
    await waitFor(() => expect(screen.queryByLabelText('3rd digit')).toBeNull());
  });

  it('gives number fields a unit select named {key}Unit and shows the validation message under the field', async () => {
    await open('/tools/components/basic-circuits/voltage-divider?r1=-5');
    const unit = screen.getByRole('combobox', { name: 'R1 (top) unit' });
    expect(unit.getAttribute('name')).toBe('r1Unit');
    const r1 = screen.getByLabelText('R1 (top)');
    expect(r1.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(r1.getAttribute('aria-describedby')!.split(' ').pop()!);
    expect(message?.textContent).toMatch(/R1 \(top\) must be greater than 0/);
    expect(screen.getByText('No result yet: correct the marked fields.')).toBeTruthy();
  });

  it('recomputes as the visitor types and then writes the inputs to the URL with replace', async () => {
    const router = await open('/tools/components/basic-circuits/ohms-law');
    expect(outputText('current')).toBe('120 mA');
    vi.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Voltage (optional)', { selector: 'input' }), { target: { value: '24' } });
    expect(outputText('current')).toBe('240 mA');
    expect(router.state.location.search).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(URL_UPDATE_DELAY_MS + 10);
    });
    vi.useRealTimers();
    await vi.waitFor(() => expect(new URLSearchParams(router.state.location.search).get('voltage')).toBe('24'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(outputText('current')).toBe('240 mA');
  });

  it('moves /tools/{slug} to the canonical URL, keeping the query', async () => {
    const router = await open('/tools/ohms-law?voltage=5');
    expect(router.state.location.pathname).toBe('/tools/components/basic-circuits/ohms-law');
    expect(router.state.location.search).toBe('?voltage=5');
  });

  it('reads typed numbers in the reader’s locale and says when a text is ambiguous (issue 23)', async () => {
    await open('/tools/components/power/battery-life?capacity=1,000&capacityUnit=mAh&load=100&loadUnit=mA&usable=100');
    // 1000 mAh at 100 mA, all of it usable: 10 h, where '1,000' used to be read as 1 mAh (0.01 h).
    expect(outputText('hours')).toBe('10.00 h');
    expect(screen.getByText('Type numbers as 1,234.5, or 1e3; where the unit takes a prefix, 4k7 and 2.2u work too.')).toBeTruthy();
    cleanup();
    await open('/tools/components/power/battery-life?capacity=1,000&capacityUnit=mAh&load=100&loadUnit=mA&usable=100', 'de');
    expect(screen.getByText('“1,000” could be 1 or 1000: type 1000 or 1 without a thousands separator')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Battery capacity'), { target: { value: '1.000,5' } });
    await waitFor(() => expect(outputText('hours')).toBe('10.01 h'));
  });

  it('refuses a unit the field does not take and offers the ones it does', async () => {
    await open('/tools/components/power/led-series-resistor?count=2&countUnit=V');
    expect(screen.getByText('LEDs in series is a plain number and takes no unit')).toBeTruthy();
    const unit = screen.getByRole('combobox', { name: 'LEDs in series unit' });
    fireEvent.change(unit, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('LEDs in series is a plain number and takes no unit')).toBeNull());
    expect(screen.queryByText('No result yet: correct the marked fields.')).toBeNull();
  });

  it.each([
    ['decibel-converter', 'Decibel converter', 'decibels', '3.010 dB'],
    ['delta-wye-conversion', 'Delta–wye conversion', 'ra', '3 Ω'],
    ['voltage-drop', 'Voltage drop in a wire run', 'drop', '6.181 V'],
  ])('generates the page of the new calculator %s from its descriptor', async (slug, title, output, text) => {
    const calculator = calculatorBySlug(slug)!;
    await open(calculatorPath(calculator));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(outputText(output)).toBe(text);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../i18n';
import { en } from '../../i18n/packs/en';
import type { RouteDeps } from '../../routing/deps';
import { ServicesProvider, type AppServices } from '../../state/context';
import { toolsRoutes } from './routes';
import { URL_UPDATE_DELAY_MS } from './use-search-state';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The tools routes alone, in a memory router, in English; their loaders need no API. */
async function open(url: string) {
  const i18n = createTranslator('en', en, en);
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
});

// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestions } from '@ferrite/contract';
import { NO_SUGGESTIONS, createAutocomplete } from './autocomplete';

const suggestion = (PartNo: string): SearchSuggestions => ({
  Products: [{ PartNo, MFG: 'ST', ProductUrl: `/product/${PartNo}`, Stock: 10, PriceFromMicros: 1_000_000, Description: 'MCU' }],
  Categories: [],
  Manufacturers: [],
});

describe('createAutocomplete', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 150 ms after the last keystroke and asks once', async () => {
    const fetch = vi.fn(async (k: string) => suggestion(k));
    const results = vi.fn();
    const ac = createAutocomplete(fetch, results);
    ac.input('STM');
    ac.input('STM3');
    ac.input('STM32');
    await vi.advanceTimersByTimeAsync(149);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledExactlyOnceWith('STM32');
    await vi.runAllTimersAsync();
    expect(results).toHaveBeenLastCalledWith(suggestion('STM32'), false);
  });

  it('does not ask below 3 characters and clears when emptied', async () => {
    const fetch = vi.fn(async () => NO_SUGGESTIONS);
    const results = vi.fn();
    const ac = createAutocomplete(fetch, results);
    ac.input(' ab ');
    ac.input('');
    await vi.runAllTimersAsync();
    expect(fetch).not.toHaveBeenCalled();
    expect(results).toHaveBeenLastCalledWith(NO_SUGGESTIONS, false);
  });

  it('drops a stale answer that arrives after a newer request', async () => {
    let resolveSlow: (v: SearchSuggestions) => void = () => {};
    const fetch = vi.fn((k: string) =>
      k === 'STM3' ? new Promise<SearchSuggestions>((r) => (resolveSlow = r)) : Promise.resolve(suggestion(k)),
    );
    const results = vi.fn();
    const ac = createAutocomplete(fetch, results);
    ac.input('STM3');
    await vi.advanceTimersByTimeAsync(150);
    ac.input('STM32F1');
    await vi.advanceTimersByTimeAsync(150);
    resolveSlow(suggestion('STM3-old'));
    await vi.runAllTimersAsync();
    expect(results).toHaveBeenLastCalledWith(suggestion('STM32F1'), false);
    expect(results).not.toHaveBeenCalledWith(suggestion('STM3-old'), false);
  });
});

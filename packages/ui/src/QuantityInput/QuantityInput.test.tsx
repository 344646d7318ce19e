// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';
import { parseQuantity, snapQuantity } from './snapQuantity';

afterEach(cleanup);

describe('snapQuantity', () => {
  it.each([
    [22, { min: 10, step: 5 }, 25],
    [25, { min: 10, step: 5 }, 25],
    [3, { min: 10, step: 5 }, 10],
    [7, { min: 7, step: 5 }, 10],
    [Number.NaN, { min: 10, step: 5 }, 10],
    [5000, { min: 10, step: 5, max: 1002 }, 1000],
    [0, { min: 1, step: 1 }, 1],
  ])('%d with %o gives %d', (quantity, rules, expected) => {
    expect(snapQuantity(quantity, rules)).toBe(expected);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['250', 250],
    [' 250 ', 250],
    ['1,000', 1000],
    ['1.000', 1000],
    ['12 500', 12500],
    ['1\u00a0000\u00a0000', 1000000],
    ["1'000", 1000],
    ['0', 0],
    ['', null],
    ['1.5', null],
    ['1,5', null],
    ['1,000.5', null],
    ['1,00', null],
    ['1,000.000', null],
    ['-3', null],
    ['+3', null],
    ['abc', null],
    ['12abc', null],
    ['99999999999999999999', null],
  ])('%j gives %j', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});

describe('QuantityInput', () => {
  const setup = (onChange = vi.fn()) => {
    render(<QuantityInput min={10} step={5} max={100} onChange={onChange} />);
    return { input: screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement, onChange };
  };

  it('starts at the minimum and exposes min/max/now', () => {
    const { input } = setup();
    expect(input.value).toBe('10');
    expect([input.getAttribute('aria-valuemin'), input.getAttribute('aria-valuemax'), input.getAttribute('aria-valuenow')]).toEqual([
      '10',
      '100',
      '10',
    ]);
  });

  describe('buttons', () => {
    it('step by the multiple', () => {
      const { input, onChange } = setup();
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(input.value).toBe('15');
      expect(onChange).toHaveBeenLastCalledWith(15);
    });
    it('disable at the bounds', () => {
      setup();
      expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe('typing', () => {
    it('snaps up to a multiple on blur', () => {
      const { input, onChange } = setup();
      fireEvent.change(input, { target: { value: '22' } });
      fireEvent.blur(input);
      expect(input.value).toBe('25');
      expect(onChange).toHaveBeenLastCalledWith(25);
    });
    it('clamps to the maximum', () => {
      const { input } = setup();
      fireEvent.change(input, { target: { value: '999' } });
      fireEvent.blur(input);
      expect(input.value).toBe('100');
    });
    it('gives the field its quantity back, and changes nothing, when the text is not a whole number', () => {
      const { input, onChange } = setup();
      fireEvent.change(input, { target: { value: '35' } });
      fireEvent.blur(input);
      expect(onChange).toHaveBeenLastCalledWith(35);
      onChange.mockClear();
      for (const typed of ['', '1.5', '-3', 'abc']) {
        fireEvent.change(input, { target: { value: typed } });
        expect(input.value).toBe(typed);
        fireEvent.blur(input);
        expect(input.value).toBe('35');
      }
      fireEvent.change(input, { target: { value: '4.5' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(input.value).toBe('35');
      expect(onChange).not.toHaveBeenCalled();
    });
    it('reads thousands separators', () => {
      const { input, onChange } = setup();
      fireEvent.change(input, { target: { value: '1,000' } });
      fireEvent.blur(input);
      expect(onChange).toHaveBeenLastCalledWith(100);
    });
    it('steps with the arrow keys', () => {
      const { input } = setup();
      fireEvent.keyDown(input, { key: 'ArrowUp' });
      expect(input.value).toBe('15');
    });
  });

  it('shows the rules as a hint', () => {
    setup();
    expect(screen.getByText('Min. 10 · Multiples of 5')).toBeTruthy();
  });

  it('takes its texts from the labels', () => {
    render(
      <QuantityInput
        min={10}
        step={5}
        labels={{ quantity: 'Количество', decrease: 'Меньше', increase: 'Больше', rules: 'Мин. {min} · кратно {step}' }}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Количество' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Больше' })).toBeTruthy();
    expect(screen.getByText('Мин. 10 · кратно 5')).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<QuantityInput defaultValue={3} />)).toContain('value="3"');
  });
});

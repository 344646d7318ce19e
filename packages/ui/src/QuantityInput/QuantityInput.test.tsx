// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityInput } from './QuantityInput';
import { parseQuantity, quantityAdjustment, snapQuantity } from './snapQuantity';

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

describe('quantityAdjustment', () => {
  it.each([
    [250, { min: 250, step: 250 }, undefined],
    [25, { min: 250, step: 250 }, 'multiple'],
    [260, { min: 250, step: 250 }, 'multiple'],
    [0, { min: 250, step: 250 }, 'multiple'],
    [25, { min: 100, step: 1 }, 'minimum'],
    [300, { min: 500, step: 250 }, 'minimum'],
    [600, { min: 500, step: 250 }, 'multiple'],
    [2000, { min: 10, step: 5, max: 1002 }, 'maximum'],
  ] as const)('%d with %o: %s', (quantity, rules, expected) => {
    expect(quantityAdjustment(quantity, rules)).toBe(expected);
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

/** The field's adjustment note (a polite live region). */
const liveNote = () => document.querySelector('[aria-live="polite"]') as HTMLElement;

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

  describe('says what a typed quantity becomes, and why, before it is used', () => {
    const part = (onChange = vi.fn()) => {
      render(<QuantityInput min={250} step={250} onChange={onChange} locale="en" />);
      const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;
      return { input, onChange, note: () => liveNote().textContent };
    };

    it('while it is typed, without changing anything yet', () => {
      const { input, onChange, note } = part();
      expect(note()).toBe('');
      fireEvent.change(input, { target: { value: '25' } });
      expect(note()).toBe('250 will be added: sold in multiples of 250');
      expect(input.value).toBe('25');
      expect(onChange).not.toHaveBeenCalled();
      expect(input.getAttribute('aria-describedby')).toContain(liveNote().id);
      fireEvent.change(input, { target: { value: '1,260' } });
      expect(note()).toBe('1,500 will be added: sold in multiples of 250');
      fireEvent.change(input, { target: { value: '500' } });
      expect(note()).toBe('');
      fireEvent.change(input, { target: { value: '1.5' } });
      expect(note()).toBe('');
    });

    it('and after it snapped, until the quantity is changed again', () => {
      const { input, onChange, note } = part();
      fireEvent.change(input, { target: { value: '260' } });
      fireEvent.blur(input);
      expect(input.value).toBe('500');
      expect(onChange).toHaveBeenLastCalledWith(500);
      expect(note()).toBe('500 will be added: sold in multiples of 250');
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
      expect(input.value).toBe('750');
      expect(note()).toBe('');
    });

    it('names the minimum and the maximum when they are the reason', () => {
      render(<QuantityInput min={100} step={10} max={1000} locale="de" />);
      const input = screen.getByRole('spinbutton', { name: 'Quantity' });
      const note = () => liveNote().textContent;
      fireEvent.change(input, { target: { value: '25' } });
      expect(note()).toBe('100 will be added: the minimum order is 100');
      fireEvent.change(input, { target: { value: '5000' } });
      expect(note()).toBe('1.000 will be added: only 1.000 available');
    });

    it('in the words of its labels', () => {
      render(
        <QuantityInput
          min={250}
          step={250}
          labels={{ adjusted: 'Будет добавлено {quantity}: {reason}', reasonMultiple: 'продаётся кратно {step}' }}
          locale="ru"
        />,
      );
      fireEvent.change(screen.getByRole('spinbutton'), { target: { value: '2600' } });
      expect(liveNote().textContent).toBe('Будет добавлено 2\u00a0750: продаётся кратно 250');
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

  it('renders its − / + buttons disabled on the server and enables them once it runs in the browser', () => {
    // A + clicked before hydration did nothing, and the cart then showed a quantity it never saved.
    const html = renderToString(<QuantityInput defaultValue={3} />);
    expect(html.match(/<button[^>]*>/g)?.map((tag) => /\bdisabled=""/.test(tag))).toEqual([true, true]);
    render(<QuantityInput defaultValue={3} />);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

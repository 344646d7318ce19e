// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnitInput } from './UnitInput';

afterEach(cleanup);

const resistance = [
  { value: 'Ω', label: 'Ω' },
  { value: 'kΩ', label: 'kΩ' },
  { value: 'MΩ', label: 'MΩ' },
];

describe('UnitInput', () => {
  it('hands the text on as typed, engineering notation and decimal commas included', () => {
    const onChange = vi.fn();
    render(<UnitInput label="R1 (top)" value="" onChange={onChange} unit="Ω" />);
    const input = screen.getByRole('textbox', { name: 'R1 (top)' });
    for (const typed of ['4k7', '1e3', '4,7', '-2.2u']) {
      fireEvent.change(input, { target: { value: typed } });
      expect(onChange).toHaveBeenLastCalledWith(typed);
    }
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('dir')).toBe('ltr');
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('reads a fixed unit, the hint and the error with the number, the error last', () => {
    render(<UnitInput id="temp" label="Ambient temperature" unit="°C" hint="At the board" error="Type a number" />);
    const input = screen.getByRole('textbox', { name: 'Ambient temperature' });
    expect(input.getAttribute('aria-describedby')).toBe('temp-unit temp-hint temp-error');
    expect(input).toHaveProperty('ariaInvalid', 'true');
    expect(document.getElementById('temp-unit')?.textContent).toBe('°C');
    expect(document.getElementById('temp-error')?.textContent).toBe('Type a number');
  });

  it('offers a unit select with its own name and value, and no symbol beside it', () => {
    const onUnitChange = vi.fn();
    render(
      <UnitInput
        id="r1"
        label="R1 (top)"
        unit="Ω"
        unitOptions={resistance}
        unitLabel="R1 (top) unit"
        unitName="r1Unit"
        unitValue="kΩ"
        onUnitChange={onUnitChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'R1 (top) unit' });
    expect(select.getAttribute('name')).toBe('r1Unit');
    expect((select as HTMLSelectElement).value).toBe('kΩ');
    fireEvent.change(select, { target: { value: 'MΩ' } });
    expect(onUnitChange).toHaveBeenCalledWith('MΩ');
    expect(screen.getByRole('textbox', { name: 'R1 (top)' }).hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts the optional note in the label, so it is part of the name', () => {
    render(<UnitInput label="Voltage" optional optionalLabel="(необязательно)" unit="V" />);
    expect(screen.getByRole('textbox', { name: 'Voltage (необязательно)' })).toBeTruthy();
  });

  it('marks a required field for the eye and the control alike, and disables both parts', () => {
    render(<UnitInput label="Current" required disabled unitOptions={resistance} />);
    const input = screen.getByRole('textbox', { name: 'Current' });
    expect(input).toHaveProperty('required', true);
    expect(input).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveProperty('disabled', true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('writes the unit choices as NativeSelect does, a disabled one unselectable', () => {
    render(<UnitInput label="R1" unitOptions={[...resistance, { value: 'GΩ', label: 'GΩ', disabled: true }]} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Unit' });
    expect([...select.options].map((option) => [option.value, option.disabled])).toEqual([
      ['Ω', false],
      ['kΩ', false],
      ['MΩ', false],
      ['GΩ', true],
    ]);
  });

  it('renders on the server with the label tied to the input', () => {
    const html = renderToString(<UnitInput id="f" label="Frequency" defaultValue="50" unit="Hz" inputMode="text" />);
    expect(html).toMatch(/<label[^>]+for="f"/);
    expect(html).toMatch(/<input[^>]+id="f"[^>]+inputMode="text"|<input[^>]+inputMode="text"[^>]+id="f"/);
    expect(html).toContain('value="50"');
  });
});

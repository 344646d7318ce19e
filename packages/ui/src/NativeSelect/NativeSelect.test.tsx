// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeSelect } from './NativeSelect';

afterEach(cleanup);

const options = [
  { value: 'DE', label: 'Germany' },
  { value: 'FR', label: 'France' },
];

describe('NativeSelect', () => {
  it('is a native select named by its label that a plain form submits', () => {
    render(
      <form data-testid="form">
        <NativeSelect label="Country" name="Country" options={options} defaultValue="FR" />
      </form>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.tagName).toBe('SELECT');
    expect(new FormData(screen.getByTestId('form') as HTMLFormElement).get('Country')).toBe('FR');
  });

  it('offers a placeholder with the empty value, which a required select refuses', () => {
    render(<NativeSelect label="Country" options={options} placeholder="Choose a country" required />);
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]?.textContent).toBe('Choose a country');
    expect(select.checkValidity()).toBe(false);
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    render(<NativeSelect label="Country" options={options} onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'DE' } });
    expect(onChange).toHaveBeenCalledWith('DE');
  });

  it('describes itself by its help, its error and any description the caller names', () => {
    render(<NativeSelect label="Country" options={options} description="Where it goes" error="Choose one" aria-describedby="outer" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const ids = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('outer');
    expect(ids.slice(1).map((id) => document.getElementById(id)?.textContent)).toEqual(['Where it goes', 'Choose one']);
  });

  it('with a hidden label is still named', () => {
    render(<NativeSelect label="Unit of R1" hideLabel options={options} />);
    expect(screen.queryByText('Unit of R1')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Unit of R1' })).toBeTruthy();
  });

  it('renders on the server with the chosen option selected', () => {
    expect(renderToString(<NativeSelect label="Country" options={options} defaultValue="FR" />)).toMatch(/<option value="FR" selected="">/);
  });
});

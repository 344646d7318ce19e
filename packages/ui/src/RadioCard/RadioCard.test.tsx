// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioCard } from './RadioCard';

afterEach(cleanup);

describe('RadioCard', () => {
  it('is a radio named by its label and description', () => {
    render(<RadioCard name="ship" value="ground" label="Ground" description="5 working days" aside="$9.00" />);
    const radio = screen.getByRole('radio', { name: /Ground/ });
    expect(radio.getAttribute('name')).toBe('ship');
    expect(radio.closest('label')?.textContent).toBe('Ground5 working days$9.00');
  });
  it('chooses one of its group when the card is clicked', () => {
    const onChange = vi.fn();
    render(
      <>
        <RadioCard name="ship" value="ground" label="Ground" defaultChecked />
        <RadioCard name="ship" value="air" label="Air" onChange={onChange} />
      </>,
    );
    fireEvent.click(screen.getByText('Air'));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Air' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Ground' }).checked).toBe(false);
    expect(onChange).toHaveBeenCalledOnce();
  });
  it('cannot be chosen when disabled, and says so on the card', () => {
    render(<RadioCard name="ship" value="air" label="Air" description="Not to this country" disabled />);
    const radio = screen.getByRole<HTMLInputElement>('radio', { name: /Air/ });
    expect(radio.disabled).toBe(true);
    expect(radio.closest('label')?.getAttribute('data-disabled')).toBe('true');
  });
  it('renders on the server, checked as asked', () => {
    expect(renderToString(<RadioCard name="ship" value="ground" label="Ground" defaultChecked />)).toMatch(/type="radio"[^>]*checked/);
  });
});

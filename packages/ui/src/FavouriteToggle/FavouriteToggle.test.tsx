// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FavouriteToggle } from './FavouriteToggle';

afterEach(cleanup);

function Stateful({ onToggle }: { onToggle: (pressed: boolean) => void }) {
  const [pressed, setPressed] = useState(false);
  return (
    <FavouriteToggle
      partNumber="LM358DR"
      pressed={pressed}
      onToggle={(next) => {
        onToggle(next);
        setPressed(next);
      }}
    />
  );
}

describe('FavouriteToggle', () => {
  it('is a toggle button with one name whose pressed state follows the favourite', () => {
    const onToggle = vi.fn();
    render(<Stateful onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Favourite LM358DR' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(true);
    expect(screen.getByRole('button', { name: 'Favourite LM358DR' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenLastCalledWith(false);
    expect(button.getAttribute('aria-pressed')).toBe('false');
  });

  it('ignores clicks while a change is on its way', () => {
    const onToggle = vi.fn();
    render(<FavouriteToggle partNumber="LM358DR" pressed={false} busy onToggle={onToggle} />);
    const button = screen.getByRole('button', { name: 'Favourite LM358DR' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('takes its name from the labels, and renders on the server', () => {
    render(<FavouriteToggle partNumber="LM358DR" pressed onToggle={() => undefined} labels={{ toggle: 'В избранное: {partNo}' }} />);
    expect(screen.getByRole('button', { name: 'В избранное: LM358DR' }).getAttribute('aria-pressed')).toBe('true');
    const html = renderToString(<FavouriteToggle partNumber="LM358DR" pressed={false} onToggle={() => undefined} />);
    expect(html).toContain('aria-pressed="false"');
    expect(html).toContain('aria-label="Favourite LM358DR"');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label and calls onClick', () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Close" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  describe('badge', () => {
    it('adds the count to the name', () => {
      render(<IconButton icon="cart" label="My Cart" badge={4} />);
      expect(screen.getByRole('button', { name: 'My Cart 4' })).toBeTruthy();
    });
    it('hides a zero count', () => {
      render(<IconButton icon="cart" label="My Cart" badge={0} />);
      expect(screen.getByRole('button', { name: 'My Cart' })).toBeTruthy();
    });
    it('caps at 99+', () => {
      render(<IconButton icon="cart" label="My Cart" badge={120} />);
      expect(screen.getByRole('button', { name: 'My Cart 99+' })).toBeTruthy();
    });
  });

  it('renders on the server', () => {
    expect(renderToString(<IconButton icon="menu" label="Menu" />)).toContain('aria-label="Menu"');
  });
});

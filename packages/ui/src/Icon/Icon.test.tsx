// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Icon, iconNames } from './Icon';

afterEach(cleanup);

const required = [
  'search',
  'cart',
  'user',
  'menu',
  'close',
  'chevron',
  'globe',
  'heart',
  'compare',
  'arrow-up',
  'trash',
  'plus',
  'minus',
  'check',
  'info',
  'warning',
  'error',
  'phone',
  'mail',
  'file',
];

describe('Icon', () => {
  it('has the whole set', () => {
    expect(iconNames).toEqual(expect.arrayContaining(required));
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Icon name="cart" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label', () => {
    render(<Icon name="warning" label="Warning" />);
    expect(screen.getByRole('img', { name: 'Warning' })).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<Icon name="search" />)).toContain('<svg');
  });
});

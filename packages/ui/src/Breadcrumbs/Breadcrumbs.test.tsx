// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Breadcrumbs, capitalizeEntry } from './Breadcrumbs';

afterEach(cleanup);

describe('capitalizeEntry', () => {
  it.each([
    ['passive components', 'Passive Components'],
    ['RC0603fr', 'RC0603fr'],
    ['tools/ohm-law', 'Tools/Ohm-Law'],
    ['éclairage', 'Éclairage'],
  ])('%s → %s', (input, output) => {
    expect(capitalizeEntry(input)).toBe(output);
  });
});

describe('Breadcrumbs', () => {
  const items = [{ label: 'home', href: '/' }, { label: 'community', href: '/community' }, { label: 'how to read a datasheet' }];

  it('is a navigation landmark with capitalised links', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Community' }).getAttribute('href')).toBe('/community');
  });

  it('marks the current page and does not link it', () => {
    render(<Breadcrumbs items={items} />);
    const current = screen.getByText('How To Read A Datasheet');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: 'How To Read A Datasheet' })).toBeNull();
  });

  it('names the landmark from the labels', () => {
    render(<Breadcrumbs items={items} labels={{ nav: 'Навигация' }} />);
    expect(screen.getByRole('navigation', { name: 'Навигация' })).toBeTruthy();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders on the server', () => {
    expect(renderToString(<Breadcrumbs items={items} />)).toContain('aria-current="page"');
  });
});

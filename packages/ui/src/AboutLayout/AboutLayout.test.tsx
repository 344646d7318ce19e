// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AboutLayout } from './AboutLayout';

afterEach(() => {
  cleanup();
  window.scrollY = 0;
});

const nav = () => screen.getByRole('navigation', { name: 'Company profile' });
const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });

describe('AboutLayout', () => {
  it('server-renders the anchor nav, not yet scrolled', () => {
    const html = renderToString(<AboutLayout main={<h1>About Ferrite</h1>} />);
    expect(html).toContain('href="#company-profile"');
    expect(html).not.toContain('data-scrolled');
  });

  it('links to the five docs/product.md §2 sections', () => {
    render(<AboutLayout main={<h1>About</h1>} activeSection="news-centre" />);
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Company Profile', '#company-profile'],
      ['Developmental Ideal', '#developmental-ideal'],
      ['Application Area', '#application-area'],
      ['News Centre', '#news-centre'],
      ['Contact Us', '#contact-us'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'News Centre' }).getAttribute('aria-current')).toBe('location');
  });

  it('switches style from the scrolled prop', () => {
    const { rerender } = render(<AboutLayout main="x" scrolled={false} />);
    expect(nav().hasAttribute('data-scrolled')).toBe(false);
    rerender(<AboutLayout main="x" scrolled />);
    expect(nav().hasAttribute('data-scrolled')).toBe(true);
  });

  it('follows window scroll past 70px when scrolled is not given', () => {
    render(<AboutLayout main="x" header={<header>Header</header>} />);
    scrollTo(70);
    expect(nav().hasAttribute('data-scrolled')).toBe(false);
    scrollTo(71);
    expect(nav().hasAttribute('data-scrolled')).toBe(true);
    scrollTo(0);
    expect(nav().hasAttribute('data-scrolled')).toBe(false);
    expect(screen.getByRole('banner').textContent).toBe('Header');
  });

  it('takes its strings from labels', () => {
    render(<AboutLayout main="x" labels={{ nav: 'О компании', 'company-profile': 'Профиль компании' }} />);
    expect(screen.getByRole('navigation', { name: 'О компании' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Профиль компании' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryNav, manufacturerNav } from '../shell-fixtures';
import { MainNav } from './MainNav';
import type { MainNavProps } from './MainNav';

afterEach(cleanup);

// The interaction tests need two branches of two levels each and two brands, not the whole mega-menu:
// after every DOM change a role query recomputes jsdom's getComputedStyle for every element it
// names, so the full fixture (147 links) made each query cost ~0.3 s and the file 25 s. The
// server-render tests still render the whole fixture.
const navCategories = categoryNav.slice(0, 2).map((category) => ({ ...category, ChildList: category.ChildList?.slice(0, 2) }));
const navManufacturers = manufacturerNav.slice(0, 2);
const renderNav = (props: Partial<MainNavProps> = {}) =>
  render(<MainNav categories={navCategories} manufacturers={navManufacturers} {...props} />);
const allProducts = () => screen.getByRole('link', { name: 'All Products' });
const manufacturers = () => screen.getByRole('link', { name: 'Manufacturers' });
const expanded = (element: HTMLElement) => element.getAttribute('aria-expanded');
/** The panel a trigger controls. */
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

describe('MainNav', () => {
  it('server-renders real links with the panels closed', () => {
    const html = renderToString(<MainNav categories={categoryNav} manufacturers={manufacturerNav} />);
    expect(html).toContain('href="/category"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Passive Components');
  });

  it('with renderClosedPanels off, server-renders only the top links and renders a panel once opened', () => {
    const html = renderToString(<MainNav categories={categoryNav} manufacturers={manufacturerNav} renderClosedPanels={false} />);
    expect(html).toContain('href="/category"');
    expect(html).not.toContain('Passive Components');
    const onMenuOpen = vi.fn();
    renderNav({ renderClosedPanels: false, onMenuOpen });
    expect(within(panelOf(allProducts())).queryByRole('link')).toBeNull();
    act(() => allProducts().focus());
    expect(onMenuOpen).toHaveBeenCalledWith('allProducts');
    expect(within(panelOf(allProducts())).getByRole('link', { name: 'Passive Components' })).toBeTruthy();
    fireEvent.keyDown(allProducts(), { key: 'Escape' });
    expect(expanded(allProducts())).toBe('false');
    expect(within(panelOf(allProducts())).getByRole('link', { name: 'Passive Components', hidden: true })).toBeTruthy();
  });

  it('lists the docs/product.md §2 entries in order, with Sign In carrying the redirect', () => {
    renderNav({ signInHref: '/account/login?redirect=%2Fcommunity%2Fled-basics' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const top = within(nav)
      .getAllByRole('link')
      .filter((link) => link.closest('[hidden]') === null)
      .map((link) => link.textContent);
    expect(top).toEqual(['All Products', 'Manufacturers', 'Request Quote', 'Community', 'Tools', 'About Us', 'Sign In']);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/account/login?redirect=%2Fcommunity%2Fled-basics');
    expect(screen.queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it('shows Account and a Log Out button when signed in', () => {
    const onLogOut = vi.fn();
    renderNav({ signedIn: true, onLogOut });
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account');
    fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it('marks the current entry', () => {
    renderNav({ current: 'tools' });
    expect(screen.getByRole('link', { name: 'Tools' }).getAttribute('aria-current')).toBe('page');
  });

  describe('All Products mega-menu', () => {
    it('opens on hover and shows the hovered category’s children with Show All', () => {
      renderNav();
      fireEvent.mouseEnter(allProducts().parentElement!);
      expect(expanded(allProducts())).toBe('true');
      const panel = panelOf(allProducts());
      expect(panel.hidden).toBe(false);
      const passive = within(panel).getByRole('link', { name: 'Passive Components' });
      expect(expanded(passive)).toBe('true');
      const passivePanel = panelOf(passive);
      expect(within(passivePanel).getByRole('link', { name: 'Resistors' })).toBeTruthy();
      expect(within(passivePanel).getByRole('link', { name: 'Chip Resistors' })).toBeTruthy();

      const ics = within(panel).getByRole('link', { name: 'Integrated Circuits (ICs)' });
      fireEvent.mouseEnter(ics.parentElement!);
      expect(expanded(ics)).toBe('true');
      expect(passivePanel.hidden).toBe(true);
      const icPanel = panelOf(ics);
      expect(within(icPanel).getByRole('link', { name: 'Microcontrollers (MCU)' })).toBeTruthy();
      expect(within(icPanel).getByRole('link', { name: 'Show All' }).getAttribute('href')).toBe(ics.getAttribute('href'));

      fireEvent.mouseLeave(allProducts().parentElement!);
      expect(expanded(allProducts())).toBe('false');
    });

    it('opens on keyboard focus; Escape closes and returns focus without reopening', () => {
      renderNav();
      act(() => allProducts().focus());
      expect(expanded(allProducts())).toBe('true');
      fireEvent.keyDown(allProducts(), { key: 'Escape' });
      expect(expanded(allProducts())).toBe('false');
      expect(document.activeElement).toBe(allProducts());
    });

    it('opens on Enter while closed instead of following the link', () => {
      renderNav();
      act(() => allProducts().focus());
      fireEvent.keyDown(allProducts(), { key: 'Escape' });
      const followed = fireEvent.keyDown(allProducts(), { key: 'Enter' });
      expect(followed).toBe(false);
      expect(expanded(allProducts())).toBe('true');
    });

    it('ArrowDown opens and moves focus to the first category', () => {
      renderNav();
      act(() => allProducts().focus());
      fireEvent.keyDown(allProducts(), { key: 'Escape' });
      fireEvent.keyDown(allProducts(), { key: 'ArrowDown' });
      expect(expanded(allProducts())).toBe('true');
      expect(document.activeElement?.textContent).toBe('Passive Components');
    });

    it('closes when focus leaves it', () => {
      renderNav();
      act(() => allProducts().focus());
      act(() => screen.getByRole('link', { name: 'Community' }).focus());
      expect(expanded(allProducts())).toBe('false');
    });

    it('on touch, the first tap opens and the second follows the link', () => {
      renderNav();
      fireEvent.pointerDown(allProducts(), { pointerType: 'touch' });
      expect(fireEvent.click(allProducts())).toBe(false);
      expect(expanded(allProducts())).toBe('true');
      fireEvent.pointerDown(allProducts(), { pointerType: 'touch' });
      expect(fireEvent.click(allProducts())).toBe(true);
    });

    it('a mouse click follows the link at once', () => {
      renderNav();
      fireEvent.pointerDown(allProducts(), { pointerType: 'mouse' });
      expect(fireEvent.click(allProducts())).toBe(true);
    });

    it('says No Data without categories, and shows loading', () => {
      const { rerender } = renderNav({ categories: [] });
      fireEvent.mouseEnter(allProducts().parentElement!);
      expect(within(panelOf(allProducts())).getByText('No Data')).toBeTruthy();
      rerender(<MainNav loading />);
      expect(within(panelOf(allProducts())).getByText('Loading categories…')).toBeTruthy();
    });
  });

  describe('Manufacturers panel', () => {
    it('lists featured brands with their categories and Linecard A-Z', () => {
      renderNav({ hrefs: { linecard: '/manufacturer?view=az' } });
      fireEvent.mouseEnter(manufacturers().parentElement!);
      const panel = panelOf(manufacturers());
      const brands = within(panel).getByRole('list', { name: 'Featured brands' });
      const ti = within(brands).getByRole('link', { name: 'Texas Instruments' });
      expect(ti.getAttribute('href')).toBe('/manufacturer/Texas-Instruments');
      expect(within(ti.closest('li')!).getByRole('link', { name: 'Operational Amplifiers' })).toBeTruthy();
      expect(within(panel).getByRole('link', { name: 'Linecard A-Z' }).getAttribute('href')).toBe('/manufacturer?view=az');
    });
  });

  describe('mobile drawer', () => {
    it('focuses its close button when opened and closes by button or Escape', () => {
      const onMobileOpenChange = vi.fn();
      const { rerender } = renderNav({ onMobileOpenChange });
      rerender(<MainNav categories={navCategories} mobileOpen onMobileOpenChange={onMobileOpenChange} />);
      const close = screen.getByRole('button', { name: 'Close menu' });
      expect(document.activeElement).toBe(close);
      expect(screen.getByRole('navigation').hasAttribute('data-mobile-open')).toBe(true);
      fireEvent.click(close);
      expect(onMobileOpenChange).toHaveBeenLastCalledWith(false);
      onMobileOpenChange.mockClear();
      fireEvent.keyDown(close, { key: 'Escape' });
      expect(onMobileOpenChange).toHaveBeenCalledWith(false);
    });
  });

  it('takes its strings from labels', () => {
    renderNav({ labels: { allProducts: 'Все товары', showAll: 'Показать все', nav: 'Главное меню' } });
    expect(screen.getByRole('navigation', { name: 'Главное меню' })).toBeTruthy();
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Все товары' }).parentElement!);
    expect(screen.getAllByRole('link', { name: 'Показать все' }).length).toBeGreaterThan(0);
  });
});

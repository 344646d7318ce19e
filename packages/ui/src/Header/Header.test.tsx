// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Header, headerProgress } from './Header';

afterEach(cleanup);

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Header', () => {
  it('server-renders the bar, the top bar and the signed-out links', () => {
    const html = renderToString(<Header brand="Ferrite" contact={{ phone: '+1 408 555 0134', email: 'sales@ferrite.example' }} />);
    for (const text of ['Sign In', 'Register', 'My Cart', 'BOM Tool', 'sales@ferrite.example']) expect(html).toContain(text);
    expect(html).toContain('<header');
  });

  describe('signed out', () => {
    it('links to Sign In (with the redirect the app passes) and Register', () => {
      render(<Header hrefs={{ signIn: '/account/login?redirect=%2Frfq' }} />);
      expect(hrefOf('Sign In')).toBe('/account/login?redirect=%2Frfq');
      expect(hrefOf('Register')).toBe('/account/register');
      expect(screen.queryByRole('button', { name: /My Account/ })).toBeNull();
    });
  });

  describe('signed in', () => {
    it('greets the user and opens the My Account menu by keyboard with the docs/product.md §2 entries', async () => {
      const onLogOut = vi.fn();
      render(<Header userName="Ada" onLogOut={onLogOut} />);
      expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
      const trigger = screen.getByRole('button', { name: /Hi, Ada\s*My Account/ });
      act(() => {
        fireEvent.keyDown(trigger, { key: 'Enter' });
      });
      // The menu's code loads on that first key press, then it opens.
      const menu = await screen.findByRole('menu');
      const entries = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent);
      expect(entries).toEqual(['Request Quote', 'Order History', 'My Address', 'RFQ History', 'Favourites', 'Change Password', 'Log Out']);
      expect(within(menu).getByText('Hi, Ada')).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Order History' }).getAttribute('href')).toBe('/account/orderstatushistory');
      act(() => {
        fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
      });
      expect(onLogOut).toHaveBeenCalledOnce();
    });
  });

  it('shows the signed-in state as a link to the account beside the cart, for phones', () => {
    render(<Header userName="Ada" />);
    expect(hrefOf('Ada, My Account')).toBe('/account');
    cleanup();
    render(<Header />);
    expect(screen.queryByRole('link', { name: /My Account/ })).toBeNull();
  });

  it('names the logo link "{brand} home" around the visible brand', () => {
    render(<Header brand="Ferrite" />);
    const logo = screen.getByRole('link', { name: 'Ferrite home' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('names the cart link with its count', () => {
    render(<Header cartCount={3} />);
    expect(hrefOf('My Cart, 3 items')).toBe('/shopcart');
  });

  it('has a BOM Tool entry and contact links in the top bar', () => {
    render(<Header contact={{ phone: '+1 (408) 555-0134', email: 'sales@ferrite.example' }} hrefs={{ bomTool: '/tools/bom' }} />);
    const bar = screen.getByRole('region', { name: 'Site tools' });
    expect(within(bar).getByRole('link', { name: 'BOM Tool' }).getAttribute('href')).toBe('/tools/bom');
    expect(within(bar).getByRole('link', { name: /Phone/ }).getAttribute('href')).toBe('tel:+14085550134');
    expect(within(bar).getByRole('link', { name: /Email/ }).getAttribute('href')).toBe('mailto:sales@ferrite.example');
  });

  it('can leave the top bar out', () => {
    render(<Header topBar={false} />);
    expect(screen.queryByRole('link', { name: 'BOM Tool' })).toBeNull();
  });

  it('has a mobile menu button wired to the navigation', () => {
    const onMenuClick = vi.fn();
    const { rerender } = render(<Header onMenuClick={onMenuClick} menuControls="main-nav" />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('main-nav');
    fireEvent.click(button);
    expect(onMenuClick).toHaveBeenCalledOnce();
    rerender(<Header onMenuClick={onMenuClick} menuOpen menuControls="main-nav" />);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  describe('scroll animation (docs/product.md §4: 0–70px)', () => {
    it('maps scroll to progress', () => {
      expect(headerProgress(0)).toBe(0);
      expect(headerProgress(35)).toBe(0.5);
      expect(headerProgress(70)).toBe(1);
      expect(headerProgress(500)).toBe(1);
      expect(headerProgress(-20)).toBe(0);
    });

    it('sets the progress on the header and flags flat', () => {
      const { container, rerender } = render(<Header scrollY={35} />);
      const header = container.querySelector('header')!;
      expect(header.getAttribute('style')).toMatch(/--[\w-]+:\s*0\.5/);
      expect(header.hasAttribute('data-flat')).toBe(false);
      rerender(<Header scrollY={120} flat />);
      expect(header.getAttribute('style')).toMatch(/--[\w-]+:\s*1/);
      expect(header.hasAttribute('data-flat')).toBe(true);
    });
  });

  it('takes every fixed string from labels', () => {
    render(
      <Header
        labels={{ signIn: 'Войти', register: 'Регистрация', myCart: 'Корзина', bomTool: 'Спецификация', home: 'На главную {brand}' }}
        brand="Феррит"
      />,
    );
    for (const name of ['Войти', 'Регистрация', 'Корзина', 'Спецификация', 'На главную Феррит']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });
});

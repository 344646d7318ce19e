// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DropdownMenu } from './DropdownMenu';

afterEach(cleanup);

const Example = ({ onLogOut = () => {}, empty = false }: { onLogOut?: () => void; empty?: boolean }) => (
  <DropdownMenu.Root defaultOpen modal={false}>
    <DropdownMenu.Trigger>
      <Button>Account</Button>
    </DropdownMenu.Trigger>
    <DropdownMenu.Content>
      {empty ? null : (
        <>
          <DropdownMenu.Label>Hello, Ada</DropdownMenu.Label>
          <DropdownMenu.LinkItem href="/account/favourites">Favourites</DropdownMenu.LinkItem>
          <DropdownMenu.Separator />
          <DropdownMenu.Item onSelect={onLogOut}>Log Out</DropdownMenu.Item>
        </>
      )}
    </DropdownMenu.Content>
  </DropdownMenu.Root>
);

describe('DropdownMenu', () => {
  it('shows a menu with link items and action items', () => {
    render(<Example />);
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Favourites' }).getAttribute('href')).toBe('/account/favourites');
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
  });

  it('calls onSelect of an item', () => {
    const onLogOut = vi.fn();
    render(<Example onLogOut={onLogOut} />);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(onLogOut).toHaveBeenCalledOnce();
  });

  it("shows 'No Data' when empty", () => {
    render(<Example empty />);
    expect(screen.getByRole('menuitem', { name: 'No Data' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('renders on the server', () => {
    expect(renderToString(<Example />)).toContain('aria-haspopup="menu"');
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { DropdownMenu, DropdownMenuContent } from './DropdownMenu';
import type { DropdownMenuContentProps } from './DropdownMenu';

type Args = DropdownMenuContentProps & { defaultOpen?: boolean; onLogOut?: () => void; greeting?: string; empty?: boolean };

// Docs pages show every story at once: menus start closed there and play functions skip (open
// overlays on one page fight over focus and hang it).

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenuContent,
  // Documented by DropdownMenu.mdx instead of autodocs: the autodocs page (inline stories plus the Controls
  // editor) hangs React's event dispatch in Storybook 10.6 for these portal components.
  tags: ['!autodocs'],
  args: { defaultOpen: true, greeting: 'Hello, Ada', onLogOut: fn(), align: 'start' },
  parameters: { layout: 'fullscreen' },
  render: ({ defaultOpen, onLogOut, greeting, empty, ...args }: Args, { viewMode }) => (
    <div style={{ minHeight: 420, padding: 16 }}>
      <DropdownMenu.Root defaultOpen={viewMode === 'docs' ? false : defaultOpen} modal={false}>
        <DropdownMenu.Trigger>
          <Button variant="neutral" icon="user" iconEnd="chevron-down">
            My Account
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content {...args}>
          {empty ? null : (
            <>
              <DropdownMenu.Label>{greeting}</DropdownMenu.Label>
              <DropdownMenu.Group>
                <DropdownMenu.LinkItem href="/account/rfq">Request Quote</DropdownMenu.LinkItem>
                <DropdownMenu.LinkItem href="/account/orderstatushistory">Order History</DropdownMenu.LinkItem>
                <DropdownMenu.LinkItem href="/account/addressmanagement">My Address</DropdownMenu.LinkItem>
                <DropdownMenu.LinkItem href="/account/rfqhistory">RFQ History</DropdownMenu.LinkItem>
                <DropdownMenu.LinkItem href="/account/favourites" icon="heart">
                  Favourites
                </DropdownMenu.LinkItem>
                <DropdownMenu.LinkItem href="/account/changepassword">Change Password</DropdownMenu.LinkItem>
              </DropdownMenu.Group>
              <DropdownMenu.Separator />
              <DropdownMenu.Item icon="logout" tone="critical" onSelect={onLogOut}>
                Log Out
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, viewMode }) => {
    if (viewMode === 'docs') return; // see openUnlessDocs
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Order History' })).toHaveAttribute('href', '/account/orderstatushistory');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, viewMode }) => {
    if (viewMode === 'docs') return; // see openUnlessDocs
    const trigger = within(canvasElement).getByRole('button', { name: 'My Account' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ viewMode }) => {
    if (viewMode === 'docs') return; // see openUnlessDocs
    await expect(await screen.findByRole('menuitem', { name: 'No Data' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LongText: Story = {
  args: { greeting: 'Hello, Maximilian Alexander Fitzgerald-Montgomery of Consolidated Electronics Procurement Ltd.' },
};

export const RightToLeft: Story = { args: { greeting: 'مرحبا، أدا', align: 'end' }, globals: { direction: 'rtl' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };

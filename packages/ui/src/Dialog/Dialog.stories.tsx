import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Dialog, DialogContent, dialogSizes } from './Dialog';
import type { DialogContentProps } from './Dialog';

type Args = DialogContentProps & { defaultOpen?: boolean };

/**
 * Stories open the dialog for screenshots, but a docs page shows every story at once, and several
 * open modal dialogs on one page fight over focus (each focus trap pulls it back) and hang it;
 * play functions skip on docs pages for the same reason.
 */
const openUnlessDocs = (open: boolean | undefined, viewMode: string) => (viewMode === 'docs' ? false : open);

const meta = {
  title: 'Overlays/Dialog',
  component: DialogContent,
  // Documented by Dialog.mdx instead of autodocs: the autodocs page (inline stories plus the Controls
  // editor) hangs React's event dispatch in Storybook 10.6 for these portal components.
  tags: ['!autodocs'],
  args: {
    title: 'Remove from cart?',
    description: 'LM358DR will be removed from your shopping cart.',
    defaultOpen: true,
    size: 'small',
  },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
  parameters: { layout: 'fullscreen' },
  render: ({ defaultOpen, ...args }: Args, { viewMode }) => (
    <div style={{ minHeight: 420, padding: 16 }}>
      <Dialog.Root defaultOpen={openUnlessDocs(defaultOpen, viewMode)}>
        <Dialog.Trigger>
          <Button variant="neutral" icon="trash">
            Remove
          </Button>
        </Dialog.Trigger>
        <Dialog.Content
          {...args}
          footer={
            <>
              <Dialog.Close>
                <Button variant="neutral">Cancel</Button>
              </Dialog.Close>
              <Dialog.Close>
                <Button variant="critical">Remove</Button>
              </Dialog.Close>
            </>
          }
        />
      </Dialog.Root>
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ viewMode }) => {
    if (viewMode === 'docs') return; // see openUnlessDocs
    const dialog = await screen.findByRole('dialog', { name: 'Remove from cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement, viewMode }) => {
    if (viewMode === 'docs') return; // see openUnlessDocs
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const WithForm: Story = {
  args: { title: 'Request a quote', description: undefined, size: 'medium' },
  render: ({ defaultOpen, ...args }: Args, { viewMode }) => (
    <div style={{ minHeight: 420, padding: 16 }}>
      <Dialog.Root defaultOpen={openUnlessDocs(defaultOpen, viewMode)}>
        <Dialog.Trigger>
          <Button icon="file">Request Quote</Button>
        </Dialog.Trigger>
        <Dialog.Content {...args} footer={<Button type="submit">Send request</Button>}>
          <TextField label="Target price (USD)" defaultValue="0.12" />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    size: 'medium',
    title: 'Some parts in your bill of materials could not be matched to a manufacturer part number',
    description:
      'We matched 148 of 152 lines. The remaining lines use descriptions that fit several parts (for example "10k 0603 1%" with no voltage rating or package height). Review them before you add the list to your cart, or send the list to our sales engineers for a quotation.',
  },
};

export const RightToLeft: Story = {
  args: { title: 'إزالة من السلة؟', description: 'ستتم إزالة LM358DR من سلة التسوق.' },
  globals: { direction: 'rtl' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } }, tags: ['mobile'] };

export const CobaltTheme: Story = { globals: { theme: 'cobalt' } };

/** A full-height sheet on the inline start edge (a filter drawer on a phone). */
export const Sheet: Story = {
  args: { side: 'start', size: 'small' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};
export const SheetRightToLeft: Story = {
  args: { ...RightToLeft.args, side: 'start', size: 'small' },
  globals: { direction: 'rtl', viewport: { value: 'mobile1', isRotated: false } },
  tags: ['mobile'],
};

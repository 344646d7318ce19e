// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';

afterEach(cleanup);

const Example = ({ defaultOpen = false, onOpenChange }: { defaultOpen?: boolean; onOpenChange?: (open: boolean) => void }) => (
  <Dialog.Root defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
    <Dialog.Trigger>
      <Button>Open</Button>
    </Dialog.Trigger>
    <Dialog.Content
      title="Delete address"
      description="This cannot be undone."
      footer={
        <Dialog.Close>
          <Button>Cancel</Button>
        </Dialog.Close>
      }
    >
      Body text
    </Dialog.Content>
  </Dialog.Root>
);

describe('Dialog', () => {
  it('opens from its trigger as a named, described dialog', () => {
    render(<Example />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('This cannot be undone.').id);
    expect(dialog.textContent).toContain('Body text');
  });

  it('closes with the close button and reports it', () => {
    const onOpenChange = vi.fn();
    render(<Example defaultOpen onOpenChange={onOpenChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('names the close button from the labels', () => {
    render(
      <Dialog.Root defaultOpen>
        <Dialog.Content title="Удалить адрес" labels={{ close: 'Закрыть' }}>
          Текст
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeTruthy();
  });

  it('closes with a Dialog.Close child', () => {
    render(<Example defaultOpen />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders on the server (closed: only the trigger)', () => {
    const html = renderToString(<Example />);
    expect(html).toContain('Open');
    expect(html).toContain('aria-haspopup="dialog"');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkButton } from './LinkButton';

afterEach(cleanup);

describe('LinkButton', () => {
  it('is a button, not a link, and does not submit unless asked', () => {
    const onClick = vi.fn();
    render(<LinkButton onClick={onClick}>Make default</LinkButton>);
    const button = screen.getByRole('button', { name: 'Make default' });
    expect(button.getAttribute('type')).toBe('button');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
  it('posts its form with its name and value when a submit', () => {
    render(
      <form>
        <LinkButton type="submit" name="intent" value="share" aria-label="Share this BOM">
          Share
        </LinkButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Share this BOM' }) as HTMLButtonElement;
    expect(button.type).toBe('submit');
    expect(button.name).toBe('intent');
    expect(button.value).toBe('share');
  });
  it('renders on the server', () => {
    expect(renderToString(<LinkButton>Edit</LinkButton>)).toMatch(/^<button type="button" class="[^"]+ [^"]+">Edit<\/button>$/);
  });
});

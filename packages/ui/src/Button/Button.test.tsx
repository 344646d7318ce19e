// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LinkProvider, makeLinkComponent } from '../LinkProvider';
import { Button, ButtonLink } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a button named by its text that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to Cart</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveProperty('type', 'button');
  });

  describe('loading', () => {
    it('is busy and ignores clicks', () => {
      const onClick = vi.fn();
      render(
        <Button loading onClick={onClick}>
          Save
        </Button>,
      );
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button.getAttribute('aria-busy')).toBe('true');
      fireEvent.click(button);
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  describe('disabled', () => {
    it('cannot be clicked', () => {
      const onClick = vi.fn();
      render(
        <Button disabled onClick={onClick}>
          Save
        </Button>,
      );
      fireEvent.click(screen.getByRole('button'));
      expect(onClick).not.toHaveBeenCalled();
    });
  });

  it('passes extra attributes through (Radix triggers use this)', () => {
    render(
      <Button aria-expanded="true" data-state="open">
        Menu
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('data-state')).toBe('open');
  });

  it('renders on the server', () => {
    const html = renderToString(<Button icon="cart">Add to Cart</Button>);
    expect(html).toContain('Add to Cart');
    expect(html).toContain('type="button"');
  });
});

describe('ButtonLink', () => {
  it('renders through the injected link component', () => {
    const RouterLink = makeLinkComponent(({ href, ...rest }) => <a data-router="yes" href={`/app${href}`} {...rest} />);
    render(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/rfq">Request Quote</ButtonLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Request Quote' });
    expect(link.getAttribute('href')).toBe('/app/rfq');
    expect(link.getAttribute('data-router')).toBe('yes');
  });
});

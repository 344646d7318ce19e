// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import type { LinkComponentProps } from '../LinkProvider';
import { TableOfContents } from './TableOfContents';
import { subItem } from './TableOfContents.css';

afterEach(cleanup);

const RouterLink = ({ href, ...props }: LinkComponentProps) => <a data-router="yes" href={href} {...props} />;

describe('TableOfContents', () => {
  it('is a navigation landmark named and headed by its title, with an ordered list of the sections', () => {
    render(
      <TableOfContents
        title="On this page"
        items={[
          { href: '#ordering', label: 'Ordering' },
          { href: '#payment', label: 'Payment', sub: true },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('heading', { level: 2 }).textContent).toBe('On this page');
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    const items = within(nav).getAllByRole('listitem');
    expect(items[0]!.className).toBe('');
    expect(items[1]!.className).toBe(subItem);
  });
  it('links anchors on the page plainly and other pages through the router, marking the current one', () => {
    render(
      <LinkProvider component={RouterLink}>
        <TableOfContents
          title="Help topics"
          label="Other help topics"
          ordered={false}
          headingLevel={3}
          items={[
            { href: '#top', label: 'Top' },
            { href: '/help/delivery', label: 'Delivery', current: true },
            { href: '/help/returns', label: 'Returns' },
          ]}
        />
      </LinkProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Other help topics' });
    expect(within(nav).getByRole('heading').textContent).toBe('Help topics');
    expect(within(nav).getByRole('list').tagName).toBe('UL');
    expect(within(nav).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Top' }).hasAttribute('data-router')).toBe(false);
    const delivery = screen.getByRole('link', { name: 'Delivery' });
    expect(delivery.getAttribute('data-router')).toBe('yes');
    expect(delivery.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Returns' }).hasAttribute('aria-current')).toBe(false);
  });
});

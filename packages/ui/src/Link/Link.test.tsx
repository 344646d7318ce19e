// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import type { LinkComponentProps } from '../LinkProvider';
import { Link } from './Link';

afterEach(cleanup);

describe('Link', () => {
  it('is a plain anchor by default', () => {
    render(<Link href="/help">Help</Link>);
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
  });
  it('uses the injected link component', () => {
    const Custom = ({ href, children, ...rest }: LinkComponentProps) => (
      <a href={`#${href}`} {...rest}>
        {children}
      </a>
    );
    render(
      <LinkProvider component={Custom}>
        <Link href="/help">Help</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('#/help');
  });
  it('renders on the server', () => {
    expect(renderToString(<Link href="/x">x</Link>)).toContain('href="/x"');
  });
});

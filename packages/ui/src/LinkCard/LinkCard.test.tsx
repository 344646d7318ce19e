// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import type { LinkComponentProps } from '../LinkProvider';
import { LinkCard } from './LinkCard';

afterEach(cleanup);

describe('LinkCard', () => {
  it('is one link named by its title and description', () => {
    render(<LinkCard href="/tools/ohms-law" title="Ohm's law" description="Give two, get the third." />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/tools/ohms-law');
    expect(link.textContent).toBe("Ohm's law" + 'Give two, get the third.');
  });
  it('renders only the parts it is given, and takes an accessible name for a picture alone', () => {
    render(<LinkCard href="/m/acme" media={<img src="/acme.png" alt="" width={120} height={40} />} aria-label="Acme" />);
    const link = screen.getByRole('link', { name: 'Acme' });
    expect(link.children).toHaveLength(1);
    expect(link.querySelector('img')).not.toBeNull();
  });
  it("goes through the app's link component", () => {
    const RouterLink = ({ href, ...props }: LinkComponentProps) => <a data-router="yes" href={`/app${href}`} {...props} />;
    render(
      <LinkProvider component={RouterLink}>
        <LinkCard href="/help" title="Help" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.getAttribute('data-router')).toBe('yes');
    expect(link.getAttribute('href')).toBe('/app/help');
  });
});

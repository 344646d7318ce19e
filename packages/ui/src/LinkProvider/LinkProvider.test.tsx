// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { isExternalHref, LinkProvider, makeLinkComponent, useLinkComponent } from './LinkProvider';

afterEach(cleanup);

function Probe() {
  const LinkComponent = useLinkComponent();
  return <LinkComponent href="/cart">Cart</LinkComponent>;
}

describe('LinkProvider', () => {
  it('defaults to a plain <a>', () => {
    render(<Probe />);
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe('/cart');
  });
  it('provides the injected component', () => {
    const Spa = makeLinkComponent(({ href, ...rest }) => <a href={href} data-spa="1" {...rest} />);
    render(
      <LinkProvider component={Spa}>
        <Probe />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Cart' }).getAttribute('data-spa')).toBe('1');
  });
  it('tells external URLs apart', () => {
    expect(isExternalHref('https://example.com')).toBe(true);
    expect(isExternalHref('mailto:sales@example.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('/product/abc')).toBe(false);
  });
  it('renders on the server', () => {
    expect(renderToString(<Probe />)).toBe('<a href="/cart">Cart</a>');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Text } from './Text';

afterEach(cleanup);

describe('Text', () => {
  it('renders its element and content', () => {
    render(<Text as="p">Hello</Text>);
    expect(screen.getByText('Hello').tagName).toBe('P');
  });
  it('labels a control when rendered as a label', () => {
    render(
      <>
        <Text as="label" htmlFor="q">
          Quantity
        </Text>
        <input id="q" />
      </>,
    );
    expect(screen.getByLabelText('Quantity').id).toBe('q');
  });
  it('caps the line length only when a measure is asked', () => {
    const plain = renderToString(<Text>lead</Text>);
    const capped = renderToString(<Text measure="large">lead</Text>);
    const classes = (html: string) => new Set((/class="([^"]+)"/.exec(html)?.[1] ?? '').split(' '));
    const added = [...classes(capped)].filter((name) => !classes(plain).has(name));
    expect(added).toHaveLength(1);
    expect(renderToString(<Text measure="small">lead</Text>)).not.toContain(added[0]!);
  });
  it('renders on the server', () => {
    expect(renderToString(<Text>hi</Text>)).toMatch(/^<span class="[^"]+">hi<\/span>$/);
  });
});

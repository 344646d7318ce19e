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
  it('renders on the server', () => {
    expect(renderToString(<Text>hi</Text>)).toMatch(/^<span class="[^"]+">hi<\/span>$/);
  });
});

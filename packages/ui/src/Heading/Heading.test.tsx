// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Heading } from './Heading';

afterEach(cleanup);

describe('Heading', () => {
  it('renders the heading level', () => {
    render(<Heading level={1}>Title</Heading>);
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
  });
  it('keeps the outline level given by `as`', () => {
    render(
      <Heading level={1} as="h2">
        Looks big
      </Heading>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Looks big' })).toBeTruthy();
  });
  it('renders on the server', () => {
    expect(renderToString(<Heading level={3}>x</Heading>)).toMatch(/^<h3/);
  });
});

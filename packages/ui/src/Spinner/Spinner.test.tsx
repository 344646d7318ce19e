// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';

afterEach(cleanup);

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });
  it('is decorative with an empty label', () => {
    render(<Spinner label="" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('renders on the server', () => {
    expect(renderToString(<Spinner label="Wait" />)).toContain('Wait');
  });
});

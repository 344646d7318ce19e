import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Notice } from './Notice';

afterEach(cleanup);

describe('Notice', () => {
  it('shows its title and message, without a live role by default', () => {
    render(<Notice title="Demo mailbox">Mail stays here.</Notice>);
    expect(screen.getByText('Demo mailbox')).toBeTruthy();
    expect(screen.getByText('Mail stays here.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
  it('announces politely as a status, or assertively as an alert', () => {
    render(<Notice announce="polite">Saved.</Notice>);
    expect(screen.getByRole('status').textContent).toContain('Saved.');
    cleanup();
    render(
      <Notice tone="error" announce="assertive">
        Failed.
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed.');
  });
  it('renders the title as a heading of the asked level', () => {
    render(
      <Notice title="Demo mailbox" headingLevel={2}>
        Text
      </Notice>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Demo mailbox' })).toBeTruthy();
  });
  it('draws the small size with its own box and a smaller icon, the tone unchanged', () => {
    const standard = render(<Notice tone="error">Only 3 left</Notice>).container.firstElementChild!;
    const small = render(
      <Notice tone="error" size="small">
        Only 3 left
      </Notice>,
    ).container.firstElementChild!;
    expect(small.className).not.toBe(standard.className);
    expect(small.querySelector('svg')?.getAttribute('class')).not.toBe(standard.querySelector('svg')?.getAttribute('class'));
  });
  it('marks its tone with a decorative icon, not colour alone', () => {
    const html = renderToString(<Notice tone="warning">Careful</Notice>);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('Careful');
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge, badgeTones } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its words', () => {
    render(<Badge tone="success">Exact</Badge>);
    expect(screen.getByText('Exact').tagName).toBe('SPAN');
  });
  it('gives each tone its own class, so the tones never look alike', () => {
    const classes = badgeTones.map((tone) => {
      const { container } = render(<Badge tone={tone}>{tone}</Badge>);
      return container.firstElementChild?.className;
    });
    expect(new Set(classes).size).toBe(badgeTones.length);
  });
  it('is neutral when no tone is given', () => {
    expect(renderToString(<Badge>Draft</Badge>)).toBe(renderToString(<Badge tone="neutral">Draft</Badge>));
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Timeline } from './Timeline';

afterEach(cleanup);

const history = [
  { key: '1', time: { dateTime: '2026-11-02T09:14:00Z', text: '2 Nov 2026, 09:14' }, title: 'Placed' },
  {
    key: '2',
    time: { dateTime: '2026-11-03T16:40:00Z', text: '3 Nov 2026, 16:40' },
    title: 'Shipped',
    detail: 'Tracking 1Z999AA10123456784',
  },
];

describe('Timeline', () => {
  it('lists the events in order with a machine-readable time, the title and the note', () => {
    render(<Timeline items={history} aria-label="Status history" />);
    const list = screen.getByRole('list', { name: 'Status history' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '2 Nov 2026, 09:14Placed',
      '3 Nov 2026, 16:40Shipped Tracking 1Z999AA10123456784',
    ]);
    expect(items[1]!.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-03T16:40:00Z');
  });
  it('is an unordered list when the order means nothing, and hides its dots from screen readers', () => {
    const { container } = render(<Timeline items={history} ordered={false} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

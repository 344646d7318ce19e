// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SplitLayout } from './SplitLayout';
import { aside, layout } from './SplitLayout.css';

afterEach(cleanup);

const texts = (element: Element) => Array.from(element.children).map((child) => child.textContent);

describe('SplitLayout', () => {
  it('puts the side column after the main one by default, before it on the start side', () => {
    const end = render(<SplitLayout aside="Contents">Body</SplitLayout>);
    expect(texts(end.container.firstElementChild!)).toEqual(['Body', 'Contents']);
    cleanup();
    const start = render(
      <SplitLayout aside="Categories" asideSide="start">
        Results
      </SplitLayout>,
    );
    expect(texts(start.container.firstElementChild!)).toEqual(['Categories', 'Results']);
  });
  it('gives the width, stacking point, stickiness and stacked order to the recipes', () => {
    const { container } = render(
      <SplitLayout aside="Box" asideWidth="xlarge" stackBelow="phone" stickyAside asideFirstWhenStacked>
        Form
      </SplitLayout>,
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe(layout({ asideWidth: 'xlarge', asideSide: 'end', stackBelow: 'phone' }));
    expect(root.lastElementChild!.className).toBe(aside({ sticky: true, stackedFirst: true, stackBelow: 'phone' }));
    expect(root.lastElementChild!.className).not.toBe(aside({ sticky: false, stackedFirst: false, stackBelow: 'phone' }));
  });
});

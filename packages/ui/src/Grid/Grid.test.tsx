// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Grid, GridItem } from './Grid';
import { grid } from './Grid.css';

afterEach(cleanup);

describe('Grid', () => {
  it('is a named list of list items by default', () => {
    render(
      <Grid aria-label="Categories">
        <GridItem>Resistors</GridItem>
        <GridItem>Capacitors</GridItem>
      </Grid>,
    );
    const list = screen.getByRole('list', { name: 'Categories' });
    expect(list.tagName).toBe('UL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Resistors', 'Capacitors']);
  });
  it('takes its column width and gap from the recipe, so two widths give two different classes', () => {
    const { container } = render(
      <Grid as="div" minItemWidth="large" gap="small">
        <span>a</span>
      </Grid>,
    );
    const element = container.firstElementChild as HTMLElement;
    expect(element.tagName).toBe('DIV');
    expect(element.className).toBe(grid({ minItemWidth: 'large', gap: 'small' }));
    expect(element.className).not.toBe(grid({ minItemWidth: 'small', gap: 'small' }));
  });
});

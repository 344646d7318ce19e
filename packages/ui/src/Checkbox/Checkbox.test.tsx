// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is a checkbox named by its label that reports changes', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Remember me" onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('toggles when its label text is clicked', () => {
    render(<Checkbox label="Remember me" />);
    fireEvent.click(screen.getByText('Remember me'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });
  it('shows a mixed state', () => {
    render(<Checkbox label="All" indeterminate />);
    expect((screen.getByRole('checkbox') as HTMLInputElement).indeterminate).toBe(true);
  });
  it('shows a count with the label', () => {
    render(<Checkbox label="TI" count={1200} />);
    expect(screen.getByRole('checkbox', { name: 'TI (1,200)' })).toBeTruthy();
  });
  it('submits name and value in forms', () => {
    render(<Checkbox label="0603" name="package" value="0603" defaultChecked />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect([box.name, box.value, box.checked]).toEqual(['package', '0603', true]);
  });
  it('renders on the server', () => {
    expect(renderToString(<Checkbox label="x" defaultChecked />)).toContain('checked');
  });
});

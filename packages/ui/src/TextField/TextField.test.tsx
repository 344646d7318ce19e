// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

describe('TextField', () => {
  it('is a textbox named by its label', () => {
    render(<TextField label="Company" />);
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeTruthy();
  });

  describe('trimOnBlur', () => {
    it('trims an uncontrolled value on blur and reports it', () => {
      const onChange = vi.fn();
      render(<TextField label="Part" onChange={onChange} />);
      const input = screen.getByRole('textbox', { name: 'Part' }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: '  LM358  ' } });
      fireEvent.blur(input);
      expect(input.value).toBe('LM358');
      expect(onChange).toHaveBeenLastCalledWith('LM358');
    });

    it('trims a controlled value through onChange', () => {
      function Controlled() {
        const [value, setValue] = useState('');
        return <TextField label="Part" value={value} onChange={setValue} />;
      }
      render(<Controlled />);
      const input = screen.getByRole('textbox', { name: 'Part' }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: ' NE555 ' } });
      fireEvent.blur(input);
      expect(input.value).toBe('NE555');
    });

    it('never trims passwords', () => {
      const { container } = render(<TextField label="Password" type="password" defaultValue=" secret " />);
      const input = container.querySelector('input') as HTMLInputElement;
      fireEvent.blur(input);
      expect(input.value).toBe(' secret ');
    });
  });

  describe('error', () => {
    it('marks the field invalid and describes it with the message', () => {
      render(<TextField label="Email" error="Please enter a valid email address" />);
      const input = screen.getByRole('textbox', { name: 'Email' });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Please enter a valid email address').id).toBe(input.getAttribute('aria-describedby'));
    });
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Search parts" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search parts' })).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToString(<TextField label="Name" defaultValue="Ada" />)).toContain('value="Ada"');
  });
});

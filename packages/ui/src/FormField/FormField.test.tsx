// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Fieldset, FormField } from './FormField';

afterEach(cleanup);

describe('FormField', () => {
  it('ties the label, hint and error to the control it renders', () => {
    render(
      <FormField id="message" label="Message" hint="Up to 2,000 characters" error="Too long" required>
        {(control) => <textarea {...control} name="message" />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea.id).toBe('message');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    expect(textarea.getAttribute('aria-describedby')).toBe('message-hint message-error');
    expect((textarea as HTMLTextAreaElement).required).toBe(true);
    expect(document.getElementById('message-hint')?.textContent).toBe('Up to 2,000 characters');
    expect(document.getElementById('message-error')?.textContent).toBe('Too long');
    // The mark is for the eye; screen readers hear "required" from the control.
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves a valid optional control unmarked, and takes a hint id that the page updates', () => {
    render(
      <FormField label="Lines" hint="3 lines" hintId="line-count">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const textarea = screen.getByRole('textbox', { name: 'Lines' });
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('required')).toBe(false);
    expect(textarea.getAttribute('aria-describedby')).toBe('line-count');
    expect(textarea.id).not.toBe('');
    expect(screen.queryByText('*')).toBeNull();
  });

  it('says a field may stay blank in its label, unless it is required', () => {
    const { rerender } = render(
      <FormField label="Company" optional>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).toBeTruthy();
    rerender(
      <FormField label="Company" optional required>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeTruthy();
  });
});

describe('Fieldset', () => {
  it('names the group by its legend and reads its hint and error with it', () => {
    render(
      <Fieldset id="shipping" legend="Shipping" hint="Choose one" error="Choose a shipping method" required framed>
        <label>
          <input type="radio" name="m" /> Standard
        </label>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Shipping' });
    expect(group.getAttribute('aria-describedby')).toBe('shipping-hint shipping-error');
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('shipping-error')?.textContent).toBe('Choose a shipping method');
  });

  it('has no description or invalid state without a hint or error', () => {
    render(
      <Fieldset legend="Contact">
        <input aria-label="Email" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Contact' });
    expect(group.hasAttribute('aria-describedby')).toBe(false);
    expect(group.hasAttribute('aria-invalid')).toBe(false);
  });
});

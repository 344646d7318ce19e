// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contact } from '../shell-fixtures';
import { Footer, isValidNewsletterEmail } from './Footer';

afterEach(cleanup);

const emailBox = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
const subscribe = (value: string) => {
  fireEvent.change(emailBox(), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
};

describe('Footer', () => {
  it('server-renders the newsletter, groups and copyright', () => {
    const html = renderToString(<Footer onSubscribe={() => {}} contact={contact} />);
    for (const text of ['Subscribe', 'Information', 'Services', 'Quick Links', '© 2025 Ferrite. All rights reserved.']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('<footer');
  });

  describe('newsletter (docs/product.md §5)', () => {
    it.each([
      ['buyer@example.com', true],
      ['first.last-name@sub-domain.co.uk', true],
      ['a_b@x.io', true],
      ['', false],
      ['plainaddress', false],
      ['no-at.example.com', false],
      ['two@@example.com', false],
      ['trailing@example.c', false],
      ['dots..double@example.com', false],
      ['user@a-domain-name-longer-than-thirty-chars.com', false],
    ])('%j valid: %s', (email, valid) => {
      expect(isValidNewsletterEmail(email)).toBe(valid);
    });

    it('subscribes with the trimmed address', () => {
      const onSubscribe = vi.fn();
      render(<Footer onSubscribe={onSubscribe} />);
      subscribe('  buyer@example.com ');
      expect(onSubscribe).toHaveBeenCalledWith('buyer@example.com');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it.each(['', 'buyer@example'])('rejects %j with "You should submit a valid Email"', (email) => {
      const onSubscribe = vi.fn();
      const onInvalid = vi.fn();
      render(<Footer onSubscribe={onSubscribe} onInvalid={onInvalid} />);
      subscribe(email);
      expect(onInvalid).toHaveBeenCalledWith('You should submit a valid Email');
      expect(onSubscribe).not.toHaveBeenCalled();
      expect(screen.getByRole('alert').textContent).toBe('You should submit a valid Email');
      expect(emailBox().getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByRole('textbox', { description: 'You should submit a valid Email' })).toBe(emailBox());
    });

    it('clears the message when the address changes', () => {
      render(<Footer onSubscribe={() => {}} />);
      subscribe('nope');
      fireEvent.change(emailBox(), { target: { value: 'nope@example.com' } });
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('marks the button busy while subscribing', () => {
      render(<Footer onSubscribe={() => {}} subscribing />);
      expect(screen.getByRole('button', { name: 'Subscribe' }).getAttribute('aria-busy')).toBe('true');
    });
  });

  it('shows contact details as tel: and mailto: links', () => {
    render(<Footer onSubscribe={() => {}} contact={contact} />);
    const region = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(region).getByRole('link', { name: /Phone/ }).getAttribute('href')).toBe('tel:+14085550134');
    expect(
      within(region)
        .getByRole('link', { name: /sales@ferrite.example/ })
        .getAttribute('href'),
    ).toBe('mailto:sales@ferrite.example');
  });

  it('has the Information, Services and Quick Links groups', () => {
    render(<Footer onSubscribe={() => {}} />);
    for (const name of ['Information', 'Services', 'Quick Links']) expect(screen.getByRole('navigation', { name })).toBeTruthy();
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect(within(info).getByRole('link', { name: 'About Us' }).getAttribute('href')).toBe('/AboutUs');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/PrivacyPolicy');
  });

  it('draws carriers and payments as named text badges and links social profiles', () => {
    render(
      <Footer
        onSubscribe={() => {}}
        carriers={['dhl', 'fedex']}
        payments={['visa', 'paypal']}
        socialLinks={[{ network: 'linkedin', href: 'https://www.linkedin.com/company/ferrite' }]}
      />,
    );
    for (const name of ['DHL', 'FedEx', 'VISA', 'PayPal']) expect(screen.getByRole('img', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'LinkedIn' }).getAttribute('href')).toBe('https://www.linkedin.com/company/ferrite');
  });

  it('builds the copyright line from year and brand', () => {
    render(<Footer onSubscribe={() => {}} year={2026} brand="Cobalt Parts" />);
    expect(screen.getByText('© 2026 Cobalt Parts. All rights reserved.')).toBeTruthy();
  });

  it('takes its strings from labels', () => {
    const onInvalid = vi.fn();
    render(
      <Footer
        onSubscribe={() => {}}
        onInvalid={onInvalid}
        labels={{ subscribe: 'Подписаться', emailLabel: 'Эл. почта', invalidEmail: 'Введите корректный адрес' }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Подписаться' }));
    expect(onInvalid).toHaveBeenCalledWith('Введите корректный адрес');
    expect(screen.getByRole('textbox', { name: 'Эл. почта' })).toBeTruthy();
  });
});

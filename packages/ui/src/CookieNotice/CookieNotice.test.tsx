// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieNotice } from './CookieNotice';

afterEach(cleanup);

describe('CookieNotice', () => {
  it('server-renders both buttons and the policy link', () => {
    const html = renderToString(<CookieNotice onAccept={() => {}} onReject={() => {}} />);
    expect(html).toContain('Accept Cookies');
    expect(html).toContain('Reject All');
    expect(html).toContain('href="/CookiePolicy"');
  });

  it('Accept Cookies calls onAccept', () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<CookieNotice onAccept={onAccept} onReject={onReject} />);
    fireEvent.click(screen.getByRole('button', { name: 'Accept Cookies' }));
    expect(onAccept).toHaveBeenCalledOnce();
    expect(onReject).not.toHaveBeenCalled();
  });

  it('Reject All calls onReject', () => {
    const onAccept = vi.fn();
    const onReject = vi.fn();
    render(<CookieNotice onAccept={onAccept} onReject={onReject} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(onReject).toHaveBeenCalledOnce();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('is a labelled region linking to the policy', () => {
    render(<CookieNotice onAccept={() => {}} onReject={() => {}} policyHref="/CookiePolicy#analytics" />);
    expect(screen.getByRole('region', { name: 'We use cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/CookiePolicy#analytics');
  });

  it('takes its strings from labels', () => {
    render(<CookieNotice onAccept={() => {}} onReject={() => {}} labels={{ accept: 'Принять', reject: 'Отклонить всё' }} />);
    expect(screen.getByRole('button', { name: 'Принять' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Отклонить всё' })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { demoMailboxEnabled, lineParts } from './demo-mailbox';

describe('demoMailboxEnabled', () => {
  it('is on only in a demonstration that has no SMTP server', () => {
    expect(demoMailboxEnabled({ demo: true, smtpUrl: undefined })).toBe(true);
    expect(demoMailboxEnabled({ demo: false, smtpUrl: undefined })).toBe(false);
    expect(demoMailboxEnabled({ demo: true, smtpUrl: 'smtp://mail.example:25' })).toBe(false);
    expect(demoMailboxEnabled({ demo: false, smtpUrl: 'smtp://mail.example:25' })).toBe(false);
  });
});

describe('lineParts', () => {
  const origin = 'http://localhost:8070';
  it('makes the store’s own link a site path, keeping the text around it', () => {
    expect(lineParts('Confirm my email address: http://localhost:8070/account/verify?token=abc_-123.', origin)).toEqual([
      { Text: 'Confirm my email address: ' },
      { Text: 'http://localhost:8070/account/verify?token=abc_-123', Href: '/account/verify?token=abc_-123' },
      { Text: '.' },
    ]);
  });
  it('leaves links to other sites, and look-alike hosts, as plain text', () => {
    expect(lineParts('See https://evil.example/account/verify and http://localhost:8070.evil.example/x', origin)).toEqual([
      { Text: 'See https://evil.example/account/verify and http://localhost:8070.evil.example/x' },
    ]);
  });
  it('keeps a line without links whole, and an empty line as one empty part', () => {
    expect(lineParts('Hello Ada,', origin)).toEqual([{ Text: 'Hello Ada,' }]);
    expect(lineParts('', origin)).toEqual([{ Text: '' }]);
  });
  it('finds several links on one line', () => {
    const parts = lineParts('a http://localhost:8070/x b http://localhost:8070/y', origin);
    expect(parts.filter((part) => part.Href).map((part) => part.Href)).toEqual(['/x', '/y']);
    expect(parts.map((part) => part.Text).join('')).toBe('a http://localhost:8070/x b http://localhost:8070/y');
  });
});

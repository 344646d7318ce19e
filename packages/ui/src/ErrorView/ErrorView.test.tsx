// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorView } from './ErrorView';

afterEach(cleanup);

describe('ErrorView', () => {
  describe('404', () => {
    it("shows the spec's title and text, a home link and a feedback link", () => {
      render(<ErrorView />);
      expect(screen.getByRole('heading', { level: 1, name: 'Oops! This Page Vanished' })).toBeTruthy();
      expect(screen.getByText('This page could not be found')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Send us feedback' }).getAttribute('href')).toBe('/feedback');
    });
  });

  describe('500', () => {
    it("shows the spec's title and the server message", () => {
      render(<ErrorView variant="500" detail="Unknown middleware auth" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Oops! Our Servers Need a Coffee Break' })).toBeTruthy();
      expect(screen.getByText('Unknown middleware auth')).toBeTruthy();
    });
  });

  describe('403', () => {
    it('shows a large 403 heading and a link back, without feedback', () => {
      render(<ErrorView variant="403" />);
      expect(screen.getByRole('heading', { level: 1, name: '403' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Send us feedback' })).toBeNull();
    });
  });

  it('takes translated texts', () => {
    render(<ErrorView title="Seite verschwunden" message="Diese Seite wurde nicht gefunden" />);
    expect(screen.getByRole('heading', { name: 'Seite verschwunden' })).toBeTruthy();
  });

  it('takes translated labels and the real status code', () => {
    render(
      <ErrorView
        variant="500"
        code="400"
        title="Bad request"
        message=""
        labels={{ home: 'На главную', feedbackPrompt: 'Что-то не так?', feedback: 'Напишите нам' }}
      />,
    );
    expect(screen.getByText('400')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Напишите нам' }).getAttribute('href')).toBe('/feedback');
    expect(screen.queryByText('This page is malfunctioning right now.')).toBeNull();
  });

  it('renders on the server', () => {
    expect(renderToString(<ErrorView />)).toContain('Oops! This Page Vanished');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegionPicker } from './RegionPicker';

afterEach(cleanup);

const openMenu = () => {
  const trigger = screen.getByRole('button', { name: /Language and currency/ });
  act(() => {
    fireEvent.keyDown(trigger, { key: 'Enter' });
  });
  return screen.getByRole('menu');
};

describe('RegionPicker', () => {
  it('server-renders the trigger with the current language and currency', () => {
    const html = renderToString(<RegionPicker language="Russian" currency="EUR" onSave={() => {}} />);
    expect(html).toContain('Русский');
    expect(html).toContain('EUR €');
  });

  it('names the trigger with the current choice', () => {
    render(<RegionPicker onSave={() => {}} />);
    expect(screen.getByRole('button', { name: 'Language and currency: English, USD' })).toBeTruthy();
  });

  it('offers English/Russian and USD/EUR with the exchange-rate note', () => {
    render(<RegionPicker onSave={() => {}} />);
    const menu = openMenu();
    const radios = within(menu).getAllByRole('menuitemradio');
    expect(radios.map((radio) => radio.textContent)).toEqual(['English', 'Русский', 'USD$', 'EUR€']);
    expect(radios[0]!.getAttribute('aria-checked')).toBe('true');
    expect(radios[2]!.getAttribute('aria-checked')).toBe('true');
    expect(within(menu).getByText('Prices follow exchange rates and are for reference only.')).toBeTruthy();
    expect(screen.getByRole('menu', { description: 'Prices follow exchange rates and are for reference only.' })).toBe(menu);
  });

  it('keeps the menu open while choosing, then saves both values', () => {
    const onSave = vi.fn();
    render(<RegionPicker onSave={onSave} />);
    const menu = openMenu();
    act(() => {
      fireEvent.click(within(menu).getByRole('menuitemradio', { name: 'Русский' }));
    });
    act(() => {
      fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: /EUR/ }));
    });
    expect(screen.getByRole('menuitemradio', { name: 'Русский' }).getAttribute('aria-checked')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Save' }));
    });
    expect(onSave).toHaveBeenCalledWith({ language: 'Russian', currency: 'EUR' });
  });

  it('takes its strings from labels', () => {
    render(
      <RegionPicker
        onSave={() => {}}
        labels={{ trigger: 'Язык и валюта', note: 'Цены справочные.', save: 'Сохранить', language: 'Язык', currency: 'Валюта' }}
      />,
    );
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: /Язык и валюта/ }), { key: 'Enter' });
    });
    expect(screen.getByRole('menuitem', { name: 'Сохранить' })).toBeTruthy();
    expect(screen.getByText('Цены справочные.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepAnchorsClear } from './anchor-clearance';
import { Header } from './Header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // unit-ui shares one document across files: headers placed here must not reach the layouts' tests.
  document.body.querySelectorAll('header').forEach((header) => header.remove());
  document.documentElement.style.removeProperty('scroll-padding-top');
});

/** A ResizeObserver that reports when the test says the header changed size. */
function stubResizeObserver() {
  const observers: { callback: () => void; observed: Element[] }[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observed: Element[] = [];
      constructor(public callback: () => void) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {
        this.observed = [];
      }
    },
  );
  return { resize: () => observers.forEach((observer) => observer.observed.length > 0 && observer.callback()) };
}

const withHeight = (element: HTMLElement, height: number) =>
  Object.defineProperty(element, 'offsetHeight', { value: height, configurable: true });
const padding = () => document.documentElement.style.getPropertyValue('scroll-padding-top');

describe('keepAnchorsClear', () => {
  it('pads the page by the header height, follows it when it changes and takes it away when stopped', () => {
    const { resize } = stubResizeObserver();
    const header = document.body.appendChild(document.createElement('header'));
    header.style.position = 'sticky';
    withHeight(header, 103);
    const stop = keepAnchorsClear(header);
    expect(padding()).toBe('103px');
    withHeight(header, 141);
    resize();
    expect(padding()).toBe('141px');
    stop();
    expect(padding()).toBe('');
    withHeight(header, 90);
    resize();
    expect(padding()).toBe('');
  });

  it('leaves the page alone while the header scrolls away with it (a layout that makes it static)', () => {
    const { resize } = stubResizeObserver();
    const header = document.body.appendChild(document.createElement('header'));
    header.style.position = 'static';
    withHeight(header, 103);
    const stop = keepAnchorsClear(header);
    expect(padding()).toBe('');
    header.style.position = 'sticky';
    resize();
    expect(padding()).toBe('103px');
    stop();
  });

  it('is what the mounted Header does, and its ref still reaches the header element', () => {
    stubResizeObserver();
    // jsdom applies no vanilla-extract styles: the kit's sticky rule, written out.
    const sticky = document.head.appendChild(document.createElement('style'));
    sticky.textContent = 'header { position: sticky; }';
    let element: HTMLElement | null = null;
    const { unmount } = render(<Header ref={(node) => void (element = node)} />);
    expect(element).toBeInstanceOf(HTMLElement);
    expect((element as HTMLElement | null)?.tagName).toBe('HEADER');
    expect(padding()).toBe('0px');
    unmount();
    expect(padding()).toBe('');
    sticky.remove();
  });
});

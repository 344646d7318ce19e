/**
 * Keeps in-page anchors clear of a sticky header: the page's `scroll-padding-top` follows the
 * header's height in px (it differs by breakpoint and with wrapped rows), so a link to `#id`, the
 * browser's or the router's, brings the target into view below the header instead of under it.
 * Returns the function that stops following it and takes the padding away.
 */
export function keepAnchorsClear(header: HTMLElement): () => void {
  const page = header.ownerDocument.documentElement;
  const apply = () => page.style.setProperty('scroll-padding-top', `${header.offsetHeight}px`);
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
  observer?.observe(header);
  return () => {
    observer?.disconnect();
    page.style.removeProperty('scroll-padding-top');
  };
}

/**
 * Keeps in-page anchors clear of a sticky (or fixed) header: the page's `scroll-padding-top` follows the
 * header's height in px (it differs by breakpoint and with wrapped rows), so a link to `#id`, the
 * browser's or the router's, brings the target into view below the header instead of under it.
 * Returns the function that stops following it and takes the padding away.
 */
export function keepAnchorsClear(header: HTMLElement): () => void {
  const page = header.ownerDocument.documentElement;
  // Only a header that stays on screen covers anchors: a layout that lets it scroll away (About,
  // whose own sticky nav clears its targets with scroll margins) must not get the padding too.
  const apply = () => {
    const { position } = header.ownerDocument.defaultView?.getComputedStyle(header) ?? { position: 'sticky' };
    if (position === 'sticky' || position === 'fixed') page.style.setProperty('scroll-padding-top', `${header.offsetHeight}px`);
    else page.style.removeProperty('scroll-padding-top');
  };
  apply();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(apply);
  observer?.observe(header);
  return () => {
    observer?.disconnect();
    page.style.removeProperty('scroll-padding-top');
  };
}

// The page path for everything that is not shared (signed-in visitors, form posts, pages with the
// visitor's own data): rendered for this request and streamed, never stored.
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy } from './security-headers';
import { FALLBACK_500, newNonce, type PageRequest } from './page-document';

/** Renders the page for this request and streams the HTML as React produces it (Cache-Control: no-store). */
export async function streamPage({ res, ctx, app, document, apiOrigin, renderInput }: PageRequest): Promise<void> {
  const nonce = newNonce();
  let result;
  try {
    result = await app.render(await renderInput(nonce));
  } catch (error) {
    ctx.log.error({ err: error }, 'page render failed');
    res.status(500).type('html').send(FALLBACK_500);
    return;
  }
  if (ctx.setCookies.length > 0) res.append('Set-Cookie', ctx.setCookies);
  res.set(COMMON_SECURITY_HEADERS);

  if (result.kind === 'redirect') {
    res.redirect(result.status, result.location);
    return;
  }
  if (result.kind === 'response') {
    res.status(result.response.status).send(await result.response.text());
    return;
  }
  let body;
  try {
    body = await result.stream((error) => ctx.log.error({ err: error }, 'error while streaming a page'));
  } catch (error) {
    ctx.log.error({ err: error }, 'page shell failed to render');
    res.status(500).type('html').send(FALLBACK_500);
    return;
  }
  res.status(result.status);
  res.set({
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(nonce, apiOrigin),
    'Cache-Control': 'no-store',
  });
  res.write(document.start(result, nonce));
  body.on('data', (chunk: Buffer) => res.write(chunk));
  body.on('end', () => {
    res.end(document.end(result, nonce));
  });
}

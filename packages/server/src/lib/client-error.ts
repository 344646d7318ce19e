import http from 'node:http';
import type { Duplex } from 'node:stream';

/** Why Node's HTTP parser gave up on a request, in words a person can act on. */
function describe(code: string | undefined): { status: number; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The address or the headers of this request are too long.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  return { status: 400, message: 'The request could not be read: it is not valid HTTP.' };
}

/**
 * Answers a request Node could not parse (an over-long URL, a header flood, bytes that are not
 * HTTP) with the API's error envelope instead of Node's bare status line, then closes the socket:
 * after a parse error the rest of the connection cannot be trusted.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const pending = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, message } = describe(error.code);
  const body = JSON.stringify({ state: 'error', message, code: status, data: null });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'X-Content-Type-Options: nosniff\r\n' +
      'Cache-Control: no-store\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}

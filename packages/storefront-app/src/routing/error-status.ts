import { isRouteErrorResponse } from 'react-router-dom';

export interface PageError {
  status: number;
  message: string;
}

/** Whatever a loader threw, as a status and a message (500 when it carries none, docs/product.md §8). */
export function toPageError(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return { status: error.status, message };
  }
  const status = (error as { status?: unknown } | null)?.status;
  return {
    status: typeof status === 'number' && status >= 400 && status < 600 ? status : 500,
    message: error instanceof Error ? error.message : '',
  };
}

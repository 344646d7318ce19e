import { data, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import type { Stores } from '../state/stores';

/**
 * Page-level middleware named on a route (docs/product.md §8): a guard runs before the loader and either
 * lets it through or ends in a redirect. An unknown name is a programming error: 500.
 */
export type MiddlewareName = 'auth' | 'guest';

type Check = (args: LoaderFunctionArgs, stores: Stores) => void;

const checks: Record<string, Check> = {
  // Signed-out visitors go to sign in and come back to the full path they wanted (docs/product.md §2).
  auth(args, stores) {
    if (stores.session.user) return;
    const url = new URL(args.request.url);
    throw redirect(`/account/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  },
  // The login page sends a signed-in visitor home (docs/product.md §2).
  guest(_args, stores) {
    if (stores.session.user) throw redirect('/');
  },
};

export function runMiddleware(names: readonly string[], args: LoaderFunctionArgs, stores: Stores): void {
  for (const name of names) {
    const check = checks[name];
    if (!check) throw data(`Unknown middleware ${name}`, { status: 500 });
    check(args, stores);
  }
}

import type { ReactNode } from 'react';
import { ServicesProvider, type AppServices } from './state/context';

/** Providers shared by both entries; the router itself differs (static vs browser). */
export function App({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesProvider services={services}>{children}</ServicesProvider>;
}

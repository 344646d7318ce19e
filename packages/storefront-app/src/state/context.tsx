import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import type { Translator } from '../i18n/translator';
import type { Stores } from './stores';

export interface AppServices {
  stores: Stores;
  api: ApiClient;
  /** The page's language pack reader (docs/product.md §3 'section.key'). */
  i18n: Translator;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}

export const useStores = () => useServices().stores;

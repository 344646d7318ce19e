export { createApiClient, ApiCallError } from './api/client';
export type { ApiClient, ApiClientOptions, ClientIdentity } from './api/client';
export { createRoutes } from './routes';
export { createStores, snapshotStores, showSnackbar } from './state/stores';
export type { Stores, StoreSnapshot } from './state/stores';

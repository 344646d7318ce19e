import { getCid, getSid, getTid, getUid } from './common/anonymous-ids';
import { getCountryList } from './common/countries';
import { calcExchangeRate } from '../currency/exchange-rate';
import { health } from './health/health';
import { getHomeData } from '../catalog/home-operations';
import { getMaps } from '../catalog/site-maps';
import { getCategoryNavigation, getManufacturerNavigation } from '../catalog/navigation-operations';
import { addSubscription } from '../content/newsletter-operations';
import { accountOperations } from '../accounts/operations';
import { buyingOperations } from '../buying/operations';
import { catalogOperations } from '../catalog/operations';
import { contentOperations } from '../content/operations';
import { demoMailboxOperations } from '../mail/mailbox-operations';
import { sourcingOperations } from '../sourcing/operations';
import { translateOperations } from '../i18n/translate-operations';
import type { Operation } from './operation';
import { OperationTable } from './table';

/** Every API operation, one list: Express, the SSR in-process fetch and OpenAPI all read it. */
export const operations: Operation[] = [
  health,
  getCategoryNavigation,
  getManufacturerNavigation,
  getHomeData,
  getTid,
  getCid,
  getUid,
  getSid,
  getCountryList,
  calcExchangeRate,
  getMaps,
  addSubscription,
  ...catalogOperations,
  ...accountOperations,
  ...buyingOperations,
  ...contentOperations,
  ...sourcingOperations,
  ...translateOperations,
];

export interface TableOptions {
  /** The demo mailbox's operations (demoMailboxEnabled): absent otherwise, so their paths answer as unknown ones. */
  demoMailbox?: boolean;
  /** Check every answer against its output schema (config.validateApiOutput). */
  validateOutput?: boolean;
}

export function createOperationTable(extra: Operation[] = [], options: TableOptions = {}): OperationTable {
  return new OperationTable([...operations, ...(options.demoMailbox ? demoMailboxOperations : []), ...extra], {
    validateOutput: options.validateOutput ?? false,
  });
}

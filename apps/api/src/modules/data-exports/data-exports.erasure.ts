import type { EventLog } from '../events/index.ts';
import { STORAGE_DELETE_TOPIC } from '../files/index.ts';
import type { DataExportsRepository } from './data-exports.repository.ts';

/**
 * A deleted account's data archives (decisions 077, 078): their rows now, their files once that
 * commits. A build still running finds its row gone and removes what it wrote.
 */
export async function removeExportsOfDeletedAccount(
  scope: {
    dataExports: Pick<DataExportsRepository, 'deleteAllOf'>;
    events: EventLog;
  },
  accountId: number,
): Promise<void> {
  for (const { storageKey } of await scope.dataExports.deleteAllOf(accountId)) {
    await scope.events.emit(STORAGE_DELETE_TOPIC, { storageKey });
  }
}

import type { EventLog } from '../events/index.ts';
import type { FilesRepository } from './files.repository.ts';
import { STORAGE_DELETE_TOPIC } from './files.service.ts';

/** A deleted account's avatar (decision 078): its row now, its stored renditions once that commits. */
export async function removeAvatarOfDeletedAccount(
  scope: { files: Pick<FilesRepository, 'find' | 'delete'>; events: EventLog },
  avatarFileId: string | null,
): Promise<void> {
  if (!avatarFileId) return;
  const file = await scope.files.find(avatarFileId);
  if (!file) return;
  await scope.files.delete(file.id);
  await scope.events.emit(STORAGE_DELETE_TOPIC, { storageKey: file.storageKey });
}

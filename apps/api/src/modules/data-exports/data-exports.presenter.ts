import type { DataExportDto } from '@marketplace/contract';
import type { DataExportRow } from './data-exports.repository.ts';

/** A request as its owner sees it: never its storage key. */
export function presentDataExport(row: DataExportRow, now: Date): DataExportDto {
  // Past its expiry the archive is gone for the owner even before the expiry event has run.
  const expired = row.status === 'expired' || (row.expiresAt !== null && row.expiresAt <= now);
  return {
    id: row.id,
    status: expired ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: expired ? null : row.size,
  };
}

/**
 * "Download my data" (issue 24; GDPR art. 20; decision 077): an archive of everything the account
 * holds, prepared in the background and offered for a limited time.
 */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A ready archive is kept this long, then deleted. */
export const DATA_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** One request per account in this window (a new one once the previous is ready or expired). */
export const DATA_EXPORT_REQUEST_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** A download link handed to the signed-in owner works this long. */
export const DATA_EXPORT_LINK_TTL_SECONDS = 5 * 60;

export interface DataExportDto {
  id: number;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
  /** Bytes, once ready. */
  size: number | null;
}

/** `GET /api/accounts/my/data-exports`: the latest requests, newest first, and when another is allowed. */
export interface DataExportsDto {
  items: DataExportDto[];
  /** Null when a request is allowed now. */
  nextRequestAt: string | null;
}

/** `POST /api/accounts/my/data-exports/{id}/download-link`: a short-lived link to the archive. */
export interface DataExportLinkDto {
  url: string;
  expiresAt: string;
}

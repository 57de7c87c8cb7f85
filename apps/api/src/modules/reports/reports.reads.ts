import type { Executor } from '../../db/client.ts';
import { createReportsRepository } from './reports.repository.ts';

/** What the console's user page reads of reports (decision 087): those an account made or drew. */
export function createReportReads(db: Executor) {
  const reports = createReportsRepository(db);
  return { ofAccount: reports.ofAccount };
}

export type ReportReads = ReturnType<typeof createReportReads>;

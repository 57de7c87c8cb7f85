import { NotFoundError } from '../../shared/errors.ts';
import { presentOutboxMessage, type OutboxMessageDto } from './outbox.presenter.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/**
 * Reading the outbox (docs/architecture.md, 'Outbox'): only while it is readable (config/outbox-access.ts),
 * 404 otherwise.
 */
export function createOutboxService(deps: { outboxRepository: OutboxRepository; readable: boolean }) {
  return {
    /** The newest messages first, for one recipient or all. */
    async list(recipient: string | undefined): Promise<OutboxMessageDto[]> {
      if (!deps.readable) throw new NotFoundError();
      const rows = await deps.outboxRepository.list(recipient);
      return rows.map(presentOutboxMessage);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../shared/errors.ts';
import type { OutboxRepository } from './outbox.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * Development affordance (ARCHITECTURE.md, "Outbox"): read what would have been e-mailed or texted.
 * Answers only while the outbox is readable (outbox-access.ts); 404 otherwise.
 */
export async function outboxRoutes(
  app: FastifyInstance,
  { outboxRepository, readable }: { outboxRepository: OutboxRepository; readable: boolean },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { salesChannel: false };
  const schema = { querystring: z.object({ recipient: z.string().max(254).optional() }) };

  const load = async (recipient: string | undefined) => {
    if (!readable) throw new NotFoundError();
    const rows = await outboxRepository.list(recipient);
    return rows.map(({ id, channel, recipient: to, subject, text, createdAt }) => ({
      id,
      channel,
      recipient: to,
      subject,
      text,
      createdAt: createdAt.toISOString(),
    }));
  };

  routes.get('/api/dev/outbox', { config, schema }, async (request) => ({
    items: await load(request.query.recipient),
  }));

  routes.get('/dev/outbox', { config, schema }, async (request, reply) => {
    const items = await load(request.query.recipient);
    const rows = items
      .map(
        (item) =>
          `<article><header><strong>${escapeHtml(item.subject)}</strong> — ${item.channel} to ${escapeHtml(item.recipient)} <time>${item.createdAt}</time></header><pre>${escapeHtml(item.text)}</pre></article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;margin:.5rem 0 0}time{color:#4b5563}</style></head>
<body><main><h1>Outbox</h1><p>E-mail and SMS the marketplace would have sent, newest first.</p>
<form><label>Recipient <input name="recipient" value="${escapeHtml(request.query.recipient ?? '')}"></label> <button>Filter</button></form>
${rows || '<p>No messages.</p>'}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
}

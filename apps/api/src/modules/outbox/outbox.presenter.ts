import type { OutboxMessageRow } from './outbox.repository.ts';

export interface OutboxMessageDto {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  createdAt: string;
}

export function presentOutboxMessage({
  id,
  channel,
  recipient,
  subject,
  text,
  createdAt,
}: OutboxMessageRow): OutboxMessageDto {
  return { id, channel, recipient, subject, text, createdAt: createdAt.toISOString() };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** `/dev/outbox`: the messages as a page, with a filter by recipient. */
export function renderOutboxPage(items: OutboxMessageDto[], recipient: string | undefined): string {
  const rows = items
    .map(
      (item) =>
        `<article><header><strong>${escapeHtml(item.subject)}</strong> — ${item.channel} to ${escapeHtml(item.recipient)} <time>${item.createdAt}</time></header><pre>${escapeHtml(item.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2937}article{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}pre{white-space:pre-wrap;margin:.5rem 0 0}time{color:#4b5563}</style></head>
<body><main><h1>Outbox</h1><p>E-mail and SMS the marketplace would have sent, newest first.</p>
<form><label>Recipient <input name="recipient" value="${escapeHtml(recipient ?? '')}"></label> <button>Filter</button></form>
${rows || '<p>No messages.</p>'}</main></body></html>`;
}

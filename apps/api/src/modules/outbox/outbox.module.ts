import { outboxAccess } from '../../config/outbox-access.ts';
import { startWarnings } from '../../config/start-warnings.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';
import { createHttpGatewaySmsSender } from '../../adapters/sms/http-gateway-sms-sender.ts';
import type { Platform } from '../../platform.ts';
import { createMessenger, MESSAGE_TOPIC, type Message } from './messenger.ts';
import { createOutboxRepository } from './outbox.repository.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { createOutboxService } from './outbox.service.ts';

/**
 * E-mail and SMS: each message is an event sent after its commit, through SMTP and the SMS
 * gateway when configured, and kept in the outbox; the development outbox's routes.
 */
export async function registerOutbox({ app, env, db, events, publicOrigin }: Platform) {
  const outboxRepository = createOutboxRepository(db);
  const messenger = createMessenger({
    outboxRepository,
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : undefined,
    sms: env.SMS_GATEWAY_URL
      ? createHttpGatewaySmsSender({
          url: env.SMS_GATEWAY_URL,
          apiKey: env.SMS_API_KEY!,
          sender: env.SMS_SENDER,
        })
      : undefined,
    log: app.log,
  });
  events.handle<Message>(MESSAGE_TOPIC, (message, event) => messenger.send(message, event.id));
  const access = outboxAccess(env);
  for (const warning of startWarnings(env, access, publicOrigin('us'))) app.log.warn(warning);
  const outbox = createOutboxService({ outboxRepository, readable: access.readable });
  await app.register(outboxRoutes, { outbox, readable: access.readable });
}

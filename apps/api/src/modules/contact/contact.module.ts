import type { Platform } from '../../platform.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

/** The contact form: a message to the edition's administration address. */
export async function registerContact({ app, env, unitOfWork, rateLimiter }: Platform) {
  const contact = createContactService({
    unitOfWork,
    rateLimiter,
    administrationAddress: (region) => (region === 'pl' ? env.CONTACT_EMAIL_PL : env.CONTACT_EMAIL_US),
  });
  await app.register(contactRoutes, { contact });
}

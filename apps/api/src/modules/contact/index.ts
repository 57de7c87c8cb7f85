export { createContactRepository } from './contact.repository.ts';
export { contactRoutes } from './contact.routes.ts';
export { createContactService } from './contact.service.ts';
export { registerContact } from './contact.module.ts';

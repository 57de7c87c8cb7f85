export { createContactRepository } from './contact.repository.ts';
export { registerContact } from './contact.module.ts';

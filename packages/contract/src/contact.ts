import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** Spec 001 "Contact form": the message counter's limit. */
export const CONTACT_MESSAGE_MAX = 10_000;

/** The subjects of the contact form; their labels are per language (`GET /api/contact/subjects`). */
export const CONTACT_SUBJECTS = [
  'general',
  'offers',
  'payments',
  'account',
  'transport',
  'partnership',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactSubjectDto {
  key: ContactSubject;
  label: string;
}

/** `POST /api/contact` (spec 001 section 5). */
export const ContactInputSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS, { error: MESSAGES.required }),
  emailAddress: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .email(MESSAGES.invalidEmail),
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(CONTACT_MESSAGE_MAX, MESSAGES.tooLong),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

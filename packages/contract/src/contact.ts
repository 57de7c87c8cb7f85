import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** Spec 001 "Contact form": the message counter's limit. */
export const CONTACT_MESSAGE_MAX = 10_000;

/**
 * The subjects of the contact form, in the order the form lists them; their labels are per
 * language (`GET /api/contact/subjects`). `transport` is what the home page's "haul with us" tile
 * preselects, `partnership` its "work with the provider" tile; `safety` reports fraud or abuse.
 */
export const CONTACT_SUBJECTS = [
  'general',
  'offers',
  'payments',
  'account',
  'safety',
  'transport',
  'partnership',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export interface ContactSubjectDto {
  key: ContactSubject;
  label: string;
}

/** The longest e-mail address SMTP carries (RFC 5321: a 254-character path). */
export const CONTACT_EMAIL_MAX = 254;

/**
 * `POST /api/contact` (spec 001 section 5). A missing subject is 'This field is required.', an
 * unknown key 'This value is not valid.' (written out: the web app does not install the contract's
 * default messages).
 */
export const ContactInputSchema = z.object({
  subject: z.enum(CONTACT_SUBJECTS, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? MESSAGES.required
        : MESSAGES.invalidValue,
  }),
  emailAddress: z
    .string({ error: MESSAGES.required })
    .trim()
    // One message per field: an empty address is missing, not also malformed.
    .min(1, { error: MESSAGES.required, abort: true })
    .max(CONTACT_EMAIL_MAX, { error: MESSAGES.invalidEmail, abort: true })
    .email(MESSAGES.invalidEmail),
  message: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(CONTACT_MESSAGE_MAX, MESSAGES.tooLong),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

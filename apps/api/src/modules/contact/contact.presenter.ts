import {
  CONTACT_SUBJECTS,
  type ContactSubject,
  type ContactSubjectDto,
  type Region,
} from '@marketplace/contract';

/** The subjects' labels in each edition's language (spec 001 "Contact form": labels and keys). */
export const CONTACT_SUBJECT_LABELS: Record<Region, Record<ContactSubject, string>> = {
  us: {
    general: 'General question',
    offers: 'Offers and listings',
    payments: 'Orders and payments',
    account: 'My account',
    safety: 'Fraud or abuse',
    transport: 'Haul with us (transport)',
    partnership: 'Work with us (partnership)',
  },
  pl: {
    general: 'Pytanie ogólne',
    offers: 'Ogłoszenia',
    payments: 'Zamówienia i płatności',
    account: 'Moje konto',
    safety: 'Oszustwo lub nadużycie',
    transport: 'Przewoź z nami (transport)',
    partnership: 'Współpracuj z nami',
  },
};

/**
 * One list per edition, made once: the public-cache helper keeps its JSON and ETag by the value's
 * identity, so every request answers the same object.
 */
const SUBJECTS: Record<Region, readonly ContactSubjectDto[]> = {
  us: presentSubjects('us'),
  pl: presentSubjects('pl'),
};

function presentSubjects(region: Region): readonly ContactSubjectDto[] {
  return Object.freeze(CONTACT_SUBJECTS.map((key) => ({ key, label: CONTACT_SUBJECT_LABELS[region][key] })));
}

export const subjectsOf = (region: Region): readonly ContactSubjectDto[] => SUBJECTS[region];

export const subjectLabel = (region: Region, subject: ContactSubject): string =>
  CONTACT_SUBJECT_LABELS[region][subject];

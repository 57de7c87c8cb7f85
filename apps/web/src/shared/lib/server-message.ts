import { MESSAGES, type MessageKey } from '@marketplace/contract';
import type { TFunction } from 'i18next';
import { i18n } from './i18n.ts';

/*
 * Apart from i18n.ts so that the spec's message table (MESSAGES) and these texts ('serverMessages',
 * in the rest of the texts, decision 095) stay out of the first load: only forms and toasts, which
 * load later, show a server's message.
 */

const MESSAGE_KEYS = new Map<string, MessageKey>(
  (Object.entries(MESSAGES) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

const REQUEST_FAILED = /^Request failed with status code (\d{3})$/;

/**
 * The spec fixes the server's messages in English (contract MESSAGES); this shows them in the
 * interface language (those only the console meets from its 'admin' texts, which stay out of a
 * user's first load). Messages it does not know are shown as they came.
 */
export function translateServerMessage(message: string, t: TFunction = i18n.t): string {
  const key = MESSAGE_KEYS.get(message.trim());
  // A message added to the contract before its translation falls back to the English text.
  if (key && i18n.exists(`serverMessages.${key}`))
    return t(`serverMessages.${key}` as 'serverMessages.required');
  // The console's own messages are in its namespace, loaded with it (decision 084).
  if (key && i18n.exists(`serverMessages.${key}`, { ns: 'admin' }))
    return i18n.t(`serverMessages.${key}` as 'serverMessages.categoryCycle', { ns: 'admin' });
  if (message === 'Network Error') return t('errors.network');
  const failed = REQUEST_FAILED.exec(message);
  if (failed) return t('errors.requestFailed', { status: failed[1] });
  return message;
}

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '#web/locales/en/common.json';
import pl from '#web/locales/pl/common.json';
import { addLanguage } from '#web/shared/lib/i18n.ts';

// The app downloads one language at start (loadLanguage); tests switch between both synchronously.
addLanguage('en', en);
addLanguage('pl', pl);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

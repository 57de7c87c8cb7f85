import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '../locales/en/common.json';
import pl from '../locales/pl/common.json';
import { addLanguage } from '../shared/lib/i18n.ts';

// The app downloads one language at start (loadLanguage); tests switch between both synchronously.
addLanguage('en', en);
addLanguage('pl', pl);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

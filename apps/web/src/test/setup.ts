import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import en from '#web/locales/en/common.json';
import pl from '#web/locales/pl/common.json';
import { addLanguage } from '#web/shared/lib/i18n.ts';

// The app downloads one language at start (loadLanguage); tests switch between both synchronously.
addLanguage('en', en);
addLanguage('pl', pl);

// findBy* and waitFor wait 1 s by default: on a loaded 2-core CI machine a form with many lazy
// parts can take longer to render, which failed tests that pass on a quiet one. A real failure
// still fails, only 4 s later.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

import { useEffect } from 'react';

/**
 * Marks `<html data-app-ready>` once the app has rendered (or taken over the server's page) and
 * answers clicks: a server-rendered page is painted before its code runs, and what drives it
 * (browser tests, monitoring) can tell the moment it becomes interactive.
 */
export function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

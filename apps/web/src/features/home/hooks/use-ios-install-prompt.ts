import { useEffect, useState, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from '#web/shared/lib/storage.ts';
import { IOS_INSTALL_PROMPT_KEY, shouldShowIosInstallPrompt } from '../lib/ios-install-prompt.ts';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

let decided: boolean | undefined;

/** Decided once per page load: showing it marks it seen, which must not close it at once. */
function decideOnce(): boolean {
  decided ??= shouldShowIosInstallPrompt({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandalone(),
    seen: readStorage(IOS_INSTALL_PROMPT_KEY) !== null,
  });
  return decided;
}

const neverChanges = () => () => undefined;

/**
 * Whether to show the iOS install prompt now; showing it marks it seen, so it appears once. The
 * server's page (and its hydration) never shows it: the browser decides on the next render.
 */
export function useIosInstallPrompt(): { open: boolean; dismiss: () => void } {
  const show = useSyncExternalStore(neverChanges, decideOnce, () => false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (show) writeStorage(IOS_INSTALL_PROMPT_KEY, new Date().toISOString());
  }, [show]);
  return { open: show && !dismissed, dismiss: () => setDismissed(true) };
}

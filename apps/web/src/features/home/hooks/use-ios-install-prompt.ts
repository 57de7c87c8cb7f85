import { useEffect, useState } from 'react';
import { readStorage, writeStorage } from '#web/shared/lib/storage.ts';
import { IOS_INSTALL_PROMPT_KEY, shouldShowIosInstallPrompt } from '../lib/ios-install-prompt.ts';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

/** Whether to show the iOS install prompt now; showing it marks it seen, so it appears once. */
export function useIosInstallPrompt(): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(() =>
    shouldShowIosInstallPrompt({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      standalone: isStandalone(),
      seen: readStorage(IOS_INSTALL_PROMPT_KEY) !== null,
    }),
  );
  useEffect(() => {
    if (open) writeStorage(IOS_INSTALL_PROMPT_KEY, new Date().toISOString());
  }, [open]);
  return { open, dismiss: () => setOpen(false) };
}

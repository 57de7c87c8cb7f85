import { useEffect, useState } from 'react';
import { readStorage, writeStorage } from '#web/shared/lib/storage.ts';

function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return iosStandalone || displayStandalone;
}

/**
 * Whether to show the iOS install prompt now; showing it marks it seen, so it appears once. Decided
 * after the first render (the server's page and its hydration never show it), by rules loaded then:
 * the first load does without them.
 */
export function useIosInstallPrompt(): { open: boolean; dismiss: () => void } {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    void import('../lib/ios-install-prompt.ts').then(
      ({ IOS_INSTALL_PROMPT_KEY, shouldShowIosInstallPrompt }) => {
        const show = shouldShowIosInstallPrompt({
          userAgent: navigator.userAgent,
          maxTouchPoints: navigator.maxTouchPoints ?? 0,
          standalone: isStandalone(),
          seen: readStorage(IOS_INSTALL_PROMPT_KEY) !== null,
        });
        if (!live || !show) return;
        writeStorage(IOS_INSTALL_PROMPT_KEY, new Date().toISOString());
        setOpen(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { open, dismiss: () => setOpen(false) };
}

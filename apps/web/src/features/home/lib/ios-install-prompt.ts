/**
 * The iOS install prompt of the home page (spec 000 "Home"): shown once, on iOS only, and
 * remembered locally. iOS has no install event; only Safari offers "Add to Home Screen" reliably,
 * so other iOS browsers and in-app web views are left alone.
 */

/** localStorage key set once the prompt has been shown. */
export const IOS_INSTALL_PROMPT_KEY = 'iosInstallPromptSeen';

export interface InstallPromptEnvironment {
  userAgent: string;
  /** iPadOS 13+ reports itself as a Mac; touch points tell them apart. */
  maxTouchPoints: number;
  /** Already opened from the home screen (navigator.standalone or display-mode standalone). */
  standalone: boolean;
  /** Shown before (the localStorage mark). */
  seen: boolean;
}

const OTHER_IOS_BROWSERS =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//;

export function isIosDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Safari itself: WebKit's Safari token and Version, without another browser's or app's mark. */
export function isSafari(userAgent: string): boolean {
  return /Version\/[\d.]+.*Safari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}

export function shouldShowIosInstallPrompt(env: InstallPromptEnvironment): boolean {
  return (
    !env.seen && !env.standalone && isIosDevice(env.userAgent, env.maxTouchPoints) && isSafari(env.userAgent)
  );
}

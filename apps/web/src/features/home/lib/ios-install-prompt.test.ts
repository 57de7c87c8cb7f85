import { describe, expect, it } from 'vitest';
import { shouldShowIosInstallPrompt, type InstallPromptEnvironment } from './ios-install-prompt.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const IPHONE_FACEBOOK_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.40.108]';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36';

const env = (overrides: Partial<InstallPromptEnvironment>): InstallPromptEnvironment => ({
  userAgent: IPHONE_SAFARI,
  maxTouchPoints: 5,
  standalone: false,
  seen: false,
  ...overrides,
});

describe('shouldShowIosInstallPrompt', () => {
  it('shows on iPhone Safari the first time', () => {
    expect(shouldShowIosInstallPrompt(env({}))).toBe(true);
  });

  it('shows on an iPad whose Safari asks for desktop sites (it reports a Mac with touch)', () => {
    expect(shouldShowIosInstallPrompt(env({ userAgent: IPAD_SAFARI_DESKTOP_MODE }))).toBe(true);
    // A real Mac has no touch points.
    expect(shouldShowIosInstallPrompt(env({ userAgent: IPAD_SAFARI_DESKTOP_MODE, maxTouchPoints: 0 }))).toBe(
      false,
    );
  });

  it('is not shown once seen, nor when already opened from the home screen', () => {
    expect(shouldShowIosInstallPrompt(env({ seen: true }))).toBe(false);
    expect(shouldShowIosInstallPrompt(env({ standalone: true }))).toBe(false);
  });

  it('is not shown in other iOS browsers, in-app web views, or off iOS', () => {
    expect(shouldShowIosInstallPrompt(env({ userAgent: IPHONE_CHROME }))).toBe(false);
    expect(shouldShowIosInstallPrompt(env({ userAgent: IPHONE_FACEBOOK_APP }))).toBe(false);
    expect(shouldShowIosInstallPrompt(env({ userAgent: ANDROID_CHROME }))).toBe(false);
  });
});

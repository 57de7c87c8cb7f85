import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionSettings } from '#web/shared/lib/region-context.tsx';
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon } from '#web/shared/ui/icons.tsx';
import { Logo } from './logo.tsx';
import { withAllTexts } from '#web/shared/lib/i18n.ts';

// The footer shows from tablets up, below the page: its page links load on their own (decision 095).
const FooterPageGroups = lazy(async () => ({
  default: (await withAllTexts(import('#web/features/static-pages/components/page-groups.tsx')))
    .FooterPageGroups,
}));

/** Desktop footer: static-page groups and Follow-us links (spec 000 "Footer"). */
export function Footer() {
  const { t } = useTranslation();
  const { social } = useRegionSettings();
  const networks = [
    { key: 'facebook', href: social.facebook, Icon: FacebookIcon },
    { key: 'instagram', href: social.instagram, Icon: InstagramIcon },
    { key: 'tiktok', href: social.tiktok, Icon: TikTokIcon },
    { key: 'linkedin', href: social.linkedin, Icon: LinkedInIcon },
  ] as const;
  return (
    <footer aria-label={t('footer.label')} className="mt-16 hidden bg-brand-950 text-brand-100 md:block">
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_2fr_1fr]">
        <div className="flex flex-col gap-3">
          <Logo inverted />
          <p className="max-w-xs text-sm text-brand-100">{t('home.subtitle')}</p>
        </div>
        {/* The empty box keeps the middle column while the links load. */}
        <Suspense fallback={<div />}>
          <FooterPageGroups />
        </Suspense>
        <section aria-labelledby="footer-follow-us" className="flex flex-col gap-3">
          <h2 id="footer-follow-us" className="text-sm font-bold text-white">
            {t('footer.followUs')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {networks.map(({ key, href, Icon }) => (
              <li key={key}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                >
                  <Icon />
                  <span className="sr-only">
                    {t(`footer.${key}`)} {t('footer.opensInNewTab')}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 text-xs text-brand-200">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

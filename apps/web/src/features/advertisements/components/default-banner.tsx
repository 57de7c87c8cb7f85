import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The web_top banner shown when the edition has no web_top advert. */
export function DefaultBanner() {
  const { t } = useTranslation();
  return (
    <div className="relative isolate flex h-full min-h-40 items-center overflow-hidden rounded-card bg-brand-900 px-8 py-7 text-white shadow-card">
      <svg
        className="absolute inset-y-0 right-0 -z-10 h-full w-3/5 opacity-90"
        viewBox="0 0 600 240"
        preserveAspectRatio="xMaxYMid slice"
        aria-hidden="true"
      >
        <circle cx="470" cy="40" r="150" fill="#1fa390" opacity="0.35" />
        <circle cx="590" cy="230" r="110" fill="#3fbfa9" opacity="0.22" />
        <circle cx="300" cy="200" r="14" fill="#ffb020" />
        <circle cx="560" cy="60" r="8" fill="#ffb020" />
        <rect
          x="330"
          y="70"
          width="120"
          height="120"
          rx="24"
          fill="#ffffff"
          opacity="0.12"
          transform="rotate(-12 390 130)"
        />
        <rect
          x="470"
          y="90"
          width="90"
          height="90"
          rx="20"
          fill="#ffffff"
          opacity="0.16"
          transform="rotate(10 515 135)"
        />
        <path
          d="M360 120h60l-6 46a8 8 0 0 1-8 7h-32a8 8 0 0 1-8-7z"
          fill="#ffffff"
          opacity="0.85"
          transform="rotate(-12 390 130)"
        />
        <path
          d="M376 120v-8a14 14 0 0 1 28 0v8"
          stroke="#ffffff"
          strokeWidth="6"
          fill="none"
          opacity="0.85"
          transform="rotate(-12 390 130)"
        />
      </svg>
      <div className="max-w-xl">
        <p className="text-2xl leading-tight font-extrabold lg:text-3xl">{t('adverts.defaultBannerTitle')}</p>
        <p className="mt-2 text-sm text-brand-100 lg:text-base">{t('adverts.defaultBannerText')}</p>
        <Link
          to="/offers/create"
          className="mt-5 inline-flex h-11 items-center rounded-full bg-white px-5 text-sm font-bold text-brand-900 shadow-sm hover:bg-brand-50"
        >
          {t('adverts.defaultBannerCta')}
        </Link>
      </div>
    </div>
  );
}

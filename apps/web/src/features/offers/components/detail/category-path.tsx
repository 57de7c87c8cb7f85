import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '#web/shared/ui/more-icons.tsx';

/** The offer's category path, each step a link to its search results (spec 000 "Offer detail"). */
export function CategoryPath({ path }: { path: readonly { id: number; name: string }[] }) {
  const { t } = useTranslation();
  const link = 'rounded-sm text-ink-muted underline-offset-2 hover:text-brand-800 hover:underline';
  return (
    <nav aria-label={t('offerDetail.categoryPath')}>
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-0.5 text-sm">
        <li>
          <Link to="/" className={link}>
            {t('nav.homePage')}
          </Link>
        </li>
        {path.map((category, index) => (
          <li key={category.id} className="flex items-center gap-1">
            <ChevronRightIcon className="size-3.5 text-ink-subtle" />
            <Link
              to={`/search?categoryId=${category.id}`}
              className={index === path.length - 1 ? `${link} font-semibold text-ink` : link}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { cn } from '#web/shared/ui/cn.ts';
import { SearchIcon } from '#web/shared/ui/icons.tsx';

/** `/search?phrase=…`; an empty phrase is omitted (spec 000 section 5). */
export function searchPath(phrase: string): string {
  const trimmed = phrase.trim();
  return trimmed ? `/search?${new URLSearchParams({ phrase: trimmed }).toString()}` : '/search';
}

/** A search form (landmark role=search) that opens the search page with the phrase. */
export function SearchBar({ size = 'md', className }: { size?: 'md' | 'lg'; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inputId = useId();
  const current = params.get('phrase') ?? '';
  const [phrase, setPhrase] = useState(current);
  // Follow the URL when it changes (back button, another search): React's "adjust state on prop change".
  const [shownParam, setShownParam] = useState(current);
  if (shownParam !== current) {
    setShownParam(current);
    setPhrase(current);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchPath(phrase));
  };
  const large = size === 'lg';
  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative flex w-full items-center', className)}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon
        className={cn(
          'pointer-events-none absolute text-ink-subtle',
          large ? 'left-5 size-6' : 'left-4 size-5',
        )}
      />
      <input
        id={inputId}
        type="search"
        value={phrase}
        onChange={(event) => setPhrase(event.target.value)}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        className={cn(
          'w-full rounded-full border border-line-strong bg-surface text-ink shadow-xs placeholder:text-ink-subtle',
          'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600',
          large ? 'h-14 pr-32 pl-14 text-base' : 'h-11 pr-24 pl-11 text-base sm:text-sm',
        )}
      />
      <button
        type="submit"
        className={cn(
          'absolute right-1.5 rounded-full bg-brand-700 font-semibold text-white hover:bg-brand-800',
          large ? 'h-11 px-6 text-base' : 'h-8 px-4 text-sm',
        )}
      >
        {t('search.submit')}
      </button>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { useSavedCards } from '#web/shared/api/get-saved-cards.ts';
import { Skeleton } from '#web/shared/ui/skeleton.tsx';
import { EditButton, SettingsSection } from './settings-section.tsx';

/** A card number in two groups, the first 4 characters and the rest (spec 001 "Account settings"). */
export function cardNumberGroups(number: string): [string, string] {
  const trimmed = number.trim();
  return [trimmed.slice(0, 4), trimmed.slice(4).trim()];
}

/** The credit card section: the first saved card's number, and Add. */
export function CardSection({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  const cards = useSavedCards();
  const first = cards.data?.items[0];
  const [head, rest] = first ? cardNumberGroups(first.creditCardNumber) : ['', ''];
  return (
    <SettingsSection
      title={t('accountSettings.card.title')}
      action={
        <EditButton
          what={t('accountSettings.card.title')}
          label={t('accountSettings.card.add')}
          onClick={onAdd}
        />
      }
    >
      {cards.isPending ? (
        <Skeleton className="h-5 w-48" />
      ) : first ? (
        <p className="flex flex-wrap items-baseline gap-3" data-testid="saved-card">
          <span className="text-sm font-semibold text-ink-muted">
            {first.extraCardData.brand.toUpperCase()}
          </span>
          <span className="font-mono tracking-wider">
            {head} {rest}
          </span>
        </p>
      ) : (
        <p className="font-semibold">{t('accountSettings.card.none')}</p>
      )}
    </SettingsSection>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegionSettings } from '#web/shared/lib/region-context.tsx';
import { Select } from '#web/shared/ui/select.tsx';

export const FIRST_BIRTH_YEAR = 1900;

interface Parts {
  day: string;
  month: string;
  year: string;
}

function split(value: string): Parts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? { year: match[1]!, month: match[2]!, day: match[3]! } : { day: '', month: '', year: '' };
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The birth day as day, month and year pickers, in the spec's dd-MM-yyyy order, years 1900 to
 * the current one (spec 000 section 5). Reports 'YYYY-MM-DD' once all three are chosen, else ''.
 */
export function BirthDayPicker({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useRegionSettings();
  const [parts, setParts] = useState<Parts>(() => split(value));

  const currentYear = new Date().getFullYear();
  const years = useMemo(
    () =>
      Array.from({ length: currentYear - FIRST_BIRTH_YEAR + 1 }, (_, index) => {
        const year = String(currentYear - index);
        return { value: year, label: year };
      }),
    [currentYear],
  );
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => ({
      value: pad(index + 1),
      label: format.format(new Date(Date.UTC(2000, index, 1))),
    }));
  }, [locale]);
  const daysInMonth = new Date(
    Date.UTC(Number(parts.year) || 2000, Number(parts.month) || 1, 0),
  ).getUTCDate();
  const days = Array.from({ length: daysInMonth }, (_, index) => ({
    value: pad(index + 1),
    label: pad(index + 1),
  }));

  const update = (change: Partial<Parts>) => {
    const next = { ...parts, ...change };
    const limit = new Date(Date.UTC(Number(next.year) || 2000, Number(next.month) || 1, 0)).getUTCDate();
    if (next.day && Number(next.day) > limit) next.day = '';
    setParts(next);
    onChange(next.day && next.month && next.year ? `${next.year}-${next.month}-${next.day}` : '');
  };

  const common = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    onBlur,
  } as const;
  return (
    <div className="grid grid-cols-[6.5rem_1fr] gap-2 sm:grid-cols-[6.5rem_1fr_7rem]">
      <Select
        {...common}
        id={id}
        aria-label={t('register.birthDay.day')}
        placeholder={t('register.birthDay.dayPlaceholder')}
        options={days}
        value={parts.day}
        onChange={(event) => update({ day: event.target.value })}
      />
      <Select
        {...common}
        aria-label={t('register.birthDay.month')}
        placeholder={t('register.birthDay.monthPlaceholder')}
        options={months}
        value={parts.month}
        onChange={(event) => update({ month: event.target.value })}
      />
      <div className="col-span-2 sm:col-span-1">
        <Select
          {...common}
          aria-label={t('register.birthDay.year')}
          placeholder={t('register.birthDay.yearPlaceholder')}
          options={years}
          value={parts.year}
          onChange={(event) => update({ year: event.target.value })}
        />
      </div>
    </div>
  );
}

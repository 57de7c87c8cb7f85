import {
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type CreateSavedSearchInput,
  type SavedSearchAlerts,
} from '@marketplace/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '#web/shared/lib/auth-store.ts';
import { currentReturnPath, loginPathFor } from '#web/shared/lib/login-path.ts';
import { toast, toastError } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { BellIcon } from '#web/shared/ui/icons.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { useCreateSavedSearch } from '../api/saved-searches.ts';

export interface SaveSearchButtonProps {
  /** The search as `POST /api/search/offers` takes it (no page). */
  query: CreateSavedSearchInput['query'];
  /** The name offered, editable. */
  suggestedName: string;
  className?: string;
}

/**
 * 'Save this search' (issue 28): a signed-in user names the search and chooses its alerts; a guest
 * is sent to log in and comes back to the same search.
 */
export function SaveSearchButton({ query, suggestedName, className }: SaveSearchButtonProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(suggestedName);
  const [alerts, setAlerts] = useState<SavedSearchAlerts>('instant');
  const create = useCreateSavedSearch();
  const formId = useId();

  const start = () => {
    if (!token) {
      void navigate(loginPathFor(currentReturnPath(location)));
      return;
    }
    setName(suggestedName.slice(0, SAVED_SEARCH_NAME_MAX));
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim() || undefined, alerts, query },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t('savedSearches.saved'), {
            action: {
              label: t('savedSearches.open'),
              onClick: () => void navigate('/profile/saved-searches'),
            },
          });
        },
        onError: toastError,
      },
    );
  };

  return (
    <>
      <Button variant="secondary" size="sm" icon={<BellIcon />} onClick={start} className={className}>
        {t('savedSearches.save')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('savedSearches.saveTitle')}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('savedSearches.cancel')}
            </Button>
            <Button type="submit" form={formId} loading={create.isPending}>
              {t('savedSearches.confirmSave')}
            </Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-4">
          <Field label={t('savedSearches.name')}>
            {(control) => (
              <Input
                {...control}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX}
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('savedSearches.alerts.label')} hint={t('savedSearches.alerts.hint')}>
            {(control) => (
              <Select
                {...control}
                value={alerts}
                onChange={(event) => setAlerts(event.target.value as SavedSearchAlerts)}
                options={SAVED_SEARCH_ALERTS.map((value) => ({
                  value,
                  label: t(`savedSearches.alerts.${value}`),
                }))}
              />
            )}
          </Field>
        </form>
      </Modal>
    </>
  );
}

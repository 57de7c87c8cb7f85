import {
  SCAM_RULE_KINDS,
  SCAM_RULE_MATCHES,
  SCAM_RULE_NAME_MAX,
  SCAM_RULE_PATTERN_MAX,
  SCAM_RULE_TEST_MAX,
  type ScamRuleDto,
  type ScamRuleKind,
  type ScamRuleMatch,
} from '@marketplace/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AdminForm, AdminFormButtons, fieldError } from '#web/shared/admin/admin-form.tsx';
import { AdminLoadState } from '#web/shared/admin/admin-page.tsx';
import { applyServerErrors } from '#web/shared/lib/server-errors.ts';
import { toast } from '#web/shared/lib/toast.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Checkbox } from '#web/shared/ui/checkbox.tsx';
import { Field } from '#web/shared/ui/field.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { Select } from '#web/shared/ui/select.tsx';
import { TextArea } from '#web/shared/ui/text-area.tsx';
import { useSaveScamRule, useScamRules } from '../api/safety.ts';

interface RuleFormValues {
  name: string;
  kind: ScamRuleKind;
  match: ScamRuleMatch;
  pattern: string;
  testSentenceEn: string;
  testSentencePl: string;
  enabled: boolean;
}

const EMPTY: RuleFormValues = {
  name: '',
  kind: 'move_off_site',
  match: 'phrases',
  pattern: '',
  testSentenceEn: '',
  testSentencePl: '',
  enabled: true,
};

/** The edition's scam rules: each with its test sentences; add, edit, enable or disable. */
export function ScamRules() {
  const { t } = useTranslation('admin');
  const rules = useScamRules();
  const [editing, setEditing] = useState<ScamRuleDto | 'new' | null>(null);
  if (!rules.data) return <AdminLoadState failed={rules.isError} onRetry={() => void rules.refetch()} />;
  return (
    <section className="flex flex-col gap-3" aria-labelledby="scam-rules-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="scam-rules-title" className="text-xl font-bold">
          {t('safety.rules.title')}
        </h2>
        {editing === null && <Button onClick={() => setEditing('new')}>{t('safety.rules.add')}</Button>}
      </div>
      <p className="text-sm text-ink-muted">{t('safety.rules.intro')}</p>
      {editing === 'new' && <RuleForm onDone={() => setEditing(null)} />}
      <ul className="flex flex-col gap-2">
        {rules.data.items.map((rule) =>
          editing !== 'new' && editing?.id === rule.id ? (
            <li key={rule.id}>
              <RuleForm rule={rule} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={rule.id} className="rounded-xl bg-surface p-3 ring-1 ring-line" data-testid="scam-rule">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold break-words">
                    {rule.name}{' '}
                    <span className="text-sm font-normal text-ink-muted">
                      · {t(`safety.kinds.${rule.kind}`)} · {t(`safety.matches.${rule.match}`)}
                      {!rule.enabled && ` · ${t('safety.rules.disabled')}`}
                    </span>
                  </p>
                  <p className="mt-1 font-mono text-xs break-all text-ink-muted">
                    {rule.match === 'phrases' ? rule.pattern.split('\n').join(' · ') : rule.pattern}
                  </p>
                  <p className="mt-1 text-sm break-words">
                    <span className="text-ink-muted">EN:</span> {rule.testSentenceEn}
                  </p>
                  <p className="text-sm break-words">
                    <span className="text-ink-muted">PL:</span> {rule.testSentencePl}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(rule)}
                  disabled={editing !== null}
                >
                  {t('safety.rules.edit')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function RuleForm({ rule, onDone }: { rule?: ScamRuleDto; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const save = useSaveScamRule();
  const form = useForm<RuleFormValues>({ defaultValues: rule ? { ...rule } : EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: rule?.id, input: values });
      toast.success(t('safety.rules.saved', { name: values.name }));
      onDone();
    } catch (error) {
      applyServerErrors(error, form.setError, { shouldFocus: true });
    }
  });
  const id = rule ? `rule-${rule.id}-title` : 'new-rule-title';
  return (
    <AdminForm
      id={id}
      title={rule ? t('safety.rules.editTitle', { name: rule.name }) : t('safety.rules.add')}
      onSubmit={submit}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('safety.rules.name')} required error={fieldError(errors.name?.message)}>
          {(control) => <Input {...control} {...form.register('name')} maxLength={SCAM_RULE_NAME_MAX} />}
        </Field>
        <Field label={t('safety.rules.kind')} error={fieldError(errors.kind?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('kind')}
              options={SCAM_RULE_KINDS.map((kind) => ({ value: kind, label: t(`safety.kinds.${kind}`) }))}
            />
          )}
        </Field>
        <Field label={t('safety.rules.match')} error={fieldError(errors.match?.message)}>
          {(control) => (
            <Select
              {...control}
              {...form.register('match')}
              options={SCAM_RULE_MATCHES.map((match) => ({
                value: match,
                label: t(`safety.matches.${match}`),
              }))}
            />
          )}
        </Field>
      </div>
      <Field
        label={t('safety.rules.pattern')}
        required
        hint={t('safety.rules.patternHint')}
        error={fieldError(errors.pattern?.message)}
      >
        {(control) => (
          <TextArea
            {...control}
            {...form.register('pattern')}
            rows={4}
            maxLength={SCAM_RULE_PATTERN_MAX}
            className="font-mono"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('safety.rules.testEn')} required error={fieldError(errors.testSentenceEn?.message)}>
          {(control) => (
            <Input {...control} {...form.register('testSentenceEn')} maxLength={SCAM_RULE_TEST_MAX} />
          )}
        </Field>
        <Field label={t('safety.rules.testPl')} required error={fieldError(errors.testSentencePl?.message)}>
          {(control) => (
            <Input {...control} {...form.register('testSentencePl')} maxLength={SCAM_RULE_TEST_MAX} />
          )}
        </Field>
      </div>
      <Checkbox label={t('safety.rules.enabled')} {...form.register('enabled')} />
      <AdminFormButtons pending={save.isPending} onCancel={onDone} />
    </AdminForm>
  );
}

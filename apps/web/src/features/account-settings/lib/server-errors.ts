import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { normalizeApiError, type ApiError } from '#web/shared/lib/api-error.ts';
import { translateServerMessage } from '#web/shared/lib/i18n.ts';
import { toast } from '#web/shared/lib/toast.ts';

/**
 * A failed submit (spec 001 section 8): the server's field errors land on their form fields
 * (`fields` maps the server's dotted path to the form's), and one message goes to a toast: the
 * form-level error, else the first mapped field error in the given order, else the message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<readonly [server: string, form: Path<T>]>,
): ApiError {
  const apiError = normalizeApiError(error);
  let first: string | undefined;
  const seen = new Set<string>();
  for (const [server, form] of fields) {
    const message = apiError.fieldErrors[server];
    if (!message) continue;
    first ??= message;
    if (seen.has(form)) continue;
    seen.add(form);
    setError(form, { type: 'server', message });
  }
  toast.error(translateServerMessage(apiError.additionalFirstError ?? first ?? apiError.message));
  return apiError;
}

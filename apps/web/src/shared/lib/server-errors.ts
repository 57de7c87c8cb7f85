import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { normalizeApiError, type ApiError } from './api-error.ts';
import { translateServerMessage } from './server-message.ts';
import { toast } from './toast.ts';

/**
 * Where the server's field errors go. A record lists the server paths the form shows, each with
 * its form field, in the order the form-level message prefers them; a function maps any server
 * path (undefined: the form does not show it). Without one, each path lands on the same-named field.
 */
export type ServerFieldMap<T extends FieldValues> =
  Readonly<Record<string, Path<T>>> | ((serverPath: string) => Path<T> | undefined);

/** What a form does with the failure's form-level message once the fields have their errors. */
export type FormErrorHandler = (error: ApiError, firstFieldError: string | undefined) => void;

export interface ServerErrorOptions<T extends FieldValues> {
  /** Renamed fields (the server's dotted path -> the form's). */
  fields?: ServerFieldMap<T>;
  /** Replaces the default toast (see `showFormError`). */
  onFormError?: FormErrorHandler;
  /** Focuses the first field that got an error. */
  shouldFocus?: boolean;
}

/**
 * The default form-level message (spec 000 and 001 section 8): a toast with the form-level error,
 * else the first field error the form shows, else the message.
 */
export const showFormError: FormErrorHandler = (error, firstFieldError) => {
  toast.error(translateServerMessage(error.additionalFirstError ?? firstFieldError ?? error.message));
};

function placedFields<T extends FieldValues>(
  fieldErrors: Record<string, string>,
  fields: ServerFieldMap<T> | undefined,
): [form: Path<T>, message: string][] {
  if (fields === undefined || typeof fields === 'function') {
    const toForm = fields ?? ((path: string) => path as Path<T>);
    return Object.entries(fieldErrors).flatMap(([path, message]) => {
      const form = toForm(path);
      return form === undefined ? [] : [[form, message] as [Path<T>, string]];
    });
  }
  return Object.entries(fields).flatMap(([path, form]) => {
    const message = fieldErrors[path];
    return message ? [[form, message] as [Path<T>, string]] : [];
  });
}

/**
 * A failed submit (spec 000 section 8): the server's field errors (the first message of each) land
 * on their react-hook-form fields, and the form-level message is shown, by default in a toast.
 * Answers the normalised error so the caller can branch on its status.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options: ServerErrorOptions<T> = {},
): ApiError {
  const apiError = normalizeApiError(error);
  const seen = new Set<string>();
  let first: string | undefined;
  for (const [form, message] of placedFields(apiError.fieldErrors, options.fields)) {
    if (seen.has(form)) continue;
    seen.add(form);
    if (options.shouldFocus)
      setError(form, { type: 'server', message }, { shouldFocus: first === undefined });
    else setError(form, { type: 'server', message });
    first ??= message;
  }
  (options.onFormError ?? showFormError)(apiError, first);
  return apiError;
}

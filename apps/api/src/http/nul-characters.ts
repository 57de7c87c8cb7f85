import { addFieldError, MESSAGES, type FormErrors } from '@marketplace/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../shared/errors.ts';

/** PostgreSQL cannot store U+0000 in text or jsonb; no form field ever needs it. */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}

/** Adds a field error at every path of `value` where a string or an object key holds U+0000. */
function addNulFieldErrors(tree: FormErrors, value: unknown): void {
  // Its own stack rather than recursion: this runs on raw input, however deep it nests.
  const pending: [value: unknown, path: string[]][] = [[value, []]];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (containsNul(item)) addFieldError(tree, path, MESSAGES.invalidValue);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (containsNul(key)) addFieldError(tree, [...path, key], MESSAGES.invalidValue);
        else pending.push([child, [...path, key]]);
      }
    }
  }
}

/**
 * Refuses U+0000 anywhere in the parameters, query or body with the documented 400, the field
 * error where the character was sent, so no NUL reaches the database (where it fails as a 500).
 * Registered after the casing plugin: the paths are the converted keys, as in every validation error.
 */
export const nulCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const tree: FormErrors = {};
    for (const input of [request.params, request.query, request.body]) addNulFieldErrors(tree, input);
    if (tree.children || tree.errors) throw new DomainError(400, MESSAGES.validationFailed, tree);
  });
});

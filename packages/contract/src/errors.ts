// zod's core only: importing `z` would run zod's full build (and its English messages) wherever
// this module is bundled, the web app's first screen included (decision 045).
import { config, type $ZodIssue, type $ZodRawIssue } from 'zod/v4/core';
import { MESSAGES } from './messages.ts';
import type { ProofOfWorkChallenge } from './proof-of-work.ts';

/** Field errors nested like the form they belong to (docs/architecture.md, 'Errors'). */
export interface FormErrors {
  errors?: string[];
  children?: Record<string, FormErrors>;
}

/**
 * A registration's confirmation still open: the uuid `POST /api/short-codes/confirm` and
 * `/resend` take, and how its code was sent.
 */
export interface PendingConfirmation {
  uuid: string;
  authType: 'email' | 'sms';
}

export interface ErrorBody {
  code: number;
  message: string;
  errors?: FormErrors;
  /**
   * Only in the 403 'not confirmed yet' answer of a login whose password was right: the
   * registration's open confirmation, so its owner can finish it (decision 083).
   */
  confirmation?: PendingConfirmation;
  /**
   * Only in a 429 of a form under suspicion (decision 134): the proof of work to solve; the same
   * request sent again with the solution in the `X-Altcha` header is taken.
   */
  challenge?: ProofOfWorkChallenge;
}

/** Adds `message` at `path` inside a nested FormErrors tree. */
export function addFieldError(
  tree: FormErrors,
  path: readonly (string | number)[],
  message: string,
): FormErrors {
  let node = tree;
  for (const segment of path) {
    node.children ??= {};
    node = node.children[String(segment)] ??= {};
  }
  (node.errors ??= []).push(message);
  return tree;
}

/** Turns zod issues into the nested error tree; issues without a path become form-level errors. */
export function formErrorsFromZod(issues: readonly $ZodIssue[]): FormErrors {
  const tree: FormErrors = {};
  for (const issue of issues) addFieldError(tree, issue.path.map(String), issue.message);
  return tree;
}

function describeIssue(issue: $ZodRawIssue): string | undefined {
  if (issue.input === undefined || issue.input === null || issue.input === '') {
    if (issue.code === 'invalid_type' || issue.code === 'invalid_value') return MESSAGES.required;
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return MESSAGES.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return MESSAGES.notANumber;
      }
      return MESSAGES.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return MESSAGES.tooLong;
      // `int`: past the safe integers (zod's own bound of .int()).
      if (issue.origin === 'number' || issue.origin === 'int')
        return `This value should be less than or equal to ${issue.maximum}.`;
      if (issue.origin === 'array')
        return `This collection should contain ${issue.maximum} elements or less.`;
      return undefined;
    case 'too_small':
      if (issue.origin === 'string' && issue.minimum === 1) return MESSAGES.required;
      if (issue.origin === 'string')
        return `This value is too short. It should have ${issue.minimum} characters or more.`;
      if (issue.origin === 'number') return `This value should be greater than or equal to ${issue.minimum}.`;
      return undefined;
    case 'invalid_format':
      return issue.format === 'email' ? MESSAGES.invalidEmail : MESSAGES.invalidValue;
    case 'invalid_value':
      return MESSAGES.invalidValue;
    default:
      return undefined;
  }
}

/** Installs the spec's wording as zod's default messages; both apps call this once at start. */
export function installContractErrorMessages(): void {
  config({ customError: (issue) => describeIssue(issue) });
}

import {
  addFieldError,
  MESSAGES,
  type FormErrors,
  type PendingConfirmation,
  type ProofOfWorkChallenge,
} from '@marketplace/contract';

/** Errors services throw; the error plugin turns each into the documented body. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly formErrors?: FormErrors,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

/**
 * 403 'not confirmed yet' to the owner of an unconfirmed account (the password was right), with
 * the registration's open confirmation so they can enter its code or ask for a new one (decision 083).
 */
export class AccountNotConfirmedError extends ForbiddenError {
  constructor(readonly confirmation: PendingConfirmation | undefined) {
    super(MESSAGES.accountNotConfirmed);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string = MESSAGES.unauthorized) {
    super(401, message);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

/**
 * 412: the resource's current state does not allow the request (a closed offer cannot be edited,
 * republished or closed again; only a published one can be closed). Spec 000 section 8 names 412
 * for offers.
 */
export class PreconditionFailedError extends DomainError {
  constructor(message: string) {
    super(412, message);
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string) {
    super(400, message);
  }
}

/** A 400 with field errors; `fields` maps dotted paths (`price.amount`) to messages. */
export class ValidationError extends DomainError {
  constructor(
    fields: Record<string, string | string[]>,
    options: { message?: string; formErrors?: string[] } = {},
  ) {
    const tree: FormErrors = {};
    if (options.formErrors?.length) tree.errors = [...options.formErrors];
    for (const [path, messages] of Object.entries(fields)) {
      for (const message of [messages].flat()) addFieldError(tree, path.split('.'), message);
    }
    super(400, options.message ?? MESSAGES.validationFailed, tree);
  }
}

/** 429 with the seconds to wait, sent as Retry-After. */
export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * 429 of a form under suspicion (decision 134): no Retry-After, since waiting does not help; the
 * body's `challenge` is solved and the request sent again with the solution.
 */
export class ChallengeRequiredError extends DomainError {
  constructor(readonly challenge: ProofOfWorkChallenge) {
    super(429, MESSAGES.robotCheckRequired);
  }
}

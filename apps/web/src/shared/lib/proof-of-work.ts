import { isPlainObject, PROOF_OF_WORK_HEADER, type ProofOfWorkChallenge } from '@marketplace/contract';
import { useCallback, useState } from 'react';
import { HttpError, isApiError } from './api-error.ts';

/**
 * Sends a form's request; when the server answers that the form is under suspicion (a 429 with a
 * proof-of-work `challenge`, decision 134), solves it and sends the same request once more with the
 * solution. `send` gets the headers to add.
 */
export type ProofOfWorkGuard = <T>(send: (headers: Record<string, string>) => Promise<T>) => Promise<T>;

/** For callers that show no status: the challenge is still solved. */
export const solvingProofOfWork: ProofOfWorkGuard = (send) => guard(send, () => undefined);

/**
 * The challenge of a 429 that asks for proof of work. Read from the answer here, not by ApiError,
 * so the first load carries none of it (decision 045).
 */
export function challengeOf(error: unknown): ProofOfWorkChallenge | undefined {
  if (!isApiError(error) || error.status !== 429 || !(error.cause instanceof HttpError)) return undefined;
  const body = error.cause.response?.data;
  const challenge = isPlainObject(body) ? body.challenge : undefined;
  return isPlainObject(challenge) &&
    isPlainObject(challenge.parameters) &&
    typeof challenge.signature === 'string'
    ? (challenge as unknown as ProofOfWorkChallenge)
    : undefined;
}

async function guard<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  onChecking: (checking: boolean) => void,
): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    const challenge = challengeOf(error);
    if (!challenge) throw error;
    // Shown from the challenge until the form's answer: the solving and the request sent again.
    onChecking(true);
    try {
      // The solver is loaded only when a challenge arrives: it stays out of every first load.
      const { solveProofOfWork } = await import('./solve-proof-of-work.ts');
      const solution = await solveProofOfWork(challenge);
      // Not solved in time: the form shows the server's answer, in the reader's language.
      if (solution === null) throw error;
      return await send({ [PROOF_OF_WORK_HEADER]: solution });
    } finally {
      onChecking(false);
    }
  }
}

/** A form's guard, and whether it is solving a challenge now (for `RobotCheckStatus`). */
export function useProofOfWork(): { checking: boolean; guard: ProofOfWorkGuard } {
  const [checking, setChecking] = useState(false);
  const guarded = useCallback<ProofOfWorkGuard>((send) => guard(send, setChecking), []);
  return { checking, guard: guarded };
}

import { PROOF_OF_WORK_HEADER } from '@marketplace/contract';
import { useCallback, useState } from 'react';
import { isApiError } from './api-error.ts';

/**
 * Sends a form's request; when the server answers that the form is under suspicion (a 429 with a
 * proof-of-work `challenge`, decision 134), solves it and sends the same request once more with the
 * solution. `send` gets the headers to add.
 */
export type ProofOfWorkGuard = <T>(send: (headers: Record<string, string>) => Promise<T>) => Promise<T>;

/** For callers that show no status: the challenge is still solved. */
export const solvingProofOfWork: ProofOfWorkGuard = (send) => guard(send, () => undefined);

async function guard<T>(
  send: (headers: Record<string, string>) => Promise<T>,
  onChecking: (checking: boolean) => void,
): Promise<T> {
  try {
    return await send({});
  } catch (error) {
    if (!isApiError(error) || !error.challenge) throw error;
    // Shown from the challenge until the form's answer: the solving and the request sent again.
    onChecking(true);
    try {
      // The solver is loaded only when a challenge arrives: it stays out of every first load.
      const { solveProofOfWork } = await import('./solve-proof-of-work.ts');
      const solution = await solveProofOfWork(error.challenge);
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

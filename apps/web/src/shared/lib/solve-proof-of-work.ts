import type { ProofOfWorkChallenge } from '@marketplace/contract';
import { sha, solveChallenge } from 'altcha/lib';

/** Gives up on a challenge after this long (ALTCHA_MAX_NUMBER is sized for about a second). */
const SOLVE_TIMEOUT_MS = 30_000;

/**
 * Solves an ALTCHA challenge (SHA-256, WebCrypto, without blocking the page) and answers the value
 * of the `X-Altcha` header: base64 of `{challenge, solution}`, as ALTCHA's widget sends it; null
 * when it could not be solved in time. Loaded lazily (proof-of-work.ts): only a form under
 * suspicion needs it.
 */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey: sha.deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

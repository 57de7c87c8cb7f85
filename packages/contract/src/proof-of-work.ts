/**
 * Proof of work on the forms anyone may send (sign-up, contact, forgotten password; decision 134).
 * Under suspicion (a burst from one address or network) the API answers 429 with `challenge` in the
 * error body instead of doing the work; the client solves it (ALTCHA, SHA-256) and sends the same
 * request again with the solution in this header: base64 of the JSON `{challenge, solution}`
 * ALTCHA's widget and solver make. A solution is accepted once, before the challenge expires.
 */
export const PROOF_OF_WORK_HEADER = 'X-Altcha';

/** The header's longest accepted value (a solution is about 700 characters). */
export const PROOF_OF_WORK_HEADER_MAX_LENGTH = 2_000;

/** An ALTCHA challenge, signed by the server: what `solveChallenge` takes. */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    /** Unix seconds after which a solution is refused. */
    expiresAt?: number;
    data?: Record<string, string>;
  };
  signature: string;
}

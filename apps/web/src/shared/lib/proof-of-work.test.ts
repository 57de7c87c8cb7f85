import type { ProofOfWorkChallenge } from '@marketplace/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createChallenge, sha } from 'altcha/lib';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, HttpError, normalizeApiError } from './api-error.ts';
import { useProofOfWork } from './proof-of-work.ts';

const SECRET = 'a-test-secret-of-at-least-32-characters';

async function challenge(): Promise<ProofOfWorkChallenge> {
  return (await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 500,
    deriveKey: sha.deriveKey,
    expiresAt: new Date(Date.now() + 60_000),
    data: { form: 'registration' },
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: SECRET,
  })) as ProofOfWorkChallenge;
}

describe('useProofOfWork', () => {
  it('sends once and passes any other failure on as it is', async () => {
    const { result } = renderHook(() => useProofOfWork());
    const refusal = new ApiError({ code: 429, message: 'Too many attempts. Try again later.' });
    const send = vi.fn().mockRejectedValue(refusal);
    await expect(result.current.guard(send)).rejects.toBe(refusal);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({});
    expect(result.current.checking).toBe(false);
  });

  it('solves a challenge and sends the same request again with the solution, checking meanwhile', async () => {
    const asked = await challenge();
    const { result } = renderHook(() => useProofOfWork());
    let answerResend: (value: string) => void = () => undefined;
    const send = vi
      .fn<(headers: Record<string, string>) => Promise<string>>()
      .mockRejectedValueOnce(
        normalizeApiError(
          new HttpError('Request failed with status code 429', {
            status: 429,
            data: { code: 429, message: 'Please confirm you are not a robot.', challenge: asked },
            headers: new Headers(),
          }),
        ),
      )
      .mockImplementationOnce(() => new Promise((resolve) => (answerResend = resolve)));

    let outcome: Promise<string> = Promise.resolve('');
    act(() => {
      outcome = result.current.guard(send);
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(result.current.checking).toBe(true);

    const header = send.mock.calls[1]![0]['X-Altcha']!;
    const payload = JSON.parse(atob(header)) as {
      challenge: ProofOfWorkChallenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(payload.challenge).toEqual(asked);
    expect(payload.solution.counter).toBe(500);
    expect(payload.solution.derivedKey.startsWith(asked.parameters.keyPrefix)).toBe(true);

    await act(async () => {
      answerResend('registered');
      expect(await outcome).toBe('registered');
    });
    expect(result.current.checking).toBe(false);
  });
});

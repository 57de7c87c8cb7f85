export interface ResetLink {
  id: number;
  expires: number;
  signature: string;
}

const NUMBER = /^\d+$/;

/** spec 000 section 5, "Reset": id and expires must be numbers and the signature present. */
export function parseResetLink(params: URLSearchParams): ResetLink | null {
  const id = params.get('id') ?? '';
  const expires = params.get('expires') ?? '';
  const signature = params.get('signature') ?? '';
  if (!NUMBER.test(id) || !NUMBER.test(expires) || signature.trim() === '') return null;
  return { id: Number(id), expires: Number(expires), signature };
}

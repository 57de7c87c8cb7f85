/**
 * Resolves once `check` holds, polling; fails after `timeoutMs`. For what arrives on its own time:
 * bus notifications, and cache invalidations on PostgreSQL, which come on their own connection.
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

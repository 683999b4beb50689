/**
 * Polls until `probe` returns a value other than undefined. For outcomes that happen
 * asynchronously (a projection catching up); the deadline only bounds a broken run.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 60_000, intervalMs = 20 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Condition not met within ${timeoutMs} ms`, { cause: lastError });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

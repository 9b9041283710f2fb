/**
 * Resolves as `promise` does, or fails naming `what` once `ms` have passed: for tests about
 * faults, where a hang is the failure to report. A ceiling, not a speed test.
 */
export async function within<T>(what: string, promise: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

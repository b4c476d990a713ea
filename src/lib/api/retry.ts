export interface RetryOptions {
  /** How many times to try again after the first attempt (0 = no retry). */
  retries: number
  signal?: AbortSignal | null
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

/** Spec 01 §7: none before the first attempt, then about 1 s, 2 s, 4 s plus up to 1 s of jitter. */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  return 1000 * 2 ** (retry - 1) + Math.floor(random() * 1000)
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `attempt` until it succeeds, `shouldRetry` says no, or the retries are spent. */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  shouldRetry: (outcome: { error?: unknown; value?: T }) => boolean,
  { retries, signal, sleep = wait, random = Math.random }: RetryOptions,
): Promise<T> {
  for (let retry = 0; ; retry++) {
    if (retry > 0) await sleep(backoffDelay(retry, random))
    signal?.throwIfAborted()
    const last = retry >= retries
    try {
      const value = await attempt()
      if (last || !shouldRetry({ value })) return value
    } catch (error) {
      if (last || !shouldRetry({ error })) throw error
    }
  }
}

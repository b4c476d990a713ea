/**
 * A form's typing kept in the tab's session storage, so that Back or a reload never lose it
 * (sign-up, My Page basic info). Each draft belongs to a `scope` (whose form it is, from what
 * values it started); a draft of another scope is ignored. Keeping it is a convenience: disabled
 * storage or a full quota just keep nothing.
 */

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    return undefined // storage disabled (private mode, policies)
  }
}

export function writeSession(key: string, value: string) {
  try {
    sessionStore()?.setItem(key, value)
  } catch {
    // quota or disabled storage
  }
}

export const readSession = (key: string): string | null => sessionStore()?.getItem(key) ?? null

export const forgetSession = (key: string) => sessionStore()?.removeItem(key)

/**
 * A stored draft (`{scope, draft}`) laid over `base`: only a draft of `scope`, only the keys
 * `base` has (never one of `omitted`), and only values of the same shape (same type; arrays of
 * the same length).
 */
export function mergeDraft<T extends object>(
  base: T,
  stored: unknown,
  scope: string,
  omitted: readonly string[] = [],
): T {
  if (!stored || typeof stored !== 'object') return base
  const { scope: storedScope, draft } = stored as { scope?: unknown; draft?: unknown }
  if (storedScope !== scope || !draft || typeof draft !== 'object') return base
  const merged: T = { ...base }
  for (const [key, value] of Object.entries(draft)) {
    if (!(key in base) || omitted.includes(key)) continue
    const current = (base as Record<string, unknown>)[key]
    const fits = Array.isArray(current)
      ? Array.isArray(value) && value.length === current.length
      : typeof value === typeof current
    if (fits) Object.assign(merged, { [key]: value })
  }
  return merged
}

export function saveDraft(key: string, scope: string, draft: object) {
  writeSession(key, JSON.stringify({ scope, draft }))
}

/** The draft of `scope` stored under `key`, laid over `base` (see mergeDraft). */
export function restoreDraft<T extends object>(
  key: string,
  base: T,
  scope: string,
  omitted: readonly string[] = [],
): T {
  try {
    return mergeDraft(base, JSON.parse(readSession(key) ?? 'null'), scope, omitted)
  } catch {
    return base
  }
}

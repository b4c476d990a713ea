import type { Passkey } from '~generated/api/model'

/** What the page changed since its screen data: added and renamed passkeys, and deleted ones. */
export interface PasskeyChanges {
  added: readonly Passkey[]
  renamed: ReadonlyMap<string, string>
  deleted: ReadonlySet<string>
}

export const NO_CHANGES: PasskeyChanges = { added: [], renamed: new Map(), deleted: new Set() }

/**
 * The list as the page shows it: the newest first, the screen data with the page's own changes
 * on top (decision 0013: a fresher answer of the server still shows, never a stale copy).
 */
export function shownPasskeys(screen: readonly Passkey[], changes: PasskeyChanges): Passkey[] {
  const known = new Set(screen.map((passkey) => passkey.id))
  const added = changes.added.filter((passkey) => !known.has(passkey.id)).toReversed()
  return [...added, ...screen]
    .filter((passkey) => !changes.deleted.has(passkey.id))
    .map((passkey) => {
      const name = changes.renamed.get(passkey.id)
      return name === undefined ? passkey : { ...passkey, name }
    })
}

/** The longest name the backend keeps. */
export const PASSKEY_NAME_MAX_LENGTH = 50

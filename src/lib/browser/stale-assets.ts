import { readSession, writeSession } from './session-draft'

const LAST_RELOAD_KEY = 'stale-assets-reload'
const RELOAD_AT_MOST_EVERY_MS = 60_000

/** How browsers and Vite word a code-split chunk (or its CSS) that could not be loaded. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i

/** Whether `error` is a code-split chunk that could not be loaded, as after a deploy. */
export const isStaleChunkError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message)

/**
 * After a deploy, a page still open asks for chunks the new build no longer has: the page it was
 * going to is loaded afresh instead of showing an error — at most once a minute, so a broken build
 * shows its error page rather than reloading forever. Only a navigation that failed reloads (a
 * failed preload on hover, or while the browser is already leaving, does not).
 */
export function reloadForStaleAssets(): boolean {
  const last = Number(readSession(LAST_RELOAD_KEY) ?? 0)
  if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return false
  writeSession(LAST_RELOAD_KEY, String(Date.now()))
  window.location.reload()
  return true
}

import { readSession, writeSession } from './session-draft'

const LAST_RELOAD_KEY = 'stale-assets-reload'
const RELOAD_AT_MOST_EVERY_MS = 60_000

let watching = false

/**
 * After a deploy, a page still open asks for code-split chunks the new build no longer has: Vite
 * reports that as `vite:preloadError`. The page is then loaded afresh (the navigation it was on
 * included) instead of showing an error — at most once a minute, so a broken build shows its
 * error page rather than reloading forever.
 */
export function reloadOnStaleAssets(target: Window = window): void {
  if (watching) return
  watching = true
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(readSession(LAST_RELOAD_KEY) ?? 0)
    if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return
    writeSession(LAST_RELOAD_KEY, String(Date.now()))
    event.preventDefault()
    target.location.reload()
  })
}

/**
 * Debian's Chromium, as the browser tests and the performance script launch it: browser
 * downloads do not work on our machines, and without the background-networking flags Chromium
 * keeps trying to reach hosts this closed network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

import { useEffect } from 'react'
import type { AntiBot } from '~generated/api/model'

/**
 * The anti-bot script's global. The contract names the script (`antiBot.scriptUrl`) and its site
 * key but not its API; this is the reCAPTCHA v3 one (`ready` + `execute(siteKey, { action })`),
 * whose key format the store's settings use.
 */
export interface AntiBotApi {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

declare global {
  interface Window {
    grecaptcha?: AntiBotApi
  }
}

export type ActiveAntiBot = Required<AntiBot>

/** The store's anti-bot settings when the forms must load the script and send its token. */
export function activeAntiBot(antiBot: AntiBot | undefined): ActiveAntiBot | null {
  if (!antiBot?.enabled || !antiBot.scriptUrl || !antiBot.siteKey) return null
  return { enabled: true, scriptUrl: antiBot.scriptUrl, siteKey: antiBot.siteKey }
}

const loading = new Map<string, Promise<void>>()

/** Adds the script once per page; a script created by the app's own (nonce'd) code passes the CSP. */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      script.onload = () => resolve()
      script.onerror = () => {
        loading.delete(src)
        reject(new Error(`Could not load ${src}`))
      }
      document.head.append(script)
    })
    loading.set(src, promise)
  }
  return promise
}

/** Starts loading the script with the page, so it has watched the visitor before the submission. */
export function useAntiBotScript(antiBot: ActiveAntiBot | null): void {
  const scriptUrl = antiBot?.scriptUrl
  useEffect(() => {
    if (scriptUrl) loadScript(scriptUrl).catch(() => {})
  }, [scriptUrl])
}

/**
 * A fresh token for one submission, or undefined when the script could not run (the backend then
 * refuses the submission, and the form says so).
 */
export async function requestAntiBotToken(
  antiBot: ActiveAntiBot,
  action: string,
  load: (src: string) => Promise<void> = loadScript,
): Promise<string | undefined> {
  try {
    await load(antiBot.scriptUrl)
    const api = window.grecaptcha
    if (!api) return undefined
    await new Promise<void>((resolve) => api.ready(resolve))
    return await api.execute(antiBot.siteKey, { action })
  } catch {
    return undefined
  }
}

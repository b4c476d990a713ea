/**
 * The few parts of oidc-provider (no bundled types) the mock uses: the provider as a Koa app, its
 * Interaction and Grant models, and the interaction policy helpers.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface InteractionPrompt {
    name: string
    reasons: string[]
    details: Record<string, unknown>
  }

  export interface Interaction {
    uid: string
    exp: number
    returnTo: string
    prompt: InteractionPrompt
    params: Record<string, unknown> & { client_id: string; scope?: string }
    session?: { uid: string; accountId: string }
    grantId?: string
    lastSubmission?: Record<string, unknown>
    result?: Record<string, unknown>
    save(ttl: number): Promise<string>
  }

  export interface Grant {
    jti: string
    accountId: string
    clientId: string
    addOIDCScope(scope: string): void
    rejectOIDCScope(scope: string): void
    addOIDCClaims(claims: string[]): void
    getOIDCScope(): string
    save(ttl?: number): Promise<string>
    destroy(): Promise<void>
  }

  export interface KoaContext {
    status: number
    body: unknown
    cookies: { get(name: string): string | undefined }
    oidc: {
      session: { accountId?: string }
      params: Record<string, unknown>
      client?: { clientId: string }
    }
    get(header: string): string
    redirect(url: string): void
  }

  export class Check {
    constructor(
      reason: string,
      description: string,
      check: (ctx: KoaContext) => boolean | Promise<boolean>,
    )
    static REQUEST_PROMPT: true
    static NO_NEED_TO_PROMPT: false
  }

  export interface Prompt {
    name: string
    checks: Check[] & { add(check: Check, index?: number): void }
  }

  export const interactionPolicy: {
    base(): Prompt[] & { get(name: string): Prompt | undefined }
    Check: typeof Check
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>)
    issuer: string
    proxy: boolean
    callback(): (req: IncomingMessage, res: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): void
    Interaction: { find(uid: string): Promise<Interaction | undefined> }
    Grant: {
      new (properties: { accountId: string; clientId: string }): Grant
      find(id: string): Promise<Grant | undefined>
    }
  }
}

/** oidc-provider's in-memory adapter over a store the mock owns (so a reset can empty it). */
declare module 'oidc-provider/lib/helpers/lru.js' {
  export default class LRU {
    constructor(options: { maxSize: number })
    clear(): void
  }
}

declare module 'oidc-provider/lib/adapters/memory_adapter.js' {
  import type LRU from 'oidc-provider/lib/helpers/lru.js'

  export default class MemoryAdapter {
    constructor(model: string, store: LRU)
  }
}

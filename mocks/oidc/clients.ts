import type { OidcClient, OidcScope } from '~generated/api/model'
import { mockImageUrl } from '../images'

/**
 * The relying parties registered with the mock's OpenID provider (mocks/README.md "OIDC"). Their
 * ids are the connected apps of the fixture members (fixtures/connections.ts), so a consent given
 * here shows on My Page's connections and a revoke there asks for consent again.
 */
export interface RegisteredClient {
  clientId: string
  /** null: a public client (PKCE only, no secret). */
  clientSecret: string | null
  redirectUris: string[]
  /** Scopes that cannot be declined on the consent screen (openid always is). */
  requiredScopes: string[]
  homepage: string
  display: OidcClient
}

export const OIDC_CLIENTS: readonly RegisteredClient[] = [
  {
    clientId: 'client_cinemaquiz',
    clientSecret: 'cinemaquiz-secret-2026',
    redirectUris: ['https://quiz.example.jp/callback'],
    requiredScopes: ['openid', 'profile'],
    homepage: 'https://quiz.example.jp/',
    display: {
      clientName: 'Cinema Quiz',
      clientNameJa: 'シネマクイズ',
      logoUri: mockImageUrl('app-cinemaquiz.svg'),
      serviceLogoUri: null,
      description: 'シネマストリームの作品で遊べる映画クイズアプリです。',
      providerName: '株式会社シネマクイズ',
      tosUri: 'https://quiz.example.jp/terms',
      privacyUri: 'https://quiz.example.jp/privacy',
    },
  },
  {
    clientId: 'client_eigalog',
    clientSecret: null,
    redirectUris: ['https://eigalog.example.jp/callback'],
    requiredScopes: ['openid'],
    homepage: 'https://eigalog.example.jp/',
    display: {
      clientName: 'Eiga Log',
      clientNameJa: 'えいがログ',
      logoUri: mockImageUrl('app-eigalog.svg'),
      serviceLogoUri: null,
      description: '観た作品を記録できるレビューサービスです。',
      providerName: '株式会社えいがログ',
      tosUri: 'https://eigalog.example.jp/terms',
      privacyUri: 'https://eigalog.example.jp/privacy',
    },
  },
]

export const findClient = (clientId: unknown): RegisteredClient | undefined =>
  OIDC_CLIENTS.find((client) => client.clientId === clientId)

/** The scopes the provider offers, with the claims each one releases. */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'family_name', 'given_name', 'nickname', 'picture'],
  email: ['email', 'email_verified'],
} as const

type ScopeKey = keyof typeof SCOPE_CLAIMS

const SCOPE_TEXTS: Record<ScopeKey, Pick<OidcScope, 'scopeName' | 'scopeDescription'>> = {
  openid: {
    scopeName: 'ログイン情報',
    scopeDescription: 'シネマストリームの会員であることを確認します。',
  },
  profile: {
    scopeName: 'プロフィール',
    scopeDescription: 'ニックネームと氏名、プロフィール画像を参照します。',
  },
  email: { scopeName: 'メールアドレス', scopeDescription: '連絡先メールアドレスを参照します。' },
}

const isScopeKey = (scope: string): scope is ScopeKey => scope in SCOPE_CLAIMS

/** The scopes of an authorization request as the consent screen lists them. */
export function scopesOf(client: RegisteredClient, requested: string): OidcScope[] {
  return requested
    .split(' ')
    .filter(isScopeKey)
    .map((scopeKey) => ({
      scopeKey,
      ...SCOPE_TEXTS[scopeKey],
      required: client.requiredScopes.includes(scopeKey),
    }))
}

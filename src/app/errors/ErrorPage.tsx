import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Container, Stack, Text, Title } from '@mantine/core'
import { useRouterState } from '@tanstack/react-router'
import {
  getPageErrorCode,
  getPageErrorRequestId,
  getProfileSwitch,
  type PageErrorKind,
} from './page-error'
import { setSsrResponseStatus } from './response-status'
import { Button } from '~/components/button/Button'
import { ButtonLink } from '~/components/button/ButtonLink'

interface ErrorContent {
  type: MessageDescriptor
  text: MessageDescriptor
}

const GENERIC_TEXT = msg`エラーが発生しました。しばらく時間をおいてから再度お試しください。`

const CONTENT: Record<PageErrorKind, ErrorContent> = {
  401: {
    type: msg`ページの有効期限が切れました`,
    text: msg`お手数ですが、もう一度最初から操作をやり直してください。`,
  },
  403: {
    type: msg`アクセスが禁止されています`,
    text: msg`このページを表示する権限がありません。`,
  },
  404: {
    type: msg`ページが見つかりません`,
    text: msg`お探しのページは移動または削除された可能性があります。`,
  },
  500: { type: msg`ご利用いただけません`, text: GENERIC_TEXT },
  502: { type: msg`正しい応答がありません`, text: GENERIC_TEXT },
  503: {
    type: msg`メンテナンス中です`,
    text: msg`ただいまメンテナンス中です。しばらく時間をおいてから再度お試しください。`,
  },
  504: { type: msg`応答がありません`, text: GENERIC_TEXT },
  region: {
    type: msg`お住まいの地域ではこのサービスをご利用いただけません`,
    text: msg`ご不便をおかけして申し訳ございません。`,
  },
  unknown: { type: msg`不明なエラー`, text: GENERIC_TEXT },
}

/** Failures of the server or the backend, which may pass: the page offers to try again. */
const PASSING: readonly PageErrorKind[] = [500, 502, 503, 504]

/** Mantine's `mt="md"`: the buttons stand a little apart from the text above. */
const SPACED = { marginTop: 'var(--mantine-spacing-md)' }

export interface ErrorPageProps {
  kind?: PageErrorKind
  /** HTTP status of the server-rendered response (defaults to the kind's status, else 500). */
  httpStatus?: number
  /** The original error, used to show its status as the error code. */
  error?: unknown
  /** Also give the document its title (when no route head could, e.g. the root data failed). */
  withDocumentTitle?: boolean
}

/**
 * Full-page error screen: header, type, text, error code, request id and a link to the top page;
 * a failure that may pass (5xx) also offers to try again.
 */
export function ErrorPage({
  kind = 404,
  httpStatus,
  error,
  withDocumentTitle = false,
}: ErrorPageProps) {
  const { t, i18n } = useLingui()
  setSsrResponseStatus(
    httpStatus ?? (typeof kind === 'number' ? kind : kind === 'region' ? 403 : 500),
  )
  const content = CONTENT[kind]
  const code = getPageErrorCode(kind, error)
  const requestId = getPageErrorRequestId(error)
  const profileSwitch = kind === 403 ? getProfileSwitch(error) : undefined
  const header = typeof kind === 'number' ? String(kind) : t`エラー`
  const href = useRouterState({ select: (state) => state.location.href })
  const canRetry = PASSING.includes(kind)
  const firstAction = profileSwitch || canRetry

  return (
    <Container
      size="sm"
      py={{ base: 48, sm: 80 }}
      component="section"
      aria-labelledby="error-title"
    >
      {withDocumentTitle && <title>{i18n._(content.type)}</title>}
      <Stack align="center" gap="md" ta="center">
        <Text component="p" fz={56} fw={700} lh={1} c="dimmed" aria-hidden>
          {header}
        </Text>
        <Title order={1} id="error-title" fz={{ base: 22, sm: 28 }}>
          {i18n._(content.type)}
        </Title>
        <Text>
          {profileSwitch
            ? t`現在のプロフィール「${profileSwitch.currentProfileName}」では、このページを表示できません。表示する権限のあるプロフィールに切り替えてください。`
            : i18n._(content.text)}
        </Text>
        <Text size="sm" c="dimmed" data-testid="error-code">
          {t`エラーコード: ${code}`}
        </Text>
        {requestId && (
          <Text size="sm" c="dimmed" data-testid="request-id">
            {t`お問い合わせ番号: ${requestId}`}
          </Text>
        )}
        {/* The switch is the store's page, not a route of this site: a full page load. */}
        {profileSwitch && (
          <Button component="a" href={profileSwitch.switchUrl} style={SPACED}>
            {t`プロフィールを切り替える`}
          </Button>
        )}
        {/* A full load of the same address, which also works before the page has hydrated. */}
        {canRetry && (
          <Button component="a" href={href} style={SPACED}>
            {t`もう一度試す`}
          </Button>
        )}
        <ButtonLink
          to="/"
          style={firstAction ? undefined : SPACED}
          variant={firstAction ? 'default' : 'filled'}
        >
          {t`トップページへ戻る`}
        </ButtonLink>
      </Stack>
    </Container>
  )
}

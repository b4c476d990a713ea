import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { Passkey } from '~generated/api/model'
import { getGetMypagePasskeysScreenDataSuspenseQueryOptions } from '~generated/api/passkeys/passkeys'
import { Button } from '~/components/button/Button'
import { FormAlert } from '~/components/form-submit/FormAlert'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { PageSection } from '~/components/settings/PageSection'
import { SettingRow } from '~/components/settings/SettingRow'
import { SettingsSection } from '~/components/settings/SettingsSection'
import { formatDateTime } from '~/lib/format/date'
import { usePasskeys } from './use-passkeys'

const RenamePasskeyForm = lazy(() =>
  import('./RenamePasskeyForm').then((module) => ({ default: module.RenamePasskeyForm })),
)

/**
 * /mypage/passkeys (issue 34 §1): the member's passkeys with when each was added and last used;
 * add one (named after this device and browser), rename one in its row, delete one after a
 * confirmation.
 */
export function PasskeysPage() {
  const { t, i18n } = useLingui()
  const { data } = useSuspenseQuery(getGetMypagePasskeysScreenDataSuspenseQueryOptions())
  const { passkeys, adding, pending, failure, add, remove, rename, forget } = usePasskeys(
    data.passkeys,
  )
  const [renaming, setRenaming] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<Passkey | null>(null)

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{t`パスキー`}</Title>
      <Text>
        {t`パスキーを使うと、パスワードや確認コードを入力せずに、この端末の指紋認証・顔認証・画面ロックでログインできます。パスキーでのログインには2段階認証の確認は不要です。`}
      </Text>
      <FormAlert message={failure?.message} code={failure?.code} requestId={failure?.requestId} />
      <div>
        <Button loading={adding} disabled={pending && !adding} onClick={() => void add()}>
          {t`パスキーを追加`}
        </Button>
        <Text size="sm" c="dimmed" mt="xs">
          {t`「${data.suggestedName}」という名前で追加されます。名前はあとから変更できます。`}
        </Text>
      </div>
      {passkeys.length === 0 ? (
        <PageSection title={t`登録済みのパスキー（0件）`}>
          <Text>{t`登録済みのパスキーはありません。`}</Text>
        </PageSection>
      ) : (
        <SettingsSection title={t`登録済みのパスキー（${passkeys.length}件）`}>
          {passkeys.map((passkey) =>
            renaming === passkey.id ? (
              <li key={passkey.id}>
                <Suspense>
                  <RenamePasskeyForm
                    passkey={passkey}
                    onRenamed={(name) => {
                      rename(passkey.id, name)
                      setRenaming(null)
                    }}
                    onGone={() => forget(passkey.id)}
                    onCancel={() => setRenaming(null)}
                  />
                </Suspense>
              </li>
            ) : (
              <SettingRow
                key={passkey.id}
                label={passkey.name}
                value={
                  <>
                    {t`登録日時：${formatDateTime(i18n, passkey.createdAt)}`}
                    <br />
                    {passkey.lastUsedAt
                      ? t`最終利用日時：${formatDateTime(i18n, passkey.lastUsedAt)}`
                      : t`最終利用日時：未使用`}
                  </>
                }
                action={
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={pending}
                      onClick={() => setRenaming(passkey.id)}
                      aria-label={t`${passkey.name}の名前を変更`}
                    >
                      {t`名前を変更`}
                    </Button>{' '}
                    <Button
                      size="xs"
                      variant="default"
                      disabled={pending}
                      onClick={() => setDeleting(passkey)}
                      aria-label={t`${passkey.name}を削除`}
                    >
                      {t`削除`}
                    </Button>
                  </>
                }
              />
            ),
          )}
        </SettingsSection>
      )}
      <LazyConfirmModal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove(deleting)
          setDeleting(null)
        }}
        title={t`パスキー「${deleting?.name ?? ''}」を削除しますか？`}
        confirmLabel={t`削除する`}
        cancelLabel={t`キャンセル`}
        confirmColor="red.9"
      >
        <Text>
          {t`削除したパスキーではログインできなくなります。端末やパスワードマネージャーに残るパスキーは、そちらで削除してください。`}
        </Text>
      </LazyConfirmModal>
    </Stack>
  )
}

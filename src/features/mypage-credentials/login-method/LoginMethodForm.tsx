import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Text, Title } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { postAccountLoginMethod } from '~generated/api/mypage-credentials/mypage-credentials'
import type { EnvelopeOnly, MypageLoginMethodScreenData } from '~generated/api/model'
import { FormRadioGroup } from '~/components/form/FormRadioGroup'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { LazyConfirmModal } from '~/components/LazyConfirmModal'
import { isApiError } from '~/lib/api/api-error'
import { keepingDraftOnDetour, useRestoredDraft } from '../shared/reauth-draft'
import { LOGIN_METHOD_LABELS, LOGIN_METHODS } from './login-method-choices'
import {
  loginMethodSchema,
  type LoginMethodInput,
  type LoginMethodValues,
} from './login-method-schema'

export const LOGIN_METHOD_PAGE = '/mypage/login-method'
const FIELDS = ['method'] as const
const LOGIN_ID_EDIT = `/mypage/login-id/edit?returnTo=${encodeURIComponent(LOGIN_METHOD_PAGE)}`

export interface LoginMethodFormProps {
  data: MypageLoginMethodScreenData
}

/**
 * The form of /mypage/login-method: sign in with the login ID only, or with the e-mail or the login ID (spec
 * 02 §2). Without a login ID the backend refuses (LOGIN_ID_NOT_ENABLED) and a modal offers to set
 * one, coming back here afterwards (§8).
 */
export function LoginMethodForm({ data }: LoginMethodFormProps) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  const schema = useMemo(() => loginMethodSchema(), [])
  const form = useForm<LoginMethodInput, unknown, LoginMethodValues>({
    resolver: zodResolver(schema),
    defaultValues: { method: data.loginMethod ?? '' },
  })
  useRestoredDraft(form, LOGIN_METHOD_PAGE, FIELDS)
  const [noLoginId, setNoLoginId] = useState(false)
  const send = keepingDraftOnDetour(
    LOGIN_METHOD_PAGE,
    async (values: LoginMethodValues): Promise<EnvelopeOnly | undefined> => {
      try {
        return await postAccountLoginMethod(values)
      } catch (error) {
        if (!isApiError(error) || error.code !== 'LOGIN_ID_NOT_ENABLED') throw error
        // Not a failure to show on the form: the modal says what to do. Nothing changed.
        setNoLoginId(true)
        return undefined
      }
    },
    ({ method }) => ({ method }),
  )
  const { submit, failure, pending, retryAt } = useFormSubmit(form, send, { fields: FIELDS })
  const email = data.contactEmail
  const loginId = data.loginId ?? t`未設定`
  const options = LOGIN_METHODS.map((method) => ({
    value: method,
    label: i18n._(LOGIN_METHOD_LABELS[method]),
  }))

  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{t`ログイン方法`}</Title>
            <Text>{t`パスワードと組み合わせてログインに使うものを選んでください。`}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t`メールアドレス: ${email}`}
              <br />
              {t`ログインID: ${loginId}`}
            </Text>
          </>
        }
      >
        <FormRadioGroup
          requirement="required"
          control={form.control}
          name="method"
          label={t`ログイン方法`}
          options={options}
        />
        <SubmitButton pending={pending} retryAt={retryAt}>
          {t`変更する`}
        </SubmitButton>
      </FormShell>
      <LazyConfirmModal
        opened={noLoginId}
        onClose={() => setNoLoginId(false)}
        onConfirm={() => router.navigate({ href: LOGIN_ID_EDIT })}
        title={t`ログインIDが設定されていません`}
        confirmLabel={t`ログインIDを設定する`}
        cancelLabel={t`閉じる`}
      >
        <Text size="sm">
          {t`ログインIDでログインするには、先にログインIDを設定してください。設定が終わると、この画面に戻ります。`}
        </Text>
      </LazyConfirmModal>
    </NarrowColumn>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Stack, Text, Title } from '@mantine/core'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { postAccountLoginIdEdit } from '~generated/api/mypage-credentials/mypage-credentials'
import type {
  GetMypageLoginIdEditScreenDataParams,
  MypageLoginIdEditScreenData,
} from '~generated/api/model'
import { FormTextField } from '~/components/form/FormTextField'
import { FormShell } from '~/components/form/FormShell'
import { SubmitButton } from '~/components/form-submit/SubmitButton'
import { useFormSubmit } from '~/components/form-submit/use-form-submit'
import { NarrowColumn } from '~/components/layouts/NarrowColumn'
import { isApiError, redirectOfFailure, type ApiError } from '~/lib/api/api-error'
import { mappingFailures, placedOn, withMessage } from '../shared/failures'
import { keepingDraftOnDetour, useRestoredDraft } from '../shared/reauth-draft'
import { completionPath } from './completion-path'
import { loginIdEditSchema, type LoginIdEditInput, type LoginIdEditValues } from './login-id-schema'
import { LOGIN_ID_TAKEN_CODES, useLoginIdAvailability } from './use-login-id-availability'

export const LOGIN_ID_EDIT_PAGE = '/mypage/login-id/edit'
const FIELDS = ['loginId'] as const
const LOGIN_ID_TAKEN_ON_SAVE = msg`別のログインIDを登録してください。`
const LOGIN_ID_FAILED = msg`エラーが発生しました。`

/** Failures the form shows as they come: the field's rules, a taken ID, a wait, a way elsewhere. */
const isOwnFailure = (error: ApiError) =>
  error.status === 400 ||
  error.status === 429 ||
  LOGIN_ID_TAKEN_CODES.has(error.code) ||
  redirectOfFailure(error) !== undefined

export interface LoginIdEditFormProps extends GetMypageLoginIdEditScreenDataParams {
  data: MypageLoginIdEditScreenData
}

/**
 * The form of /mypage/login-id/edit?returnTo=…: set or change the login ID (spec 02 §2, §5, §8),
 * for a member who has a password. The ID is checked as the field is left;
 * taken at save, '別のログインIDを登録してください。' on the field; any other failure
 * 'エラーが発生しました。'. Done, the completion leads back to returnTo (this site only) or My Page.
 */
export function LoginIdEditForm({ data, returnTo }: LoginIdEditFormProps) {
  const { t, i18n } = useLingui()
  const schema = useMemo(() => loginIdEditSchema(data.loginId), [data.loginId])
  const form = useForm<LoginIdEditInput, unknown, LoginIdEditValues>({
    resolver: zodResolver(schema),
    defaultValues: { loginId: '' },
  })
  useRestoredDraft(form, LOGIN_ID_EDIT_PAGE, FIELDS)
  const checkOnBlur = useLoginIdAvailability(form, data.loginId)
  const send = keepingDraftOnDetour(
    LOGIN_ID_EDIT_PAGE,
    mappingFailures(
      (values: LoginIdEditValues) => postAccountLoginIdEdit(values),
      (error) => {
        if (isApiError(error) && !isOwnFailure(error)) {
          return withMessage(error, i18n._(LOGIN_ID_FAILED))
        }
        return placedOn(error, 'loginId', i18n._(LOGIN_ID_TAKEN_ON_SAVE), (failure) =>
          LOGIN_ID_TAKEN_CODES.has(failure.code),
        )
      },
    ),
    ({ loginId }) => ({ loginId }),
  )
  const { submit, failure, pending, retryAt } = useFormSubmit(form, send, {
    fields: FIELDS,
    messages: {
      ACCOUNT_ALREADY_EXISTS_LOGIN_METHOD: LOGIN_ID_TAKEN_ON_SAVE,
      ACCOUNT_ALREADY_EXISTS_USER_ID: LOGIN_ID_TAKEN_ON_SAVE,
    },
    next: completionPath(returnTo),
  })
  return (
    <NarrowColumn>
      <FormShell
        form={form}
        onSubmit={submit}
        failure={failure}
        intro={
          <>
            <Title order={1}>{t`ログインIDの設定`}</Title>
            <Stack gap={0}>
              <Text size="sm" c="dimmed">{t`現在のログインID`}</Text>
              <Text fw={700}>{data.loginId ?? t`未設定`}</Text>
            </Stack>
            <Text>{t`ログインIDは、メールアドレスの代わりにログインに使えます。半角英数字6〜15文字で設定してください。`}</Text>
          </>
        }
      >
        {/* Leaving the field (focusout bubbles to here) checks the ID with the server. */}
        <div onBlur={() => void checkOnBlur()}>
          <FormTextField
            control={form.control}
            name="loginId"
            label={t`新しいログインID`}
            requirement="required"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
        </div>
        <SubmitButton pending={pending} retryAt={retryAt}>
          {t`設定する`}
        </SubmitButton>
      </FormShell>
    </NarrowColumn>
  )
}

import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Passkey } from '~generated/api/model'
import {
  deleteAccountPasskey,
  postAccountPasskey,
  postAccountPasskeyRegistrationOptions,
} from '~generated/api/passkeys/passkeys'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { showToast } from '~/components/overlays/toast'
import { ApiError } from '~/lib/api/api-error'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { isNotFoundAnswer } from '~/lib/api/not-found-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import { CEREMONY_MESSAGES, ceremonyFailure, loadWebAuthn } from '~/lib/passkeys/ceremony'
import { NO_CHANGES, shownPasskeys, type PasskeyChanges } from './passkey-list'

/** The site's wording of the refusals a member can meet here. */
const REFUSALS = {
  INVALID_REQUEST: msg`パスキーを登録できませんでした。もう一度お試しください。`,
  INVALID_SESSION_FLOW: msg`パスキーの確認の有効期限が切れました。もう一度お試しください。`,
  NOT_FOUND: msg`このパスキーは既に削除されています。`,
}

/**
 * The member's passkeys and what the page does with them, one call at a time: add one (the
 * backend's options, the browser's ceremony, the backend's verification), rename and delete. A
 * ceremony the member cancels or the browser refuses says so and changes nothing; a refusal of
 * the backend is the page's message with its code and request id.
 */
export function usePasskeys(screen: readonly Passkey[]) {
  const { t, i18n } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const { failure, report, clear } = useCallFailure(REFUSALS)
  const [changes, setChanges] = useState<PasskeyChanges>(NO_CHANGES)
  const [adding, setAdding] = useState(false)
  const [ceremonyMessage, setCeremonyMessage] = useState<string | null>(null)

  const change = (next: Partial<PasskeyChanges>) =>
    setChanges((current) => ({ ...current, ...next }))
  const forget = (id: string) =>
    setChanges((current) => ({ ...current, deleted: new Set(current.deleted).add(id) }))

  const onFailure = (error: unknown) => {
    const ceremony = ceremonyFailure(error)
    if (ceremony === 'superseded') return
    if (ceremony) setCeremonyMessage(i18n._(CEREMONY_MESSAGES[ceremony]))
    else report(error)
  }

  const add = () => {
    if (pending) return
    clear()
    setCeremonyMessage(null)
    setAdding(true)
    return run(async () => {
      try {
        const [{ startRegistration }, answer] = await Promise.all([
          loadWebAuthn(),
          postAccountPasskeyRegistrationOptions(),
        ])
        if (answer.redirectTo || answer.flowError) return void (await follow(answer))
        const credential = await startRegistration({ optionsJSON: answer.options as never })
        const registered = await postAccountPasskey({ credential: credential as never })
        if (registered.redirectTo || registered.flowError) return void (await follow(registered))
        change({ added: [...changes.added, registered.passkey] })
        showToast({ message: t`パスキーを追加しました。` })
      } finally {
        setAdding(false)
      }
    }, onFailure)
  }

  const remove = (passkey: Passkey) =>
    run(
      async () => {
        clear()
        setCeremonyMessage(null)
        const answer = await deleteAccountPasskey(passkey.id)
        if (isNotFoundAnswer(answer)) {
          forget(passkey.id)
          report(new ApiError(404, { code: 'NOT_FOUND' }))
          return
        }
        if (answer?.redirectTo || answer?.flowError) return void (await follow(answer))
        forget(passkey.id)
        showToast({ message: t`パスキーを削除しました。` })
      },
      (error) => void report(error),
    )

  const rename = (id: string, name: string) => {
    change({ renamed: new Map(changes.renamed).set(id, name) })
    showToast({ message: t`パスキーの名前を変更しました。` })
  }

  return {
    passkeys: shownPasskeys(screen, changes),
    adding: pending && adding,
    pending,
    failure: ceremonyMessage === null ? failure : { message: ceremonyMessage, code: undefined },
    add,
    remove,
    rename,
    forget,
  }
}

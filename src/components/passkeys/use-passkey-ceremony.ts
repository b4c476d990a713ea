import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { AuthenticationCredential, EnvelopeOnly } from '~generated/api/model'
import { postPasskeyAuthenticationOptions } from '~generated/api/passkeys/passkeys'
import { useCallFailure } from '~/components/form-submit/use-form-failure'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import {
  CEREMONY_MESSAGES,
  ceremonyFailure,
  loadWebAuthn,
  preloadWebAuthn,
} from '~/lib/passkeys/ceremony'

/** The site's wording of the backend's refusals of a passkey. */
const REFUSALS = {
  LOGIN_FAILED: msg`このパスキーではログインできません。登録済みのパスキーを選ぶか、ほかの方法でログインしてください。`,
  INVALID_SESSION_FLOW: msg`パスキーの確認の有効期限が切れました。もう一度お試しください。`,
}

type Verify = (credential: AuthenticationCredential) => Promise<EnvelopeOnly>

/**
 * A passkey sign-in or re-authentication: the backend's options, the browser's ceremony, the
 * backend's verification, then a full page load where the answer leads (decision 0004). The
 * browser library loads when the page idles; a press before that waits for it. With `autofill`,
 * the ceremony also runs as the identifier field's autofill (conditional mediation) from the
 * start, where the browser offers it; a press replaces it. A ceremony the member cancels says so
 * and changes nothing.
 */
export function usePasskeyCeremony(verify: Verify, { autofill = false } = {}) {
  const { i18n } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const { failure, report, clear } = useCallFailure(REFUSALS)
  const [ceremonyMessage, setCeremonyMessage] = useState<string | null>(null)

  const ceremony = async (useBrowserAutofill: boolean) => {
    const [{ startAuthentication }, answer] = await Promise.all([
      loadWebAuthn(),
      postPasskeyAuthenticationOptions(),
    ])
    if (answer.redirectTo || answer.flowError) return void (await follow(answer))
    const credential = await startAuthentication({
      optionsJSON: answer.options as never,
      useBrowserAutofill,
    })
    await follow(await verify(credential as never), { fullLoad: true })
  }

  const onFailure = (error: unknown) => {
    const kind = ceremonyFailure(error)
    if (kind === 'superseded') return
    if (kind) setCeremonyMessage(i18n._(CEREMONY_MESSAGES[kind]))
    else report(error)
  }

  useEffect(() => {
    preloadWebAuthn()
    if (!autofill) return
    let stopped = false
    void (async () => {
      const { browserSupportsWebAuthnAutofill } = await loadWebAuthn()
      if (stopped || !(await browserSupportsWebAuthnAutofill())) return
      // Not one call at a time: a press must be able to replace it.
      await ceremony(true).catch((error: unknown) => {
        if (ceremonyFailure(error) === null) onFailure(error)
      })
    })()
    return () => {
      stopped = true
    }
    // Once per page: the autofill waits for the member from the start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const start = () =>
    run(async () => {
      clear()
      setCeremonyMessage(null)
      await ceremony(false)
    }, onFailure)

  return {
    start,
    pending,
    failure: ceremonyMessage === null ? failure : { message: ceremonyMessage, code: undefined },
  }
}

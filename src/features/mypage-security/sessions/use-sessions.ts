import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ActiveSession } from '~generated/api/model'
import {
  deleteAccountOtherSessions,
  deleteAccountSession,
} from '~generated/api/mypage-sessions/mypage-sessions'
import { showToast } from '~/components/overlays/toast'
import { useFollowAnswer } from '~/lib/api/follow-answer'
import { isNotFoundAnswer } from '~/lib/api/not-found-answer'
import { useOneCallAtATime } from '~/lib/api/use-one-call-at-a-time'
import { otherSessions, remainingSessions } from './sessions'

const OTHERS = Symbol('every other session')

/**
 * The open sessions of the page, and signing them out: one — the list updates in place — or every
 * one but this device's. A session already ended elsewhere (404) is what the member wanted: its
 * row goes too. An answer carrying `redirectTo` or `flowError` is followed, as every call's.
 */
export function useSessions(initial: readonly ActiveSession[]) {
  const { t } = useLingui()
  const follow = useFollowAnswer()
  const { run, pending } = useOneCallAtATime()
  const [ended, setEnded] = useState<ReadonlySet<string>>(() => new Set())
  const [target, setTarget] = useState<string | typeof OTHERS | null>(null)
  const sessions = remainingSessions(initial, ended)

  const forget = (ids: readonly string[]) => setEnded((current) => new Set([...current, ...ids]))
  const failureToast = () => {
    showToast({
      message: t`ログアウトできませんでした。時間をおいて再度お試しください。`,
      color: 'red',
    })
  }

  const signOut = async (sessionId: string) => {
    if (pending) return
    setTarget(sessionId)
    return run(async () => {
      const answer = await deleteAccountSession(sessionId)
      if (!isNotFoundAnswer(answer) && (answer?.redirectTo || answer?.flowError)) {
        await follow(answer)
        return
      }
      forget([sessionId])
      showToast({ message: t`デバイスからログアウトしました。` })
    }, failureToast)
  }

  const signOutOthers = async (onDone: () => void) => {
    if (pending) return
    setTarget(OTHERS)
    return run(
      async () => {
        const answer = await deleteAccountOtherSessions()
        onDone()
        if (answer?.redirectTo || answer?.flowError) {
          await follow(answer)
          return
        }
        forget(otherSessions(sessions).map((session) => session.sessionId))
        showToast({ message: t`ほかのすべてのデバイスからログアウトしました。` })
      },
      () => {
        onDone()
        failureToast()
      },
    )
  }

  return {
    sessions,
    endingOne: pending && typeof target === 'string' ? target : null,
    endingOthers: pending && target === OTHERS,
    signOut,
    signOutOthers,
  }
}

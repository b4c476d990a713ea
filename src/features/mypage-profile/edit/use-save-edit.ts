import { useRef, useState } from 'react'
import type { AccountEditInputtedData } from '~generated/api/model'
import { postAccountEdit } from '~generated/api/mypage-account/mypage-account'
import { useFormFailure } from '~/components/form/use-form-failure'
import { useFollowAnswer } from '../use-follow-answer'
import { toEditRequest } from './edit-request'

const noFields = () => {}

/**
 * POST /zapi/account/edit with the confirmed values, then the completion screen. Once only: a
 * double click sends one request. A failure is the page's message (the confirm screen has no
 * fields to put it on).
 */
export function useSaveEdit(confirmed: AccountEditInputtedData) {
  const follow = useFollowAnswer()
  const failure = useFormFailure(noFields, [])
  const [pending, setPending] = useState(false)
  const busy = useRef(false)

  const save = async () => {
    if (busy.current) return
    busy.current = true
    setPending(true)
    failure.clear()
    try {
      const answer = await postAccountEdit(toEditRequest(confirmed))
      if (await follow(answer, '/mypage/edit/complete')) return // leaving: stay busy
    } catch (error) {
      failure.report(error)
    }
    busy.current = false
    setPending(false)
  }

  return { save, pending, failure }
}

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { loadPage } from '../browser/load-page'
import { closeFlowError, flowErrorStore } from './flow-error-store'
import { followAnswer, type FollowAnswerOptions } from './follow-answer'
import type { ScreenEnvelope } from '~generated/api/model'

vi.mock('../browser/load-page', () => ({ loadPage: vi.fn() }))

const navigate = vi.fn(async (_href: string) => {})
const follow = (answer: ScreenEnvelope | undefined, options: FollowAnswerOptions = {}) =>
  followAnswer(answer, options, { navigate })


beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  navigate.mockClear()
  closeFlowError()
})

describe('followAnswer', () => {
  it('navigates in the app to the page the answer names, else to the next step', async () => {
    expect(await follow({ redirectTo: '/signup/form' }, { next: '/signup/pin-code' })).toBe(
      'followed',
    )
    expect(navigate).toHaveBeenLastCalledWith('/signup/form')
    await follow({}, { next: '/signup/pin-code' })
    expect(navigate).toHaveBeenLastCalledWith('/signup/pin-code')
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('loads the page the answer names, in full, when asked (after a sign-in)', async () => {
    expect(await follow({ redirectTo: '/login/multi-factor' }, { next: '/', fullLoad: true })).toBe(
      'unloading',
    )
    expect(loadPage).toHaveBeenCalledWith('/login/multi-factor')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('never leaves the site (open redirect), going to the next step instead', async () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      await follow({ redirectTo }, { next: '/', fullLoad: true })
      expect(loadPage).toHaveBeenLastCalledWith('/')
      await follow({ redirectTo }, { next: '/mypage' })
      expect(navigate).toHaveBeenLastCalledWith('/mypage')
    }
  })

  it('shows the flow-error notice instead when the flow cannot go on', async () => {
    const answer = { flowError: { redirectTo: '/password/forgot' }, redirectTo: '/x' }
    expect(await follow(answer, { next: '/password/reset/complete' })).toBe('notice')
    expect(flowErrorStore.get()).toEqual({ redirectTo: '/password/forgot' })
    expect(navigate).not.toHaveBeenCalled()
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('stays on the page when neither the answer nor the page names a next step', async () => {
    expect(await follow({})).toBe('followed')
    expect(await follow(undefined)).toBe('followed')
    expect(navigate).not.toHaveBeenCalled()
  })

})

import { beforeEach, describe, expect, it, vi } from 'vitest'
import { closeFlowError, flowErrorStore } from '~/components/flow-error/flow-error-store'
import { loadPage } from '~/lib/browser/load-page'
import { continueAfterSignIn } from './continue-after-sign-in'

vi.mock('~/lib/browser/load-page', () => ({ loadPage: vi.fn() }))

beforeEach(() => {
  vi.mocked(loadPage).mockClear()
  closeFlowError()
})

describe('continueAfterSignIn', () => {
  it('loads the page the answer names, in full', () => {
    expect(continueAfterSignIn({ redirectTo: '/login/multi-factor' })).toBe(true)
    expect(loadPage).toHaveBeenCalledWith('/login/multi-factor')
  })

  it('never leaves the site (open redirect), going to the top instead', () => {
    for (const redirectTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      continueAfterSignIn({ redirectTo })
      expect(loadPage).toHaveBeenLastCalledWith('/')
    }
  })

  it('shows the flow-error notice instead when the flow cannot go on', () => {
    expect(continueAfterSignIn({ flowError: { redirectTo: '/login' } })).toBe(false)
    expect(flowErrorStore.get()).toEqual({ redirectTo: '/login' })
    expect(loadPage).not.toHaveBeenCalled()
  })
})

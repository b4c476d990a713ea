import { describe, expect, it } from 'vitest'
import { ApiError, ScreenDataError } from './api-error'
import { apiErrorSerialization, flowErrorAnswerSerialization } from './error-serialization'
import { FlowErrorAnswer } from './flow-error-answer'

const roundTrip = (error: ApiError) =>
  apiErrorSerialization.fromSerializable(
    JSON.parse(JSON.stringify(apiErrorSerialization.toSerializable(error))),
  )

describe('apiErrorSerialization', () => {
  it('brings a loader failure to the browser with its status and kind', () => {
    const revived = roundTrip(new ScreenDataError(503, { code: 'SERVICE_UNAVAILABLE', requestId: 'req_1' }))
    expect(revived).toBeInstanceOf(ScreenDataError)
    expect(revived).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', requestId: 'req_1', message: 'Failed to load data' })
  })

  it('keeps a call failure an ApiError with its wait time', () => {
    const revived = roundTrip(new ApiError(429, { code: 'RATE_LIMITED', message: 'x', requestId: 'r', retryAfterSeconds: 30 }))
    expect(revived).not.toBeInstanceOf(ScreenDataError)
    expect(revived).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 })
  })

  it('keeps the way to switch profiles of a 403 PROFILE_VIEW_PROHIBITED', () => {
    const profileSwitch = { currentProfileName: 'キッズ', switchUrl: '/profiles/switch?returnTo=%2Fmypage' }
    const revived = roundTrip(
      new ScreenDataError(403, { code: 'PROFILE_VIEW_PROHIBITED', requestId: 'r', profileSwitch }),
    )
    expect(revived.profileSwitch).toEqual(profileSwitch)
  })
})

describe('flowErrorAnswerSerialization', () => {
  const roundTripAnswer = (answer: FlowErrorAnswer) =>
    flowErrorAnswerSerialization.fromSerializable(
      JSON.parse(JSON.stringify(flowErrorAnswerSerialization.toSerializable(answer))),
    )

  it('brings a screen answer of only a flowError to the browser with its restart and message', () => {
    const revived = roundTripAnswer(new FlowErrorAnswer({ redirectTo: '/signup', message: '期限切れ' }))
    expect(revived).toBeInstanceOf(FlowErrorAnswer)
    expect(revived.flowError).toEqual({ redirectTo: '/signup', message: '期限切れ' })
    expect(roundTripAnswer(new FlowErrorAnswer({ redirectTo: '/plans' })).flowError).toEqual({
      redirectTo: '/plans',
    })
  })
})

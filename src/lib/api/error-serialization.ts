import { createSerializationAdapter } from '@tanstack/react-router'
import type { ApiError as ApiErrorBody } from '~generated/api/model'
import { ApiError, ScreenDataError } from './api-error'
import { FlowErrorAnswer } from './flow-error-answer'

/**
 * A loader's ApiError crosses from the server render to the browser as data, so the hydrated
 * error page shows the same status and code the server rendered (not an anonymous Error).
 */
export const apiErrorSerialization = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiError => value instanceof ApiError,
  toSerializable: (error) => ({
    status: error.status,
    screen: error instanceof ScreenDataError,
    code: error.code,
    message: error.message,
    requestId: error.requestId ?? '',
    retryAfterSeconds: error.retryAfterSeconds ?? null,
    profileSwitch: error.profileSwitch ?? null,
  }),
  fromSerializable: ({ status, screen, retryAfterSeconds, profileSwitch, ...rest }) => {
    const body = {
      ...rest,
      code: rest.code as ApiErrorBody['code'],
      retryAfterSeconds: retryAfterSeconds ?? undefined,
      profileSwitch: profileSwitch ?? undefined,
    }
    return screen ? new ScreenDataError(status, body) : new ApiError(status, body)
  },
})

/** A loader's FlowErrorAnswer, likewise: the hydrated page shows the notice the server rendered. */
export const flowErrorAnswerSerialization = createSerializationAdapter({
  key: 'flow-error-answer',
  test: (value): value is FlowErrorAnswer => value instanceof FlowErrorAnswer,
  toSerializable: (answer) => ({ ...answer.flowError }),
  fromSerializable: (flowError) => new FlowErrorAnswer(flowError),
})

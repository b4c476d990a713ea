import { expect, test } from 'vitest'
import { violationLogLines } from './prism-violations.server'

const request = new Request('http://backend/zapi/internal/plans/screen-data?x=1', {
  headers: { 'x-request-id': 'req-12345678' },
})

test('one line per violation Prism reported, with the operation and the request id', () => {
  const answer = new Response('{}', {
    status: 500,
    headers: {
      'sl-violations': JSON.stringify([
        {
          location: ['response', 'body'],
          severity: 'Error',
          code: 'required',
          message: "Response body must have required property 'plans'",
        },
        {
          location: ['response'],
          severity: 'Warning',
          message: 'Unable to match the returned status code with those defined in the document',
        },
      ]),
    },
  })
  expect(violationLogLines(request, answer)).toEqual([
    {
      time: expect.any(String),
      level: 'error',
      message: 'contract violation',
      operation: 'GET /zapi/internal/plans/screen-data',
      requestId: 'req-12345678',
      status: 500,
      severity: 'Error',
      location: 'response.body',
      code: 'required',
      violation: "Response body must have required property 'plans'",
    },
    expect.objectContaining({
      level: 'warn',
      severity: 'Warning',
      location: 'response',
      violation: 'Unable to match the returned status code with those defined in the document',
    }),
  ])
})

test('no line for an answer without violations', () => {
  expect(violationLogLines(request, new Response('{}'))).toEqual([])
})

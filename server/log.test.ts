import { describe, expect, it } from 'vitest'
import { consoleLine, createLogger } from './log.ts'

describe('createLogger', () => {
  it('gives every line its time and the id of the request it was written in', async () => {
    const lines: string[] = []
    const logger = createLogger((line) => lines.push(line))
    logger.line('info', 'shutdown', { signal: 'SIGTERM' })
    await logger.inRequest('req-12345678', async () => {
      await Promise.resolve()
      logger.line('error', 'Screen data does not match the contract', { operationId: 'x' })
    })
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(outside).toMatchObject({ level: 'info', message: 'shutdown', requestId: null })
    expect(inside).toMatchObject({ level: 'error', operationId: 'x', requestId: 'req-12345678' })
    for (const line of [outside, inside]) expect(Date.parse(String(line!.time))).not.toBeNaN()
  })

  it('keeps its own time, level and message over same-named fields', () => {
    const lines: string[] = []
    createLogger((line) => lines.push(line)).line('warn', 'm', { level: 'info', time: 'then' })
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'warn', message: 'm' })
    expect(JSON.parse(lines[0]!).time).not.toBe('then')
  })
})

describe('consoleLine', () => {
  it("keeps a message's fields, formats anything else, and gives an error's stack", () => {
    expect(consoleLine(['m', { a: 1 }])).toEqual({ message: 'm', fields: { a: 1 } })
    expect(consoleLine(['[mock backend]', 'GET', '/x'])).toEqual({
      message: '[mock backend] GET /x',
      fields: {},
    })
    const { message, fields } = consoleLine(['failed', new Error('boom')])
    expect(message).toBe('failed')
    expect(fields.error).toMatch(/^Error: boom\n/)
  })
})

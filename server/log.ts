/**
 * The production server's log: one JSON line per event on standard output, each with its `time`
 * and the `requestId` of the request it happened in (null outside any request). Whatever the app,
 * the framework or the embedded mock write to the console while serving goes through it too.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { format } from 'node:util'

export type LogLevel = 'info' | 'warn' | 'error'
export type LogFields = Record<string, unknown>

export interface Logger {
  line: (level: LogLevel, message: string, fields?: LogFields) => void
  /** Runs `work` as part of the request `requestId`: every line it writes carries that id. */
  inRequest: <T>(requestId: string, work: () => T) => T
}

export function createLogger(write: (line: string) => void): Logger {
  const requestContext = new AsyncLocalStorage<string>()
  return {
    line: (level, message, fields = {}) => {
      const record: LogFields = { time: new Date().toISOString(), level, message }
      for (const [name, value] of Object.entries(fields))
        if (!(name in record)) record[name] = value
      record.requestId ??= requestContext.getStore() ?? null
      write(JSON.stringify(record))
    },
    inRequest: (requestId, work) => requestContext.run(requestId, work),
  }
}

const isPlainObject = (value: unknown): value is LogFields =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype

/**
 * A console call as a log line: `console.error('message', { fields })` keeps the fields; anything
 * else is formatted as the console would, an Error's stack in `error`.
 */
export function consoleLine(args: unknown[]): { message: string; fields: LogFields } {
  const [first, ...rest] = args
  if (typeof first === 'string' && rest.length === 1 && isPlainObject(rest[0]))
    return { message: first, fields: rest[0] }
  const error = args.find((arg) => arg instanceof Error)
  return {
    message: format(...args.filter((arg) => arg !== error)),
    fields: error ? { error: error.stack ?? String(error) } : {},
  }
}

/** Sends `console.log/info/warn/error` of this process to `logger`. */
export function routeConsole(logger: Logger): void {
  const to =
    (level: LogLevel) =>
    (...args: unknown[]) => {
      const { message, fields } = consoleLine(args)
      logger.line(level, message, fields)
    }
  console.log = console.info = to('info')
  console.warn = to('warn')
  console.error = to('error')
}

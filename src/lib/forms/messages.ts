import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * Zod messages are Lingui message ids, translated where they render, so ja and en stay in step:
 * `z.string().min(1, messageId(msg\`…\`))`, then `translateMessage(i18n, error.message)`.
 */
export const messageId = (descriptor: MessageDescriptor): string => descriptor.id

/** A form error's text: a known message id is translated; a server's text is shown as it is. */
export function translateMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return undefined
  const translated = i18n._(message)
  return translated === message && !i18n.messages[message] ? message : translated
}

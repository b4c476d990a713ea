import { mockBackend } from './backend-state'
import { isoJst } from './dates'
import type { OutboxMessage } from './types'

/** "Sends" an e-mail or SMS: it lands in the outbox that `GET /__mock/outbox` shows, newest last. */
export function send(message: Omit<OutboxMessage, 'sentAt'>): void {
  mockBackend.state.outbox.push({ ...message, sentAt: isoJst(mockBackend.now()) })
}

import type { I18n, MessageDescriptor } from '@lingui/core'

/** A route's `head` giving the page its translated title: `head: ({ match }) => pageTitle(match.context.i18n, msg\`…\`)`. */
export function pageTitle(i18n: I18n, title: MessageDescriptor) {
  return { meta: [{ title: i18n._(title) }] }
}

import { ok } from '../http'
import { member, type MemberContext } from './context'

/** A completion screen's loader: `{backTo}` plus whatever the screen shows. */
export const completion = (
  backTo: string | ((context: MemberContext) => string),
  extra: (context: MemberContext) => object = () => ({}),
) =>
  member((context) =>
    ok({ backTo: typeof backTo === 'string' ? backTo : backTo(context), ...extra(context) }),
  )

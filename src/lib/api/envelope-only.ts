/**
 * Only a well-formed `redirectTo` and/or `flowError`: the contract's EnvelopeOnly, which every
 * loader may answer instead of its screen (`anyOf`). The generated Zod schemas come from the
 * client bundle, which leaves that alternative out (decision 0005), so such answers are
 * recognised here.
 */
export function isEnvelopeOnly(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false
  const { redirectTo, flowError, ...rest } = body as {
    redirectTo?: unknown
    flowError?: { redirectTo?: unknown }
  }
  if (Object.keys(rest).length > 0 || (redirectTo === undefined && flowError === undefined))
    return false
  const isPath = (value: unknown) =>
    typeof value === 'string' && value.length > 0 && value.length <= 2048
  return (
    (redirectTo === undefined || isPath(redirectTo)) &&
    (flowError === undefined || isPath(flowError.redirectTo))
  )
}

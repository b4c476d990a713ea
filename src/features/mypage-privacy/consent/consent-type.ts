import { notFound } from '@tanstack/react-router'
import * as z from 'zod/mini'
import { ConsentType } from '~generated/api/model/consentType'

/** The search of /mypage/consent: which consents to show (the contract's default: newsletter). */
export const consentSearch = z.object({ type: z.optional(z.enum(ConsentType)) })

/**
 * The consent type of the URL, for the loader and the page alike: newsletter when absent, the 404
 * page for anything but newsletter or privacy.
 */
export function consentTypeOf(search: { type?: unknown }): ConsentType {
  const parsed = consentSearch.safeParse(search)
  if (!parsed.success) throw notFound()
  return parsed.data.type ?? ConsentType.newsletter
}

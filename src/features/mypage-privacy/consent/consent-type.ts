import { notFound } from '@tanstack/react-router'
import { ConsentType } from '~generated/api/model/consentType'
import { oneOf, optional, parseParams } from '~/lib/routing/search-params'

/** The search of /mypage/consent: which consents to show (the contract's default: newsletter). */
export function consentSearch(search: Record<string, unknown>) {
  return parseParams(search, { type: optional(oneOf(ConsentType)) })
}

/**
 * The consent type of the URL, for the loader and the page alike: newsletter when absent, the 404
 * page for anything but newsletter or privacy.
 */
export function consentTypeOf(search: { type?: unknown }): ConsentType {
  try {
    return consentSearch(search).type ?? ConsentType.newsletter
  } catch {
    throw notFound()
  }
}

import { createFileRoute } from '@tanstack/react-router'
import { OidcLayoutRoute } from '~/app/layout-routes'

/** Pathless layout of the provider (OIDC) screens: sign-in, sign-up, account choice, consent, error. */
export const Route = createFileRoute('/_oidc')({
  component: OidcLayoutRoute,
})

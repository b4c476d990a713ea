import { createFileRoute } from '@tanstack/react-router'
import { GuestLayoutRoute } from '~/app/layout-routes'

/** Pathless layout of public pages (home, licences…). */
export const Route = createFileRoute('/_guest')({
  component: GuestLayoutRoute,
})

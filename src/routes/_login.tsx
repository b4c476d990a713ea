import { createFileRoute } from '@tanstack/react-router'
import { LoginLayoutRoute } from '~/app/layout-routes'

/** Pathless layout of the sign-in screens (sign-in, second factor, logout, re-authentication). */
export const Route = createFileRoute('/_login')({
  component: LoginLayoutRoute,
})

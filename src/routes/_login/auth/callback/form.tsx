import { createFileRoute } from '@tanstack/react-router'
import { forwardCallbackForm } from '~/features/signin/social/callback-form'

const forward = ({ request }: { request: Request }) => forwardCallbackForm(request)

/** A provider's form-post return, passed on to /auth/callback. */
export const Route = createFileRoute('/_login/auth/callback/form')({
  server: { handlers: { GET: forward, POST: forward } },
})

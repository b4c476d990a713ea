import { useEffect, useRef, useState, type ReactNode } from 'react'

export interface PostOnceFormProps {
  /** Where the browser posts the form (a document navigation: it works before hydration). */
  action: string
  /** The form's content, told whether its post is under way (for the submit button's `loading`). */
  children: (sending: boolean) => ReactNode
}

/**
 * A plain HTML form posted by the browser, posted once: a second press while the first post's
 * page loads is dropped (a second post would replay a step the server has already taken), and the
 * content is told so it can show the wait. Shown again from the back/forward cache, it can be
 * sent again.
 */
export function PostOnceForm({ action, children }: PostOnceFormProps) {
  const posted = useRef(false)
  const [sending, setSending] = useState(false)
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return
      posted.current = false
      setSending(false)
    }
    window.addEventListener('pageshow', onPageShow)
    return () => window.removeEventListener('pageshow', onPageShow)
  }, [])
  return (
    <form
      method="post"
      action={action}
      onSubmit={(event) => {
        if (posted.current) {
          event.preventDefault()
          return
        }
        posted.current = true
        setSending(true)
      }}
    >
      {children(sending)}
    </form>
  )
}

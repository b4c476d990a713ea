import { Typography, type TypographyProps } from '@mantine/core'
import { useHydrated } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { loadHtmlSanitizer, readyHtmlSanitizer } from '~/lib/security/sanitize-html'

export interface ServerHtmlProps extends Omit<
  TypographyProps,
  'children' | 'dangerouslySetInnerHTML'
> {
  html: string
}

/**
 * HTML from the server (policy texts), sanitised the same way in SSR output and in the browser.
 *
 * The browser's sanitiser (DOMPurify) is loaded only when this element has to show HTML the
 * server did not render into it (a client-side navigation, another text): markup that arrived
 * with the page was sanitised on the server, and React leaves dangerouslySetInnerHTML alone while
 * hydrating, so until then the element keeps it.
 */
export function ServerHtml({ html, ...rest }: ServerHtmlProps) {
  const hydrated = useHydrated()
  const [htmlRenderedByServer] = useState(hydrated ? null : html)
  const needsBrowserSanitizer = html !== htmlRenderedByServer
  const [sanitize, setSanitize] = useState(readyHtmlSanitizer)
  useEffect(() => {
    if (needsBrowserSanitizer && !sanitize) {
      void loadHtmlSanitizer().then((loaded) => setSanitize(() => loaded))
    }
  }, [needsBrowserSanitizer, sanitize])
  const safe = useMemo(() => sanitize?.(html) ?? '', [sanitize, html])
  return (
    <Typography {...rest} dangerouslySetInnerHTML={{ __html: safe }} suppressHydrationWarning />
  )
}

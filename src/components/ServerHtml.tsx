import { Typography, type TypographyProps } from '@mantine/core'
import { useMemo } from 'react'
import { sanitizeServerHtml } from '~/lib/security/sanitize-html'

export interface ServerHtmlProps extends Omit<
  TypographyProps,
  'children' | 'dangerouslySetInnerHTML'
> {
  html: string
}

/** HTML from the server (policy texts), sanitised the same way in SSR output and in the browser. */
export function ServerHtml({ html, ...rest }: ServerHtmlProps) {
  const safe = useMemo(() => sanitizeServerHtml(html), [html])
  return <Typography {...rest} dangerouslySetInnerHTML={{ __html: safe }} />
}

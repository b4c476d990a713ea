import { Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { safeRedirectPath } from '~/lib/security/safe-redirect'
import { HrefLink } from '../HrefLink'
import { NarrowColumn } from './NarrowColumn'
import { Button } from '~/components/button/Button'

export interface CompletionScreenProps {
  /** What was done (the page's heading). */
  title: string
  /** What follows from it: one paragraph (`<Text>`) each. */
  children?: ReactNode
  /**
   * The way on. The address often comes from the screen data, so only a path of this site is
   * followed; anything else (or none) goes to `fallback`.
   */
  next: { label: string; href: string | null | undefined; fallback: string }
  /** Smaller links under the way on (e.g. start again). */
  links?: ReactNode
}

/** The page that ends a flow (every '…/complete' route): heading, message, the way on. */
export function CompletionScreen({ title, children, next, links }: CompletionScreenProps) {
  return (
    <NarrowColumn>
      <Title order={1}>{title}</Title>
      {children}
      <Button component={HrefLink} href={safeRedirectPath(next.href, next.fallback)}>
        {next.label}
      </Button>
      {links}
    </NarrowColumn>
  )
}

import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'

type AnchorBaseProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>

function AnchorBase(props: AnchorBaseProps) {
  return <Anchor component="a" {...props} />
}

/**
 * Mantine's Anchor as a typed router link (`to`, `params`, `search` checked against the route
 * tree), which `component={Link}` would lose. The button-looking one is button/ButtonLink.
 */
export const AnchorLink = createLink(AnchorBase)

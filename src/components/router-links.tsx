import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import type { ComponentPropsWithRef } from 'react'

type AnchorBaseProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>
type ButtonBaseProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>

function AnchorBase(props: AnchorBaseProps) {
  return <Anchor component="a" {...props} />
}

function ButtonBase(props: ButtonBaseProps) {
  return <Button component="a" {...props} />
}

/**
 * Mantine's Anchor and Button as typed router links (`to`, `params`, `search` checked against the
 * route tree), which `component={Link}` would lose.
 */
export const AnchorLink = createLink(AnchorBase)
export const ButtonLink = createLink(ButtonBase)

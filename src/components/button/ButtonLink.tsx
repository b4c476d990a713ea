import { createLink } from '@tanstack/react-router'
import { Button, type ButtonProps } from './Button'

function ButtonBase(props: ButtonProps<'a'>) {
  return <Button component="a" {...props} />
}

/**
 * The Button as a typed router link (`to`, `params`, `search` checked against the route tree),
 * which `component={Link}` would lose: use it for every route of this site.
 */
export const ButtonLink = createLink(ButtonBase)

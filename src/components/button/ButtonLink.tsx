import { createLink } from '@tanstack/react-router'
import { useSlowNavigation } from '~/components/navigation/use-slow-navigation'
import { Button, type ButtonProps } from './Button'

/** The Button as a link: loading while the page it leads to is slow to load. */
function ButtonBase({ loading, ...props }: ButtonProps<'a'>) {
  const slowHref = useSlowNavigation()
  const leading = slowHref !== null && slowHref === props.href
  return (
    <Button
      component="a"
      loading={loading || leading}

      {...props}
    />
  )
}

/**
 * The Button as a typed router link (`to`, `params`, `search` checked against the route tree),
 * which `component={Link}` would lose: use it for every route of this site.
 */
export const ButtonLink = createLink(ButtonBase)

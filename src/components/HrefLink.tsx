import { useRouter } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'

export interface HrefLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Open in a new tab (adds rel="noopener noreferrer"). */
  external?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/**
 * Paths the site answers without a page (the provider's interaction endpoints and its own
 * endpoints): the browser must load them itself, the router has nothing to render there.
 */
const SERVER_ENDPOINTS = ['/oidc/loginInteraction', '/oidc/selectAccountInteraction', '/oidc/op/']

const isServerEndpoint = (href: string) =>
  SERVER_ENDPOINTS.some(
    (path) =>
      href === path || href.startsWith(`${path}?`) || (path.endsWith('/') && href.startsWith(path)),
  )

function isModifiedClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.metaKey || event.altKey || event.ctrlKey || event.shiftKey || event.button !== 0
}

/**
 * Anchor for a URL given as a string (store settings, menu targets of pages that other routes
 * own): same-origin paths navigate client-side through the router, anything else is a normal
 * link. Prefer the typed `<Link to>` for routes known at compile time.
 */
export function HrefLink({
  href,
  external = false,
  onClick,
  target,
  rel,
  ref,
  ...rest
}: HrefLinkProps) {
  const router = useRouter()
  const isInternal =
    href.startsWith('/') && !href.startsWith('//') && !external && !isServerEndpoint(href)
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={external ? '_blank' : target}
      rel={external ? 'noopener noreferrer' : rel}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented || !isInternal || isModifiedClick(event) || target) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    />
  )
}

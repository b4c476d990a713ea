import type { LayoutFooterLink } from './types'

/**
 * Footer links to show: enabled ones whose display condition matches the signed-in state
 * (login → signed in, logout → signed out, other → always). Pure.
 */
export function visibleFooterLinks(
  links: readonly LayoutFooterLink[],
  isSignedIn: boolean,
): LayoutFooterLink[] {
  return links.filter((link) => {
    if (!link.enable) return false
    switch (link.display_type) {
      case 'login':
        return isSignedIn
      case 'logout':
        return !isSignedIn
      default:
        return true
    }
  })
}

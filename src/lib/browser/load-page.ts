/**
 * A full page load of `href` (fresh server render: new cookies and root data apply). One place,
 * so component tests can observe it.
 */
export function loadPage(href: string): void {
  window.location.assign(href)
}

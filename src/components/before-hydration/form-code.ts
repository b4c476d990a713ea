/**
 * Asks for the page's lazily loaded forms (lazy-form.tsx) as the entry starts (decision 0025,
 * amended). The server lists their chunks with the page (src/app/form-code.server.ts). A
 * `<link rel="modulepreload">` fetches and compiles each chunk without running it, so the form
 * hydrates as soon as React reaches it, while the chunks did not compete with the entry and the
 * stylesheets for a phone's bandwidth before the first paint.
 */
export function preloadFormCode(paths: readonly string[], nonce?: string) {
  const wanted = new Set(paths)
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="modulepreload"], script[type="module"][src]',
  )) {
    wanted.delete(new URL('href' in element ? element.href : element.src).pathname)
  }
  for (const href of wanted) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    if (nonce) link.nonce = nonce
    document.head.append(link)
  }
}

/**
 * Asks for the page's lazily loaded forms (lazy-form.tsx) as the entry starts (decision 0025,
 * amended). The server lists their chunks with the page (src/app/form-code.server.ts). A
 * `<link rel="modulepreload">` fetches and compiles each chunk without running it, so the form
 * hydrates as soon as React reaches it, while the chunks did not compete with the entry and the
 * stylesheets for a phone's bandwidth before the first paint.
 *
 * The links go in a few at a time, a task each: inserting a modulepreload link costs the main
 * thread (the 23 of /mypage/edit took 5–8 ms at once, 40–70 ms at 4× CPU), and all at once made
 * the router's hydration one long task (issue #30).
 */
const LINKS_PER_TASK = 4

export function preloadFormCode(paths: readonly string[], nonce?: string) {
  const wanted = new Set(paths)
  for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
    'link[rel="modulepreload"], script[type="module"][src]',
  )) {
    wanted.delete(new URL('href' in element ? element.href : element.src).pathname)
  }
  const hrefs = [...wanted]
  const insertBatch = () => {
    for (const href of hrefs.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      if (nonce) link.nonce = nonce
      document.head.append(link)
    }
    if (hrefs.length) setTimeout(insertBatch)
  }
  insertBatch()
}

/**
 * Makes everything on the page but `node` inert — out of reach of the mouse, the keyboard and
 * assistive technology — as a modal dialog does to what is behind it; returns what undoes it.
 * Only what was not inert already is touched, and only that is given back.
 */
export function inertOthers(node: Element): () => void {
  const made: Element[] = []
  for (let kept = node; kept.parentElement && kept !== document.body; kept = kept.parentElement) {
    for (const sibling of Array.from(kept.parentElement.children)) {
      if (sibling === kept || sibling.hasAttribute('inert')) continue
      sibling.setAttribute('inert', '')
      made.push(sibling)
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert')
  }
}

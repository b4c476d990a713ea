/**
 * For tests that compare our plain markup with what Mantine's components render (decision 0018).
 */

/** An element as a comparable value: tag, attributes (ids made neutral), children in order. */
export function shape(element: Element): unknown {
  const ids = (value: string) => value.replace(/mantine-_R_[0-9a-z]+_/g, 'ID')
  const attributes = Object.fromEntries(
    [...element.attributes]
      .map(({ name, value }) => {
        if (name === 'class') return [name, value.split(/\s+/).sort().join(' ')]
        if (name === 'aria-describedby') return [name, ids(value).split(/\s+/).join(' ')]
        return [name.toLowerCase(), ids(value)]
      })
      .sort(([a], [b]) => a!.localeCompare(b!)),
  )
  const children = [...element.childNodes].map((node) =>
    node instanceof Element ? shape(node) : node.textContent,
  )
  return { tag: element.tagName, attributes, children }
}

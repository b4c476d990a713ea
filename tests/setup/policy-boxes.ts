import { fireEvent } from '@testing-library/react'

const SIZES = ['scrollHeight', 'clientHeight', 'scrollTop'] as const
const isPolicyBox = (element: Element) => element.getAttribute('role') === 'region'

/**
 * jsdom lays nothing out, so every policy box would need no scrolling (read at once): this makes
 * them 700 px of text in a 200 px box until `restore`, read only once scrolled (scrollToEnd).
 */
export function tallPolicyBoxes(): { restore: () => void } {
  const scrollTops = new WeakMap<Element, number>()
  Object.defineProperties(HTMLElement.prototype, {
    scrollHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isPolicyBox(this) ? 700 : 0
      },
    },
    clientHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isPolicyBox(this) ? 200 : 0
      },
    },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return scrollTops.get(this) ?? 0
      },
      set(this: HTMLElement, top: number) {
        scrollTops.set(this, top)
      },
    },
  })
  return {
    restore: () => {
      for (const size of SIZES) Reflect.deleteProperty(HTMLElement.prototype, size)
    },
  }
}

/** Scrolls a box of tallPolicyBoxes to its end, as the visitor does. */
export function scrollToEnd(box: HTMLElement) {
  box.scrollTop = box.scrollHeight - box.clientHeight
  fireEvent.scroll(box)
}

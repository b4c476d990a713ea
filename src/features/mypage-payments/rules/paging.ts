/** A page link of the history's pager, or a gap between them. */
export type PagerItem =
  { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string }

/**
 * The pages the pager links to: the first, the last, and the current one with its neighbours,
 * with a gap where pages are left out (1 … 4 5 6 … 12) — but never for one page alone, which is
 * shown instead (1 2 3 4, not 1 2 … 4). Pure.
 */
export function pagerItems(currentPage: number, lastPage: number): PagerItem[] {
  const shown = new Set([1, lastPage, currentPage - 1, currentPage, currentPage + 1])
  const pages = [...shown].filter((page) => page >= 1 && page <= lastPage).sort((a, b) => a - b)
  const items: PagerItem[] = []
  pages.forEach((page, index) => {
    const previous = pages[index - 1]
    if (previous !== undefined && page - previous === 2)
      items.push({ kind: 'page', page: previous + 1, current: false })
    else if (previous !== undefined && page - previous > 2)
      items.push({ kind: 'gap', key: `gap-${previous}` })
    items.push({ kind: 'page', page, current: page === currentPage })
  })
  return items
}

/** The page asked for in the address, kept within 1…lastPage. */
export const clampPage = (page: number, lastPage: number): number =>
  Math.min(Math.max(1, page), Math.max(1, lastPage))

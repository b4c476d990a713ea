import type { Locator } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

/** A heading's text as drawn: its characters grouped by the line they are on. */
function drawnLines(heading: Locator): Promise<string[]> {
  return heading.evaluate((element) => {
    const lines = new Map<number, string>()
    const range = document.createRange()
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      for (let index = 0; index < node.length; index++) {
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const box = range.getClientRects()[0]
        if (!box) continue
        const top = Math.round(box.top)
        lines.set(top, (lines.get(top) ?? '') + node.data[index])
      }
    }
    return [...lines.values()].map((line) => line.trim())
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  // Headings that, wrapped at the last character that fits, left one character alone on a line.
  for (const path of ['/mypage/multi-factor/email', '/mypage/subscription/sub_20260115_0004']) {
    test(`${path}: a Japanese heading breaks between phrases, its lines balanced`, async ({
      page,
    }) => {
      await signInDirectly(page.request, FIXTURE_EMAILS.standard)
      await page.goto(path)
      for (const heading of await page.getByRole('heading').all()) {
        const lines = await drawnLines(heading)
        if (lines.length < 2) continue
        expect(lines.at(-1)!.length, `${lines.join(' / ')}`).toBeGreaterThan(2)
      }
    })
  }
})

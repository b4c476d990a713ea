import type { Page } from '@playwright/test'
import { FIXTURE_EMAILS, signInDirectly } from '../support/auth-flows'
import { expect, test } from '../support/test'

const MENU = ['ホーム', 'プラン', 'お支払い方法', 'お支払い履歴', 'トップページへ戻る']

const menu = (page: Page) => page.getByRole('navigation', { name: 'マイページメニュー' })

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a vertical side menu with the items for this store and member', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    // The slider is in the page for small screens but not displayed.
    await expect(menu(page).filter({ visible: true })).toHaveCount(1)
    const side = menu(page).filter({ visible: true })
    await expect(side.getByRole('link')).toHaveText(MENU)
    await expect(side.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page')
    await side.getByRole('link', { name: 'プラン' }).click()
    await expect(page).toHaveURL('/mypage/plans')
    await expect(side.getByRole('link', { name: 'プラン' })).toHaveAttribute('aria-current', 'page')
    // Stacked: each item below the one before, at the same left edge.
    const [first, second] = await Promise.all(
      [0, 1].map((index) => side.getByRole('link').nth(index).boundingBox()),
    )
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
    expect(second!.x).toBe(first!.x)
  })

  test('no Plans item for a member without contracts', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.unverified)
    await page.goto('/mypage')
    await expect(menu(page).filter({ visible: true }).getByRole('link')).toHaveText([
      'ホーム',
      'お支払い方法',
      'お支払い履歴',
      'トップページへ戻る',
    ])
  })

  test('no payment items when the store takes no payment', async ({ page, mock }) => {
    await mock.reset('store-payment-unavailable')
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    await expect(menu(page).filter({ visible: true }).getByRole('link')).toHaveText([
      'ホーム',
      'プラン',
      'トップページへ戻る',
    ])
  })

  test('the header menu leads to My Page and logout; the header changes after 5 px', async ({
    page,
  }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    const header = page.getByRole('banner')
    await expect(header).not.toHaveAttribute('data-scrolled')
    // A wheel turned while the page hydrates can be undone by the router's scroll restoration:
    // scroll again until the hydrated header has seen it.
    await expect(async () => {
      await page.mouse.wheel(0, 200)
      await expect(header).toHaveAttribute('data-scrolled', 'true', { timeout: 1000 })
    }).toPass()
    const profileMenu = page.getByRole('button', { name: 'アカウントメニュー' })
    await expect(header.getByRole('link', { name: 'ログアウト' })).toBeHidden()
    await profileMenu.click()
    await expect(profileMenu).toHaveAttribute('aria-expanded', 'true')
    await expect(header.getByRole('link', { name: 'マイページ' })).toHaveAttribute(
      'href',
      '/mypage',
    )
    await header.getByRole('link', { name: 'ログアウト' }).click()
    await expect(page).toHaveURL('/logout')
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('a horizontal slider, scrolled 160 px per button press or key', async ({ page }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    const slider = menu(page).filter({ visible: true })
    await expect(slider).toHaveCount(1)
    await expect(slider.getByRole('link')).toHaveText(MENU)
    const track = slider.getByTestId('account-nav-slider')
    const scrollLeft = () => track.evaluate((element) => element.scrollLeft)
    // Wider than the screen, and scrollable by touch (overflow), not clipped.
    expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
    expect(await track.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto')

    // One step is 160 px; the track then snaps to the nearest item's start.
    await slider.getByRole('button', { name: '次の項目を表示' }).click()
    await expect.poll(scrollLeft).toBeGreaterThan(120)
    const afterOneStep = await scrollLeft()
    expect(afterOneStep).toBeLessThan(200)
    await slider.getByRole('button', { name: '前の項目を表示' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(scrollLeft).toBeLessThan(40)
    // Keyboard users reach every item; the focused one scrolls into view.
    await slider.getByRole('link', { name: 'トップページへ戻る' }).focus()
    await expect(slider.getByRole('link', { name: 'トップページへ戻る' })).toBeInViewport()
  })

  test('the slider shows that it scrolls (its edges fade), and its buttons and items are 44 px touch targets', async ({
    page,
  }) => {
    await signInDirectly(page.request, FIXTURE_EMAILS.standard)
    await page.goto('/mypage')
    const slider = menu(page).filter({ visible: true })
    // The edge with more items behind it fades out: at the start the right one, at the end the left.
    const track = slider.getByTestId('account-nav-slider')
    const fades = () =>
      track.evaluate((element) => {
        const style = getComputedStyle(element)
        return [style.getPropertyValue('--fade-start'), style.getPropertyValue('--fade-end')]
      })
    expect(await track.evaluate((element) => getComputedStyle(element).maskImage)).toContain(
      'gradient',
    )
    await expect.poll(fades).toEqual(['0px', '40px'])
    await track.evaluate((element) => (element.scrollLeft = element.scrollWidth))
    await expect.poll(fades).toEqual(['40px', '0px'])
    for (const target of [
      slider.getByRole('button', { name: '前の項目を表示' }),
      slider.getByRole('button', { name: '次の項目を表示' }),
      slider.getByRole('link', { name: 'ホーム' }),
    ]) {
      const box = await target.boundingBox()
      expect(box!.width, `${target}`).toBeGreaterThanOrEqual(44)
      expect(box!.height, `${target}`).toBeGreaterThanOrEqual(44)
    }
  })
})

test('completion pages show neither menu nor Back link', async ({ page }) => {
  await signInDirectly(page.request, FIXTURE_EMAILS.standard)
  await page.goto('/mypage/social/disable/complete')
  await expect(
    page.getByRole('heading', { level: 1, name: '外部アカウントとの連携を解除しました' }),
  ).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await expect(page.getByRole('link', { name: '戻る', exact: true })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'マイページへ戻る' })).toHaveAttribute(
    'href',
    '/mypage',
  )
})

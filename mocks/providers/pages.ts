import { safeReturnTo, text, type Body } from '../http'
import { mockCardProviderScript, type MockProviderConfig } from './token-script'

/**
 * The simulated payment providers, pages on the site under /__mock/provider/ (plain HTML forms
 * and links, no script), so that registration and purchase can go through a provider and come
 * back without leaving the site. Each takes the return URL(s) it is given (site paths only) and
 * sends the browser back with an outcome (success, failure, cancel): the same shape as the real
 * providers' returns (api/paths/payment-providers.yaml).
 */

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
.box{border:1px solid #888;border-radius:8px;padding:1.25rem}
.note{color:#444;font-size:.875rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1rem}
button,a.button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:1px solid #1F5FBF;background:#fff;color:#1F5FBF;text-decoration:none;cursor:pointer}
button.primary,a.primary{background:#1F5FBF;color:#fff}
</style></head>
<body><main class="box"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

const badRequest = (what: string) => page('Mock provider', `<p>${escapeHtml(what)}</p>`, 400)

const outcomeButtons = (choices: [outcome: string, label: string][]) =>
  choices
    .map(
      ([outcome, label], index) =>
        `<button type="submit" name="outcome" value="${outcome}"${index === 0 ? ' class="primary"' : ''}>${escapeHtml(label)}</button>`,
    )
    .join('')

/** GET /__mock/provider/three-d-secure?returnUrl=…[&amount=…]: the issuer's challenge. */
export function threeDSecurePage(url: URL): Response {
  const returnUrl = safeReturnTo(url.searchParams.get('returnUrl'))
  if (!returnUrl) return badRequest('returnUrl must be a path on this site.')
  const amount = url.searchParams.get('amount')
  return page(
    '本人認証（3-D Secure）',
    `<p>カード発行会社の本人認証画面（モック）です。${amount ? `ご利用金額: ¥${escapeHtml(amount)}` : ''}</p>
<p class="note">Simulated 3-D Secure challenge: choose the outcome the issuer reports.</p>
<form method="post" action="${escapeHtml(returnUrl)}"><div class="actions">${outcomeButtons([
      ['success', '認証する (success)'],
      ['failure', '認証に失敗する (failure)'],
      ['cancel', 'キャンセル (cancel)'],
    ])}</div></form>`,
  )
}

const withQuery = (path: string, extra: Record<string, string>): string =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(extra).toString()}`

/** GET /__mock/provider/paypal?returnUrl=…&cancelUrl=…: PayPal's approval page. */
export function payPalPage(url: URL): Response {
  const returnUrl = safeReturnTo(url.searchParams.get('returnUrl'))
  const cancelUrl = safeReturnTo(url.searchParams.get('cancelUrl'))
  if (!returnUrl || !cancelUrl)
    return badRequest('returnUrl and cancelUrl must be paths on this site.')
  const token = `EC-MOCK${Math.random().toString(36).slice(2, 12).toUpperCase()}`
  const approve = withQuery(returnUrl, { token, PayerID: 'MOCKPAYER01' })
  const cancel = withQuery(cancelUrl, { token })
  return page(
    'PayPal（モック）',
    `<p>PayPalアカウントでの支払いに同意しますか？</p>
<p class="note">Simulated PayPal approval page.</p>
<div class="actions"><a class="button primary" href="${escapeHtml(approve)}">同意して続行 (approve)</a>
<a class="button" href="${escapeHtml(cancel)}">キャンセルしてストアに戻る (cancel)</a></div>`,
  )
}

/**
 * POST /__mock/provider/link: the carrier's page the hidden form posts to. Its params name the
 * returns (success_url, cancel_url, error_url, site paths); each button posts the params back.
 */
export function linkPage(body: Body): Response {
  const returns: [outcome: string, field: string, label: string][] = [
    ['success', 'success_url', '支払い方法を登録する (success)'],
    ['failure', 'error_url', 'エラーにする (failure)'],
    ['cancel', 'cancel_url', 'キャンセル (cancel)'],
  ]
  const targets = returns.map(([, field]) => safeReturnTo(text(body, field)))
  if (targets.some((target) => !target))
    return badRequest('success_url, error_url and cancel_url must be paths on this site.')
  const echoed = ['order_id', 'pay_method', 'cust_code']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(text(body, name))}">`)
    .join('')
  const name = text(body, 'item_name') || text(body, 'pay_method')
  const forms = returns
    .map(
      ([, , label], index) =>
        `<form method="post" action="${escapeHtml(targets[index] ?? '')}">${echoed}<button type="submit"${index === 0 ? ' class="primary"' : ''}>${escapeHtml(label)}</button></form>`,
    )
    .join('')
  return page(
    `${name}（モック）`,
    `<p>${escapeHtml(name)}でのお支払いを登録します。</p>
<p class="note">Simulated carrier page (link-type method). Order ${escapeHtml(text(body, 'order_id'))}.</p>
<div class="actions">${forms}</div>`,
  )
}

/** GET /__mock/card-provider/{token,three-d-secure}.js: the mock card provider's script. */
export function cardProviderScript(config: MockProviderConfig): Response {
  return new Response(mockCardProviderScript(config), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    },
  })
}

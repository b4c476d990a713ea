import { describe, expect, it } from 'vitest'
import { withoutRoutePaths } from './route-paths-out-of-client'

describe('withoutRoutePaths', () => {
  it("drops the path of each route's createFileRoute call, and nothing else", () => {
    const code = [
      "const Route = createFileRoute('/_account/mypage/invoice/$earningsId')({",
      '  loader: () => fetchInvoice("/_account/mypage"),',
      '})',
      'const Other = createFileRoute(`/plans/`)({ component: Plans })',
    ].join('\n')

    expect(withoutRoutePaths(code)).toBe(
      [
        'const Route = createFileRoute()({',
        '  loader: () => fetchInvoice("/_account/mypage"),',
        '})',
        'const Other = createFileRoute()({ component: Plans })',
      ].join('\n'),
    )
  })

  it('leaves a module without a file route as it is', () => {
    const code = 'export const Route = createRootRouteWithContext<Context>()({ head: () => ({}) })'
    expect(withoutRoutePaths(code)).toBe(code)
  })
})

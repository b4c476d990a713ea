import { describe, expect, it } from 'vitest'
import { lazyFormPreloads, lazyFormSpecifiers, withLazyFormPreloads } from './preload-lazy-forms'

describe('preloadLazyForms', () => {
  it('finds the modules made lazy forms of, typed or not', () => {
    const code = `export const A = lazyForm<Props>(() =>
  import('./AForm').then((module) => module.AForm),
)
export const B = lazyForm(() => import("./BForm").then((m) => m.BForm), {})
const other = () => import('./NotAForm')`
    expect(lazyFormSpecifiers(code)).toEqual(['./AForm', './BForm'])
  })

  it("gives a page's chunk its form's chunk and what that needs beyond the entry", () => {
    const chunk = (fileName: string, rest: Partial<Parameters<typeof lazyFormPreloads>[0][0]>) => ({
      fileName,
      isEntry: false,
      imports: [],
      dynamicImports: [],
      facadeModuleId: null,
      ...rest,
    })
    const preloads = lazyFormPreloads(
      [
        chunk('assets/entry.js', { isEntry: true, imports: ['assets/react.js'] }),
        chunk('assets/react.js', {}),
        chunk('assets/page.js', { dynamicImports: ['assets/form.js', 'assets/toast.js'] }),
        chunk('assets/form.js', {
          facadeModuleId: '/src/Form.tsx',
          imports: ['assets/forms-lib.js', 'assets/react.js'],
        }),
        chunk('assets/forms-lib.js', {}),
        chunk('assets/toast.js', { facadeModuleId: '/src/Toast.tsx' }),
      ],
      new Set(['/src/Form.tsx']),
    )
    expect(preloads).toEqual({ '/assets/page.js': ['/assets/form.js', '/assets/forms-lib.js'] })
  })

  it("gives them as form code to each route of Start's manifest that preloads the page's chunk", async () => {
    const manifest = `export const tsrStartManifest = () => ({ routes: {
      a: { preloads: ['/assets/page.js'] }, b: { preloads: ['/assets/other.js'] }, c: {} } })`
    const code = withLazyFormPreloads(manifest, {
      '/assets/page.js': ['/assets/form.js', '/assets/forms-lib.js'],
    })
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as {
      tsrStartManifest: () => { routes: Record<string, { preloads?: string[] }> }
    }
    expect(module.tsrStartManifest().routes).toEqual({
      a: { preloads: ['/assets/page.js'], formCode: ['/assets/form.js', '/assets/forms-lib.js'] },
      b: { preloads: ['/assets/other.js'] },
      c: {},
    })
  })
})

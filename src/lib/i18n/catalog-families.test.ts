import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, matchesGlob, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FAMILY_SOURCES } from '../../../lingui.config'
import { CATALOG_FAMILIES, catalogFamiliesOf } from './catalog-families'

const ROOT = join(import.meta.dirname, '../../..')
const ROUTES = join(ROOT, 'src/routes')

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return routeFiles(path)
    return name.endsWith('.tsx') ? [path] : []
  })
}

/** The URL of a route file: pathless `_layout` segments and `index` dropped, params filled. */
function urlOf(file: string): string {
  const segments = relative(ROUTES, file)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index')
    .map((segment) => (segment.startsWith('$') ? 'x' : segment))
  return `/${segments.join('/')}`
}

function familyOfFeature(feature: string) {
  const file = `${ROOT}/src/features/${feature}/Page.tsx`
  return CATALOG_FAMILIES.find((family) =>
    FAMILY_SOURCES[family].some((source) => {
      const pattern = source.replace('<rootDir>', ROOT)
      return file.startsWith(`${pattern}/`) || matchesGlob(file, pattern)
    }),
  )
}

/** Every page a route file renders: itself, or for a layout route, each page under it. */
function pagesOf(file: string): string[] {
  const children = file.replace(/\.tsx$/, '')
  const isLayout = statSync(children, { throwIfNoEntry: false })?.isDirectory()
  return isLayout ? routeFiles(children).map(urlOf) : [urlOf(file)]
}

describe('catalogFamiliesOf', () => {
  it('takes the longest matching prefix, whole segments only', () => {
    expect(catalogFamiliesOf('/mypage/edit')).toEqual(['mypage'])
    expect(catalogFamiliesOf('/mypage/multi-factor/otp')).toEqual(['mypage-security'])
    expect(catalogFamiliesOf('/mypage/reauthorize')).toEqual(['signin'])
    expect(catalogFamiliesOf('/signup')).toEqual(['signup'])
    expect(catalogFamiliesOf('/signupx')).toEqual([])
    expect(catalogFamiliesOf('/')).toEqual([])
  })

  it.each(routeFiles(ROUTES).map((file) => [relative(ROOT, file), file]))(
    '%s loads the catalogs of the features it renders',
    (_, file) => {
      const features = [
        ...readFileSync(file, 'utf8').matchAll(/from '~\/features\/([a-z-]+)\//g),
      ].map((match) => match[1]!)
      const families = features.map(familyOfFeature).filter((family) => family !== undefined)
      for (const page of pagesOf(file)) {
        expect(catalogFamiliesOf(page), page).toEqual(expect.arrayContaining(families))
      }
    },
  )
})

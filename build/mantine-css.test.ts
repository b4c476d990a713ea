import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss from 'postcss'
import { afterAll, describe, expect, it } from 'vitest'
import { dropUnusedMantineRules, usedMantineClasses } from './mantine-css'

const coreEsm = join(
  dirname(dirname(createRequire(import.meta.url).resolve('@mantine/core'))),
  'esm',
)

/** The class names of a Mantine component's CSS module, e.g. `{ root: 'm_77c9d27d', … }`. */
function classesOf(component: string): Record<string, string> {
  const file = join(coreEsm, 'components', component, `${component}.module.mjs`)
  const body = /\{([\s\S]*?)\}/.exec(readFileSync(file, 'utf8'))![1]
  return Object.fromEntries(
    [...body.matchAll(/"([\w-]+)":\s*"(m_[0-9a-f]+)"/g)].map(([, key, name]) => [key, name]),
  )
}

const sources = mkdtempSync(join(tmpdir(), 'mantine-css-'))
afterAll(() => rmSync(sources, { recursive: true, force: true }))

function usedBy(code: string): Set<string> {
  writeFileSync(join(sources, 'Page.tsx'), code)
  return usedMantineClasses(sources)
}

async function purge(css: string, used: string[]) {
  return (await postcss([dropUnusedMantineRules(new Set(used))]).process(css, { from: undefined }))
    .css
}

describe('usedMantineClasses', () => {
  it('has the classes of the components the sources import and of what those bring along', () => {
    const used = usedBy(`import { Button, type ButtonProps } from '@mantine/core'\n`)
    expect(used).toContain(classesOf('Button').root)
    expect(used).toContain(classesOf('UnstyledButton').root) // Button is an UnstyledButton
    expect(used).toContain(classesOf('Loader').root) // Button's loading state
    expect(used).not.toContain(classesOf('Accordion').root)
  })

  it('follows the components other Mantine packages render (modals → Modal)', () => {
    const used = usedBy(`import { ModalsProvider } from '@mantine/modals'\n`)
    expect(used).toContain(classesOf('Modal').root)
  })

  it("has the classes a source writes itself (plain markup in Mantine's look)", () => {
    const passwordInput = classesOf('PasswordInput')
    const used = usedBy(`export const TOGGLE = '${passwordInput.visibilityToggle}'\n`)
    expect(used).toContain(passwordInput.visibilityToggle)
    expect(used).not.toContain(passwordInput.root)
  })

  it('keeps Button, Badge and Loader in the app although src/ writes their markup itself', () => {
    const used = usedMantineClasses(fileURLToPath(new URL('../src', import.meta.url)))
    const button = classesOf('Button')
    const badge = classesOf('Badge')
    const loader = classesOf('Loader')
    for (const name of [
      button.root,
      button.inner,
      button.label,
      button.section,
      button.loader,
      classesOf('UnstyledButton').root,
      badge.root,
      badge['root--dot'],
      badge.label,
      loader.root,
      loader.ovalLoader,
    ])
      expect(used).toContain(name)
  })

  it('ignores type-only imports and test files', () => {
    expect(usedBy(`import type { AccordionProps } from '@mantine/core'\n`).size).toBe(0)
    writeFileSync(join(sources, 'Page.test.tsx'), `import { Accordion } from '@mantine/core'\n`)
    expect(usedBy('')).not.toContain(classesOf('Accordion').root)
  })
})

describe('dropUnusedMantineRules', () => {
  // Class names as Mantine's: m_ and hex digits. The app uses the first, not the second.
  const used = 'm_1ea0001'
  const unused = 'm_dead0001'

  it('drops the rules that need a class of a component the app does not use', async () => {
    const css = await purge(
      `:root{--mantine-scale:1}.${used}{color:red}.${unused}{color:blue}` +
        `.${used} .${unused},.${used}:hover{color:green}@keyframes spin{to{rotate:1turn}}`,
      [used],
    )
    expect(css).toBe(
      `:root{--mantine-scale:1}.${used}{color:red}.${used}:hover{color:green}@keyframes spin{to{rotate:1turn}}`,
    )
  })

  it('keeps selectors whose unused classes are only inside :not(), :where()…', async () => {
    const css = `.${used}:not(.${unused}){color:red}.${used}:where(.${unused},[data-x]){color:blue}`
    expect(await purge(css, [used])).toBe(css)
  })

  it('removes the @media blocks it leaves empty', async () => {
    expect(await purge(`@media (min-width:1em){@supports (display:grid){.${unused}{}}}`, [])).toBe(
      '',
    )
  })
})

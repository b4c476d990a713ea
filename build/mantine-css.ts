/**
 * Only the Mantine CSS the app can use, for the production build (vite.config.ts).
 *
 * Mantine's stylesheets hold every component's rules (36 kB gz for @mantine/core); the app uses
 * about a third of its components. Each component's class names (`m_77c9d27d`) live in its
 * `*.module.mjs`, so the components the app can render are known without building: every
 * `@mantine/*` name `src/` imports, and everything those modules import in turn (a Button brings
 * UnstyledButton and Loader), and every `m_…` class a source file writes itself. A rule whose selectors all need a class of none of those modules
 * can never match and is dropped; everything else (variables, baseline, global classes, keyframes)
 * stays. The set is computed from the sources at build time, so a component someone starts to
 * use brings its rules along by itself.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import type { AtRule, Plugin, Rule } from 'postcss'

const MANTINE_PACKAGE = /^@mantine\/(core|modals|notifications)$/
const CLASS_NAME = /\bm_[0-9a-f]{6,8}\b/g
/** `import { a, b as c, type d } from "x"` / `export { … } from "x"` / `import x from "x"`. */
const IMPORT =
  /(?:import|export)\s*(?:(?:type\s+)?\{([^}]*)\}|[\w$]+|\*\s+as\s+[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g

const require = createRequire(import.meta.url)

/** The names a specifier list imports (`a, b as c, type d` → a, b), without types. */
function importedNames(list: string | undefined): string[] {
  if (!list) return []
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0].trim())
}

/** Where each export of a package's ESM index comes from (name → module file). */
const exportMaps = new Map<string, Map<string, string>>()

function exportsOf(packageName: string): Map<string, string> {
  let map = exportMaps.get(packageName)
  if (map) return map
  // require.resolve gives the CommonJS entry (cjs/index.cjs); the ES modules sit next to it.
  const index = join(dirname(dirname(require.resolve(packageName))), 'esm', 'index.mjs')
  map = new Map()
  for (const [, list, specifier] of readFileSync(index, 'utf8').matchAll(IMPORT)) {
    if (!specifier.startsWith('.')) continue
    for (const part of (list ?? '').split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/)
      if (local) map.set(local.trim(), resolve(dirname(index), specifier))
    }
  }
  exportMaps.set(packageName, map)
  return map
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The Mantine class names of every component module reachable from the imports of `srcDir`. */
export function usedMantineClasses(srcDir: string): Set<string> {
  const classes = new Set<string>()
  const seen = new Set<string>()
  const queue: string[] = []
  const enqueueImports = (code: string, from: string | undefined) => {
    for (const [, list, specifier] of code.matchAll(IMPORT)) {
      const packageMatch = MANTINE_PACKAGE.exec(specifier)
      if (packageMatch) {
        const exports = exportsOf(specifier)
        for (const name of importedNames(list)) {
          const file = exports.get(name)
          if (file) queue.push(file)
        }
      } else if (from && specifier.startsWith('.')) {
        queue.push(resolve(dirname(from), specifier))
      }
    }
  }
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8')
    // Plain markup styled by Mantine's stylesheet names its classes itself (decision 0018).
    for (const [name] of code.matchAll(CLASS_NAME)) classes.add(name)
    enqueueImports(code, undefined)
  }
  let file: string | undefined
  while ((file = queue.pop())) {
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    if (file.endsWith('.module.mjs'))
      for (const [name] of code.matchAll(CLASS_NAME)) classes.add(name)
    enqueueImports(code, file)
  }
  return classes
}

/** `selector` without the arguments of :not()/:is()/:where()/:has(), which need no class. */
function withoutPseudoArguments(selector: string): string {
  let result = ''
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]
    if (char === '(') {
      depth++
      if (depth === 1) result += '('
    } else if (char === ')') {
      depth--
      if (depth === 0) result += ')'
    } else if (depth === 0) {
      result += char
    }
  }
  return result
}

const canMatch = (selector: string, used: Set<string>) =>
  (withoutPseudoArguments(selector).match(CLASS_NAME) ?? []).every((name) => used.has(name))

/** PostCSS plugin: drops the rules (and selectors) that need a Mantine class not in `used`. */
export function dropUnusedMantineRules(used: Set<string>): Plugin {
  return {
    postcssPlugin: 'drop-unused-mantine-rules',
    OnceExit(root) {
      root.walkRules((rule: Rule) => {
        if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as AtRule).name)) {
          return
        }
        const selectors = rule.selectors.filter((selector) => canMatch(selector, used))
        if (selectors.length === rule.selectors.length) return
        if (selectors.length > 0) {
          rule.selectors = selectors
          return
        }
        // Remove the rule, then the @media / @supports blocks it leaves empty.
        let parent = rule.parent
        rule.remove()
        while (parent?.type === 'atrule' && parent.nodes?.length === 0) {
          const next = parent.parent
          parent.remove()
          parent = next
        }
      })
    },
  }
}

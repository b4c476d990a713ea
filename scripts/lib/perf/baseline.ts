/**
 * An older commit's build, measured beside the current one in the same run (`--baseline <commit>`):
 * a detached git worktree in the temp directory (`perf-base-<short hash>`), kept for later runs,
 * with the packages of its own lock file (a link to this checkout's `node_modules` when the lock
 * files are the same, `npm ci` otherwise) and its own `npm run build`. Its own server/start.ts
 * serves it, so the server's changes since that commit count too.
 * `git worktree remove --force <dir>` deletes one.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT, run } from './servers.ts'

export interface Baseline {
  /** The commit's short hash, which names its pages in the report. */
  label: string
  root: string
  distDir: string
}

/** Written once the worktree's packages are installed and its build is complete. */
const READY_STAMP = '.perf-baseline-ready'

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()

export async function prepareBaseline(ref: string): Promise<Baseline> {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`)
  const label = commit.slice(0, 7)
  const root = join(tmpdir(), `perf-base-${label}`)
  const baseline = { label, root, distDir: join(root, 'dist') }
  const packages = join(root, 'node_modules')
  // A linked node_modules dangles once the checkout it points to is gone.
  if (existsSync(join(root, READY_STAMP)) && existsSync(packages)) return baseline

  console.log(`\nBaseline ${label}: a worktree in ${root}, its packages and its build…`)
  if (!existsSync(root)) git('worktree', 'add', '--detach', root, commit)
  const lock = (dir: string) => readFileSync(join(dir, 'package-lock.json'), 'utf8')
  if (lock(root) === lock(ROOT)) {
    if (!existsSync(packages)) {
      rmSync(packages, { force: true })
      symlinkSync(join(ROOT, 'node_modules'), packages)
    }
  } else {
    await run('npm', ['ci', '--no-audit', '--no-fund'], root)
  }
  await run('npm', ['run', 'build'], root)
  writeFileSync(join(root, READY_STAMP), `${commit}\n`)
  return baseline
}

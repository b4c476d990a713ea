import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { gateContract } from './contract-gate'

const fixture = (name: string) =>
  parse(
    readFileSync(
      resolve(import.meta.dirname, `../../tests/fixtures/contract-gate/${name}.yaml`),
      'utf8',
    ),
  )
const released = fixture('released')

test('a breaking change under the same major version fails, with each break in the changelog', () => {
  const verdict = gateContract(released, fixture('breaking'))
  expect(verdict.passed).toBe(false)
  const broken = verdict.breaking.map((diff) => diff.path.join('.'))
  const operation = 'paths./zapi/internal/mypage/screen-data.get'
  expect(broken).toEqual(
    expect.arrayContaining([
      expect.stringMatching(`^${operation}.parameters.0.required`),
      expect.stringMatching(`^${operation}.responses.200.content.application/json.schema.required`),
      expect.stringMatching(
        `^${operation}.responses.200.content.application/json.schema.properties.status.enum`,
      ),
    ]),
  )
  expect(verdict.changelog).toContain('# Contract changes 1.4.0 → 1.5.0')
  expect(verdict.changelog).toContain('## Breaking changes (3)')
  expect(verdict.changelog).toContain('- `GET /zapi/internal/mypage/screen-data`: ')
})

test('the same breaking change passes with a raised major version', () => {
  const nextMajor = { ...fixture('breaking'), info: { title: 'Gate fixture', version: '2.0.0' } }
  const verdict = gateContract(released, nextMajor)
  expect(verdict.breaking).toHaveLength(3)
  expect(verdict.passed).toBe(true)
})

test('a compatible change passes and is listed as non-breaking', () => {
  const verdict = gateContract(released, fixture('non-breaking'))
  expect(verdict.breaking).toEqual([])
  expect(verdict.passed).toBe(true)
  expect(verdict.changelog).toMatch(/## Non-breaking changes \(2\)/)
  expect(verdict.changelog).toContain('`GET /zapi/internal/mypage/news/screen-data`')
})

test('an unchanged contract passes with no change listed', () => {
  const verdict = gateContract(released, fixture('released'))
  expect(verdict.passed).toBe(true)
  expect(verdict.changelog).toContain('No changes.')
})

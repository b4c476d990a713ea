import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { bundledContract } from '../../mocks/testing/contract'
import { looserRequestLimits } from './request-limits'

const entityNames = Object.keys(
  (
    parse(
      readFileSync(resolve(import.meta.dirname, '../../api/components/entities.yaml'), 'utf8'),
    ) as { schemas: object }
  ).schemas,
)

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const contract = bundledContract() as Json

/** The contract with My Page's profile edit writing a nickname of up to `maxLength`. */
function withEditedNickname(maxLength: number): Json {
  const edited = structuredClone(contract)
  const profile = edited.components.schemas.Profile
  edited.components.schemas.AccountEditRequest.properties.optionalInfo = {
    ...profile,
    properties: { ...profile.properties, nickname: { type: ['string', 'null'], maxLength } },
  }
  return edited
}

describe('looserRequestLimits', () => {
  it('finds nothing in the contract', () => {
    expect(looserRequestLimits(contract, entityNames)).toEqual([])
  })

  it('finds a request that writes a longer nickname than Account reads back', () => {
    expect(looserRequestLimits(withEditedNickname(100), entityNames)).toEqual(
      expect.arrayContaining([
        {
          request: 'POST /zapi/account/edit.optionalInfo.nickname',
          entity: 'Account.nickname',
          limit: 'maxLength 100 looser than 50',
        },
      ]),
    )
    expect(looserRequestLimits(withEditedNickname(50), entityNames)).toEqual([])
  })

  it('compares each limit: a missing one, maximum, minimum, pattern and enum', () => {
    const small = {
      components: {
        schemas: {
          Thing: {
            type: 'object',
            properties: {
              code: { type: 'string', pattern: '^[a-z]+$' },
              count: { type: 'integer', minimum: 1, maximum: 9 },
              kind: { type: 'string', enum: ['a', 'b'] },
              label: { type: 'string', maxLength: 5 },
            },
          },
        },
      },
      paths: {
        '/things': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      code: { type: 'string' },
                      count: { type: 'integer', minimum: 0, maximum: 9 },
                      kind: { type: 'string', enum: ['a', 'c'] },
                      label: { type: 'string', enum: ['short', 'toolong'] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    }
    expect(looserRequestLimits(small, ['Thing']).map(({ limit }) => limit)).toEqual([
      'pattern null looser than "^[a-z]+$"',
      'minimum 0 looser than 1',
      'enum value "c" refused by the entity',
      'enum value "toolong" refused by the entity',
    ])
  })
})

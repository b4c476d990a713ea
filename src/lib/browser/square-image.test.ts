import { describe, expect, it } from 'vitest'
import { centredSquare } from './square-image'

describe('centredSquare', () => {
  it('takes the middle of a landscape image', () => {
    expect(centredSquare(400, 200)).toEqual({ x: 100, y: 0, side: 200 })
  })

  it('takes the middle of a portrait image', () => {
    expect(centredSquare(300, 901)).toEqual({ x: 0, y: 300, side: 300 })
  })

  it('takes a square image whole', () => {
    expect(centredSquare(50, 50)).toEqual({ x: 0, y: 0, side: 50 })
  })
})

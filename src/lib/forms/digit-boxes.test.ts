import { describe, expect, it } from 'vitest'
import {
  backspaceInBox,
  emptyDigits,
  pasteIntoBoxes,
  typeIntoBox,
  typedIntoBoxes,
} from './digit-boxes'

describe('typeIntoBox', () => {
  it('takes one digit and moves on to the next box', () => {
    expect(typeIntoBox(emptyDigits(4), 0, '7')).toEqual({ digits: ['7', '', '', ''], focus: 1 })
  })
  it('keeps the newest character when a filled box is typed into', () => {
    expect(typeIntoBox(['1', '2', '', ''], 1, '29')).toEqual({
      digits: ['1', '9', '', ''],
      focus: 2,
    })
  })
  it('turns a full-width digit into a half-width one', () => {
    expect(typeIntoBox(emptyDigits(4), 2, '５').digits).toEqual(['', '', '5', ''])
  })
  it('refuses anything but a digit', () => {
    const digits = ['1', '', '', '']
    expect(typeIntoBox(digits, 1, 'a')).toEqual({ digits, focus: 1 })
    expect(typeIntoBox(digits, 1, 'あ')).toEqual({ digits, focus: 1 })
  })
  it('stays on the last box', () => {
    expect(typeIntoBox(['1', '2', '3', ''], 3, '4').focus).toBe(3)
  })
})

describe('backspaceInBox', () => {
  it('clears a filled box and moves back', () => {
    expect(backspaceInBox(['1', '2', '3', ''], 2)).toEqual({ digits: ['1', '2', '', ''], focus: 1 })
  })
  it('clears the box before an empty one', () => {
    expect(backspaceInBox(['1', '2', '', ''], 2)).toEqual({ digits: ['1', '', '', ''], focus: 1 })
  })
  it('stays on the first box', () => {
    expect(backspaceInBox(['1', '', '', ''], 0)).toEqual({ digits: emptyDigits(4), focus: 0 })
  })
})

describe('pasteIntoBoxes', () => {
  it('fills every box from exactly as many digits', () => {
    expect(pasteIntoBoxes(4, '2580')).toEqual({ digits: ['2', '5', '8', '0'], focus: 3 })
  })
  it('normalises full-width digits, spaces and hyphens', () => {
    expect(pasteIntoBoxes(4, ' ２５－８０ ')?.digits).toEqual(['2', '5', '8', '0'])
  })
  it('ignores a paste of another count or with other characters', () => {
    expect(pasteIntoBoxes(4, '258')).toBeNull()
    expect(pasteIntoBoxes(4, '25801')).toBeNull()
    expect(pasteIntoBoxes(4, '25a0')).toBeNull()
  })
})

describe('typedIntoBoxes', () => {
  it('spreads what was typed into the first box over the boxes, one digit each', () => {
    expect(typedIntoBoxes(4, ['12', '', '', ''])).toEqual(['1', '2', '', ''])
    expect(typedIntoBoxes(4, ['123456', '', '', ''])).toEqual(['1', '2', '3', '4'])
  })
  it('keeps digits only, half-width, in box order', () => {
    expect(typedIntoBoxes(4, ['１a', '', '2', ''])).toEqual(['1', '2', '', ''])
    expect(typedIntoBoxes(4, emptyDigits(4))).toEqual(emptyDigits(4))
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { inertOthers } from './inert-others'

afterEach(() => {
  document.body.innerHTML = ''
})

const inert = () => Array.from(document.querySelectorAll('[inert]'), (element) => element.id).sort()

describe('inertOthers', () => {
  it('makes everything but the node and its ancestors inert, and gives it back', () => {
    document.body.innerHTML = `
      <header id="header"><a href="/">home</a></header>
      <main id="main"><h1 id="title">t</h1><section id="page"><div id="dialog"><input /></div><p id="after"></p></section></main>
      <footer id="footer"></footer>`
    const undo = inertOthers(document.getElementById('dialog')!)
    expect(inert()).toEqual(['after', 'footer', 'header', 'title'])
    undo()
    expect(inert()).toEqual([])
  })

  it('leaves alone what was inert before', () => {
    document.body.innerHTML = `<div id="other" inert></div><div id="dialog"></div>`
    inertOthers(document.getElementById('dialog')!)()
    expect(inert()).toEqual(['other'])
  })
})

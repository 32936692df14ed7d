import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sanitizeSvg, UnsafeSvgError } from './sanitize-svg.ts'

const malicious = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <script xlink:href="https://evil.example/x.js"/>
  <style>@import url(https://evil.example/x.css);</style>
  <rect width="10" height="10" onclick="alert(3)" onmouseover="alert(4)" fill="url(https://evil.example/p#x)"/>
  <image href="https://evil.example/track.png" width="1" height="1"/>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(5)">x</div></foreignObject>
  <a href="javascript:alert(6)"><text x="1" y="5">Logo &amp; Co</text></a>
  <linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
  <circle r="2" fill="url(#g)"/>
</svg>`

describe('sanitizeSvg', () => {
  const clean = sanitizeSvg(malicious)

  it('drops scripts, event handlers, foreign objects and every outside reference', () => {
    expect(clean).not.toMatch(/<script|onload|onclick|onmouseover|foreignObject|javascript:|evil\.example|@import/i)
    expect(clean).not.toContain('alert')
  })

  it('keeps the drawing: shapes, text, gradients referenced inside the file, as a standalone SVG', () => {
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(clean).toContain('viewBox="0 0 10 10"')
    expect(clean).toContain('<text x="1" y="5">Logo &amp; Co</text>')
    expect(clean).toContain('fill="url(#g)"')
    expect(clean).toContain('<rect width="10" height="10"/>')
  })

  it("leaves content/'s logos as they are", () => {
    const logo = readFileSync(new URL('../../../public/images/casinos/nordlicht-casino.svg', import.meta.url), 'utf8')
    expect(sanitizeSvg(logo)).toBe(logo.trim())
  })

  it('refuses what is no SVG at all', () => {
    expect(() => sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toThrow(UnsafeSvgError)
    expect(() => sanitizeSvg('not xml')).toThrow(UnsafeSvgError)
  })
})

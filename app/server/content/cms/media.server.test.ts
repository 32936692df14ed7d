import { describe, expect, it } from 'vitest'
import { cmsCollection } from './cms-collections.server.ts'
import { imageFieldPaths, mediaFilename, mediaSitePath } from './media.server.ts'

describe('the media library', () => {
  it("gives an image content/'s path while it has one, else its path under /media/", () => {
    expect(mediaSitePath({ filename: 'paypal.svg', sitePath: '/images/payments/paypal.svg' })).toBe(
      '/images/payments/paypal.svg',
    )
    expect(mediaSitePath({ filename: 'paypal-1.png', sitePath: null })).toBe('/media/paypal-1.png')
    expect(mediaSitePath({ filename: null })).toBeUndefined()
  })

  it('makes an upload name one a site path allows', () => {
    expect(mediaFilename('Glückshafen Logo (neu).PNG')).toBe('gluckshafen-logo-neu.png')
    expect(mediaFilename('../../etc/logo.png')).toBe('logo.png')
    expect(mediaFilename('foto.JPEG')).toBe('foto.jpg')
    expect(mediaFilename('.svg')).toBe('svg')
    expect(mediaFilename('###.png')).toBe('image.png')
  })

  it("finds a collection's image fields by their CMS paths", () => {
    expect(imageFieldPaths(cmsCollection('products').fields)).toEqual(['logo'])
    expect(imageFieldPaths(cmsCollection('authors').fields)).toEqual(['avatar'])
    expect(imageFieldPaths(cmsCollection('finance-products').fields)).toEqual(['logo'])
    expect(imageFieldPaths(cmsCollection('pages').fields)).toEqual([])
  })
})

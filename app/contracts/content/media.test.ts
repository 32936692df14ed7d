import { describe, expect, it } from 'vitest'
import { mediaSizeFile, mediaSrcSet } from './media.ts'

describe('mediaSrcSet', () => {
  it("names each width's copy of an upload the CMS resized", () => {
    expect(mediaSrcSet('/media/nordlicht-logo.png')).toBe(
      '/media/nordlicht-logo-160w.png 160w, /media/nordlicht-logo-320w.png 320w, /media/nordlicht-logo-640w.png 640w',
    )
    expect(mediaSizeFile('team.photo.jpg', 320)).toBe('team.photo-320w.jpg')
  })

  it('offers none for a vector image or an image content/ keeps under public/', () => {
    expect(mediaSrcSet('/media/logo.svg')).toBeUndefined()
    expect(mediaSrcSet('/images/casinos/nordlicht-casino.png')).toBeUndefined()
    expect(mediaSrcSet('https://cdn.example.com/media/x.png')).toBeUndefined()
  })
})

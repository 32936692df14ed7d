import { describe, expect, it } from 'vitest'
import { appConfig, type Website } from '../../app.config.ts'
import { websiteById } from '../site/website.ts'
import { pageHead, robotsContent, socialCardFor } from './seo.ts'

const site = websiteById(appConfig.defaultWebsiteId)
const meta = { title: 'Casino Boni 2026', description: 'Alle Boni im Vergleich', noIndex: false, noFollow: false }

describe('pageHead', () => {
  it('renders title, description, canonical and a 1200x630 Open Graph image', () => {
    const head = pageHead({ website: site, path: '/casino-boni/', locale: 'de-DE', meta })
    expect(head.meta).toContainEqual({ title: 'Casino Boni 2026' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'Alle Boni im Vergleich' })
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(head.meta).toContainEqual({ property: 'og:image:height', content: '630' })
    expect(head.meta).toContainEqual({ property: 'og:locale', content: 'de_DE' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://www.casinokompass.de/casino-boni/' }])
  })

  it.each([
    [false, false, 'index,follow'],
    [true, false, 'noindex,follow'],
    [false, true, 'index,nofollow'],
    [true, true, 'noindex,nofollow'],
  ])('robots for noIndex=%s noFollow=%s is %s', (noIndex, noFollow, expected) => {
    expect(robotsContent({ noIndex, noFollow })).toBe(expected)
  })

  it('gives site 75 its own twitter handle and image, every other site the default', () => {
    const site75: Website = { ...site, id: 75 }
    expect(socialCardFor(site75)).toEqual(appConfig.socialCards.bySiteId['75'])
    expect(socialCardFor(site)).toEqual(appConfig.socialCards.default)
    const head = pageHead({ website: site75, path: '/', locale: 'de-DE', meta })
    expect(head.meta).toContainEqual({ name: 'twitter:site', content: '@finanzvergleich' })
  })
})

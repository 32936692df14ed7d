import { describe, expect, test } from 'vitest'
import { blockContext } from '../../../tests/support/content-fixtures.ts'
import { renderToHtml } from '../../../tests/support/render-to-html.tsx'
import { VideoEmbed, youTubeEmbedUrl } from './component.tsx'
import type { VideoEmbedBlock } from './schema.ts'

const video: VideoEmbedBlock = { blockType: 'videoEmbed', videoId: 'dQw4w9WgXcQ', title: 'Einzahlung mit PayPal' }

describe('VideoEmbed', () => {
  test('before the click: a labelled play button and nothing from a third party', async () => {
    const html = await renderToHtml(<VideoEmbed block={video} context={blockContext} />)
    expect(html).toContain(
      '<button type="button" class="video-embed__play" aria-label="Video abspielen: Einzahlung mit PayPal">',
    )
    expect(html).not.toContain('<iframe')
    expect(html).not.toMatch(/youtube|ytimg|https?:\/\//)
    expect(html).not.toContain('<img')
  })

  test('uses the editor’s own poster image when there is one', async () => {
    const html = await renderToHtml(
      <VideoEmbed block={{ ...video, poster: '/videos/paypal.webp' }} context={blockContext} />,
    )
    expect(html).toMatch(
      /<img class="video-embed__poster" src="\/videos\/paypal.webp" alt="" width="1280" height="720"/,
    )
    expect(html).not.toMatch(/youtube|ytimg/)
  })

  test('the player it loads after the click is the privacy-enhanced one, autoplaying', () => {
    expect(youTubeEmbedUrl(video.videoId)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
  })
})

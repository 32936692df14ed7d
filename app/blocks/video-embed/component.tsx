// A lite YouTube embed (SPEC: a video plays only after a click). Until the click nothing is loaded
// from a third party: the poster is our own image or a CSS placeholder, never YouTube's thumbnail.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CspSources } from '../../security/csp-sources.ts'
import type { BlockComponentProps } from '../define-block.ts'
import type { VideoEmbedBlock } from './schema.ts'

const youTubeOrigin = 'https://www.youtube-nocookie.com'

export function youTubeEmbedUrl(videoId: string): string {
  return `${youTubeOrigin}/embed/${encodeURIComponent(videoId)}?autoplay=1`
}

/** The player frame appears only after a click, but the page policy must already allow it. */
export const videoEmbedCspSources = { 'frame-src': [youTubeOrigin] } as const satisfies CspSources

export function VideoEmbed({ block }: BlockComponentProps<VideoEmbedBlock>) {
  const { t } = useLingui()
  const [playing, setPlaying] = useState(false)
  const { title } = block
  return (
    <figure className="video-embed">
      <div className="video-embed__frame">
        {playing ? (
          <iframe
            className="video-embed__player"
            src={youTubeEmbedUrl(block.videoId)}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button
            type="button"
            className="video-embed__play"
            onClick={() => setPlaying(true)}
            aria-label={t`Video abspielen: ${title}`}
          >
            {block.poster && (
              <img className="video-embed__poster" src={block.poster} alt="" width={1280} height={720} loading="lazy" />
            )}
            <span className="video-embed__icon" aria-hidden="true" />
          </button>
        )}
      </div>
      <figcaption className="video-embed__caption">{title}</figcaption>
    </figure>
  )
}

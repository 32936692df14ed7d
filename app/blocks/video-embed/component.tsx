// A lite YouTube embed (SPEC: a video plays only after a click). Until the click nothing is loaded
// from a third party: the poster is our own image or a CSS placeholder, never YouTube's thumbnail.
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { BlockComponentProps } from '../define-block.ts'
import type { VideoEmbedBlock } from './schema.ts'

export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1`
}

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

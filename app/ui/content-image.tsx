// An image of the content (a logo, a photo) in a box of fixed width and height, so nothing moves
// when it loads; an image the CMS resized (docs/decisions/035-media-library.md) also offers its
// widths, and the browser takes the one that fills the box at the screen's density.
import type { ImgHTMLAttributes } from 'react'
import { mediaSrcSet } from '../contracts/content/media.ts'

type ContentImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string
  /** Empty when the text beside the image already says what it shows. */
  alt: string
  /** The box the image is laid out in, in CSS pixels. */
  width: number
  height: number
}

export function ContentImage({ className, src, alt, width, height, ...rest }: ContentImageProps) {
  const srcSet = mediaSrcSet(src)
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      {...(srcSet && { srcSet, sizes: `${width}px` })}
      {...rest}
    />
  )
}

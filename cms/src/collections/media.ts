// The media library (docs/decisions/035-media-library.md): every image of the content is an upload
// here, with its alt text and a copy at each width the site's srcset offers (sharp). An SVG is
// cleaned before it is stored; a file name is made one the site's paths allow. An image imported
// from content/ keeps the path it had there (sitePath) until its file is replaced.
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import {
  mediaCollection,
  mediaFilename,
  mediaSizeName,
  mediaWidths,
  sitePathField,
} from '../../../app/server/cms-contract.server.ts'
import { contentWriters } from '../access/roles.ts'
import { cmsConfig } from '../cms-env.ts'
import { rememberMediaUsers, revalidateDeletedMediaUsers, revalidateMediaUsers } from '../hooks/revalidate-site.ts'
import { sanitizeSvg } from '../media/sanitize-svg.ts'

/** Cleans an uploaded file before Payload reads it: its name, and an SVG's content. */
const cleanUpload: CollectionBeforeOperationHook = ({ args, operation }) => {
  const file = args.req?.file
  if ((operation !== 'create' && operation !== 'update') || !file) return args
  file.name = mediaFilename(file.name)
  if (file.mimetype === 'image/svg+xml' || file.name.endsWith('.svg')) {
    const clean = Buffer.from(sanitizeSvg(file.data.toString('utf8')))
    file.data = clean
    file.size = clean.length
    file.mimetype = 'image/svg+xml'
  }
  return args
}

/** A new file is no longer the one content/ had: the site serves it from the library from now on. */
const forgetSitePathOfNewFile: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && req.file && originalDoc?.[sitePathField] && data.filename !== undefined)
    return { ...data, [sitePathField]: null }
  return data
}

/** The library's thumbnail: the narrowest copy, or the file itself where there is none (an SVG). */
const smallestCopy = ({ doc }: { doc: Record<string, unknown> }): string | null => {
  const sizes = (doc.sizes ?? {}) as Record<string, { url?: string | null } | undefined>
  const copy = sizes[mediaSizeName(mediaWidths[0])]?.url
  return copy || (typeof doc.url === 'string' ? doc.url : null)
}

export const media: CollectionConfig = {
  slug: mediaCollection,
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Medien', en: 'Media' } },
  admin: {
    useAsTitle: 'alt',
    group: { de: 'Inhalte', en: 'Content' },
    defaultColumns: ['filename', 'alt', sitePathField, 'updatedAt'],
    description: {
      de: 'Bilder der Inhalte: Logos, Fotos, Artikelbilder. Der Alternativtext beschreibt das Bild für Screenreader.',
      en: 'Images of the content: logos, photos, article images. Alt text describes the image for screen readers.',
    },
  },
  access: { read: () => true, create: contentWriters, update: contentWriters, delete: contentWriters },
  upload: {
    staticDir: cmsConfig().mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'],
    // Each width the site's srcset names, never enlarged (a narrower original is kept at its size), so every one exists.
    imageSizes: mediaWidths.map((width) => ({
      name: mediaSizeName(width),
      width,
      withoutEnlargement: true,
      generateImageName: ({ originalName, sizeName, extension }) => `${originalName}-${sizeName}.${extension}`,
    })),
    adminThumbnail: smallestCopy,
    focalPoint: false,
    crop: false,
  },
  fields: [
    { name: 'alt', label: { de: 'Alternativtext', en: 'Alt text' }, type: 'text', required: true },
    {
      name: sitePathField,
      label: { de: 'Pfad in content/', en: 'Path in content/' },
      type: 'text',
      index: true,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          de: 'Wo content/ dieses Bild hält (unter public/). Leer bei einem hier hochgeladenen Bild.',
          en: 'Where content/ keeps this image (under public/). Empty for an image uploaded here.',
        },
      },
    },
  ],
  hooks: {
    beforeOperation: [cleanUpload],
    beforeChange: [forgetSitePathOfNewFile],
    afterChange: [revalidateMediaUsers],
    beforeDelete: [rememberMediaUsers],
    afterDelete: [revalidateDeletedMediaUsers],
  },
}

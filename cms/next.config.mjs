// The CMS's Next app: Payload's admin and REST API. It imports the site's block catalogue and content
// contract from ../app (one source of truth), so files outside this folder are compiled too.
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { cmsResponseHeaders } from './src/security/admin-security.ts'

/** @type {import('next').NextConfig} */
const nextConfig = {
  experimental: { externalDir: true },
  // The repository is the root of what the CMS runs: it has two lockfiles, the site's and this one.
  outputFileTracingRoot: dirname(dirname(fileURLToPath(import.meta.url))),
  // The repository's typecheck covers this code (npm run cms:typecheck); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The site's security headers and framing by the CMS's own pages only, on the admin and the REST API.
  headers: async () => [{ source: '/:path*', headers: cmsResponseHeaders }],
  webpack: (config) => {
    // The site's modules import each other with .ts extensions (Node strips types itself).
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'] }
    return config
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

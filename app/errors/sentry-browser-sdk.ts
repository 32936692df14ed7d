// The parts of @sentry/react the site uses, imported by name so the bundler keeps only those; the
// chunk is loaded on demand by sentry-browser.ts.
export { captureException, init, setTag } from '@sentry/react'

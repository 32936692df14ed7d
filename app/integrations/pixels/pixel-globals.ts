// The globals the networks' scripts define, typed where this code touches them. Before a script
// arrives each global is a queue of commands the script replays on load, the way their own loaders
// set them up.
type Command = unknown[]

export type MetaPixelFunction = ((...command: Command) => void) & {
  callMethod?: (...command: Command) => void
  queue: Command[]
  push: (...command: Command) => void
  loaded: boolean
  version: string
}

export const tiktokQueuedMethods = [
  'page',
  'track',
  'identify',
  'grantConsent',
  'revokeConsent',
  'holdConsent',
] as const
export type TikTokQueue = { push: (command: Command) => unknown } & Partial<
  Record<(typeof tiktokQueuedMethods)[number], (...args: Command) => void>
>

export type PixelWindow = Window & {
  fbq?: MetaPixelFunction
  _fbq?: MetaPixelFunction
  uetq?: { push: (...command: Command) => unknown }
  ttq?: TikTokQueue
}

export const pixelWindow = () => window as PixelWindow

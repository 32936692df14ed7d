// The nonce of this page's Content-Security-Policy, for inline scripts a component renders itself
// (TanStack's own carry it already). The browser's router reads it back from the server's HTML.
import { useRouter } from '@tanstack/react-router'

export const useCspNonce = (): string | undefined => useRouter().options.ssr?.nonce

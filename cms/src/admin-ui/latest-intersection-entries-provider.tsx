'use client'
// Installed when the admin's client code loads, before any of its fields renders and observes.
import type { ReactNode } from 'react'
import { latestEntriesOnly } from './latest-intersection-entries.ts'

const installed = Symbol.for('cms.latestIntersectionEntries')

if (typeof window !== 'undefined' && 'IntersectionObserver' in window && !(installed in window.IntersectionObserver)) {
  window.IntersectionObserver = Object.assign(latestEntriesOnly(window.IntersectionObserver), { [installed]: true })
}

/** Wraps the admin: its fields see each observed element's current state (see the module it installs). */
export function LatestIntersectionEntries({ children }: { children: ReactNode }) {
  return children
}

// What the impression says about the visitor's device (SPEC section 3): memory, time zone offset,
// screen resolution as WIDTHxHEIGHT and language.
import type { Device } from '../contracts/leads/schemas.ts'

export function readDevice(): Device {
  // deviceMemory is Chromium-only and not in the DOM typings.
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory
  return {
    ...(memory !== undefined && { memory }),
    timezoneOffset: new Date().getTimezoneOffset(),
    resolution: `${window.screen.width}x${window.screen.height}`,
    language: navigator.language,
  }
}

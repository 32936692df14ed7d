// Adds a third-party script to the page once (by element id) and removes it again on withdrawal.
export function loadScript(id: string, src: string): Promise<void> {
  if (document.getElementById(id)) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.id = id
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.append(script)
  })
}

export function removeScript(id: string): void {
  document.getElementById(id)?.remove()
}

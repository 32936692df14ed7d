'use client'
// The upload of the GGL's CSV: first what it changes, then "apply" (the same endpoint, apply=1).
import { useState } from 'react'

type Changes = { added: string[]; removed: string[]; unchanged: string[] }
type Props = {
  site: number
  locale: string
  texts: { upload: string; check: string; apply: string; applied: string; changesLine: string }
}

export function GglUploadForm({ site, locale, texts }: Props) {
  const [file, setFile] = useState<File>()
  const [changes, setChanges] = useState<Changes>()
  const [message, setMessage] = useState('')

  async function send(apply: boolean) {
    if (!file) return
    const search = new URLSearchParams({ site: String(site), locale, ...(apply && { apply: '1' }) })
    const response = await fetch(`/api/ggl-whitelist-import?${search}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: await file.text(),
      credentials: 'include',
    })
    const body = (await response.json()) as { changes?: Changes; errors?: { message: string }[] }
    if (!response.ok || !body.changes) {
      setMessage((body.errors ?? []).map((error) => error.message).join('; '))
      return
    }
    setChanges(body.changes)
    setMessage(apply ? texts.applied : '')
    if (apply) window.location.reload()
  }

  return (
    <form onSubmit={(event) => event.preventDefault()} data-ggl-upload={`${site}-${locale}`}>
      <label>
        {texts.upload}{' '}
        <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0])} />
      </label>{' '}
      <button type="button" onClick={() => send(false)} disabled={!file}>
        {texts.check}
      </button>
      {changes && (
        <div role="status">
          <p>
            {texts.changesLine
              .replace('{added}', String(changes.added.length))
              .replace('{removed}', String(changes.removed.length))
              .replace('{unchanged}', String(changes.unchanged.length))}
          </p>
          <ul>
            {changes.added.map((domain) => (
              <li key={`+${domain}`}>+ {domain}</li>
            ))}
            {changes.removed.map((domain) => (
              <li key={`-${domain}`}>− {domain}</li>
            ))}
          </ul>
          <button type="button" onClick={() => send(true)}>
            {texts.apply}
          </button>
        </div>
      )}
      {message && <p role="alert">{message}</p>}
    </form>
  )
}

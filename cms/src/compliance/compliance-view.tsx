// The editors' compliance view (/admin/compliance): for each German casino site, the site's copy of
// the GGL whitelist (its date and age, an upload of the GGL's CSV), every casino (whitelisted, bonus
// terms complete, the last import) and each page or post that breaks a rule, with a link to fix it.
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import type { AdminViewServerProps } from 'payload'
import { adminLanguage } from '../admin-language.ts'
import { marketStates } from './compliance-state.ts'
import { complianceTexts } from './compliance-texts.ts'
import { GglUploadForm } from './ggl-upload-form.tsx'

export async function ComplianceView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const text = complianceTexts[adminLanguage(req.i18n.language)]
  const markets = req.user ? await marketStates(req.payload) : []
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        <h1>{text.compliance}</h1>
        {markets.map((market) => (
          <section key={`${market.site}-${market.locale}`} data-compliance-market={`${market.site}-${market.locale}`}>
            <h2>{text.whitelistOf(market.site, market.locale)}</h2>
            <p>
              {market.whitelistTakenOn === undefined
                ? text.empty
                : text.takenOn(market.whitelistTakenOn, market.ageDays ?? 0)}
            </p>
            {market.stale && (
              <p role="alert">{text.stale(market.site, market.locale, market.whitelistTakenOn, market.ageDays)}</p>
            )}
            <GglUploadForm
              site={market.site}
              locale={market.locale}
              texts={{
                upload: text.upload,
                check: text.check,
                apply: text.apply,
                applied: text.applied,
                changesLine: text.changes('{added}', '{removed}', '{unchanged}'),
              }}
            />
            <h3>{text.casinos}</h3>
            <table>
              <thead>
                <tr>
                  {text.columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {market.casinos.map((casino) => (
                  <tr key={String(casino.doc.id)} data-casino={String(casino.doc.contentId)}>
                    <th scope="row">
                      <a href={`/admin/collections/products/${casino.doc.id}`}>{casino.name}</a>
                    </th>
                    <td>{casino.whitelisted ? text.yes : text.no}</td>
                    <td>{casino.bonusTermsComplete ? text.yes : text.no}</td>
                    <td>{market.whitelistTakenOn ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3>{text.failing}</h3>
            {market.failing.length === 0 ? (
              <p>{text.noneFailing}</p>
            ) : (
              <ul>
                {market.failing.map(({ slug, doc, title, problems }) => (
                  <li key={`${slug}-${doc.id}`}>
                    <a href={`/admin/collections/${slug}/${doc.id}`}>{title}</a>
                    <ul>
                      {problems.map((problem) => (
                        <li key={`${problem.rule}-${problem.path.join('.')}`}>{problem.message.de}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </Gutter>
    </DefaultTemplate>
  )
}

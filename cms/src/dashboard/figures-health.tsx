// What needs the operator's hand, whatever the period: leads waiting for or refused by their
// partner (oldest first, each failed one with a retry), conversion forwards per platform, each
// network's last postback (silent for more than a day is flagged) and the casinos the site hides
// (off the GGL whitelist, bonus terms incomplete), each with a link to fix it in the admin.
import type { Health } from '../../../app/server/cms-contract.server.ts'
import type { MarketState } from '../compliance/compliance-state.ts'
import type { Formats } from './figures-format.ts'
import type { FiguresTexts } from './figures-texts.ts'

function HeadRow({ cells }: { cells: readonly string[] }) {
  return (
    <thead>
      <tr>
        {cells.map((cell) => (
          <th key={cell} scope="col">
            {cell}
          </th>
        ))}
      </tr>
    </thead>
  )
}

export function HealthPanel({
  health,
  markets,
  text,
  format,
  retried,
  back,
}: {
  health: Health
  markets: MarketState[]
  text: FiguresTexts
  format: Formats
  retried: string | undefined
  back: string
}) {
  const partners = health.partners.filter(({ pending, failed }) => pending + failed > 0)
  const platforms = health.platforms.filter(({ pending, failed }) => pending + failed > 0)
  const hidden = markets.flatMap((market) =>
    market.casinos
      .filter((casino) => !casino.whitelisted || !casino.bonusTermsComplete)
      .map((casino) => ({ ...casino, market: `${market.site}-${market.locale}` })),
  )
  return (
    <section aria-labelledby="figures-health" id="health" data-health="">
      <h2 id="figures-health">{text.health}</h2>
      {retried && <p role="status">{retried === 'ok' ? text.retried : text.notRetried}</p>}
      <h3>{text.partners}</h3>
      {partners.length === 0 ? (
        <p>{text.noOpenLeads}</p>
      ) : (
        <>
          <table data-partners="">
            <HeadRow cells={text.partnerColumns} />
            <tbody>
              {partners.map((partner) => (
                <tr key={partner.partner} data-partner={partner.partner}>
                  <th scope="row">{partner.partner}</th>
                  <td>{format.count(partner.pending)}</td>
                  <td>{partner.oldestPending ? format.time(partner.oldestPending) : '–'}</td>
                  <td>{format.count(partner.failed)}</td>
                  <td>{partner.lastError ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table data-leads="">
            <HeadRow cells={text.leadColumns} />
            <tbody>
              {health.leads.map((lead) => (
                <tr key={lead.id} data-lead={lead.id}>
                  <th scope="row">{lead.id}</th>
                  <td>{lead.partner}</td>
                  <td>
                    {text.leadStatus[lead.status]}
                    {lead.status === 'failed' && (
                      <form
                        method="post"
                        action={`/api/figures/retry?${new URLSearchParams({ lead: String(lead.id), back })}`}
                        style={{ display: 'inline', marginInlineStart: 'calc(var(--base) / 2)' }}
                      >
                        <button
                          type="submit"
                          className="btn btn--style-secondary btn--size-small"
                          style={{ margin: 0 }}
                        >
                          {text.retry}
                        </button>
                      </form>
                    )}
                  </td>
                  <td>{format.time(lead.createdAt)}</td>
                  <td>{format.count(lead.attempts)}</td>
                  <td>{lead.error ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <h3>{text.platforms}</h3>
      {platforms.length === 0 ? (
        <p>{text.noForwards}</p>
      ) : (
        <table data-platforms="">
          <HeadRow cells={text.platformColumns} />
          <tbody>
            {platforms.map((platform) => (
              <tr key={platform.platform}>
                <th scope="row">{platform.platform}</th>
                <td>{format.count(platform.pending)}</td>
                <td>{format.count(platform.failed)}</td>
                <td>{format.count(platform.delivered)}</td>
                <td>{platform.lastError ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{text.networks}</h3>
      {health.networks.length === 0 ? (
        <p>{text.noPostbacks}</p>
      ) : (
        <table data-networks="">
          <HeadRow cells={text.networkColumns} />
          <tbody>
            {health.networks.map((network) => (
              <tr key={network.network} data-network={network.network}>
                <th scope="row">{network.network}</th>
                <td>
                  {format.time(network.lastAt)}
                  {network.silent && <strong> · {text.silent}</strong>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>{text.hiddenProducts}</h3>
      {hidden.length === 0 ? (
        <p>{text.noneHidden}</p>
      ) : (
        <table data-hidden-products="">
          <HeadRow cells={text.hiddenColumns} />
          <tbody>
            {hidden.map((casino) => (
              <tr key={`${casino.market}-${String(casino.doc.id)}`} data-hidden={String(casino.doc.contentId)}>
                <th scope="row">
                  <a href={`/admin/collections/products/${casino.doc.id}`}>{casino.name}</a>
                </th>
                <td>{casino.whitelisted ? text.yes : `${text.no} (${text.offWhitelist})`}</td>
                <td>{casino.bonusTermsComplete ? text.yes : `${text.no} (${text.incompleteBonus})`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

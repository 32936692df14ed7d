// The ways to the compliance view: a link in the admin's navigation, and on the dashboard a link
// with a warning for each copy of the GGL whitelist older than 31 days.
import type { ServerProps } from 'payload'
import { adminLanguage } from '../admin-language.ts'
import { marketStates } from './compliance-state.ts'
import { complianceTexts } from './compliance-texts.ts'

export function ComplianceNavLink({ user, i18n }: ServerProps) {
  if (!user) return null
  return (
    <a className="nav__link" href="/admin/compliance">
      {complianceTexts[adminLanguage(i18n.language)].compliance}
    </a>
  )
}

export async function ComplianceDashboardWarning({ user, i18n, payload }: ServerProps) {
  if (!user) return null
  const text = complianceTexts[adminLanguage(i18n.language)]
  const markets = await marketStates(payload)
  return (
    <div data-compliance-dashboard="">
      <p>
        <a href="/admin/compliance">{text.compliance}</a>: {text.dashboardLink}
      </p>
      {markets
        .filter((market) => market.stale)
        .map((market) => (
          <p key={`${market.site}-${market.locale}`} role="alert">
            {text.stale(market.site, market.locale, market.whitelistTakenOn, market.ageDays)}
          </p>
        ))}
    </div>
  )
}

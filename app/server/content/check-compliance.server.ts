// The German market's rules (app/products/compliance-rules.ts) over a locale's content, for
// `npm run content:check`, a seed and a start-up: every casino, every casino review's blocks, every
// page and post, where the market allows advertising only whitelisted casinos. A collection whose
// file is itself broken is not checked (its own problems are already reported).
import type { Website } from '../../../app.config.ts'
import {
  type ComplianceFacts,
  type ComplianceProblem,
  casinoComplianceProblems,
  documentComplianceProblems,
} from '../../products/compliance-rules.ts'
import { gglWhitelistOf } from '../../products/ggl-whitelist.ts'
import { showsWhitelistedOnly } from '../../products/market-rules.ts'
import type { LocaleContent } from './collections.server.ts'
import { toJsonPath } from './content-problems.server.ts'
import type { Report } from './parse-content-files.server.ts'

export function checkCompliance(site: Website, locale: string, content: LocaleContent, report: Report): void {
  if (!showsWhitelistedOnly(site, locale)) return
  const products = content.products
  const whitelist = content['ggl-whitelist']
  if (!products || !whitelist) return
  const facts: ComplianceFacts = { products, whitelist: gglWhitelistOf(whitelist) }
  const reportAll = (file: string, prefix: readonly (string | number)[], problems: ComplianceProblem[]) => {
    for (const { path, message } of problems) report(file, toJsonPath([...prefix, ...path]), message.en)
  }
  const productsFile = `${locale}/products.json`
  for (const [i, casino] of products.entries()) {
    reportAll(productsFile, [i], casinoComplianceProblems(casino))
    if (casino.blocks) reportAll(productsFile, [i], documentComplianceProblems({ blocks: casino.blocks }, facts))
  }
  const pageTypeOf = (name: string) =>
    site.routes.find((route) => route.name === name && route.meta.locale === locale)?.meta.pageType
  for (const { name, document } of content.pages ?? [])
    reportAll(`${locale}/pages/${name}.json`, [], documentComplianceProblems(document, facts, pageTypeOf(name)))
  for (const { name, document } of content.posts ?? [])
    reportAll(`${locale}/posts/${name}.json`, [], documentComplianceProblems(document, facts))
}

// Every block's schema by type: what the browser needs to parse a page's blocks. The catalogue
// holds the same schemas beside each block's example and CMS facts, which the browser never reads:
// importing it put all of them (~1 KB gzip) into every page's first load. catalogue.ts checks that
// both have the same types and schemas (and block-schemas.test.ts that they are the same objects).
import { affiliateDisclosureBlockSchema } from './affiliate-disclosure/schema.ts'
import { articleSummariesBlockSchema } from './article-summaries/schema.ts'
import { authorBoxBlockSchema } from './author-box/schema.ts'
import { callToActionBlockSchema } from './call-to-action/schema.ts'
import { casinoListBlockSchema } from './casino-list/schema.ts'
import { cookiePolicyBlockSchema } from './cookie-policy/schema.ts'
import { faqBlockSchema } from './faq/schema.ts'
import { financeProductListBlockSchema } from './finance-product-list/schema.ts'
import { gameProviderGridBlockSchema } from './game-provider-grid/schema.ts'
import { heroBlockSchema } from './hero/schema.ts'
import { leadQualifierBlockSchema } from './lead-qualifier/schema.ts'
import { legalNoticeBlockSchema } from './legal-notice/schema.ts'
import { paymentProviderGridBlockSchema } from './payment-provider-grid/schema.ts'
import { responsibleGamblingBlockSchema } from './responsible-gambling/schema.ts'
import { richTextBlockSchema } from './rich-text/schema.ts'
import { signupFormBlockSchema } from './signup-form/schema.ts'
import { slotsGridBlockSchema } from './slots-grid/schema.ts'
import { surveyBlockSchema } from './survey/schema.ts'
import { tableBlockSchema } from './table/schema.ts'
import { videoEmbedBlockSchema } from './video-embed/schema.ts'

export const blockSchemas = {
  hero: heroBlockSchema,
  casinoList: casinoListBlockSchema,
  richText: richTextBlockSchema,
  faq: faqBlockSchema,
  paymentProviderGrid: paymentProviderGridBlockSchema,
  gameProviderGrid: gameProviderGridBlockSchema,
  slotsGrid: slotsGridBlockSchema,
  articleSummaries: articleSummariesBlockSchema,
  authorBox: authorBoxBlockSchema,
  table: tableBlockSchema,
  videoEmbed: videoEmbedBlockSchema,
  callToAction: callToActionBlockSchema,
  responsibleGambling: responsibleGamblingBlockSchema,
  affiliateDisclosure: affiliateDisclosureBlockSchema,
  financeProductList: financeProductListBlockSchema,
  leadQualifier: leadQualifierBlockSchema,
  survey: surveyBlockSchema,
  signupForm: signupFormBlockSchema,
  legalNotice: legalNoticeBlockSchema,
  cookiePolicy: cookiePolicyBlockSchema,
} as const

export function isBlockType(type: string): type is keyof typeof blockSchemas {
  return Object.hasOwn(blockSchemas, type)
}

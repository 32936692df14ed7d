// One example of every block's props, by block type: the block gallery renders them and the schema
// export ships them to the CMS. Kept apart from registry.ts (which pulls in React components) so
// scripts can read it; the mapped type makes a block without an example a type error.

import { affiliateDisclosureExample } from './affiliate-disclosure/schema.ts'
import { articleSummariesExample } from './article-summaries/schema.ts'
import { authorBoxExample } from './author-box/schema.ts'
import { callToActionExample } from './call-to-action/schema.ts'
import { casinoListExample } from './casino-list/schema.ts'
import { faqExample } from './faq/schema.ts'
import { financeProductListExample } from './finance-product-list/schema.ts'
import { gameProviderGridExample } from './game-provider-grid/schema.ts'
import { heroExample } from './hero/schema.ts'
import { leadQualifierExample } from './lead-qualifier/schema.ts'
import { paymentProviderGridExample } from './payment-provider-grid/schema.ts'
import { responsibleGamblingExample } from './responsible-gambling/schema.ts'
import { richTextExample } from './rich-text/schema.ts'
import type { Block, BlockType } from './schemas.ts'
import { signupFormExample } from './signup-form/schema.ts'
import { slotsGridExample } from './slots-grid/schema.ts'
import { surveyExample } from './survey/schema.ts'
import { tableExample } from './table/schema.ts'
import { videoEmbedExample } from './video-embed/schema.ts'

export const blockExamples: { [K in BlockType]: Extract<Block, { blockType: K }> } = {
  hero: heroExample,
  casinoList: casinoListExample,
  richText: richTextExample,
  faq: faqExample,
  paymentProviderGrid: paymentProviderGridExample,
  gameProviderGrid: gameProviderGridExample,
  slotsGrid: slotsGridExample,
  articleSummaries: articleSummariesExample,
  authorBox: authorBoxExample,
  table: tableExample,
  videoEmbed: videoEmbedExample,
  callToAction: callToActionExample,
  responsibleGambling: responsibleGamblingExample,
  affiliateDisclosure: affiliateDisclosureExample,
  financeProductList: financeProductListExample,
  leadQualifier: leadQualifierExample,
  survey: surveyExample,
  signupForm: signupFormExample,
}

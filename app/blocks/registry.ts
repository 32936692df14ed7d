// One map from block type to block module. Adding a block: its folder, one line in schemas.ts,
// one here and one in examples.ts.

import { affiliateDisclosureBlock } from './affiliate-disclosure/index.ts'
import { articleSummariesBlock } from './article-summaries/index.ts'
import { authorBoxBlock } from './author-box/index.ts'
import { callToActionBlock } from './call-to-action/index.ts'
import { casinoListBlock } from './casino-list/index.ts'
import type { BlockDefinition } from './define-block.ts'
import { faqBlock } from './faq/index.ts'
import { financeProductListBlock } from './finance-product-list/index.ts'
import { gameProviderGridBlock } from './game-provider-grid/index.ts'
import { heroBlock } from './hero/index.ts'
import { leadQualifierBlock } from './lead-qualifier/index.ts'
import { paymentProviderGridBlock } from './payment-provider-grid/index.ts'
import { responsibleGamblingBlock } from './responsible-gambling/index.ts'
import { richTextBlock } from './rich-text/index.ts'
import type { Block, BlockType } from './schemas.ts'
import { signupFormBlock } from './signup-form/index.ts'
import { slotsGridBlock } from './slots-grid/index.ts'
import { surveyBlock } from './survey/index.ts'
import { tableBlock } from './table/index.ts'
import { videoEmbedBlock } from './video-embed/index.ts'

export const blockRegistry: { [K in BlockType]: BlockDefinition<Extract<Block, { blockType: K }>> } = {
  hero: heroBlock,
  casinoList: casinoListBlock,
  richText: richTextBlock,
  faq: faqBlock,
  paymentProviderGrid: paymentProviderGridBlock,
  gameProviderGrid: gameProviderGridBlock,
  slotsGrid: slotsGridBlock,
  articleSummaries: articleSummariesBlock,
  authorBox: authorBoxBlock,
  table: tableBlock,
  videoEmbed: videoEmbedBlock,
  callToAction: callToActionBlock,
  responsibleGambling: responsibleGamblingBlock,
  affiliateDisclosure: affiliateDisclosureBlock,
  financeProductList: financeProductListBlock,
  leadQualifier: leadQualifierBlock,
  survey: surveyBlock,
  signupForm: signupFormBlock,
}

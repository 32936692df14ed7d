// Every block's component and loader, by block type. Kept apart from catalogue.ts because it pulls in
// React (which scripts cannot load); the mapped type makes a catalogue block without a view, or a
// view for no catalogue block, a compile error.
import { affiliateDisclosureView } from './affiliate-disclosure/view.ts'
import { articleSummariesView } from './article-summaries/view.ts'
import { authorBoxView } from './author-box/view.ts'
import { callToActionView } from './call-to-action/view.ts'
import { casinoListView } from './casino-list/view.ts'
import type { BlockOf, BlockType } from './catalogue.ts'
import { cookiePolicyView } from './cookie-policy/view.ts'
import type { BlockView } from './define-block.ts'
import { faqView } from './faq/view.ts'
import { financeProductListView } from './finance-product-list/view.ts'
import { gameProviderGridView } from './game-provider-grid/view.ts'
import { heroView } from './hero/view.ts'
import { leadQualifierView } from './lead-qualifier/view.ts'
import { legalNoticeView } from './legal-notice/view.ts'
import { paymentProviderGridView } from './payment-provider-grid/view.ts'
import { responsibleGamblingView } from './responsible-gambling/view.ts'
import { richTextView } from './rich-text/view.ts'
import { signupFormView } from './signup-form/view.ts'
import { slotsGridView } from './slots-grid/view.ts'
import { surveyView } from './survey/view.ts'
import { tableView } from './table/view.ts'
import { videoEmbedView } from './video-embed/view.ts'

export const blockViews: { [K in BlockType]: BlockView<BlockOf<K>> } = {
  hero: heroView,
  casinoList: casinoListView,
  richText: richTextView,
  faq: faqView,
  paymentProviderGrid: paymentProviderGridView,
  gameProviderGrid: gameProviderGridView,
  slotsGrid: slotsGridView,
  articleSummaries: articleSummariesView,
  authorBox: authorBoxView,
  table: tableView,
  videoEmbed: videoEmbedView,
  callToAction: callToActionView,
  responsibleGambling: responsibleGamblingView,
  affiliateDisclosure: affiliateDisclosureView,
  financeProductList: financeProductListView,
  leadQualifier: leadQualifierView,
  survey: surveyView,
  signupForm: signupFormView,
  legalNotice: legalNoticeView,
  cookiePolicy: cookiePolicyView,
}

import { VisualEditingBridge as VisualEditingBridge_baa48d74ec807b1ddaf636ffc01882bc } from '../../../visual-editing/visual-editing-bridge.tsx'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FiguresNavLink as FiguresNavLink_bb21510082613666e781c9bb21001109 } from '../../../dashboard/figures-nav-link.tsx'
import { ComplianceNavLink as ComplianceNavLink_151315b5864cb330ba99f17c4fe64cca } from '../../../compliance/compliance-nav-link.tsx'
import { FiguresDashboardTiles as FiguresDashboardTiles_71096e5d0917123b2038407d9ecdfde9 } from '../../../dashboard/figures-tiles.tsx'
import { ComplianceDashboardWarning as ComplianceDashboardWarning_151315b5864cb330ba99f17c4fe64cca } from '../../../compliance/compliance-nav-link.tsx'
import { LatestIntersectionEntries as LatestIntersectionEntries_d1d4f57daab89399c6f0b4085aad4d4c } from '../../../admin-ui/latest-intersection-entries-provider.tsx'
import { FiguresView as FiguresView_0a3aa8189bf0ab38145a84de74201e5c } from '../../../dashboard/figures-view.tsx'
import { ComplianceView as ComplianceView_2dd2f84e3fd5a165cc15e75d660514cb } from '../../../compliance/compliance-view.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/visual-editing/visual-editing-bridge.tsx#VisualEditingBridge": VisualEditingBridge_baa48d74ec807b1ddaf636ffc01882bc,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/dashboard/figures-nav-link.tsx#FiguresNavLink": FiguresNavLink_bb21510082613666e781c9bb21001109,
  "/compliance/compliance-nav-link.tsx#ComplianceNavLink": ComplianceNavLink_151315b5864cb330ba99f17c4fe64cca,
  "/dashboard/figures-tiles.tsx#FiguresDashboardTiles": FiguresDashboardTiles_71096e5d0917123b2038407d9ecdfde9,
  "/compliance/compliance-nav-link.tsx#ComplianceDashboardWarning": ComplianceDashboardWarning_151315b5864cb330ba99f17c4fe64cca,
  "/admin-ui/latest-intersection-entries-provider.tsx#LatestIntersectionEntries": LatestIntersectionEntries_d1d4f57daab89399c6f0b4085aad4d4c,
  "/dashboard/figures-view.tsx#FiguresView": FiguresView_0a3aa8189bf0ab38145a84de74201e5c,
  "/compliance/compliance-view.tsx#ComplianceView": ComplianceView_2dd2f84e3fd5a165cc15e75d660514cb,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

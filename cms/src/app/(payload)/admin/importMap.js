import { FiguresNavLink as FiguresNavLink_bb21510082613666e781c9bb21001109 } from '../../../dashboard/figures-nav-link.tsx'
import { FiguresDashboardLink as FiguresDashboardLink_bb21510082613666e781c9bb21001109 } from '../../../dashboard/figures-nav-link.tsx'
import { FiguresView as FiguresView_0a3aa8189bf0ab38145a84de74201e5c } from '../../../dashboard/figures-view.tsx'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/dashboard/figures-nav-link.tsx#FiguresNavLink": FiguresNavLink_bb21510082613666e781c9bb21001109,
  "/dashboard/figures-nav-link.tsx#FiguresDashboardLink": FiguresDashboardLink_bb21510082613666e781c9bb21001109,
  "/dashboard/figures-view.tsx#FiguresView": FiguresView_0a3aa8189bf0ab38145a84de74201e5c,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

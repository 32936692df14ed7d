import * as migration_20261123_173728_initial from './20261123_173728_initial';
import * as migration_20261125_114357_product_outbound_links from './20261125_114357_product_outbound_links';
import * as migration_20261126_223509_user_roles from './20261126_223509_user_roles';
import * as migration_20261126_223540_casino_review from './20261126_223540_casino_review';
import * as migration_20261126_223949_redirects from './20261126_223949_redirects';
import * as migration_20261126_230353_casino_review_blocks from './20261126_230353_casino_review_blocks';
import * as migration_20261127_003921_cms_drafts from './20261127_003921_cms_drafts';
import * as migration_20261127_015147_media from './20261127_015147_media';
import * as migration_20261128_024332_product_bonus_terms from './20261128_024332_product_bonus_terms';
import * as migration_20261128_025642_ggl_whitelist from './20261128_025642_ggl_whitelist';
import * as migration_20261128_055949_category_scores from './20261128_055949_category_scores';

export const migrations = [
  {
    up: migration_20261123_173728_initial.up,
    down: migration_20261123_173728_initial.down,
    name: '20261123_173728_initial',
  },
  {
    up: migration_20261125_114357_product_outbound_links.up,
    down: migration_20261125_114357_product_outbound_links.down,
    name: '20261125_114357_product_outbound_links',
  },
  {
    up: migration_20261126_223509_user_roles.up,
    down: migration_20261126_223509_user_roles.down,
    name: '20261126_223509_user_roles',
  },
  {
    up: migration_20261126_223540_casino_review.up,
    down: migration_20261126_223540_casino_review.down,
    name: '20261126_223540_casino_review',
  },
  {
    up: migration_20261126_223949_redirects.up,
    down: migration_20261126_223949_redirects.down,
    name: '20261126_223949_redirects',
  },
  {
    up: migration_20261126_230353_casino_review_blocks.up,
    down: migration_20261126_230353_casino_review_blocks.down,
    name: '20261126_230353_casino_review_blocks',
  },
  {
    up: migration_20261127_003921_cms_drafts.up,
    down: migration_20261127_003921_cms_drafts.down,
    name: '20261127_003921_cms_drafts',
  },
  {
    up: migration_20261127_015147_media.up,
    down: migration_20261127_015147_media.down,
    name: '20261127_015147_media',
  },
  {
    up: migration_20261128_024332_product_bonus_terms.up,
    down: migration_20261128_024332_product_bonus_terms.down,
    name: '20261128_024332_product_bonus_terms',
  },
  {
    up: migration_20261128_025642_ggl_whitelist.up,
    down: migration_20261128_025642_ggl_whitelist.down,
    name: '20261128_025642_ggl_whitelist',
  },
  {
    up: migration_20261128_055949_category_scores.up,
    down: migration_20261128_055949_category_scores.down,
    name: '20261128_055949_category_scores',
  },
];

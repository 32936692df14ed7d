// A product's rating is computed from the editors' scores per category (app/products/scoring.ts),
// no longer typed: the rating columns give way to one column per category. Every category of an
// existing casino or finance product starts at its old rating, so each keeps its rating exactly
// until an editor scores the categories (docs/decisions/082-scoring-method.md); content/ carries
// scores derived from each casino's facts instead.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_licence\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_bonus\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_payments\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_games\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_mobile\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`scores_support\` numeric;`)
  await db.run(sql`UPDATE \`products\` SET \`scores_licence\` = \`rating\`, \`scores_bonus\` = \`rating\`, \`scores_payments\` = \`rating\`, \`scores_games\` = \`rating\`, \`scores_mobile\` = \`rating\`, \`scores_support\` = \`rating\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`rating\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_licence\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_bonus\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_payments\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_games\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_mobile\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_scores_support\` numeric;`)
  await db.run(sql`UPDATE \`_products_v\` SET \`version_scores_licence\` = \`version_rating\`, \`version_scores_bonus\` = \`version_rating\`, \`version_scores_payments\` = \`version_rating\`, \`version_scores_games\` = \`version_rating\`, \`version_scores_mobile\` = \`version_rating\`, \`version_scores_support\` = \`version_rating\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_rating\`;`)
  await db.run(
    sql`UPDATE \`finance_products\` SET \`entry\` = json_set(json_remove(\`entry\`, '$.rating'), '$.scores', json_object('costs', json_extract(\`entry\`, '$.rating'), 'conditions', json_extract(\`entry\`, '$.rating'), 'application', json_extract(\`entry\`, '$.rating'), 'service', json_extract(\`entry\`, '$.rating'))) WHERE json_type(\`entry\`, '$.rating') IS NOT NULL;`,
  )
  await db.run(
    sql`UPDATE \`_finance_products_v\` SET \`version_entry\` = json_set(json_remove(\`version_entry\`, '$.rating'), '$.scores', json_object('costs', json_extract(\`version_entry\`, '$.rating'), 'conditions', json_extract(\`version_entry\`, '$.rating'), 'application', json_extract(\`version_entry\`, '$.rating'), 'service', json_extract(\`version_entry\`, '$.rating'))) WHERE json_type(\`version_entry\`, '$.rating') IS NOT NULL;`,
  )
}

/** Back to a typed rating: the weighted mean the site showed. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`rating\` numeric;`)
  await db.run(sql`UPDATE \`products\` SET \`rating\` = round((25 * \`scores_licence\` + 20 * \`scores_bonus\` + 20 * \`scores_payments\` + 15 * \`scores_games\` + 10 * \`scores_mobile\` + 10 * \`scores_support\`) / 100.0, 1);`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_licence\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_bonus\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_payments\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_games\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_mobile\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`scores_support\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_rating\` numeric;`)
  await db.run(sql`UPDATE \`_products_v\` SET \`version_rating\` = round((25 * \`version_scores_licence\` + 20 * \`version_scores_bonus\` + 20 * \`version_scores_payments\` + 15 * \`version_scores_games\` + 10 * \`version_scores_mobile\` + 10 * \`version_scores_support\`) / 100.0, 1);`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_licence\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_bonus\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_payments\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_games\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_mobile\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_scores_support\`;`)
  await db.run(
    sql`UPDATE \`finance_products\` SET \`entry\` = json_set(json_remove(\`entry\`, '$.scores'), '$.rating', round((40 * json_extract(\`entry\`, '$.scores.costs') + 25 * json_extract(\`entry\`, '$.scores.conditions') + 20 * json_extract(\`entry\`, '$.scores.application') + 15 * json_extract(\`entry\`, '$.scores.service')) / 100.0, 1)) WHERE json_type(\`entry\`, '$.scores') IS NOT NULL;`,
  )
  await db.run(
    sql`UPDATE \`_finance_products_v\` SET \`version_entry\` = json_set(json_remove(\`version_entry\`, '$.scores'), '$.rating', round((40 * json_extract(\`version_entry\`, '$.scores.costs') + 25 * json_extract(\`version_entry\`, '$.scores.conditions') + 20 * json_extract(\`version_entry\`, '$.scores.application') + 15 * json_extract(\`version_entry\`, '$.scores.service')) / 100.0, 1)) WHERE json_type(\`version_entry\`, '$.scores') IS NOT NULL;`,
  )
}

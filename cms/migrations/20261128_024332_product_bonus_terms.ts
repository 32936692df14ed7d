// A casino's bonus states its terms (who may claim it, the occasion, its validity, what the wagering
// applies to, the maximum stake): new nullable columns, filled by editors or by content/ on import.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bonus_eligibility\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bonus_occasion\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bonus_valid_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bonus_wagering_base\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_bonus_max_stake\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`bonus_eligibility\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`bonus_occasion\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`bonus_valid_days\` numeric;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`bonus_wagering_base\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`bonus_max_stake\` numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bonus_eligibility\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bonus_occasion\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bonus_valid_days\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bonus_wagering_base\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_bonus_max_stake\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bonus_eligibility\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bonus_occasion\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bonus_valid_days\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bonus_wagering_base\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`bonus_max_stake\`;`)
}

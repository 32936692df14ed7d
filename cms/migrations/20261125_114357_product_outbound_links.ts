import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`domain\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`network_content_id\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`network_domain\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`domain\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`network_content_id\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`network_domain\`;`)
}

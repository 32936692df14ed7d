import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`review_verdict\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`review_author_id\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`review_reviewed_at\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`review_verdict\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`review_author_id\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`review_reviewed_at\`;`)
}

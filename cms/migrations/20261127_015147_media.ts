import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { cmsConfig } from '../src/cms-env.ts'
import { importImages } from '../src/content/content-media.ts'

/** The path columns of images so far (tables and their versions) whose upload column (`<column>_id`) replaces them. */
const tablesWithImages: [table: string, column: string][] = [
  ['posts', 'image'],
  ['authors', 'avatar'],
  ['game_providers', 'logo'],
  ['payment_providers', 'logo'],
  ['slots', 'image'],
  ['products', 'logo'],
]
const pathColumns = tablesWithImages.flatMap(([table, column]): [string, string][] => [
  [table, column],
  [`_${table}_v`, `version_${column}`],
])

/** A finance product's logo was inside its entry's JSON; it is an upload column beside it now. */
const entryColumns: [table: string, column: string, target: string][] = [
  ['finance_products', 'entry', 'logo_id'],
  ['_finance_products_v', 'version_entry', 'version_logo_id'],
]

/**
 * The images existing documents show become uploads of the media library, as the first start's import
 * makes them (a file under public/, each once), before the path columns go: no document loses its image.
 */
async function uploadExistingImages({ db, payload, req }: Pick<MigrateUpArgs, 'db' | 'payload' | 'req'>) {
  const uses: { table: string; target: string; where: ReturnType<typeof sql>; path: string }[] = []
  for (const [table, column] of pathColumns) {
    const rows = await db.all<{ path: string }>(
      sql`SELECT DISTINCT ${sql.identifier(column)} AS path FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    )
    for (const { path } of rows)
      uses.push({ table, target: `${column}_id`, where: sql`${sql.identifier(column)} = ${path}`, path })
  }
  for (const [table, column, target] of entryColumns) {
    const logo = sql`json_extract(${sql.identifier(column)}, '$.logo')`
    const rows = await db.all<{ path: string }>(
      sql`SELECT DISTINCT ${logo} AS path FROM ${sql.identifier(table)} WHERE ${logo} IS NOT NULL`,
    )
    for (const { path } of rows) uses.push({ table, target, where: sql`${logo} = ${path}`, path })
  }
  const outside = uses.filter(({ path }) => !path.startsWith('/'))
  for (const { table, path } of outside)
    payload.logger.warn(`${table}: the image ${path} is not a file under public/; upload it in the media library`)
  const ids = await importImages(
    payload,
    uses.filter(({ path }) => path.startsWith('/')).map(({ path }) => path),
    cmsConfig().publicDir,
    { importing: true },
    req,
  )
  for (const { table, target, where, path } of uses) {
    const id = ids.get(path)
    if (id !== undefined)
      await db.run(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(target)} = ${id} WHERE ${where}`)
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`site_path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_160w_url\` text,
  	\`sizes_160w_width\` numeric,
  	\`sizes_160w_height\` numeric,
  	\`sizes_160w_mime_type\` text,
  	\`sizes_160w_filesize\` numeric,
  	\`sizes_160w_filename\` text,
  	\`sizes_320w_url\` text,
  	\`sizes_320w_width\` numeric,
  	\`sizes_320w_height\` numeric,
  	\`sizes_320w_mime_type\` text,
  	\`sizes_320w_filesize\` numeric,
  	\`sizes_320w_filename\` text,
  	\`sizes_640w_url\` text,
  	\`sizes_640w_width\` numeric,
  	\`sizes_640w_height\` numeric,
  	\`sizes_640w_mime_type\` text,
  	\`sizes_640w_filesize\` numeric,
  	\`sizes_640w_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_site_path_idx\` ON \`media\` (\`site_path\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_160w_sizes_160w_filename_idx\` ON \`media\` (\`sizes_160w_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_320w_sizes_320w_filename_idx\` ON \`media\` (\`sizes_320w_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_640w_sizes_640w_filename_idx\` ON \`media\` (\`sizes_640w_filename\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_image_idx\` ON \`posts\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_image_idx\` ON \`_posts_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`authors\` ADD \`avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`authors_avatar_idx\` ON \`authors\` (\`avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`_authors_v\` ADD \`version_avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_avatar_idx\` ON \`_authors_v\` (\`version_avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`game_providers\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`game_providers_logo_idx\` ON \`game_providers\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_game_providers_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version_logo_idx\` ON \`_game_providers_v\` (\`version_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`payment_providers\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`payment_providers_logo_idx\` ON \`payment_providers\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_payment_providers_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version_logo_idx\` ON \`_payment_providers_v\` (\`version_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`slots\` ADD \`image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`slots_image_idx\` ON \`slots\` (\`image_id\`);`)
  await db.run(sql`ALTER TABLE \`_slots_v\` ADD \`version_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version_image_idx\` ON \`_slots_v\` (\`version_image_id\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`products_logo_idx\` ON \`products\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_logo_idx\` ON \`_products_v\` (\`version_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`finance_products\` ADD \`logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`finance_products_logo_idx\` ON \`finance_products\` (\`logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_finance_products_v\` ADD \`version_logo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version_logo_idx\` ON \`_finance_products_v\` (\`version_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`media_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await uploadExistingImages({ db, payload, req })
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`image\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_image\`;`)
  await db.run(sql`ALTER TABLE \`authors\` DROP COLUMN \`avatar\`;`)
  await db.run(sql`ALTER TABLE \`_authors_v\` DROP COLUMN \`version_avatar\`;`)
  await db.run(sql`ALTER TABLE \`game_providers\` DROP COLUMN \`logo\`;`)
  await db.run(sql`ALTER TABLE \`_game_providers_v\` DROP COLUMN \`version_logo\`;`)
  await db.run(sql`ALTER TABLE \`payment_providers\` DROP COLUMN \`logo\`;`)
  await db.run(sql`ALTER TABLE \`_payment_providers_v\` DROP COLUMN \`version_logo\`;`)
  await db.run(sql`ALTER TABLE \`slots\` DROP COLUMN \`image\`;`)
  await db.run(sql`ALTER TABLE \`_slots_v\` DROP COLUMN \`version_image\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`logo\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_logo\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`created_by_id\` integer,
  	\`content_id\` text,
  	\`name\` text,
  	\`title\` text,
  	\`excerpt\` text,
  	\`author_id\` text,
  	\`category_id\` text,
  	\`published_at\` text,
  	\`image\` text,
  	\`featured\` integer,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_no_follow\` integer,
  	\`meta_no_index\` integer,
  	\`content_updated_at\` text,
  	\`blocks\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "site", "locale", "created_by_id", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "created_by_id", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`posts_site_idx\` ON \`posts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`posts_locale_idx\` ON \`posts\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_by_idx\` ON \`posts\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_created_by_id\` integer,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_author_id\` text,
  	\`version_category_id\` text,
  	\`version_published_at\` text,
  	\`version_image\` text,
  	\`version_featured\` integer,
  	\`version_meta_title\` text,
  	\`version_meta_description\` text,
  	\`version_meta_no_follow\` integer,
  	\`version_meta_no_index\` integer,
  	\`version_content_updated_at\` text,
  	\`version_blocks\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_created_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_site", "version_locale", "version_created_by_id", "version_content_id", "version_name", "version_title", "version_excerpt", "version_author_id", "version_category_id", "version_published_at", "version_image", "version_featured", "version_meta_title", "version_meta_description", "version_meta_no_follow", "version_meta_no_index", "version_content_updated_at", "version_blocks", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_created_by_id", "version_content_id", "version_name", "version_title", "version_excerpt", "version_author_id", "version_category_id", "version_published_at", "version_image", "version_featured", "version_meta_title", "version_meta_description", "version_meta_no_follow", "version_meta_no_index", "version_content_updated_at", "version_blocks", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_site_idx\` ON \`_posts_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_locale_idx\` ON \`_posts_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_by_idx\` ON \`_posts_v\` (\`version_created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`avatar\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_authors\`("id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at", "_status" FROM \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`ALTER TABLE \`__new_authors\` RENAME TO \`authors\`;`)
  await db.run(sql`CREATE INDEX \`authors_site_idx\` ON \`authors\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`authors_locale_idx\` ON \`authors\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`authors__status_idx\` ON \`authors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__authors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_bio\` text,
  	\`version_avatar\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__authors_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_role", "version_bio", "version_avatar", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_role", "version_bio", "version_avatar", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_authors_v\`;`)
  await db.run(sql`DROP TABLE \`_authors_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__authors_v\` RENAME TO \`_authors_v\`;`)
  await db.run(sql`CREATE INDEX \`_authors_v_parent_idx\` ON \`_authors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_site_idx\` ON \`_authors_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_locale_idx\` ON \`_authors_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_updated_at_idx\` ON \`_authors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version_created_at_idx\` ON \`_authors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_version_version__status_idx\` ON \`_authors_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_created_at_idx\` ON \`_authors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_updated_at_idx\` ON \`_authors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_latest_idx\` ON \`_authors_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_authors_v_autosave_idx\` ON \`_authors_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_game_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`logo\` text,
  	\`description\` text,
  	\`founded\` numeric,
  	\`headquarters\` text,
  	\`game_count\` numeric,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_game_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at", "_status" FROM \`game_providers\`;`)
  await db.run(sql`DROP TABLE \`game_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_game_providers\` RENAME TO \`game_providers\`;`)
  await db.run(sql`CREATE INDEX \`game_providers_site_idx\` ON \`game_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_locale_idx\` ON \`game_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_updated_at_idx\` ON \`game_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_created_at_idx\` ON \`game_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers__status_idx\` ON \`game_providers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__game_providers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_logo\` text,
  	\`version_description\` text,
  	\`version_founded\` numeric,
  	\`version_headquarters\` text,
  	\`version_game_count\` numeric,
  	\`version_website\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`game_providers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__game_providers_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_description", "version_founded", "version_headquarters", "version_game_count", "version_website", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_description", "version_founded", "version_headquarters", "version_game_count", "version_website", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_game_providers_v\`;`)
  await db.run(sql`DROP TABLE \`_game_providers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__game_providers_v\` RENAME TO \`_game_providers_v\`;`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_parent_idx\` ON \`_game_providers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version_site_idx\` ON \`_game_providers_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version_locale_idx\` ON \`_game_providers_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version_updated_at_idx\` ON \`_game_providers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version_created_at_idx\` ON \`_game_providers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_version_version__status_idx\` ON \`_game_providers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_created_at_idx\` ON \`_game_providers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_updated_at_idx\` ON \`_game_providers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_latest_idx\` ON \`_game_providers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_game_providers_v_autosave_idx\` ON \`_game_providers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_payment_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`logo\` text,
  	\`kind\` text,
  	\`description\` text,
  	\`deposit_time\` text,
  	\`withdrawal_time\` text,
  	\`fees\` text,
  	\`list_path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payment_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at", "_status" FROM \`payment_providers\`;`)
  await db.run(sql`DROP TABLE \`payment_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_payment_providers\` RENAME TO \`payment_providers\`;`)
  await db.run(sql`CREATE INDEX \`payment_providers_site_idx\` ON \`payment_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_locale_idx\` ON \`payment_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_updated_at_idx\` ON \`payment_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_created_at_idx\` ON \`payment_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers__status_idx\` ON \`payment_providers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__payment_providers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_logo\` text,
  	\`version_kind\` text,
  	\`version_description\` text,
  	\`version_deposit_time\` text,
  	\`version_withdrawal_time\` text,
  	\`version_fees\` text,
  	\`version_list_path\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payment_providers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__payment_providers_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_kind", "version_description", "version_deposit_time", "version_withdrawal_time", "version_fees", "version_list_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_kind", "version_description", "version_deposit_time", "version_withdrawal_time", "version_fees", "version_list_path", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_payment_providers_v\`;`)
  await db.run(sql`DROP TABLE \`_payment_providers_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__payment_providers_v\` RENAME TO \`_payment_providers_v\`;`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_parent_idx\` ON \`_payment_providers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version_site_idx\` ON \`_payment_providers_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version_locale_idx\` ON \`_payment_providers_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version_updated_at_idx\` ON \`_payment_providers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version_created_at_idx\` ON \`_payment_providers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_version_version__status_idx\` ON \`_payment_providers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_created_at_idx\` ON \`_payment_providers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_updated_at_idx\` ON \`_payment_providers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_latest_idx\` ON \`_payment_providers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_payment_providers_v_autosave_idx\` ON \`_payment_providers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`game_provider_id\` text,
  	\`image\` text,
  	\`rtp\` numeric,
  	\`volatility\` text,
  	\`reels\` numeric,
  	\`paylines\` numeric,
  	\`max_win\` text,
  	\`release_year\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slots\`("id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at", "_status" FROM \`slots\`;`)
  await db.run(sql`DROP TABLE \`slots\`;`)
  await db.run(sql`ALTER TABLE \`__new_slots\` RENAME TO \`slots\`;`)
  await db.run(sql`CREATE INDEX \`slots_site_idx\` ON \`slots\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`slots_locale_idx\` ON \`slots\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`slots_updated_at_idx\` ON \`slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slots_created_at_idx\` ON \`slots\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`slots__status_idx\` ON \`slots\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__slots_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_game_provider_id\` text,
  	\`version_image\` text,
  	\`version_rtp\` numeric,
  	\`version_volatility\` text,
  	\`version_reels\` numeric,
  	\`version_paylines\` numeric,
  	\`version_max_win\` text,
  	\`version_release_year\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`slots\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__slots_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_game_provider_id", "version_image", "version_rtp", "version_volatility", "version_reels", "version_paylines", "version_max_win", "version_release_year", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_game_provider_id", "version_image", "version_rtp", "version_volatility", "version_reels", "version_paylines", "version_max_win", "version_release_year", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_slots_v\`;`)
  await db.run(sql`DROP TABLE \`_slots_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__slots_v\` RENAME TO \`_slots_v\`;`)
  await db.run(sql`CREATE INDEX \`_slots_v_parent_idx\` ON \`_slots_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version_site_idx\` ON \`_slots_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version_locale_idx\` ON \`_slots_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version_updated_at_idx\` ON \`_slots_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version_created_at_idx\` ON \`_slots_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_version_version__status_idx\` ON \`_slots_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_created_at_idx\` ON \`_slots_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_updated_at_idx\` ON \`_slots_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_latest_idx\` ON \`_slots_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_slots_v_autosave_idx\` ON \`_slots_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`logo\` text,
  	\`rating\` numeric,
  	\`rank\` numeric,
  	\`launched\` numeric,
  	\`licence_authority\` text,
  	\`licence_number\` text,
  	\`licence_ggl_whitelisted\` integer,
  	\`bonus_headline\` text,
  	\`bonus_amount\` numeric,
  	\`bonus_percentage\` numeric,
  	\`bonus_free_spins\` numeric,
  	\`bonus_wagering\` numeric,
  	\`bonus_minimum_deposit\` numeric,
  	\`bonus_code\` text,
  	\`bonus_no_deposit\` integer,
  	\`review_verdict\` text,
  	\`review_author_id\` text,
  	\`review_reviewed_at\` text,
  	\`blocks\` text,
  	\`domain\` text,
  	\`network_content_id\` text,
  	\`network_domain\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at", "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_site_idx\` ON \`products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`products_locale_idx\` ON \`products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_logo\` text,
  	\`version_rating\` numeric,
  	\`version_rank\` numeric,
  	\`version_launched\` numeric,
  	\`version_licence_authority\` text,
  	\`version_licence_number\` text,
  	\`version_licence_ggl_whitelisted\` integer,
  	\`version_bonus_headline\` text,
  	\`version_bonus_amount\` numeric,
  	\`version_bonus_percentage\` numeric,
  	\`version_bonus_free_spins\` numeric,
  	\`version_bonus_wagering\` numeric,
  	\`version_bonus_minimum_deposit\` numeric,
  	\`version_bonus_code\` text,
  	\`version_bonus_no_deposit\` integer,
  	\`version_review_verdict\` text,
  	\`version_review_author_id\` text,
  	\`version_review_reviewed_at\` text,
  	\`version_blocks\` text,
  	\`version_domain\` text,
  	\`version_network_content_id\` text,
  	\`version_network_domain\` text,
  	\`version_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_rating", "version_rank", "version_launched", "version_licence_authority", "version_licence_number", "version_licence_ggl_whitelisted", "version_bonus_headline", "version_bonus_amount", "version_bonus_percentage", "version_bonus_free_spins", "version_bonus_wagering", "version_bonus_minimum_deposit", "version_bonus_code", "version_bonus_no_deposit", "version_review_verdict", "version_review_author_id", "version_review_reviewed_at", "version_blocks", "version_domain", "version_network_content_id", "version_network_domain", "version_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_name", "version_logo", "version_rating", "version_rank", "version_launched", "version_licence_authority", "version_licence_number", "version_licence_ggl_whitelisted", "version_bonus_headline", "version_bonus_amount", "version_bonus_percentage", "version_bonus_free_spins", "version_bonus_wagering", "version_bonus_minimum_deposit", "version_bonus_code", "version_bonus_no_deposit", "version_review_verdict", "version_review_author_id", "version_review_reviewed_at", "version_blocks", "version_domain", "version_network_content_id", "version_network_domain", "version_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v\` RENAME TO \`_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_parent_idx\` ON \`_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_site_idx\` ON \`_products_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_locale_idx\` ON \`_products_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_updated_at_idx\` ON \`_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_created_at_idx\` ON \`_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version__status_idx\` ON \`_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_created_at_idx\` ON \`_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_updated_at_idx\` ON \`_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_latest_idx\` ON \`_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_finance_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`entry\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_finance_products\`("id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at", "_status" FROM \`finance_products\`;`)
  await db.run(sql`DROP TABLE \`finance_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_finance_products\` RENAME TO \`finance_products\`;`)
  await db.run(sql`CREATE INDEX \`finance_products_site_idx\` ON \`finance_products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_locale_idx\` ON \`finance_products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_updated_at_idx\` ON \`finance_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_created_at_idx\` ON \`finance_products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products__status_idx\` ON \`finance_products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__finance_products_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_entry\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`finance_products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__finance_products_v\`("id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_entry", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_site", "version_locale", "version_list_position", "version_content_id", "version_entry", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_finance_products_v\`;`)
  await db.run(sql`DROP TABLE \`_finance_products_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__finance_products_v\` RENAME TO \`_finance_products_v\`;`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_parent_idx\` ON \`_finance_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version_site_idx\` ON \`_finance_products_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version_locale_idx\` ON \`_finance_products_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version_updated_at_idx\` ON \`_finance_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version_created_at_idx\` ON \`_finance_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_version_version__status_idx\` ON \`_finance_products_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_created_at_idx\` ON \`_finance_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_updated_at_idx\` ON \`_finance_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_latest_idx\` ON \`_finance_products_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_finance_products_v_autosave_idx\` ON \`_finance_products_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`components_id\` integer,
  	\`authors_id\` integer,
  	\`categories_id\` integer,
  	\`cookie_categories_id\` integer,
  	\`website_cookies_id\` integer,
  	\`menus_id\` integer,
  	\`search_menu_items_id\` integer,
  	\`game_providers_id\` integer,
  	\`payment_providers_id\` integer,
  	\`slots_id\` integer,
  	\`products_id\` integer,
  	\`finance_products_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`components_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`authors_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cookie_categories_id\`) REFERENCES \`cookie_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`website_cookies_id\`) REFERENCES \`website_cookies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`menus_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_menu_items_id\`) REFERENCES \`search_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`game_providers_id\`) REFERENCES \`game_providers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_providers_id\`) REFERENCES \`payment_providers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slots_id\`) REFERENCES \`slots\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`finance_products_id\`) REFERENCES \`finance_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "components_id", "authors_id", "categories_id", "cookie_categories_id", "website_cookies_id", "menus_id", "search_menu_items_id", "game_providers_id", "payment_providers_id", "slots_id", "products_id", "finance_products_id", "redirects_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "components_id", "authors_id", "categories_id", "cookie_categories_id", "website_cookies_id", "menus_id", "search_menu_items_id", "game_providers_id", "payment_providers_id", "slots_id", "products_id", "finance_products_id", "redirects_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_components_id_idx\` ON \`payload_locked_documents_rels\` (\`components_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_authors_id_idx\` ON \`payload_locked_documents_rels\` (\`authors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cookie_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`cookie_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_website_cookies_id_idx\` ON \`payload_locked_documents_rels\` (\`website_cookies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_menus_id_idx\` ON \`payload_locked_documents_rels\` (\`menus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_menu_items_id_idx\` ON \`payload_locked_documents_rels\` (\`search_menu_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_game_providers_id_idx\` ON \`payload_locked_documents_rels\` (\`game_providers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_providers_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_providers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slots_id_idx\` ON \`payload_locked_documents_rels\` (\`slots_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_finance_products_id_idx\` ON \`payload_locked_documents_rels\` (\`finance_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}

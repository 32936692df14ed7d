// The GGL whitelist becomes content of its own (the ggl-whitelist collection) and a casino's
// whitelisting is derived from it (its domain on the list) instead of a hand-typed checkbox. The
// domains of the casinos ticked so far become the first entries, dated the day the casino was last
// saved: the day an editor last vouched for it, so a list never compared with the GGL shows as old.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ggl_whitelist_licences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ggl_whitelist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_licences_order_idx\` ON \`ggl_whitelist_licences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_licences_parent_idx\` ON \`ggl_whitelist_licences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ggl_whitelist\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`domain\` text,
  	\`operator\` text,
  	\`listed_on\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_site_idx\` ON \`ggl_whitelist\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_locale_idx\` ON \`ggl_whitelist\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_updated_at_idx\` ON \`ggl_whitelist\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ggl_whitelist_created_at_idx\` ON \`ggl_whitelist\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`ggl_whitelist__status_idx\` ON \`ggl_whitelist\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_ggl_whitelist_v_version_licences\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_ggl_whitelist_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_licences_order_idx\` ON \`_ggl_whitelist_v_version_licences\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_licences_parent_idx\` ON \`_ggl_whitelist_v_version_licences\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ggl_whitelist_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_domain\` text,
  	\`version_operator\` text,
  	\`version_listed_on\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`ggl_whitelist\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_parent_idx\` ON \`_ggl_whitelist_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_version_site_idx\` ON \`_ggl_whitelist_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_version_locale_idx\` ON \`_ggl_whitelist_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_version_updated_at_idx\` ON \`_ggl_whitelist_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_version_created_at_idx\` ON \`_ggl_whitelist_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_version_version__status_idx\` ON \`_ggl_whitelist_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_created_at_idx\` ON \`_ggl_whitelist_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_updated_at_idx\` ON \`_ggl_whitelist_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_ggl_whitelist_v_latest_idx\` ON \`_ggl_whitelist_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ggl_whitelist_id\` integer REFERENCES ggl_whitelist(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ggl_whitelist_id_idx\` ON \`payload_locked_documents_rels\` (\`ggl_whitelist_id\`);`)
  await db.run(sql`INSERT INTO \`ggl_whitelist\` (\`site\`, \`locale\`, \`list_position\`, \`content_id\`, \`domain\`, \`listed_on\`, \`_status\`)
    SELECT \`site\`, \`locale\`, ROW_NUMBER() OVER (PARTITION BY \`site\`, \`locale\` ORDER BY \`domain\`) - 1,
      REPLACE(\`domain\`, '.', '-'), \`domain\`, substr(\`updated_at\`, 1, 10), 'published'
    FROM \`products\` WHERE \`licence_ggl_whitelisted\` = 1 AND \`domain\` IS NOT NULL
    GROUP BY \`site\`, \`locale\`, \`domain\`;`)
  await db.run(sql`INSERT INTO \`_ggl_whitelist_v\` (\`parent_id\`, \`version_site\`, \`version_locale\`, \`version_list_position\`,
      \`version_content_id\`, \`version_domain\`, \`version_listed_on\`, \`version_updated_at\`, \`version_created_at\`,
      \`version__status\`, \`latest\`)
    SELECT \`id\`, \`site\`, \`locale\`, \`list_position\`, \`content_id\`, \`domain\`, \`listed_on\`, \`updated_at\`, \`created_at\`,
      'published', 1
    FROM \`ggl_whitelist\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`licence_ggl_whitelisted\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_licence_ggl_whitelisted\`;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`licence_ggl_whitelisted\` integer;`)
  await db.run(sql`UPDATE \`products\` SET \`licence_ggl_whitelisted\` = EXISTS (SELECT 1 FROM \`ggl_whitelist\` AS w
    WHERE w.\`site\` = \`products\`.\`site\` AND w.\`locale\` = \`products\`.\`locale\` AND w.\`domain\` = \`products\`.\`domain\`);`)
  await db.run(sql`DROP TABLE \`ggl_whitelist_licences\`;`)
  await db.run(sql`DROP TABLE \`ggl_whitelist\`;`)
  await db.run(sql`DROP TABLE \`_ggl_whitelist_v_version_licences\`;`)
  await db.run(sql`DROP TABLE \`_ggl_whitelist_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  	\`media_id\` integer,
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
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "components_id", "authors_id", "categories_id", "cookie_categories_id", "website_cookies_id", "menus_id", "search_menu_items_id", "game_providers_id", "payment_providers_id", "slots_id", "products_id", "finance_products_id", "redirects_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "components_id", "authors_id", "categories_id", "cookie_categories_id", "website_cookies_id", "menus_id", "search_menu_items_id", "game_providers_id", "payment_providers_id", "slots_id", "products_id", "finance_products_id", "redirects_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_licence_ggl_whitelisted\` integer;`)
}

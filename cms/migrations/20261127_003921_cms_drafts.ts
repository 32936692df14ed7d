import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Every collection gains drafts: existing rows are copied as published (what the site showed). Their
// first versions, which draft reads (a preview, the admin) find, are made once the schema is current
// (src/content/first-versions.ts, run after the migrations), not here with a config of a later schema.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_posts_v\` (
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
  await db.run(sql`CREATE TABLE \`_components_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_cookie_consent_tabs_consent\` text,
  	\`version_cookie_consent_tabs_details\` text,
  	\`version_cookie_consent_tabs_about\` text,
  	\`version_cookie_consent_heading\` text,
  	\`version_cookie_consent_text\` text,
  	\`version_cookie_consent_about\` text,
  	\`version_cookie_consent_accept_button\` text,
  	\`version_cookie_consent_deny\` text,
  	\`version_cookie_consent_accept_all\` text,
  	\`version_cookie_consent_consent_keys\` text,
  	\`version_cookie_consent_policy_revision\` numeric,
  	\`version_footer_about\` text,
  	\`version_footer_copyright\` text,
  	\`version_affiliate_disclosure_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`components\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_components_v_parent_idx\` ON \`_components_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_version_version_site_idx\` ON \`_components_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_version_version_locale_idx\` ON \`_components_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_version_version_updated_at_idx\` ON \`_components_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_version_version_created_at_idx\` ON \`_components_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_version_version__status_idx\` ON \`_components_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_created_at_idx\` ON \`_components_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_updated_at_idx\` ON \`_components_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_latest_idx\` ON \`_components_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_components_v_autosave_idx\` ON \`_components_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_authors_v\` (
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
  await db.run(sql`CREATE TABLE \`_authors_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_authors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_authors_v_texts_order_parent\` ON \`_authors_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_categories_v_parent_idx\` ON \`_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_site_idx\` ON \`_categories_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_locale_idx\` ON \`_categories_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_updated_at_idx\` ON \`_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_created_at_idx\` ON \`_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version__status_idx\` ON \`_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_created_at_idx\` ON \`_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_updated_at_idx\` ON \`_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_latest_idx\` ON \`_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_autosave_idx\` ON \`_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_cookie_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cookie_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_parent_idx\` ON \`_cookie_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_version_version_site_idx\` ON \`_cookie_categories_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_version_version_locale_idx\` ON \`_cookie_categories_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_version_version_updated_at_idx\` ON \`_cookie_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_version_version_created_at_idx\` ON \`_cookie_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_version_version__status_idx\` ON \`_cookie_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_created_at_idx\` ON \`_cookie_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_updated_at_idx\` ON \`_cookie_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_latest_idx\` ON \`_cookie_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_cookie_categories_v_autosave_idx\` ON \`_cookie_categories_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_website_cookies_v_version_cookies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`expiration\` text,
  	\`type\` text,
  	\`enabled\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_website_cookies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_cookies_order_idx\` ON \`_website_cookies_v_version_cookies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_cookies_parent_id_idx\` ON \`_website_cookies_v_version_cookies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_website_cookies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_category\` text,
  	\`version_provider_name\` text,
  	\`version_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`website_cookies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_parent_idx\` ON \`_website_cookies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_version_site_idx\` ON \`_website_cookies_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_version_locale_idx\` ON \`_website_cookies_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_version_updated_at_idx\` ON \`_website_cookies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_version_created_at_idx\` ON \`_website_cookies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_version_version__status_idx\` ON \`_website_cookies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_created_at_idx\` ON \`_website_cookies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_updated_at_idx\` ON \`_website_cookies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_latest_idx\` ON \`_website_cookies_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_website_cookies_v_autosave_idx\` ON \`_website_cookies_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_items\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_parent_idx\` ON \`_menus_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_site_idx\` ON \`_menus_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_locale_idx\` ON \`_menus_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_updated_at_idx\` ON \`_menus_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version_created_at_idx\` ON \`_menus_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_autosave_idx\` ON \`_menus_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_search_menu_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_label\` text,
  	\`version_href\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search_menu_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_parent_idx\` ON \`_search_menu_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_version_version_site_idx\` ON \`_search_menu_items_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_version_version_locale_idx\` ON \`_search_menu_items_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_version_version_updated_at_idx\` ON \`_search_menu_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_version_version_created_at_idx\` ON \`_search_menu_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_version_version__status_idx\` ON \`_search_menu_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_created_at_idx\` ON \`_search_menu_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_updated_at_idx\` ON \`_search_menu_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_latest_idx\` ON \`_search_menu_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_autosave_idx\` ON \`_search_menu_items_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_search_menu_items_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_search_menu_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_search_menu_items_v_texts_order_parent\` ON \`_search_menu_items_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_game_providers_v\` (
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
  await db.run(sql`CREATE TABLE \`_payment_providers_v\` (
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
  await db.run(sql`CREATE TABLE \`_slots_v\` (
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
  await db.run(sql`CREATE TABLE \`_products_v_version_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_order_idx\` ON \`_products_v_version_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_version_features_parent_idx\` ON \`_products_v_version_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v\` (
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
  await db.run(sql`CREATE TABLE \`_products_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_texts_order_parent\` ON \`_products_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_finance_products_v\` (
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
  await db.run(sql`CREATE TABLE \`_redirects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_list_position\` numeric,
  	\`version_content_id\` text,
  	\`version_from\` text,
  	\`version_to\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_redirects_v_parent_idx\` ON \`_redirects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_site_idx\` ON \`_redirects_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_locale_idx\` ON \`_redirects_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_updated_at_idx\` ON \`_redirects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version_created_at_idx\` ON \`_redirects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_version_version__status_idx\` ON \`_redirects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_created_at_idx\` ON \`_redirects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_updated_at_idx\` ON \`_redirects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_latest_idx\` ON \`_redirects_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_redirects_v_autosave_idx\` ON \`_redirects_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "site", "locale", "created_by_id", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", NULL AS "created_by_id", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at", 'published' AS "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`posts_site_idx\` ON \`posts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`posts_locale_idx\` ON \`posts\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_by_idx\` ON \`posts\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_components\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`cookie_consent_tabs_consent\` text,
  	\`cookie_consent_tabs_details\` text,
  	\`cookie_consent_tabs_about\` text,
  	\`cookie_consent_heading\` text,
  	\`cookie_consent_text\` text,
  	\`cookie_consent_about\` text,
  	\`cookie_consent_accept_button\` text,
  	\`cookie_consent_deny\` text,
  	\`cookie_consent_accept_all\` text,
  	\`cookie_consent_consent_keys\` text,
  	\`cookie_consent_policy_revision\` numeric,
  	\`footer_about\` text,
  	\`footer_copyright\` text,
  	\`affiliate_disclosure_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_components\`("id", "site", "locale", "cookie_consent_tabs_consent", "cookie_consent_tabs_details", "cookie_consent_tabs_about", "cookie_consent_heading", "cookie_consent_text", "cookie_consent_about", "cookie_consent_accept_button", "cookie_consent_deny", "cookie_consent_accept_all", "cookie_consent_consent_keys", "cookie_consent_policy_revision", "footer_about", "footer_copyright", "affiliate_disclosure_text", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "cookie_consent_tabs_consent", "cookie_consent_tabs_details", "cookie_consent_tabs_about", "cookie_consent_heading", "cookie_consent_text", "cookie_consent_about", "cookie_consent_accept_button", "cookie_consent_deny", "cookie_consent_accept_all", "cookie_consent_consent_keys", "cookie_consent_policy_revision", "footer_about", "footer_copyright", "affiliate_disclosure_text", "updated_at", "created_at", 'published' AS "_status" FROM \`components\`;`)
  await db.run(sql`DROP TABLE \`components\`;`)
  await db.run(sql`ALTER TABLE \`__new_components\` RENAME TO \`components\`;`)
  await db.run(sql`CREATE INDEX \`components_site_idx\` ON \`components\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`components_locale_idx\` ON \`components\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`components_updated_at_idx\` ON \`components\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`components_created_at_idx\` ON \`components\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`components__status_idx\` ON \`components\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_authors\`("id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at", 'published' AS "_status" FROM \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`ALTER TABLE \`__new_authors\` RENAME TO \`authors\`;`)
  await db.run(sql`CREATE INDEX \`authors_site_idx\` ON \`authors\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`authors_locale_idx\` ON \`authors\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`authors__status_idx\` ON \`authors\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at", 'published' AS "_status" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE INDEX \`categories_site_idx\` ON \`categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`categories_locale_idx\` ON \`categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`categories__status_idx\` ON \`categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_cookie_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cookie_categories\`("id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at", 'published' AS "_status" FROM \`cookie_categories\`;`)
  await db.run(sql`DROP TABLE \`cookie_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_cookie_categories\` RENAME TO \`cookie_categories\`;`)
  await db.run(sql`CREATE INDEX \`cookie_categories_site_idx\` ON \`cookie_categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_locale_idx\` ON \`cookie_categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_updated_at_idx\` ON \`cookie_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_created_at_idx\` ON \`cookie_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories__status_idx\` ON \`cookie_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_website_cookies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`category\` text,
  	\`provider_name\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_website_cookies\`("id", "site", "locale", "list_position", "content_id", "category", "provider_name", "url", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "category", "provider_name", "url", "updated_at", "created_at", 'published' AS "_status" FROM \`website_cookies\`;`)
  await db.run(sql`DROP TABLE \`website_cookies\`;`)
  await db.run(sql`ALTER TABLE \`__new_website_cookies\` RENAME TO \`website_cookies\`;`)
  await db.run(sql`CREATE INDEX \`website_cookies_site_idx\` ON \`website_cookies\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_locale_idx\` ON \`website_cookies\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_updated_at_idx\` ON \`website_cookies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_created_at_idx\` ON \`website_cookies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies__status_idx\` ON \`website_cookies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`items\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "site", "locale", "list_position", "content_id", "items", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "items", "updated_at", "created_at", 'published' AS "_status" FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_site_idx\` ON \`menus\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`menus_locale_idx\` ON \`menus\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_menu_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`label\` text,
  	\`href\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_menu_items\`("id", "site", "locale", "list_position", "label", "href", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "label", "href", "updated_at", "created_at", 'published' AS "_status" FROM \`search_menu_items\`;`)
  await db.run(sql`DROP TABLE \`search_menu_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_menu_items\` RENAME TO \`search_menu_items\`;`)
  await db.run(sql`CREATE INDEX \`search_menu_items_site_idx\` ON \`search_menu_items\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_locale_idx\` ON \`search_menu_items\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_updated_at_idx\` ON \`search_menu_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_created_at_idx\` ON \`search_menu_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items__status_idx\` ON \`search_menu_items\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_game_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at", 'published' AS "_status" FROM \`game_providers\`;`)
  await db.run(sql`DROP TABLE \`game_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_game_providers\` RENAME TO \`game_providers\`;`)
  await db.run(sql`CREATE INDEX \`game_providers_site_idx\` ON \`game_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_locale_idx\` ON \`game_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_updated_at_idx\` ON \`game_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_created_at_idx\` ON \`game_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers__status_idx\` ON \`game_providers\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payment_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at", 'published' AS "_status" FROM \`payment_providers\`;`)
  await db.run(sql`DROP TABLE \`payment_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_payment_providers\` RENAME TO \`payment_providers\`;`)
  await db.run(sql`CREATE INDEX \`payment_providers_site_idx\` ON \`payment_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_locale_idx\` ON \`payment_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_updated_at_idx\` ON \`payment_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_created_at_idx\` ON \`payment_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers__status_idx\` ON \`payment_providers\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_slots\`("id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at", 'published' AS "_status" FROM \`slots\`;`)
  await db.run(sql`DROP TABLE \`slots\`;`)
  await db.run(sql`ALTER TABLE \`__new_slots\` RENAME TO \`slots\`;`)
  await db.run(sql`CREATE INDEX \`slots_site_idx\` ON \`slots\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`slots_locale_idx\` ON \`slots\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`slots_updated_at_idx\` ON \`slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slots_created_at_idx\` ON \`slots\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`slots__status_idx\` ON \`slots\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_products\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at", 'published' AS "_status" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_site_idx\` ON \`products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`products_locale_idx\` ON \`products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`products__status_idx\` ON \`products\` (\`_status\`);`)
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
  await db.run(sql`INSERT INTO \`__new_finance_products\`("id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at", 'published' AS "_status" FROM \`finance_products\`;`)
  await db.run(sql`DROP TABLE \`finance_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_finance_products\` RENAME TO \`finance_products\`;`)
  await db.run(sql`CREATE INDEX \`finance_products_site_idx\` ON \`finance_products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_locale_idx\` ON \`finance_products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_updated_at_idx\` ON \`finance_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_created_at_idx\` ON \`finance_products\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products__status_idx\` ON \`finance_products\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`from\` text,
  	\`to\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "site", "locale", "list_position", "content_id", "from", "to", "updated_at", "created_at", "_status") SELECT "id", "site", "locale", "list_position", "content_id", "from", "to", "updated_at", "created_at", 'published' AS "_status" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE INDEX \`redirects_site_idx\` ON \`redirects\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`redirects_locale_idx\` ON \`redirects\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects__status_idx\` ON \`redirects\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_components_v\`;`)
  await db.run(sql`DROP TABLE \`_authors_v\`;`)
  await db.run(sql`DROP TABLE \`_authors_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_cookie_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_website_cookies_v_version_cookies\`;`)
  await db.run(sql`DROP TABLE \`_website_cookies_v\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`_search_menu_items_v\`;`)
  await db.run(sql`DROP TABLE \`_search_menu_items_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_game_providers_v\`;`)
  await db.run(sql`DROP TABLE \`_payment_providers_v\`;`)
  await db.run(sql`DROP TABLE \`_slots_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_products_v\`;`)
  await db.run(sql`DROP TABLE \`_products_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_finance_products_v\`;`)
  await db.run(sql`DROP TABLE \`_redirects_v\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "site", "locale", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at") SELECT "id", "site", "locale", "content_id", "name", "title", "excerpt", "author_id", "category_id", "published_at", "image", "featured", "meta_title", "meta_description", "meta_no_follow", "meta_no_index", "content_updated_at", "blocks", "updated_at", "created_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`posts_site_idx\` ON \`posts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`posts_locale_idx\` ON \`posts\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_components\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`cookie_consent_tabs_consent\` text,
  	\`cookie_consent_tabs_details\` text,
  	\`cookie_consent_tabs_about\` text,
  	\`cookie_consent_heading\` text,
  	\`cookie_consent_text\` text,
  	\`cookie_consent_about\` text,
  	\`cookie_consent_accept_button\` text,
  	\`cookie_consent_deny\` text,
  	\`cookie_consent_accept_all\` text,
  	\`cookie_consent_consent_keys\` text,
  	\`cookie_consent_policy_revision\` numeric,
  	\`footer_about\` text,
  	\`footer_copyright\` text,
  	\`affiliate_disclosure_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_components\`("id", "site", "locale", "cookie_consent_tabs_consent", "cookie_consent_tabs_details", "cookie_consent_tabs_about", "cookie_consent_heading", "cookie_consent_text", "cookie_consent_about", "cookie_consent_accept_button", "cookie_consent_deny", "cookie_consent_accept_all", "cookie_consent_consent_keys", "cookie_consent_policy_revision", "footer_about", "footer_copyright", "affiliate_disclosure_text", "updated_at", "created_at") SELECT "id", "site", "locale", "cookie_consent_tabs_consent", "cookie_consent_tabs_details", "cookie_consent_tabs_about", "cookie_consent_heading", "cookie_consent_text", "cookie_consent_about", "cookie_consent_accept_button", "cookie_consent_deny", "cookie_consent_accept_all", "cookie_consent_consent_keys", "cookie_consent_policy_revision", "footer_about", "footer_copyright", "affiliate_disclosure_text", "updated_at", "created_at" FROM \`components\`;`)
  await db.run(sql`DROP TABLE \`components\`;`)
  await db.run(sql`ALTER TABLE \`__new_components\` RENAME TO \`components\`;`)
  await db.run(sql`CREATE INDEX \`components_site_idx\` ON \`components\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`components_locale_idx\` ON \`components\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`components_updated_at_idx\` ON \`components\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`components_created_at_idx\` ON \`components\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_authors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`role\` text,
  	\`bio\` text,
  	\`avatar\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_authors\`("id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "role", "bio", "avatar", "updated_at", "created_at" FROM \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`ALTER TABLE \`__new_authors\` RENAME TO \`authors\`;`)
  await db.run(sql`CREATE INDEX \`authors_site_idx\` ON \`authors\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`authors_locale_idx\` ON \`authors\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_categories\`("id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at" FROM \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_categories\` RENAME TO \`categories\`;`)
  await db.run(sql`CREATE INDEX \`categories_site_idx\` ON \`categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`categories_locale_idx\` ON \`categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cookie_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`name\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cookie_categories\`("id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "description", "updated_at", "created_at" FROM \`cookie_categories\`;`)
  await db.run(sql`DROP TABLE \`cookie_categories\`;`)
  await db.run(sql`ALTER TABLE \`__new_cookie_categories\` RENAME TO \`cookie_categories\`;`)
  await db.run(sql`CREATE INDEX \`cookie_categories_site_idx\` ON \`cookie_categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_locale_idx\` ON \`cookie_categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_updated_at_idx\` ON \`cookie_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_created_at_idx\` ON \`cookie_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_website_cookies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`category\` text,
  	\`provider_name\` text,
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_website_cookies\`("id", "site", "locale", "list_position", "content_id", "category", "provider_name", "url", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "category", "provider_name", "url", "updated_at", "created_at" FROM \`website_cookies\`;`)
  await db.run(sql`DROP TABLE \`website_cookies\`;`)
  await db.run(sql`ALTER TABLE \`__new_website_cookies\` RENAME TO \`website_cookies\`;`)
  await db.run(sql`CREATE INDEX \`website_cookies_site_idx\` ON \`website_cookies\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_locale_idx\` ON \`website_cookies\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_updated_at_idx\` ON \`website_cookies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_created_at_idx\` ON \`website_cookies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`items\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_menus\`("id", "site", "locale", "list_position", "content_id", "items", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "items", "updated_at", "created_at" FROM \`menus\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`ALTER TABLE \`__new_menus\` RENAME TO \`menus\`;`)
  await db.run(sql`CREATE INDEX \`menus_site_idx\` ON \`menus\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`menus_locale_idx\` ON \`menus\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_search_menu_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`label\` text,
  	\`href\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_search_menu_items\`("id", "site", "locale", "list_position", "label", "href", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "label", "href", "updated_at", "created_at" FROM \`search_menu_items\`;`)
  await db.run(sql`DROP TABLE \`search_menu_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_search_menu_items\` RENAME TO \`search_menu_items\`;`)
  await db.run(sql`CREATE INDEX \`search_menu_items_site_idx\` ON \`search_menu_items\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_locale_idx\` ON \`search_menu_items\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_updated_at_idx\` ON \`search_menu_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_created_at_idx\` ON \`search_menu_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_game_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_game_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "description", "founded", "headquarters", "game_count", "website", "updated_at", "created_at" FROM \`game_providers\`;`)
  await db.run(sql`DROP TABLE \`game_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_game_providers\` RENAME TO \`game_providers\`;`)
  await db.run(sql`CREATE INDEX \`game_providers_site_idx\` ON \`game_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_locale_idx\` ON \`game_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_updated_at_idx\` ON \`game_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_created_at_idx\` ON \`game_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payment_providers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payment_providers\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "kind", "description", "deposit_time", "withdrawal_time", "fees", "list_path", "updated_at", "created_at" FROM \`payment_providers\`;`)
  await db.run(sql`DROP TABLE \`payment_providers\`;`)
  await db.run(sql`ALTER TABLE \`__new_payment_providers\` RENAME TO \`payment_providers\`;`)
  await db.run(sql`CREATE INDEX \`payment_providers_site_idx\` ON \`payment_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_locale_idx\` ON \`payment_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_updated_at_idx\` ON \`payment_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_created_at_idx\` ON \`payment_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_slots\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_slots\`("id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "game_provider_id", "image", "rtp", "volatility", "reels", "paylines", "max_win", "release_year", "updated_at", "created_at" FROM \`slots\`;`)
  await db.run(sql`DROP TABLE \`slots\`;`)
  await db.run(sql`ALTER TABLE \`__new_slots\` RENAME TO \`slots\`;`)
  await db.run(sql`CREATE INDEX \`slots_site_idx\` ON \`slots\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`slots_locale_idx\` ON \`slots\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`slots_updated_at_idx\` ON \`slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slots_created_at_idx\` ON \`slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
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
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products\`("id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "name", "logo", "rating", "rank", "launched", "licence_authority", "licence_number", "licence_ggl_whitelisted", "bonus_headline", "bonus_amount", "bonus_percentage", "bonus_free_spins", "bonus_wagering", "bonus_minimum_deposit", "bonus_code", "bonus_no_deposit", "review_verdict", "review_author_id", "review_reviewed_at", "blocks", "domain", "network_content_id", "network_domain", "url", "updated_at", "created_at" FROM \`products\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`ALTER TABLE \`__new_products\` RENAME TO \`products\`;`)
  await db.run(sql`CREATE INDEX \`products_site_idx\` ON \`products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`products_locale_idx\` ON \`products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_finance_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`entry\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_finance_products\`("id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "entry", "updated_at", "created_at" FROM \`finance_products\`;`)
  await db.run(sql`DROP TABLE \`finance_products\`;`)
  await db.run(sql`ALTER TABLE \`__new_finance_products\` RENAME TO \`finance_products\`;`)
  await db.run(sql`CREATE INDEX \`finance_products_site_idx\` ON \`finance_products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_locale_idx\` ON \`finance_products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_updated_at_idx\` ON \`finance_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_created_at_idx\` ON \`finance_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_redirects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text NOT NULL,
  	\`locale\` text NOT NULL,
  	\`list_position\` numeric,
  	\`content_id\` text,
  	\`from\` text,
  	\`to\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects\`("id", "site", "locale", "list_position", "content_id", "from", "to", "updated_at", "created_at") SELECT "id", "site", "locale", "list_position", "content_id", "from", "to", "updated_at", "created_at" FROM \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects\` RENAME TO \`redirects\`;`)
  await db.run(sql`CREATE INDEX \`redirects_site_idx\` ON \`redirects\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`redirects_locale_idx\` ON \`redirects\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
}

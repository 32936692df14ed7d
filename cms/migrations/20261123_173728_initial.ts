import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site\` text,
  	\`locale\` text,
  	\`path\` text,
  	\`meta_title\` text,
  	\`meta_description\` text,
  	\`meta_no_follow\` integer,
  	\`meta_no_index\` integer,
  	\`content_updated_at\` text,
  	\`blocks\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_site_idx\` ON \`pages\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`pages_locale_idx\` ON \`pages\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site\` text,
  	\`version_locale\` text,
  	\`version_path\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_site_idx\` ON \`_pages_v\` (\`version_site\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_locale_idx\` ON \`_pages_v\` (\`version_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`posts\` (
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
  await db.run(sql`CREATE INDEX \`posts_site_idx\` ON \`posts\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`posts_locale_idx\` ON \`posts\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`components\` (
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
  await db.run(sql`CREATE INDEX \`components_site_idx\` ON \`components\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`components_locale_idx\` ON \`components\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`components_updated_at_idx\` ON \`components\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`components_created_at_idx\` ON \`components\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`authors\` (
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
  await db.run(sql`CREATE INDEX \`authors_site_idx\` ON \`authors\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`authors_locale_idx\` ON \`authors\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`authors_updated_at_idx\` ON \`authors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`authors_created_at_idx\` ON \`authors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`authors_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`authors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`authors_texts_order_parent\` ON \`authors_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
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
  await db.run(sql`CREATE INDEX \`categories_site_idx\` ON \`categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`categories_locale_idx\` ON \`categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cookie_categories\` (
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
  await db.run(sql`CREATE INDEX \`cookie_categories_site_idx\` ON \`cookie_categories\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_locale_idx\` ON \`cookie_categories\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_updated_at_idx\` ON \`cookie_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cookie_categories_created_at_idx\` ON \`cookie_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`website_cookies_cookies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`expiration\` text,
  	\`type\` text,
  	\`enabled\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`website_cookies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`website_cookies_cookies_order_idx\` ON \`website_cookies_cookies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_cookies_parent_id_idx\` ON \`website_cookies_cookies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`website_cookies\` (
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
  await db.run(sql`CREATE INDEX \`website_cookies_site_idx\` ON \`website_cookies\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_locale_idx\` ON \`website_cookies\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_updated_at_idx\` ON \`website_cookies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`website_cookies_created_at_idx\` ON \`website_cookies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
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
  await db.run(sql`CREATE INDEX \`menus_site_idx\` ON \`menus\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`menus_locale_idx\` ON \`menus\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`menus_updated_at_idx\` ON \`menus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`menus_created_at_idx\` ON \`menus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_menu_items\` (
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
  await db.run(sql`CREATE INDEX \`search_menu_items_site_idx\` ON \`search_menu_items\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_locale_idx\` ON \`search_menu_items\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_updated_at_idx\` ON \`search_menu_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_menu_items_created_at_idx\` ON \`search_menu_items\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`search_menu_items_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`search_menu_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`search_menu_items_texts_order_parent\` ON \`search_menu_items_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`game_providers\` (
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
  await db.run(sql`CREATE INDEX \`game_providers_site_idx\` ON \`game_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_locale_idx\` ON \`game_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_updated_at_idx\` ON \`game_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`game_providers_created_at_idx\` ON \`game_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payment_providers\` (
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
  await db.run(sql`CREATE INDEX \`payment_providers_site_idx\` ON \`payment_providers\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_locale_idx\` ON \`payment_providers\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_updated_at_idx\` ON \`payment_providers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payment_providers_created_at_idx\` ON \`payment_providers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`slots\` (
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
  await db.run(sql`CREATE INDEX \`slots_site_idx\` ON \`slots\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`slots_locale_idx\` ON \`slots\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`slots_updated_at_idx\` ON \`slots\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`slots_created_at_idx\` ON \`slots\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_features\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_features_order_idx\` ON \`products_features\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_features_parent_idx\` ON \`products_features\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
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
  	\`url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`products_site_idx\` ON \`products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`products_locale_idx\` ON \`products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_texts_order_parent\` ON \`products_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`finance_products\` (
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
  await db.run(sql`CREATE INDEX \`finance_products_site_idx\` ON \`finance_products\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_locale_idx\` ON \`finance_products\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_updated_at_idx\` ON \`finance_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`finance_products_created_at_idx\` ON \`finance_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`enable_a_p_i_key\` integer,
  	\`api_key\` text,
  	\`api_key_index\` text,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`DROP TABLE \`components\`;`)
  await db.run(sql`DROP TABLE \`authors\`;`)
  await db.run(sql`DROP TABLE \`authors_texts\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`cookie_categories\`;`)
  await db.run(sql`DROP TABLE \`website_cookies_cookies\`;`)
  await db.run(sql`DROP TABLE \`website_cookies\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`search_menu_items\`;`)
  await db.run(sql`DROP TABLE \`search_menu_items_texts\`;`)
  await db.run(sql`DROP TABLE \`game_providers\`;`)
  await db.run(sql`DROP TABLE \`payment_providers\`;`)
  await db.run(sql`DROP TABLE \`slots\`;`)
  await db.run(sql`DROP TABLE \`products_features\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_texts\`;`)
  await db.run(sql`DROP TABLE \`finance_products\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}

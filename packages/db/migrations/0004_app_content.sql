-- Issue 10: an app's provider content becomes ONE jsonb column (the ZAppContent shape drafts hold
-- too). Existing rows are backfilled from their columns, the join tables and app_releases (list items
-- numbered 1..n in their order), drafts written in the older shape are brought to the same shape, and
-- the columns only the detail page read are dropped. Helper functions live for this migration only.
CREATE FUNCTION "m0004_usages"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', u.n, 'title', coalesce(u.v->>'title', ''), 'embedType', coalesce(u.v->>'embedType', 'image'),
    'embedId', u.v->>'embedId', 'embedUrl', u.v->>'embedUrl', 'body', coalesce(u.v->>'body', ''),
    'imageUrl', u.v->>'imageUrl', 'imageAltText', coalesce(u.v->>'imageAltText', '')) ORDER BY u.n), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END)
    WITH ORDINALITY AS u(v, n)
$$;--> statement-breakpoint
CREATE FUNCTION "m0004_images"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', i.n, 'url', coalesce(i.v->>'url', ''), 'caption', coalesce(i.v->>'caption', ''),
    'altText', coalesce(i.v->>'altText', '')) ORDER BY i.n), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END)
    WITH ORDINALITY AS i(v, n)
$$;--> statement-breakpoint
-- Only described features are content; typed ones ({ id, name, featureType }) are the store's supported_suite_options.
CREATE FUNCTION "m0004_features"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', f.n, 'title', f.v->>'title', 'body', coalesce(f.v->>'body', ''), 'imageUrl', f.v->>'imageUrl',
    'imageAltText', coalesce(f.v->>'imageAltText', '')) ORDER BY f.n), '[]'::jsonb)
  FROM (
    SELECT e.v, row_number() OVER (ORDER BY e.o) AS n
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END)
      WITH ORDINALITY AS e(v, o)
    WHERE e.v->>'title' IS NOT NULL
  ) AS f
$$;--> statement-breakpoint
CREATE FUNCTION "m0004_connection_items"(items jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', c.n, 'suite', coalesce(c.v->>'suite', ''), 'targetService', coalesce(c.v->>'targetService', ''),
    'direction', coalesce(c.v->>'direction', 'to_service')) ORDER BY c.n), '[]'::jsonb)
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(items) = 'array' THEN items ELSE '[]'::jsonb END)
    WITH ORDINALITY AS c(v, n)
$$;--> statement-breakpoint
CREATE FUNCTION "m0004_connection"(connection jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN connection IS NULL OR jsonb_typeof(connection) <> 'object' THEN 'null'::jsonb
  ELSE jsonb_build_object(
    'image', connection->>'image', 'note', connection->>'note',
    'plans', CASE WHEN jsonb_typeof(connection->'plans') = 'array' THEN connection->'plans' ELSE '[]'::jsonb END,
    'basicItems', "m0004_connection_items"(connection->'basicItems'),
    'groupItems', "m0004_connection_items"(connection->'groupItems'),
    'customItems', "m0004_connection_items"(connection->'customItems'))
  END
$$;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "content" jsonb;--> statement-breakpoint
UPDATE "apps" AS a SET "content" = jsonb_build_object(
    'name', a.name, 'code', a.code, 'title', a.title, 'description', a.description,
    'integrationType', a.integration_type, 'primaryActionType', a.primary_action_type,
    'categoryIds', coalesce((SELECT jsonb_agg(ac.category_id ORDER BY ac.category_id) FROM "app_categories" ac
      WHERE ac.app_id = a.id), '[]'::jsonb),
    'planId', a.plan_id,
    'tagIds', coalesce((SELECT jsonb_agg(t.tag_id ORDER BY t.tag_id) FROM "app_tags" t WHERE t.app_id = a.id), '[]'::jsonb),
    'logoImage', a.logo_image, 'lineupImage', a.lineup_image, 'ssoSupported', a.sso_supported, 'triable', a.triable,
    'body', a.body, 'videoId', a.video_id, 'thumbnailImage', a.thumbnail_image, 'thumbnailAlt', a.thumbnail_alt,
    'features', "m0004_features"(a.features), 'images', "m0004_images"(a.images), 'usages', "m0004_usages"(a.usages),
    'connection', "m0004_connection"(a.connection))
  || jsonb_build_object(
    'releases', coalesce((
      SELECT jsonb_agg(jsonb_build_object(
        'id', r.n, 'title', r.title, 'url', r.url,
        'publishedAt', to_char(r.published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY r.n)
      FROM (SELECT ar.*, row_number() OVER (ORDER BY ar.id) AS n FROM "app_releases" ar WHERE ar.app_id = a.id) AS r
    ), '[]'::jsonb),
    'price', a.price, 'priceCaption', a.price_caption, 'additionalCharge', a.additional_charge,
    'url', a.url, 'idpAppUrl', a.idp_app_url, 'helpUrl', a.help_url, 'contactUrl', a.contact_url,
    'termsUrl', a.terms_url, 'demoRequestUrl', a.demo_request_url, 'suiteSchoolUrl', a.suite_school_url,
    'documentUrl', a.document_url, 'documentEyecatchUrl', a.document_eyecatch_url, 'serviceUrl', a.service_url,
    'inquiryActionType', a.inquiry_action_type, 'inquiryUrl', a.inquiry_url,
    'campaign', NULL::jsonb, 'announcement', a.announcement,
    'idpHelp', CASE WHEN jsonb_typeof(a.idp_help) = 'object' THEN a.idp_help END,
    'suiteDataHelp', CASE WHEN jsonb_typeof(a.suite_data_help) = 'object' THEN a.suite_data_help END);--> statement-breakpoint
ALTER TABLE "apps" ALTER COLUMN "content" SET NOT NULL;--> statement-breakpoint
-- Drafts saved before this release lack fields and item ids: the same shape, defaults first.
UPDATE "draft_apps" SET "content" = jsonb_build_object(
    'triable', false, 'releases', '[]'::jsonb, 'idpAppUrl', NULL::text, 'suiteSchoolUrl', NULL::text,
    'documentEyecatchUrl', NULL::text, 'serviceUrl', NULL::text, 'campaign', NULL::jsonb,
    'announcement', NULL::text, 'idpHelp', NULL::jsonb, 'suiteDataHelp', NULL::jsonb)
  || "content"
  || jsonb_build_object(
    'usages', "m0004_usages"("content"->'usages'), 'images', "m0004_images"("content"->'images'),
    'features', "m0004_features"("content"->'features'), 'connection', "m0004_connection"("content"->'connection'));--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "sso_supported";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "triable";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "idp_app_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "video_id";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "thumbnail_image";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "thumbnail_alt";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "inquiry_action_type";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "inquiry_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "price_caption";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "additional_charge";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "help_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "contact_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "terms_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "demo_request_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "suite_school_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "document_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "document_eyecatch_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "service_url";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "announcement";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "idp_help";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "suite_data_help";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "usages";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "images";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "features";--> statement-breakpoint
ALTER TABLE "apps" DROP COLUMN "connection";--> statement-breakpoint
DROP FUNCTION "m0004_connection"(jsonb);--> statement-breakpoint
DROP FUNCTION "m0004_connection_items"(jsonb);--> statement-breakpoint
DROP FUNCTION "m0004_features"(jsonb);--> statement-breakpoint
DROP FUNCTION "m0004_images"(jsonb);--> statement-breakpoint
DROP FUNCTION "m0004_usages"(jsonb);

-- Each studio content area gets its own permission key. Roles that held the key the area used
-- before (studio.hero.manage for spotlight, FAQs, legal documents and portfolio pieces;
-- studio.products.manage for reviews) are granted the new one, so nobody gains or loses access.
-- On a database the seed has not filled yet there are no grants to copy: the seed writes them.

INSERT INTO "permissions" ("key", "description")
SELECT v."key", v."description"
FROM (VALUES
  ('studio.spotlight.manage', 'Create, edit and delete spotlight features.'),
  ('studio.faqs.manage', 'Create, edit and delete FAQs and see inactive ones.'),
  ('studio.legal.manage', 'Create, edit, publish and delete legal documents and see every version.'),
  ('studio.portfolio.manage', 'Create portfolio pieces for tailoring brands.'),
  ('studio.reviews.manage', 'Read reviews in the studio, reply to them and hide or show them.')
) AS v("key", "description")
WHERE EXISTS (SELECT 1 FROM "permissions")
ON CONFLICT ("key") DO NOTHING;

UPDATE "permissions" SET "description" = 'Create, edit and delete products and services, and read the inbox.'
WHERE "key" = 'studio.products.manage';
UPDATE "permissions" SET "description" = 'Manage home-page hero slides and run the upload check.'
WHERE "key" = 'studio.hero.manage';

INSERT INTO "role_permissions" ("role", "permission_key")
SELECT rp."role", moved."key"
FROM "role_permissions" rp
JOIN (VALUES
  ('studio.spotlight.manage', 'studio.hero.manage'),
  ('studio.faqs.manage', 'studio.hero.manage'),
  ('studio.legal.manage', 'studio.hero.manage'),
  ('studio.portfolio.manage', 'studio.hero.manage'),
  ('studio.reviews.manage', 'studio.products.manage')
) AS moved("key", "from_key") ON rp."permission_key" = moved."from_key"
ON CONFLICT ("role", "permission_key") DO NOTHING;

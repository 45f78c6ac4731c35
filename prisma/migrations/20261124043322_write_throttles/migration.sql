-- The public write limits' counters, shared by every API process
CREATE TABLE "rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");

-- One review per user per brand. Where a user wrote several, the newest stays theirs. The older
-- ones are kept for the studio but hidden from the public pages and the rating, and no longer
-- linked to the user. Their brands' ratings and counts are then set from the visible reviews left
-- (one statement: the brands' figures leave out the duplicates explicitly).
WITH duplicates AS (
    SELECT "id", "brand_id"
    FROM (
        SELECT "id", "brand_id",
               row_number() OVER (PARTITION BY "brand_id", "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "newest_first"
        FROM "reviews"
        WHERE "user_id" IS NOT NULL
    ) AS ranked
    WHERE "newest_first" > 1
),
hidden AS (
    UPDATE "reviews"
    SET "user_id" = NULL, "hidden_at" = COALESCE("reviews"."hidden_at", CURRENT_TIMESTAMP)
    FROM duplicates
    WHERE "reviews"."id" = duplicates."id"
    RETURNING "reviews"."id"
),
stats AS (
    SELECT "brands"."id", AVG("reviews"."rating")::numeric AS "average", COUNT("reviews"."id")::integer AS "visible"
    FROM "brands"
    LEFT JOIN "reviews" ON "reviews"."brand_id" = "brands"."id"
        AND "reviews"."hidden_at" IS NULL
        AND "reviews"."id" NOT IN (SELECT "id" FROM duplicates)
    WHERE "brands"."id" IN (SELECT "brand_id" FROM duplicates)
    GROUP BY "brands"."id"
)
UPDATE "brands"
SET "rating" = COALESCE(ROUND(stats."average", 2), 0), "review_count" = stats."visible"
FROM stats
WHERE "brands"."id" = stats."id";

-- CreateIndex
CREATE UNIQUE INDEX "reviews_brand_id_user_id_key" ON "reviews"("brand_id", "user_id");

-- A service becomes a product row with a service kind: the services table's columns move onto
-- products, its rows are copied across (same ids), and the table goes. Create requests get an
-- idempotency key table.

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "delivery_method" "DeliveryMethod",
ADD COLUMN     "duration" TEXT,
ADD COLUMN     "fixed_price" DECIMAL(12,2),
ADD COLUMN     "hourly_rate" DECIMAL(12,2),
ADD COLUMN     "includes" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "requirements" TEXT,
ADD COLUMN     "service_kind" "ServiceKind",
ADD COLUMN     "sessions_included" INTEGER;

-- Copy the services into products (comments here hold no semicolons: the schema engine splits on them).
-- service_type: the consultation kind stays consultation, the other kinds are service.
-- price: 0 with contact for pricing, else the first filled of consultation fee, hourly rate, fixed price.
-- category from the kind, currency from the brand.
INSERT INTO "products" (
    "id", "title", "description", "price", "currency", "brand_id", "image", "images",
    "category", "categories", "in_stock", "service_type", "is_custom", "lead_time",
    "consultation_fee", "specialties", "fitting_sessions", "measurement_guide", "price_range",
    "contact_for_pricing", "service_kind", "duration", "hourly_rate", "fixed_price",
    "sessions_included", "delivery_method", "includes", "requirements", "created_at", "updated_at"
)
SELECT
    s."id", s."title", s."description",
    CASE WHEN s."contact_for_pricing" THEN 0
         ELSE COALESCE(s."consultation_fee", s."hourly_rate", s."fixed_price", 0) END,
    b."currency", s."brand_id", s."image", s."images",
    CASE WHEN s."service_type" IN ('consultation', 'custom_design') THEN 'Custom Design' ELSE 'Alterations' END,
    ARRAY[CASE WHEN s."service_type" IN ('consultation', 'custom_design') THEN 'Custom Design' ELSE 'Alterations' END],
    true,
    CASE WHEN s."service_type" = 'consultation' THEN 'consultation'::"ProductServiceType"
         ELSE 'service'::"ProductServiceType" END,
    true, s."lead_time",
    s."consultation_fee", s."specialties", s."fitting_sessions", s."measurement_guide", s."price_range",
    s."contact_for_pricing", s."service_type", s."duration", s."hourly_rate", s."fixed_price",
    s."sessions_included", s."delivery_method", s."includes", s."requirements", s."created_at", s."updated_at"
FROM "services" s
JOIN "brands" b ON b."id" = s."brand_id"
ON CONFLICT ("id") DO NOTHING;

-- DropForeignKey
ALTER TABLE "services" DROP CONSTRAINT "services_brand_id_fkey";

-- DropTable
DROP TABLE "services";

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "user_id" UUID NOT NULL,
    "key" TEXT NOT NULL,
    "product_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id","key")
);

-- CreateIndex
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys"("created_at");

-- CreateIndex
CREATE INDEX "idempotency_keys_product_id_idx" ON "idempotency_keys"("product_id");

-- CreateIndex
CREATE INDEX "products_service_kind_created_at_idx" ON "products"("service_kind", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

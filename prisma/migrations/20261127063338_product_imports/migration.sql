-- CreateEnum
CREATE TYPE "product_import_status" AS ENUM ('queued', 'checking', 'storing_images', 'writing', 'finished', 'failed');

-- CreateTable
CREATE TABLE "product_imports" (
    "id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "requested_by_id" UUID,
    "dry_run" BOOLEAN NOT NULL,
    "status" "product_import_status" NOT NULL DEFAULT 'queued',
    "file_name" TEXT NOT NULL,
    "csv_key" TEXT,
    "zip_name" TEXT,
    "zip_key" TEXT,
    "row_count" INTEGER,
    "rows_checked" INTEGER NOT NULL DEFAULT 0,
    "images_total" INTEGER NOT NULL DEFAULT 0,
    "images_stored" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER,
    "updated" INTEGER,
    "problems" JSONB NOT NULL DEFAULT '[]',
    "failure_message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "product_imports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "product_imports_brand_id_created_at_idx" ON "product_imports"("brand_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_requested_by_id_fkey" FOREIGN KEY ("requested_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

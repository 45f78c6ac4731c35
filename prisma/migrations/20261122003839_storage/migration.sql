-- AlterTable
ALTER TABLE "brand_images" ADD COLUMN     "media_id" UUID;

-- AlterTable
ALTER TABLE "brands" ADD COLUMN     "image_media_id" UUID,
ADD COLUMN     "video_media_id" UUID;

-- CreateTable
CREATE TABLE "media_objects" (
    "id" UUID NOT NULL,
    "bucket" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER,
    "height" INTEGER,
    "variants" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_objects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "media_objects_bucket_key_key" ON "media_objects"("bucket", "key");

-- CreateIndex
CREATE INDEX "brand_images_media_id_idx" ON "brand_images"("media_id");

-- CreateIndex
CREATE INDEX "brands_image_media_id_idx" ON "brands"("image_media_id");

-- CreateIndex
CREATE INDEX "brands_video_media_id_idx" ON "brands"("video_media_id");

-- AddForeignKey
ALTER TABLE "brands" ADD CONSTRAINT "brands_image_media_id_fkey" FOREIGN KEY ("image_media_id") REFERENCES "media_objects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brands" ADD CONSTRAINT "brands_video_media_id_fkey" FOREIGN KEY ("video_media_id") REFERENCES "media_objects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_media_id_fkey" FOREIGN KEY ("media_id") REFERENCES "media_objects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

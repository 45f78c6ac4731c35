-- CreateEnum
CREATE TYPE "MediaState" AS ENUM ('processing', 'ready', 'failed');

-- AlterTable: every file recorded so far was stored whole (with its variants) when it was uploaded.
ALTER TABLE "media_objects" ADD COLUMN     "state" "MediaState" NOT NULL DEFAULT 'ready';

-- CreateEnum
CREATE TYPE "ReplyAuthorKind" AS ENUM ('brand', 'platform');

-- CreateEnum
CREATE TYPE "InboxEntryKind" AS ENUM ('enquiry', 'order');

-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "headers" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "review_replies" ADD COLUMN     "author_kind" "ReplyAuthorKind" NOT NULL DEFAULT 'platform';

-- AlterTable
ALTER TABLE "reviews" ADD COLUMN     "hidden_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "inbox_reads" (
    "user_id" UUID NOT NULL,
    "entry_kind" "InboxEntryKind" NOT NULL,
    "entry_id" UUID NOT NULL,
    "read_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "inbox_reads_pkey" PRIMARY KEY ("user_id","entry_kind","entry_id")
);

-- AddForeignKey
ALTER TABLE "inbox_reads" ADD CONSTRAINT "inbox_reads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "sign_in_codes" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "interaction_uid" TEXT NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_codes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_codes_interaction_uid_idx" ON "sign_in_codes"("interaction_uid");

-- CreateIndex
CREATE INDEX "sign_in_codes_user_id_created_at_idx" ON "sign_in_codes"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "sign_in_codes_expires_at_idx" ON "sign_in_codes"("expires_at");

-- AddForeignKey
ALTER TABLE "sign_in_codes" ADD CONSTRAINT "sign_in_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Access tokens carry the access version of their account when issued. Raising it ends them.
ALTER TABLE "users" ADD COLUMN "access_version" INTEGER NOT NULL DEFAULT 0;

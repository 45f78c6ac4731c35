-- The public contact address an applicant may give for their brand (the sign-in address stays private).
ALTER TABLE "designer_applications" ADD COLUMN "contact_email" TEXT;

-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "pg_trgm";

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('super_admin', 'admin', 'brand_admin', 'user');

-- CreateEnum
CREATE TYPE "Currency" AS ENUM ('NONE', 'NGN', 'KES', 'GHS', 'ZAR', 'EGP', 'MAD', 'TND', 'XOF', 'DZD', 'USD', 'EUR', 'GBP');

-- CreateEnum
CREATE TYPE "Occasion" AS ENUM ('wedding', 'party', 'ready_to_wear', 'vacation');

-- CreateEnum
CREATE TYPE "ProductServiceType" AS ENUM ('product', 'service', 'consultation', 'portfolio');

-- CreateEnum
CREATE TYPE "ProductVideoType" AS ENUM ('product_demo', 'styling_guide', 'behind_scenes', 'campaign');

-- CreateEnum
CREATE TYPE "ServiceKind" AS ENUM ('consultation', 'alterations', 'custom_design', 'fitting');

-- CreateEnum
CREATE TYPE "DeliveryMethod" AS ENUM ('pickup', 'delivery', 'both', 'consultation');

-- CreateEnum
CREATE TYPE "ApplicationStatus" AS ENUM ('new', 'reviewing', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "ApplicationCategory" AS ENUM ('bridal', 'ready_to_wear', 'accessories', 'vacation', 'couture', 'other');

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'contacted', 'qualified', 'converted', 'lost', 'closed');

-- CreateEnum
CREATE TYPE "LeadPriority" AS ENUM ('high', 'normal', 'low');

-- CreateEnum
CREATE TYPE "LeadSource" AS ENUM ('website', 'custom_order', 'product_request', 'referral', 'social_media');

-- CreateEnum
CREATE TYPE "LeadType" AS ENUM ('contact', 'custom_order', 'brand_request', 'consultation', 'other');

-- CreateEnum
CREATE TYPE "OrderKind" AS ENUM ('custom_order', 'brand_request');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('pending', 'confirmed', 'in_progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "FitPreference" AS ENUM ('very_loose', 'loose', 'relaxed', 'slightly_loose', 'regular', 'slightly_fitted', 'fitted', 'tight', 'very_tight');

-- CreateEnum
CREATE TYPE "LengthPreference" AS ENUM ('short', 'regular', 'long', 'extra_long');

-- CreateEnum
CREATE TYPE "SleevePreference" AS ENUM ('short', 'three_quarter', 'long', 'no_sleeve');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'unsubscribed', 'bounced', 'pending');

-- CreateEnum
CREATE TYPE "SubscriberSource" AS ENUM ('website', 'contact_form', 'studio_signup', 'manual_import');

-- CreateEnum
CREATE TYPE "FaqCategory" AS ENUM ('general', 'designers', 'customers', 'platform', 'billing', 'shipping');

-- CreateEnum
CREATE TYPE "FaqPageLocation" AS ENUM ('general', 'how_it_works', 'contact', 'join', 'all');

-- CreateEnum
CREATE TYPE "LegalDocumentType" AS ENUM ('terms_of_service', 'privacy_policy');

-- CreateEnum
CREATE TYPE "SpotlightVideoType" AS ENUM ('brand_campaign', 'behind_scenes', 'interview', 'product_demo');

-- CreateEnum
CREATE TYPE "FavouriteKind" AS ENUM ('brand', 'collection', 'product');

-- CreateEnum
CREATE TYPE "EnquiryStatus" AS ENUM ('new', 'read', 'replied', 'archived');

-- CreateTable
CREATE TABLE "brands" (
    "id" UUID NOT NULL,
    "name" VARCHAR(50) NOT NULL,
    "description" VARCHAR(150) NOT NULL DEFAULT '',
    "long_description" TEXT,
    "location" TEXT NOT NULL DEFAULT 'Unknown',
    "city" TEXT NOT NULL DEFAULT 'Unknown',
    "price_range" TEXT,
    "price_min" DECIMAL(12,2),
    "price_max" DECIMAL(12,2),
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "category" TEXT NOT NULL,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "occasions" "Occasion"[] DEFAULT ARRAY[]::"Occasion"[],
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "review_count" INTEGER NOT NULL DEFAULT 0,
    "is_verified" BOOLEAN NOT NULL DEFAULT false,
    "website" TEXT,
    "instagram" TEXT,
    "whatsapp" TEXT,
    "contact_email" TEXT,
    "founded_year" INTEGER,
    "image" TEXT,
    "video_url" TEXT,
    "video_thumbnail" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "brands_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brand_images" (
    "id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "storage_path" TEXT NOT NULL,
    "alt_text" TEXT,
    "display_order" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "brand_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "tailors" (
    "id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "image" TEXT,
    "description" TEXT,
    "specialties" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "price_range" TEXT,
    "consultation_fee" DECIMAL(12,2),
    "lead_time" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "tailors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalogues" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "brand_id" UUID NOT NULL,
    "image" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "catalogues_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalogue_images" (
    "id" UUID NOT NULL,
    "catalogue_id" UUID NOT NULL,
    "image_url" TEXT NOT NULL,
    "alt_text" TEXT,
    "display_order" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "catalogue_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "price" DECIMAL(12,2) NOT NULL DEFAULT 0,
    "sale_price" DECIMAL(12,2),
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "brand_id" UUID NOT NULL,
    "catalogue_id" UUID,
    "image" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "video_url" TEXT,
    "video_thumbnail" TEXT,
    "video_type" "ProductVideoType",
    "video_description" TEXT,
    "category" TEXT,
    "categories" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "materials" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sizes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "colors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "in_stock" BOOLEAN NOT NULL DEFAULT true,
    "service_type" "ProductServiceType" NOT NULL DEFAULT 'product',
    "is_custom" BOOLEAN NOT NULL DEFAULT false,
    "lead_time" TEXT,
    "care_instructions" TEXT,
    "consultation_fee" DECIMAL(12,2),
    "specialties" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "fitting_sessions" INTEGER,
    "measurement_guide" TEXT,
    "price_range" TEXT,
    "contact_for_pricing" BOOLEAN NOT NULL DEFAULT false,
    "techniques" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "inspiration" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "service_type" "ServiceKind" NOT NULL,
    "category" TEXT,
    "duration" TEXT,
    "lead_time" TEXT,
    "image" TEXT,
    "images" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "consultation_fee" DECIMAL(12,2),
    "hourly_rate" DECIMAL(12,2),
    "fixed_price" DECIMAL(12,2),
    "price_range" TEXT,
    "contact_for_pricing" BOOLEAN NOT NULL DEFAULT false,
    "specialties" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "sessions_included" INTEGER,
    "delivery_method" "DeliveryMethod",
    "includes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "requirements" TEXT,
    "measurement_guide" TEXT,
    "fitting_sessions" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "user_id" UUID,
    "author" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "date" DATE NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_replies" (
    "id" UUID NOT NULL,
    "review_id" UUID NOT NULL,
    "user_id" UUID,
    "admin_name" TEXT NOT NULL,
    "reply_text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "email_verified_at" TIMESTAMPTZ(3),
    "role" "Role" NOT NULL DEFAULT 'user',
    "first_name" TEXT,
    "last_name" TEXT,
    "avatar_url" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "brand_owners" (
    "user_id" UUID NOT NULL,
    "brand_id" UUID NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "brand_owners_pkey" PRIMARY KEY ("user_id","brand_id")
);

-- CreateTable
CREATE TABLE "permissions" (
    "key" TEXT NOT NULL,
    "description" TEXT NOT NULL,

    CONSTRAINT "permissions_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "role_permissions" (
    "role" "Role" NOT NULL,
    "permission_key" TEXT NOT NULL,

    CONSTRAINT "role_permissions_pkey" PRIMARY KEY ("role","permission_key")
);

-- CreateTable
CREATE TABLE "favourites" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "FavouriteKind" NOT NULL,
    "brand_id" UUID,
    "catalogue_id" UUID,
    "product_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favourites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leads" (
    "id" UUID NOT NULL,
    "brand_id" UUID,
    "customer_name" TEXT NOT NULL,
    "customer_email" TEXT NOT NULL,
    "customer_phone" TEXT,
    "source" "LeadSource" NOT NULL DEFAULT 'website',
    "lead_type" "LeadType" NOT NULL DEFAULT 'contact',
    "status" "LeadStatus" NOT NULL DEFAULT 'new',
    "priority" "LeadPriority" NOT NULL DEFAULT 'normal',
    "estimated_value" DECIMAL(12,2),
    "notes" TEXT,
    "order_id" UUID,
    "enquiry_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "contacted_at" TIMESTAMPTZ(3),
    "qualified_at" TIMESTAMPTZ(3),
    "converted_at" TIMESTAMPTZ(3),

    CONSTRAINT "leads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_interactions" (
    "id" UUID NOT NULL,
    "lead_id" UUID NOT NULL,
    "user_id" UUID,
    "kind" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_interactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" UUID NOT NULL,
    "kind" "OrderKind" NOT NULL,
    "status" "OrderStatus" NOT NULL DEFAULT 'pending',
    "user_id" UUID,
    "product_id" UUID,
    "brand_id" UUID NOT NULL,
    "customer_notes" TEXT,
    "special_requirements" TEXT,
    "total_amount" DECIMAL(12,2),
    "currency" "Currency" NOT NULL DEFAULT 'USD',
    "size" TEXT,
    "color" TEXT,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "fit_preference" "FitPreference",
    "length_preference" "LengthPreference",
    "sleeve_preference" "SleevePreference",
    "delivery_full_name" TEXT NOT NULL,
    "delivery_phone" TEXT,
    "delivery_email" TEXT NOT NULL,
    "delivery_address_line_1" TEXT,
    "delivery_city" TEXT,
    "delivery_state" TEXT,
    "delivery_postal_code" TEXT,
    "delivery_country" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "designer_applications" (
    "id" UUID NOT NULL,
    "brand_name" TEXT NOT NULL,
    "designer_name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT,
    "website" TEXT,
    "instagram" TEXT,
    "location" TEXT NOT NULL,
    "category" "ApplicationCategory" NOT NULL,
    "description" TEXT NOT NULL,
    "year_founded" INTEGER,
    "status" "ApplicationStatus" NOT NULL DEFAULT 'new',
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "designer_applications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contact_enquiries" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "brand_id" UUID,
    "status" "EnquiryStatus" NOT NULL DEFAULT 'new',
    "notification_sent" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contact_enquiries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "newsletter_subscribers" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "subscription_status" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "source" "SubscriberSource" NOT NULL DEFAULT 'website',
    "subscribed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "unsubscribed_at" TIMESTAMPTZ(3),
    "email_count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "newsletter_subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "faqs" (
    "id" UUID NOT NULL,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "category" "FaqCategory" NOT NULL DEFAULT 'general',
    "display_order" INTEGER NOT NULL DEFAULT 0,
    "page_location" "FaqPageLocation" NOT NULL DEFAULT 'general',
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "faqs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "legal_documents" (
    "id" UUID NOT NULL,
    "document_type" "LegalDocumentType" NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "effective_date" DATE NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "legal_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hero_slides" (
    "id" UUID NOT NULL,
    "image" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "link" TEXT,
    "hero_title" TEXT NOT NULL,
    "is_editorial" BOOLEAN NOT NULL DEFAULT false,
    "display_order" INTEGER NOT NULL DEFAULT 1,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hero_slides_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "spotlights" (
    "id" UUID NOT NULL,
    "title" TEXT NOT NULL,
    "subtitle" TEXT,
    "brand_name" TEXT NOT NULL,
    "brand_description" TEXT,
    "brand_quote" TEXT,
    "brand_quote_author" TEXT,
    "brand_link" TEXT,
    "main_image" TEXT,
    "video_url" TEXT,
    "video_thumbnail" TEXT,
    "video_type" "SpotlightVideoType",
    "video_description" TEXT,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "spotlights_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "spotlight_products" (
    "id" UUID NOT NULL,
    "spotlight_id" UUID NOT NULL,
    "product_id" UUID,
    "name" TEXT NOT NULL,
    "collection" TEXT,
    "image" TEXT,
    "display_order" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "spotlight_products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "platform_settings" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "platform_settings_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "page_views" (
    "id" BIGSERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "brand_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "brands_name_idx" ON "brands"("name");

-- CreateIndex
CREATE INDEX "brands_name_trgm_idx" ON "brands" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "brands_category_name_idx" ON "brands"("category", "name");

-- CreateIndex
CREATE INDEX "brands_categories_idx" ON "brands" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "brands_occasions_idx" ON "brands" USING GIN ("occasions");

-- CreateIndex
CREATE INDEX "brands_city_name_idx" ON "brands"("city", "name");

-- CreateIndex
CREATE INDEX "brands_is_verified_idx" ON "brands"("is_verified");

-- CreateIndex
CREATE INDEX "brands_rating_idx" ON "brands"("rating" DESC);

-- CreateIndex
CREATE INDEX "brands_created_at_idx" ON "brands"("created_at" DESC);

-- CreateIndex
CREATE INDEX "brand_images_brand_id_display_order_idx" ON "brand_images"("brand_id", "display_order");

-- CreateIndex
CREATE UNIQUE INDEX "tailors_brand_id_key" ON "tailors"("brand_id");

-- CreateIndex
CREATE INDEX "tailors_specialties_idx" ON "tailors" USING GIN ("specialties");

-- CreateIndex
CREATE INDEX "tailors_title_idx" ON "tailors"("title");

-- CreateIndex
CREATE INDEX "catalogues_brand_id_created_at_idx" ON "catalogues"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "catalogues_title_trgm_idx" ON "catalogues" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "catalogues_created_at_idx" ON "catalogues"("created_at" DESC);

-- CreateIndex
CREATE INDEX "catalogue_images_catalogue_id_display_order_idx" ON "catalogue_images"("catalogue_id", "display_order");

-- CreateIndex
CREATE INDEX "products_brand_id_created_at_idx" ON "products"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "products_catalogue_id_created_at_idx" ON "products"("catalogue_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "products_category_created_at_idx" ON "products"("category", "created_at" DESC);

-- CreateIndex
CREATE INDEX "products_categories_idx" ON "products" USING GIN ("categories");

-- CreateIndex
CREATE INDEX "products_in_stock_created_at_idx" ON "products"("in_stock", "created_at" DESC);

-- CreateIndex
CREATE INDEX "products_service_type_idx" ON "products"("service_type");

-- CreateIndex
CREATE INDEX "products_title_trgm_idx" ON "products" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "services_brand_id_created_at_idx" ON "services"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "services_service_type_idx" ON "services"("service_type");

-- CreateIndex
CREATE INDEX "reviews_brand_id_created_at_idx" ON "reviews"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "reviews_created_at_idx" ON "reviews"("created_at" DESC);

-- CreateIndex
CREATE INDEX "reviews_rating_idx" ON "reviews"("rating");

-- CreateIndex
CREATE INDEX "review_replies_review_id_created_at_idx" ON "review_replies"("review_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_role_idx" ON "users"("role");

-- CreateIndex
CREATE INDEX "brand_owners_brand_id_idx" ON "brand_owners"("brand_id");

-- CreateIndex
CREATE INDEX "favourites_user_id_kind_created_at_idx" ON "favourites"("user_id", "kind", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "favourites_user_id_brand_id_key" ON "favourites"("user_id", "brand_id");

-- CreateIndex
CREATE UNIQUE INDEX "favourites_user_id_catalogue_id_key" ON "favourites"("user_id", "catalogue_id");

-- CreateIndex
CREATE UNIQUE INDEX "favourites_user_id_product_id_key" ON "favourites"("user_id", "product_id");

-- CreateIndex
CREATE UNIQUE INDEX "leads_order_id_key" ON "leads"("order_id");

-- CreateIndex
CREATE UNIQUE INDEX "leads_enquiry_id_key" ON "leads"("enquiry_id");

-- CreateIndex
CREATE INDEX "leads_brand_id_created_at_idx" ON "leads"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_status_created_at_idx" ON "leads"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "leads_source_idx" ON "leads"("source");

-- CreateIndex
CREATE INDEX "leads_priority_idx" ON "leads"("priority");

-- CreateIndex
CREATE INDEX "leads_customer_name_idx" ON "leads"("customer_name");

-- CreateIndex
CREATE INDEX "leads_created_at_idx" ON "leads"("created_at" DESC);

-- CreateIndex
CREATE INDEX "lead_interactions_lead_id_created_at_idx" ON "lead_interactions"("lead_id", "created_at");

-- CreateIndex
CREATE INDEX "orders_brand_id_created_at_idx" ON "orders"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "orders_user_id_created_at_idx" ON "orders"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "designer_applications_status_created_at_idx" ON "designer_applications"("status", "created_at" DESC);

-- CreateIndex
CREATE INDEX "designer_applications_created_at_idx" ON "designer_applications"("created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_enquiries_brand_id_created_at_idx" ON "contact_enquiries"("brand_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "contact_enquiries_status_created_at_idx" ON "contact_enquiries"("status", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscribers_email_key" ON "newsletter_subscribers"("email");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_subscription_status_subscribed_at_idx" ON "newsletter_subscribers"("subscription_status", "subscribed_at" DESC);

-- CreateIndex
CREATE INDEX "newsletter_subscribers_source_idx" ON "newsletter_subscribers"("source");

-- CreateIndex
CREATE INDEX "newsletter_subscribers_subscribed_at_idx" ON "newsletter_subscribers"("subscribed_at" DESC);

-- CreateIndex
CREATE INDEX "faqs_is_active_display_order_idx" ON "faqs"("is_active", "display_order");

-- CreateIndex
CREATE INDEX "faqs_category_display_order_idx" ON "faqs"("category", "display_order");

-- CreateIndex
CREATE INDEX "faqs_page_location_display_order_idx" ON "faqs"("page_location", "display_order");

-- CreateIndex
CREATE INDEX "legal_documents_document_type_is_active_idx" ON "legal_documents"("document_type", "is_active");

-- CreateIndex
CREATE UNIQUE INDEX "legal_documents_document_type_version_key" ON "legal_documents"("document_type", "version");

-- CreateIndex
CREATE INDEX "hero_slides_is_active_display_order_idx" ON "hero_slides"("is_active", "display_order");

-- CreateIndex
CREATE INDEX "spotlights_is_active_idx" ON "spotlights"("is_active");

-- CreateIndex
CREATE INDEX "spotlights_brand_name_idx" ON "spotlights"("brand_name");

-- CreateIndex
CREATE INDEX "spotlight_products_spotlight_id_display_order_idx" ON "spotlight_products"("spotlight_id", "display_order");

-- CreateIndex
CREATE INDEX "page_views_brand_id_created_at_idx" ON "page_views"("brand_id", "created_at");

-- CreateIndex
CREATE INDEX "page_views_created_at_idx" ON "page_views"("created_at");

-- AddForeignKey
ALTER TABLE "brand_images" ADD CONSTRAINT "brand_images_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "tailors" ADD CONSTRAINT "tailors_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalogues" ADD CONSTRAINT "catalogues_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catalogue_images" ADD CONSTRAINT "catalogue_images_catalogue_id_fkey" FOREIGN KEY ("catalogue_id") REFERENCES "catalogues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "products" ADD CONSTRAINT "products_catalogue_id_fkey" FOREIGN KEY ("catalogue_id") REFERENCES "catalogues"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "services" ADD CONSTRAINT "services_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_review_id_fkey" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_replies" ADD CONSTRAINT "review_replies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brand_owners" ADD CONSTRAINT "brand_owners_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "brand_owners" ADD CONSTRAINT "brand_owners_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_key_fkey" FOREIGN KEY ("permission_key") REFERENCES "permissions"("key") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_catalogue_id_fkey" FOREIGN KEY ("catalogue_id") REFERENCES "catalogues"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leads" ADD CONSTRAINT "leads_enquiry_id_fkey" FOREIGN KEY ("enquiry_id") REFERENCES "contact_enquiries"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_interactions" ADD CONSTRAINT "lead_interactions_lead_id_fkey" FOREIGN KEY ("lead_id") REFERENCES "leads"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lead_interactions" ADD CONSTRAINT "lead_interactions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contact_enquiries" ADD CONSTRAINT "contact_enquiries_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spotlight_products" ADD CONSTRAINT "spotlight_products_spotlight_id_fkey" FOREIGN KEY ("spotlight_id") REFERENCES "spotlights"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "spotlight_products" ADD CONSTRAINT "spotlight_products_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_brand_id_fkey" FOREIGN KEY ("brand_id") REFERENCES "brands"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One active version per legal document type, one active spotlight, and a rating within 1-5:
-- rules the schema language cannot state. (Keep these when a later migration is generated.)
CREATE UNIQUE INDEX "legal_documents_one_active_per_type" ON "legal_documents" ("document_type") WHERE "is_active";
CREATE UNIQUE INDEX "spotlights_one_active" ON "spotlights" ("is_active") WHERE "is_active";
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_one_target" CHECK (num_nonnulls("brand_id", "catalogue_id", "product_id") = 1);

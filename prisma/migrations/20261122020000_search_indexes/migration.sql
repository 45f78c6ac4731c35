-- Full-text documents of site search, indexed so a search is an index lookup, not a scan.
-- The expressions must stay identical to the ones in api/src/schema/search-documents.ts.
-- (Expression indexes cannot be stated in schema.prisma: keep these when a later migration is generated.)
CREATE INDEX "brands_search_document_idx" ON "brands" USING GIN (to_tsvector('english'::regconfig, "name" || ' ' || "description" || ' ' || "category" || ' ' || "location"));
CREATE INDEX "catalogues_search_document_idx" ON "catalogues" USING GIN (to_tsvector('english'::regconfig, "title" || ' ' || coalesce("description", '')));
CREATE INDEX "products_search_document_idx" ON "products" USING GIN (to_tsvector('english'::regconfig, "title" || ' ' || coalesce("description", '') || ' ' || coalesce("category", '')));
CREATE INDEX "tailors_title_trgm_idx" ON "tailors" USING GIN ("title" gin_trgm_ops);

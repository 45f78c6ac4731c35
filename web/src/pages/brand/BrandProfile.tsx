import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import type { BrandPageQuery$data } from '../../__generated__/BrandPageQuery.graphql';
import { BrandCollections } from './BrandCollections';
import { BrandHeader } from './BrandHeader';
import { BrandPieces } from './BrandPieces';
import { BrandProducts } from './BrandProducts';
import { BrandReviews } from './BrandReviews';
import { BrandStory } from './BrandStory';
import { DesignerInfo } from './DesignerInfo';

const PRODUCTS_SECTION_ID = 'products';

const Overview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

const Sections = styled(Container)`
  padding-bottom: ${({ theme }) => theme.space[8]};
`;

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function revealSection(element: HTMLElement | null) {
  if (!element) return;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

export type ProfileBrand = NonNullable<BrandPageQuery$data['brand']>;

/**
 * A brand's profile: the cover and name, a row of its newest pieces, its story, then collections,
 * products and reviews. The products section starts open when the brand has no collections.
 */
export function BrandProfile({ brand }: { brand: ProfileBrand }) {
  const hasCollections = brand.collectionsSummary.totalCount > 0;
  const [productsOpen, setProductsOpen] = useState(!hasCollections);
  const showsPieces = hasCollections;
  const collectionsHeadingRef = useRef<HTMLHeadingElement>(null);

  const viewCollections = () => {
    collectionsHeadingRef.current?.focus({ preventScroll: true });
    revealSection(collectionsHeadingRef.current);
  };

  const toggleProducts = () => {
    const opening = !productsOpen;
    setProductsOpen(opening);
    if (opening) requestAnimationFrame(() => revealSection(document.getElementById(PRODUCTS_SECTION_ID)));
  };

  return (
    <>
      <title>{`${brand.name} — Adire`}</title>
      <BrandHeader
        brand={brand}
        productsOpen={productsOpen}
        productsSectionId={PRODUCTS_SECTION_ID}
        onViewCollections={viewCollections}
        onToggleProducts={toggleProducts}
      />
      {/* Without collections the full products grid starts open, so the row would repeat it. */}
      {showsPieces ? (
        <Container>
          <BrandPieces brand={brand} />
        </Container>
      ) : null}
      <Container>
        <Overview>
          <BrandStory brand={brand} />
          <DesignerInfo brand={brand} />
        </Overview>
      </Container>
      <Sections>
        <BrandCollections brand={brand} headingRef={collectionsHeadingRef} />
        <BrandProducts brand={brand} id={PRODUCTS_SECTION_ID} open={productsOpen} />
        <BrandReviews brand={brand} />
      </Sections>
    </>
  );
}

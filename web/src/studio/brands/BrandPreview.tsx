import { useId } from 'react';
import styled from 'styled-components';
import { cityOf } from '@domain/location';
import { BrandArtwork } from '../../components/BrandArtwork';
import { BrandCardLayout } from '../../components/brand/BrandCardLayout';
import type { BrandFormState } from './brandForm';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-content: start;
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    position: sticky;
    top: 5rem;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const CardBox = styled.div`
  max-width: 22rem;
  /* The card is a picture of the directory card, not a link; it does not lift on hover. */
  article:hover {
    transform: none;
  }
`;

const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

interface BrandPreviewProps {
  form: BrandFormState;
  /** The picture: a chosen file's blob: URL, or the stored main image. */
  imageUrl: string | null;
  imageSrcSet?: string | null;
  priceRange: string;
  rating?: number;
  reviewCount?: number;
}

const PLACEHOLDER_NAME = 'Your brand name';

/** The brand's directory card as it will look, updated as the form is filled in. */
export function BrandPreview({
  form,
  imageUrl,
  imageSrcSet,
  priceRange,
  rating = 0,
  reviewCount = 0,
}: BrandPreviewProps) {
  const titleId = useId();
  const name = form.name.trim() || PLACEHOLDER_NAME;
  const media = imageUrl ? (
    <Image src={imageUrl} srcSet={imageSrcSet ?? undefined} sizes="22rem" alt={`${name}: brand image`} />
  ) : (
    <BrandArtwork name={name} />
  );
  return (
    <Panel aria-labelledby={titleId}>
      <h2 id={titleId}>Live preview</h2>
      <p>How the brand&apos;s card looks in the directory.</p>
      <CardBox>
        <BrandCardLayout
          layout="grid"
          href={null}
          media={media}
          brand={{
            name,
            category: form.categories[0] ?? 'Category',
            categories: form.categories,
            city: form.location.trim() ? cityOf(form.location) : 'City',
            isVerified: form.isVerified,
            rating,
            reviewCount,
            description: form.description.trim() || 'Your short description shows here.',
            priceRange,
          }}
        />
      </CardBox>
    </Panel>
  );
}

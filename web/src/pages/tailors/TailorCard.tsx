import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { LazyImage } from '../../components/LazyImage';
import { MapPinIcon } from '../../components/icons';
import type { Layout } from '../../components/LayoutToggle';
import type { TailorCard_tailor$key } from '../../__generated__/TailorCard_tailor.graphql';
import { PictureFrame } from '../../components/PictureFrame';

const tailorCardFragment = graphql`
  fragment TailorCard_tailor on Tailor {
    id
    title
    image
    brand {
      name
      category
      city
      image
    }
  }
`;

const Card = styled.article<{ $layout: Layout }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      grid-template-columns: 8rem 1fr auto;
      align-items: center;
      gap: ${theme.space[5]};
    `}

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.4rem 0.9rem;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    width: 0.95rem;
    height: 0.95rem;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
`;

const DetailsLink = styled(Link)`
  justify-self: start;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.indigo700};
`;

/** One tailor in the listing: brand name (or the profile title), category, location. */
export function TailorCard({ tailor: tailorKey, layout }: { tailor: TailorCard_tailor$key; layout: Layout }) {
  const tailor = useFragment(tailorCardFragment, tailorKey);
  const name = tailor.brand.name || tailor.title;
  const picture = tailor.image ?? tailor.brand.image;
  return (
    <Card $layout={layout} aria-label={name}>
      <PictureFrame $ratio="4 / 3">
        {picture ? <LazyImage src={picture} alt={name} /> : <BrandArtwork name={name} />}
      </PictureFrame>
      <div>
        <h2>{name}</h2>
        <Meta>
          <span>{tailor.brand.category}</span>
          <span>
            <MapPinIcon aria-hidden="true" />
            {tailor.brand.city}
          </span>
        </Meta>
      </div>
      <DetailsLink to={`/tailor/${encodeURIComponent(tailor.id)}`} aria-label={`View Details: ${name}`}>
        View Details
      </DetailsLink>
    </Card>
  );
}

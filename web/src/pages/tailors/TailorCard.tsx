import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { BrandArtwork } from '../../components/BrandArtwork';
import { LazyImage } from '../../components/LazyImage';
import { MapPinIcon } from '../../components/icons';
import type { Layout } from '../../components/LayoutToggle';
import type { TailorCard_tailor$key } from '../../__generated__/TailorCard_tailor.graphql';
import { CardBody, CardFrame, CardMedia, CardTitle } from '../../components/catalogue/CardFrame';

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

const Card = styled(CardFrame)<{ $layout: Layout }>`
  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);

      ${theme.media.sm} {
        grid-template-columns: 10rem minmax(0, 1fr);
      }
      &:hover {
        transform: none;
      }
    `}
`;

const Media = styled(CardMedia)<{ $layout: Layout }>`
  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      aspect-ratio: auto;
      height: 100%;
      min-height: 8rem;
    `}
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
  align-self: start;
  margin-top: auto;
  padding-block: ${({ theme }) => theme.space[1]};
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
      <Media $layout={layout}>{picture ? <LazyImage src={picture} alt={name} /> : <BrandArtwork name={name} />}</Media>
      <CardBody>
        <CardTitle as="h2">{name}</CardTitle>
        <Meta>
          <span>{tailor.brand.category}</span>
          <span>
            <MapPinIcon aria-hidden="true" />
            {tailor.brand.city}
          </span>
        </Meta>
        <DetailsLink to={`/tailor/${encodeURIComponent(tailor.id)}`} aria-label={`View Details: ${name}`}>
          View Details
        </DetailsLink>
      </CardBody>
    </Card>
  );
}

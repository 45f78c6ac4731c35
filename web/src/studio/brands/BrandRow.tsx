import { useId } from 'react';
import { Link } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { BrandRow_brand$key } from '../../__generated__/BrandRow_brand.graphql';
import { Badge } from '../../components/Badge';
import { GlobeIcon, MapPinIcon, TagIcon } from '../../components/icons';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { BrandThumbnail } from './BrandThumbnail';
import { imageStatus } from '../kit/uploadedImageStatus';
import { editBrandPath, siteBrandPath } from './paths';

const brandRowFragment = graphql`
  fragment BrandRow_brand on Brand {
    id
    name
    category
    location
    isVerified
    image
    primaryImage {
      url
      srcSet
      processing
      failed
    }
  }
`;

const Row = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const NameLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  ${({ theme }) => theme.media.md} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;

const Action = styled(Link)`
  ${actionStyles}
`;

/** A badge for something off or missing ('Not verified', 'Tailoring off'). */
export const MutedBadge = styled(Badge)`
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** One brand of the studio list: its picture, name, category, place, whether it is verified, and its links. */
export function BrandRow({ brand: brandKey }: { brand: BrandRow_brand$key }) {
  const brand = useFragment(brandRowFragment, brandKey);
  const headingId = useId();
  return (
    <Row aria-labelledby={headingId}>
      <BrandThumbnail
        name={brand.name}
        url={brand.primaryImage?.url ?? brand.image}
        srcSet={brand.primaryImage?.srcSet}
        status={imageStatus(brand.primaryImage)}
      />
      <Details>
        <NameLine>
          <h3 id={headingId}>{brand.name}</h3>
          {brand.isVerified ? <VerifiedBadge /> : <MutedBadge>Not verified</MutedBadge>}
        </NameLine>
        <Facts>
          <span>
            <TagIcon aria-hidden="true" />
            <VisuallyHidden>Category: </VisuallyHidden>
            {brand.category}
          </span>
          <span>
            <MapPinIcon aria-hidden="true" />
            <VisuallyHidden>Location: </VisuallyHidden>
            {brand.location}
          </span>
        </Facts>
      </Details>
      <Actions>
        <Action to={editBrandPath(brand.id)}>
          Edit<VisuallyHidden> {brand.name}</VisuallyHidden>
        </Action>
        <Action to={siteBrandPath(brand.id)}>
          <GlobeIcon aria-hidden="true" />
          View on Site<VisuallyHidden> for {brand.name}</VisuallyHidden>
        </Action>
      </Actions>
    </Row>
  );
}

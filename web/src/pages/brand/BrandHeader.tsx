import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Button, ButtonAnchor } from '../../components/Button';
import { Container } from '../../components/Container';
import { MailIcon, MapPinIcon, WhatsAppIcon } from '../../components/icons';
import { StarRating } from '../../components/StarRating';
import { VerifiedBadge } from '../../components/VerifiedBadge';
import { whatsappHref } from '../../lib/contactLinks';
import type { BrandHeader_brand$key } from '../../__generated__/BrandHeader_brand.graphql';
import { BrandArtwork } from '../../components/BrandArtwork';
import { ResponsivePicture } from '../../components/ResponsivePicture';
import { ContactDesignerDialog } from './ContactDesignerDialog';

const brandHeaderFragment = graphql`
  fragment BrandHeader_brand on Brand {
    name
    category
    city
    isVerified
    rating
    reviewCount
    description
    primaryImage {
      ...ResponsivePicture_image
    }
    whatsapp
    ...ContactDesignerDialog_brand
  }
`;

const Band = styled.section`
  padding-bottom: ${({ theme }) => theme.space[6]};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.ivoryDeep}, ${({ theme }) => theme.colors.ivory});
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space[7]};
  }
`;

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-items: center;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space[7]};
  }
`;

/*
 * The cover leads the page. On a phone it runs edge to edge (out of the container's gutters) and
 * stops at 45% of the screen's height, so the brand's name and actions follow on the first screen.
 */
const Cover = styled.div`
  margin-inline: calc(-1 * ${({ theme }) => theme.layout.gutter});
  aspect-ratio: 4 / 3;
  max-height: 45svh;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ivoryDeep};

  ${({ theme }) => theme.media.md} {
    margin-inline: 0;
    aspect-ratio: 4 / 5;
    max-height: 34rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  & > img,
  & > [role='img'] {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.inkMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Lead = styled.p`
  max-width: 40rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** Full width on a phone; from 768 px 5/12 of the container, which stops growing at 1240 px. */
const COVER_SIZES = '(min-width: 1240px) 28rem, (min-width: 768px) 40vw, 100vw';

interface BrandHeaderProps {
  brand: BrandHeader_brand$key;
  productsOpen: boolean;
  productsSectionId: string;
  onViewCollections: () => void;
  onToggleProducts: () => void;
}

export function BrandHeader({
  brand: brandKey,
  productsOpen,
  productsSectionId,
  onViewCollections,
  onToggleProducts,
}: BrandHeaderProps) {
  const brand = useFragment(brandHeaderFragment, brandKey);
  const [contactOpen, setContactOpen] = useState(false);
  const reviews = brand.reviewCount === 1 ? '1 review' : `${brand.reviewCount} reviews`;

  return (
    <Band aria-labelledby="brand-name">
      <Layout>
        <Cover>
          {brand.primaryImage ? (
            <ResponsivePicture
              eager
              image={brand.primaryImage}
              sizes={COVER_SIZES}
              alt={`${brand.name}, ${brand.category}`}
              data-testid="brand-cover"
            />
          ) : (
            <BrandArtwork name={brand.name} />
          )}
        </Cover>
        <Details>
          <Badges>
            <Badge $tone="ochre">{brand.category}</Badge>
            {brand.isVerified ? <VerifiedBadge /> : null}
          </Badges>
          <h1 id="brand-name">{brand.name}</h1>
          <Meta>
            <span>
              <MapPinIcon aria-hidden="true" />
              {brand.city}
            </span>
            {brand.reviewCount > 0 ? (
              <span>
                <StarRating rating={brand.rating} />
                <span>
                  {brand.rating.toFixed(1)} ({reviews})
                </span>
              </span>
            ) : (
              <span>No reviews yet</span>
            )}
          </Meta>
          <Lead>{brand.description}</Lead>
          <Actions>
            <Button onClick={onViewCollections}>View Collections</Button>
            <Button
              $variant="secondary"
              aria-expanded={productsOpen}
              aria-controls={productsSectionId}
              onClick={onToggleProducts}
            >
              {productsOpen ? 'Hide Products' : 'View All Products'}
            </Button>
            {brand.whatsapp ? (
              <ButtonAnchor
                $variant="ghost"
                href={whatsappHref(brand.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <WhatsAppIcon />
                WhatsApp
              </ButtonAnchor>
            ) : null}
            <Button $variant="accent" aria-haspopup="dialog" onClick={() => setContactOpen(true)}>
              <MailIcon />
              Contact Designer
            </Button>
          </Actions>
        </Details>
      </Layout>
      {contactOpen ? <ContactDesignerDialog brand={brand} onClose={() => setContactOpen(false)} /> : null}
    </Band>
  );
}

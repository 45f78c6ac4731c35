import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge';
import { MapPinIcon } from '../icons';
import type { Layout } from '../LayoutToggle';
import { StarRating } from '../StarRating';
import { VerifiedBadge } from '../VerifiedBadge';

export interface BrandCardData {
  name: string;
  category: string;
  /** Every category the brand is listed under, the main one included. */
  categories: readonly string[];
  city: string;
  isVerified: boolean;
  rating: number;
  reviewCount: number;
  description: string;
  priceRange: string;
}

const Card = styled.article<{ $layout: Layout }>`
  position: relative;
  display: grid;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  transition:
    box-shadow ${({ theme }) => theme.motion.slow},
    transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
    transform: translateY(-3px);
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }

  ${({ $layout, theme }) =>
    $layout === 'grid'
      ? css`
          grid-template-rows: auto 1fr;
        `
      : css`
          ${theme.media.sm} {
            grid-template-columns: 14rem 1fr;
          }
          &:hover {
            transform: none;
          }
        `}
`;

const Frame = styled.div<{ $layout: Layout }>`
  position: relative;
  aspect-ratio: ${({ $layout }) => ($layout === 'grid' ? '4 / 5' : '16 / 10')};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.ivoryDeep};

  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      ${theme.media.sm} {
        aspect-ratio: auto;
        min-height: 12rem;
      }
    `}

  & > img,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 900ms ${({ theme }) => theme.motion.easing};
  }
  ${Card}:hover & > img,
  ${Card}:hover & > [role='img'] {
    transform: scale(1.04);
  }
`;

const FrameBadges = styled.div`
  position: absolute;
  inset: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[5]};
`;

const Name = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/* The name's link covers the whole card, so the card is one link named after the brand. */
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.ochre};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.9rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const AlsoIn = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.inkMuted};

  span {
    color: ${({ theme }) => theme.colors.indigo700};
  }
`;

const Price = styled.p`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.ochreDark};
`;

interface BrandCardLayoutProps {
  brand: BrandCardData;
  /** Where the card leads; null renders it without a link. */
  href: string | null;
  media: ReactNode;
  layout: Layout;
}

export function BrandCardLayout({ brand, href, media, layout }: BrandCardLayoutProps) {
  const reviews = brand.reviewCount === 1 ? '1 review' : `${brand.reviewCount} reviews`;
  const otherCategories = brand.categories.filter((category) => category !== brand.category);
  return (
    <Card $layout={layout} data-testid="brand-card">
      <Frame $layout={layout}>
        {media}
        <FrameBadges>
          <Badge $tone="glass">{brand.category}</Badge>
          {brand.isVerified ? <VerifiedBadge /> : null}
        </FrameBadges>
      </Frame>
      <Body>
        <Name>{href ? <StretchedLink to={href}>{brand.name}</StretchedLink> : brand.name}</Name>
        <Meta>
          <span data-testid="brand-card-city">
            <MapPinIcon />
            {brand.city}
          </span>
          {brand.reviewCount > 0 ? (
            <span>
              <StarRating rating={brand.rating} size={14} />
              <span aria-hidden="true">{brand.rating.toFixed(1)}</span>
              <span>({reviews})</span>
            </span>
          ) : (
            <span>No reviews yet</span>
          )}
        </Meta>
        <Description>{brand.description}</Description>
        {otherCategories.length ? (
          <AlsoIn>
            Also in <span>{otherCategories.join(' · ')}</span>
          </AlsoIn>
        ) : null}
        <Price>{brand.priceRange}</Price>
      </Body>
    </Card>
  );
}

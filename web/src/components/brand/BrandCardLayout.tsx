import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Badge, BadgeRow } from '../Badge';
import { CardBody, CardFrame, CardLink, CardMedia, CardTitle } from '../catalogue/CardFrame';
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

const Card = styled(CardFrame)<{ $layout: Layout }>`
  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      ${theme.media.sm} {
        display: grid;
        grid-template-columns: 14rem 1fr;
      }
      &:hover {
        transform: none;
      }
    `}
`;

const Frame = styled(CardMedia)<{ $layout: Layout }>`
  ${({ $layout, theme }) =>
    $layout === 'list' &&
    css`
      aspect-ratio: 16 / 10;
      ${theme.media.sm} {
        aspect-ratio: auto;
        min-height: 12rem;
      }
    `}
`;

const FrameBadges = styled(BadgeRow)`
  position: absolute;
  inset: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[3]} auto;
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
      <CardBody>
        <CardTitle>{href ? <CardLink to={href}>{brand.name}</CardLink> : brand.name}</CardTitle>
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
      </CardBody>
    </Card>
  );
}

import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PortfolioRow_product$key } from '../../__generated__/PortfolioRow_product.graphql';
import { ImageIcon } from '../../components/icons/studioIcons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { productEditPath, publicProductPath } from './portfolioPaths';

const portfolioRowFragment = graphql`
  fragment PortfolioRow_product on Product {
    id
    title
    image
    category
    priceRange
    viewerCanEdit
    brand {
      name
    }
  }
`;

const Card = styled.article`
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

const Picture = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 5;
  background: ${({ theme }) => theme.colors.ivoryDeep};
  color: ${({ theme }) => theme.colors.inkMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 2rem;
    height: 2rem;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`;

const ActionLink = styled(Link)`
  ${actionStyles}
`;

/** One portfolio piece: its main image, title, brand and category, with its public page and (if allowed) Edit. */
export function PortfolioRow({ piece: pieceKey }: { piece: PortfolioRow_product$key }) {
  const piece = useFragment(portfolioRowFragment, pieceKey);
  const headingId = useId();
  const facts = [piece.brand.name, piece.category, piece.priceRange].filter(Boolean).join(' · ');
  return (
    <Card aria-labelledby={headingId}>
      <Picture>{piece.image ? <img src={piece.image} alt="" loading="lazy" /> : <ImageIcon />}</Picture>
      <Body>
        <h3 id={headingId}>{piece.title}</h3>
        <Facts>{facts}</Facts>
        <Actions>
          <ActionLink to={publicProductPath(piece.id)}>
            View<VisuallyHidden> {piece.title}</VisuallyHidden>
          </ActionLink>
          {piece.viewerCanEdit ? (
            <ActionLink to={productEditPath(piece.id)}>
              Edit<VisuallyHidden> {piece.title}</VisuallyHidden>
            </ActionLink>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}

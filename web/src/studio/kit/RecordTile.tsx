import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from './actionStyles';
import { studioPanelStyles } from './surfaces';
import { UploadedImage } from './UploadedImage';
import type { KnownImageStatus } from './uploadedImageStatus';

/** The list of a page's cards, as many a row as fit, each at least `$min` wide ('16rem'). */
export const TileGrid = styled.ul<{ $min: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min }) => $min}), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list's card led by a picture (a collection, a portfolio piece): picture on top, body below. */
export const TileCard = styled.article`
  ${studioPanelStyles}
  display: grid;
  grid-template-rows: auto 1fr;
  height: 100%;
  overflow: hidden;
  padding: 0;
`;

const Picture = styled.div<{ $ratio: string }>`
  display: grid;
  place-items: center;
  aspect-ratio: ${({ $ratio }) => $ratio};
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

/**
 * The card's picture at the given aspect ratio ('4 / 3'), or the fallback icon when there is none;
 * 'Processing…' while an upload is being made into its files (`status`, when the page's data says).
 */
export function TilePicture({
  src,
  ratio,
  fallback,
  status,
}: {
  src?: string | null;
  ratio: string;
  fallback: ReactNode;
  status?: KnownImageStatus;
}) {
  return <Picture $ratio={ratio}>{src ? <UploadedImage src={src} alt="" status={status} /> : fallback}</Picture>;
}

export const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

/** The record's facts in one line ('Brand · 3 images'). */
export const TileFacts = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

/** The card's buttons, kept at its foot. */
export const TileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
`;

const ActionLink = styled(Link)`
  ${actionStyles}
`;

/** A card's link ('Edit'), named for the record it acts on ('Edit Summer Linen') for screen readers. */
export function RecordActionLink({ to, action, record }: { to: string; action: string; record: string }) {
  return (
    <ActionLink to={to}>
      {action}
      <VisuallyHidden> {record}</VisuallyHidden>
    </ActionLink>
  );
}

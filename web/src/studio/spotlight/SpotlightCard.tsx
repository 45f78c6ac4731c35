import { SPOTLIGHT_MESSAGES } from '@features/spotlight/messages';
import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { SpotlightCard_spotlight$key } from '../../__generated__/SpotlightCard_spotlight.graphql';
import type { SpotlightCardDeleteMutation } from '../../__generated__/SpotlightCardDeleteMutation.graphql';
import { Badge } from '../../components/Badge';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { userFacing } from '../kit/form/mutationFailure';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { formatDate } from '../kit/format';
import { CardMeta, MediaCard, MediaCardActions, MediaCardBody, MediaCardThumb, MediaCardTitle } from '../kit/surfaces';
import { RecordActionButton, RecordDeleteButton } from '../kit/RecordActionButtons';
import { RecordActionLink } from '../kit/RecordTile';
import { UploadedImage } from '../kit/UploadedImage';
import { imageStatus } from '../kit/uploadedImageStatus';
import { useUpdateSpotlightMutation } from './useUpdateSpotlightMutation';
import { editSpotlightPath } from './paths';

const spotlightCardFragment = graphql`
  fragment SpotlightCard_spotlight on Spotlight {
    id
    title
    subtitle
    brandName
    mainImage
    mainPicture {
      processing
      failed
    }
    videoUrl
    videoThumbnail
    videoThumbnailPicture {
      processing
      failed
    }
    isActive
    updatedAt
    featuredProducts {
      name
    }
  }
`;

const deleteSpotlightMutation = graphql`
  mutation SpotlightCardDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteSpotlight(id: $id) {
      deletedSpotlightId @deleteEdge(connections: $connections)
    }
  }
`;

const DELETE_TEXTS = { success: SPOTLIGHT_MESSAGES.deleted, failure: userFacing(SPOTLIGHT_MESSAGES.deleteFailed) };

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
  overflow-wrap: anywhere;
`;

export const deleteSpotlightConfirmation = (title: string) =>
  `Are you sure you want to delete the spotlight '${title}'? This action cannot be undone.`;

const productSummary = (names: readonly string[]) =>
  names.length === 0
    ? 'No featured products'
    : `${names.length} featured ${names.length === 1 ? 'product' : 'products'}: ${names.join(', ')}`;

interface SpotlightCardProps {
  spotlight: SpotlightCard_spotlight$key;
  connectionId: string;
  onActivated: () => void;
  onDeleted: () => void;
}

/** One spotlight: its picture (the thumbnail, else the main image), words, whether it is on the home page, and its actions. */
export function SpotlightCard({ spotlight: key, connectionId, onActivated, onDeleted }: SpotlightCardProps) {
  const spotlight = useFragment(spotlightCardFragment, key);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { updateSpotlight, saving } = useUpdateSpotlightMutation();
  const deletion = useStudioMutation<SpotlightCardDeleteMutation>(deleteSpotlightMutation, DELETE_TEXTS);
  const thumbnailFirst = !!spotlight.videoUrl && !!spotlight.videoThumbnail;
  const picture = thumbnailFirst ? spotlight.videoThumbnail : spotlight.mainImage;
  const status = imageStatus(thumbnailFirst ? spotlight.videoThumbnailPicture : spotlight.mainPicture);

  return (
    <MediaCard aria-labelledby={headingId} $on={spotlight.isActive} $mediaWidth="11rem">
      <MediaCardThumb $ratio="4 / 3">
        {picture ? <UploadedImage src={picture} alt="" status={status} /> : null}
      </MediaCardThumb>
      <MediaCardBody>
        <CardMeta>
          {spotlight.isActive ? <Badge $tone="success">Active: on the home page</Badge> : <Badge>Not shown</Badge>}
          {spotlight.videoUrl ? <Badge $tone="ochre">Video</Badge> : null}
          <span>Changed {formatDate(spotlight.updatedAt)}</span>
        </CardMeta>
        <MediaCardTitle id={headingId}>{spotlight.title}</MediaCardTitle>
        <Detail>
          <strong>{spotlight.brandName}</strong>
          {spotlight.subtitle ? ` · ${spotlight.subtitle}` : null}
        </Detail>
        <Detail>{productSummary(spotlight.featuredProducts.map((p) => p.name))}</Detail>
        <MediaCardActions>
          {spotlight.isActive ? null : (
            <RecordActionButton
              action="Activate"
              record={spotlight.title}
              aria-disabled={saving}
              aria-busy={saving}
              onClick={() =>
                !saving &&
                void updateSpotlight(
                  spotlight.id,
                  { isActive: true },
                  // The list reloads: activating one turns the others off.
                  { onDone: onActivated, success: SPOTLIGHT_MESSAGES.activated },
                )
              }
            />
          )}
          <RecordActionLink to={editSpotlightPath(spotlight.id)} action="Edit" record={spotlight.title} />
          <RecordDeleteButton record={spotlight.title} onClick={() => setConfirming(true)} />
        </MediaCardActions>
      </MediaCardBody>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Spotlight"
          message={deleteSpotlightConfirmation(spotlight.title)}
          deleting={deletion.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void deletion.run(
              { id: spotlight.id, connections: [connectionId] },
              { onDone: onDeleted, onFailed: () => setConfirming(false) },
            )
          }
        />
      ) : null}
    </MediaCard>
  );
}

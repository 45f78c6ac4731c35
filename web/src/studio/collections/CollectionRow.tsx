import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { CollectionRow_collection$key } from '../../__generated__/CollectionRow_collection.graphql';
import { ImageIcon } from '../../components/icons/studioIcons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { formatCount } from '../kit/format';
import { TrashIcon } from '../kit/icons';
import { editCollectionPath } from './collectionsPaging';
import { useDeleteCollectionMutation } from './useDeleteCollectionMutation';

const collectionRowFragment = graphql`
  fragment CollectionRow_collection on Collection {
    id
    title
    image
    brand {
      id
      name
    }
    images {
      id
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
  aspect-ratio: 4 / 3;
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

const EditLink = styled(Link)`
  ${actionStyles}
`;

const DeleteButton = styled.button`
  ${actionStyles}
  color: ${({ theme }) => theme.colors.danger};

  &:hover {
    background: ${({ theme }) => theme.colors.terracottaLight};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const deleteCollectionConfirmation = (title: string) =>
  `Are you sure you want to delete the collection '${title}'? Its gallery goes with it; its products stay, without a collection. This action cannot be undone.`;

const imageCount = (count: number) => `${formatCount(count)} ${count === 1 ? 'image' : 'images'}`;

interface CollectionRowProps {
  collection: CollectionRow_collection$key;
  connectionId: string;
  onDeleted: () => void;
}

/** One collection: its main image, title, brand and number of images, with Edit and Delete. */
export function CollectionRow({ collection: collectionKey, connectionId, onDeleted }: CollectionRowProps) {
  const collection = useFragment(collectionRowFragment, collectionKey);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { deleteCollection, deleting } = useDeleteCollectionMutation(connectionId);

  return (
    <Card aria-labelledby={headingId}>
      <Picture>{collection.image ? <img src={collection.image} alt="" loading="lazy" /> : <ImageIcon />}</Picture>
      <Body>
        <h3 id={headingId}>{collection.title}</h3>
        <Facts>
          {collection.brand.name} · {imageCount(collection.images.length)}
        </Facts>
        <Actions>
          <EditLink to={editCollectionPath(collection.id)}>
            Edit<VisuallyHidden> {collection.title}</VisuallyHidden>
          </EditLink>
          <DeleteButton type="button" onClick={() => setConfirming(true)}>
            <TrashIcon />
            Delete<VisuallyHidden> {collection.title}</VisuallyHidden>
          </DeleteButton>
        </Actions>
      </Body>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Collection"
          message={deleteCollectionConfirmation(collection.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deleteCollection(collection.id, { onDeleted, onFailed: () => setConfirming(false) })}
        />
      ) : null}
    </Card>
  );
}

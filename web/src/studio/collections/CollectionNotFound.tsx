import { COLLECTION_MESSAGES } from '@features/collections/messages';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { ArrowLeftIcon } from '../../components/icons';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { COLLECTIONS_PATH } from './collectionsPaging';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Spec section 2: the not-found screen, for an id that names no collection and for a collection of
 * a brand the viewer does not manage (the same answer, so it tells nothing about others' collections).
 */
export function CollectionNotFound() {
  return (
    <>
      <StudioPageHeader
        eyebrow="Catalogue"
        title={COLLECTION_MESSAGES.notFound}
        lead="It may have been deleted, or the link may be wrong."
      />
      <Actions>
        <ButtonLink to={COLLECTIONS_PATH}>
          <ArrowLeftIcon />
          Back to Collections
        </ButtonLink>
      </Actions>
    </>
  );
}

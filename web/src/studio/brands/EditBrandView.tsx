import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { DangerButton } from '../kit/formSections';
import { BRAND_MESSAGES } from '@features/brands/messages';
import type { EditBrandViewDeleteMutation } from '../../__generated__/EditBrandViewDeleteMutation.graphql';
import type { EditBrandView_brand$key } from '../../__generated__/EditBrandView_brand.graphql';
import { Button, ButtonLink } from '../../components/Button';
import { GlobeIcon } from '../../components/icons';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { useStudioMutation } from '../kit/form/useStudioMutation';
import { TrashIcon } from '../kit/icons';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { changeFailureMessage } from './brandFailures';
import { BrandEditor } from './BrandEditor';
import { BrandGallery } from './BrandGallery';
import { BrandHistory } from './BrandHistory';
import { BrandVideo } from './BrandVideo';
import { TailoringCard } from './TailoringCard';
import { BRANDS_PATH, siteBrandPath } from './paths';

const editBrandViewFragment = graphql`
  fragment EditBrandView_brand on Brand {
    id
    name
    ...BrandEditor_brand
    ...BrandGallery_brand
    ...BrandVideo_brand
    ...TailoringCard_brand
    ...BrandHistory_brand
  }
`;

// Its collections, products, images, tailor profile and reviews go with it.
const deleteBrandMutation = graphql`
  mutation EditBrandViewDeleteMutation($id: ID!) {
    deleteBrand(id: $id) {
      deletedBrandId
    }
  }
`;

const DELETE_TEXTS = {
  success: 'Brand deleted successfully',
  failure: (error: unknown) => changeFailureMessage(error, BRAND_MESSAGES.deleteFailed),
};

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > header {
    flex: 1 1 20rem;
    min-width: 0;
    margin-bottom: 0;
    overflow-wrap: anywhere;
  }
`;

const TopActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin-top: ${({ theme }) => theme.space[6]};
  min-width: 0;

  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

/** A loaded brand's edit screen: header with View on Site and Delete, the form, media, tailoring and history. */
export function EditBrandView({ brand: brandKey, backLabel }: { brand: EditBrandView_brand$key; backLabel: string }) {
  const brand = useFragment(editBrandViewFragment, brandKey);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useStudioMutation<EditBrandViewDeleteMutation>(deleteBrandMutation, DELETE_TEXTS);
  // Every saved change writes an audit event: the history reloads when this changes.
  const [historyKey, setHistoryKey] = useState(0);
  const changed = useCallback(() => setHistoryKey((key) => key + 1), []);

  return (
    <>
      <Top>
        <StudioPageHeader eyebrow="Edit brand" title={brand.name} />
        <TopActions>
          <ButtonLink $variant="secondary" to={siteBrandPath(brand.id)}>
            <GlobeIcon aria-hidden="true" />
            View on Site
          </ButtonLink>
          <DangerButton $variant="secondary" onClick={() => setConfirming(true)}>
            <TrashIcon />
            Delete Brand
          </DangerButton>
        </TopActions>
      </Top>
      <BrandEditor brand={brand} backLabel={backLabel} onSaved={changed} />
      <Sections>
        <BrandGallery brand={brand} onChanged={changed} />
        <BrandVideo brand={brand} onChanged={changed} />
        <TailoringCard brand={brand} onChanged={changed} />
        <BrandHistory brand={brand} refreshKey={historyKey} />
      </Sections>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Brand"
          message={`Are you sure you want to delete ${brand.name}? Its collections, products, images, tailor profile and reviews are deleted with it. This action cannot be undone.`}
          deleting={remove.busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void remove.run(
              { id: brand.id },
              { onDone: () => void navigate(BRANDS_PATH), onFailed: () => setConfirming(false) },
            )
          }
        />
      ) : null}
    </>
  );
}

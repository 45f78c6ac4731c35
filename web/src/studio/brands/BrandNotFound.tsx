import styled from 'styled-components';
import { BRAND_MESSAGES } from '@features/brands/messages';
import { ButtonLink } from '../../components/Button';
import { AlertCircleIcon, LockIcon } from '../../components/icons';
import { NO_PERMISSION } from '../kit/permissionRefused';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { studioPanelStyles } from '../kit/StudioPanel';
import { BRANDS_PATH } from './brandsPaging';

const Panel = styled.div`
  ${studioPanelStyles}
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[7]};
  text-align: center;

  p {
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  svg {
    width: 2.25rem;
    height: 2.25rem;
    color: ${({ theme }) => theme.colors.indigo800};
  }
`;

/** No brand has this id (or it was deleted). */
export function BrandNotFound({ backLabel }: { backLabel: string }) {
  return (
    <>
      <StudioPageHeader eyebrow="Catalogue" title="Brand not found" />
      <Panel role="alert">
        <AlertCircleIcon />
        <p>{BRAND_MESSAGES.notFound}</p>
        <ButtonLink to={BRANDS_PATH}>{backLabel}</ButtonLink>
      </Panel>
    </>
  );
}

/** The brand exists but the viewer does not manage it (a brand admin opening another brand's address). */
export function BrandNotYours({ backLabel }: { backLabel: string }) {
  return (
    <>
      <StudioPageHeader eyebrow="Catalogue" title="Edit Brand" />
      <Panel role="alert">
        <LockIcon />
        <p>{NO_PERMISSION}</p>
        <ButtonLink to={BRANDS_PATH}>{backLabel}</ButtonLink>
      </Panel>
    </>
  );
}

import { BRAND_MESSAGES } from '@features/brands/messages';
import { ButtonLink } from '../../components/Button';
import { AlertCircleIcon } from '../../components/icons';
import { NoticePanel, PermissionDenied } from '../kit/PermissionDenied';
import { StudioPageHeader } from '../kit/StudioPageHeader';
import { BRANDS_PATH } from './paths';

/** No brand has this id (or it was deleted). */
export function BrandNotFound({ backLabel }: { backLabel: string }) {
  return (
    <>
      <StudioPageHeader eyebrow="Catalogue" title="Brand not found" />
      <NoticePanel role="alert">
        <AlertCircleIcon />
        <p>{BRAND_MESSAGES.notFound}</p>
        <ButtonLink to={BRANDS_PATH}>{backLabel}</ButtonLink>
      </NoticePanel>
    </>
  );
}

/** The brand exists but the viewer does not manage it (a brand admin opening another brand's address). */
export function BrandNotYours({ backLabel }: { backLabel: string }) {
  return (
    <PermissionDenied eyebrow="Catalogue" title="Edit Brand">
      <ButtonLink to={BRANDS_PATH}>{backLabel}</ButtonLink>
    </PermissionDenied>
  );
}

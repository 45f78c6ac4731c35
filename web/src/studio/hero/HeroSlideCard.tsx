import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import type { HeroSlideCard_slide$key } from '../../__generated__/HeroSlideCard_slide.graphql';
import { Badge } from '../../components/Badge';
import { ConfirmDeleteDialog } from '../kit/ConfirmDialog';
import { CardMeta, MediaCard, MediaCardActions, MediaCardBody, MediaCardThumb, MediaCardTitle } from '../kit/surfaces';
import { RecordDeleteButton } from '../kit/RecordActionButtons';
import { RecordActionLink } from '../kit/RecordTile';
import { UploadedImage } from '../kit/UploadedImage';
import { imageStatus } from '../kit/uploadedImageStatus';
import { ActiveSwitch } from '../kit/ActiveSwitch';
import { useDeleteHeroSlideMutation } from './useDeleteHeroSlideMutation';
import { useUpdateHeroSlideMutation } from './useUpdateHeroSlideMutation';
import { heroPaths } from './paths';

const heroSlideCardFragment = graphql`
  fragment HeroSlideCard_slide on HeroSlide {
    id
    image
    picture {
      processing
      failed
    }
    title
    subtitle
    link
    heroTitle
    isEditorial
    displayOrder
    isActive
  }
`;

/** The slide's facts are set in small capitals. */
const Meta = styled(CardMeta)`
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const HeroTitle = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.indigo800};
  overflow-wrap: anywhere;
`;

const Detail = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export const deleteSlideConfirmation = (title: string) =>
  `Are you sure you want to delete the slide '${title}'? This action cannot be undone.`;

/** One slide of the carousel: its picture and words, the active switch, Edit and Delete. */
export function HeroSlideCard({
  slide: slideKey,
  onDeleted,
}: {
  slide: HeroSlideCard_slide$key;
  onDeleted: () => void;
}) {
  const slide = useFragment(heroSlideCardFragment, slideKey);
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const { updateSlide, saving } = useUpdateHeroSlideMutation();
  const { deleteSlide, deleting } = useDeleteHeroSlideMutation();

  return (
    <MediaCard aria-labelledby={headingId} $on={slide.isActive} $mediaWidth="12rem">
      <MediaCardThumb $ratio="16 / 9" $dim={!slide.isActive}>
        <UploadedImage src={slide.image} alt="" status={imageStatus(slide.picture)} />
      </MediaCardThumb>
      <MediaCardBody>
        <Meta>
          <span>Order {slide.displayOrder}</span>
          {slide.isEditorial ? <Badge $tone="ochre">Editorial</Badge> : null}
          {slide.isActive ? null : <Badge>Not on the home page</Badge>}
        </Meta>
        <MediaCardTitle id={headingId}>{slide.title}</MediaCardTitle>
        <HeroTitle>{slide.heroTitle}</HeroTitle>
        {slide.subtitle ? <Detail>{slide.subtitle}</Detail> : null}
        <Detail>{slide.link ? `Links to ${slide.link}` : 'No link'}</Detail>
        <MediaCardActions>
          <ActiveSwitch
            active={slide.isActive}
            subject={slide.title}
            onLabel="On home page"
            saving={saving}
            onChange={(isActive) => void updateSlide(slide.id, { isActive })}
          />
          <RecordActionLink to={heroPaths.edit(slide.id)} action="Edit" record={slide.title} />
          <RecordDeleteButton record={slide.title} onClick={() => setConfirming(true)} />
        </MediaCardActions>
      </MediaCardBody>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Hero Slide"
          message={deleteSlideConfirmation(slide.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deleteSlide(slide.id, { onDone: onDeleted, onFailed: () => setConfirming(false) })}
        />
      ) : null}
    </MediaCard>
  );
}

import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { HeroSlideCard_slide$key } from '../../__generated__/HeroSlideCard_slide.graphql';
import { Badge } from '../../components/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { actionStyles } from '../kit/actionStyles';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { TrashIcon } from '../kit/icons';
import { ActiveSwitch } from './ActiveSwitch';
import { editHeroSlidePath } from './heroAccess';
import { useDeleteHeroSlideMutation } from './useDeleteHeroSlideMutation';
import { useUpdateHeroSlideMutation } from './useUpdateHeroSlideMutation';

const heroSlideCardFragment = graphql`
  fragment HeroSlideCard_slide on HeroSlide {
    id
    image
    title
    subtitle
    link
    heroTitle
    isEditorial
    displayOrder
    isActive
  }
`;

const Card = styled.article<{ $inactive: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-left: 4px solid ${({ $inactive, theme }) => ($inactive ? theme.colors.lineStrong : theme.colors.success)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 12rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Thumb = styled.div<{ $inactive: boolean }>`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.indigo900};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: ${({ $inactive }) => ($inactive ? 'grayscale(0.8)' : 'none')};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
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
    <Card aria-labelledby={headingId} $inactive={!slide.isActive}>
      <Thumb $inactive={!slide.isActive}>
        <img src={slide.image} alt="" loading="lazy" />
      </Thumb>
      <Body>
        <Meta>
          <span>Order {slide.displayOrder}</span>
          {slide.isEditorial ? <Badge $tone="ochre">Editorial</Badge> : null}
          {slide.isActive ? null : <Badge>Not on the home page</Badge>}
        </Meta>
        <Title id={headingId}>{slide.title}</Title>
        <HeroTitle>{slide.heroTitle}</HeroTitle>
        {slide.subtitle ? <Detail>{slide.subtitle}</Detail> : null}
        <Detail>{slide.link ? `Links to ${slide.link}` : 'No link'}</Detail>
        <Actions>
          <ActiveSwitch
            active={slide.isActive}
            subject={slide.title}
            saving={saving}
            onChange={(isActive) => void updateSlide(slide.id, { isActive })}
          />
          <EditLink to={editHeroSlidePath(slide.id)}>
            Edit<VisuallyHidden> {slide.title}</VisuallyHidden>
          </EditLink>
          <DeleteButton type="button" onClick={() => setConfirming(true)}>
            <TrashIcon />
            Delete<VisuallyHidden> {slide.title}</VisuallyHidden>
          </DeleteButton>
        </Actions>
      </Body>
      {confirming ? (
        <ConfirmDeleteDialog
          title="Delete Hero Slide"
          message={deleteSlideConfirmation(slide.title)}
          deleting={deleting}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deleteSlide(slide.id, { onDeleted, onFailed: () => setConfirming(false) })}
        />
      ) : null}
    </Card>
  );
}

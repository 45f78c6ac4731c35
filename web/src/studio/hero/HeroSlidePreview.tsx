import styled from 'styled-components';
import { ArrowRightIcon } from '../../components/icons';
import { adireMotif } from '../../components/theme';

/** The container the stage's sizes (cqi) are measured against. */
const Figure = styled.figure`
  container-type: inline-size;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The slide as the home page draws it, scaled to the width the figure is given. */
const Stage = styled.div<{ $image: string | null; $dimmed: boolean }>`
  position: relative;
  min-width: 0;
  display: flex;
  align-items: center;
  /* 16:10 like the home page's hero, growing (never clipping) when the words need more room. */
  aspect-ratio: 16 / 10;
  padding: 6cqi 7cqi;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ivory};
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(100deg, rgba(10, 12, 30, 0.85), rgba(10, 12, 30, 0.25)), url(${JSON.stringify($image)}) center / cover no-repeat`
      : `${adireMotif('#f4e3c3', 0.16)} 0 0 / 64px 64px, linear-gradient(160deg, #232c63, #0d1130)`};
  background-color: ${({ theme }) => theme.colors.indigo950};
  filter: ${({ $dimmed }) => ($dimmed ? 'grayscale(0.7)' : 'none')};
`;

const Copy = styled.div`
  display: grid;
  gap: clamp(0.4rem, 2.4cqi, 1.25rem);
  max-width: 85%;
  min-width: 0;
`;

const Kicker = styled.p`
  font-size: clamp(0.6rem, 1.5cqi, 0.75rem);
  font-weight: 600;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ochre};
  overflow-wrap: anywhere;
`;

const Headline = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: clamp(1.25rem, 5.5cqi, 3rem);
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.ivory};
  overflow-wrap: anywhere;
`;

const Subtitle = styled.p`
  font-size: clamp(0.75rem, 2cqi, 1.05rem);
  color: ${({ theme }) => theme.colors.indigo100};
  overflow-wrap: anywhere;
`;

/** Looks like the slide's button; not a link here, so the preview never leaves the form. */
const FakeButton = styled.span`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  max-width: 100%;
  padding: clamp(0.35rem, 1.4cqi, 0.8rem) clamp(0.7rem, 2.6cqi, 1.6rem);
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivory};
  color: ${({ theme }) => theme.colors.indigo900};
  font-size: clamp(0.7rem, 1.8cqi, 1rem);
  font-weight: 600;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    width: 1em;
    height: 1em;
  }
`;

const Placeholder = styled.span`
  opacity: 0.75;
`;

const Notes = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  overflow-wrap: anywhere;
`;

export interface HeroSlidePreviewProps {
  image: string | null;
  title: string;
  heroTitle: string;
  subtitle: string;
  /** The link as it will be saved (a bare word already prefixed). */
  link: string | null;
  isEditorial: boolean;
  isActive: boolean;
}

/** A live preview of the slide as the home page's carousel shows it, updated as the form is filled in. */
export function HeroSlidePreview({
  image,
  title,
  heroTitle,
  subtitle,
  link,
  isEditorial,
  isActive,
}: HeroSlidePreviewProps) {
  const notes = [
    isActive ? 'Active: shown on the home page.' : 'Inactive: not shown on the home page.',
    isEditorial ? 'Marked as editorial.' : null,
    link ? `The button links to ${link}.` : 'No link, so no button.',
  ].filter(Boolean);
  return (
    <Figure aria-label="Slide preview">
      <Caption>Preview · as on the home page</Caption>
      <Stage $image={image} $dimmed={!isActive}>
        <Copy>
          <Kicker>{title.trim() || <Placeholder>Title</Placeholder>}</Kicker>
          <Headline>{heroTitle.trim() || <Placeholder>Hero title</Placeholder>}</Headline>
          {subtitle.trim() ? <Subtitle>{subtitle}</Subtitle> : null}
          {link ? (
            <FakeButton>
              {title.trim() || 'Title'}
              <ArrowRightIcon aria-hidden="true" />
            </FakeButton>
          ) : null}
        </Copy>
      </Stage>
      <Notes>{notes.join(' ')}</Notes>
    </Figure>
  );
}

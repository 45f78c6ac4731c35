import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { Eyebrow } from '../../components/Eyebrow';
import { ArrowRightIcon } from '../../components/icons';
import { adireMotif } from '../../components/theme';
import { OCCASIONS, occasionHref, type OccasionName } from '../../lib/occasions';
import { tilePicture } from './tilePicture';
import type { TileImages } from './homeTileImages';

const ARTWORK: Record<OccasionName, { from: string; to: string; motif: string; note: string }> = {
  Wedding: { from: '#3d4f98', to: '#161d42', motif: '#f4e3c3', note: 'Aso-oke, lace and bridal couture' },
  Party: { from: '#b4533a', to: '#5e2418', motif: '#f4ddd4', note: 'Statement evening and occasion wear' },
  'Ready to Wear': { from: '#c98b2c', to: '#7a4d0c', motif: '#fffdf8', note: 'Everyday pieces with a point of view' },
  Vacation: { from: '#2d6a4c', to: '#123326', motif: '#dcebe2', note: 'Resort linens, kaftans and prints' },
};

const Section = styled.section`
  padding-block: ${({ theme }) => theme.space[9]};
`;

const Heading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[7]};
  text-align: center;
  justify-items: center;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled(Link)<{ $from: string; $to: string; $motif: string; $image?: string }>`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 22rem;
  padding: ${({ theme }) => theme.space[5]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;
  background:
    ${({ $motif }) => adireMotif($motif, 0.32)}, linear-gradient(165deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  background-size:
    72px 72px,
    auto;
  ${({ $image }) => ($image ? tilePicture($image) : '')}
  transition: transform ${({ theme }) => theme.motion.slow} ${({ theme }) => theme.motion.easing}, box-shadow ${({ theme }) => theme.motion.slow};

  &::before {
    content: '';
    position: absolute;
    inset: 40% 0 0 0;
    background: linear-gradient(to top, rgba(10, 12, 30, 0.75), transparent);
  }
  & > * {
    position: relative;
  }

  h3 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }

  &:hover {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Cue = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-top: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export function OccasionTiles({ images }: { images: TileImages }) {
  return (
    <Section aria-labelledby="occasions-title">
      <Container>
        <Heading>
          <Eyebrow>Shop by occasion</Eyebrow>
          <h2 id="occasions-title">What are you dressing for?</h2>
        </Heading>
        <Grid>
          {OCCASIONS.map((occasion) => {
            const art = ARTWORK[occasion];
            return (
              <li key={occasion}>
                <Tile
                  to={occasionHref(occasion)}
                  $from={art.from}
                  $to={art.to}
                  $motif={art.motif}
                  $image={images[occasion]}
                >
                  <h3>{occasion}</h3>
                  <p>{art.note}</p>
                  <Cue aria-hidden="true">
                    Discover <ArrowRightIcon />
                  </Cue>
                </Tile>
              </li>
            );
          })}
        </Grid>
      </Container>
    </Section>
  );
}

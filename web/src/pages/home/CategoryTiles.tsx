import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ArrowRightIcon } from '../../components/icons';
import { adireMotif } from '../../components/theme';
import { tilePicture } from './tilePicture';
import type { TileImages } from './homeTileImages';

const TILES = [
  {
    title: 'Collections',
    note: 'Ready-to-wear, accessories and statement pieces',
    href: '/collections',
    from: '#3d4f98',
    to: '#161d42',
  },
  {
    title: 'Tailored',
    note: 'Bridal, custom design and made-to-measure',
    href: '/tailored',
    from: '#b4533a',
    to: '#5e2418',
  },
] as const;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: ${({ theme }) => theme.space[8]} 0 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Tile = styled(Link)<{ $from: string; $to: string; $image?: string }>`
  display: grid;
  align-content: end;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 14rem;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.ivory};
  text-decoration: none;
  background: ${adireMotif('#f4e3c3', 0.2)}, linear-gradient(160deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  background-size:
    72px 72px,
    auto;
  ${({ $image }) => ($image ? tilePicture($image) : '')}

  h2 {
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
  }
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** The two ways in: collections and tailoring. */
export function CategoryTiles({ images }: { images: TileImages }) {
  return (
    <Container as="nav" aria-label="Shop by category">
      <Grid>
        {TILES.map((tile) => (
          <li key={tile.href}>
            <Tile to={tile.href} $from={tile.from} $to={tile.to} $image={images[tile.title]}>
              <h2>{tile.title}</h2>
              <span>
                {tile.note} <ArrowRightIcon aria-hidden="true" />
              </span>
            </Tile>
          </li>
        ))}
      </Grid>
    </Container>
  );
}

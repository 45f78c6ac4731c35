import styled from 'styled-components';
import { adireMotif } from './theme';

const Art = styled.div<{ $from: string; $to: string }>`
  display: grid;
  place-items: center;
  background:
    ${({ theme }) => adireMotif(theme.colors.ivory, 0.28)},
    linear-gradient(160deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  background-size:
    64px 64px,
    auto;
  color: ${({ theme }) => theme.colors.ivory};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 3rem;
  letter-spacing: 0.08em;
`;

const PALETTES: readonly [string, string][] = [
  ['#3d4f98', '#161d42'],
  ['#c98b2c', '#7a4d0c'],
  ['#b4533a', '#5e2418'],
  ['#2d6a4c', '#123326'],
];

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function paletteFor(name: string): [string, string] {
  const sum = Array.from(name).reduce((total, char) => total + char.charCodeAt(0), 0);
  return PALETTES[sum % PALETTES.length];
}

/** Dyed-cloth artwork with the brand's initials, for brands without a picture. */
export function BrandArtwork({ name, palette }: { name: string; palette?: [string, string] }) {
  const [from, to] = palette ?? paletteFor(name);
  return (
    <Art role="img" aria-label={`${name} artwork`} $from={from} $to={to}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </Art>
  );
}

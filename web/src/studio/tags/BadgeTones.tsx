import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../components/Badge';
import { VerifiedBadge } from '../../components/VerifiedBadge';

/** Each tone of the shared Badge with what the site uses it for. */
const TONES: readonly { tone: BadgeTone; sample: string; use: string }[] = [
  { tone: 'indigo', sample: 'Ready to Wear', use: 'Categories and neutral facts' },
  { tone: 'ochre', sample: 'Editorial', use: 'Highlights and placements' },
  { tone: 'success', sample: 'In stock', use: 'Good news: verified, active, in stock' },
  { tone: 'terracotta', sample: 'Sale', use: 'Offers and urgent states' },
  { tone: 'glass', sample: 'New', use: 'Over photographs' },
];

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tone = styled.li<{ $dark: boolean }>`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $dark, theme }) => ($dark ? theme.colors.indigo900 : theme.colors.paper)};
  color: ${({ $dark, theme }) => ($dark ? theme.colors.white : theme.colors.inkSoft)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  code {
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

/** The shared Badge in every tone, and the Verified badge built on it. */
export function BadgeTones() {
  return (
    <List>
      {TONES.map(({ tone, sample, use }) => (
        <Tone key={tone} $dark={tone === 'glass'}>
          <Badge $tone={tone}>{sample}</Badge>
          <code>$tone=&quot;{tone}&quot;</code>
          <span>{use}</span>
        </Tone>
      ))}
      <Tone $dark={false}>
        <VerifiedBadge />
        <code>VerifiedBadge</code>
        <span>Brands our team has verified</span>
      </Tone>
    </List>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from '../Eyebrow';
import { adireMotif } from '../theme';

const Page = styled.section<{ $standalone: boolean }>`
  display: grid;
  place-items: ${({ $standalone }) => ($standalone ? 'center' : 'start center')};
  min-height: ${({ $standalone }) => ($standalone ? '100vh' : '70vh')};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.layout.gutter} ${theme.space[9]}`};
  background: ${({ theme }) => adireMotif(theme.colors.indigo800, 0.05)}, ${({ theme }) => theme.colors.ivory};
  background-size:
    44px 44px,
    auto;
`;

const Card = styled.div`
  width: min(100%, 28rem);
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[6]} clamp(1.25rem, 5vw, 2.5rem) ${theme.space[6]}`};
  background: ${({ theme }) => theme.colors.paper};
  border-top: 4px solid ${({ theme }) => theme.colors.indigo800};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p:last-child {
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

export const AccountCardFooter = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;

  a {
    color: ${({ theme }) => theme.colors.indigo800};
    font-weight: 600;
  }
`;

interface AccountCardProps {
  /** Fills the window, for pages shown without the site header and footer. */
  standalone?: boolean;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** The centred card every account screen (sign-in, sign-up, password reset...) sits in. */
export function AccountCard({ standalone = false, eyebrow = 'Your account', title, lead, children }: AccountCardProps) {
  return (
    <Page aria-labelledby="account-card-title" $standalone={standalone}>
      <title>{`${title} — Adire`}</title>
      <Card>
        <Heading>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 id="account-card-title">{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </Heading>
        {children}
      </Card>
    </Page>
  );
}

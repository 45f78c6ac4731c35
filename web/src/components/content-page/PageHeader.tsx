import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../Container';
import { Eyebrow } from '../Eyebrow';

const Band = styled.header`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[7]}`};
  background: ${({ theme }) => theme.colors.ivoryDeep};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['4xl']};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

const Lead = styled.p`
  max-width: 40rem;
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** The title band at the top of the site's information pages. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Container>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1>{title}</h1>
        {lead ? <Lead>{lead}</Lead> : null}
        {children}
      </Container>
    </Band>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Eyebrow } from '../../components/Eyebrow';

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p:last-child {
    max-width: 42rem;
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

/** A page header with actions beside it (New, Refresh...), which wrap below it on a phone. */
export const StudioHeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > header {
    flex: 1 1 24rem;
    margin-bottom: 0;
  }
`;

/** The title block of a studio page; also sets the document title. */
export function StudioPageHeader({
  title,
  lead,
  eyebrow = 'Adire Studio',
}: {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
}) {
  return (
    <Header>
      <title>{`${title} — Adire Studio`}</title>
      <Eyebrow>{eyebrow}</Eyebrow>
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
    </Header>
  );
}

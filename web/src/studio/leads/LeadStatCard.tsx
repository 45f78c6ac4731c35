import { useId } from 'react';
import styled from 'styled-components';
import { StudioPanel } from '../kit/StudioPanel';

const Card = styled(StudioPanel)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[1]};
  border-top: 3px solid ${({ theme }) => theme.colors.indigo700};
`;

const Title = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

const Value = styled.p`
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.indigo900};
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

/** One figure of the leads analytics, named by its title for assistive technology. */
export function LeadStatCard({ title, value, note }: { title: string; value: string; note?: string }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      <Value>{value}</Value>
      {note ? <Note>{note}</Note> : null}
    </Card>
  );
}

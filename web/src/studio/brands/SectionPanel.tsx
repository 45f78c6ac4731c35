import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { studioPanelStyles } from '../kit/surfaces';

const Panel = styled.section`
  ${studioPanelStyles}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  min-width: 0;

  > header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
  }
  > header h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > header p,
  > p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

interface SectionPanelProps {
  title: string;
  /** A badge or a line beside the title. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One part of the edit screen (images, video, tailoring, history): a white card named by its heading. */
export function SectionPanel({ title, aside, children }: SectionPanelProps) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId}>
      <header>
        <h2 id={titleId}>{title}</h2>
        {aside}
      </header>
      {children}
    </Panel>
  );
}

import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertCircleIcon } from '../../components/icons';

/** The frame of everything that reports a failure in the studio: a paper card with a red edge. */
export const problemFrame = css`
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.terracottaLight};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

const Card = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  ${problemFrame}

  > svg {
    width: 1.5rem;
    height: 1.5rem;
    color: ${({ theme }) => theme.colors.danger};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Message = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

interface ProblemCardProps {
  title: string;
  message: string;
  /** Retry buttons and similar. */
  actions: ReactNode;
}

/** What a studio section shows when its data could not be loaded; announced as an alert. */
export function ProblemCard({ title, message, actions }: ProblemCardProps) {
  return (
    <Card role="alert">
      <AlertCircleIcon />
      <Body>
        <h4>{title}</h4>
        <Message>{message}</Message>
        <Actions>{actions}</Actions>
      </Body>
    </Card>
  );
}

import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

interface DashboardSectionProps {
  title: string;
  description?: string;
  /** Links or buttons beside the heading. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the leads dashboard: a region named by its heading, which stays while its content loads or fails. */
export function DashboardSection({ title, description, actions, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <div>
          <h3 id={headingId}>{title}</h3>
          {description ? <Description>{description}</Description> : null}
        </div>
        {actions}
      </Heading>
      {children}
    </Section>
  );
}

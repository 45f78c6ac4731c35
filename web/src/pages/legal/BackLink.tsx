import { Link } from 'react-router';
import styled from 'styled-components';
import { ArrowLeftIcon } from '../../components/icons';

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.indigo800};
  font-weight: 600;
  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export function BackToHome({ label }: { label: string }) {
  return (
    <BackLink to="/">
      <ArrowLeftIcon aria-hidden="true" />
      {label}
    </BackLink>
  );
}

import styled from 'styled-components';
import { Container } from '../Container';

/** The main column of an information page. */
export const PageBody = styled(Container)`
  padding-block: ${({ theme }) => theme.space[7]};
`;

/** A centred loading, empty or error note. */
export const PageNote = styled.p`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkMuted};
`;

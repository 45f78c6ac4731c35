import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '../Container';

/** The frame of a single-item page (a collection, a tailor): back link, then the item. */
export const DetailPage = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  padding-block: ${({ theme }) => theme.space[7]} ${({ theme }) => theme.space[9]};
`;

export const DetailBackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  justify-self: start;
  color: ${({ theme }) => theme.colors.indigo700};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

/** Shown in place of the item when it is missing or failed to load. */
export const DetailProblem = styled.div`
  padding-block: ${({ theme }) => theme.space[8]};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

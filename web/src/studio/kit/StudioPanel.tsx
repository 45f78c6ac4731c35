import styled from 'styled-components';

/** A white card on the studio's pale ground. */
export const StudioPanel = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

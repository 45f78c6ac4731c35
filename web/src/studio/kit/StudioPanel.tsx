import styled, { css } from 'styled-components';

export const studioPanelStyles = css`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.paper};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.soft};
`;

/** A white card on the studio's pale ground. */
export const StudioPanel = styled.section`
  ${studioPanelStyles}
`;

import styled from 'styled-components';

/** Hidden until focused: lets keyboard users jump past the header. */
export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[3]};
  left: ${({ theme }) => theme.space[3]};
  z-index: ${({ theme }) => theme.zIndices.toast + 1};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.indigo900};
  color: ${({ theme }) => theme.colors.ivory};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.sm};
  transform: translateY(-200%);
  transition: transform ${({ theme }) => theme.motion.fast};

  &:focus-visible {
    transform: none;
  }
`;

import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A decorative ring; give its container role="status" and a label. */
export const Spinner = styled.span<{ $size?: number }>`
  display: inline-block;
  width: ${({ $size = 40 }) => $size}px;
  height: ${({ $size = 40 }) => $size}px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.indigo100};
  border-top-color: ${({ theme }) => theme.colors.indigo800};
  border-right-color: ${({ theme }) => theme.colors.ochre};
  animation: ${spin} 0.9s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s !important;
    animation-iteration-count: infinite !important;
  }
`;

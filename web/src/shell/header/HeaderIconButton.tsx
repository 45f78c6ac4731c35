import styled from 'styled-components';

/** Round icon-only button of the header; always give it an aria-label. */
export const HeaderIconButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.6rem;
  height: 2.6rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  transition: background ${({ theme }) => theme.motion.base};

  &:hover {
    background: rgba(127, 127, 160, 0.14);
  }
  svg {
    width: 1.3rem;
    height: 1.3rem;
  }
`;

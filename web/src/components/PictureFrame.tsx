import styled from 'styled-components';

/** A picture, or the drawn artwork standing in for one, filling a box of the given shape. */
export const PictureFrame = styled.div<{ $ratio: '3 / 4' | '4 / 5' | '4 / 3' }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ivoryDeep};

  & > img,
  & > picture > img,
  & > [role='img'] {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

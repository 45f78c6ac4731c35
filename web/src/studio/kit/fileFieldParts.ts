import styled from 'styled-components';
import { controlChrome } from '../../components/form/inputStyles';

/** A file input in the studio's look, its button styled like the site's dark buttons. */
export const FileInput = styled.input`
  width: 100%;
  max-width: 100%;
  padding: 0.6rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${controlChrome}

  &::file-selector-button {
    margin-right: 0.75rem;
    padding: 0.45rem 0.9rem;
    border: 1px solid ${({ theme }) => theme.colors.indigo900};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.indigo900};
    color: ${({ theme }) => theme.colors.ivory};
    font-weight: 600;
    cursor: pointer;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** The file picked so far: a thumbnail, its name and a way to change it. Screens size the thumbnail. */
export const ChosenFile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    flex: none;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

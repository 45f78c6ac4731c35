import styled from 'styled-components';

/** A titled section of the brand profile. */
export const ProfileSection = styled.section`
  padding-block: ${({ theme }) => theme.space[7]};
  border-top: 1px solid ${({ theme }) => theme.colors.line};

  &[hidden] {
    display: none;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  h2:focus {
    outline: none;
  }
`;

export const SectionCount = styled.p`
  margin-top: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`;

export const EmptyNote = styled.p`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.inkMuted};
  text-align: center;
`;

export const LoadMoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[6]};
`;

import styled from 'styled-components';
import { Button } from '../../components/Button';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[5]};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.lineStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.indigo900};
  }
`;

export function DirectoryEmptyState({ onReset }: { onReset: () => void }) {
  return (
    <Wrapper>
      <p>No designers found matching your criteria.</p>
      <Button onClick={onReset}>Reset Filters</Button>
    </Wrapper>
  );
}

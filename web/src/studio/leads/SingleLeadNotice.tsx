import styled from 'styled-components';
import { Button } from '../../components/Button';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** Says the list shows the one lead a link (from the inbox) asked for, with the way back to every lead. */
export function SingleLeadNotice({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Notice>
      Showing the lead you followed a link to.
      <Button $variant="secondary" $size="sm" onClick={onShowAll}>
        Show all leads
      </Button>
    </Notice>
  );
}

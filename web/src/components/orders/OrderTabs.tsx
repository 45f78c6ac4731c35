import styled from 'styled-components';

const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Tab = styled.button`
  padding: 0.6rem 0.4rem;
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;

  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.indigo900};
    border-bottom-color: ${({ theme }) => theme.colors.indigo800};
  }
`;

export interface OrderTab<T extends string> {
  id: T;
  label: string;
}

/** The steps of an order form; any step can be opened directly. */
export function OrderTabs<T extends string>({
  tabs,
  current,
  onSelect,
  idPrefix,
}: {
  tabs: readonly OrderTab<T>[];
  current: T;
  onSelect: (tab: T) => void;
  idPrefix: string;
}) {
  return (
    <List role="tablist">
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.id}-tab`}
          aria-controls={`${idPrefix}-${tab.id}`}
          aria-selected={tab.id === current}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderTab } from './OrderTabs';

// Every panel sits in the same grid cell, so the stack is as tall as the tallest step and the
// dialog keeps one height as the steps change. The others are hidden and inert, never read or focused.
const Stack = styled.div`
  display: grid;

  & > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  & > [data-inactive] {
    visibility: hidden;
  }
`;

interface OrderTabPanelsProps<T extends string> {
  tabs: readonly OrderTab<T>[];
  current: T;
  /** The same prefix as the OrderTabs, which name the panels they control. */
  idPrefix: string;
  children: (tab: T) => ReactNode;
}

/** The steps' panels: the current one shown, the others kept in place for their height. */
export function OrderTabPanels<T extends string>({ tabs, current, idPrefix, children }: OrderTabPanelsProps<T>) {
  return (
    <Stack>
      {tabs.map(({ id }) => {
        const inactive = id !== current;
        return (
          <div
            key={id}
            role="tabpanel"
            id={`${idPrefix}-${id}`}
            aria-labelledby={`${idPrefix}-${id}-tab`}
            data-inactive={inactive || undefined}
            inert={inactive}
          >
            {children(id)}
          </div>
        );
      })}
    </Stack>
  );
}

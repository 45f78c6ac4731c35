import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

const List = styled.div`
  display: grid;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-family: ${({ theme }) => theme.fonts.body};
  }
`;

const Trigger = styled.button<{ $open: boolean }>`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => `${theme.space[4]} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.indigo900};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  svg {
    flex: none;
    transition: transform ${({ theme }) => theme.motion.base};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.indigo700};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.inkSoft};
  line-height: 1.6;
`;

/** Questions and answers where opening one closes the others: at most one is open. */
export function Accordion({
  items,
  initiallyOpen = null,
}: {
  items: readonly AccordionItem[];
  initiallyOpen?: string | null;
}) {
  const [openId, setOpenId] = useState<string | null>(initiallyOpen);
  const baseId = useId();
  return (
    <List>
      {items.map((item) => {
        const open = item.id === openId;
        const triggerId = `${baseId}-${item.id}-trigger`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <h3>
              <Trigger
                id={triggerId}
                type="button"
                $open={open}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.title}
                <ChevronDownIcon aria-hidden="true" />
              </Trigger>
            </h3>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!open}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}

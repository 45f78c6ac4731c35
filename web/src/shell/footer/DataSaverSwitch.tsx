import { useId } from 'react';
import styled from 'styled-components';
import { useDataSaver } from '../../lib/dataSaverHook';

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-block: ${({ theme }) => theme.space[4]};
`;

const Explanation = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.indigo300};
`;

const Switch = styled.button`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ivory};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
`;

const Track = styled.span`
  position: relative;
  flex: none;
  width: 2.5rem;
  height: 1.4rem;
  border: 1px solid rgba(227, 230, 243, 0.5);
  border-radius: 999px;
  background: rgba(227, 230, 243, 0.12);
  transition: background ${({ theme }) => theme.motion.base};

  &::after {
    content: '';
    position: absolute;
    top: 0.15rem;
    left: 0.15rem;
    width: 1rem;
    height: 1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.ivory};
    transition: transform ${({ theme }) => theme.motion.base};
  }

  [aria-checked='true'] > & {
    border-color: ${({ theme }) => theme.colors.ochre};
    background: ${({ theme }) => theme.colors.ochre};
  }
  [aria-checked='true'] > &::after {
    transform: translateX(1.1rem);
  }
`;

/** The visitor's data-saver switch; the browser's own request to save data turns it on until switched off. */
export function DataSaverSwitch() {
  const { on, browserAsks, set } = useDataSaver();
  const explanationId = useId();
  return (
    <Wrapper>
      <Switch type="button" role="switch" aria-checked={on} aria-describedby={explanationId} onClick={() => set(!on)}>
        <Track aria-hidden="true" />
        Data saver
      </Switch>
      <Explanation id={explanationId}>
        Smaller images, no slideshow autoplay and no preloading of pages.
        {browserAsks && on ? ' On because your browser asks to save data.' : ''}
      </Explanation>
    </Wrapper>
  );
}

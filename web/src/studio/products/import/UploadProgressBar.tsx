import styled, { keyframes } from 'styled-components';
import { percent } from './importSteps';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Track = styled.div`
  height: 0.6rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.indigo50};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: 999px;
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.indigo700};
  transition: width 0.2s ease-out;
`;

const sliding = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A stretch of work whose size is not known: a band moving along (still, for those who ask for less motion). */
const Busy = styled.div`
  width: 40%;
  height: 100%;
  background: ${({ theme }) => theme.colors.indigo700};
  animation: ${sliding} 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    opacity: 0.4;
    animation: none;
  }
`;

/** A labelled progress bar; without a fraction the work's size is not known yet. */
export function ProgressBar({ label, fraction }: { label: string; fraction: number | null }) {
  const value = fraction === null ? null : percent(fraction);
  return (
    <Wrap>
      <span id="csv-progress-label">{label}</span>
      <Track
        role="progressbar"
        aria-labelledby="csv-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value ?? undefined}
      >
        {value === null ? <Busy /> : <Fill style={{ width: `${value}%` }} />}
      </Track>
    </Wrap>
  );
}

/** How far the files have gone up; the server then queues the work and the screen follows it. */
export function UploadProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const value = percent(fraction);
  return (
    <ProgressBar
      label={value < 100 ? `${label}: sending files, ${value}%` : `${label}: files sent…`}
      fraction={fraction}
    />
  );
}

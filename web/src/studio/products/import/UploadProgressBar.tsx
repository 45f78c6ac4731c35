import styled from 'styled-components';
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

/** How far the files have gone up; once they are all sent, the server's work is still to come. */
export function UploadProgressBar({ label, fraction }: { label: string; fraction: number }) {
  const value = percent(fraction);
  return (
    <Wrap>
      <span id="csv-upload-progress-label">
        {value < 100 ? `${label}: sending files, ${value}%` : `${label}: files sent, waiting for the answer…`}
      </span>
      <Track
        role="progressbar"
        aria-labelledby="csv-upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <Fill style={{ width: `${value}%` }} />
      </Track>
    </Wrap>
  );
}

import styled from 'styled-components';

const Wrapper = styled.div`
  display: grid;
  gap: 0.35rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${({ theme }) => theme.colors.indigo700};
`;

/** How far an upload has gone, as a progress bar named after what is being sent. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Wrapper>
      <span aria-hidden="true">
        {label}: {percent}%
      </span>
      <Bar max={100} value={percent} aria-label={label} />
    </Wrapper>
  );
}

import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Bar = styled.progress`
  width: 100%;
  height: 0.6rem;
  accent-color: ${({ theme }) => theme.colors.indigo700};
`;

/** How far the save's files have gone up (0 to 1); once sent, the server's work is still to come. */
export function SpotlightUploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(Math.max(fraction, 0), 1) * 100);
  return (
    <Wrap role="status">
      <span>{percent < 100 ? `Uploading files: ${percent}%` : 'Files sent, saving…'}</span>
      <Bar max={100} value={percent} aria-label="Upload progress" />
    </Wrap>
  );
}

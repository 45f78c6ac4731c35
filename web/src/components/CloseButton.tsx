import styled from 'styled-components';
import { roundIconButton } from './buttonStyles';
import { CloseIcon } from './icons';

const Corner = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  ${roundIconButton}
`;

interface CloseButtonProps {
  label: string;
  onClick: () => void;
  /** Places it (`right`) and colours it, with its :hover. */
  className?: string;
}

/** The round ✕ button in the top corner of a dialog or panel. */
export function CloseButton({ label, onClick, className }: CloseButtonProps) {
  return (
    <Corner type="button" className={className} aria-label={label} onClick={onClick}>
      <CloseIcon />
    </Corner>
  );
}

import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { CheckCircleIcon } from '../icons';

const Wrapper = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  text-align: center;

  svg {
    width: 3rem;
    height: 3rem;
    color: ${({ theme }) => theme.colors.success};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

/** Shown once an order or request is stored. */
export function OrderSuccess({
  heading,
  brandName,
  onClose,
}: {
  heading: string;
  brandName: string;
  onClose: () => void;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone; keep focus (and Escape) inside the dialog.
  useEffect(() => closeRef.current?.focus(), []);
  return (
    <Wrapper role="status">
      <CheckCircleIcon />
      <h3>{heading}</h3>
      <p>{brandName} will contact you within 24-48 hours to confirm the details.</p>
      <Button ref={closeRef} onClick={onClose} data-autofocus>
        Close
      </Button>
    </Wrapper>
  );
}

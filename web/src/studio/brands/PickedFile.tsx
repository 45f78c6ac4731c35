import styled from 'styled-components';
import { Button } from '../../components/Button';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.ivory};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    flex: none;
    width: 4.5rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  p {
    flex: 1 1 10rem;
    min-width: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

interface PickedFileProps {
  name: string;
  size: string;
  /** An image's preview. */
  previewUrl?: string;
  /** Without it (while sending) the file cannot be removed. */
  onRemove?: () => void;
}

/** The file chosen in a picker: its preview, name and size, and a way to choose none. */
export function PickedFile({ name, size, previewUrl, onRemove }: PickedFileProps) {
  return (
    <Row>
      {previewUrl ? <img src={previewUrl} alt={`Preview of ${name}`} /> : null}
      <p>
        <strong>{name}</strong> · {size}
      </p>
      {onRemove ? (
        <Button $variant="ghost" $size="sm" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      ) : null}
    </Row>
  );
}

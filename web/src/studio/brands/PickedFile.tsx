import styled from 'styled-components';
import { Button } from '../../components/Button';
import { ChosenFile } from '../kit/fileFieldParts';

const Row = styled(ChosenFile)`
  img {
    width: 4.5rem;
    height: 4.5rem;
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

import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { CloseButton } from '../../components/CloseButton';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock';
import { useFocusTrap } from '../../hooks/useFocusTrap';
import { LoadError } from '../kit/LoadError';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { InboxEntryView } from './InboxEntryView';
import { INBOX_TEXTS } from './inboxMessages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  background: rgba(15, 20, 48, 0.55);

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[5]};
  }
`;

/* Full screen on a phone; a wide panel from tablet size up. */
const Panel = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.paper};
  border-top: 4px solid ${({ theme }) => theme.colors.indigo800};

  ${({ theme }) => theme.media.md} {
    width: min(100%, 46rem);
    height: auto;
    max-height: calc(100vh - 3rem);
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[6]} ${theme.space[5]}`};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Close = styled(CloseButton)`
  right: ${({ theme }) => theme.space[3]};
  top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/* Only the title needs to keep clear of the close button. */
const Inner = styled.div`
  h2 {
    padding-right: 2.5rem;
  }
`;

interface InboxEntryDialogProps {
  entryId: string;
  onClose: () => void;
}

/**
 * The open entry, over the list: focus moves in and stays until Escape, the close button or the
 * backdrop closes it, then returns to the entry's row.
 */
export function InboxEntryDialog({ entryId, onClose }: InboxEntryDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, true, onClose);
  useBodyScrollLock(true);

  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Close label="Close" onClick={onClose} />
        <Inner>
          <QuerySection
            resetKey={entryId}
            loading={
              <>
                <h2 id={titleId}>Opening entry</h2>
                <SectionLoading label="Loading entry" />
              </>
            }
            error={(error, retry) => (
              <>
                <h2 id={titleId}>Entry unavailable</h2>
                <LoadError
                  error={error}
                  title={INBOX_TEXTS.entryLoadFailed}
                  toast={INBOX_TEXTS.entryLoadFailed}
                  onRetry={retry}
                />
              </>
            )}
          >
            {(fetchKey) => <InboxEntryView entryId={entryId} titleId={titleId} fetchKey={fetchKey} />}
          </QuerySection>
        </Inner>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

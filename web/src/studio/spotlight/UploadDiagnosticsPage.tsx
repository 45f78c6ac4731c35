import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../components/Button';
import { useToast } from '../../components/toast/useToast';
import { PermissionDenied } from '../kit/PermissionDenied';
import { StudioHeaderRow, StudioPageHeader } from '../kit/StudioPageHeader';
import { studioPanelStyles } from '../kit/surfaces';
import { useStudioViewer } from '../shell/StudioViewerContext';
import { refreshSession, runDiagnostics, type DiagnosticsRun } from './diagnostics';
import { SPOTLIGHT_PATH } from './paths';

export const DIAGNOSTICS_TITLE = 'Upload Diagnostics';
/** The API's upload check needs this permission (super admins and admins hold it). */
const DIAGNOSE_PERMISSION = 'studio.hero.manage';

const Panel = styled.section`
  ${studioPanelStyles}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space[5]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: 1.25rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Output = styled.pre`
  max-height: 28rem;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.indigo950};
  color: ${({ theme }) => theme.colors.ivory};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Notice = styled.p<{ $ok: boolean }>`
  font-weight: 600;
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;

/** Spec section 2: the instructions beside the two buttons. */
export const DIAGNOSTICS_STEPS = [
  'Run Diagnostics checks your session and user, then writes a small test file to the spotlight images bucket, reads it back and removes it.',
  'In the result, session.valid and user show who the upload would run as; storage.write, storage.read and storage.delete should all be true.',
  'If the session has expired or uploads are refused as unauthorized, press Refresh Session and run the diagnostics again.',
  'If a storage step is false, the error says why; pass the result on to whoever runs the storage service.',
];

/**
 * /studio/spotlight/diagnostics: runs the API's upload check and shows its answer as JSON, renews
 * the session on request, and explains what to look for.
 */
export function UploadDiagnosticsPage() {
  const viewer = useStudioViewer();
  const { showToast } = useToast();
  const [run, setRun] = useState<DiagnosticsRun | null>(null);
  const [running, setRunning] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const [refreshOutcome, setRefreshOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const resultId = useId();
  if (!viewer.permissions.includes(DIAGNOSE_PERMISSION)) return <PermissionDenied title={DIAGNOSTICS_TITLE} />;

  const diagnose = async () => {
    if (running) return;
    setRunning(true);
    try {
      setRun(await runDiagnostics());
    } finally {
      setRunning(false);
    }
  };

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      const outcome = await refreshSession();
      setRefreshOutcome(outcome);
      showToast(outcome.message, outcome.ok ? 'success' : 'error');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <StudioHeaderRow>
        <StudioPageHeader
          eyebrow="Spotlight"
          title={DIAGNOSTICS_TITLE}
          lead="Check that spotlight uploads can reach storage, and renew your session if they cannot."
        />
        <ButtonLink $variant="secondary" to={SPOTLIGHT_PATH}>
          Back to Spotlight
        </ButtonLink>
      </StudioHeaderRow>
      <Panel aria-labelledby={`${resultId}-how`}>
        <h2 id={`${resultId}-how`}>How to use it</h2>
        <ol>
          {DIAGNOSTICS_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Buttons>
          <Button onClick={() => void diagnose()} aria-disabled={running} aria-busy={running}>
            {running ? 'Running…' : 'Run Diagnostics'}
          </Button>
          <Button $variant="secondary" onClick={() => void refresh()} aria-disabled={refreshing} aria-busy={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh Session'}
          </Button>
        </Buttons>
        {/* The toast announces it; this keeps it in view. */}
        {refreshOutcome ? <Notice $ok={refreshOutcome.ok}>{refreshOutcome.message}</Notice> : null}
      </Panel>
      <Panel aria-labelledby={resultId}>
        <h2 id={resultId}>Result</h2>
        <div role="status">
          {run ? (
            <Notice $ok={run.ok}>
              {run.ok ? 'Diagnostics finished.' : `Diagnostics failed${run.status ? ` (${run.status})` : ''}.`}
            </Notice>
          ) : (
            <p>No run yet. Press Run Diagnostics.</p>
          )}
        </div>
        {run ? (
          <Output tabIndex={0} aria-label="Diagnostics result (JSON)">
            {JSON.stringify(run.body, null, 2)}
          </Output>
        ) : null}
      </Panel>
    </>
  );
}

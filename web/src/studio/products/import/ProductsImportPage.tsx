import { PRODUCT_MESSAGES } from '@features/products/messages';
import { useId, useRef, useState, type FormEvent } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ProductsImportPageMutation } from '../../../__generated__/ProductsImportPageMutation.graphql';
import { Button, ButtonLink } from '../../../components/Button';
import { describedBy, Field, FieldError, Hint, Label } from '../../../components/form/FieldParts';
import { fieldErrorsOf, userFacingMessage } from '../../../relay/mutationErrors';
import { useToast } from '../../../components/toast/useToast';
import { FileInput } from '../../kit/fileFieldParts';
import { PermissionDenied } from '../../kit/PermissionDenied';
import { commitUploadMutation } from '../../kit/uploads';
import { StudioHeaderRow, StudioPageHeader } from '../../kit/StudioPageHeader';
import { studioPanelStyles } from '../../kit/surfaces';
import { useStudioViewer } from '../../shell/StudioViewerContext';
import { ImportBrandField } from './ImportBrandChoices';
import { ImportProblemsTable } from './ImportProblemsTable';
import {
  checkedMessage,
  choiceKey,
  importButtonLabel,
  importedMessage,
  isOver,
  mayImport,
  problemCount,
  runningProgress,
  stepOf,
  type ImportState,
  type ImportStep,
} from './importSteps';
import { ProgressBar, UploadProgressBar } from './UploadProgressBar';
import { importStateOf, useFollowImport } from './useFollowImport';
import { useDownloadProductsCsv } from './useDownloadProductsCsv';
import { PRODUCTS_PATH } from '../paths';

// Answers with the check or import the server has queued.
const productsImportPageMutation = graphql`
  mutation ProductsImportPageMutation($input: ImportProductsCsvInput!) {
    importProductsCsv(input: $input) {
      productImport {
        ...importState_productImport @relay(mask: false)
      }
    }
  }
`;

const PERMISSION = 'studio.products.manage';
const IMPORT_FAILED = 'Failed to import products. Please try again.';
const CHOOSE_CSV = 'Please choose a CSV file';
const LOST_TRACK =
  'This page lost touch with the server, but the import goes on. Open the page again later to see how it ended.';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

const Panel = styled.section`
  ${studioPanelStyles}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > p,
  li {
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    padding-left: 1.25rem;
    list-style: disc;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a:not([class]) {
    color: ${({ theme }) => theme.colors.indigo700};
    text-decoration: underline;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const Failure = styled.div`
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.terracottaLight};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.ink};
`;

const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.successLight};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.md};

  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

interface FileFieldProps {
  label: string;
  name: string;
  accept: string;
  hint: string;
  error?: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

function FileField({ label, name, accept, hint, error, disabled, onChange }: FileFieldProps) {
  const id = useId();
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <FileInput
        id={id}
        name={name}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <Hint id={`${id}-hint`}>{hint}</Hint>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

/**
 * /studio/products/import: a brand's products as a CSV download, and a CSV (with an optional zip of
 * images) checked row by row before it is imported in one go.
 */
export function ProductsImportPage() {
  const viewer = useStudioViewer();
  const { showToast } = useToast();
  const environment = useRelayEnvironment();
  const { follow, latest, stop } = useFollowImport();
  const { download, downloading } = useDownloadProductsCsv();
  const [brandId, setBrandId] = useState('');
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [step, setStep] = useState<ImportStep>({ kind: 'idle' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const resultRef = useRef<HTMLDivElement>(null);

  const own = viewer.role === 'brand_admin';
  const title = own ? 'Import and Export Your Products' : 'Import and Export Products';
  if (!viewer.permissions.includes(PERMISSION)) return <PermissionDenied title={title} />;

  const key = choiceKey(brandId, csv, zip);
  const sending = step.kind === 'sending' || step.kind === 'running';
  const ready = mayImport(step, key);

  const changed = (next: () => void, ...fields: string[]) => {
    next();
    stop();
    setStep({ kind: 'idle' });
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([f]) => !fields.includes(f))));
  };

  /** Shows a check or import as it goes, and says how it ended. */
  const followUntilOver = (stepKey: string, first: ImportState) => {
    const show = (state: ImportState) => {
      setStep(stepOf(stepKey, state));
      if (!isOver(state)) return;
      if (state.status === 'failed') showToast(state.failureMessage ?? IMPORT_FAILED, 'error');
      else if (!state.dryRun && state.problems.length === 0)
        showToast(importedMessage(state.created, state.updated), 'success');
      else
        showToast(
          state.problems.length ? `${problemCount(state.problems.length)} found` : 'No problems found',
          state.problems.length ? 'error' : 'success',
        );
      window.setTimeout(() => resultRef.current?.focus(), 0);
    };
    show(first);
    if (!isOver(first))
      follow(first.id, show, () => {
        setStep({ kind: 'failed', message: LOST_TRACK });
        showToast(LOST_TRACK, 'error');
      });
  };

  const chooseBrand = async (next: string) => {
    changed(() => setBrandId(next), 'brandId');
    if (!next) return;
    // A check or import still under way (started here earlier, or by a colleague) is shown as it goes on.
    const running = await latest(next).catch(() => null);
    if (running && !isOver(running)) followUntilOver('', running);
  };

  const run = async (dryRun: boolean) => {
    if (sending) return;
    const missing = {
      ...(brandId ? {} : { brandId: PRODUCT_MESSAGES.brandRequired }),
      ...(csv ? {} : { file: CHOOSE_CSV }),
    };
    if (Object.keys(missing).length) {
      setProblems(missing);
      showToast(Object.values(missing)[0]!, 'error');
      return;
    }
    setProblems({});
    setStep({ kind: 'sending', dryRun, progress: 0 });
    try {
      // The CSV goes first: the API reads the files in the order they arrive.
      const files: Record<string, File> = zip ? { 'input.file': csv!, 'input.imagesZip': zip } : { 'input.file': csv! };
      const { importProductsCsv } = await commitUploadMutation<ProductsImportPageMutation>(
        environment,
        productsImportPageMutation,
        { input: { brandId, file: null, imagesZip: null, dryRun } },
        files,
        (progress) => setStep((s) => (s.kind === 'sending' ? { ...s, progress } : s)),
      );
      followUntilOver(key, importStateOf(importProductsCsv.productImport));
    } catch (error) {
      setStep({ kind: 'idle' });
      const fields = fieldErrorsOf(error);
      setProblems(fields);
      showToast(Object.values(fields)[0] ?? userFacingMessage(error, IMPORT_FAILED), 'error');
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };

  return (
    <>
      <StudioHeaderRow>
        <StudioPageHeader
          eyebrow="Catalogue"
          title={title}
          lead="Download a brand's products as a spreadsheet, change or add rows, and bring them back in one go."
        />
        <ButtonLink to={PRODUCTS_PATH} $variant="secondary">
          Back to products
        </ButtonLink>
      </StudioHeaderRow>
      <Stack>
        <Panel aria-labelledby="csv-brand-heading">
          <h2 id="csv-brand-heading">1. Brand</h2>
          <ImportBrandField value={brandId} disabled={sending} onChange={(next) => void chooseBrand(next)} />
          {problems.brandId ? <FieldError role="alert">{problems.brandId}</FieldError> : null}
        </Panel>

        <Panel aria-labelledby="csv-export-heading">
          <h2 id="csv-export-heading">2. Export</h2>
          <p>
            The file has one row per product, with the column names in the first row. Services are not included: they
            are managed in <Link to="/studio/services">Services</Link>.
          </p>
          <Actions>
            <Button
              $variant="secondary"
              disabled={!brandId || downloading}
              aria-busy={downloading}
              onClick={() => void download(brandId)}
            >
              {downloading ? 'Preparing CSV…' : 'Download CSV'}
            </Button>
          </Actions>
        </Panel>

        <Panel as="form" noValidate onSubmit={submit} aria-labelledby="csv-import-heading" aria-busy={sending}>
          <h2 id="csv-import-heading">3. Import</h2>
          <ul>
            <li>Rows with an id update that product; rows without an id create a new one.</li>
            <li>
              Lists (sizes, colors, categories, images …) are separated with |, and yes/no columns take true or false.
            </li>
            <li>
              Images are web addresses, or file names of PNG, JPEG or WebP images (5 MB each, up to 4 per product) in
              the images zip.
            </li>
            <li>Up to 5000 rows and 5 MB per CSV; the zip may be up to 100 MB.</li>
          </ul>
          <FileField
            label="CSV file"
            name="file"
            accept=".csv,text/csv"
            hint="Saved from your spreadsheet as CSV UTF-8."
            error={problems.file}
            disabled={sending}
            onChange={(file) => changed(() => setCsv(file), 'file')}
          />
          <FileField
            label="Images zip (optional)"
            name="imagesZip"
            accept=".zip,application/zip"
            hint="Only needed when rows name image files instead of web addresses."
            error={problems.imagesZip}
            disabled={sending}
            onChange={(file) => changed(() => setZip(file), 'imagesZip')}
          />
          <Actions>
            <Button type="submit" $variant="secondary" disabled={sending}>
              Check file
            </Button>
            <Button
              $variant="primary"
              disabled={!ready || sending}
              aria-describedby="csv-import-note"
              onClick={() => void run(false)}
            >
              {importButtonLabel(ready && step.kind === 'checked' ? step.result.rowCount : 0)}
            </Button>
          </Actions>
          <Hint id="csv-import-note">Importing is possible once the check of these files has found no problems.</Hint>
          {step.kind === 'sending' ? (
            <UploadProgressBar label={step.dryRun ? 'Checking' : 'Importing'} fraction={step.progress} />
          ) : null}
          {step.kind === 'running' ? <ProgressBar {...runningProgress(step.state)} /> : null}
          <div ref={resultRef} tabIndex={-1} aria-live="polite">
            {step.kind === 'checked' && step.key === key ? (
              step.result.problems.length ? (
                <ImportProblemsTable problems={step.result.problems} />
              ) : (
                <Result>
                  <strong>{checkedMessage(step.result)}</strong>
                </Result>
              )
            ) : null}
            {step.kind === 'failed' ? (
              <Failure role="alert">
                <strong>{step.message}</strong>
              </Failure>
            ) : null}
            {step.kind === 'imported' ? (
              <Result>
                <strong>{importedMessage(step.created, step.updated)}</strong>
                <p>
                  <Link to={PRODUCTS_PATH}>See the products</Link>
                </p>
              </Result>
            ) : null}
          </div>
        </Panel>
      </Stack>
    </>
  );
}

import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { RefreshIcon } from '../../components/icons';
import { ProblemCard } from '../kit/ProblemCard';
import { QuerySection, SectionLoading } from '../kit/QuerySection';
import { analyticsFailureMessage } from './dashboardErrors';
import { DashboardSection } from './DashboardSection';

interface AnalyticsSectionProps {
  title: string;
  description: string;
  /** What the spinner says while the figures load. */
  loadingLabel: string;
  /** The failure's heading: 'Platform Analytics Error', 'Brand Analytics Error' or 'Analytics Error'. */
  errorTitle: string;
  /** Said when the API gives no words of its own for the failure. */
  failedText?: string;
  fetchKey: string;
  children: (fetchKey: string) => ReactNode;
}

/**
 * One analytics part of the dashboard with its own loading and failure (with a Retry button); the
 * rest of the dashboard carries on.
 */
export function AnalyticsSection({
  title,
  description,
  loadingLabel,
  errorTitle,
  failedText,
  fetchKey,
  children,
}: AnalyticsSectionProps) {
  return (
    <DashboardSection title={title} description={description}>
      <QuerySection
        resetKey={fetchKey}
        loading={<SectionLoading label={loadingLabel} />}
        error={(error, retry) => (
          <ProblemCard
            title={errorTitle}
            message={analyticsFailureMessage(error, failedText)}
            actions={
              <Button $variant="secondary" $size="sm" onClick={retry}>
                <RefreshIcon />
                Retry
              </Button>
            }
          />
        )}
      >
        {children}
      </QuerySection>
    </DashboardSection>
  );
}

import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { NewsletterStatsQuery } from '../../__generated__/NewsletterStatsQuery.graphql';
import { formatCount, formatPercent } from '../kit/format';
import { StatCard } from '../kit/StatCard';
import styled from 'styled-components';
import { StatGrid } from '../kit/StatGrid';

export const newsletterStatsQuery = graphql`
  query NewsletterStatsQuery {
    newsletterStats {
      total
      active
      thisMonth
      unsubscribed
      growth
    }
  }
`;

/** Five figures: compact on a phone, three a row (five abreast cut their labels), five on a wide screen. */
const FigureGrid = styled(StatGrid)`
  grid-auto-flow: row;
  grid-template-columns: repeat(3, minmax(0, 1fr));

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.xl} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

type Figures = NewsletterStatsQuery['response']['newsletterStats'];

/** Growth with its sign, e.g. +12.5% or -3%. */
export const formatGrowth = (growth: number) => `${growth > 0 ? '+' : ''}${formatPercent(growth)}`;

/** Stands in for a figure not known (yet, or because the figures could not be loaded). */
const UNKNOWN = '—';

function StatCards({ figures }: { figures: Figures | null }) {
  const count = (value: number | undefined) => (value === undefined ? UNKNOWN : formatCount(value));
  return (
    <FigureGrid aria-label="Subscriber figures" aria-busy={figures ? undefined : true}>
      <StatCard label="Total Subscribers" value={count(figures?.total)} />
      <StatCard label="Active" value={count(figures?.active)} />
      <StatCard label="This Month" value={count(figures?.thisMonth)} note="New this calendar month" />
      <StatCard label="Unsubscribed" value={count(figures?.unsubscribed)} />
      <StatCard
        label="Growth"
        value={figures ? formatGrowth(figures.growth) : UNKNOWN}
        note="This month against last month"
      />
    </FigureGrid>
  );
}

/** The five figures over every subscriber, read from the store once the stats query has answered. */
export function NewsletterStats({ queryRef }: { queryRef: PreloadedQuery<NewsletterStatsQuery> }) {
  const { newsletterStats } = usePreloadedQuery<NewsletterStatsQuery>(newsletterStatsQuery, queryRef);
  return <StatCards figures={newsletterStats} />;
}

/** The cards without figures: while they load, and when loading them failed (spec: failures are dropped silently). */
export function NewsletterStatsPending() {
  return <StatCards figures={null} />;
}

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

/** Five figures in one row where they fit, filling the width (the kit's headline row holds four). */
const FigureGrid = styled(StatGrid)`
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

type Figures = NewsletterStatsQuery['response']['newsletterStats'];

/** Growth with its sign, e.g. +12.5% or -3%. */
export const formatGrowth = (growth: number) => `${growth > 0 ? '+' : ''}${formatPercent(growth)}`;

/** Stands in for a figure not known (yet, or because the figures could not be loaded). */
const UNKNOWN = '—';

function StatCards({ figures }: { figures: Figures | null }) {
  const count = (value: number | undefined) => (value === undefined ? UNKNOWN : formatCount(value));
  return (
    <FigureGrid $tiles aria-label="Subscriber figures" aria-busy={figures ? undefined : true}>
      <StatCard compact label="Total Subscribers" value={count(figures?.total)} />
      <StatCard compact label="Active" value={count(figures?.active)} />
      <StatCard compact label="This Month" value={count(figures?.thisMonth)} note="New this calendar month" />
      <StatCard compact label="Unsubscribed" value={count(figures?.unsubscribed)} />
      <StatCard
        compact
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

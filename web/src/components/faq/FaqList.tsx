import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FaqListQuery, FaqPageLocation } from '../../__generated__/FaqListQuery.graphql';
import { Accordion } from '../accordion/Accordion';
import { PageNote } from '../content-page/PageBody';
import { JsonLd } from '../seo/JsonLd';
import { faqJsonLd } from '../seo/structuredData';
import { useFreshFetchPolicy } from '../../relay/freshFetchPolicy';
import { FaqAnswer } from './FaqAnswer';

const faqListQuery = graphql`
  query FaqListQuery($pageLocation: FaqPageLocation!) {
    faqs(pageLocation: $pageLocation) {
      id
      question
      answer
    }
  }
`;

export const FAQ_TEXTS = { failed: 'Failed to load FAQs', empty: 'No FAQs found.' } as const;

/** Where a list of FAQs stands; entries placed on 'all' show on every one of them. */
export type FaqPlacement = Exclude<FaqPageLocation, 'all' | '%future added value'>;

/** The active FAQ entries for one page as a one-open accordion. */
export function FaqList({
  pageLocation,
  structuredData = false,
}: {
  pageLocation: FaqPlacement;
  structuredData?: boolean;
}) {
  const variables = { pageLocation };
  const { faqs } = useLazyLoadQuery<FaqListQuery>(faqListQuery, variables, {
    fetchPolicy: useFreshFetchPolicy(faqListQuery, variables, 'medium'),
  });
  if (!faqs.length) return <PageNote>{FAQ_TEXTS.empty}</PageNote>;
  return (
    <>
      {structuredData ? <JsonLd data={faqJsonLd(faqs)} /> : null}
      <Accordion items={faqs.map((f) => ({ id: f.id, title: f.question, content: <FaqAnswer html={f.answer} /> }))} />
    </>
  );
}

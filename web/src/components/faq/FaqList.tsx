import { graphql, useLazyLoadQuery } from 'react-relay';
import type { FaqListQuery } from '../../__generated__/FaqListQuery.graphql';
import { Accordion } from '../accordion/Accordion';
import { PageNote } from '../content-page/PageBody';
import { JsonLd } from '../seo/JsonLd';
import { faqJsonLd } from '../seo/structuredData';
import { useFreshFetchPolicy } from '../../relay/freshFetchPolicy';

const faqListQuery = graphql`
  query FaqListQuery {
    faqs {
      id
      question
      answer
      pageLocation
    }
  }
`;

export const FAQ_TEXTS = { failed: 'Failed to load FAQs', empty: 'No FAQs found.' } as const;

type FaqEntry = FaqListQuery['response']['faqs'][number];

/** The active FAQ entries as a one-open accordion, optionally only those meant for some pages. */
export function FaqList({
  show = () => true,
  structuredData = false,
}: {
  show?: (faq: FaqEntry) => boolean;
  structuredData?: boolean;
}) {
  const { faqs } = useLazyLoadQuery<FaqListQuery>(
    faqListQuery,
    {},
    { fetchPolicy: useFreshFetchPolicy(faqListQuery, {}, 'medium') },
  );
  const shown = faqs.filter(show);
  if (!shown.length) return <PageNote>{FAQ_TEXTS.empty}</PageNote>;
  return (
    <>
      {structuredData ? <JsonLd data={faqJsonLd(shown)} /> : null}
      <Accordion items={shown.map((f) => ({ id: f.id, title: f.question, content: <p>{f.answer}</p> }))} />
    </>
  );
}

import { serializeJsonLd } from './structuredData';

/** Structured data for search engines, as a JSON-LD script (safe against '</script>' in the data). */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

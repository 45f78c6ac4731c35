/** Structured data for search engines, as a JSON-LD script (safe against '</script>' in the data). */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

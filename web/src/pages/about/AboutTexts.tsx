import { paragraphsOf } from '@features/settings/rules';

/** Text from a setting, in paragraphs (a blank line starts a new one). */
export function AboutIntro({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}

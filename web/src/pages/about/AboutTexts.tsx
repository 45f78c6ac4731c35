import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AboutTextsQuery } from '../../__generated__/AboutTextsQuery.graphql';
import { ABOUT_DEFAULTS } from './aboutDefaults';
import { useFreshFetchPolicy } from '../../relay/freshFetchPolicy';

const aboutTextsQuery = graphql`
  query AboutTextsQuery {
    about: platformSetting(key: "about_adire") {
      value
    }
    story: platformSetting(key: "our_story") {
      value
    }
  }
`;

const paragraphs = (text: string) => text.split(/\n\s*\n/).map((p, i) => <p key={i}>{p}</p>);

export function AboutIntro({ text }: { text: string }) {
  return <>{paragraphs(text)}</>;
}

/** The About texts from platform settings, with built-in defaults when a setting is absent. */
export function useAboutTexts(): { about: string; story: string } {
  const data = useLazyLoadQuery<AboutTextsQuery>(
    aboutTextsQuery,
    {},
    { fetchPolicy: useFreshFetchPolicy(aboutTextsQuery, {}, 'medium') },
  );
  return { about: data.about?.value || ABOUT_DEFAULTS.about, story: data.story?.value || ABOUT_DEFAULTS.story };
}

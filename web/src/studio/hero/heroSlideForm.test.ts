import { HERO_MESSAGES } from '@features/hero/messages';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError';
import { NETWORK_ERROR } from '../../relay/networkError';
import { emptyImageChoice } from '../kit/imageChoice';
import { createFailureMessage } from './heroFailures';
import {
  displayOrderOf,
  formFieldOf,
  heroImageOf,
  heroSlideFields,
  heroSlideFormFrom,
  heroSlideProblems,
  linkOutcome,
  newHeroSlideForm,
} from './heroSlideForm';

const urlImage = (url: string) => ({ ...emptyImageChoice('url'), url });

describe('the new slide form', () => {
  it('starts active, not editorial, next in the carousel', () => {
    expect(newHeroSlideForm(4)).toEqual({
      title: '',
      heroTitle: '',
      subtitle: '',
      link: '',
      isEditorial: false,
      displayOrder: '4',
      isActive: true,
    });
    expect(newHeroSlideForm(0).displayOrder).toBe('1');
  });

  it('asks for the image, title and hero title, in the spec order', () => {
    const problems = heroSlideProblems(newHeroSlideForm(1), emptyImageChoice(), 'create');
    expect(Object.entries(problems)).toEqual([
      ['image', 'Hero image is required'],
      ['title', 'Title is required'],
      ['heroTitle', 'Hero title is required'],
    ]);
  });

  it('takes an image by address, and refuses an address that is not one', () => {
    const form = { ...newHeroSlideForm(1), title: 'New in', heroTitle: 'The rainy season edit' };
    expect(heroSlideProblems(form, urlImage('https://cdn.test/a.jpg'), 'create')).toEqual({});
    expect(heroSlideProblems(form, urlImage('/media/hero-images/a.svg'), 'create')).toEqual({});
    expect(heroSlideProblems(form, urlImage('a.jpg'), 'create')).toEqual({ image: HERO_MESSAGES.imageUrl });
  });

  it('needs a display order of at least 1', () => {
    const form = { ...newHeroSlideForm(1), title: 'a', heroTitle: 'b' };
    for (const order of ['0', '-2', '1.5', '', 'two'])
      expect(heroSlideProblems({ ...form, displayOrder: order }, urlImage('/a.png'), 'create')).toEqual({
        displayOrder: HERO_MESSAGES.displayOrder,
      });
    expect(displayOrderOf(' 7 ')).toBe(7);
  });

  it('keeps the slide image on edit unless another is chosen', () => {
    const form = { ...newHeroSlideForm(1), title: 'a', heroTitle: 'b' };
    expect(heroSlideProblems(form, emptyImageChoice(), 'edit')).toEqual({});
    expect(heroSlideProblems({ ...form, title: ' ' }, emptyImageChoice(), 'edit')).toEqual({
      title: 'Title is required',
    });
  });
});

describe('links', () => {
  it("say when a bare word becomes a path (spec: prefixed with '/')", () => {
    expect(linkOutcome('bridal')).toEqual({ saved: '/bridal', changed: true });
    expect(linkOutcome('/tailors')).toEqual({ saved: '/tailors', changed: false });
    expect(linkOutcome('https://adire.example/x')).toEqual({ saved: 'https://adire.example/x', changed: false });
    expect(linkOutcome('  ')).toBeNull();
  });
});

describe('what is sent', () => {
  it('trims the texts, prefixes a bare link and sends the order as a number', () => {
    expect(
      heroSlideFields({
        title: ' New in ',
        heroTitle: ' Rain ',
        subtitle: '  ',
        link: 'collections',
        isEditorial: true,
        displayOrder: '3',
        isActive: false,
      }),
    ).toEqual({
      title: 'New in',
      heroTitle: 'Rain',
      subtitle: null,
      link: '/collections',
      isEditorial: true,
      displayOrder: 3,
      isActive: false,
    });
  });

  it('sends the image as an address or as a file, or not at all', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(heroImageOf(urlImage(' https://cdn.test/a.jpg '))).toEqual({ image: 'https://cdn.test/a.jpg' });
    expect(heroImageOf({ source: 'file', file, url: '' })).toEqual({ file });
    expect(heroImageOf(emptyImageChoice())).toEqual({});
  });

  it('reads a slide back into the form', () => {
    expect(
      heroSlideFormFrom({
        title: 'T',
        heroTitle: 'H',
        subtitle: null,
        link: '/x',
        isEditorial: false,
        displayOrder: 2,
        isActive: true,
      }),
    ).toEqual({
      title: 'T',
      heroTitle: 'H',
      subtitle: '',
      link: '/x',
      isEditorial: false,
      displayOrder: '2',
      isActive: true,
    });
  });

  it("puts an uploaded file's problem on the image field", () => {
    expect(formFieldOf('imageFile')).toBe('image');
    expect(formFieldOf('title')).toBe('title');
  });
});

describe('createFailureMessage', () => {
  it('says why, in the words of the API or the network layer', () => {
    expect(createFailureMessage(new Error(NETWORK_ERROR))).toBe(`Failed to create hero slide: ${NETWORK_ERROR}`);
    expect(
      createFailureMessage(
        new GraphQLRequestError([
          {
            message: 'Invalid input',
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { title: 'Title is required' } },
          },
        ]),
      ),
    ).toBe('Failed to create hero slide: Title is required');
    expect(
      createFailureMessage(
        new GraphQLRequestError([
          { message: 'You do not have permission to access this page.', extensions: { code: 'FORBIDDEN' } },
        ]),
      ),
    ).toBe('Failed to create hero slide: You do not have permission to access this page.');
  });
});

import type { RouteObject } from 'react-router';
// Eager: the offline page must render from the cached app shell without fetching another chunk.
import { OfflinePage } from './offline/OfflinePage';

/** Contact, FAQ, joining, legal and information pages, newsletter unsubscribe, and the offline page. */
export const CONTENT_ROUTES: RouteObject[] = [
  { path: 'contact', lazy: { Component: async () => (await import('./contact/ContactPage')).ContactPage } },
  { path: 'faq', lazy: { Component: async () => (await import('./faq/FaqPage')).FaqPage } },
  { path: 'join', lazy: { Component: async () => (await import('./join/JoinPage')).JoinPage } },
  {
    path: 'terms-of-service',
    lazy: { Component: async () => (await import('./legal/TermsOfServicePage')).TermsOfServicePage },
  },
  {
    path: 'privacy-policy',
    lazy: { Component: async () => (await import('./legal/PrivacyPolicyPage')).PrivacyPolicyPage },
  },
  { path: 'about', lazy: { Component: async () => (await import('./about/AboutPage')).AboutPage } },
  {
    path: 'how-it-works',
    lazy: { Component: async () => (await import('./how-it-works/HowItWorksPage')).HowItWorksPage },
  },
  {
    path: 'animation-demo',
    lazy: { Component: async () => (await import('./animation-demo/AnimationDemoPage')).AnimationDemoPage },
  },
  {
    path: 'unsubscribe',
    lazy: { Component: async () => (await import('./unsubscribe/UnsubscribePage')).UnsubscribePage },
  },
  { path: 'offline', Component: OfflinePage },
];

// Reviews written by shoppers, the contact and newsletter forms, designer applications, FAQs,
// legal documents, public platform settings and page views.
import './review-write.js';
import './contact.js';
import './newsletter.js';
import './application.js';
import './faq.js';
import './legal.js';
import './settings.js';
import './page-view.js';

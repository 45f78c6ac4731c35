import { brandMediaSuite } from '../support/brand-media-suite.js';

brandMediaSuite('s3');

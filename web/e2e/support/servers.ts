/**
 * The apps the journeys run against (local media storage, one a lane), and one whose media live in S3.
 * ADIRE_E2E_PORT moves both, so separate checkouts can run their journeys side by side.
 */
export const APP_PORT = Number(process.env.ADIRE_E2E_PORT ?? 3199);
export const S3_APP_PORT = APP_PORT - 1;
export const appUrl = (port: number) => `http://127.0.0.1:${port}`;
/** The app of journey lane `index` (support/lanes.ts): lane 0 on APP_PORT, the next ones above it. */
export const lanePort = (index: number) => APP_PORT + 2 * index;

/** The app the journeys run against (local media storage), and a second one whose media live in S3. */
export const APP_PORT = 3199;
export const S3_APP_PORT = 3198;
export const appUrl = (port: number) => `http://127.0.0.1:${port}`;

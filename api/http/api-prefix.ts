/** Where the API is mounted: every route below is served under this prefix (api/app.ts mounts the router). */
export const API_PREFIX = '/api/v1';

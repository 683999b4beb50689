/** Where the API answers, on the web app's own origin. */
export const API_URL = '/api/v1';

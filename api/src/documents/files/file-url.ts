/** Where the web app fetches a stored file; the API checks who asks before serving it. */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`;

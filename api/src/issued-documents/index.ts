/** The documents the product issues are used by nobody else: only the app registers them. */
export { issuedDocumentsContext } from './issued-documents.context.js';

import { LANGUAGES, type Language } from '@stages/contracts';
import type { FastifyRequest } from 'fastify';

/** The language a new account gets: the one the form sent, else the browser's, else French. */
export function requestLanguage(request: FastifyRequest, chosen?: Language): Language {
  if (chosen) return chosen;
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.trim().slice(0, 2).toLowerCase());
  return (
    accepted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ??
    'fr'
  );
}

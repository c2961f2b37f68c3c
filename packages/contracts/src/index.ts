/** Zod schemas for every API request, response and error: validation, serialisation, OpenAPI and client types. */
export * from './contact';
export * from './errors';
export * from './system';

/** Zod schemas for every API request, response and error: validation, serialisation, OpenAPI and client types. */
export * from './account';
export * from './admin';
export * from './auth';
export * from './billing';
export * from './contact';
export * from './contacts';
export * from './errors';
export * from './invitations';
export * from './limits';
export * from './mail';
export * from './matches';
export * from './network';
export * from './notifications';
export * from './participations';
export * from './system';
export * from './venues';
export * from './voice';

/**
 * The demo organisation seeded into an empty database: pure data, no DB code.
 */
export * from './types.js';
export * from './organization.js';
export * from './users.js';
export * from './project.js';
export * from './areas.js';
export * from './boq.js';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

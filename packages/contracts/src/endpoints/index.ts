export * from './dictionaries.ts';
export * from './geo.ts';
export * from './presence.ts';
export * from './system.ts';
export * from './users.ts';

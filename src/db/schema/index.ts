export * from './users';
export * from './sessions';
export * from './codes';
export * from './organizations';

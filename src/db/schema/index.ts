export * from './users';
export * from './sessions';
export * from './codes';
export * from './organizations';
export * from './media';
export * from './brand-kits';
export * from './ai';
export * from './projects';

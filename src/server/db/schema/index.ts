export * from './users';
export * from './tracking';
export * from './engagement';
export * from './billing';
export * from './assessment';
export * from './routines';
export * from './imports';

export * from './currencies';
export * from './decimal';
export * from './format';

export * from './product';
export * from './timing';
export * from './limits';
export * from './codes';
export * from './texts';

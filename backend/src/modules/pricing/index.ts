export * from './price-table';
export * from './service-area';
export * from './quote';
export * from './quote-messages';
export * from './quote-validation';
export * from './sanitize';
export * from './plan-change';

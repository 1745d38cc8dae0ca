export * from './business-facts';
export * from './price-facts';
export * from './faq';

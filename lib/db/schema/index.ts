/**
 * The database schema, one file per backend service of the spec (plus shared column helpers), so a
 * service's tables sit beside nothing else's. Import from '@/lib/db/schema'.
 */
export * from './meta';
export * from './cms';
export * from './background';
export * from './monitoring';
export * from './register';
export * from './data-docking';
export * from './recruitment';
export * from './questionnaire';
export * from './search';
export * from './search-console';
export * from './staff';
export * from './cases';
export * from './allocation';
export * from './privacy';
export * from './applications';
export * from './application-materials';
export * from './publicity';
export * from './subscriptions';

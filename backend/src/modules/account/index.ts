export { AccountModule } from './account.module';
export { isGuardedAccountPath } from './http/account-access';

export { AccountModule } from './account.module';
export { isGuardedAccountPath, isLinkSignInPath } from './http/account-access';

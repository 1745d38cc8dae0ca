/** Where a toast belongs: the page (pathname) it was shown on, or the next page when it announces the navigation. */
export interface PageScoped {
  page: string;
  /** Shown right before navigating ("Information Saved!", then the next page): it moves once, to the next page. */
  followsNavigation: boolean;
}

/**
 * The toasts still wanted after the visitor reaches `pathname`: a finished page's toasts end with it (issue 18 #11);
 * one that announces the navigation moves to the new page once, and ends with that page in turn.
 */
export function toastsAfterNavigation<T extends PageScoped>(toasts: readonly T[], pathname: string): T[] {
  const kept: T[] = [];
  for (const toast of toasts) {
    if (toast.page === pathname) kept.push(toast);
    else if (toast.followsNavigation) kept.push({ ...toast, page: pathname, followsNavigation: false });
  }
  return kept;
}

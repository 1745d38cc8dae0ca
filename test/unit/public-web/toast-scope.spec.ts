import { toastsAfterNavigation } from '../../../public-web/src/ui/toast-scope';

const toast = (title: string, page: string, followsNavigation = false) => ({ title, page, followsNavigation });

describe('toasts end with the page they were shown on (issue 18 #11)', () => {
  it('given an "Address Required" toast on /customer-info, when the visitor reaches /customer-confirmation, then it is gone', () => {
    expect(toastsAfterNavigation([toast('Address Required', '/customer-info')], '/customer-confirmation')).toEqual([]);
  });

  it('given "Information Saved!" shown as the page navigates, when the next page opens, then it stays there', () => {
    const saved = toast('Information Saved!', '/customer-info', true);
    const stale = toast('Error', '/customer-info');
    expect(toastsAfterNavigation([stale, saved], '/customer-confirmation')).toEqual([
      { title: 'Information Saved!', page: '/customer-confirmation', followsNavigation: false },
    ]);
  });

  it('given a toast that followed one navigation, when the visitor moves on again, then it ends with that page', () => {
    const moved = toastsAfterNavigation([toast('Information Saved!', '/customer-info', true)], '/customer-confirmation');
    expect(toastsAfterNavigation(moved, '/customer-next-steps')).toEqual([]);
  });

  it('given a toast of the page the visitor is on, when the path is the same (e.g. only the query changed), then it stays', () => {
    const here = [toast('Too Many Requests', '/')];
    expect(toastsAfterNavigation(here, '/')).toEqual(here);
  });
});

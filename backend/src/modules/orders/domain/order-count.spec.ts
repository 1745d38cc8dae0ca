import { ORDER_COUNT_EXACT_UP_TO, orderTotalLabel } from './order-count';

describe('the orders list total as staff read it', () => {
  it.each([
    [0, '0'],
    [25, '25'],
    [ORDER_COUNT_EXACT_UP_TO, '1,000'],
    [1_001, 'about 1,000'],
    [1_460, 'about 1,500'],
    [98_765, 'about 99,000'],
    [981_132, 'about 980,000'],
    [1_000_000, 'about 1,000,000'],
    [1_049_999, 'about 1,000,000'],
  ])('%i orders read as "%s"', (total, label) => {
    expect(orderTotalLabel(total)).toBe(label);
  });
});

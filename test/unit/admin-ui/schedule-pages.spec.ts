import { readPages, type ListPage } from '../../../admin-ui/src/schedule/schedule-pages';

/** A list of `size` rows served in pages, as ra-data-simple-rest reads them; the pages asked for are noted. */
function listOf(size: number, { withTotal = true } = {}) {
  const asked: number[] = [];
  const getPage = async (page: number, perPage: number): Promise<ListPage<number>> => {
    asked.push(page);
    const data = Array.from({ length: Math.max(0, Math.min(perPage, size - (page - 1) * perPage)) }, (_, i) => (page - 1) * perPage + i);
    return withTotal ? { data, total: size } : { data };
  };
  return { asked, getPage };
}

describe('the schedule board reads a week page by page', () => {
  it('given a week shorter than one page, when the board reads it, then one page is asked for and every row is there', async () => {
    const list = listOf(3);
    expect(await readPages(list.getPage, { perPage: 5, maxPages: 4 })).toEqual({ rows: [0, 1, 2], total: 3 });
    expect(list.asked).toEqual([1]);
  });

  it('given a week of exactly two full pages, when the board reads it, then it stops at the total without asking for an empty third', async () => {
    const list = listOf(10);
    expect(await readPages(list.getPage, { perPage: 5, maxPages: 4 })).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], total: 10 });
    expect(list.asked).toEqual([1, 2]);
  });

  it('given a week longer than the cap, when the board reads it, then it stops at the cap and says how many the week holds', async () => {
    const list = listOf(23);
    const read = await readPages(list.getPage, { perPage: 5, maxPages: 3 });
    expect(read.rows).toHaveLength(15);
    expect(read.total).toBe(23);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('given a list that sends no total, when a short page ends it, then the total is the rows read', async () => {
    const list = listOf(7, { withTotal: false });
    expect(await readPages(list.getPage, { perPage: 5, maxPages: 4 })).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6], total: 7 });
  });

  it('given the default page and cap, when a week holds 35,905 visits, then the board reads 20 pages of 500 and knows the rest is there', async () => {
    const list = listOf(35_905);
    const read = await readPages(list.getPage);
    expect(read.rows).toHaveLength(10_000);
    expect(read.total).toBe(35_905);
    expect(list.asked).toHaveLength(20);
  });
});

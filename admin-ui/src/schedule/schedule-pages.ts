/** The admin lists' largest page (platform/http/simple-rest MAX_PAGE). */
export const BOARD_PAGE = 500;
/** A week of a busy business is a few hundred visits; the board stops reading after this many pages (10,000 rows). */
export const BOARD_MAX_PAGES = 20;

/** One page of a list as ra-data-simple-rest answers it: its rows, and the list's total from Content-Range. */
export interface ListPage<Row> {
  data: Row[];
  total?: number;
}

/** What the board read: the rows, and how many the list holds (more than the rows when it stopped at the cap). */
export interface ReadRows<Row> {
  rows: Row[];
  total: number;
}

/**
 * Every row of a list, page by page (1-based), up to `maxPages` pages. A list longer than that is not read to its end:
 * `total` then says how many it holds, so the board can say it shows only part of them instead of leaving them out
 * silently.
 */
export async function readPages<Row>(
  getPage: (page: number, perPage: number) => Promise<ListPage<Row>>,
  { perPage = BOARD_PAGE, maxPages = BOARD_MAX_PAGES }: { perPage?: number; maxPages?: number } = {},
): Promise<ReadRows<Row>> {
  const rows: Row[] = [];
  let total: number | undefined;
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await getPage(page, perPage);
    rows.push(...answer.data);
    total = answer.total ?? total;
    if (answer.data.length < perPage || rows.length >= (total ?? Infinity)) break;
  }
  return { rows, total: Math.max(total ?? 0, rows.length) };
}

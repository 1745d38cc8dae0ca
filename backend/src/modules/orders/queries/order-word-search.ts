import { Database } from '../../../platform/database/database';
import type { ListQuery } from '../../../platform/http/simple-rest';
import { orderSearchTerm } from './admin-order-row';

/** A search of letters only, 3 or more: it matches an order exactly when it is part of one of the order's words. */
const WORD_TERM = /^[a-z]{3,}$/;
/** More words than this fit the search ("com" in every e-mail): the list's own query answers it. */
const MAX_WORDS = 50;

/**
 * The page's ids for a letters-only search sorted by customer (issue 19: "smith" at 1,000,000 orders), from
 * customer_order_search_words (1763700070000): each word that holds the search gives its orders already sorted by
 * customer and id, and those runs are merged. Answers the ids the list's own query would, in its order; null when the
 * query is not of that kind (another sort or filter, a search with other characters), so the list's own query runs.
 */
export async function orderWordSearchPageIds(db: Database, query: ListQuery, countUpTo?: number): Promise<{ ids: string[]; counted?: number } | null> {
  if (query.sort.field !== 'customer_name') return null;
  let term = '';
  const filters: Array<[column: string, value: unknown]> = [];
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') term = orderSearchTerm(value);
    else if (field === 'payment_status') filters.push(['payment_status = any', (Array.isArray(value) ? value : [value]).map(String)]);
    else if (field === 'is_subscription') filters.push(['is_subscription =', value === true || value === 'true']);
    else return null;
  }
  if (!WORD_TERM.test(term)) return null;
  const words = (
    await db.query<{ word: string }>(`select word from customer_order_search_vocab where word like $1 order by word limit ${MAX_WORDS + 1}`, [`%${term}%`])
  ).map((row) => row.word);
  if (words.length > MAX_WORDS) return null;
  if (!words.length) return { ids: [], counted: 0 };

  /** Each word's orders that pass the filters (its run), with the statement's own parameters. */
  const statement = (sql: (run: (word: string) => string, bind: (value: unknown) => string) => string): [string, unknown[]] => {
    const params: unknown[] = [];
    const bind = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const conditions = filters.map(([test, value]) => ` and ${test.endsWith('any') ? `${test}(${bind(value)})` : `${test} ${bind(value)}`}`).join('');
    const run = (word: string) => `select customer_name, id from customer_order_search_words where word = ${bind(word)}${conditions}`;
    return [sql(run, bind), params];
  };
  const dir = query.sort.order;
  const order = `order by customer_name ${dir}, id ${dir}`;
  const { start, end } = query.range;
  // One word: its run read straight from the index. Several: each run's first end+1 rows, merged without repeats.
  const page = statement((run, bind) =>
    words.length === 1
      ? `${run(words[0])} ${order} limit ${bind(end - start + 1)} offset ${bind(start)}`
      : `select customer_name, id from (${words.map((word) => `(${run(word)} ${order} limit ${end + 1})`).join(' union all ')}) runs
          group by customer_name, id ${order} limit ${bind(end - start + 1)} offset ${bind(start)}`,
  );
  // The total up to one past the cap: each run's first cap+1 rows hold that many distinct orders when there are that many.
  const count =
    countUpTo === undefined
      ? null
      : statement(
          (run) =>
            `select count(*)::int as counted from (select distinct id from (${words.map((word) => `(${run(word)} limit ${countUpTo + 1})`).join(' union all ')}) runs
              limit ${countUpTo + 1}) capped`,
        );
  const [ids, counted] = await Promise.all([
    db.query<{ id: string }>(...page).then((rows) => rows.map((row) => row.id)),
    count === null ? undefined : db.query<{ counted: number }>(...count).then(([row]) => row.counted),
  ]);
  return { ids, counted };
}

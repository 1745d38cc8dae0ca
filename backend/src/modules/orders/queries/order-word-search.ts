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
export async function orderWordSearchPageIds(db: Database, query: ListQuery): Promise<string[] | null> {
  if (query.sort.field !== 'customer_name') return null;
  const params: unknown[] = [];
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  let term = '';
  const where: string[] = [];
  for (const [field, value] of Object.entries(query.filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (field === 'q') term = orderSearchTerm(value);
    else if (field === 'payment_status') where.push(`payment_status = any(${bind((Array.isArray(value) ? value : [value]).map(String))})`);
    else if (field === 'is_subscription') where.push(`is_subscription = ${bind(value === true || value === 'true')}`);
    else return null;
  }
  if (!WORD_TERM.test(term)) return null;
  const words = (
    await db.query<{ word: string }>(`select word from customer_order_search_vocab where word like $1 order by word limit ${MAX_WORDS + 1}`, [`%${term}%`])
  ).map((row) => row.word);
  if (words.length > MAX_WORDS) return null;
  if (!words.length) return [];

  const dir = query.sort.order;
  const order = `order by customer_name ${dir}, id ${dir}`;
  const { start, end } = query.range;
  const filters = where.map((condition) => ` and ${condition}`).join('');
  // One word: its run read straight from the index. Several: each run's first start+size rows, merged without repeats.
  const run = (word: string) => `select customer_name, id from customer_order_search_words where word = ${bind(word)}${filters} ${order}`;
  const sql =
    words.length === 1
      ? `${run(words[0])} limit ${bind(end - start + 1)} offset ${bind(start)}`
      : (() => {
          const upTo = bind(end + 1);
          const runs = words.map((word) => `(${run(word)} limit ${upTo})`).join(' union all ');
          return `select customer_name, id from (${runs}) runs group by customer_name, id ${order} limit ${bind(end - start + 1)} offset ${bind(start)}`;
        })();
  return (await db.query<{ id: string }>(sql, params)).map((row) => row.id);
}

import { StatementNames } from './database';

describe('StatementNames: which statements are prepared by name', () => {
  it('gives a text one name for good, and each text its own', () => {
    const names = new StatementNames();
    const a = names.nameOf('select id from task_cards where id = $1');
    const b = names.nameOf('select id from task_cards where marker = $1');
    expect(a).toMatch(/^s\d+$/);
    expect(b).toMatch(/^s\d+$/);
    expect(b).not.toBe(a);
    expect(names.nameOf('select id from task_cards where id = $1')).toBe(a);
  });

  it('leaves unnamed a statement whose result has a table’s shape, but not one that only counts rows', () => {
    const names = new StatementNames();
    expect(names.nameOf('select * from lead_tracking where id = $1')).toBeNull();
    expect(names.nameOf('select l.*, b.external_id from lead_tracking l join task_board_links b on true where l.id = $1')).toBeNull();
    expect(names.nameOf('update affiliate_links set is_active = false where id = $1 returning *')).toBeNull();
    expect(names.nameOf('select count(*)::int as n from vault_keys where subject_id = $1')).toMatch(/^s\d+$/);
    expect(names.nameOf('select COUNT(*) as n, count(*) filter (where x) as m from t where a = $1')).toMatch(/^s\d+$/);
  });

  it('names no new text past its bound, and keeps the names it gave', () => {
    const names = new StatementNames(2);
    const first = names.nameOf('select 1 where $1::int > 0');
    names.nameOf('select 2 where $1::int > 0');
    expect(names.nameOf('select 3 where $1::int > 0')).toBeNull();
    expect(names.nameOf('select 1 where $1::int > 0')).toBe(first);
  });

  it('remembers the texts it left unnamed, and counts them within its bound', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select * from t where id = $1')).toBeNull();
    expect(names.nameOf('select * from t where id = $1')).toBeNull();
    const named = names.nameOf('select a from t where id = $1');
    expect(named).toBe('s1');
    expect(names.nameOf('select b from t where id = $1')).toBeNull();
  });
});

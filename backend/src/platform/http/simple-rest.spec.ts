import { parseListQuery } from './simple-rest';
import { Problem } from './problem';

describe('ra-data-simple-rest query parsing', () => {
  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["createdAt","desc"]', range: '[25,49]', filter: '{"q":"smith"}' }, ['id', 'ASC'])).toEqual({
      sort: { field: 'createdAt', order: 'DESC' },
      range: { start: 25, end: 49 },
      filter: { q: 'smith' },
    });
  });

  it('falls back to the default sort and the first page', () => {
    expect(parseListQuery({}, ['globalPosition', 'DESC'])).toEqual({ sort: { field: 'globalPosition', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} });
  });

  it.each([
    [{ sort: 'oops' }, 'sort'],
    [{ sort: '["id","sideways"]' }, 'sort'],
    [{ range: '[10,5]' }, 'range'],
    [{ range: '[0,1000]' }, 'range'],
    [{ filter: '[1,2]' }, 'filter'],
  ])('answers %j with a validation problem on %s', (raw, field) => {
    try {
      parseListQuery(raw, ['id', 'ASC']);
      throw new Error('expected a problem');
    } catch (error) {
      expect(error).toBeInstanceOf(Problem);
      expect((error as Problem).status).toBe(400);
      expect(Object.keys((error as Problem).errors ?? {})).toEqual([field]);
    }
  });
});

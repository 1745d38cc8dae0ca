import type { Response } from 'express';
import type { Database } from '../database/database';
import { listResource, parseListQuery, ResourceSpec } from './simple-rest';
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
    expect(parseListQuery({}, ['globalPosition', 'DESC'])).toEqual({
      sort: { field: 'globalPosition', order: 'DESC' },
      range: { start: 0, end: 24 },
      filter: {},
    });
  });

  it.each([
    [{ sort: 'oops' }, 'sort'],
    [{ sort: '["id","sideways"]' }, 'sort'],
    [{ range: '[10,5]' }, 'range'],
    [{ range: '[0,1000]' }, 'range'],
    [{ filter: '[1,2]' }, 'filter'],
    [{ sort: '["__proto__","ASC"]' }, 'sort'],
    [{ sort: '["status; select pg_sleep(2)","ASC"]' }, 'sort'],
    [{ sort: '[["status"],"ASC"]' }, 'sort'],
    [{ filter: '{"__proto__":"false"}' }, 'filter'],
    [{ filter: '{"status or true":"x"}' }, 'filter'],
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

describe('a list looks keys up on its own spec only', () => {
  const spec: ResourceSpec<Record<string, unknown>> = {
    resource: 'things',
    from: 'things',
    select: '*',
    sortable: { name: 'name' },
    defaultSort: ['name', 'ASC'],
    filters: { status: (value, bind) => `status = ${bind(value)}` },
    map: (row) => row,
  };
  const db = { query: jest.fn(async () => [{ total: 0 }]), queryPlannedPerCall: jest.fn(async () => [{ total: 0 }]) } as unknown as Database;
  const res = { setHeader: jest.fn() } as unknown as Response;

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])('refuses %s as a filter and as a sort field, running no SQL', async (key) => {
    await expect(listResource(db, spec, { filter: JSON.stringify({ [key]: 'false' }) }, res)).rejects.toMatchObject({
      status: 400,
      errors: { filter: `cannot filter things by ${key}` },
    });
    await expect(listResource(db, spec, { sort: JSON.stringify([key, 'ASC']) }, res)).rejects.toMatchObject({
      status: 400,
      errors: { sort: `cannot sort things by ${key}` },
    });
    expect(db.query).not.toHaveBeenCalled();
    expect(db.queryPlannedPerCall).not.toHaveBeenCalled();
  });
});

import type { Endpoint } from './endpoint.ts';

/**
 * A configuration list the contract lets admins change: its paged list, create, update and delete.
 * `Query` is the list's query, `Page` its answer, `Body` what create and update send.
 */
export interface CrudEndpoints<Row, Page, Body, Query = never> {
  list: Endpoint<[query?: Query], Page>;
  create: Endpoint<[body: Body], Row>;
  update: Endpoint<[id: string, body: Body], Row>;
  remove: Endpoint<[id: string], undefined>;
}

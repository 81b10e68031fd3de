/** A timestamp as the database hands it back: SQLite gives the epoch milliseconds Knex stored (a number or its digits); PostgreSQL a Date. */
export const storedDate = (value: Date | number | string): Date =>
  value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

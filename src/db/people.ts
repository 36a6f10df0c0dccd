// Who did something, read with the row that names them: a left join on users
// (or an alias of it, when a row names two people) selected under one key, and
// shown as the `{ id, name }` every view carries: the display name, else the
// email; null when nobody is joined (the user left, and the link was cleared).
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { PersonRef } from '../common/contracts/comments';

/** `users` or an alias of it (`alias(users, 'creator')`): generic, so each keeps its own table name in the result's type. */
type UserColumns = { id: AnySQLiteColumn; displayName: AnySQLiteColumn; email: AnySQLiteColumn };

/** The columns to select under one key. The id comes first: drizzle reads the whole key as null when it is. */
export const personColumns = <U extends UserColumns>(u: U): { id: U['id']; name: U['displayName']; email: U['email'] } => ({
  id: u.id,
  name: u.displayName,
  email: u.email,
});

export const personRef = (p: { id: string; name: string | null; email: string } | null): PersonRef | null =>
  p ? { id: p.id, name: p.name || p.email } : null;

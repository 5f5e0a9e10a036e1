import { DomainError } from '@ballpark/common/errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Every public id is a UUID; anything else is refused before it reaches the database. */
export function requireUuid(value: string, what: string): string {
  if (!isUuid(value)) throw new DomainError('BAD_USER_INPUT', `${what} must be a UUID.`);
  return value.toLowerCase();
}

import type { User } from '@/features/table/types';

/** A user with every field missing: the shape the boundary check gives a malformed item. */
export const EMPTY_USER: Readonly<User> = Object.freeze({
  id: null,
  firstName: null,
  age: null,
  gender: null,
  email: null,
  phone: null,
  birthDate: null,
});

/** Builds a table user for tests: missing fields are null. */
export const user = (partial: Partial<User>): User => ({ ...EMPTY_USER, ...partial });

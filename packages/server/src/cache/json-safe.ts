/** What JSON itself holds; anything else is made of these, in arrays and plain objects. */
export type JsonPrimitive = string | number | boolean | null;

type JsonField<V> = V extends JsonPrimitive
  ? V
  : V extends undefined | bigint | symbol | ((...args: never[]) => unknown)
    ? never
    : V extends object
      ? JsonSafe<V>
      : never;

/**
 * T, when `JSON.parse(JSON.stringify(value))` gives a T back that reads the same: primitives,
 * arrays and plain objects of them, interfaces included. A Map, Set or Date (their methods
 * become `never`), a function, a bigint, undefined at the top or in an array, or a property
 * typed `x: T | undefined` does not fit, so `T extends JsonSafe<T>` makes such a value a type
 * error. (An optional property `x?: T` fits: JSON leaves it out and it reads as absent.)
 */
export type JsonSafe<T> = (JsonPrimitive | object) & { [K in keyof T]: JsonField<T[K]> };

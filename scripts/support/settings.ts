/** A whole-number setting of a script from the environment (`name`), at least 1; `fallback` when unset. */
export function wholeSetting(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1`);
  return value;
}

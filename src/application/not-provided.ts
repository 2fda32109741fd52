/** Body of an I/O placeholder in `setup`: the composition root or a test must provide it. */
export function notProvided(name: string): never {
  throw new Error(`${name} was not provided to the machine`);
}

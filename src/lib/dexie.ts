import Dexie from 'dexie';

/**
 * Dexie turns on a debug mode by itself on localhost and 127.0.0.1 (a console task per transaction
 * and per promise callback): the e2e suite and the benchmarks run there, and should do what a
 * deployed studio does. The studio's databases take Dexie from here.
 */
Dexie.debug = false;

export { Dexie };

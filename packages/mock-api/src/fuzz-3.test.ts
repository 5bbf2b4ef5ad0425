/** Part 3 of the handlers' property tests (test/fuzz.ts). */
import { fuzzPart } from './test/fuzz.ts';

fuzzPart(2);

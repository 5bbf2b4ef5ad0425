/** Part 2 of the handlers' property tests (test/fuzz.ts). */
import { fuzzPart } from './test/fuzz.ts';

fuzzPart(1);

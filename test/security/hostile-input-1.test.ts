// Hostile input, first half of the routes (the other half: hostile-input-2.test.ts).
import { describeHostileInput } from './hostile-input';

describeHostileInput((_, index) => index % 2 === 0);

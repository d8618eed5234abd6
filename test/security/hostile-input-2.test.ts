// Hostile input, second half of the routes (the first half: hostile-input-1.test.ts).
import { describeHostileInput } from './hostile-input';

describeHostileInput((_, index) => index % 2 === 1);

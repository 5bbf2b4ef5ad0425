// Imported first by the preview, before any module that reads the date (see clock.ts).
import { STORY_NOW, startClockAt } from './clock';

startClockAt(STORY_NOW);

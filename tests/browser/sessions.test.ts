/**
 * Sessions in the console, on one gateway, mock and Chromium (starting them costs about 30 s of CI a file):
 * a session ending while someone works (sessionEnded.ts), and tabs that agree (sessionTabs.ts).
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { startConsole } from './console.ts';
import { sessionEndedTests } from './sessionEnded.ts';
import { sessionTabsTests } from './sessionTabs.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  sessionEndedTests(t, stack, browser);
  sessionTabsTests(t, stack, browser);
}

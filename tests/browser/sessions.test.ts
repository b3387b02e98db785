/**
 * Sessions in the console, on one gateway, mock and Chromium (starting them costs about 30 s of CI a file):
 * a session ending while someone works (sessionEnded.ts), tabs that agree (sessionTabs.ts), and the warning before a
 * session's lifetime ends (sessionLifetime.ts). The mock's sessions last an hour (MOCK_SESSION_LIFETIME_HOURS=1) and
 * end after two idle hours, so the lifetime's end comes first; the idle warning's test sets its own idle time.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { startConsoleOverMock } from './console.ts';
import { sessionEndedTests } from './sessionEnded.ts';
import { sessionLifetimeTests } from './sessionLifetime.ts';
import { sessionTabsTests } from './sessionTabs.ts';

if (requireChromium(t)) {
  const { stack, browser, mockUrl } = await startConsoleOverMock(t, { sessionLifetimeHours: 1, sessionIdleMinutes: 120 });
  sessionEndedTests(t, stack, browser, mockUrl);
  sessionTabsTests(t, stack, browser);
  sessionLifetimeTests(t, stack, browser);
}

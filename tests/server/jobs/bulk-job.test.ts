/**
 * A 10,000-row bulk job on the in-process runner (no REDIS_URL), on a mock with MOCK_FAIL_RATE: cancelled half way,
 * resumed by "retry failed", every row's outcome checked against the upstream (scenario.ts). The mock seeds 12,000
 * members (about 3 % of them frozen, so over 10,000 to freeze) and the rest at the demo scale: seeding the large
 * scale's 100,000 orders took most of this file's time and none of them is read.
 */
import t from 'tap';
import { startJobsGateway, startMock } from './harness.ts';
import { cancelAndRetry } from './scenario.ts';

const mock = await startMock({ size: { members: 12_000 }, failRate: 0.2 });
const gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '8', JOB_GLOBAL_CONCURRENCY: '16' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});

t.test('10,000 members frozen as one job: cancelled half way, retried, each row applied once', (t) => cancelAndRetry(t, mock, gateway, 10_000, false));

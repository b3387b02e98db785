/**
 * A 10,000-row bulk job on the in-process runner (no REDIS_URL), on the large mock with MOCK_FAIL_RATE: cancelled
 * half way, resumed by "retry failed", every row's outcome checked against the upstream (scenario.ts).
 */
import t from 'tap';
import { startJobsGateway, startMock } from './harness.ts';
import { cancelAndRetry } from './scenario.ts';

const mock = await startMock({ scale: 'large', failRate: 0.2 });
const gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '8', JOB_GLOBAL_CONCURRENCY: '16' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});

t.test('10,000 members frozen as one job: cancelled half way, retried, each row applied once', (t) => cancelAndRetry(t, mock, gateway, 10_000, false));

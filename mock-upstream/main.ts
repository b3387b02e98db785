/** `npm run mock` (and dist/server/mock.js in the container): the mock upstream alone on MOCK_HOST:MOCK_PORT. */
import closeWithGrace from 'close-with-grace';
import { buildMockUpstream, loadMockOptions, type MockOptions } from './app.ts';

let options: MockOptions;
try {
  options = loadMockOptions(process.env);
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const app = await buildMockUpstream(options);
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal}: shutting down`);
  await app.close();
});
await app.listen({ host: options.host, port: options.port });

import { parseArgs } from 'node:util';
import { scenarioTags } from '../src/gateway/demo/engine';
import { imageScenarioTags } from '../src/features/image/demo';
import { chatScenarioTags } from '../src/gateway/demo/routes/chat-answers';
import { editScenarioTags } from '../src/features/image/edit/demo-routes';
import { startDemoGateway } from './demo-gateway/server';

/**
 * `npm run demo-gateway -- [--port 8787] [--speed 1] [--key KEY] [--no-cors]`
 * The demo gateway as a real HTTP server on loopback, with CORS, for testers and the e2e tests.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DEMO_GATEWAY_PORT ?? '8787' },
    host: { type: 'string', default: '127.0.0.1' },
    speed: { type: 'string', default: process.env.DEMO_GATEWAY_SPEED ?? '1' },
    key: { type: 'string', default: process.env.DEMO_GATEWAY_KEY },
    // A gateway that does not allow the studio's origin: what the connection check must recognise.
    'no-cors': { type: 'boolean', default: process.env.DEMO_GATEWAY_NO_CORS === '1' },
  },
});

const { url } = await startDemoGateway({
  port: Number(values.port),
  host: values.host,
  speed: Number(values.speed),
  apiKey: values.key ?? null,
  cors: !values['no-cors'],
});
console.log(
  `Demo gateway listening on ${url} (speed ×${values.speed}${values.key ? ', key required' : ', no key required'}${values['no-cors'] ? ', without CORS' : ''})`,
);
console.log('Scenario tags (put one in a prompt):');
for (const [tag, meaning] of [
  ...scenarioTags,
  ...imageScenarioTags,
  ...chatScenarioTags,
  ...editScenarioTags,
])
  console.log(`  ${tag.padEnd(40)} ${meaning}`);
